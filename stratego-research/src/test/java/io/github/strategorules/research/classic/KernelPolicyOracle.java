package io.github.strategorules.research.classic;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.event.BattleResult;
import io.github.strategorules.core.kernel.Moves;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.HouseRule;
import io.github.strategorules.core.rules.Movement;
import io.github.strategorules.core.rules.Ruleset;
import java.util.SplittableRandom;

/**
 * The heuristic's scores as {@link KernelPolicy} computed them before it kept its tables per game
 * position (issue 50): every table rebuilt per decision, every neighbour looked up per move. Kept
 * verbatim as the oracle of {@code HeuristicDecisionsPinnedTest}, which checks that the policy
 * gives the same scores, bit for bit, and so the same decisions from the same draws.
 */
final class KernelPolicyOracle {
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

  /**
   * threat[m * TYPES + t]: what a piece of type m standing next to a piece of type t expects to
   * lose.
   */
  private final double[] threat = new double[TYPES * TYPES];

  // Per ply, for the side to move: the enemy's hidden composition and what it gives per class.
  private final double[] hidden = new double[TYPES];
  private final double[] dist = new double[TYPES];
  private final double[] attackByClass = new double[3 * TYPES];
  private final double[] threatByClass = new double[3 * TYPES];
  private final int[] flags = new int[8];
  private int flagCount;
  private double[] scores = new double[64];

  /**
   * A policy for a ruleset.
   *
   * @param ruleset the rules of the positions it will be given
   * @param flagBonus what taking the flag is worth on top of its material value
   */
  KernelPolicyOracle(Ruleset ruleset, double flagBonus) {
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
        threat[m.ordinal() * TYPES + t.ordinal()] = loss;
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
    double[] s = score(p, moves, n);
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
    int me = p.toMove();
    beliefs(p, me);
    if (scores.length < n) {
      scores = new double[Math.max(n, scores.length * 2)];
    }
    for (int i = 0; i < n; i++) {
      scores[i] = scoreOf(p, me, moves[i]);
    }
    return scores;
  }

  /** Fills {@link #hidden}, the per-class tables and the own flags' squares for {@code me}. */
  private void beliefs(Position p, int me) {
    int enemy = me ^ 1;
    for (int t = 0; t < TYPES; t++) {
      hidden[t] = roster[t] - p.captured(enemy, t);
    }
    flagCount = 0;
    int size = p.size();
    for (int sq = 0; sq < size; sq++) {
      int code = p.pieceAt(sq);
      if (code == 0) {
        continue;
      }
      int t = Position.type(code);
      if (Position.owner(code) == me) {
        if (t == PieceType.FLAG.ordinal() && flagCount < flags.length) {
          flags[flagCount++] = sq;
        }
      } else if (known(p, sq)) {
        hidden[t]--;
      }
    }
    for (int c = STILL; c <= FAR; c++) {
      double sum = 0;
      for (int t = 0; t < TYPES; t++) {
        boolean allowed = c == FAR ? line[t] : c == STILL || mobile[t];
        dist[t] = allowed ? Math.max(0, hidden[t]) : 0;
        sum += dist[t];
      }
      for (int m = 0; m < TYPES; m++) {
        double a = 0;
        double d = 0;
        if (sum > 0) {
          for (int t = 0; t < TYPES; t++) {
            if (dist[t] != 0) {
              double q = dist[t] / sum;
              a += q * attack[m * TYPES + t];
              d += q * threat[m * TYPES + t];
            }
          }
        }
        attackByClass[c * TYPES + m] = a;
        threatByClass[c * TYPES + m] = d;
      }
    }
  }

  private boolean known(Position p, int sq) {
    return open || (p.flagsAt(sq) & Position.REVEALED) != 0;
  }

  private static int classOf(int f) {
    return (f & Position.MOVED_FAR) != 0 ? FAR : (f & Position.MOVED) != 0 ? MOVED : STILL;
  }

  private double scoreOf(Position p, int me, int move) {
    int from = Moves.from(move);
    int to = Moves.to(move);
    int mover = Position.type(p.pieceAt(from));
    int target = p.pieceAt(to);
    double score = 0;
    if (target != 0) {
      if (known(p, to)) {
        score += attack[mover * TYPES + Position.type(target)];
      } else {
        score += attackByClass[classOf(p.flagsAt(to)) * TYPES + mover];
        if (value[mover] <= 3) {
          score += 0.5; // cheap pieces scout the unknown
        }
      }
      if (nearFlag(to, 2)) {
        score += 3; // an enemy near the flag
      }
    } else {
      score -= danger(p, me, to, from, mover);
      score += danger(p, me, from, -1, mover) * 0.9;
      int forward = me == 0 ? to / width - from / width : from / width - to / width;
      score += 0.05 * Integer.signum(forward);
    }
    if (nearFlag(from, 1) && !nearFlag(to, 1)) {
      score -= 1; // keep the flag's guards
    }
    return score;
  }

  /**
   * The expected loss of a mover standing on {@code at}: the worst enemy neighbour that may attack.
   */
  private double danger(Position p, int me, int at, int ignore, int mover) {
    int x = at % width;
    int y = at / width;
    double worst = 0;
    for (int[] d : DIRS) {
      int nx = x + d[0];
      int ny = y + d[1];
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) {
        continue;
      }
      int sq = ny * width + nx;
      int code = p.pieceAt(sq);
      if (sq == ignore || code == 0 || Position.owner(code) == me) {
        continue;
      }
      double loss =
          known(p, sq)
              ? threat[mover * TYPES + Position.type(code)]
              : threatByClass[classOf(p.flagsAt(sq)) * TYPES + mover];
      worst = Math.max(worst, loss);
    }
    return worst;
  }

  private boolean nearFlag(int sq, int distance) {
    for (int i = 0; i < flagCount; i++) {
      int f = flags[i];
      if (Math.abs(f % width - sq % width) + Math.abs(f / width - sq / width) <= distance) {
        return true;
      }
    }
    return false;
  }
}
