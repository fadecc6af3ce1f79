package io.github.strategorules.research.env;

/**
 * A block of a {@link VectorEnv}'s games, stepped by one thread at a time ({@link Workers}), with
 * its own scratch arrays: an observation and each seat's rewards.
 */
final class Chunk {
  /** The first game of the block. */
  final int from;

  /** The game after the last of the block. */
  final int to;

  final float[] observation;
  final float[] rewards;

  Chunk(int from, int to, int observationSize, int seats) {
    this.from = from;
    this.to = to;
    this.observation = new float[Math.max(observationSize, 1)];
    this.rewards = new float[seats];
  }
}
