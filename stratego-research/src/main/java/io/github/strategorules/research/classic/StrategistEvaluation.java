package io.github.strategorules.research.classic;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.Ruleset;

/**
 * {@link StrategistBot}'s value of a sampled full position for one side, in material units, from
 * its {@link StrategistWeight}s, in one pass over the board without allocating:
 *
 * <ul>
 *   <li>material by rank, each piece worth more while the other side has not seen it ({@link
 *       StrategistWeight#HIDDEN}), and a side's Spy worth more while the other Marshal stands
 *       (C-4.2);
 *   <li>mobility: the square root of a side's movable pieces, so that the last ones are dear (a
 *       side without one loses, C-7.2);
 *   <li>the last miners (only they take bombs, C-4.3), enemy pieces near the own flag and the way
 *       to the enemy's flag (C-7.1), as {@link SearchEvaluation} has them, weighted.
 * </ul>
 *
 * <p>The value is antisymmetric: what counts for a side counts against the other. It reads a
 * sampled world, whose enemy types are the sample's. Not thread-safe: one per decision.
 */
final class StrategistEvaluation {
  private static final int FLAG = PieceType.FLAG.ordinal();
  private static final int MINER = PieceType.MINER.ordinal();
  private static final int SPY = PieceType.SPY.ordinal();
  private static final int MARSHAL = PieceType.MARSHAL.ordinal();
  private static final int TYPES = PieceType.values().length;

  private final int width;
  private final double[] seen = new double[TYPES];
  private final double[] unseen = new double[TYPES];
  private final boolean[] mobile = new boolean[TYPES];
  private final double spyVsMarshal;
  private final double mobility;
  private final double lastMiners;
  private final double flagDanger;
  private final double approach;
  private final int[] enemyMobile;
  private final boolean[] enemyMiner;
  private final int[] myMobile;
  private final boolean[] myMiner;

  /**
   * An evaluation.
   *
   * @param ruleset the rules of the positions it will be given
   * @param weights one weight per {@link StrategistWeight}, in their order
   */
  StrategistEvaluation(Ruleset ruleset, double[] weights) {
    width = ruleset.width();
    double hidden = weights[StrategistWeight.HIDDEN.ordinal()];
    for (StrategistWeight w : StrategistWeight.all()) {
      PieceType t = w.piece();
      if (t != null) {
        seen[t.ordinal()] = weights[w.ordinal()];
        unseen[t.ordinal()] = weights[w.ordinal()] * (1 + hidden);
      }
    }
    for (PieceType t : PieceType.values()) {
      mobile[t.ordinal()] = ruleset.movement(t).isMobile();
    }
    spyVsMarshal = weights[StrategistWeight.SPY_VS_MARSHAL.ordinal()];
    mobility = weights[StrategistWeight.MOBILITY.ordinal()];
    lastMiners = weights[StrategistWeight.LAST_MINERS.ordinal()];
    flagDanger = weights[StrategistWeight.FLAG_DANGER.ordinal()];
    approach = weights[StrategistWeight.APPROACH.ordinal()];
    int area = ruleset.width() * ruleset.height();
    enemyMobile = new int[area];
    enemyMiner = new boolean[area];
    myMobile = new int[area];
    myMiner = new boolean[area];
  }

  /**
   * The value of a position for a side.
   *
   * @param p a position in play
   * @param me the side, 0 (RED) or 1 (BLUE)
   * @return the value in material units; positive is good for {@code me}
   */
  double value(Position p, int me) {
    double v = 0;
    int minersMine = 0;
    int minersYours = 0;
    boolean spyMine = false;
    boolean spyYours = false;
    boolean marshalMine = false;
    boolean marshalYours = false;
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
      boolean mine = Position.owner(code) == me;
      if (t == FLAG) {
        if (mine) {
          myFlag = sq;
        } else {
          enemyFlag = sq;
        }
        continue;
      }
      double worth = (p.flagsAt(sq) & Position.REVEALED) != 0 ? seen[t] : unseen[t];
      v += mine ? worth : -worth;
      if (t == SPY) {
        spyMine |= mine;
        spyYours |= !mine;
      } else if (t == MARSHAL) {
        marshalMine |= mine;
        marshalYours |= !mine;
      }
      if (mobile[t]) {
        if (mine) {
          myMiner[nm] = t == MINER;
          myMobile[nm++] = sq;
        } else {
          enemyMiner[ne] = t == MINER;
          enemyMobile[ne++] = sq;
        }
        if (t == MINER) {
          if (mine) {
            minersMine++;
          } else {
            minersYours++;
          }
        }
      }
    }
    if (spyMine && marshalYours) {
      v += spyVsMarshal;
    }
    if (spyYours && marshalMine) {
      v -= spyVsMarshal;
    }
    v += mobility * (Math.sqrt(nm) - Math.sqrt(ne));
    v +=
        lastMiners
            * (SearchEvaluation.lastMiners(minersMine) - SearchEvaluation.lastMiners(minersYours));
    if (myFlag >= 0) {
      v -= flagDanger * danger(myFlag, enemyMobile, enemyMiner, ne);
    }
    if (enemyFlag >= 0) {
      v += flagDanger * danger(enemyFlag, myMobile, myMiner, nm);
      v -= approach * way(enemyFlag, myMobile, myMiner, nm);
    }
    return v;
  }

  /** {@link SearchEvaluation#DANGER} summed over the pieces near a flag. */
  private double danger(int flag, int[] pieces, boolean[] miner, int n) {
    double d = 0;
    for (int i = 0; i < n; i++) {
      int dist = distance(pieces[i], flag);
      if (dist < SearchEvaluation.DANGER.length) {
        d += SearchEvaluation.DANGER[dist] * (miner[i] ? SearchEvaluation.MINER_DANGER : 1);
      }
    }
    return d;
  }

  /** The distance of the nearest piece and of the nearest miner to a flag, summed. */
  private int way(int flag, int[] pieces, boolean[] miner, int n) {
    int any = 2 * width;
    int nearestMiner = 4 * width;
    for (int i = 0; i < n; i++) {
      int d = distance(pieces[i], flag);
      any = Math.min(any, d);
      if (miner[i]) {
        nearestMiner = Math.min(nearestMiner, d);
      }
    }
    return any + nearestMiner;
  }

  private int distance(int a, int b) {
    return Math.abs(a % width - b % width) + Math.abs(a / width - b / width);
  }
}
