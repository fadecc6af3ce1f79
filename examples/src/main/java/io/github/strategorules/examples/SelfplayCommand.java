package io.github.strategorules.examples;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.research.Arena;
import io.github.strategorules.research.ArenaResult;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Match;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code stratego selfplay}: N games of any game between bots that keep their seats (random ones by
 * default), each seeded from the seed and its number alone ({@link Arena#gameSeed}); then the wins
 * per seat, draws, how the games ended, mean actions and games per second. {@code --records DIR}
 * writes every game's record.
 */
@Command(
    name = "selfplay",
    mixinStandardHelpOptions = true,
    description = "Play games between bots in fixed seats (any game) and report statistics.")
final class SelfplayCommand implements Callable<Integer> {
  @Option(names = "--games", required = true, paramLabel = "N", description = "How many games.")
  int games;

  @Option(names = "--seed", paramLabel = "S", description = "Seed (default: ${DEFAULT-VALUE}).")
  long seed = 1;

  @Option(
      names = "--bots",
      paramLabel = "NAMES",
      split = ",",
      description =
          "The bots, one per seat (seat 0 first) or one for all (default: ${DEFAULT-VALUE}).")
  String[] bots = {"random"};

  @Option(
      names = "--threads",
      paramLabel = "T",
      description = "Worker threads (default: ${DEFAULT-VALUE}).")
  int threads = 1;

  @Option(
      names = "--records",
      paramLabel = "DIR",
      description = "Write every game's record to DIR.")
  Path records;

  @Option(
      names = "--max-actions",
      paramLabel = "N",
      description = "Cut a game after N actions (default: " + "${DEFAULT-VALUE}).")
  int maxActions = Match.DEFAULT_MAX_ACTIONS;

  @Mixin RulesOptions rules;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() throws InterruptedException {
    if (games < 1 || threads < 1 || maxActions < 1) {
      throw new IllegalArgumentException("--games, --threads and --max-actions must be at least 1");
    }
    Game game = rules.resolve("classic");
    List<Bot> players = BotNames.of(game, bots);
    RecordsDir dir = records == null ? null : new RecordsDir(records, games);
    Progress progress = new Progress(games);
    long start = System.nanoTime();
    ArenaResult r =
        Arena.run(
            game,
            players,
            Arena.Seating.FIXED,
            games,
            seed,
            threads,
            maxActions,
            (index, m) -> {
              if (dir != null) {
                dir.write(index, m);
              }
              progress.step();
            });
    double seconds = (System.nanoTime() - start) / 1e9;
    progress.finish();
    PrintWriter out = spec.commandLine().getOut();
    List<String> seated = new ArrayList<>();
    for (Seat s : game.seats()) {
      seated.add(players.get(s.index()).name() + " (" + s + ")");
    }
    out.printf(
        "%d games of %s, %s, seed %d%n", games, game.spec(), String.join(", ", seated), seed);
    int[] wins = r.seatWins();
    StringBuilder w = new StringBuilder();
    for (Seat s : game.seats()) {
      w.append(s).append(" wins ").append(wins[s.index()]).append(", ");
    }
    out.println(w.append("draws ").append(r.draws()));
    r.terminations().forEach((t, k) -> out.printf("  %s: %d%n", t, k));
    out.printf(
        Locale.ROOT,
        "mean actions %.1f, %.1f games/s%n",
        r.meanActions(),
        games / Math.max(seconds, 1e-9));
    out.flush();
    return 0;
  }
}
