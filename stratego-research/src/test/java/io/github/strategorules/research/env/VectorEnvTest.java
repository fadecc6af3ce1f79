package io.github.strategorules.research.env;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.research.Research;
import java.nio.ByteBuffer;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.util.SplittableRandom;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/** The environment's contract with its caller: seeding, buffers, refused actions. */
class VectorEnvTest {
  private static final Game CLASSIC = Games.parse("classic");

  /**
   * Plays random legal actions for a number of steps and returns a digest of every buffer after
   * each.
   */
  private static long run(VectorEnv env, EnvBuffers io, int steps, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    long digest = digest(io);
    for (int t = 0; t < steps; t++) {
      for (int g = 0; g < env.shape().games(); g++) {
        int n = io.legalCounts().get(g);
        io.actions().put(g, io.legalIds().get(g * env.shape().maxLegal() + random.nextInt(n)));
      }
      env.step();
      digest = digest * 31 + digest(io);
    }
    return digest;
  }

  private static long digest(EnvBuffers io) {
    long h = 0;
    h = h * 31 + hash(io.seats());
    h = h * 31 + hash(io.observations());
    h = h * 31 + io.masks().hashCode();
    h = h * 31 + hash(io.legalCounts());
    h = h * 31 + hash(io.rewards());
    h = h * 31 + io.terminated().hashCode() + 7L * io.truncated().hashCode();
    return h;
  }

  private static int hash(IntBuffer b) {
    return b.duplicate().clear().hashCode();
  }

  private static int hash(FloatBuffer b) {
    return b.duplicate().clear().hashCode();
  }

  @Test
  void theSameSeedPlaysTheSameGamesAndResetReplaysThem() {
    VectorEnv a = VectorEnv.builder(CLASSIC).games(4).seed(3).maxPlies(100).build();
    VectorEnv b = VectorEnv.builder(CLASSIC).games(4).seed(3).maxPlies(100).build();
    EnvBuffers ia = EnvBuffers.allocate(a.shape(), true, true);
    EnvBuffers ib = EnvBuffers.allocateDirect(b.shape(), true, true);
    a.reset(ia);
    b.reset(ib);
    long da = run(a, ia, 250, 9);
    assertThat(run(b, ib, 250, 9)).as("arrays and direct buffers, same seed").isEqualTo(da);
    a.reset(ia);
    assertThat(run(a, ia, 250, 9)).as("after a reset").isEqualTo(da);
    VectorEnv c = VectorEnv.builder(CLASSIC).games(4).seed(4).maxPlies(100).build();
    EnvBuffers ic = EnvBuffers.allocate(c.shape(), true, true);
    c.reset(ic);
    assertThat(run(c, ic, 250, 9)).as("another seed").isNotEqualTo(da);
  }

  @Test
  void threadsChangeNothingButTheSpeed() {
    // the fast path, and the contract path (the kit's codec given: Lost Island's kit checks its
    // own games so in stratego-lostisland-research)
    for (boolean fast : new boolean[] {true, false}) {
      UnaryOperator<VectorEnv.Builder> path =
          b -> fast ? b : b.codec(Research.of(CLASSIC).codec(CLASSIC));
      try (VectorEnv one =
              path.apply(VectorEnv.builder(CLASSIC).games(7).seed(5).maxPlies(60)).build();
          VectorEnv three =
              path.apply(VectorEnv.builder(CLASSIC).games(7).seed(5).maxPlies(60).threads(3))
                  .build()) {
        assertThat(one.onFastPath()).isEqualTo(fast);
        EnvBuffers a = EnvBuffers.allocate(one.shape(), true, true);
        EnvBuffers b = EnvBuffers.allocateDirect(three.shape(), true, true);
        one.reset(a);
        three.reset(b);
        assertThat(run(three, b, 150, 4)).as("fast path: " + fast).isEqualTo(run(one, a, 150, 4));
      }
    }
  }

  @Test
  void aClosedEnvironmentWithThreadsRefusesToStep() {
    VectorEnv env = VectorEnv.builder(CLASSIC).games(4).threads(2).build();
    EnvBuffers io = EnvBuffers.allocate(env.shape(), false, true);
    env.reset(io);
    run(env, io, 3, 1);
    env.close();
    assertThatThrownBy(() -> run(env, io, 1, 1)).isInstanceOf(IllegalStateException.class);
  }

  @Test
  void aGamePlaysTheSameEpisodesWhateverTheNumberOfGames() {
    VectorEnv one = VectorEnv.builder(CLASSIC).games(1).seed(8).build();
    VectorEnv three = VectorEnv.builder(CLASSIC).games(3).seed(8).build();
    assertThat(three.state(0).record()).isEqualTo(one.state(0).record());
    assertThat(three.state(1).record()).isNotEqualTo(one.state(0).record());
  }

  @Test
  void aPoolDrawsEveryStartFromTheSameFewStarts() {
    VectorEnv env = VectorEnv.builder(CLASSIC).games(16).seed(2).startPool(2).build();
    java.util.Set<String> starts = new java.util.HashSet<>();
    for (int g = 0; g < 16; g++) {
      starts.add(env.state(g).record());
    }
    assertThat(starts).hasSizeBetween(1, 2);
  }

