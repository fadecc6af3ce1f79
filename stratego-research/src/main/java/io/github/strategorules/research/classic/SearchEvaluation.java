package io.github.strategorules.research.classic;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.board.Piece;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.Ruleset;
import java.util.Optional;

/**
 * The positional part of {@link SearchBot}'s leaf value, in material units ({@link PieceValues}),
 * computed on a sampled full state (so the enemy's types and flag are the sample's):
 * <ul>
 *   <li>the last miners are worth extra (only miners take bombs, C-4.3, and a flag behind bombs
 *       cannot be won without one), for both sides;
 *   <li>enemy movable pieces close to the own flag cost (8, 4 and 1.6 at one, two and three
 *       squares; three times that for a miner, as the flag stands behind bombs), so the search
 *       meets a digging miner before its two attacks, which the short playouts do not see;
 *   <li>the own pieces closest to the enemy's flag (any movable piece, and a miner) gain a little
 *       per square nearer, which turns a material lead into a flag capture (C-7.1) instead of a
 *       draw at the ply limit (C-7.6).
 * </ul>
 */
final class SearchEvaluation {
  /** Per square nearer to the enemy flag, for the nearest piece and again for the nearest miner. */
  static final double APPROACH = 0.15;
  /** How much more an enemy miner near the own flag costs: the flag stands behind bombs (C-4.3). */
  static final double MINER_DANGER = 3;

  /** Extra value of a side's last, second-last and third-last miner. */
  static final double[] LAST_MINERS = {6, 3, 1};
  /** The cost of an enemy movable piece at distance 1, 2, 3 from the own flag. */
  static final double[] DANGER = {0, 8, 4, 1.6};

  private SearchEvaluation() {}

  /**
   * The positional value of {@code s} for {@code me}.
   *
   * @param s a full state
   * @param me the player whose value it is
   * @return the value, higher is better for {@code me}
   */
  static double of(ClassicState s, Seat me) {
    Ruleset r = s.ruleset();
    int w = r.width();
    int h = r.height();
    int[] miners = new int[2];
    int myFlag = -1;
    int enemyFlag = -1;
    int area = w * h;
    int[] enemyMobile = new int[area];
    boolean[] enemyMiner = new boolean[area];
    int[] myMobile = new int[area];
    boolean[] myMiner = new boolean[area];
    int ne = 0;
    int nm = 0;
    for (int y = 0; y < h; y++) {
      for (int x = 0; x < w; x++) {
        Optional<Piece> o = s.pieceAt(Square.of(x, y));
        if (o.isEmpty()) {
          continue;
        }
        Piece p = o.get();
        int sq = y * w + x;
        boolean mine = p.owner() == me;
        if (p.type() == PieceType.FLAG) {
          if (mine) {
            myFlag = sq;
          } else {
            enemyFlag = sq;
          }
        } else if (r.movement(p.type()).isMobile()) {
          if (mine) {
            myMiner[nm] = p.type() == PieceType.MINER;
            myMobile[nm++] = sq;
          } else {
            enemyMiner[ne] = p.type() == PieceType.MINER;
            enemyMobile[ne++] = sq;
          }
          if (p.type() == PieceType.MINER) {
            miners[p.owner().ordinal()]++;
          }
        }
      }
    }
    double v = (lastMiners(miners[me.ordinal()]) - lastMiners(miners[me.opponent().ordinal()]));
    if (myFlag >= 0) {
      double danger = 0;
      for (int i = 0; i < ne; i++) {
        int d = distance(enemyMobile[i], myFlag, w);
        if (d < DANGER.length) {
          danger += DANGER[d] * (enemyMiner[i] ? MINER_DANGER : 1);
        }
      }
      v -= danger;
    }
    if (enemyFlag >= 0) {
      int any = Integer.MAX_VALUE;
      int miner = Integer.MAX_VALUE;
      for (int i = 0; i < nm; i++) {
        int d = distance(myMobile[i], enemyFlag, w);
        any = Math.min(any, d);
        if (myMiner[i]) {
          miner = Math.min(miner, d);
        }
      }
      if (any != Integer.MAX_VALUE) {
        v -= APPROACH * any;
      }
      // without a miner the flag is as far as it gets: losing the last one must not gain
      v -= APPROACH * (miner == Integer.MAX_VALUE ? w + h : miner);
    }
    return v;
  }

  static double lastMiners(int n) {
    double v = 0;
    for (int i = 0; i < n && i < LAST_MINERS.length; i++) {
      v += LAST_MINERS[i];
    }
    return v;
  }

  private static int distance(int a, int b, int w) {
    return Math.abs(a % w - b % w) + Math.abs(a / w - b / w);
  }
}
