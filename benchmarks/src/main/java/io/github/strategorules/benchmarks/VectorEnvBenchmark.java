package io.github.strategorules.benchmarks;

import io.github.strategorules.core.game.Games;
import io.github.strategorules.research.env.EnvBuffers;
import io.github.strategorules.research.env.VectorEnv;
import java.nio.IntBuffer;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The batched environment ({@link VectorEnv}) stepped with random legal actions from Java: one
 * operation is one {@link VectorEnv#step} of every game, so env-steps/s = ops/s x {@code games}.
 * The random choice (from the legal ids the environment wrote) is part of the measured time, as it
 * is for a learner's policy. {@code output=masks} writes legal ids and masks only; {@code
 * output=full} the observations too. Episodes are cut at 2,000 plies; starts come from a pool of
 * 256 (allocation-free on the classic path: run with {@code -prof gc}) or, with {@code pool=0}, are
 * made anew for every episode.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class VectorEnvBenchmark {

  /** An environment with its buffers. */
  @State(Scope.Thread)
  public static class Env {
    /** The game's spec. */
    @Param({"classic", "lost-island(players=2)", "lost-island(players=4)"})
    public String game = "classic";

    /** Games stepped together. */
    @Param({"1", "64", "1024"})
    public int games = 64;

    /**
     * What is written besides the legal ids: {@code masks}, or {@code full} (masks and
     * observations).
     */
    @Param({"masks", "full"})
    public String output = "masks";

    /** Threads stepping the games ({@link VectorEnv.Builder#threads}). */
    @Param({"1"})
    public int threads = 1;

    /** The start pool's size (0: a new start per episode). */
    @Param({"256"})
    public int pool = 256;

    /**
     * The bot playing every seat but the learner's (RED) inside the step ({@link
     * VectorEnv.Builder#opponents}), or {@code none}: every seat the caller's. With a bot, a step
     * of N games is N learner decisions.
     */
    @Param({"none"})
    public String opponents = "none";

    VectorEnv env;
    EnvBuffers io;
    SplittableRandom random;
    int maxLegal;

    /** Stops the environment's threads. */
    @org.openjdk.jmh.annotations.TearDown(Level.Trial)
    public void tearDown() {
      env.close();
    }

    /** Builds the environment and resets it. */
    @Setup(Level.Trial)
    public void setUp() {
      VectorEnv.Builder b =
          VectorEnv.builder(Games.parse(game))
              .games(games)
              .seed(42)
              .startPool(pool)
              .maxPlies(2000)
              .threads(threads);
      env = (opponents.equals("none") ? b : b.opponents(opponents)).build();
      boolean full = output.equals("full");
      io = EnvBuffers.allocateDirect(env.shape(), full, true);
      env.reset(io);
      random = new SplittableRandom(7);
      maxLegal = env.shape().maxLegal();
    }

    void step() {
      IntBuffer counts = io.legalCounts();
      IntBuffer ids = io.legalIds();
      IntBuffer actions = io.actions();
      for (int g = 0; g < games; g++) {
        actions.put(g, ids.get(g * maxLegal + random.nextInt(counts.get(g))));
      }
      env.step();
    }
  }

  /**
   * One step of every game.
   *
   * @param s the environment
   * @return the first game's seat to act (consumed by JMH)
   */
  @Benchmark
  public int step(Env s) {
    s.step();
    return s.io.seats().get(0);
  }
}
