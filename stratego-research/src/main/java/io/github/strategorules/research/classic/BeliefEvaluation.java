package io.github.strategorules.research.classic;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.event.BattleResult;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.Ruleset;
import org.jspecify.annotations.Nullable;

/**
 * The leaf value of a search on a {@link BeliefBoard} (issue 52), for the searching side, in
 * material units, from {@link StrategistWeight}s, in one pass over the board without allocating.
 * {@link StrategistEvaluation}'s terms, with the enemy's unknown pieces valued by the belief rather
 * than by a sampled type:
 *
 * <ul>
 *   <li>material by rank; a piece the other side has not seen is worth {@link
 *       StrategistWeight#HIDDEN} more, an unknown enemy piece its expected value by the belief; a
 *       Spy worth more while the other Marshal stands (C-4.2);
 *   <li>mobility: the square root of a side's movable pieces (each unknown enemy piece counts its
 *       chance of moving), less {@link StrategistWeight#WALLED_IN} for each of the searching side's
 *       walled in by edges, lakes and its own bombs (C-7.2, C-7.3);
 *   <li>the last miners (C-4.3), the enemy pieces near the own flag (a likely miner costs more),
 *       the flag race ({@link StrategistEvaluation}) and, toward the enemy piece most likely its
 *       flag, the way there and the danger to it, weighed by that likelihood (C-7.1).
 * </ul>
 *
 * Not thread-safe: one per search.
 */
final class BeliefEvaluation {
  private static final int TYPES = PieceType.values().length;
  private static final int FLAG = PieceType.FLAG.ordinal();
  private static final int MINER = PieceType.MINER.ordinal();
  private static final int SPY = PieceType.SPY.ordinal();
  private static final int MARSHAL = PieceType.MARSHAL.ordinal();

  /** The material value of each type ordinal as the other side has seen it (the flag: 0). */
  final double[] seen = new double[TYPES];

  /** The fraction a piece is worth more while the other side has not seen it. */
  final double hidden;

  private final double[] unseen = new double[TYPES];
  private final double spyVsMarshal;
  private final double mobility;
  private final double walledIn;
  private final double lastMiners;
  private final double flagDanger;
  private final double flagRace;
  private final double approach;
  private final boolean[][] stops = new boolean[TYPES][TYPES];
  private final Walls walls;
  private final int width;
  private final int[] xs;
  private final int[] ys;

  /**
   * steps[a * area + b]: the distance of two squares in steps (columns plus rows), read at every
   * leaf for each piece near a flag; null on a board too large for a byte (then computed).
   */
  private final byte @Nullable [] steps;

  private final int area;

  // Per leaf: the movable pieces of each side.
  private final int[] mine;
  private final int[] mineType;
  private final int[] theirs;
  private final double[] theirMiner;
  private final double[] theirMobile;
  private final int[] theirType;

  // Per search: what the root knew.
  private double enemyMarshal;
  private double enemySpy;
  private int likelyFlagPiece = -1;
  private double likelyFlagChance;

  /**
   * An evaluation.
   *
   * @param ruleset the rules
   * @param weights one per {@link StrategistWeight}, in their order
   */
  BeliefEvaluation(Ruleset ruleset, double[] weights) {
    hidden = weights[StrategistWeight.HIDDEN.ordinal()];
    for (StrategistWeight w : StrategistWeight.all()) {
      PieceType t = w.piece();
      if (t != null) {
        seen[t.ordinal()] = weights[w.ordinal()];
        unseen[t.ordinal()] = weights[w.ordinal()] * (1 + hidden);
      }
    }
    spyVsMarshal = weights[StrategistWeight.SPY_VS_MARSHAL.ordinal()];
    mobility = weights[StrategistWeight.MOBILITY.ordinal()];
    walledIn = weights[StrategistWeight.WALLED_IN.ordinal()];
    lastMiners = weights[StrategistWeight.LAST_MINERS.ordinal()];
    flagDanger = weights[StrategistWeight.FLAG_DANGER.ordinal()];
    flagRace = weights[StrategistWeight.FLAG_RACE.ordinal()];
    approach = weights[StrategistWeight.APPROACH.ordinal()];
    width = ruleset.width();
    int height = ruleset.height();
    int area = width * height;
    xs = new int[area];
    ys = new int[area];
    for (int sq = 0; sq < area; sq++) {
      xs[sq] = sq % width;
      ys[sq] = sq / width;
    }
    this.area = area;
    steps = width + height <= 128 ? Steps.table(width, height) : null;
    walls = new Walls(ruleset);
    for (PieceType d : PieceType.values()) {
      for (PieceType i : PieceType.values()) {
        stops[d.ordinal()][i.ordinal()] =
            ruleset.combat().result(d, i) != BattleResult.DEFENDER_WINS;
      }
    }
    mine = new int[area];
    mineType = new int[area];
    theirs = new int[area];
    theirMiner = new double[area];
    theirMobile = new double[area];
    theirType = new int[area];
  }

