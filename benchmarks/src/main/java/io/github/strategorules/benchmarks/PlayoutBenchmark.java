package io.github.strategorules.benchmarks;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.kernel.Position;
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
 * Random playouts from random setups, classic rules with the two-squares rule on (and the
 * more-squares rule on or off for the fast path, to measure its cost): one benchmark operation is
 * one ply (a uniformly random legal move, then the end-of-game test), so the score is plies per
 * second. When a game ends, the next one starts from the next prepared setup.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class PlayoutBenchmark {

  /** The kernel (fast path): generate into a buffer, make, test the end. */
  @State(Scope.Thread)
  public static class FastPath {
    /** The more-squares rule (C-6): on, as in the classic preset, or off. */
    @Param({"on", "off"})
    public String moreSquares = "on";

    List<ClassicState> starts;
    Position position;
    int next;
    final int[] buffer = new int[512];
    SplittableRandom random;

    /** Prepares 64 start positions. */
    @Setup(Level.Trial)
    public void setUp() {
      starts =
          Playouts.starts(
              Ruleset.classic().toBuilder().moreSquares(moreSquares.equals("on")).build(), 64, 42);
      random = new SplittableRandom(7);
      position = starts.get(0).toPosition();
    }

    int ply() {
      int n = position.generate(buffer);
      if (position.statusAfterGenerate(n) != Status.ONGOING) {
        next = (next + 1) % starts.size();
        position = starts.get(next).toPosition();
        return 0;
      }
      return position.make(buffer[random.nextInt(n)]);
    }
  }

  /** The immutable API: legal moves, apply, outcome. */
  @State(Scope.Thread)
  public static class Immutable {
    List<ClassicState> starts;
    ClassicState state;
    int next;
    SplittableRandom random;

    /** Prepares 64 start positions. */
    @Setup(Level.Trial)
    public void setUp() {
      starts = Playouts.starts(Ruleset.classic(), 64, 42);
      random = new SplittableRandom(7);
      state = starts.get(0);
    }

    ClassicState ply() {
      if (state.phase() != Phase.PLAY) {
        next = (next + 1) % starts.size();
        state = starts.get(next);
      }
      List<Move> moves = state.legalMoves();
      state = state.apply(moves.get(random.nextInt(moves.size()))).state();
      return state;
    }
  }

  /**
   * One ply through the fast path.
   *
   * @param s the playout state
   * @return the battle result (consumed by JMH)
   */
  @Benchmark
  public int fastPathPly(FastPath s) {
    return s.ply();
  }

  /**
   * One ply through the immutable API.
   *
   * @param s the playout state
   * @return the new state (consumed by JMH)
   */
  @Benchmark
  public ClassicState immutableApiPly(Immutable s) {
    return s.ply();
  }
}
