package io.github.strategorules.research.classic;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.event.BattleResult;
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
 *       side without one loses, C-7.2), less {@link StrategistWeight#WALLED_IN} for each walled in
 *       by edges, lakes and its own bombs and flag (it has no move, C-7.3);
 *   <li>the last miners (only they take bombs, C-4.3), enemy pieces near the own flag and the way
 *       to the enemy's flag (C-7.1), as {@link SearchEvaluation} has them, weighted;
 *   <li>the flag race: an enemy piece up to {@value #RACE_RANGE} squares from the own flag costs
 *       {@link #RACE} by its distance unless an own piece that stops it (takes it or trades with
 *       it, by the ruleset's combat table) is two squares nearer it than the flag is, less as such
 *       a defender comes nearer; a flag walled in by its own bombs and the edges fears miners alone
 *       (C-4.3). A two-ply search sees a miner only when it is next to the flag; this term sees it
 *       coming down the back row.
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

  /** How far from a flag the race looks, in squares (Manhattan distance). */
  static final int RACE_RANGE = 8;

  /**
   * The cost of an intruder no defender can catch, by its distance to the flag (index 0 unused).
   */
  static final double[] RACE = {0, 8, 6, 4.5, 3.4, 2.5, 1.9, 1.4, 1};

  /** An unstopped miner's cost, as a multiple of another piece's (it alone passes bombs). */
  private static final double RACE_MINER = 1.5;

  /** A non-miner's cost at a flag its own bombs wall in, as a multiple (it must go round). */
  private static final double RACE_WALLED = 0.25;

  private final int width;
  private final double[] seen = new double[TYPES];
  private final double[] unseen = new double[TYPES];
  private final boolean[] mobile = new boolean[TYPES];
  private final double spyVsMarshal;
  private final double mobility;
  private final double lastMiners;
  private final double flagDanger;
  private final double approach;
  private final double flagRace;
  private final double walledIn;
  private final Walls walls;
  private final boolean[][] stops = new boolean[TYPES][TYPES];
  private final int[] enemyMobile;
  private final int[] enemyType;
  private final int[] myMobile;
  private final int[] myType;

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
    flagRace = weights[StrategistWeight.FLAG_RACE.ordinal()];
    walledIn = weights[StrategistWeight.WALLED_IN.ordinal()];
    int height = ruleset.height();
    int area = width * height;
    walls = new Walls(ruleset);
    for (PieceType defender : PieceType.values()) {
      for (PieceType intruder : PieceType.values()) {
        BattleResult r = ruleset.combat().result(defender, intruder);
        stops[defender.ordinal()][intruder.ordinal()] = r != BattleResult.DEFENDER_WINS;
      }
    }
    enemyMobile = new int[area];
    enemyType = new int[area];
    myMobile = new int[area];
    myType = new int[area];
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
          myType[nm] = t;
          myMobile[nm++] = sq;
        } else {
          enemyType[ne] = t;
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
    double freeMine = nm - walledIn * walls.count(p, myMobile, nm, me);
    double freeYours = ne - walledIn * walls.count(p, enemyMobile, ne, me ^ 1);
    v += mobility * (Math.sqrt(freeMine) - Math.sqrt(freeYours));
    v +=
        lastMiners
            * (SearchEvaluation.lastMiners(minersMine) - SearchEvaluation.lastMiners(minersYours));
    if (myFlag >= 0) {
      v -= flagDanger * danger(myFlag, enemyMobile, enemyType, ne);
      v -= flagRace * race(p, myFlag, enemyMobile, enemyType, ne, myMobile, myType, nm);
    }
    if (enemyFlag >= 0) {
      v += flagDanger * danger(enemyFlag, myMobile, myType, nm);
      v -= approach * way(enemyFlag, myMobile, myType, nm);
      v += flagRace * race(p, enemyFlag, myMobile, myType, nm, enemyMobile, enemyType, ne);
    }
    return v;
  }

  /**
   * The cost to a flag's owner of the intruders racing to it: {@link #RACE} by distance for each
   * intruder in range, scaled down as the nearest defender that stops it comes nearer it than the
   * flag is.
   */
  private double race(
      Position p,
      int flag,
      int[] intruders,
      int[] intruderType,
      int ni,
      int[] defenders,
      int[] defenderType,
      int nd) {
    double cost = 0;
    boolean walled = walls.walled(p, flag, Position.owner(p.pieceAt(flag)));
    for (int i = 0; i < ni; i++) {
      int d = distance(intruders[i], flag);
      if (d > RACE_RANGE) {
        continue;
      }
      int type = intruderType[i];
      // A defender meets the intruder on its way, or waits for it at the flag.
      int nearest = Integer.MAX_VALUE;
      for (int j = 0; j < nd; j++) {
        if (stops[defenderType[j]][type]) {
          int meet =
              Math.min(distance(defenders[j], intruders[i]), distance(defenders[j], flag) + 1);
          nearest = Math.min(nearest, meet);
        }
      }
      // Two squares ahead of the intruder, a defender stops it; as far as it, it is still behind.
      long margin = (long) nearest - d + 2;
      if (margin > 0) {
        double scale = type == MINER ? RACE_MINER : walled ? RACE_WALLED : 1;
        cost += RACE[d] * scale * Math.min(1, margin / 3.0);
      }
    }
    return cost;
  }

  /** {@link SearchEvaluation#DANGER} summed over the pieces near a flag. */
  private double danger(int flag, int[] pieces, int[] types, int n) {
    double d = 0;
    for (int i = 0; i < n; i++) {
      int dist = distance(pieces[i], flag);
      if (dist < SearchEvaluation.DANGER.length) {
        d +=
            SearchEvaluation.DANGER[dist] * (types[i] == MINER ? SearchEvaluation.MINER_DANGER : 1);
      }
    }
    return d;
  }

  /** The distance of the nearest piece and of the nearest miner to a flag, summed. */
  private int way(int flag, int[] pieces, int[] types, int n) {
    int any = 2 * width;
    int nearestMiner = 4 * width;
    for (int i = 0; i < n; i++) {
      int d = distance(pieces[i], flag);
      any = Math.min(any, d);
      if (types[i] == MINER) {
        nearestMiner = Math.min(nearestMiner, d);
      }
    }
    return any + nearestMiner;
  }

  private int distance(int a, int b) {
    return Math.abs(a % width - b % width) + Math.abs(a / width - b / width);
  }
}
