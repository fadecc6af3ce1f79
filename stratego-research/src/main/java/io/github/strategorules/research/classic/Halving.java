package io.github.strategorules.research.classic;

import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.kernel.Position;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The search loop of the world-sampling bots ({@link ReferenceBot}, {@link StrategistBot}): time
 * goes where it matters by successive halving. Worlds are drawn one at a time from what the seat
 * knows ({@link ClassicSampler}); every candidate still in the race is valued in each. The first
 * round searches every legal move in a few worlds; each further round keeps the better half (at
 * least two) by mean value plus prior and searches them in twice as many new worlds. A bot with a
 * clock stops at its deadline (after a minimum of worlds); a bot with a fixed budget stops when a
 * round has searched two moves. The winner has the best mean value plus prior.
 */
final class Halving {
  /** The worlds searched per decision whatever the time. */
  static final int MIN_WORLDS = 4;

  /** The most worlds per decision. */
  static final int MAX_WORLDS = 10_000;

  /** Where the worlds come from: a {@link ClassicSampler} method. */
  @FunctionalInterface
  interface Worlds {
    /**
     * A world drawn from what the searching seat knows.
     *
     * @param random the source of randomness
     * @return a new position, the searching side to move
     */
    Position draw(SplittableRandom random);
  }

  /** What one candidate move is worth in one sampled world, for the searching side. */
  interface WorldValue {
    /**
     * The value.
     *
     * @param world the sampled world, left unchanged
     * @param move the candidate, a legal kernel move of {@code world}
     * @param random the source of randomness
     * @return the value, in material units
     */
    double value(Position world, int move, SplittableRandom random);
  }

  private Halving() {}

  /**
   * The index of the move to play.
   *
   * @param legal the legal moves, at least two
   * @param prior the prior score of each move, added to its mean value
   * @param noise a small random number per move, added too, to break ties
   * @param worlds the worlds
   * @param worth the value of a move in a world
   * @param deadline the {@link System#nanoTime()} to stop at, or {@link Long#MAX_VALUE} for a fixed
   *     budget
   * @param firstRound the worlds of the first round
   * @param halving whether rounds halve the candidates (else all are searched to the deadline)
   * @param random the source of randomness
   * @return an index into {@code legal}
   */
  static int best(
      List<Move> legal,
      double[] prior,
      double[] noise,
      Worlds worlds,
      WorldValue worth,
      long deadline,
      int firstRound,
      boolean halving,
      SplittableRandom random) {
    boolean timed = deadline != Long.MAX_VALUE;
    int n = legal.size();
    double[] value = new double[n];
    int[] count = new int[n];
    int[] codes = new int[n];
    Integer[] alive = new Integer[n];
    for (int i = 0; i < n; i++) {
      alive[i] = i;
    }
    int live = n;
    int roundWorlds = firstRound;
    int inRound = 0;
    for (int total = 0; total < MAX_WORLDS; total++) {
      Position world = worlds.draw(random);
      if (total == 0) {
        for (int i = 0; i < n; i++) {
          codes[i] = world.codeOf(legal.get(i));
        }
      }
      for (int j = 0; j < live; j++) {
        int i = alive[j];
        if (world.reasonOf(world.toMove(), codes[i]) != null) {
          // A rare chase position whose repetition constraint differs from the view's (C-6).
          continue;
        }
        count[i]++;
        value[i] += worth.value(world, codes[i], random);
      }
      if (timed && total + 1 >= MIN_WORLDS && System.nanoTime() > deadline) {
        break;
      }
      if (++inRound < roundWorlds) {
        continue;
      }
      if (live <= 2 && !timed) {
        break;
      }
      if (live > 2 && halving) {
        Arrays.sort(
            alive,
            0,
            live,
            (x, y) ->
                Double.compare(
                    total(value, count, prior, noise, y), total(value, count, prior, noise, x)));
        live = Math.max(2, (live + 1) / 2);
      } else if (!timed) {
        break;
      }
      inRound = 0;
      roundWorlds *= 2;
    }
    int best = alive[0];
    for (int j = 1; j < live; j++) {
      if (total(value, count, prior, noise, alive[j]) > total(value, count, prior, noise, best)) {
        best = alive[j];
      }
    }
    return best;
  }

  /**
   * The move with the best score plus noise: a world bot's move where no world can be drawn.
   *
   * @param score a score per move
   * @param noise a small random number per move
   * @return an index into the moves
   */
  static int bestScore(double[] score, double[] noise) {
    int best = 0;
    for (int i = 1; i < score.length; i++) {
      if (score[i] + noise[i] > score[best] + noise[best]) {
        best = i;
      }
    }
    return best;
  }

  /** A candidate's mean value plus its prior and noise. */
  private static double total(double[] value, int[] count, double[] prior, double[] noise, int i) {
    return value[i] / Math.max(1, count[i]) + prior[i] + noise[i];
  }
}
