package io.github.strategorules.examples;

import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandOutcome;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandTermination;
import java.io.PrintWriter;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * {@code stratego selfplay --ruleset lost-island(...)}: N Lost Island games between random bots
 * through the immutable API, game g on layout seed {@code seed + g}; then wins per seat, draws,
 * terminations, mean turns and games per second. Without a {@code turn_limit} in the spec a
 * backstop of {@value #DEFAULT_TURN_LIMIT} turns applies (LI-11.2).
 */
final class LostIslandSelfplay {
  /** The turn limit used when the spec sets none. */
  static final int DEFAULT_TURN_LIMIT = 200;

  private LostIslandSelfplay() {}

  /**
   * Whether a ruleset spec names Lost Island.
   *
   * @param spec the spec, or null
   * @return true for {@code lost-island} specs
   */
  static boolean isLostIsland(String spec) {
    return spec != null && spec.strip().startsWith(IslandConfig.NAME);
  }

  /**
   * Plays the games and prints the statistics.
   *
   * @param out where to print
   * @param spec the ruleset spec
   * @param games how many games
   * @param seed the seed
   * @return the exit status
   */
  static int run(PrintWriter out, String spec, int games, long seed) {
    IslandConfig base = IslandConfig.parse(spec);
    if (base.turnLimit() == 0) {
      base = base.toBuilder().turnLimit(DEFAULT_TURN_LIMIT).build();
    }
    SplittableRandom random = new SplittableRandom(seed);
    int[] wins = new int[base.players()];
    int draws = 0;
    long turns = 0;
    Map<IslandTermination, Integer> terminations = new EnumMap<>(IslandTermination.class);
    Progress progress = new Progress(games);
    long start = System.nanoTime();
    for (int g = 0; g < games; g++) {
      IslandConfig config = base.explicitLayout() ? base : base.toBuilder().seed(base.seed() + g).build();
      IslandState state = IslandState.newGame(config);
      while (state.outcome().isEmpty()) {
        List<IslandAction> legal = state.legalDecisions(); // random bots never resign nor offer draws
        state = state.apply(legal.get(random.nextInt(legal.size()))).state();
      }
      IslandOutcome o = state.outcome().get();
      terminations.merge(o.termination(), 1, Integer::sum);
      if (o.isDraw()) {
        draws++;
      } else {
        o.winners().forEach(seat -> wins[seat.index()]++);
      }
      turns += state.turn();
      progress.step();
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    progress.finish();
    out.printf("%d games of %s, random bots, seed %d, turn limit %d%n", games, base.spec(), seed, base.turnLimit());
    StringBuilder w = new StringBuilder();
    for (int s = 0; s < wins.length; s++) {
      w.append(io.github.strategorules.core.game.Seat.of(s)).append(" wins ").append(wins[s]).append(", ");
    }
    out.println(w.append("draws ").append(draws));
    terminations.forEach((t, n) -> out.printf("  %s (%s): %d%n", t, t.ruleId(), n));
    out.printf("mean turns %.1f, %.1f games/s%n", (double) turns / games, games / Math.max(seconds, 1e-9));
    out.flush();
    return 0;
  }
}
