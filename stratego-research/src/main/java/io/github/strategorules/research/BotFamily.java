package io.github.strategorules.research;

import java.util.List;

/**
 * A family of bots indexed by a vector of real weights: what a self-play tuner adjusts (issue 38).
 * Each weight has a name, a default and a scale (the size of a step that changes play noticeably,
 * for a tuner's perturbations). The bots a family makes think a fixed budget per decision, without
 * a clock, so that a tuning game replays exactly from its seed on any machine of a cluster.
 *
 * <p>Found by name through {@link Bots#family}. Implementations are immutable and thread-safe.
 */
public interface BotFamily {
  /**
   * The family's name, the name of the bot it tunes (such as {@code strategist}).
   *
   * @return the name
   */
  String name();

  /**
   * The weights' names, in the order of the vectors.
   *
   * @return the names, unmodifiable
   */
  List<String> parameters();

  /**
   * The weights the family's bot plays by default (its tuned weights).
   *
   * @return a new array, one weight per parameter
   */
  double[] defaults();

  /**
   * Each weight's scale: the size of a step that changes play noticeably.
   *
   * @return a new array of positive numbers, one per parameter
   */
  double[] scales();

  /**
   * A bot of the family, with a fixed budget per decision.
   *
   * @param weights one weight per parameter
   * @return the bot
   * @throws IllegalArgumentException when the vector's length is not {@code parameters().size()} or
   *     a weight is not finite
   */
  Bot bot(double[] weights);
}
