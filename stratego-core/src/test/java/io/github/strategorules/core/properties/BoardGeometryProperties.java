package io.github.strategorules.core.properties;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.PieceType;
import io.github.strategorules.core.Player;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.Square;
import io.github.strategorules.core.kernel.Moves;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.Ruleset;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * The kernel on boards of other sizes (V-3 custom geometry): an 8 x 8 board and a 12 x 12 board
 * (more than 128 squares, the generator's multi-word path). On every position of random games,
 * generation agrees with {@link Position#reason} on every pair of squares.
 */
class BoardGeometryProperties {

  static Ruleset board(int size) {
    Ruleset.Builder b = Ruleset.classic().toBuilder().name("board" + size).board(size, size)
        .lakes(Set.of(Square.of(2, size / 2 - 1), Square.of(2, size / 2), Square.of(size - 3, size / 2 - 1),
            Square.of(size - 3, size / 2)))
        .setupRows(3);
    int zone = 3 * size;
    // A smaller army that fits the zone: a flag, bombs, scouts and some one-step pieces.
    b.roster(java.util.Map.of(PieceType.FLAG, 1, PieceType.BOMB, 2, PieceType.SCOUT, zone / 4,
        PieceType.MINER, 2, PieceType.SPY, 1, PieceType.MARSHAL, 1, PieceType.CAPTAIN, zone / 4));
    return b.build();
  }

  private static void checkGame(Ruleset r, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Position p = ClassicState.start(r, Setup.random(r, Player.RED, random), Setup.random(r, Player.BLUE, random))
        .toPosition();
    int[] buf = new int[p.maxMoves()];
    for (int ply = 0; ply < 300; ply++) {
      int n = p.generate(buf);
      Set<Integer> generated = new HashSet<>();
      for (int i = 0; i < n; i++) {
        assertThat(generated.add(buf[i])).isTrue();
      }
      for (int from = 0; from < p.size(); from++) {
        for (int to = 0; to < p.size(); to++) {
          assertThat(p.reason(from, to) == null).as("%s-%s", p.square(from), p.square(to))
              .isEqualTo(generated.contains(Moves.of(from, to)));
        }
      }
      if (p.statusAfterGenerate(n) != io.github.strategorules.core.kernel.Status.ONGOING) {
        return;
      }
      p.make(buf[random.nextInt(n)]);
    }
  }

  @Property(tries = 15)
  void generationAgreesWithReasonOnA12x12Board(@ForAll long seed) {
    checkGame(board(12), seed);
  }

  @Property(tries = 15)
  void generationAgreesWithReasonOnAn8x8Board(@ForAll long seed) {
    checkGame(board(8), seed);
  }
}
