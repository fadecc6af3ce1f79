package io.github.strategorules.benchmarks;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.view.ClassicView;
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
 * The cost of a player's view as a game grows long: {@code viewFor} on a classic game at ply 100,
 * 1,000 and 10,000 (a seeded random game that prefers moves to empty squares, so that it lasts; see
 * {@link Playouts#longGame}), and the same with a read of the view's last move-log entry.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ViewBenchmark {

  /** A game stopped at a given ply. */
  @State(Scope.Benchmark)
  public static class LongGame {
    /** The ply the game is stopped at. */
    @Param({"100", "1000", "10000"})
    public int plies = 100;

    ClassicState state;

    /** Plays the game up to the ply. */
    @Setup(Level.Trial)
    public void setUp() {
      state = Playouts.longGame(plies, 42);
    }
  }

  /**
   * RED's view of the game.
   *
   * @param g the game
   * @return the view (consumed by JMH)
   */
  @Benchmark
  public ClassicView viewFor(LongGame g) {
    return g.state.viewFor(Seat.RED);
  }

  /**
   * RED's view of the game and the last entry of its move log.
   *
   * @param g the game
   * @return the entry (consumed by JMH)
   */
  @Benchmark
  public Object viewForAndLastLogEntry(LongGame g) {
    var log = g.state.viewFor(Seat.RED).moveLog();
    return log.get(log.size() - 1);
  }
}
