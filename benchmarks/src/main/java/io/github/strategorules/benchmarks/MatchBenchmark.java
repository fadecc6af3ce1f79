package io.github.strategorules.benchmarks;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Bots;
import io.github.strategorules.research.Match;
import io.github.strategorules.research.MatchResult;
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
 * What a whole {@link Match} costs with bots that think little, so that what the match itself does
 * shows: the referee, and every seat's transcript folded from its updates when the seat decides
 * (issue 50: one view built per decision, the other steps' views never). One operation is one game
 * of the given spec between the given bots at every seat, the seed changing every game, cut at
 * 3,000 actions. Compare runs of this class side by side, before and after a change to the match or
 * the referee; an {@code Arena} of such bots costs about this per game and thread.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class MatchBenchmark {
  /** The game, the bots and the seed of the next game. */
  @State(Scope.Thread)
  public static class Table {
    /** The game's spec. */
    @Param({"classic", "lost-island(players=2)", "lost-island(players=4)"})
    public String spec = "classic";

    /** The bot at every seat, by name ({@code random}, {@code heuristic}). */
    @Param({"random", "heuristic"})
    public String bot = "random";

    Game game;
    List<Bot> bots;
    long seed;

    /** Finds the game and its bots. */
    @Setup(Level.Trial)
    public void setUp() {
      game = Games.parse(spec);
      bots = new ArrayList<>();
      for (int i = 0; i < game.seats().size(); i++) {
        bots.add(Bots.byName(game, bot));
      }
    }
  }

  /**
   * Plays one game.
   *
   * @param t the table
   * @return the result (so the game is not optimised away)
   */
  @Benchmark
  public MatchResult game(Table t) {
    return Match.play(t.game, t.bots, t.seed++, 3_000);
  }
}
