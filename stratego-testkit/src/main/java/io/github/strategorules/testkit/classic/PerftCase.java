package io.github.strategorules.testkit.classic;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Perft;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.testkit.reference.NaiveReference;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One line of a perft table (this project publishes them in {@code docs/perft/*.perft}): a position
 * of the classic family (a ruleset, a field and the moves played from it) and the number of move
 * sequences of 1, 2, 3, ... moves from there, each computed by the kernel's {@link Perft} and by
 * {@link NaiveReference}. The format is described in {@code docs/perft.md}; another implementation
 * of the rules can check itself against the same tables.
 *
 * @param name where the position comes from
 * @param spec the ruleset spec
 * @param field one Gravon letter per square, rank 1 first
 * @param moves the moves from the field, in the library's notation
 * @param counts perft at depth 1, 2, ...
 */
public record PerftCase(String name, String spec, String field, List<String> moves, long[] counts) {
  /**
   * The depth every build checks with both implementations; deeper counts with {@code
   * -Dperft.deep=true}.
   */
  public static final int TEST_DEPTH = 3;

  /**
   * A case, with copies of the moves and the counts.
   *
   * @param name where the position comes from
   * @param spec the ruleset spec
   * @param field one Gravon letter per square, rank 1 first
   * @param moves the moves from the field, in the library's notation
   * @param counts perft at depth 1, 2, ...
   */
  public PerftCase {
    moves = List.copyOf(moves);
    counts = counts.clone();
  }

  /**
   * The recorded counts.
   *
   * @return a copy: perft at depth 1, 2, ...
   */
  @Override
  public long[] counts() {
    return counts.clone();
  }

  @Override
  public String toString() {
    return name;
  }

  /**
   * The depths a test checks: up to {@link #TEST_DEPTH}, or every recorded depth with {@code
   * -Dperft.deep=true}.
   *
   * @return the deepest depth to check
   */
  public int depthToCheck() {
    return Boolean.getBoolean("perft.deep") ? counts.length : Math.min(TEST_DEPTH, counts.length);
  }

  /**
   * Reads a table.
   *
   * @param file a table, such as {@code docs/perft/classic.perft}
   * @return the cases, in file order
   */
  public static List<PerftCase> read(Path file) {
    List<PerftCase> list = new ArrayList<>();
    try {
      for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        list.add(parse(line));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return list;
  }

  /**
   * The note of each case of a table: the comment line right above it (why the position is in the
   * table), in file order, empty where there is none.
   *
   * @param file a table
   * @return the notes, one per case
   */
  public static List<String> notes(Path file) {
    List<String> notes = new ArrayList<>();
    String comment = "";
    try {
      for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
        if (line.startsWith("# ")) {
          comment = line.substring(2).strip();
        } else if (!line.isBlank()) {
          notes.add(comment);
          comment = "";
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return notes;
  }

  /**
   * One line: {@code name | spec | field | moves | counts}.
   *
   * @param line the line
   * @return the case
   */
  public static PerftCase parse(String line) {
    String[] f = line.split(" \\| ", -1);
    if (f.length != 5) {
      throw new IllegalArgumentException("a perft line has 5 fields: " + line);
    }
    List<String> moves = f[3].isBlank() ? List.of() : List.of(f[3].strip().split("\\s+"));
    long[] counts = Arrays.stream(f[4].strip().split("\\s+")).mapToLong(Long::parseLong).toArray();
    return new PerftCase(f[0].strip(), f[1].strip(), f[2].strip(), moves, counts);
  }

  /**
   * The line of a case.
   *
   * @return {@code name | spec | field | moves | counts}
   */
  public String format() {
    StringBuilder sb = new StringBuilder();
    for (long c : counts) {
      sb.append(sb.length() == 0 ? "" : " ").append(c);
    }
    return name + " | " + spec + " | " + field + " | " + String.join(" ", moves) + " | " + sb;
  }

  /**
   * The ruleset.
   *
   * @return {@code Ruleset.parse(spec)}
   */
  public Ruleset rules() {
    return Ruleset.parse(spec);
  }

  /**
   * The kernel position after the moves, each checked legal on the way.
   *
   * @return the position
   * @throws IllegalStateException when a move is illegal
   */
  public Position position() {
    Ruleset r = rules();
    Position p = new Position(r);
    for (int i = 0; i < field.length(); i++) {
      char ch = field.charAt(i);
      if (ch >= 'B' && ch <= 'Y') {
        p.put(i, Position.code(ch <= 'M' ? 0 : 1, type(ch).ordinal()), 0);
      }
    }
    for (String m : moves) {
      int code = p.codeOf(Move.parse(Seat.of(p.toMove()), m));
      if (code < 0 || p.reasonOf(p.toMove(), code) != null) {
        throw new IllegalStateException(m + " is illegal in " + name);
      }
      p.make(code);
    }
    return p;
  }

  /**
   * The reference position after the moves, each checked legal on the way.
   *
   * @return the position
   */
  public NaiveReference reference() {
    NaiveReference ref = NaiveReference.of(rules(), field);
    moves.forEach(ref::play);
    return ref;
  }

  /**
   * The kernel's counts, depth 1 to {@code depth}.
   *
   * @param depth the deepest
   * @return the counts
   */
  public long[] kernelCounts(int depth) {
    Position p = position();
    long[] out = new long[depth];
    for (int d = 1; d <= depth; d++) {
      out[d - 1] = Perft.count(p, d);
    }
    return out;
  }

  /**
   * What happens at the root, from the kernel through the immutable API: the number of legal moves,
   * the moves the two-squares and the more-squares rules forbid, the moves with a rescue.
   *
   * @return such as {@code 30 moves; C-5 forbids [a8-b8, a8-c8]}
   */
  public String root() {
    ClassicState s = ClassicState.of(position());
    if (s.toMove().isEmpty()) {
      return "game over";
    }
    ClassicView v = s.viewFor(s.toMove().get());
    StringBuilder sb =
        new StringBuilder(s.toMove().get() + " to move, " + s.legalMoves().size() + " moves");
    if (!v.forbiddenByTwoSquares().isEmpty()) {
      sb.append("; C-5 forbids ").append(v.forbiddenByTwoSquares());
    }
    if (!v.forbiddenByMoreSquares().isEmpty()) {
      sb.append("; C-6 forbids ").append(v.forbiddenByMoreSquares());
    }
    long rescues = s.legalMoves().stream().filter(m -> m.rescue().isPresent()).count();
    if (rescues > 0) {
      sb.append("; ").append(rescues).append(" with a rescue");
    }
    return sb.toString();
  }

  /**
   * Whether a note the writer made from the root ({@code C-5 forbids [..] at the root}) still says
   * what {@link #root()} finds; other notes are taken as written.
   *
   * @param note the note
   * @return whether it holds
   */
  public boolean noteHolds(String note) {
    for (String rule : List.of("C-5", "C-6")) {
      if (note.startsWith(rule + " forbids ") && note.endsWith(" at the root")) {
        String list =
            note.substring((rule + " forbids ").length(), note.length() - " at the root".length());
        return root().contains(rule + " forbids " + list);
      }
    }
    return !note.equals("rescues at the root") || root().contains("with a rescue");
  }

  /** Gravon letters B..M (RED) and N..Y (BLUE): Bomb, Spy, Scout, Miner, ..., Marshal, Flag. */
  private static PieceType type(char ch) {
    String order =
        "BOMB SPY SCOUT MINER SERGEANT LIEUTENANT CAPTAIN MAJOR COLONEL GENERAL MARSHAL FLAG";
    return PieceType.valueOf(order.split(" ")[ch <= 'M' ? ch - 'B' : ch - 'N']);
  }
}
