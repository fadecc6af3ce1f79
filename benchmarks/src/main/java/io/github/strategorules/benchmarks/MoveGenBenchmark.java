package io.github.strategorules.benchmarks;

import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.Ruleset;
import java.util.List;
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

/** Legal-move generation in mid-game classic positions: average time per call. */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Thread)
public class MoveGenBenchmark {
  List<Position> positions;
  int next;
  final int[] buffer = new int[512];

  /** Prepares 256 mid-game positions. */
  @Setup(Level.Trial)
  public void setUp() {
    positions = Playouts.midGame(Ruleset.classic(), 256, 99);
  }

  /**
   * Generates the legal moves of the next prepared position.
   *
   * @return the number of moves (consumed by JMH)
   */
  @Benchmark
  public int generate() {
    Position p = positions.get(next);
    next = (next + 1) & 255;
    return p.generate(buffer);
  }
}
