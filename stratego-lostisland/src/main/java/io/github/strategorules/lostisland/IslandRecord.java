package io.github.strategorules.lostisland;

import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.ReadLimits;
import io.github.strategorules.core.game.RecordReplay;
import io.github.strategorules.core.game.Seat;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A Lost Island game record: the configuration, the tile layout itself (LI-2.6, so a record replays
 * without the seed and across versions of the random source) and every decision, setup included, in
 * order. {@link #format()} writes the versioned line-oriented text of {@code docs/notation.md},
 * {@link #parse} reads it back, and {@link #replay()} applies it to a new game.
 *
 * <p>A record is a full-information, referee file: the layout names what lies under every tile and
 * the setup actions hold every seat's secret values. Never send it to a seat during a game.
 *
 * <pre>
 * lost-island-record 1
 * config lost-island(players=3,seed=7,secret_fights)
 * layout bomb4-diagonal plain storm ... (the 36 tiles of Layout, row by row from a1)
 * action RED place 3 1 6
 * action RED boat 2 4 5
 * action BLUE move a5-a4
 * action GREEN offer draw
 * result BLUE FLAG_AND_ISLAND
 * </pre>
 *
 * <p>The result line names the winning seats joined by commas ({@code result BLUE,GREEN
 * RESIGNATION} after a resignation in a three-seat game, LI-11.3 [interp]) or {@code draw}.
 *
 * @param config the configuration, its layout included
 * @param actions every decision from the new game on, in order
 * @param result the outcome the record states (what the rules say is {@link #replay()}'s)
 */
public record IslandRecord(
    IslandConfig config, List<IslandAction> actions, Optional<IslandOutcome> result) {
  /** The first line of a record of this version. */
  public static final String HEADER = "lost-island-record 1";

  /** The first word of the header, which tells a Lost Island record from other files. */
  public static final String MAGIC = "lost-island-record";

  /**
   * Copies the actions.
   *
   * @param config the configuration
   * @param actions the actions
   * @param result the stated outcome or empty
   */
  public IslandRecord {
    Objects.requireNonNull(config, "config");
    Objects.requireNonNull(result, "result");
    actions = List.copyOf(actions);
  }

  /**
   * The record of a game played from {@link IslandState#newGame}: its config, its history and its
   * outcome so far. (A {@link Scenario} position has no history from a new game to record.)
   *
   * @param state a state reached from a new game
   * @return the record
   */
  public static IslandRecord of(IslandState state) {
    return new IslandRecord(state.config(), state.history(), state.outcome());
  }

  /**
   * Whether a text looks like a Lost Island record: its first line that is neither blank nor a
   * {@code #} comment starts with {@link #MAGIC}.
   *
   * @param text the text
   * @return true if so
   */
  public static boolean isRecord(String text) {
    int start = 0;
    while (start <= text.length()) {
      int end = text.indexOf('\n', start);
      String s = text.substring(start, end < 0 ? text.length() : end).strip();
      if (!s.isEmpty() && !s.startsWith("#")) {
        return s.startsWith(MAGIC);
      }
      if (end < 0) {
        break;
      }
      start = end + 1;
    }
    return false;
  }

  /**
   * Writes the record: the header, {@code config}, {@code layout}, one {@code action} line per
   * action ({@link IslandAction#notation()}; resignations and draw offers included), and {@code
   * result} when an outcome is stated.
   *
   * @return the text, ending with a line break
   */
  public String format() {
    StringBuilder sb = new StringBuilder(HEADER).append('\n');
    sb.append("config ").append(config.spec()).append('\n');
    sb.append("layout ").append(config.layout()).append('\n');
    for (IslandAction a : actions) {
      sb.append("action ").append(a.notation()).append('\n');
    }
    result.ifPresent(
        o ->
            sb.append("result ")
                .append(
                    o.isDraw()
                        ? "draw"
                        : String.join(",", o.winners().stream().map(Seat::name).toList()))
                .append(' ')
                .append(o.termination().name())
                .append('\n'));
    return sb.toString();
  }

  /**
   * Reads a record. Blank lines and lines starting with {@code #} are ignored.
   *
   * @param text the record
   * @return the record
   * @throws NotationException for text that is not a record of this version, with the line and
   *     column of the problem
   */
  public static IslandRecord parse(String text) {
    return parse(text, ReadLimits.DEFAULT);
  }

  /**
   * Reads a record within the given limits: its length, its config spec and its number of actions.
   *
   * @param text the record
   * @param limits the limits
   * @return the record
   * @throws NotationException for text that is not a record of this version or is past a limit,
   *     with the line and column of the problem
   */
  public static IslandRecord parse(String text, ReadLimits limits) {
    Objects.requireNonNull(text, "text");
    limits.checkDocument(text, "a Lost Island record");
    String[] lines = text.split("\r?\n", -1);
    boolean header = false;
    String spec = null;
    int specLine = 0;
    Layout layout = null;
    List<IslandAction> actions = new ArrayList<>();
    Optional<IslandOutcome> result = Optional.empty();
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i];
      String s = line.strip();
      int no = i + 1;
      if (s.isEmpty() || s.startsWith("#")) {
        continue;
      }
      int col = line.indexOf(s) + 1;
      if (!header) {
        if (!s.equals(HEADER)) {
          throw new NotationException(
              s.startsWith(MAGIC)
                  ? "unsupported record version (this library reads " + HEADER + ")"
                  : "not a Lost Island record (expected '" + HEADER + "')",
              line,
              -1,
              no,
              col);
        }
        header = true;
        continue;
      }
      int sp = s.indexOf(' ');
      String key = sp < 0 ? s : s.substring(0, sp);
      String value = sp < 0 ? "" : s.substring(sp + 1).strip();
      int valueCol = col + key.length() + 1;
      if (result.isPresent()) {
        throw new NotationException("nothing may follow the result line", line, -1, no, col);
      }
      switch (key) {
        case "config" -> {
          if (spec != null) {
            throw new NotationException("config given twice", line, -1, no, col);
          }
          spec = value;
          specLine = no;
        }
        case "layout" -> {
          if (layout != null) {
            throw new NotationException("layout given twice", line, -1, no, col);
          }
          try {
            layout = Layout.parse(value);
          } catch (IllegalArgumentException e) {
            throw new NotationException("bad layout: " + e.getMessage(), line, -1, no, valueCol);
          }
        }
        case "action" -> {
          if (spec == null || layout == null) {
            throw new NotationException(
                "config and layout come before the actions", line, -1, no, col);
          }
          if (actions.size() >= limits.maxActions()) {
            throw new NotationException(
                "more actions than the limit of "
                    + limits.maxActions()
                    + " (ReadLimits.maxActions)",
                line,
                -1,
                no,
                col);
          }
          try {
            actions.add(IslandAction.parse(value));
          } catch (NotationException e) {
            throw new NotationException(
                e.problem(), line, -1, no, valueCol + Math.max(0, e.index()));
          }
        }
        case "result" -> result = Optional.of(outcome(value, line, no, valueCol));
        default ->
            throw new NotationException(
                "unknown line '" + key + "' (expected config, layout, action or result)",
                line,
                -1,
                no,
                col);
      }
    }
    if (!header) {
      throw new NotationException("empty record (expected '" + HEADER + "')", "", -1, 1, 1);
    }
    if (spec == null || layout == null) {
      throw new NotationException(
          "a record needs a config line and a layout line", "", -1, lines.length, 1);
    }
    return new IslandRecord(
        config(spec, layout, lines[specLine - 1], specLine, limits), actions, result);
  }

  /** The config of the spec with the record's layout, which is authoritative (LI-2.6). */
  private static IslandConfig config(
      String spec, Layout layout, String line, int no, ReadLimits limits) {
    int col = line.indexOf("config") + "config ".length() + 1;
    IslandConfig c;
    try {
      c = IslandConfig.parse(spec, limits);
    } catch (NotationException e) {
      throw new NotationException(e.problem(), line, -1, no, col + Math.max(0, e.index()));
    }
    if (c.layout().equals(layout)) {
      return c;
    }
    if (c.explicitLayout()) {
      throw new NotationException(
          "the layout line differs from the layout in the config", line, -1, no, col);
    }
    try {
      return c.toBuilder().layout(layout).build();
    } catch (IllegalArgumentException e) {
      throw new NotationException(
          "the layout does not fit the config: " + e.getMessage(), line, -1, no, col);
    }
  }

  private static IslandOutcome outcome(String value, String line, int no, int col) {
    String[] w = value.split("\\s+");
    if (w.length != 2) {
      throw new NotationException(
          "a result is the winning seats joined by commas or 'draw', then a termination",
          line,
          -1,
          no,
          col);
    }
    List<Seat> winners = new ArrayList<>();
    if (!w[0].equals("draw")) {
      for (String name : w[0].split(",", -1)) {
        Optional<Seat> winner =
            java.util.Arrays.stream(Seat.values()).filter(s -> s.name().equals(name)).findFirst();
        if (winner.isEmpty() || winners.contains(winner.get())) {
          throw new NotationException(
              "unknown or repeated winner '" + name + "' (seats joined by commas, or draw)",
              line,
              -1,
              no,
              col);
        }
        winners.add(winner.get());
      }
    }
    for (IslandTermination t : IslandTermination.values()) {
      if (t.name().equals(w[1])) {
        return new IslandOutcome(winners, t);
      }
    }
    throw new NotationException(
        "unknown termination '" + w[1] + "'", line, -1, no, col + w[0].length() + 1);
  }

  /**
   * An action of a record that the rules refuse.
   *
   * @param index its position in the record's actions, 1 for the first
   * @param action the action
   * @param reason why it is refused
   */
  public record IllegalAction(int index, IslandAction action, IslandReason reason) {
    /**
     * Checks presence.
     *
     * @param index the index, from 1
     * @param action the action
     * @param reason the reason
     */
    public IllegalAction {
      Objects.requireNonNull(action, "action");
      Objects.requireNonNull(reason, "reason");
    }
  }

  /**
   * Replays the record from a new game of its config, stopping at the first illegal action.
   *
   * @return the state reached ({@link RecordReplay}, the library's one replay type), how many of
   *     the record's actions were applied and the first illegal action, if any
   */
  public RecordReplay<IslandState, IllegalAction> replay() {
    IslandState s = IslandState.newGame(config);
    for (int i = 0; i < actions.size(); i++) {
      IslandAction a = actions.get(i);
      Optional<IslandReason> why = s.check(a);
      if (why.isPresent()) {
        return new RecordReplay<>(s, i, Optional.of(new IllegalAction(i + 1, a, why.get())));
      }
      s = s.apply(a).state();
    }
    return new RecordReplay<>(s, actions.size(), Optional.empty());
  }

  /**
   * A summary: the public spec ({@link IslandConfig#publicSpec()}: no seed, no layout), the number
   * of actions and the stated result; no hidden fact (LI-13).
   */
  @Override
  public String toString() {
    return "IslandRecord["
        + config.publicSpec()
        + ", "
        + actions.size()
        + " actions"
        + result.map(o -> ", " + o).orElse("")
        + "]";
  }
}
