package io.github.strategorules.research.env;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Games;
import java.nio.FloatBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The classic family's observation arrays, byte for byte, pinned (issue 53): seeded games are
 * stepped with seeded random legal ids, and after every step the whole observations buffer, the
 * final observations buffer and the seats to act go into a digest, with every seat's observation of
 * a few games ({@link VectorEnv#observe}) every seventh step. The digests were taken from the
 * writer before it was made faster; a faster writer must write the same bytes, on direct buffers
 * (as Python's) and on arrays alike.
 */
class ObservationGoldenTest {

  /** SHA-256 of a run's bytes, the first 16 hex digits. */
  static String digest(VectorEnv env, EnvBuffers io, int steps, long seed) {
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

  /** A run's digest, on direct buffers and on arrays (which must agree). */
  static String run(VectorEnv.Builder builder, int steps, long seed) {
    String direct;
    String arrays;
    try (VectorEnv env = builder.build()) {
      assertThat(env.onKernelPath()).isTrue();
      direct = digest(env, EnvBuffers.allocateDirect(env.shape(), true, true), steps, seed);
    }
    try (VectorEnv env = builder.build()) {
      arrays = digest(env, EnvBuffers.allocate(env.shape(), true, false), steps, seed);
    }
    assertThat(arrays).as("arrays and direct buffers").isEqualTo(direct);
    return direct;
  }

  @ParameterizedTest
  @CsvSource({
    "classic, none, false, d4b6632768cb2c3e",
    "classic, none, true, bfe720b7f778f565",
    "classic, random, true, 254521392edbec13",
    "classic, heuristic, false, d6ab5476128bf964",
    "'classic(open)', none, false, b37d30acca22fec7",
    "ultimate_lightning, none, true, 27ca29d2f5af8402",
    "barrage, none, false, e603e61879b15fbd",
  })
  void theObservationBytesAreAsPinned(
      String spec, String opponents, boolean frame, String expected) {
    VectorEnv.Builder b =
        VectorEnv.builder(Games.parse(spec)).games(6).seed(41).maxPlies(260).seatFrame(frame);
    if (!opponents.equals("none")) {
      b.opponents(opponents);
    }
    String digest = run(b, 700, 9);
    assertThat(digest).as(spec + " " + opponents + " " + frame).isEqualTo(expected);
  }
}
