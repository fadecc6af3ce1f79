package io.github.strategorules.core.properties;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.kernel.Moves;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.rules.RulesetBuilder;
import io.github.strategorules.testkit.classic.ClassicGames;
import io.github.strategorules.testkit.classic.Rulesets;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.Length;
import io.github.strategorules.testkit.property.Played;
import io.github.strategorules.testkit.property.Property;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The kernel on boards of other sizes (V-3 custom geometry): an 8 x 8 board and a 12 x 12 board
 * (more than 128 squares, the generator's multi-word path). On every position of generated games,
 * generation agrees with {@link Position#reason} on every pair of squares.
 */
class BoardGeometryProperties {

  static Ruleset board(int size) {
    RulesetBuilder b =
        Ruleset.classic().toBuilder()
            .name("board" + size)
            .board(size, size)
            .lakes(
                Set.of(
                    Square.of(2, size / 2 - 1),
                    Square.of(2, size / 2),
                    Square.of(size - 3, size / 2 - 1),
                    Square.of(size - 3, size / 2)))
            .setupRows(3);
    int zone = 3 * size;
    // A smaller army that fits the zone: a flag, bombs, scouts and some one-step pieces.
    b.roster(
        java.util.Map.of(
            PieceType.FLAG,
            1,
            PieceType.BOMB,
            2,
            PieceType.SCOUT,
            zone / 4,
            PieceType.MINER,
            2,
            PieceType.SPY,
            1,
            PieceType.MARSHAL,
            1,
            PieceType.CAPTAIN,
            zone / 4));
    return b.build();
  }

  /** Games of up to 300 moves on a board, setups and moves drawn as choices. */
  private static Arb<Played<ClassicState>> games(Ruleset board) {
    return ClassicGames.games(Rulesets.only(board), Length.upTo(300));
  }

  private static void checkGame(Played<ClassicState> game) {
    for (ClassicState s : game.states()) {
      Position p = s.toPosition();
      int[] buf = new int[p.maxMoves()];
      int n = p.generate(buf);
      Set<Integer> generated = new HashSet<>();
      for (int i = 0; i < n; i++) {
        assertThat(generated.add(buf[i])).isTrue();
      }
      for (int from = 0; from < p.size(); from++) {
        for (int to = 0; to < p.size(); to++) {
          assertThat(p.reason(from, to) == null)
              .as("%s-%s", p.square(from), p.square(to))
              .isEqualTo(generated.contains(Moves.of(from, to)));
        }
      }
      assertThat(p.statusAfterGenerate(n) == io.github.strategorules.core.kernel.Status.ONGOING)
          .isEqualTo(s.outcome().isEmpty());
    }
  }

  @Test
  @ChecksRule("V-3.1")
  void generationAgreesWithReasonOnA12x12Board() {
    Property.forAll(15, games(board(12)), BoardGeometryProperties::checkGame);
  }

  @Test
  @ChecksRule("V-3.1")
  void generationAgreesWithReasonOnAn8x8Board() {
    Property.forAll(15, games(board(8)), BoardGeometryProperties::checkGame);
  }
}
