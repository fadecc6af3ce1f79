package io.github.strategorules.research.classic;

import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.kernel.Status;
import io.github.strategorules.core.rules.Ruleset;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;

/**
 * {@link ReferenceBot}'s value of a candidate move in one sampled world, on the rules kernel: the
 * move, then a playout of a few plies in which both sides move as {@link KernelPolicy} (the
 * heuristic bot) does from what their seat knows, then {@link SearchBot}'s leaf value: +-100 for a
 * finished game (C-7), else the material change during the playout plus the positional terms
 * ({@link KernelEvaluation}). Works on one reused copy of the world; nothing allocated per ply. Not
 * thread-safe: one per decision.
 */
final class Playouts {
  /** The value of a won game, in material units (a Marshal is 12). */
  static final double WIN = 100;

  /** The heuristic's bonus for taking the flag, as {@link HeuristicBot} plays. */
  private static final double FLAG_BONUS = 1000;

  private final int me;
  private final int depth;
  private final KernelPolicy policy;
  private final KernelEvaluation evaluation;
  private @Nullable Position work;
  private int[] moves = new int[0];

  /**
   * Playouts for a searching player.
   *
   * @param ruleset the rules
   * @param me the searching player, 0 (RED) or 1 (BLUE)
   * @param depth the plies after the candidate move
   */
  Playouts(Ruleset ruleset, int me, int depth) {
    this.me = me;
    this.depth = depth;
    this.policy = new KernelPolicy(ruleset, FLAG_BONUS);
    this.evaluation = new KernelEvaluation(ruleset);
  }

  /**
   * The value for the searching player of a legal move in a world, after a playout.
   *
   * @param world the sampled world, left unchanged
   * @param move a legal move of the side to move in {@code world}
   * @param random the source of the playout's ties
   * @return the value, in material units
   */
  double value(Position world, int move, SplittableRandom random) {
    Position w = work;
    if (w == null) {
      w = world.copy();
      work = w;
      moves = new int[world.maxMoves()];
    } else {
      w.copyFrom(world);
    }
    w.make(move);
    double after = KernelEvaluation.material(w, me);
    for (int d = 0; ; d++) {
      int n = w.generate(moves);
      int status = w.statusAfterGenerate(n);
      if (status != Status.ONGOING) {
        int winner = Status.winner(status);
        return winner == Status.DRAW ? 0 : winner == me ? WIN : -WIN;
      }
      if (d == depth) {
        break;
      }
      w.make(moves[policy.choose(w, moves, n, random)]);
    }
    return KernelEvaluation.material(w, me) - after + evaluation.positional(w, me);
  }
}
