package io.github.strategorules.research.classic;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.kernel.Moves;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.kernel.Status;
import io.github.strategorules.core.rules.Ruleset;
import org.jspecify.annotations.Nullable;

/**
 * {@link StrategistBot}'s value of a candidate move in one sampled world: the move, then a minimax
 * search of the plies after it (alpha-beta, captures first) with {@link StrategistEvaluation} at
 * its leaves and {@link #WIN} for a finished game (C-7). In a sampled world both sides see all: the
 * enemy answers knowing the searching side's pieces, so a piece left where a stronger one can take
 * it counts as lost, a cautious reading that the mean over many worlds (where the enemy's pieces
 * differ) tempers. Works on one reused copy of the world, with one move buffer per ply; nothing
 * allocated per node. Not thread-safe: one per decision.
 */
final class Lookahead {
  /** The value of a won game, in material units (a Marshal is about 12). */
  static final double WIN = 200;

  private static final int FLAG = PieceType.FLAG.ordinal();

  private final int me;
  private final int plies;
  private final StrategistEvaluation evaluation;
  private @Nullable Position work;
  private int[][] moves = new int[0][];

  /**
   * A lookahead for a searching side.
   *
   * @param ruleset the rules
   * @param me the searching side, 0 (RED) or 1 (BLUE)
   * @param plies the plies searched after the candidate move, at least 1
   * @param weights the evaluation's weights ({@link StrategistWeight})
   */
  Lookahead(Ruleset ruleset, int me, int plies, double[] weights) {
    this.me = me;
    this.plies = plies;
    this.evaluation = new StrategistEvaluation(ruleset, weights);
  }

  /**
   * The value for the searching side of a legal move in a world.
   *
   * @param world the sampled world, its side to move the searching one; left unchanged
   * @param move a legal move of the side to move in {@code world}
   * @return the value in material units
   */
  double value(Position world, int move) {
    Position w = work;
    if (w == null) {
      w = world.copy();
      work = w;
      moves = new int[plies + 1][world.maxMoves()];
    } else {
      w.copyFrom(world);
    }
    w.make(move);
    // The enemy moves next: its best is the searching side's worst, exactly (a full window).
    double v = -negamax(w, plies, -Double.MAX_VALUE, Double.MAX_VALUE);
    return me == world.toMove() ? v : -v;
  }

  /** The value for the side to move, searched {@code depth} plies deep. */
  private double negamax(Position p, int depth, double alpha, double beta) {
    int side = p.toMove();
    if (depth == 0) {
      int decided = decided(p, side);
      return decided != 0 ? decided * WIN : evaluation.value(p, side);
    }
    int[] buffer = moves[depth];
    int n = p.generate(buffer);
    int status = p.statusAfterGenerate(n);
    if (status != Status.ONGOING) {
      int winner = Status.winner(status);
      return winner == Status.DRAW ? 0 : winner == side ? WIN : -WIN;
    }
    capturesFirst(p, buffer, n);
    double best = -Double.MAX_VALUE;
    for (int i = 0; i < n; i++) {
      p.make(buffer[i]);
      double v = -negamax(p, depth - 1, -beta, -alpha);
      p.unmake();
      if (v > best) {
        best = v;
        if (v > alpha) {
          alpha = v;
          if (alpha >= beta) {
            break;
          }
        }
      }
    }
    return best;
  }

  /**
   * A finished game seen on the board alone (C-7.1, C-7.2), without generating moves: +1 when
   * {@code side} has won, -1 when it has lost, 0 otherwise (a draw or a game still on).
   */
  private static int decided(Position p, int side) {
    int other = side ^ 1;
    if (p.hadFlag(other) && p.captured(other, FLAG) > 0) {
      return 1;
    }
    if (p.hadFlag(side) && p.captured(side, FLAG) > 0) {
      return -1;
    }
    boolean sideCan = p.movableCount(side) > 0;
    boolean otherCan = p.movableCount(other) > 0;
    return sideCan == otherCan ? 0 : sideCan ? 1 : -1;
  }

  /** Moves the captures to the front, for earlier cut-offs. */
  private static void capturesFirst(Position p, int[] moves, int n) {
    int front = 0;
    for (int i = 0; i < n; i++) {
      int to = Moves.to(moves[i]);
      if (p.pieceAt(to) != 0) {
        int m = moves[i];
        moves[i] = moves[front];
        moves[front++] = m;
      }
    }
  }
}
