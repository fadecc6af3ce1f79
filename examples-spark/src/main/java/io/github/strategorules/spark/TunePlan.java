package io.github.strategorules.spark;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.research.BotFamily;
import io.github.strategorules.research.Bots;

/**
 * What a tuning job does ({@link TuneJob}): which family of which game it tunes, how many SPSA
 * iterations of how many games, how often and over how many games it measures the weights against a
 * fixed opponent, the SPSA constants ({@link Spsa}), the seed, the cap on a game's actions and how
 * many partitions each batch of games is split into. The partitions change nothing in the results.
 *
 * @param spec the game's spec ({@code Games.parse}), a two-seat game
 * @param family the family's name ({@link FamilyFinder})
 * @param iterations the SPSA iterations, at least 1
 * @param gamesPerIteration the games of {@code theta+} against {@code theta-} in each iteration, at
 *     least 2 and even (the bots take turns at the seats)
 * @param evalEvery measure the weights every this many iterations (and after the last), at least 1
 * @param evalGames the games of each measurement, at least 1
 * @param opponent the fixed opponent's name ({@link Bots#byName}), or null for the family's bot
 *     with its default weights
 * @param seed the seed of everything: the signs and every game
 * @param maxActions the cap on a game's actions (a game cut at the cap is a draw)
 * @param partitions the partitions of each batch of games, at least 1
 * @param a SPSA's gain numerator {@code a}
 * @param c SPSA's perturbation {@code c}, in scales
 * @param stability SPSA's gain offset {@code A}
 */
public record TunePlan(
    String spec,
    String family,
    int iterations,
    int gamesPerIteration,
    int evalEvery,
    int evalGames,
    String opponent,
    long seed,
    int maxActions,
    int partitions,
    double a,
    double c,
    double stability)
    implements java.io.Serializable {
  private static final long serialVersionUID = 1L;

  /**
   * Checks the counts and the SPSA constants.
   *
   * @param spec the spec
   * @param family the family
   * @param iterations the iterations
   * @param gamesPerIteration the games per iteration
   * @param evalEvery the measurement period
   * @param evalGames the games per measurement
   * @param opponent the opponent or null
   * @param seed the seed
   * @param maxActions the cap
   * @param partitions the partitions
   * @param a the gain
   * @param c the perturbation
   * @param stability the offset
   * @throws IllegalArgumentException for a bad count or constant
   */
  public TunePlan {
    if (spec == null || family == null) {
      throw new IllegalArgumentException("a tuning job needs a game and a family");
    }
    if (iterations < 1 || evalEvery < 1 || evalGames < 1 || maxActions < 1 || partitions < 1) {
      throw new IllegalArgumentException(
          "the iterations, the measurement period and games, the cap and the partitions must be at"
              + " least 1");
    }
    if (gamesPerIteration < 2 || gamesPerIteration % 2 != 0) {
      throw new IllegalArgumentException(
          "the games per iteration must be even and at least 2 (the bots take turns at the seats),"
              + " not "
              + gamesPerIteration);
    }
    new Spsa(a, c, stability, seed); // checks the constants
  }

  /**
   * The SPSA constants and seed.
   *
   * @return the SPSA of this plan
   */
  public Spsa spsa() {
    return new Spsa(a, c, stability, seed);
  }

  /**
   * Parses the game and finds the family and the opponent, so that a bad option fails on the driver
   * before any task starts.
   *
   * @param finder how to find the family
   * @return the family
   * @throws IllegalArgumentException for an unknown spec, family or opponent, or a game without two
   *     seats
   */
  public BotFamily check(FamilyFinder finder) {
    Game game = Games.parse(spec);
    if (game.seats().size() != 2) {
      throw new IllegalArgumentException(
          "tuning needs a two-seat game, not " + spec + " (" + game.seats().size() + " seats)");
    }
    BotFamily f = finder.family(game, family);
    if (opponent != null) {
      Bots.byName(game, opponent);
    }
    return f;
  }

  /**
   * Whether the weights are measured after an iteration: before the first (0), every {@code
   * evalEvery} iterations, and after the last.
   *
   * @param iteration the iterations done
   * @return whether a measurement follows them
   */
  public boolean measuresAfter(int iteration) {
    return iteration == 0 || iteration % evalEvery == 0 || iteration == iterations;
  }

  /**
   * The number of the tuning games in all.
   *
   * @return {@code iterations * gamesPerIteration}
   */
  public long tuningGames() {
    return (long) iterations * gamesPerIteration;
  }
}
