package io.github.strategorules.research;

import io.github.strategorules.core.game.Seat;
import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * An arena's journal: a text file with a header that names the benchmark and one line per finished
 * game, written and flushed as each game ends. A long benchmark (hundreds of games at a fixed think
 * time take hours) stopped part way, by a crash or the end of a machine's session, goes on where it
 * stopped: {@link #resume} reads the games it finished and {@link Arena#resume} plays the others
 * with the same seeds and seating, so the finished benchmark is the one an uninterrupted run would
 * have played (for bots whose play depends only on the seed; a timed bot's depends on the machine
 * as well).
 *
 * <p>The format, tab-separated after the header lines that start with {@code #}:
 *
 * <pre>
 * # stratego arena journal 2
 * # game classic
 * # bots reference,heuristic
 * # seed 2026
 * # games 400
 * # max-actions 100000
 * # time-control none
 * game  seating  winners  termination  rule  actions  forfeit  decisions  think_ns  slowest_ns  over_budget  battles
 * 1     0,1      0        FLAG_CAPTURED  C-7.1  231  -      115,116    25873000000,20351000  412000000,90000  0,0  30/11/12/17,25/13/17/12
 * </pre>
 *
 * Game numbers count from 1 as the records' do; {@code winners} is {@code -} for a draw or a cut
 * game; {@code forfeit} is {@code -} or {@code SEAT:REASON:detail}, several separated by {@code ;}
 * when several seats forfeited (both texts escaped: {@code \\}, {@code \t}, {@code \n}, {@code \r},
 * {@code \c} for a colon and {@code \s} for a semicolon). Per seat, {@code slowest_ns} is its bot's
 * slowest decision and {@code over_budget} how many took more than twice the think time it
 * declares; {@code battles} is {@code -} when the game's battles are not counted, else per seat
 * {@code attacks/attacker_lost/pieces_lost/pieces_taken} ({@link Battles}). Journals of format 1
 * (without the last three columns, written before issue 52) are read, reported on and resumed in
 * their own format. A last line cut short by a crash is dropped on resuming. A journal holds what
 * the referee and the bots' own failures said, never a hidden fact beyond the games' outcomes and
 * their public battles.
 */
public final class ArenaJournal implements Closeable {
  private static final String MAGIC = "# stratego arena journal ";
  private static final String COLUMNS =
      "game\tseating\twinners\ttermination\trule\tactions\tforfeit\tdecisions\tthink_ns";
  private static final String COLUMNS_2 = COLUMNS + "\tslowest_ns\tover_budget\tbattles";

  /** The format written by this version. */
  static final int FORMAT = 2;

  /**
   * What defines a benchmark: a journal is resumed only with the same header.
   *
   * @param game the game's spec ({@link io.github.strategorules.core.game.Game#spec()})
   * @param bots the bots as their user named them (with their settings, such as {@code
   *     reference:250})
   * @param seed the arena's seed
   * @param games how many games in all
   * @param maxActions the cap on each game's actions
   * @param timeControl the time control's text, or {@code none}
   */
  public record Header(
      String game, List<String> bots, long seed, int games, int maxActions, String timeControl) {
    /**
     * Checks the values.
     *
     * @param game the game
     * @param bots the bots
     * @param seed the seed
     * @param games the games, at least 1
     * @param maxActions the cap, at least 1
     * @param timeControl the time control
     */
    public Header {
      Objects.requireNonNull(game, "game");
      bots = List.copyOf(bots);
      Objects.requireNonNull(timeControl, "timeControl");
      if (games < 1 || maxActions < 1) {
        throw new IllegalArgumentException("games and the cap on actions must be at least 1");
      }
      for (String v : concat(game, timeControl, bots)) {
        if (v.isEmpty() || v.chars().anyMatch(c -> c < ' ')) {
          throw new IllegalArgumentException(
              "a journal's header holds single-line, non-empty names: " + v);
        }
      }
      for (String b : bots) {
        if (b.contains(",")) {
          throw new IllegalArgumentException("a bot's name in a journal holds no comma: " + b);
        }
      }
    }

    private static List<String> concat(String a, String b, List<String> rest) {
      List<String> out = new ArrayList<>(rest);
      out.add(a);
      out.add(b);
      return out;
    }

    String text(int format) {
      return MAGIC
          + format
          + "\n# game "
          + game
          + "\n# bots "
          + String.join(",", bots)
          + "\n# seed "
          + seed
          + "\n# games "
          + games
          + "\n# max-actions "
          + maxActions
          + "\n# time-control "
          + timeControl
          + "\n"
          + (format == 1 ? COLUMNS : COLUMNS_2)
          + "\n";
    }
  }

  private final Path file;
  private final Header header;
  private final int format;
  private final List<ArenaResult.Summary> earlier;
  private final Writer out;

  private ArenaJournal(
      Path file, Header header, int format, List<ArenaResult.Summary> earlier, Writer out) {
    this.file = file;
    this.header = header;
    this.format = format;
    this.earlier = List.copyOf(earlier);
    this.out = out;
  }

  /**
   * Starts a new journal, replacing any file there.
   *
   * @param file the journal's file (its folder must exist)
   * @param header the benchmark
   * @return the journal, open for writing
   * @throws UncheckedIOException when the file cannot be written
   */
  public static ArenaJournal create(Path file, Header header) {
    try {
      Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
      w.write(header.text(FORMAT));
      w.flush();
      return new ArenaJournal(file, header, FORMAT, List.of(), w);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
    }
  }

  /**
   * Opens a journal to go on with its benchmark: reads the games it holds (dropping a last line cut
   * short) and opens it for more, in the journal's own format.
   *
   * @param file the journal's file
   * @param header the benchmark, which must be the journal's own
   * @return the journal, with its {@link #earlier()} games
   * @throws IllegalArgumentException when the file is not a journal, is of another benchmark, or
   *     holds a malformed line (the message says which line and why)
   * @throws UncheckedIOException when the file cannot be read or written
   */
  public static ArenaJournal resume(Path file, Header header) {
    String text = text(file);
    int complete = text.lastIndexOf('\n') + 1; // a crash may have cut the last line short
    List<ArenaResult.Summary> games = games(file, text, header);
    try {
      if (complete < text.length()) {
        Files.writeString(file, text.substring(0, complete), StandardCharsets.UTF_8);
      }
      Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.APPEND);
      return new ArenaJournal(file, header, format(file, text), games, w);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
    }
  }

  /**
   * Reads the games a journal holds, without opening it for more: a report on a benchmark still
   * running, or stopped part way. A last line cut short (being written, or by a crash) is left out,
   * and the file is not changed.
   *
   * @param file the journal's file
   * @param header the benchmark, which must be the journal's own
   * @return the games, in the journal's order (the order they finished)
   * @throws IllegalArgumentException when the file is not a journal, is of another benchmark, or
   *     holds a malformed line (the message says which line and why)
   * @throws UncheckedIOException when the file cannot be read
   */
  public static List<ArenaResult.Summary> read(Path file, Header header) {
    return games(file, text(file), header);
  }

  private static String text(Path file) {
    try {
      return Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
    }
  }

  /**
   * The games of a journal's text, checked against the benchmark, without a last line cut short.
   */
  private static List<ArenaResult.Summary> games(Path file, String text, Header header) {
    int complete = text.lastIndexOf('\n') + 1;
    int format = format(file, text);
    String expected = header.text(format);
    if (!text.startsWith(expected)) {
      throw new IllegalArgumentException(
          file
              + " is the journal of another benchmark: its header is\n"
              + text.substring(0, Math.min(complete, headerEnd(text)))
              + "not\n"
              + expected);
    }
    List<ArenaResult.Summary> games = new ArrayList<>();
    String[] lines = text.substring(expected.length(), complete).split("\n", -1);
    int seats = header.bots().size();
    Set<Integer> seen = new HashSet<>();
    for (int k = 0; k < lines.length; k++) {
      if (lines[k].isEmpty()) {
        continue;
      }
      int lineNo = k + 1 + (int) expected.chars().filter(c -> c == '\n').count();
      ArenaResult.Summary s = parse(lines[k], seats, lineNo, format);
      if (s.index() >= header.games() || !seen.add(s.index())) {
        throw new IllegalArgumentException(
            "line " + lineNo + ": game " + (s.index() + 1) + " is out of range or given twice");
      }
      games.add(s);
    }
    return games;
  }

  /** The format of a journal's text: 1 or 2. */
  private static int format(Path file, String text) {
    for (int f = 1; f <= FORMAT; f++) {
      if (text.startsWith(MAGIC + f + "\n")) {
        return f;
      }
    }
    throw new IllegalArgumentException(file + " is not an arena journal");
  }

  private static int headerEnd(String text) {
    int i = text.indexOf(COLUMNS);
    int end = i < 0 ? -1 : text.indexOf('\n', i);
    return end < 0 ? text.length() : end + 1;
  }

  /**
   * The benchmark.
   *
   * @return the header
   */
  public Header header() {
    return header;
  }

  /**
   * The games the journal held when it was resumed (none for a new one).
   *
   * @return the summaries, in the journal's order
   */
  public List<ArenaResult.Summary> earlier() {
    return earlier;
  }

  /**
   * Adds a finished game and flushes it to the file.
   *
   * @param game the game's summary
   * @throws UncheckedIOException when the file cannot be written
   */
  public synchronized void write(ArenaResult.Summary game) {
    try {
      out.write(line(game, format));
      out.write('\n');
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
    }
  }

  /** Closes the file. */
  @Override
  public synchronized void close() {
    try {
      out.close();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot close " + file + ": " + e.getMessage(), e);
    }
  }

  /** A game's line in the current format (without its end of line). */
  static String line(ArenaResult.Summary g) {
    return line(g, FORMAT);
  }

  /** A game's line in a format (without its end of line). */
  static String line(ArenaResult.Summary g, int format) {
    StringBuilder b = new StringBuilder();
    b.append(g.index() + 1)
        .append('\t')
        .append(join(g.seating()))
        .append('\t')
        .append(g.winners().isEmpty() ? "-" : join(g.winners()))
        .append('\t')
        .append(g.termination())
        .append('\t')
        .append(g.ruleId().isEmpty() ? "-" : g.ruleId())
        .append('\t')
        .append(g.actions())
        .append('\t');
    if (g.forfeits().isEmpty()) {
      b.append('-');
    }
    for (int i = 0; i < g.forfeits().size(); i++) {
      MatchResult.Forfeit f = g.forfeits().get(i);
      b.append(i == 0 ? "" : ";")
          .append(f.seat().name())
          .append(':')
          .append(escape(f.reason()))
          .append(':')
          .append(escape(f.detail()));
    }
    StringBuilder decisions = new StringBuilder();
    StringBuilder nanos = new StringBuilder();
    for (MatchResult.Thinking t : g.thinking()) {
      decisions.append(decisions.length() == 0 ? "" : ",").append(t.decisions());
      nanos.append(nanos.length() == 0 ? "" : ",").append(t.nanos());
    }
    b.append('\t').append(decisions).append('\t').append(nanos);
    if (format == 1) {
      return b.toString();
    }
    StringBuilder slowest = new StringBuilder();
    StringBuilder over = new StringBuilder();
    for (MatchResult.Thinking t : g.thinking()) {
      slowest.append(slowest.length() == 0 ? "" : ",").append(t.slowest());
      over.append(over.length() == 0 ? "" : ",").append(t.overBudget());
    }
    StringBuilder battles = new StringBuilder();
    for (Battles x : g.battles()) {
      battles
          .append(battles.length() == 0 ? "" : ",")
          .append(x.attacks())
          .append('/')
          .append(x.attackerLost())
          .append('/')
          .append(x.piecesLost())
          .append('/')
          .append(x.piecesTaken());
    }
    return b.append('\t')
        .append(slowest)
        .append('\t')
        .append(over)
        .append('\t')
        .append(g.battles().isEmpty() ? "-" : battles)
        .toString();
  }

  /** A game from its line in the current format, for an arena of {@code seats} seats. */
  static ArenaResult.Summary parse(String line, int seats, int lineNo) {
    return parse(line, seats, lineNo, FORMAT);
  }

  /** A game from its line in a format, for an arena of {@code seats} seats. */
  static ArenaResult.Summary parse(String line, int seats, int lineNo, int format) {
    String[] f = line.split("\t", -1);
    int fields = format == 1 ? 9 : 12;
    if (f.length != fields) {
      throw bad(lineNo, fields + " tab-separated fields expected, not " + f.length);
    }
    try {
      int index = Integer.parseInt(f[0]) - 1;
      List<Integer> seating = ints(f[1]);
      List<Integer> winners = f[2].equals("-") ? List.of() : ints(f[2]);
      String rule = f[4].equals("-") ? "" : f[4];
      int actions = Integer.parseInt(f[5]);
      List<MatchResult.Forfeit> forfeits = new ArrayList<>();
      if (!f[6].equals("-")) {
        for (String one : f[6].split(";", -1)) {
          String[] parts = one.split(":", 3);
          if (parts.length != 3) {
            throw bad(lineNo, "a forfeit is SEAT:REASON:detail");
          }
          forfeits.add(
              new MatchResult.Forfeit(
                  Seat.valueOf(parts[0]), unescape(parts[1]), unescape(parts[2])));
        }
      }
      List<Integer> decisions = ints(f[7]);
      String[] nanos = f[8].split(",", -1);
      if (index < 0
          || actions < 0
          || f[3].isEmpty()
          || seating.size() != seats
          || decisions.size() != seats
          || nanos.length != seats) {
        throw bad(
            lineNo,
            "a game number from 1, a count of actions, a termination and one bot, decision count "
                + "and time per seat ("
                + seats
                + ") expected");
      }
      for (int w : winners) {
        if (!seating.contains(w)) {
          throw bad(lineNo, "a winner that did not play: " + w);
        }
      }
      List<MatchResult.Thinking> thinking = new ArrayList<>();
      List<Battles> battles = new ArrayList<>();
      if (format == 1) {
        for (int s = 0; s < seats; s++) {
          thinking.add(new MatchResult.Thinking(decisions.get(s), Long.parseLong(nanos[s])));
        }
      } else {
        String[] slowest = f[9].split(",", -1);
        List<Integer> over = ints(f[10]);
        String[] fought = f[11].equals("-") ? new String[0] : f[11].split(",", -1);
        if (slowest.length != seats
            || over.size() != seats
            || (fought.length != 0 && fought.length != seats)) {
          throw bad(
              lineNo, "a slowest decision, a count over budget and battles per seat expected");
        }
        for (int s = 0; s < seats; s++) {
          thinking.add(
              new MatchResult.Thinking(
                  decisions.get(s),
                  Long.parseLong(nanos[s]),
                  Long.parseLong(slowest[s]),
                  over.get(s)));
        }
        for (String x : fought) {
          List<Integer> n = Arrays.stream(x.split("/", -1)).map(Integer::valueOf).toList();
          if (n.size() != 4) {
            throw bad(lineNo, "battles are attacks/attacker_lost/pieces_lost/pieces_taken: " + x);
          }
          battles.add(new Battles(n.get(0), n.get(1), n.get(2), n.get(3)));
        }
      }
      return new ArenaResult.Summary(
          index, seating, winners, f[3], rule, actions, forfeits, thinking, battles);
    } catch (IllegalArgumentException e) { // NumberFormatException, Seat.valueOf, Thinking's checks
      String why = e.getMessage();
      if (why != null && why.startsWith("line ")) {
        throw e;
      }
      throw bad(lineNo, why == null ? e.toString() : why);
    }
  }

  private static IllegalArgumentException bad(int lineNo, String why) {
    return new IllegalArgumentException("line " + lineNo + ": " + why);
  }

  private static List<Integer> ints(String field) {
    return Arrays.stream(field.split(",", -1)).map(Integer::valueOf).toList();
  }

  private static String join(List<Integer> values) {
    StringBuilder b = new StringBuilder();
    for (int v : values) {
      b.append(b.length() == 0 ? "" : ",").append(v);
    }
    return b.toString();
  }

  private static String escape(String s) {
    return s.replace("\\", "\\\\")
        .replace("\t", "\\t")
        .replace("\n", "\\n")
        .replace("\r", "\\r")
        .replace(":", "\\c")
        .replace(";", "\\s");
  }

  private static String unescape(String s) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c != '\\' || i + 1 == s.length()) {
        b.append(c);
        continue;
      }
      char e = s.charAt(++i);
      b.append(
          switch (e) {
            case 't' -> '\t';
            case 'n' -> '\n';
            case 'r' -> '\r';
            case 'c' -> ':';
            case 's' -> ';';
            default -> e;
          });
    }
    return b.toString();
  }
}
