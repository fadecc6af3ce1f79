package io.github.strategorules.benchmarks;

import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandState;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Random 4-player Lost Island games through the immutable API: one benchmark operation is one whole
 * game, setup included, every decision a uniformly random action of the pending decision ({@code
 * legalDecisions()}: no resignation or draw offer), on layout seeds 0, 1, 2, ... (turn limit 200 as
 * a backstop). The score is games per second.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class LostIslandBenchmark {

  /** The random source and the next layout seed. */
  @State(Scope.Thread)
  public static class Games {
    SplittableRandom random;
    long seed;

    /** Seeds the bots. */
    @Setup(Level.Trial)
    public void setUp() {
      random = new SplittableRandom(7);
    }
  }

  /**
   * Plays one random 4-player game to its end.
   *
   * @param g the random source
   * @return the number of turns (consumed by JMH)
   */
  @Benchmark
  public int randomFourPlayerGame(Games g) {
    IslandState s =
        IslandState.newGame(
            IslandConfig.builder().players(4).seed(g.seed++).turnLimit(200).build());
    while (s.outcome().isEmpty()) {
      List<IslandAction> legal = s.legalDecisions();
      s = s.apply(legal.get(g.random.nextInt(legal.size()))).state();
    }
    return s.turn();
  }
}
