package io.github.strategorules.core.notation;

import io.github.strategorules.core.AcceptDraw;
import io.github.strategorules.core.ClassicAction;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.IllegalReason;
import io.github.strategorules.core.Move;
import io.github.strategorules.core.NotationException;
import io.github.strategorules.core.OfferDraw;
import io.github.strategorules.core.ClassicOutcome;
import io.github.strategorules.core.FinishSetup;
import io.github.strategorules.core.IllegalActionException;
import io.github.strategorules.core.InvalidSetupException;
import io.github.strategorules.core.PieceType;
import io.github.strategorules.core.PlacePiece;
import io.github.strategorules.core.Player;
import io.github.strategorules.core.RankNumbering;
import io.github.strategorules.core.ReadLimits;
import io.github.strategorules.core.Replay;
import io.github.strategorules.core.Resign;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.Square;
import io.github.strategorules.core.ClassicTermination;
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
 * of {@code docs/notation.md} and {@link #parse} reads it back to an equal record; {@link #replay()}
 * validates every action and reports the first illegal one.
 *
 * <p>A game is set up piece by piece ({@link PlacePiece}); a record groups each player's
 * placements on its setup line. A setup that is not complete yet (a game recorded during its
 * setup, or resigned in it) ends its line with {@code ...} and is listed in
 * {@link #unfinished()}: its placements are replayed one by one and the setup is left open. A line
 * without the mark is a complete setup, validated as a whole (C-2.2) and, in a free setup,
 * finished.
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
public record GameRecord(Ruleset ruleset, Setup red, Setup blue, List<ClassicAction> actions,
    Optional<RecordedResult> result, Map<String, String> tags, Set<Player> unfinished) {

  /** The first line of every record in this format version. */
  public static final String HEADER = "stratego-record 1";
  private static final int MOVES_PER_LINE = 10;
  /** The mark at the end of a setup line that is not a complete setup. */
  private static final String UNFINISHED = "...";

  /**
   * A result as a record states it: it may come from elsewhere (an archive), so the rules need
   * not agree with it; {@link #replay()} shows what the rules say.
   *
   * @param winner the winner, or empty for a draw
   * @param termination why, when known
   */
  public record RecordedResult(Optional<Player> winner, Optional<ClassicTermination> termination) {
    /**
     * Checks the parts are present.
     *
     * @param winner the winner or empty
     * @param termination the termination or empty
     */
    public RecordedResult {
      Objects.requireNonNull(winner, "winner");
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
  public GameRecord {
    Objects.requireNonNull(ruleset, "ruleset");
    red = red.sorted();
    blue = blue.sorted();
    actions = List.copyOf(actions);
    Objects.requireNonNull(result, "result");
    unfinished = Collections.unmodifiableSet(unfinished.isEmpty() ? EnumSet.noneOf(Player.class)
        : EnumSet.copyOf(unfinished));
    for (String k : tags.keySet()) {
      if (!k.matches("[A-Za-z][A-Za-z0-9_.-]*")) {
        throw new IllegalArgumentException("a tag name is a letter followed by letters, digits, _ . or -: " + k);
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
  public GameRecord(Ruleset ruleset, Setup red, Setup blue, List<ClassicAction> actions,
      Optional<RecordedResult> result, Map<String, String> tags) {
    this(ruleset, red, blue, actions, result, tags, Set.of());
  }

  /**
   * The record of a game so far, at any point, its setup included: each player's placements as its
   * setup line (marked unfinished while incomplete), the actions since the placements, the outcome
   * if over.
   *
   * @param state a game created in its setup ({@link ClassicState#newGame}, {@link ClassicState#start})
   * @param tags tags to store
   * @return the record
   * @throws IllegalStateException for a game restored from a position ({@link ClassicState#of}),
   *     whose setups are unknown
   */
  public static GameRecord of(ClassicState state, Map<String, String> tags) {
    Set<Player> unfinished = EnumSet.noneOf(Player.class);
    for (Player p : Player.values()) {
      if (!state.hasPlacedSetup(p)) {
        unfinished.add(p);
      } else if (state.setup(p).isEmpty()) {
        throw new IllegalStateException("a game restored from a position has no record: its setups are unknown");
      }
    }
    List<ClassicAction> actions = new ArrayList<>();
    for (ClassicAction a : state.history()) {
      if (!(a instanceof PlacePiece) && !(a instanceof FinishSetup)) {
        actions.add(a);
      }
    }
    return new GameRecord(state.ruleset(), state.placements(Player.RED), state.placements(Player.BLUE), actions,
        state.outcome().map(RecordedResult::of), tags, unfinished);
  }

  /**
   * Replays the record under its ruleset: the setups first, RED's then BLUE's (ply 0 names a
   * setup problem: a complete setup that C-2.2 rejects, as its player's {@link FinishSetup} with
   * every problem, or a refused placement of an unfinished one), then every action, numbered from 1.
   * Stops at the first illegal action and never throws for one.
   *
   * @return the replay
   */
  public Replay replay() {
    ClassicState s = ClassicState.newGame(ruleset);
    for (Player p : Player.values()) {
      Setup setup = p == Player.RED ? red : blue;
      if (unfinished.contains(p)) {
        for (Setup.Placement x : setup.placements()) {
          PlacePiece place = new PlacePiece(p, x.square(), x.type());
          Optional<IllegalReason> why = s.check(place);
          if (why.isPresent()) {
            return new Replay(s, 0, Optional.of(new Replay.IllegalAction(0, place, why.get(), List.of())));
          }
          s = s.apply(place).state();
        }
        continue;
      }
      try {
        s = s.placeSetup(p, setup).state();
      } catch (InvalidSetupException e) {
        return new Replay(s, 0, Optional.of(new Replay.IllegalAction(0, new FinishSetup(p),
            IllegalReason.INVALID_SETUP, e.problems())));
      } catch (IllegalActionException e) {
        return new Replay(s, 0, Optional.of(new Replay.IllegalAction(0, new FinishSetup(p),
            (IllegalReason) e.reason(), List.of())));
      }
    }
    return Replay.run(s, actions);
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
    for (Player p : Player.values()) {
      sb.append("setup ").append(p.name().toLowerCase(Locale.ROOT)).append(placements(p == Player.RED ? red : blue))
          .append(unfinished.contains(p) ? " " + UNFINISHED : "").append('\n');
    }
    for (int i = 0; i < actions.size(); i += MOVES_PER_LINE) {
      sb.append("moves");
      for (ClassicAction a : actions.subList(i, Math.min(actions.size(), i + MOVES_PER_LINE))) {
        sb.append(' ').append(token(a));
      }
      sb.append('\n');
    }
    result.ifPresent(r -> sb.append("result ")
        .append(r.winner().map(p -> p.name().toLowerCase(Locale.ROOT)).orElse("draw")).append(' ')
        .append(r.termination().map(Enum::name).orElse("-")).append('\n'));
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
    String who = a.player().name().toLowerCase(Locale.ROOT);
    if (a instanceof Resign) {
      return "resign:" + who;
    }
    if (a instanceof OfferDraw) {
      return "offer:" + who;
    }
    if (a instanceof AcceptDraw) {
      return "accept:" + who;
    }
    throw new IllegalArgumentException("a record holds no " + a.getClass().getSimpleName() + " after the setups");
  }

  /**
   * Quotes a tag value: backslash escapes for backslash, quote, newline and carriage return, and
   * backslash-u escapes for other control and line-separator characters, so a line split never cuts it.
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
          // Anything a line split would break on, or any control character, as a backslash-u escape.
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
  public static GameRecord parse(String text) {
    return parse(text, ReadLimits.DEFAULT);
  }

  /**
   * Reads a record within the given limits: its length, its ruleset spec and tag values, the
   * number of tags and of actions.
   *
   * @param text the record
   * @param limits the limits
   * @return the record
   * @throws NotationException for anything malformed or past a limit, with its line and column
   */
  public static GameRecord parse(String text, ReadLimits limits) {
    Objects.requireNonNull(text, "text");
    limits.checkDocument(text, "a game record");
    String[] lines = text.split("\\R", -1);
    Ruleset ruleset = null;
    Setup red = null;
    Setup blue = null;
    List<ClassicAction> actions = new ArrayList<>();
    Optional<RecordedResult> result = Optional.empty();
    Map<String, String> tags = new LinkedHashMap<>();
    Set<Player> unfinished = EnumSet.noneOf(Player.class);
    boolean header = false;
    int movesSeen = 0;
    for (int n = 0; n < lines.length; n++) {
      String line = lines[n].strip();
      int lineNo = n + 1;
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      if (!header) {
        if (!line.equals(HEADER)) {
          throw error("a record starts with '" + HEADER + "'", line, lineNo, 1);
        }
        header = true;
        continue;
      }
      int sp = line.indexOf(' ');
      String keyword = sp < 0 ? line : line.substring(0, sp);
      String rest = sp < 0 ? "" : line.substring(sp + 1).strip();
      int restCol = lines[n].indexOf(rest) + 1;
      if (result.isPresent()) {
        throw error("nothing may follow the result line", line, lineNo, 1);
      }
      switch (keyword) {
        case "ruleset" -> {
          if (ruleset != null) {
            throw error("a second ruleset line", line, lineNo, 1);
          }
          try {
            ruleset = Ruleset.parse(rest, limits);
          } catch (NotationException e) {
            throw error(e.problem(), line, lineNo, restCol + Math.max(0, e.index()));
          }
        }
        case "tag" -> {
          if (tags.size() >= limits.maxTags()) {
            throw error("more tags than the limit of " + limits.maxTags() + " (ReadLimits.maxTags)", line, lineNo, 1);
          }
          readTag(rest, tags, line, lineNo, restCol, limits);
        }
        case "setup" -> {
          if (ruleset == null) {
            throw error("the ruleset line comes before the setups", line, lineNo, 1);
          }
          Player p = rest.startsWith("red") ? Player.RED : rest.startsWith("blue") ? Player.BLUE : null;
          if (p == null) {
            throw error("expected 'setup red' or 'setup blue'", line, lineNo, restCol);
          }
          if ((p == Player.RED ? red : blue) != null) {
            throw error("a second setup for " + p, line, lineNo, 1);
          }
          String body = rest.substring(p == Player.RED ? 3 : 4);
          if (body.equals(UNFINISHED) || body.endsWith(" " + UNFINISHED)) {
            unfinished.add(p);
            body = body.substring(0, body.length() - UNFINISHED.length());
          }
          Setup s = readSetup(ruleset, body, line, lineNo, restCol + (p == Player.RED ? 3 : 4));
          if (p == Player.RED) {
            red = s;
          } else {
            blue = s;
          }
        }
        case "moves" -> {
          if (ruleset == null || red == null || blue == null) {
            throw error("moves come after the ruleset and both setups", line, lineNo, 1);
          }
          movesSeen = readActions(ruleset, rest, actions, movesSeen, line, lineNo, restCol, limits.maxActions());
        }
        case "result" -> result = Optional.of(readResult(rest, line, lineNo, restCol));
        default -> throw error("unknown line '" + keyword + "' (expected ruleset, tag, setup, moves or result)",
            line, lineNo, 1);
      }
    }
    if (!header) {
      throw error("empty record: expected '" + HEADER + "'", "", 1, 1);
    }
    if (ruleset == null || red == null || blue == null) {
      throw error("a record needs a ruleset line and both setups", "", lines.length, 1);
    }
    return new GameRecord(ruleset, red, blue, actions, result, tags, unfinished);
  }

  /**
   * The ruleset a record names, read from its header alone ({@link #HEADER}, then the
   * {@code ruleset} line), without reading the rest: to find the game of a record.
   *
   * @param text a record
   * @return the ruleset, or empty when the text is not a record of this format
   * @throws NotationException when the text starts like a record but names no readable ruleset
   */
  public static Optional<Ruleset> rulesetOf(String text) {
    Objects.requireNonNull(text, "text");
    String[] lines = text.split("\\R", -1);
    boolean header = false;
    for (int n = 0; n < lines.length; n++) {
      String line = lines[n].strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      if (!header) {
        if (!line.equals(HEADER)) {
          return Optional.empty();
        }
        header = true;
      } else if (line.startsWith("ruleset ")) {
        String rest = line.substring("ruleset ".length()).strip();
        try {
          return Optional.of(Ruleset.parse(rest));
        } catch (NotationException e) {
          throw error(e.problem(), line, n + 1, lines[n].indexOf(rest) + 1 + Math.max(0, e.index()));
        }
      } else if (!line.startsWith("tag ")) {
        break;
      }
    }
    if (!header) {
      return Optional.empty();
    }
    throw error("a record names its ruleset after its first line", "", 1, 1);
  }

  private static NotationException error(String problem, String line, int lineNo, int col) {
    return new NotationException(problem, line, -1, lineNo, col);
  }

  private static void readTag(String rest, Map<String, String> tags, String line, int lineNo, int col,
      ReadLimits limits) {
    int sp = rest.indexOf(' ');
    if (sp < 0) {
      throw error("a tag is: tag name \"value\"", line, lineNo, col);
    }
    String name = rest.substring(0, sp);
    String value = rest.substring(sp + 1).strip();
    if (!name.matches("[A-Za-z][A-Za-z0-9_.-]*")) {
      throw error("a tag name is a letter followed by letters, digits, _ . or -", line, lineNo, col);
    }
    if (value.length() < 2 || value.charAt(0) != '"' || value.charAt(value.length() - 1) != '"') {
      throw error("a tag value is in double quotes", line, lineNo, col + sp + 1);
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i < value.length() - 1; i++) {
      char c = value.charAt(i);
      if (c == '\\') {
        if (i + 1 >= value.length() - 1) {
          throw error("a backslash must escape \\, \", n, r or u", line, lineNo, col + sp + 1 + i);
        }
        char e = value.charAt(++i);
        switch (e) {
          case '\\' -> sb.append('\\');
          case '"' -> sb.append('"');
          case 'n' -> sb.append('\n');
          case 'r' -> sb.append('\r');
          case 'u' -> {
            String hex = i + 4 < value.length() - 1 ? value.substring(i + 1, i + 5) : "";
            if (!hex.matches("[0-9a-fA-F]{4}")) {
              throw error("\\u takes four hexadecimal digits", line, lineNo, col + sp + 1 + i);
            }
            sb.append((char) Integer.parseInt(hex, 16));
            i += 4;
          }
          default -> throw error("a backslash must escape \\, \", n, r or u", line, lineNo, col + sp + 1 + i);
        }
      } else if (c == '"') {
        throw error("a quote inside a tag value must be escaped", line, lineNo, col + sp + 1 + i);
      } else {
        sb.append(c);
      }
    }
    if (sb.length() > limits.maxValueLength()) {
      throw error("a tag value is longer than the limit of " + limits.maxValueLength()
          + " characters (ReadLimits.maxValueLength)", line, lineNo, col + sp + 1);
    }
    if (tags.put(name, sb.toString()) != null) {
      throw error("a second tag '" + name + "'", line, lineNo, col);
    }
  }

  /** A space-separated token and its one-based column. */
  private record Token(String text, int column) {}

  private static List<Token> tokens(String body, int col) {
    List<Token> list = new ArrayList<>();
    int i = 0;
    for (String tok : body.split(" ", -1)) {
      if (!tok.isEmpty()) {
        list.add(new Token(tok, col + i));
      }
      i += tok.length() + 1;
    }
    return list;
  }

  private static Setup readSetup(Ruleset r, String body, String line, int lineNo, int col) {
    List<Setup.Placement> list = new ArrayList<>();
    for (Token token : tokens(body, col)) {
      String tok = token.text();
      int tokCol = token.column();
      int eq = tok.indexOf('=');
      Square s = eq < 0 ? null : Square.tryParse(tok.substring(0, eq));
      if (s == null) {
        throw error("a placement is square=piece, like a1=F", line, lineNo, tokCol);
      }
      PieceType t = RankNumbering.MODERN.parse(tok.substring(eq + 1));
      if (t == null) {
        throw error("'" + tok.substring(eq + 1) + "' is not a piece (F, B, S, 2..10)", line, lineNo, tokCol + eq + 1);
      }
      list.add(new Setup.Placement(s, t));
    }
    return Setup.of(list);
  }

  private static int readActions(Ruleset r, String body, List<ClassicAction> actions, int movesSeen, String line,
      int lineNo, int col, int maxActions) {
    int moves = movesSeen;
    for (Token token : tokens(body, col)) {
      String tok = token.text();
      int tokCol = token.column();
      if (actions.size() >= maxActions) {
        throw error("more actions than the limit of " + maxActions + " (ReadLimits.maxActions)", line, lineNo, tokCol);
      }
      int colon = tok.indexOf(':');
      if (colon > 0) {
        String what = tok.substring(0, colon);
        String who = tok.substring(colon + 1);
        Player p = who.equals("red") ? Player.RED : who.equals("blue") ? Player.BLUE : null;
        if (p == null) {
          throw error("expected red or blue after '" + what + ":'", line, lineNo, tokCol + colon + 1);
        }
        switch (what) {
          case "resign" -> actions.add(new Resign(p));
          case "offer" -> actions.add(new OfferDraw(p));
          case "accept" -> actions.add(new AcceptDraw(p));
          default -> throw error("unknown action '" + what + "' (resign, offer, accept)", line, lineNo, tokCol);
        }
        continue;
      }
      // Moves alternate from the ruleset's first player; draw offers and the like do not take a turn.
      Player mover = moves % 2 == 0 ? r.firstPlayer() : r.firstPlayer().opponent();
      try {
        actions.add(Move.parse(mover, tok));
      } catch (NotationException e) {
        throw error("'" + tok + "' is not a move (like b2-b3) or an action (like resign:red)", line, lineNo,
            tokCol + Math.max(0, e.index()));
      }
      moves++;
    }
    return moves;
  }

  private static RecordedResult readResult(String rest, String line, int lineNo, int col) {
    String[] parts = rest.split(" +");
    if (parts.length != 2) {
      throw error("a result is: result red|blue|draw TERMINATION|-", line, lineNo, col);
    }
    Optional<Player> winner = switch (parts[0]) {
      case "red" -> Optional.of(Player.RED);
      case "blue" -> Optional.of(Player.BLUE);
      case "draw" -> Optional.empty();
      default -> throw error("the winner is red, blue or draw", line, lineNo, col);
    };
    Optional<ClassicTermination> termination;
    if (parts[1].equals("-")) {
      termination = Optional.empty();
    } else {
      try {
        termination = Optional.of(ClassicTermination.valueOf(parts[1]));
      } catch (IllegalArgumentException e) {
        throw error("unknown termination '" + parts[1] + "'", line, lineNo, col + parts[0].length() + 1);
      }
    }
    return new RecordedResult(winner, termination);
  }
}