  @Test
  void refusedActionsSayWhyAndPlayNothing() {
    VectorEnv env = VectorEnv.builder(CLASSIC).games(2).seed(1).build();
    EnvBuffers io = EnvBuffers.allocate(env.shape(), true, true);
    assertThatThrownBy(env::step)
        .isInstanceOfSatisfying(
            EnvException.class,
            e -> assertThat(e.reason()).isEqualTo(EnvException.Reason.NOT_RESET));
    env.reset(io);
    String before = env.state(0).record() + env.state(1).record();
    io.actions().put(0, io.legalIds().get(0));
    io.actions().put(1, env.shape().actions());
    assertThatThrownBy(env::step)
        .isInstanceOfSatisfying(
            EnvException.class,
            e -> {
              assertThat(e.reason()).isEqualTo(EnvException.Reason.ACTION_OUT_OF_RANGE);
              assertThat(e.game()).isEqualTo(1);
            });
    int scan = 0;
    while (io.masks().get(env.shape().actions() + scan) != 0) {
      scan++;
    }
    int illegal = scan;
    io.actions().put(1, illegal);
    assertThatThrownBy(env::step)
        .isInstanceOfSatisfying(
            EnvException.class,
            e -> {
              assertThat(e.reason()).isEqualTo(EnvException.Reason.ACTION_NOT_LEGAL);
              assertThat(e.getMessage())
                  .isEqualTo("game 1: action id " + illegal + " is not legal for the seat to act");
            });
    assertThat(env.state(0).record() + env.state(1).record()).isEqualTo(before);
    io.actions().put(1, io.legalIds().get(env.shape().maxLegal()));
    env.step();
    assertThat(env.episodeLength(0)).isEqualTo(1);
  }

  /**
   * Issue 54 item 13: starts that give no state, or a state of another game, are refused with a
   * typed error naming the game whose episode the start was for (the pool: -1), not a bare {@code
   * NullPointerException} from inside the environment.
   */
  @Test
  void startsThatGiveNoStateOrAnotherGamesAreRefusedNamingTheGame() {
    Starts none = (game, seed) -> null;
    assertThatThrownBy(() -> VectorEnv.builder(CLASSIC).games(3).starts(none).build())
        .isInstanceOfSatisfying(
            EnvException.class,
            e -> {
              assertThat(e.reason()).isEqualTo(EnvException.Reason.INVALID_START);
              assertThat(e.game()).isZero();
              assertThat(e.getMessage()).isEqualTo("game 0: the starts gave no state (null)");
            });
    assertThatThrownBy(() -> VectorEnv.builder(CLASSIC).startPool(2).starts(none).build())
        .isInstanceOfSatisfying(
            EnvException.class,
            e -> {
              assertThat(e.game()).isEqualTo(-1);
              assertThat(e.getMessage()).startsWith("the start pool: ");
            });
    // Good starts for the first episodes, then none: the game whose episode ends is named.
    java.util.concurrent.atomic.AtomicInteger calls =
        new java.util.concurrent.atomic.AtomicInteger();
    Starts fading =
        (game, seed) -> calls.incrementAndGet() <= 2 ? Starts.random().start(game, seed) : null;
    VectorEnv env = VectorEnv.builder(CLASSIC).games(2).starts(fading).build();
    EnvBuffers io = EnvBuffers.allocate(env.shape(), false, true);
    assertThatThrownBy(() -> env.reset(io))
        .isInstanceOfSatisfying(
            EnvException.class,
            e -> {
              assertThat(e.reason()).isEqualTo(EnvException.Reason.INVALID_START);
              assertThat(e.game()).isZero();
            });
    Game barrage = Games.parse("barrage");
    assertThatThrownBy(
            () ->
                VectorEnv.builder(CLASSIC)
                    .games(2)
                    .starts((game, seed) -> Starts.random().start(barrage, seed))
                    .build())
        .isInstanceOfSatisfying(
            EnvException.class,
            e -> {
              assertThat(e.reason()).isEqualTo(EnvException.Reason.INVALID_START);
              assertThat(e.getMessage())
                  .isEqualTo("game 0: the starts gave a state of another game, barrage");
            });
  }

  @Test
  void buffersOfAnotherShapeOrTooSmallAreRefused() {
    VectorEnv env = VectorEnv.builder(CLASSIC).games(2).build();
    EnvShape other =
        new EnvShape(
            3, 2, env.shape().observationSize(), env.shape().actions(), env.shape().maxLegal());
    assertThatThrownBy(() -> env.reset(EnvBuffers.allocate(other, true, true)))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(
            () ->
                EnvBuffers.wrap(
                    env.shape(),
                    new int[1],
                    new int[2],
                    new float[0],
                    new byte[0],
                    new int[2],
                    new int[2 * env.shape().maxLegal()],
                    new float[4],
                    new byte[2],
                    new byte[2]))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("actions");
  }

  @Test
  void withoutObservationsOrMasksTheRestIsStillWritten() {
    VectorEnv env = VectorEnv.builder(CLASSIC).games(2).seed(6).build();
    EnvBuffers io = EnvBuffers.allocateDirect(env.shape(), false, false);
    env.reset(io);
    assertThat(io.observations().capacity()).isZero();
    assertThat(io.masks().capacity()).isZero();
    assertThat(io.legalCounts().get(0)).isPositive();
    run(env, io, 50, 1);
    assertThat(env.episodeLength(0) + env.episodeLength(1)).isPositive();
  }

  @Test
  void theShapeNamesEveryBuffersSize() {
    VectorEnv env = VectorEnv.builder(CLASSIC).games(3).build();
    EnvShape s = env.shape();
    assertThat(s.games()).isEqualTo(3);
    assertThat(s.seats()).isEqualTo(2);
    EnvBuffers io = EnvBuffers.allocateDirect(s, true, true);
    assertThat(io.rewards().capacity()).isEqualTo(6);
    assertThat(io.masks().capacity()).isEqualTo(3 * s.actions());
    assertThat(io.observations().capacity()).isEqualTo(3 * s.observationSize());
    ByteBuffer unused = io.truncated();
    assertThat(unused.capacity()).isEqualTo(3);
  }
}
