package io.github.strategorules.spark;

import io.github.strategorules.research.Interval;
import java.util.List;

/**
 * One measurement of a tuning job ({@link TuneJob}): the weights after {@code iteration} SPSA
 * iterations, and their score against the fixed opponent with its 95% Wilson interval.
 *
 * @param iteration the iterations done (0: the starting weights)
 * @param games the tuning games played so far
 * @param points the points the weights won in the measurement's games (a draw is a half)
 * @param score the score (points per game, 1/2 for as strong as the opponent) with its interval
 * @param weights the weights measured, in the family's order
 */
public record CurvePoint(
    int iteration, long games, double points, Interval score, List<Double> weights) {
  /**
   * Copies the weights.
   *
   * @param iteration the iteration
   * @param games the games
   * @param points the points
   * @param score the score
   * @param weights the weights
   */
  public CurvePoint {
    weights = List.copyOf(weights);
  }
}
