package io.github.strategorules.research.classic;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.event.BattleResult;
import io.github.strategorules.core.kernel.Moves;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.HouseRule;
import io.github.strategorules.core.rules.Movement;
import io.github.strategorules.core.rules.Ruleset;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;

/**
 * The heuristic's scores, in one place: the move choice of {@link HeuristicBot} (which gives it its
 * view's board as a position) and of the playouts of {@link ReferenceBot} (which give it the
 * sampled worlds, with no view built and nothing allocated per ply). A move scores the expected
 * material of an attack, the danger of a quiet move and the flag's guards (see {@link
 * HeuristicBot}).
 *
 * <p>The side to move reads only what its seat knows (C-8): the types of its own pieces, and of the
 * enemy's only those marked {@link Position#REVEALED} (all of them under the open house rule,
 * V-2.4); of an unrevealed enemy piece only whether it moved ({@link Position#MOVED}) or moved far
 * ({@link Position#MOVED_FAR}), whose type is averaged over the enemy's hidden composition (the
 * roster less the captured pieces and the revealed ones on the board). So in a sampled world the
 * simulated opponent does not see through the searching player's hidden pieces, nor the searching
 * player through the sampled ones.
 *
 * <p>Cheap per decision (issue 50): one pass over the board gives the kind of enemy piece on each
 * square and the own flags; the per-class tables, which only the hidden composition decides, are
 * kept in the game's {@link Memo} and recomputed only when it changed; every sum is taken in the
 * order the scores were first written in, so the scores are the same bit for bit ({@code
 * HeuristicDecisionsPinnedTest}). Not thread-safe: it keeps per-decision tables; one per search or
 * per block of an environment's games.
 */
final class KernelPolicy {
  private static final int TYPES = PieceType.values().length;

  /** The classes of an unrevealed enemy piece: not moved, moved, moved more than one square. */
  private static final int STILL = 0;

  private static final int MOVED = 1;
  private static final int FAR = 2;
  private static final int[][] DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

  private final int width;
  private final int height;
  private final boolean open;
  private final int[] roster = new int[TYPES];
  private final double[] value = new double[TYPES];
  private final boolean[] mobile = new boolean[TYPES];
  private final boolean[] line = new boolean[TYPES];

  /**
   * attack[m * TYPES + t]: the material a mover of type m gains attacking a piece of type t (flag
   * bonus included).
   */
  private final double[] attack = new double[TYPES * TYPES];

  /** {@link #attack} with the enemy type first: {@code attackT[t * TYPES + m]}, for the beliefs. */
  private final double[] attackT = new double[TYPES * TYPES];

  /**
   * threatT[t * TYPES + m]: what a piece of type m standing next to an enemy piece of type t
   * expects to lose.
   */
  private final double[] threatT = new double[TYPES * TYPES];

  /** Per square index: its row (for a quiet move's forward term). */
  private final int[] row;

  /**
   * Per square index {@code sq}, the neighbours in the order right, left, up, down at {@code 4 * sq
   * .. 4 * sq + 3}; {@code sq} itself off the board (a danger is looked up on a square of the mover
   * or an empty one, which holds no enemy).
   */
  private final int[] neighbours;

  private final int size;

  /**
   * The kind of what stands on each square for the side to move of this decision (its piece code
   * and what was seen of it, read once per square): the dangers of one decision look up some 160
   * neighbours, with many repeats, in positions that an environment of a thousand games keeps out
   * of the near caches.
   */
  private final int[] grid;

  /**
   * distance[f * size + sq]: the distance in steps (columns plus rows, at most 127) from a square
   * {@code f} to {@code sq}, for the flag's guards ({@link #nearFlag}).
   */
  private final byte[] distance;

  /** The width of a row of {@link #loss}: no enemy, an enemy of a known type, of each class. */
  private static final int KINDS = 1 + TYPES + 3;

  /**
   * loss[m * KINDS + k]: what a mover of type m standing next to an enemy piece of kind k expects
   * to lose; kind 0 (no enemy piece) loses 0, kind 1 + t a known piece of type t ({@link
   * #threatT}), kind 1 + TYPES + c an unknown one of class c (set per decision from the hidden
   * composition).
   */
  private final double[] loss = new double[TYPES * KINDS];

