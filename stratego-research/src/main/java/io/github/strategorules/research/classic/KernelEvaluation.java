package io.github.strategorules.research.classic;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.Ruleset;

/**
 * The leaf value of {@link SearchBot} and {@link ReferenceBot} on the rules kernel: the material
 * balance and {@link SearchEvaluation}'s positional terms (the last miners, enemy pieces near the
 * own flag, the way to the enemy flag), computed from a {@link Position} in one pass over the board
 * without allocating. The one loop of both bots: {@link ReferenceBot}'s playouts call it on their
 * reused world, {@link SearchBot} on one copy of each leaf's position, with one evaluation per
 * decision. It reads a sampled full position, whose enemy types are the sample's. Not thread-safe.
 */
final class KernelEvaluation {
  private static final int FLAG = PieceType.FLAG.ordinal();
  private static final int MINER = PieceType.MINER.ordinal();
  // The weights are SearchEvaluation's, one table for both: the two values must stay equal.
  private static final double APPROACH = SearchEvaluation.APPROACH;
  private static final double MINER_DANGER = SearchEvaluation.MINER_DANGER;
  private static final double[] DANGER = SearchEvaluation.DANGER;

  private final int width;
  private final int height;
  private final boolean[] mobile = new boolean[PieceType.values().length];
  private final int[] enemyMobile;
  private final boolean[] enemyMiner;
  private final int[] myMobile;
  private final boolean[] myMiner;

  /**
   * An evaluation for a ruleset.
   *
   * @param ruleset the rules of the positions it will be given
   */
  KernelEvaluation(Ruleset ruleset) {
    width = ruleset.width();
    height = ruleset.height();
    for (PieceType t : PieceType.values()) {
      mobile[t.ordinal()] = ruleset.movement(t).isMobile();
    }
    int area = width * height;
    enemyMobile = new int[area];
    enemyMiner = new boolean[area];
    myMobile = new int[area];
    myMiner = new boolean[area];
  }

  /** The material of {@code me} minus the opponent's, flags left out ({@link PieceValues}). */
  static double material(Position p, int me) {
    double m = 0;
    for (int sq = 0; sq < p.size(); sq++) {
      int code = p.pieceAt(sq);
      if (code != 0 && Position.type(code) != FLAG) {
        double v = PieceValues.of(Position.type(code));
        m += Position.owner(code) == me ? v : -v;
      }
    }
    return m;
  }

  /**
   * {@link SearchEvaluation}'s positional value of a kernel position for {@code me} (0 RED, 1
   * BLUE).
   */
  double positional(Position p, int me) {
    int[] miners = new int[2];
    int myFlag = -1;
    int enemyFlag = -1;
    int ne = 0;
    int nm = 0;
    for (int sq = 0; sq < p.size(); sq++) {
      int code = p.pieceAt(sq);
      if (code == 0) {
        continue;
      }
      int t = Position.type(code);
      int owner = Position.owner(code);
      boolean mine = owner == me;
      if (t == FLAG) {
        if (mine) {
          myFlag = sq;
        } else {
          enemyFlag = sq;
        }
      } else if (mobile[t]) {
        if (mine) {
          myMiner[nm] = t == MINER;
          myMobile[nm++] = sq;
        } else {
          enemyMiner[ne] = t == MINER;
          enemyMobile[ne++] = sq;
        }
        if (t == MINER) {
          miners[owner]++;
        }
      }
    }
    double v =
        SearchEvaluation.lastMiners(miners[me]) - SearchEvaluation.lastMiners(miners[me ^ 1]);
    if (myFlag >= 0) {
      for (int i = 0; i < ne; i++) {
        int d = distance(enemyMobile[i], myFlag);
        if (d < DANGER.length) {
          v -= DANGER[d] * (enemyMiner[i] ? MINER_DANGER : 1);
        }
      }
    }
    if (enemyFlag >= 0) {
      int any = Integer.MAX_VALUE;
      int miner = Integer.MAX_VALUE;
      for (int i = 0; i < nm; i++) {
        int d = distance(myMobile[i], enemyFlag);
        any = Math.min(any, d);
        if (myMiner[i]) {
          miner = Math.min(miner, d);
        }
      }
      if (any != Integer.MAX_VALUE) {
        v -= APPROACH * any;
      }
      v -= APPROACH * (miner == Integer.MAX_VALUE ? width + height : miner);
    }
    return v;
  }

  private int distance(int a, int b) {
    return Math.abs(a % width - b % width) + Math.abs(a / width - b / width);
  }
}
