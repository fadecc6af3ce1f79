package io.github.strategorules.benchmarks;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.rules.Ruleset;
import java.util.ArrayList;
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
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * {@link ClassicState#apply} in mid-game positions: time, and with {@code -prof gc} the bytes
 * allocated per call ({@code gc.alloc.rate.norm}). Issue 16, item 12: under {@code
 * ultimate_lightning(gravon_endings)} every apply allocated about 156 KB, a move buffer sized for
 * every rescue of every piece, to ask whether the player who just moved could move. Run: {@code
 * java -jar benchmarks/target/benchmarks.jar ApplyAllocation -prof gc}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Thread)
public class ApplyAllocationBenchmark {
  /** The ruleset spec. */
  @Param({
    "classic",
    "classic(gravon_endings)",
    "ultimate_lightning",
    "ultimate_lightning(gravon_endings)"
  })
  public String spec;

  List<ClassicState> states;
  List<Move> moves;
  int next;

  /** Prepares 256 mid-game states and one legal move of each. */
  @Setup(Level.Trial)
  public void setUp() {
    Ruleset r = Ruleset.parse(spec);
    SplittableRandom random = new SplittableRandom(7);
    states = new ArrayList<>();
    moves = new ArrayList<>();
    for (ClassicState s : Playouts.starts(r, 512, 7)) {
      int stop = 20 + random.nextInt(150);
      for (int ply = 0; ply < stop && s.outcome().isEmpty(); ply++) {
        List<Move> legal = s.legalMoves();
        s = s.apply(legal.get(random.nextInt(legal.size()))).state();
      }
      if (s.outcome().isEmpty()) {
        states.add(s);
        moves.add(s.legalMoves().get(random.nextInt(s.legalMoves().size())));
      }
      if (states.size() == 256) {
        break;
      }
    }
  }

  /**
   * Applies the next prepared move.
   *
   * @return the new state (consumed by JMH)
   */
  @Benchmark
  public ClassicState apply() {
    int i = next;
    next = (next + 1) % states.size();
    return states.get(i).apply(moves.get(i)).state();
  }
}