  // Per decision, for the side to move: the enemy's hidden composition, what it gives per class,
  // the kind of enemy piece on each square (0: none, own or empty; one more square that is always
  // 0) and the own flags' squares.
  private final int[] hidden = new int[TYPES];
  private final double[] dist = new double[TYPES];
  private final double[] attackRow = new double[TYPES];
  private final double[] threatRow = new double[TYPES];

  /** The per-class attack table of this decision: its memo's ({@link Memo#attackByClass}). */
  private double[] attackByClass;

  /**
   * The per-class tables of the compositions this policy computed last, by composition key ({@link
   * Memo#key}) in a direct-mapped table of {@link #CACHED} entries: the games of an environment's
   * block start from one roster and lose their pieces in much the same order, so a composition one
   * game reaches another game mostly reached before.
   */
  private final long[] cachedKeys = new long[CACHED];

  /** Per entry of {@link #cachedKeys}: attackByClass then threatByClass, {@code 6 * TYPES}. */
  private final double[] cachedTables = new double[CACHED * 6 * TYPES];

  private static final int CACHED = 256;

  /** The memo of the callers that keep none (the playouts, the bot's view). */
  private final Memo own = new Memo();

  /**
   * The kind of what stands on a square for RED to move, by {@code code << 3 | seen}: a piece code
   * ({@link Position#pieceAt}) and the low bits of what was seen of it ({@link Position#flagsAt}:
   * moved, moved far, revealed); for BLUE to move the same for BLUE.
   */
  private final int[] kindsOfRed = new int[32 << 3];

  private final int[] kindsOfBlue = new int[32 << 3];

  /** The table of {@link #kindsOfRed} or {@link #kindsOfBlue} for the side to move. */
  private int[] kinds = kindsOfRed;

  /** The own flags' squares of this decision, the first {@link #flagCount}: its memo's. */
  private int[] flags;

  private int flagCount;

  /**
   * With one own flag (classic's roster), {@code flags[0] * size}: its row of {@link #distance}.
   */
  private int flagRow;

  private double[] scores = new double[64];

  /**
   * What the enemy's hidden composition gives per class, kept between the decisions of one game
   * (issue 50): it changes only when a piece is captured or revealed, so a game's next decision
   * mostly finds it computed. One per game; any policy may use it (it recomputes what another
   * policy left).
   */
  static final class Memo {
    private @Nullable KernelPolicy policy;

    /** The composition it was computed for ({@link #key}), or -1. */
    private long key = -1;

    /** attackByClass[c * TYPES + m]: what a mover of type m expects attacking class c. */
    private final double[] attackByClass = new double[3 * TYPES];

    /** threatByClass[c * TYPES + m]: what a mover of type m expects to lose next to class c. */
    private final double[] threatByClass = new double[3 * TYPES];

    /** The own flags' squares of the side it was computed for, the first {@link #flagCount}. */
    private final int[] flags = new int[8];

    private int flagCount;

    /**
     * The episode, side to move and ply of the game's last decision it served, and the rescues made
     * then (V-1.2): while the game goes on with no battle and no rescue, no piece is captured or
     * revealed, so the composition and the flags stay as they were.
     */
    private int episode = -1;

    private int me = -1;
    private int ply;
    private int rescues;

    /** An empty memo. */
    Memo() {}
  }

