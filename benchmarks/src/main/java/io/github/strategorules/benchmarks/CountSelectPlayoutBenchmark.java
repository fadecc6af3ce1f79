package io.github.strategorules.benchmarks;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.kernel.RandomMoves;
import io.github.strategorules.core.kernel.Status;
import io.github.strategorules.core.rules.Ruleset;
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
 * Random playouts through {@link RandomMoves}' count-and-select (no move list): one operation is
 * one ply (count the legal moves, end-of-game test, select a uniformly random one, make it; when a
 * game is over, the next of 64 start positions is copied into the one working position with {@link
 * Position#copyFrom}, which allocates nothing once the position's arrays have grown), with the
 * two-squares rule (C-5) on and the more-squares rule (C-6) on or off. Compare with {@link
 * PlayoutBenchmark#fastPathPly}, which generates the list. Run with {@code -prof gc} for the
 * allocation rate.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class CountSelectPlayoutBenchmark {

  /** A playout in progress. */
  @State(Scope.Thread)
  public static class Playout {
    /** The more-squares rule (C-6): on, as in the classic preset, or off. */
    @Param({"on", "off"})
    public String moreSquares = "on";

    List<Position> starts;
    Position position;
    int next;
    final RandomMoves moves = new RandomMoves();
    SplittableRandom random;

    /** Prepares 64 start positions. */
    @Setup(Level.Trial)
    public void setUp() {
      starts =
          Playouts.starts(
                  Ruleset.classic().toBuilder().moreSquares(moreSquares.equals("on")).build(),
                  64,
                  42)
              .stream()
              .map(ClassicState::toPosition)
              .toList();
      random = new SplittableRandom(7);
      position = starts.get(0).copy(); // the working position: the starts stay untouched
    }

    int ply() {
      int n = moves.count(position);
      if (position.statusAfterGenerate(n) != Status.ONGOING) {
        // Copy the next start into the working position: its undo stacks keep their capacity,
        // so the steady state allocates nothing (the copy is part of the measured time).
        next = (next + 1) % starts.size();
        position.copyFrom(starts.get(next));
        return 0;
      }
      return position.make(moves.select(position, random.nextInt(n)));
    }
  }

  /**
   * One ply by count-and-select.
   *
   * @param s the playout
   * @return the battle result (consumed by JMH)
   */
  @Benchmark
  public int countSelectPly(Playout s) {
    return s.ply();
  }
}
