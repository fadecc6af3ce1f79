package io.github.strategorules.research.lostisland;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Games;
import io.github.strategorules.research.env.EnvBuffers;
import io.github.strategorules.research.env.EnvShape;
import io.github.strategorules.research.env.VectorEnv;
import java.nio.FloatBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Lost Island's observation arrays on the fast path, byte for byte, pinned (issue 53): seeded games
 * of 2, 3 and 4 players are stepped with seeded random legal ids, and after every step the whole
 * observations buffer, the final observations buffer and the seats to act go into a digest, with
 * every seat's observation of a few games ({@link VectorEnv#observe}) every seventh step. The
 * digests were taken from the writer before it was made faster; a faster writer must write the same
 * bytes, on direct buffers (as Python's) and on arrays alike.
 */
class IslandObservationGoldenTest {

  /** SHA-256 of a run's bytes, the first 16 hex digits. */
  private static String digest(
      VectorEnv env, EnvBuffers io, int steps, long seed, int[] terminated) {
    MessageDigest md;
    try {
      md = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new AssertionError(e);
    }
    env.reset(io);
    EnvShape shape = env.shape();
    int games = shape.games();
    int seats = env.game().seats().size();
    float[] seatObservation = new float[shape.observationSize()];
    SplittableRandom random = new SplittableRandom(seed);
    add(md, io.observations());
    for (int t = 0; t < steps; t++) {
      for (int g = 0; g < games; g++) {
        int n = io.legalCounts().get(g);
        io.actions().put(g, io.legalIds().get(g * shape.maxLegal() + random.nextInt(n)));
      }
      env.step();
      add(md, io.observations());
      add(md, io.finalObservations());
      for (int g = 0; g < games; g++) {
        md.update((byte) io.seats().get(g));
        md.update((byte) (io.terminated().get(g) + 2 * io.truncated().get(g)));
        terminated[0] += io.terminated().get(g);
      }
      if (t % 7 == 0) {
        for (int g = 0; g < Math.min(games, 3); g++) {
          for (int s = 0; s < seats; s++) {
            env.observe(g, s, seatObservation);
            add(md, FloatBuffer.wrap(seatObservation));
          }
        }
      }
    }
    return HexFormat.of().formatHex(md.digest()).substring(0, 16);
  }

  private static void add(MessageDigest md, FloatBuffer b) {
    byte[] bytes = new byte[4 * b.capacity()];
    for (int i = 0, n = b.capacity(); i < n; i++) {
      int bits = Float.floatToRawIntBits(b.get(i));
      bytes[4 * i] = (byte) bits;
      bytes[4 * i + 1] = (byte) (bits >>> 8);
      bytes[4 * i + 2] = (byte) (bits >>> 16);
      bytes[4 * i + 3] = (byte) (bits >>> 24);
    }
    md.update(bytes);
  }

  @ParameterizedTest
  @CsvSource({
    "'lost-island(players=2)', none, 150, d71181384923f695",
    "'lost-island(players=3)', none, 150, 26c86756e69b8710",
    "'lost-island(players=4)', none, 150, e6d692d99c0aa760",
    "'lost-island(players=4,secret_fights,extra_loot)', none, 150, 95275ae134a910fd",
    "'lost-island(players=2)', random, 150, bc7a734a8540c3de",
    "'lost-island(players=4)', heuristic, 150, dbc48fe5ae1e45fb",
    "'lost-island(players=2)', none, 5000, fa7680fe3a6105c5",
    "'lost-island(players=3,turn_limit=12)', none, 5000, e09e6d51f0b4048e",
  })
  void theObservationBytesAreAsPinned(
      String spec, String opponents, int maxPlies, String expected) {
    VectorEnv.Builder b = VectorEnv.builder(Games.parse(spec)).games(8).seed(41).maxPlies(maxPlies);
    if (!opponents.equals("none")) {
      b.opponents(opponents);
    }
    String direct;
    String arrays;
    int[] ended = new int[1];
    try (VectorEnv env = b.build()) {
      assertThat(env.onFastPath()).isTrue();
      direct = digest(env, EnvBuffers.allocateDirect(env.shape(), true, true), 700, 9, ended);
    }
    try (VectorEnv env = b.build()) {
      arrays = digest(env, EnvBuffers.allocate(env.shape(), true, false), 700, 9, new int[1]);
    }
    assertThat(arrays).as("arrays and direct buffers").isEqualTo(direct);
    if (maxPlies > 1000) {
      assertThat(ended[0]).as("episodes the rules ended").isPositive();
    }
    assertThat(direct).as(spec + " " + opponents).isEqualTo(expected);
  }
}