  /**
   * A policy for a ruleset.
   *
   * @param ruleset the rules of the positions it will be given
   * @param flagBonus what taking the flag is worth on top of its material value
   */
  KernelPolicy(Ruleset ruleset, double flagBonus) {
    width = ruleset.width();
    height = ruleset.height();
    open = ruleset.has(HouseRule.OPEN);
    PieceType[] types = PieceType.values();
    for (PieceType t : types) {
      int i = t.ordinal();
      roster[i] = ruleset.count(t);
      value[i] = PieceValues.of(t);
      mobile[i] = ruleset.movement(t).isMobile();
      line[i] = ruleset.movement(t) == Movement.LINE;
    }
    for (PieceType m : types) {
      for (PieceType t : types) {
        double gain =
            switch (ruleset.combat().result(m, t)) {
              case ATTACKER_WINS -> value[t.ordinal()] + (t == PieceType.FLAG ? flagBonus : 0);
              case DEFENDER_WINS -> -value[m.ordinal()];
              case BOTH_LOSE -> value[t.ordinal()] - value[m.ordinal()];
            };
        attack[m.ordinal() * TYPES + t.ordinal()] = gain;
        double loss = 0;
        if (mobile[t.ordinal()]) {
          BattleResult res = ruleset.combat().result(t, m);
          loss =
              res == BattleResult.ATTACKER_WINS
                  ? value[m.ordinal()]
                  : res == BattleResult.BOTH_LOSE
                      ? value[m.ordinal()] - value[t.ordinal()]
                      : -value[t.ordinal()] * 0.5; // it would lose attacking us
        }
        attackT[t.ordinal() * TYPES + m.ordinal()] = gain;
        threatT[t.ordinal() * TYPES + m.ordinal()] = loss;
        this.loss[m.ordinal() * KINDS + 1 + t.ordinal()] = loss;
      }
    }
    for (int code = 1; code < 32; code++) {
      int t = Position.type(code);
      if (t < 0 || t >= TYPES) {
        continue;
      }
      for (int seen = 0; seen < 8; seen++) {
        int k = open || (seen & Position.REVEALED) != 0 ? 1 + t : 1 + TYPES + classOf(seen);
        (Position.owner(code) == 0 ? kindsOfBlue : kindsOfRed)[code << 3 | seen] = k;
      }
    }
    attackByClass = own.attackByClass;
    flags = own.flags;
    java.util.Arrays.fill(cachedKeys, -1);
    size = width * height;
    row = new int[size];
    neighbours = new int[4 * size];
    grid = new int[size];
    distance = Steps.table(width, height);
    for (int sq = 0; sq < size; sq++) {
      row[sq] = sq / width;
      for (int d = 0; d < 4; d++) {
        int nx = sq % width + DIRS[d][0];
        int ny = row[sq] + DIRS[d][1];
        boolean on = nx >= 0 && ny >= 0 && nx < width && ny < height;
        neighbours[4 * sq + d] = on ? ny * width + nx : sq;
      }
    }
  }

  /**
   * The index of the move the side to move plays among {@code moves[0..n)}: the best score, ties
   * broken by a draw from {@code random} per move (as {@link HeuristicBot#choose} does).
   *
   * @param p the position, during play
   * @param moves the legal moves of the side to move, as {@link Position#generate} wrote them
   * @param n how many, at least 1
   * @param random the source of the ties
   * @return an index in {@code [0, n)}
   */
  int choose(Position p, int[] moves, int n, SplittableRandom random) {
    return choose(p, moves, n, random, own, -1);
  }

