package io.github.strategorules.core.notation;

import io.github.strategorules.core.ClassicReplay;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.action.ClassicAction;
import io.github.strategorules.core.action.ClassicDrawAcceptance;
import io.github.strategorules.core.action.ClassicDrawOffer;
import io.github.strategorules.core.action.ClassicReason;
import io.github.strategorules.core.action.ClassicResignation;
import io.github.strategorules.core.action.FinishSetup;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.action.PlacePiece;
import io.github.strategorules.core.board.RankNumbering;
import io.github.strategorules.core.error.IllegalActionException;
import io.github.strategorules.core.error.InvalidSetupException;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.event.ClassicOutcome;
import io.github.strategorules.core.event.ClassicTermination;
import io.github.strategorules.core.game.ReadLimits;
import io.github.strategorules.core.game.RecordReplay;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.internal.seats.ClassicSeats;
import io.github.strategorules.core.rules.Ruleset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A stored game: the ruleset, both setups, every action after the setups, the recorded result and
 * free-form tags (players, date, source, ...). {@link #format()} writes the versioned text format
 * of {@code docs/notation.md} and {@link #parse} reads it back to an equal record; {@link
 * #replay()} validates every action and reports the first illegal one.
 *
 * <p>A game is set up piece by piece ({@link PlacePiece}); a record groups each player's placements
 * on its setup line. A setup that is not complete yet (a game recorded during its setup, or
 * resigned in it) ends its line with {@code ...} and is listed in {@link #unfinished()}: its
 * placements are replayed one by one and the setup is left open. A line without the mark is a
 * complete setup, validated as a whole (C-2.2) and, in a free setup, finished.
 *
 * <pre>
 * stratego-record 1
 * ruleset classic(two_squares=5)
 * tag red "Player 1"
 * setup red a1=3 b1=B c1=F (and the other 37 placements)
 * setup blue a7=2 (and the other 39)
 * moves a4-a5 d7-d6 resign:blue
 * result red RESIGNATION
 * </pre>
 *
 * @param ruleset the rules the game was played with
 * @param red RED's setup
 * @param blue BLUE's setup
 * @param actions the actions after the setups, in order
 * @param result the recorded result, if any
 * @param tags free-form tags, in insertion order
 * @param unfinished the players whose setup line is not a complete setup (see above)
 */
public record ClassicRecord(
    Ruleset ruleset,
    Setup red,
    Setup blue,
    List<ClassicAction> actions,
    Optional<RecordedResult> result,
    Map<String, String> tags,
    Set<Seat> unfinished) {

  /** The first line of every record in this format version. */
  public static final String HEADER = "stratego-record 1";

  private static final int MOVES_PER_LINE = 10;

  /** The mark at the end of a setup line that is not a complete setup. */
  static final String UNFINISHED = "...";

  /**
   * A result as a record states it: it may come from elsewhere (an archive), so the rules need not
   * agree with it; {@link #replay()} shows what the rules say.
   *
   * @param winner the winner, or empty for a draw
   * @param termination why, when known
   */
  public record RecordedResult(Optional<Seat> winner, Optional<ClassicTermination> termination) {
    /**
     * Checks the parts are present.
     *
     * @param winner the winner or empty
     * @param termination the termination or empty
     */
    public RecordedResult {
      Objects.requireNonNull(winner, "winner").ifPresent(ClassicSeats::require);
      Objects.requireNonNull(termination, "termination");
    }

    /**
     * The recorded form of an outcome.
     *
     * @param o the outcome
     * @return the result
     */
    public static RecordedResult of(ClassicOutcome o) {
      return new RecordedResult(o.winner(), Optional.of(o.termination()));
    }
  }

  /**
   * Normalizes the setups to square order and copies the lists.
   *
   * @param ruleset the rules
   * @param red RED's setup
   * @param blue BLUE's setup
   * @param actions the actions
   * @param result the result or empty
   * @param tags the tags
   * @param unfinished the players whose setup is not complete
   */
  public ClassicRecord {
    Objects.requireNonNull(ruleset, "ruleset");
    red = red.sorted();
    blue = blue.sorted();
    actions = List.copyOf(actions);
    Objects.requireNonNull(result, "result");
    unfinished =
        Collections.unmodifiableSet(
            unfinished.isEmpty() ? EnumSet.noneOf(Seat.class) : EnumSet.copyOf(unfinished));
    for (String k : tags.keySet()) {
      if (!k.matches("[A-Za-z][A-Za-z0-9_.-]*")) {
        throw new IllegalArgumentException(
            "a tag name is a letter followed by letters, digits, _ . or -: " + k);
      }
    }
    tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
  }

  /**
   * A record of two complete setups (nothing {@link #unfinished()}).
   *
   * @param ruleset the rules
   * @param red RED's setup
   * @param blue BLUE's setup
   * @param actions the actions after the setups
   * @param result the result or empty
   * @param tags the tags
   */
  public ClassicRecord(
      Ruleset ruleset,
      Setup red,
      Setup blue,
      List<ClassicAction> actions,
      Optional<RecordedResult> result,
      Map<String, String> tags) {
    this(ruleset, red, blue, actions, result, tags, Set.of());
  }

  /**
   * The record of a game so far, at any point, its setup included: each player's placements as its
   * setup line (marked unfinished while incomplete), the actions since the placements, the outcome
   * if over.
   *
   * @param state a game created in its setup ({@link ClassicState#newGame}, {@link
   *     ClassicState#start})
   * @param tags tags to store
   * @return the record
   * @throws IllegalStateException for a game restored from a position ({@link ClassicState#of}),
   *     whose setups are unknown
   */
  public static ClassicRecord of(ClassicState state, Map<String, String> tags) {
    Set<Seat> unfinished = EnumSet.noneOf(Seat.class);
    for (Seat p : List.of(Seat.RED, Seat.BLUE)) {
      if (!state.hasPlacedSetup(p)) {
        unfinished.add(p);
      } else if (state.setup(p).isEmpty()) {
        throw new IllegalStateException(
            "a game restored from a position has no record: its setups are unknown");
      }
    }
    List<ClassicAction> actions = new ArrayList<>();
    for (ClassicAction a : state.history()) {
      if (!(a instanceof PlacePiece) && !(a instanceof FinishSetup)) {
        actions.add(a);
      }
    }
    return new ClassicRecord(
        state.ruleset(),
        state.placements(Seat.RED),
        state.placements(Seat.BLUE),
        actions,
        state.outcome().map(RecordedResult::of),
        tags,
        unfinished);
  }

  /**
   * Replays the record under its ruleset: the setups first, RED's then BLUE's (ply 0 names a setup
   * problem: a complete setup that C-2.2 rejects, as its player's {@link FinishSetup} with every
   * problem, or a refused placement of an unfinished one), then every action, numbered from 1.
   * Stops at the first illegal action and never throws for one.
   *
   * @return the replay
   */
  public RecordReplay<ClassicState, ClassicReplay.IllegalAction> replay() {
    ClassicState s = ClassicState.newGame(ruleset);
    for (Seat p : List.of(Seat.RED, Seat.BLUE)) {
      Setup setup = p == Seat.RED ? red : blue;
      if (unfinished.contains(p)) {
        for (Setup.Placement x : setup.placements()) {
          PlacePiece place = new PlacePiece(p, x.square(), x.type());
          Optional<ClassicReason> why = s.check(place);
          if (why.isPresent()) {
            return new RecordReplay<>(
                s, 0, Optional.of(new ClassicReplay.IllegalAction(0, place, why.get(), List.of())));
          }
          s = s.apply(place).state();
        }
        continue;
      }
      try {
        s = s.placeSetup(p, setup).state();
      } catch (InvalidSetupException e) {
        return new RecordReplay<>(
            s,
            0,
            Optional.of(
                new ClassicReplay.IllegalAction(
                    0, new FinishSetup(p), ClassicReason.INVALID_SETUP, e.problems())));
      } catch (IllegalActionException e) {
        return new RecordReplay<>(
            s,
            0,
            Optional.of(
                new ClassicReplay.IllegalAction(
                    0, new FinishSetup(p), (ClassicReason) e.reason(), List.of())));
      }
    }
    return ClassicReplay.run(s, actions);
  }

  /**
   * The moves among the actions.
   *
   * @return the moves, in order
   */
  public List<Move> moves() {
    List<Move> list = new ArrayList<>();
    for (ClassicAction a : actions) {
      if (a instanceof Move m) {
        list.add(m);
      }
    }
    return list;
  }

  // ------------------------------------------------------------------ writing

  /**
   * The record in its text format; {@link #parse} reads it back to an equal record.
   *
   * @return the text, lines ending with {@code \n}
   */
  public String format() {
    StringBuilder sb = new StringBuilder(HEADER).append('\n');
    sb.append("ruleset ").append(ruleset.spec()).append('\n');
    tags.forEach((k, v) -> sb.append("tag ").append(k).append(' ').append(quote(v)).append('\n'));
    for (Seat p : List.of(Seat.RED, Seat.BLUE)) {
      sb.append("setup ")
          .append(p.name().toLowerCase(Locale.ROOT))
          .append(placements(p == Seat.RED ? red : blue))
          .append(unfinished.contains(p) ? " " + UNFINISHED : "")
          .append('\n');
    }
    for (int i = 0; i < actions.size(); i += MOVES_PER_LINE) {
      sb.append("moves");
      for (ClassicAction a : actions.subList(i, Math.min(actions.size(), i + MOVES_PER_LINE))) {
        sb.append(' ').append(token(a));
      }
      sb.append('\n');
    }
    result.ifPresent(
        r ->
            sb.append("result ")
                .append(r.winner().map(p -> p.name().toLowerCase(Locale.ROOT)).orElse("draw"))
                .append(' ')
                .append(r.termination().map(Enum::name).orElse("-"))
                .append('\n'));
    return sb.toString();
  }

  private static String placements(Setup s) {
    StringBuilder sb = new StringBuilder();
    for (Setup.Placement p : s.placements()) {
      sb.append(' ').append(p.square()).append('=').append(RankNumbering.MODERN.token(p.type()));
    }
    return sb.toString();
  }

  private static String token(ClassicAction a) {
    if (a instanceof Move m) {
      return m.toString();
    }
    String who = a.seat().name().toLowerCase(Locale.ROOT);
    if (a instanceof ClassicResignation) {
      return "resign:" + who;
    }
    if (a instanceof ClassicDrawOffer) {
      return "offer:" + who;
    }
    if (a instanceof ClassicDrawAcceptance) {
      return "accept:" + who;
    }
    throw new IllegalArgumentException(
        "a record holds no " + a.getClass().getSimpleName() + " after the setups");
  }

  /**
   * Quotes a tag value: backslash escapes for backslash, quote, newline and carriage return, and
   * backslash-u escapes for other control and line-separator characters, so a line split never cuts
   * it.
   */
  private static String quote(String v) {
    StringBuilder sb = new StringBuilder(v.length() + 2).append('"');
    for (int i = 0; i < v.length(); i++) {
      char c = v.charAt(i);
      switch (c) {
        case '\\' -> sb.append("\\\\");
        case '"' -> sb.append("\\\"");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        default -> {
          // Anything a line split would break on, or any control character, as a backslash-u
          // escape.
          if (c < 0x20 || c == 0x7f || c == 0x85 || c == 0x2028 || c == 0x2029) {
            sb.append(String.format("\\u%04x", (int) c));
          } else {
            sb.append(c);
          }
        }
      }
    }
    return sb.append('"').toString();
  }

  // ------------------------------------------------------------------ reading

  /**
   * Reads a record in the text format. Blank lines and lines starting with {@code #} are ignored.
   *
   * @param text the record
   * @return the record
   * @throws NotationException for anything malformed, with its line and column
   */
  public static ClassicRecord parse(String text) {
    return parse(text, ReadLimits.DEFAULT);
  }

  /**
   * Reads a record within the given limits: its length, its ruleset spec and tag values, the number
   * of tags and of actions.
   *
   * @param text the record
   * @param limits the limits
   * @return the record
   * @throws NotationException for anything malformed or past a limit, with its line and column
   */
  public static ClassicRecord parse(String text, ReadLimits limits) {
    return RecordReader.read(text, limits);
  }

  /**
   * The ruleset a record names, read from its header alone ({@link #HEADER}, then the {@code
   * ruleset} line), without reading the rest: to find the game of a record.
   *
   * @param text a record
   * @return the ruleset, or empty when the text is not a record of this format
   * @throws NotationException when the text starts like a record but names no readable ruleset
   */
  public static Optional<Ruleset> rulesetOf(String text) {
    return RecordReader.rulesetOf(text);
  }
}
