package io.github.strategorules.benchmarks;

import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.Ruleset;
import java.util.ArrayList;
import java.util.List;
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
 * A new kernel {@link Position} while many rulesets are in use. Issue 16, item 12: the kernel's
 * table cache was cleared whenever more than 64 rulesets were in use, so that each new position
 * then rebuilt its tables (33 to 60 times slower). Run: {@code java -jar
 * benchmarks/target/benchmarks.jar KernelTables -prof gc}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Thread)
public class KernelTablesBenchmark {
  /** How many distinct rulesets are in use. */
  @Param({"8", "100"})
  public int rulesets;

  List<Ruleset> list;
  int next;

  /** Builds the rulesets: classic with different two-squares limits and ply limits. */
  @Setup(Level.Trial)
  public void setUp() {
    list = new ArrayList<>();
    for (int i = 0; i < rulesets; i++) {
      list.add(
          Ruleset.parse("classic(two_squares=" + (i % 21) + ",ply_limit=" + (1000 + i / 21) + ")"));
    }
  }

  /**
   * A new position of the next ruleset.
   *
   * @return the position (consumed by JMH)
   */
  @Benchmark
  public Position newPosition() {
    Ruleset r = list.get(next);
    next = (next + 1) % list.size();
    return new Position(r);
  }
}