  /**
   * {@link #choose(Position, int[], int, SplittableRandom)} for a game that keeps a memo from one
   * decision to the next.
   *
   * @param memo the memo of the game of {@code p}, given only the positions of this game
   * @param episode the game's episode, at least 0: a position of a new episode (a reset) has a new
   *     number
   */
  int choose(Position p, int[] moves, int n, SplittableRandom random, Memo memo, int episode) {
    double[] s = score(p, moves, n, memo, episode);
    int best = 0;
    double bestScore = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < n; i++) {
      double v = s[i] + random.nextDouble() * 1e-3;
      if (v > bestScore) {
        bestScore = v;
        best = i;
      }
    }
    return best;
  }

  /**
   * The heuristic score of each of the moves for the side to move, in their order: the array is
   * reused by the next call.
   */
  double[] score(Position p, int[] moves, int n) {
    return score(p, moves, n, own, -1);
  }

  /**
   * {@link #score(Position, int[], int)} for a game that keeps a memo (see {@link #choose(Position,
   * int[], int, SplittableRandom, Memo, int)}).
   */
  double[] score(Position p, int[] moves, int n, Memo memo, int episode) {
    int me = p.toMove();
    beliefs(p, me, memo, episode);
    int[] byCode = kinds;
    for (int sq = 0; sq < size; sq++) {
      grid[sq] = byCode[p.pieceAt(sq) << 3 | p.flagsAt(sq) & 7];
    }
    if (scores.length < n) {
      scores = new double[Math.max(n, scores.length * 2)];
    }
    // A quiet move's escape term and the guard term depend on its start square only: the moves of
    // one piece come one after the other, so they are computed once per piece.
    int lastFrom = -1;
    double escape = 0;
    boolean guard = false;
    for (int i = 0; i < n; i++) {
      int move = moves[i];
      int from = Moves.from(move);
      int to = Moves.to(move);
      int mover = Position.type(p.pieceAt(from));
      if (from != lastFrom) {
        lastFrom = from;
        escape = danger(from, mover);
        guard = nearFlag(from, 1);
      }
      double score = 0;
      if (p.pieceAt(to) != 0) {
        int k = grid[to];
        if (k <= TYPES) {
          score += attack[mover * TYPES + k - 1];
        } else {
          score += attackByClass[(k - 1 - TYPES) * TYPES + mover];
          if (value[mover] <= 3) {
            score += 0.5; // cheap pieces scout the unknown
          }
        }
        if (nearFlag(to, 2)) {
          score += 3; // an enemy near the flag
        }
      } else {
        // The start square holds the mover, of its own side: kind 0, no threat from there.
        score -= danger(to, mover);
        score += escape * 0.9;
        int forward = me == 0 ? row[to] - row[from] : row[from] - row[to];
        score += 0.05 * Integer.signum(forward);
      }
      if (guard && !nearFlag(to, 1)) {
        score -= 1; // keep the flag's guards
      }
      scores[i] = score;
    }
    return scores;
  }

  /**
   * Sets the tables of this decision for {@code me}: the own flags' squares, and from the enemy's
   * hidden composition the per-class tables ({@link #attackByClass}, the class columns of {@link
   * #loss}); from the memo when no battle and no rescue happened since its last decision of the
   * same episode, else from the board.
   */
  private void beliefs(Position p, int me, Memo memo, int episode) {
    kinds = me == 0 ? kindsOfRed : kindsOfBlue;
    int since = p.ply() - memo.ply;
    int rescues = p.rescuesUsed(0) + p.rescuesUsed(1);
    boolean same =
        episode >= 0
            && !mobile[PieceType.FLAG.ordinal()] // a flag that moves would leave its squares
            && memo.episode == episode
            && memo.me == me
            && memo.policy == this
            && since > 0
            && since <= p.pliesSinceAttack()
            && memo.rescues == rescues;
    if (!same) {
      scan(p, me, memo);
    }
    memo.episode = episode;
    memo.me = me;
    memo.ply = p.ply();
    memo.rescues = rescues;
    flags = memo.flags;
    flagCount = memo.flagCount;
    flagRow = flagCount == 1 ? flags[0] * size : 0;
    attackByClass = memo.attackByClass;
    double[] threatByClass = memo.threatByClass;
    for (int m = 0; m < TYPES; m++) {
      int at = m * KINDS + 1 + TYPES;
      loss[at + STILL] = threatByClass[STILL * TYPES + m];
      loss[at + MOVED] = threatByClass[MOVED * TYPES + m];
      loss[at + FAR] = threatByClass[FAR * TYPES + m];
    }
  }

  /**
   * Reads the board into a memo for {@code me}: the own flags, the enemy's hidden composition (the
   * roster less the captured and the known pieces) and, when it changed, the class tables.
   */
  private void scan(Position p, int me, Memo memo) {
    int enemy = me ^ 1;
    for (int t = 0; t < TYPES; t++) {
      hidden[t] = roster[t] - p.captured(enemy, t);
    }
    int count = 0;
    int[] own = memo.flags;
    int myFlag = Position.code(me, PieceType.FLAG.ordinal());
    for (int sq = 0; sq < size; sq++) {
      int code = p.pieceAt(sq);
      int k = kinds[code << 3 | p.flagsAt(sq) & 7];
      if (k != 0 && k <= TYPES) {
        hidden[k - 1]--; // a known enemy piece
      } else if (code == myFlag && count < own.length) {
        own[count++] = sq;
      }
    }
    memo.flagCount = count;
    long key = 0;
    for (int t = 0; t < TYPES; t++) {
      int h = Math.max(0, hidden[t]);
      key = h < 32 && key >= 0 ? key << 5 | h : -1; // 12 types of 5 bits, or -1: no key
    }
    if (memo.policy != this || memo.key != key || key < 0) {
      int slot = key < 0 ? -1 : (int) (key ^ key >>> 21 ^ key >>> 42) & (CACHED - 1);
      int at = slot * 6 * TYPES;
      if (slot >= 0 && cachedKeys[slot] == key) {
        System.arraycopy(cachedTables, at, memo.attackByClass, 0, 3 * TYPES);
        System.arraycopy(cachedTables, at + 3 * TYPES, memo.threatByClass, 0, 3 * TYPES);
      } else {
        classTables(memo);
        if (slot >= 0) {
          cachedKeys[slot] = key;
          System.arraycopy(memo.attackByClass, 0, cachedTables, at, 3 * TYPES);
          System.arraycopy(memo.threatByClass, 0, cachedTables, at + 3 * TYPES, 3 * TYPES);
        }
      }
      memo.policy = this;
      memo.key = key;
    }
  }

  /** The per-class tables of {@link #hidden} into a memo. */
  private void classTables(Memo memo) {
    for (int c = STILL; c <= FAR; c++) {
      double sum = 0;
      for (int t = 0; t < TYPES; t++) {
        boolean allowed = c == FAR ? line[t] : c == STILL || mobile[t];
        dist[t] = allowed ? Math.max(0, hidden[t]) : 0;
        sum += dist[t];
      }
      // Each sum over the types in type order, as one would write it per mover; the movers side by
      // side, the enemy types outer.
      java.util.Arrays.fill(attackRow, 0);
      java.util.Arrays.fill(threatRow, 0);
      if (sum > 0) {
        for (int t = 0; t < TYPES; t++) {
          if (dist[t] != 0) {
            double q = dist[t] / sum;
            int base = t * TYPES;
            for (int m = 0; m < TYPES; m++) {
              attackRow[m] += q * attackT[base + m];
              threatRow[m] += q * threatT[base + m];
            }
          }
        }
      }
      System.arraycopy(attackRow, 0, memo.attackByClass, c * TYPES, TYPES);
      System.arraycopy(threatRow, 0, memo.threatByClass, c * TYPES, TYPES);
    }
  }

  private static int classOf(int f) {
    return (f & Position.MOVED_FAR) != 0 ? FAR : (f & Position.MOVED) != 0 ? MOVED : STILL;
  }

  /**
   * The expected loss of a mover standing on {@code at}: the worst enemy neighbour that may attack
   * (the mover's start square holds no enemy, so it is never counted), from this decision's {@link
   * #grid}.
   */
  private double danger(int at, int mover) {
    int n = 4 * at;
    int k0 = grid[neighbours[n]];
    int k1 = grid[neighbours[n + 1]];
    int k2 = grid[neighbours[n + 2]];
    int k3 = grid[neighbours[n + 3]];
    if ((k0 | k1 | k2 | k3) == 0) {
      return 0; // no enemy next to it: what the four zeros of kind 0 give below
    }
    int base = mover * KINDS;
    // The worst of the four, the first 0 as a start: a larger one replaces it (none is NaN, and
    // where all are at most 0 it stays +0), as Math.max would decide, in fewer instructions.
    double worst = 0;
    double l = loss[base + k0];
    worst = l > worst ? l : worst;
    l = loss[base + k1];
    worst = l > worst ? l : worst;
    l = loss[base + k2];
    worst = l > worst ? l : worst;
    l = loss[base + k3];
    return l > worst ? l : worst;
  }

  private boolean nearFlag(int sq, int within) {
    if (flagCount == 1) {
      return distance[flagRow + sq] <= within;
    }
    for (int i = 0; i < flagCount; i++) {
      if (distance[flags[i] * size + sq] <= within) {
        return true;
      }
    }
    return false;
  }
}
