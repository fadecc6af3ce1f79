package io.github.strategorules.research.env;

import org.jspecify.annotations.Nullable;

/**
 * A block of a {@link VectorEnv}'s games, stepped by one thread at a time ({@link Workers}), with
 * its own scratch arrays (an observation, the same relabelled, each seat's rewards) and its own
 * opponents' fast forms ({@link EnvOpponent}, which keep scratch between calls).
 */
final class Chunk {
  /** The first game of the block. */
  final int from;

  /** The game after the last of the block. */
  final int to;

  final float[] observation;
  final float[] framed;
  final float[] rewards;

  /** Per opponent entry, its fast form for this block, or null. */
  final @Nullable EnvOpponent[] fast;

  Chunk(int from, int to, int observationSize, int seats, @Nullable EnvOpponent[] fast) {
    this.from = from;
    this.to = to;
    this.observation = new float[Math.max(observationSize, 1)];
    this.framed = new float[Math.max(observationSize, 1)];
    this.rewards = new float[seats];
    this.fast = fast;
  }
}