  /**
   * Reads what the root knows that the board does not show: whether the enemy's Marshal and Spy are
   * still in play, and which unknown piece is most likely its flag.
   *
   * @param b the board at the root of a search
   */
  void prepare(BeliefBoard b) {
    int enemy = b.me ^ 1;
    double marshals = 0;
    double spies = 0;
    for (int sq = 0; sq < b.size; sq++) {
      int code = b.pos.pieceAt(sq);
      if (code == 0 || Position.owner(code) != enemy) {
        continue;
      }
      int k = b.idAt[sq];
      if (k >= 0) {
        spies += b.dist[k][SPY];
        marshals += b.dist[k][MARSHAL];
      } else {
        spies += Position.type(code) == SPY ? 1 : 0;
        marshals += Position.type(code) == MARSHAL ? 1 : 0;
      }
    }
    enemySpy = Math.min(1, spies);
    enemyMarshal = Math.min(1, marshals);
    likelyFlagPiece = b.likelyFlag;
    likelyFlagChance = b.likelyFlag < 0 ? 0 : b.flagChance[b.likelyFlag];
  }

  /**
   * The value of a board for a side.
   *
   * @param b the board, in play
   * @param side 0 (RED) or 1 (BLUE)
   * @return the value in material units, positive good for {@code side}
   */
  double value(BeliefBoard b, int side) {
    double v = valueForMe(b);
    return side == b.me ? v : -v;
  }

  private double valueForMe(BeliefBoard b) {
    Position p = b.pos;
    int me = b.me;
    double v = 0;
    int nm = 0;
    int ne = 0;
    int myFlag = -1;
    int theirFlag = -1;
    int myMiners = 0;
    double theirMiners = 0;
    double theirMovable = 0;
    boolean mySpy = false;
    boolean myMarshal = false;
    for (int word = 0; word < b.words; word++) {
      for (long bits = b.occupied[word] | b.occupied[b.words + word]; bits != 0; bits &= bits - 1) {
        int sq = word << 6 | Long.numberOfTrailingZeros(bits);
        int code = p.pieceAt(sq);
        int t = Position.type(code);
        if (Position.owner(code) == me) {
          if (t == FLAG) {
            myFlag = sq;
            continue;
          }
          v += (p.flagsAt(sq) & Position.REVEALED) != 0 ? seen[t] : unseen[t];
          mySpy |= t == SPY;
          myMarshal |= t == MARSHAL;
          if (b.mobile[t]) {
            mineType[nm] = t;
            mine[nm++] = sq;
            myMiners += t == MINER ? 1 : 0;
          }
          continue;
        }
        int k = b.idAt[sq];
        double mobileChance;
        double miner;
        if (k >= 0) {
          v -= (1 + hidden) * b.expected[k];
          boolean moved = (p.flagsAt(sq) & Position.MOVED) != 0;
          mobileChance = moved ? 1 : b.mobileChance[k];
          miner = moved ? b.minerIfMoved[k] : b.minerChance[k];
          if (k == likelyFlagPiece) {
            theirFlag = sq;
          }
        } else {
          if (t == FLAG) {
            theirFlag = sq;
            continue;
          }
          v -= seen[t];
          mobileChance = b.mobile[t] ? 1 : 0;
          miner = t == MINER ? 1 : 0;
        }
        if (mobileChance > 0) {
          theirType[ne] = t;
          theirMiner[ne] = miner;
          theirMobile[ne] = mobileChance;
          theirs[ne++] = sq;
          theirMovable += mobileChance;
          theirMiners += miner;
        }
      }
    }
    if (mySpy) {
      v += spyVsMarshal * enemyMarshal;
    }
    if (myMarshal) {
      v -= spyVsMarshal * enemySpy;
    }
    double free = nm - walledIn * walled(p, mine, nm, me);
    v += mobility * (Math.sqrt(Math.max(0, free)) - Math.sqrt(theirMovable));
    if (lastMiners != 0) {
      v +=
          lastMiners
              * (SearchEvaluation.lastMiners(myMiners)
                  - SearchEvaluation.lastMiners((int) Math.round(theirMiners)));
    }
    if (myFlag >= 0) {
      if (flagDanger != 0) {
        v -= flagDanger * dangerToMine(myFlag, ne);
      }
      if (flagRace != 0) {
        v -= flagRace * raceToMine(p, myFlag, ne, nm);
      }
    }
    if (theirFlag >= 0) {
      double chance = b.idAt[theirFlag] >= 0 ? likelyFlagChance : 1;
      if (flagDanger != 0) {
        v += chance * flagDanger * dangerToTheirs(theirFlag, nm);
      }
      if (approach != 0) {
        v -= chance * approach * way(theirFlag, nm);
      }
    }
    return v;
  }

