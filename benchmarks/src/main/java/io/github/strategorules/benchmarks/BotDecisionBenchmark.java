package io.github.strategorules.benchmarks;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.SensibleSetups;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.research.classic.DeepBot;
import io.github.strategorules.research.classic.HeuristicBot;
import io.github.strategorules.research.classic.ReferenceBot;
import io.github.strategorules.research.classic.SearchBot;
import io.github.strategorules.research.classic.StrategistBot;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
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
 * What a decision of each classic bot costs on its own, whatever think time it is given: the
 * reference bot with a fixed budget ({@link ReferenceBot#fixed}: 8 worlds on every legal move, then
 * halving), the strategist with the same budget ({@link StrategistBot#fixed}), the {@code search}
 * bot and the heuristic, each choosing in the same 16 views of the side to move, taken from
 * heuristic-against-heuristic games between sensible setups at plies 40 to 160 (a view per game, so
 * that positions differ). A timed reference bot searches as many worlds as its think time allows:
 * this is the cost of its first-round budget, not of a timed decision (which costs its think time
 * by design).
 *
 * <p>{@code deep}, which searches one board of beliefs (issue 52), is measured twice: with its
 * default think time (250 ms a move), counting the nodes it searched and the depth it completed
 * (per decision: {@code nodes}/{@code decisions} and {@code depth}/{@code decisions} of the
 * secondary results; issue 52 asks for 6 plies in the middle game), and with a fixed budget of
 * {@value #DEEP_NODES} nodes, whose time per decision gives its nodes per second.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class BotDecisionBenchmark {
  /** The node budget of {@link #deepFixed}. */
  static final long DEEP_NODES = 100_000;

  /** What a timed bot's searches reached, summed over an iteration's decisions. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.EVENTS)
  public static class DeepSearches {
    /** The nodes searched. */
    public long nodes;

    /** The depths completed. */
    public long depth;

    /** The decisions. */
    public long decisions;

    /**
     * Adds a decision's search.
     *
     * @param a the decision
     * @return its move
     */
    Object count(DeepBot.Analysis a) {
      nodes += a.nodes();
      depth += a.depth();
      decisions++;
      return a.move();
    }

    /** Starts an iteration's sums from zero. */
    @Setup(Level.Iteration)
    public void clear() {
      nodes = 0;
      depth = 0;
      decisions = 0;
    }
  }

  /** Mid-game views, and a cursor that walks through them. */
  @State(Scope.Thread)
  public static class Views {
    /** The reference bot's first-round worlds ({@link ReferenceBot#fixed}). */
    @Param({"8"})
    public int worlds = 8;

    List<ClassicView> views;
    ReferenceBot reference;
    StrategistBot strategist;
    final SearchBot search = new SearchBot();
    final DeepBot deep = new DeepBot();
    final DeepBot deepFixed = DeepBot.fixed(DEEP_NODES);
    final HeuristicBot heuristic = new HeuristicBot();
    final SplittableRandom random = new SplittableRandom(7);
    int next;

    /** Plays the games. */
    @Setup(Level.Trial)
    public void setUp() {
      reference = ReferenceBot.fixed(worlds);
      strategist =
          StrategistBot.fixed(worlds, StrategistBot.DEFAULT_PLIES, StrategistBot.defaults());
      views = views(16, 11);
    }

    ClassicView view() {
      ClassicView v = views.get(next);
      next = (next + 1) % views.size();
      return v;
    }
  }

  /** Views of the side to move in heuristic games stopped at plies 40 to 160. */
  static List<ClassicView> views(int count, long seed) {
    Ruleset r = Ruleset.classic();
    HeuristicBot policy = new HeuristicBot();
    SplittableRandom random = new SplittableRandom(seed);
    List<ClassicView> out = new ArrayList<>();
    while (out.size() < count) {
      ClassicState g =
          ClassicState.start(
              r,
              SensibleSetups.generate(r, Seat.RED, random),
              SensibleSetups.generate(r, Seat.BLUE, random));
      int stop = 40 + random.nextInt(121);
      while (g.outcome().isEmpty() && g.ply() < stop) {
        g = g.apply(policy.choose(g.viewFor(g.toMove().orElseThrow()), random)).state();
      }
      if (g.outcome().isEmpty() && g.legalMoves().size() > 1) {
        out.add(g.viewFor(g.toMove().orElseThrow()));
      }
    }
    return out;
  }

  /**
   * A decision of the reference bot with a fixed budget.
   *
   * @param v the views
   * @return the move (consumed by JMH)
   */
  @Benchmark
  public Object referenceFixed(Views v) {
    return v.reference.choose(v.view(), v.random);
  }

  /**
   * A decision of the strategist with a fixed budget (the same first-round worlds, then halving;
   * each world a two-ply alpha-beta search of every candidate).
   *
   * @param v the views
   * @return the move (consumed by JMH)
   */
  @Benchmark
  public Object strategistFixed(Views v) {
    return v.strategist.choose(v.view(), v.random);
  }

  /**
   * A decision of {@code deep} at its default think time (250 ms), with the nodes it searched and
   * the depth it completed.
   *
   * @param v the views
   * @param c the sums of its searches
   * @return the move (consumed by JMH)
   */
  @Benchmark
  public Object deep(Views v, DeepSearches c) {
    return c.count(v.deep.analyse(v.view(), v.random));
  }

  /**
   * A decision of {@code deep} with a fixed budget of {@value #DEEP_NODES} nodes: the time per
   * decision gives its nodes per second.
   *
   * @param v the views
   * @return the move (consumed by JMH)
   */
  @Benchmark
  public Object deepFixed(Views v) {
    return v.deepFixed.choose(v.view(), v.random);
  }

  /**
   * A decision of the {@code search} bot (4 samples, 32 candidates, 2-ply playouts).
   *
   * @param v the views
   * @return the move (consumed by JMH)
   */
  @Benchmark
  public Object search(Views v) {
    return v.search.choose(v.view(), v.random);
  }

  /**
   * A decision of the heuristic bot.
   *
   * @param v the views
   * @return the move (consumed by JMH)
   */
  @Benchmark
  public Object heuristic(Views v) {
    return v.heuristic.choose(v.view(), v.random);
  }
}
