package io.github.strategorules.core.perft;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.Move;
import io.github.strategorules.core.Phase;
import io.github.strategorules.core.Player;
import io.github.strategorules.core.kernel.Perft;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.Ruleset;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Move counts (perft) from fixed positions of real games, in {@code perft/classic.perft}: the
 * kernel must match the data file, and so must the deliberately naive {@link NaiveReference},
 * which shares no code with the kernel. Depths 1 and 2 are also counted through the immutable
 * {@link ClassicState} API.
 */
class PerftTest {

  /**
   * One line of the data file.
   *
   * @param name archive/entry@ply
   * @param ruleset the game type
   * @param twoSquares N of C-5
   * @param field the Gravon field
   * @param moves the moves from the start
   * @param counts perft at depth 1, 2, 3
   */
  record Case(String name, String ruleset, int twoSquares, String field, List<String> moves, long[] counts) {
    @Override
    public String toString() {
      return name;
    }
  }

  static Stream<Case> cases() throws IOException {
    List<Case> list = new ArrayList<>();
    try (var in = PerftTest.class.getResourceAsStream("/perft/classic.perft");
        var r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] f = line.split(" \\| ", -1);
        List<String> moves = f[4].isBlank() ? List.of() : List.of(f[4].strip().split("\\s+"));
        long[] counts = Arrays.stream(f[5].strip().split("\\s+")).mapToLong(Long::parseLong).toArray();
        list.add(new Case(f[0].strip(), f[1].strip(), Integer.parseInt(f[2].strip()), f[3].strip(), moves, counts));
      }
    }
    assertThat(list).hasSizeGreaterThanOrEqualTo(10);
    return list.stream();
  }

  /** The kernel position after the case's moves, each checked legal on the way. */
  private static Position position(Case c) {
    // The data file counts C-1 to C-5 and C-7 (the naive reference has no C-6): more-squares off.
    Position p = new Position(Ruleset.classic().toBuilder().twoSquaresLimit(c.twoSquares()).moreSquares(false).build());
    for (int i = 0; i < 100; i++) {
      char ch = c.field().charAt(i);
      if (ch != 'A' && ch != '_') {
        p.put(i, Position.code(ch <= 'M' ? 0 : 1, gravonType(ch)), 0);
      }
    }
    for (String m : c.moves()) {
      Move move = Move.parse(Player.of(p.toMove()), m);
      int from = p.index(move.from());
      int to = p.index(move.to());
      assertThat(p.reason(from, to)).as("%s in %s", m, c).isNull();
      p.make((from << 10) | to);
    }
    return p;
  }

  /** Gravon letters B..M (red) and N..Y (blue): Bomb, Spy, Scout, Miner, ..., Marshal, Flag. */
  private static int gravonType(char ch) {
    int i = ch <= 'M' ? ch - 'B' : ch - 'N';
    String order = "BOMB SPY SCOUT MINER SERGEANT LIEUTENANT CAPTAIN MAJOR COLONEL GENERAL MARSHAL FLAG";
    return io.github.strategorules.core.PieceType.valueOf(order.split(" ")[i]).ordinal();
  }

  private static long perft(ClassicState s, int depth) {
    if (s.phase() != Phase.PLAY) {
      return 0;
    }
    if (depth == 1) {
      return s.legalMoves().size();
    }
    long total = 0;
    for (Move m : s.legalMoves()) {
      total += perft(s.apply(m).state(), depth - 1);
    }
    return total;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void kernelMatchesTheDataFile(Case c) {
    Position p = position(c);
    Position before = p.copy();
    for (int d = 1; d <= c.counts().length; d++) {
      assertThat(Perft.count(p, d)).as("perft %d of %s", d, c).isEqualTo(c.counts()[d - 1]);
    }
    assertThat(p).isEqualTo(before);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void naiveReferenceMatchesTheDataFile(Case c) {
    NaiveReference ref = NaiveReference.fromField(c.field(), c.twoSquares());
    c.moves().forEach(ref::play);
    assertThat(ref.perft(c.counts().length)).as("%s", c).containsExactly(c.counts());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void immutableApiMatchesTheDataFile(Case c) {
    ClassicState s = ClassicState.of(position(c));
    for (int d = 1; d <= 2; d++) {
      assertThat(perft(s, d)).as("perft %d of %s", d, c).isEqualTo(c.counts()[d - 1]);
    }
    NaiveReference ref = NaiveReference.fromField(c.field(), c.twoSquares());
    c.moves().forEach(ref::play);
    assertThat(s.legalMoves().stream().map(Move::toString).sorted()).containsExactlyElementsOf(ref.legalMoves());
  }
}
