package io.github.strategorules.research.env;

import java.nio.ByteBuffer;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.util.Arrays;

/**
 * Everything a {@link VectorEnv}'s buffers hold for one game after a step, as one array of bytes:
 * the seat, the legal ids and their count, the mask, the observation, the rewards (every seat's and
 * the learner's), the flags, the episode's length and, when the step ended an episode, the final
 * observation. Two games give the learner the same arrays exactly when their snapshots are equal.
 */
final class LearnerArrays {
  private LearnerArrays() {}

  static byte[] of(EnvBuffers io, int g) {
    EnvShape s = io.shape();
    boolean ended = io.terminated().get(g) + io.truncated().get(g) > 0;
    int n = io.legalCounts().get(g);
    ByteBuffer out =
        ByteBuffer.allocate(
            64
                + 4 * n
                + (io.masks().capacity() > 0 ? s.actions() : 0)
                + 8 * s.observationSize()
                + 4 * s.seats());
    out.putInt(io.seats().get(g)).putInt(n);
    for (int i = 0; i < n; i++) {
      out.putInt(io.legalIds().get(g * s.maxLegal() + i));
    }
    if (io.masks().capacity() > 0) {
      for (int i = 0; i < s.actions(); i++) {
        out.put(io.masks().get(g * s.actions() + i));
      }
    }
    floats(out, io.observations(), g * s.observationSize(), s.observationSize());
    floats(out, io.rewards(), g * s.seats(), s.seats());
    out.putFloat(io.learnerRewards().get(g));
    out.put(io.terminated().get(g)).put(io.truncated().get(g)).putInt(io.lengths().get(g));
    if (ended) {
      floats(out, io.finalObservations(), g * s.observationSize(), s.observationSize());
    }
    return Arrays.copyOf(out.array(), out.position());
  }

  private static void floats(ByteBuffer out, FloatBuffer in, int from, int n) {
    if (in.capacity() == 0) {
      return;
    }
    for (int i = 0; i < n; i++) {
      out.putFloat(in.get(from + i));
    }
  }

  /** Writes a uniformly random legal id of every game that waits for one. */
  static void randomActions(EnvBuffers io, java.util.SplittableRandom random) {
    EnvShape s = io.shape();
    IntBuffer actions = io.actions();
    for (int g = 0; g < s.games(); g++) {
      int n = io.legalCounts().get(g);
      actions.put(g, n == 0 ? -1 : io.legalIds().get(g * s.maxLegal() + random.nextInt(n)));
    }
  }
}