  /** {@link SearchEvaluation#DANGER} of the enemy pieces near the own flag. */
  private double dangerToMine(int flag, int ne) {
    double d = 0;
    for (int i = 0; i < ne; i++) {
      int dist = distance(theirs[i], flag);
      if (dist < SearchEvaluation.DANGER.length) {
        d +=
            SearchEvaluation.DANGER[dist]
                * theirMobile[i]
                * (1 + (SearchEvaluation.MINER_DANGER - 1) * theirMiner[i]);
      }
    }
    return d;
  }

  /** {@link SearchEvaluation#DANGER} of the own pieces near the enemy's likely flag. */
  private double dangerToTheirs(int flag, int nm) {
    double d = 0;
    for (int i = 0; i < nm; i++) {
      int dist = distance(mine[i], flag);
      if (dist < SearchEvaluation.DANGER.length) {
        d +=
            SearchEvaluation.DANGER[dist]
                * (mineType[i] == MINER ? SearchEvaluation.MINER_DANGER : 1);
      }
    }
    return d;
  }

  /**
   * The flag race to the own flag ({@link StrategistEvaluation}): an enemy piece in range costs by
   * its distance unless an own piece that stops it (by its stand-in type) is ahead of it.
   */
  private double raceToMine(Position p, int flag, int ne, int nm) {
    double cost = 0;
    boolean walled = walls.walled(p, flag, Position.owner(p.pieceAt(flag)));
    for (int i = 0; i < ne; i++) {
      int d = distance(theirs[i], flag);
      if (d > StrategistEvaluation.RACE_RANGE) {
        continue;
      }
      int nearest = Integer.MAX_VALUE;
      for (int j = 0; j < nm; j++) {
        if (stops[mineType[j]][theirType[i]]) {
          int meet = Math.min(distance(mine[j], theirs[i]), distance(mine[j], flag) + 1);
          nearest = Math.min(nearest, meet);
        }
      }
      long margin = (long) nearest - d + 2;
      if (margin > 0) {
        double miner = theirMiner[i];
        double scale = miner * 1.5 + (1 - miner) * (walled ? 0.25 : 1);
        cost += StrategistEvaluation.RACE[d] * theirMobile[i] * scale * Math.min(1, margin / 3.0);
      }
    }
    return cost;
  }

  /** How many of a side's movable pieces are walled in by edges, lakes, its bombs and its flag. */
  private int walled(Position p, int[] pieces, int n, int owner) {
    if (walledIn == 0) {
      return 0;
    }
    return walls.count(p, pieces, n, owner);
  }

  /** The distance of the nearest own piece and of the nearest own miner to a square, summed. */
  private int way(int flag, int nm) {
    int any = 2 * width;
    int nearestMiner = 4 * width;
    for (int i = 0; i < nm; i++) {
      int d = distance(mine[i], flag);
      any = Math.min(any, d);
      if (mineType[i] == MINER) {
        nearestMiner = Math.min(nearestMiner, d);
      }
    }
    return any + nearestMiner;
  }

  private int distance(int a, int b) {
    byte[] table = steps;
    return table != null ? table[a * area + b] : Math.abs(xs[a] - xs[b]) + Math.abs(ys[a] - ys[b]);
  }
}
