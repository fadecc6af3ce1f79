package io.github.strategorules.examples;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.ClassicOutcome;
import io.github.strategorules.core.Player;
import io.github.strategorules.core.ClassicTermination;
import io.github.strategorules.core.research.Bot;
import io.github.strategorules.core.research.Bots;
import io.github.strategorules.core.research.Match;
import io.github.strategorules.core.rules.Ruleset;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code stratego arena}: two reference bots play N games on T threads; then A's wins, draws and
 * losses with 95% confidence intervals and the Elo difference. Game {@code g} is seeded from the
 * seed and {@code g} alone and bot A plays RED in even games and BLUE in odd ones, so the same
 * seed gives the same results whatever the thread count.
 */
@Command(name = "arena", mixinStandardHelpOptions = true,
    description = "Play bots against each other on all cores and report win rates and Elo.")
final class ArenaCommand implements Callable<Integer> {
  /** The default ruleset: classic, with a ply limit (C-7.6) so that every game ends. */
  static final String DEFAULT_RULES = "classic(ply_limit=3000)";

  @Option(names = "--bots", required = true, paramLabel = "A,B", split = ",",
      description = "The two bots, A first: random, heuristic, search.")
  String[] bots;

  @Option(names = "--games", paramLabel = "N", description = "How many games (default: ${DEFAULT-VALUE}).")
  int games = 100;

  @Option(names = "--threads", paramLabel = "T", description = "Worker threads (default: the number of cores).")
  int threads = Runtime.getRuntime().availableProcessors();

  @Option(names = "--seed", paramLabel = "S", description = "Seed (default: ${DEFAULT-VALUE}).")
  long seed = 1;

  @Mixin
  RulesOptions rules;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  /** The result of one game, from bot A's side. */
  private record Game(int score, ClassicTermination termination, int plies, boolean aRed) {}

  @Override
  public Integer call() throws InterruptedException {
    if (games < 1) {
      throw new IllegalArgumentException("--games must be at least 1");
    }
    if (threads < 1) {
      throw new IllegalArgumentException("--threads must be at least 1");
    }
    if (bots.length != 2) {
      throw new IllegalArgumentException("--bots takes two names, like heuristic,random");
    }
    Bot a = Bots.byName(bots[0]);
    Bot b = Bots.byName(bots[1]);
    Ruleset r = rules.resolve(DEFAULT_RULES);
    Progress progress = new Progress(games);
    long start = System.nanoTime();
    Game[] results = new Game[games];
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<?>> futures = new ArrayList<>();
      for (int g = 0; g < games; g++) {
        int index = g;
        futures.add(pool.submit(() -> {
          results[index] = play(r, a, b, index);
          synchronized (progress) {
            progress.step();
          }
        }));
      }
      for (Future<?> f : futures) {
        f.get();
      }
    } catch (ExecutionException e) {
      throw new IllegalStateException("a game failed", e.getCause());
    } finally {
      pool.shutdownNow();
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    progress.finish();
    report(r, results, seconds);
    return 0;
  }

  private Game play(Ruleset r, Bot a, Bot b, int index) {
    boolean aRed = index % 2 == 0;
    ClassicState end = Match.play(r, aRed ? a : b, aRed ? b : a, gameSeed(seed, index));
    ClassicOutcome o = end.outcome().orElseThrow();
    Player aSide = aRed ? Player.RED : Player.BLUE;
    int score = o.winner().map(w -> w == aSide ? 2 : 0).orElse(1);
    return new Game(score, o.termination(), end.ply(), aRed);
  }

  /** The seed of game {@code index}: a mix of the match seed and the index (SplitMix64's finalizer). */
  static long gameSeed(long seed, int index) {
    long z = seed + (index + 1) * 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  private void report(Ruleset r, Game[] results, double seconds) {
    int[] count = new int[3];
    int[][] bySide = new int[2][3];
    Map<ClassicTermination, Integer> terminations = new EnumMap<>(ClassicTermination.class);
    long plies = 0;
    for (Game g : results) {
      count[g.score()]++;
      bySide[g.aRed() ? 0 : 1][g.score()]++;
      terminations.merge(g.termination(), 1, Integer::sum);
      plies += g.plies();
    }
    ArenaStats stats = new ArenaStats(count[2], count[1], count[0]);
    PrintWriter out = spec.commandLine().getOut();
    String a = bots[0];
    String b = bots[1];
    out.printf(Locale.ROOT, "%d games of %s, %s against %s, seed %d%n", games, r.spec(), a, b, seed);
    out.printf(Locale.ROOT, "%s: %d wins, %d draws, %d losses (as RED %d-%d-%d, as BLUE %d-%d-%d)%n", a,
        count[2], count[1], count[0], bySide[0][2], bySide[0][1], bySide[0][0], bySide[1][2], bySide[1][1],
        bySide[1][0]);
    out.printf(Locale.ROOT, "%s win rate %s, draw rate %s, score %s (95%% CI)%n", a, percent(stats.winRate()),
        percent(stats.drawRate()), percent(stats.score()));
    double[] elo = stats.elo();
    out.printf(Locale.ROOT, "Elo difference %s - %s: %s (95%% CI %s .. %s)%n", a, b, elo(elo[0]), elo(elo[1]),
        elo(elo[2]));
    terminations.forEach((t, n) -> out.printf(Locale.ROOT, "  %s (%s): %d%n", t, t.ruleId(), n));
    out.printf(Locale.ROOT, "mean plies %.1f; %.2f games/s on %d threads%n", (double) plies / games,
        games / Math.max(seconds, 1e-9), threads);
    out.flush();
  }

  private static String percent(double[] v) {
    return String.format(Locale.ROOT, "%.1f%% [%.1f%%, %.1f%%]", 100 * v[0], 100 * v[1], 100 * v[2]);
  }

  private static String elo(double e) {
    return Double.isInfinite(e) ? (e > 0 ? "+inf" : "-inf") : String.format(Locale.ROOT, "%+.0f", e);
  }
}
