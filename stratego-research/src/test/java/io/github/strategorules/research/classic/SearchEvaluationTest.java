package io.github.strategorules.research.classic;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.Ruleset;
import org.junit.jupiter.api.Test;

/** The search bot's positional terms point the right way. */
class SearchEvaluationTest {
  private static final Ruleset R = Ruleset.classic();

  /** The positional value for {@code me}, as the search bots compute it on a leaf's position. */
  private static double positional(ClassicState s, Seat me) {
    return new KernelEvaluation(R).positional(s.toPosition(), me.ordinal());
  }

  /** RED: flag a1, miner e4, captain f4; BLUE: flag j10, captain e7, and a miner where given. */
  private static ClassicState board(int blueMinerSquare, boolean redMiner) {
    Position p = new Position(R);
    p.put(0, Position.code(0, PieceType.FLAG.ordinal()), 0);
    if (redMiner) {
      p.put(34, Position.code(0, PieceType.MINER.ordinal()), 0);
    }
    p.put(35, Position.code(0, PieceType.CAPTAIN.ordinal()), 0);
    p.put(99, Position.code(1, PieceType.FLAG.ordinal()), 0);
    p.put(64, Position.code(1, PieceType.CAPTAIN.ordinal()), 0);
    p.put(blueMinerSquare, Position.code(1, PieceType.MINER.ordinal()), 0);
    return ClassicState.of(p);
  }

  @Test
  void anEnemyMinerNearTheFlagCostsMoreTheCloserItIs() {
    double far = positional(board(70, true), Seat.RED); // a8
    double near = positional(board(20, true), Seat.RED); // a3
    double next = positional(board(10, true), Seat.RED); // a2
    assertThat(near).isLessThan(far);
    assertThat(next).isLessThan(near);
  }

  @Test
  void theLastMinerIsWorthExtraAndApproachingTheEnemyFlagGains() {
    assertThat(positional(board(70, false), Seat.RED))
        .isLessThan(positional(board(70, true), Seat.RED) - 6);
    Position closer = board(70, true).toPosition();
    closer.put(34, 0, 0);
    closer.put(88, Position.code(0, PieceType.MINER.ordinal()), 0); // i9, next to the flag
    assertThat(positional(ClassicState.of(closer), Seat.RED))
        .isGreaterThan(positional(board(70, true), Seat.RED));
  }
}
