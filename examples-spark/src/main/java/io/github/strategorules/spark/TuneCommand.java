package io.github.strategorules.spark;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code stratego-spark tune}: tunes a bot family's weights by SPSA self-play on Spark ({@link
 * TuneJob}) and prints the curve and the weights.
 */
@Command(
    name = "tune",
    mixinStandardHelpOptions = true,
    description =
        "Tune a bot family's weights by SPSA self-play on Spark; write OUT/curve.tsv, steps.tsv,"
            + " weights.tsv and curve.png.")
final class TuneCommand implements Callable<Integer> {
  @Option(
      names = "--game",
      paramLabel = "SPEC",
      description = "The game, a two-seat spec (default: ${DEFAULT-VALUE}).")
  String game = "classic";

  @Option(
      names = "--family",
      paramLabel = "NAME",
      description = "The bot family to tune (default: ${DEFAULT-VALUE}).")
  String family = "strategist";

  @Option(
      names = "--iterations",
      paramLabel = "N",
      description = "SPSA iterations (default: ${DEFAULT-VALUE}).")
  int iterations = 20;

  @Option(
      names = "--games-per-iteration",
      paramLabel = "G",
      description =
          "Games of theta+ against theta- per iteration, even (default: ${DEFAULT-VALUE}).")
  int gamesPerIteration = 16;

  @Option(
      names = "--eval-every",
      paramLabel = "E",
      description =
          "Measure the weights against the opponent every E iterations (default: ${DEFAULT-VALUE}).")
  int evalEvery = 5;

  @Option(
      names = "--eval-games",
      paramLabel = "M",
      description = "Games of each measurement (default: ${DEFAULT-VALUE}).")
  int evalGames = 100;

  @Option(
      names = "--opponent",
      paramLabel = "NAME",
      description =
          "The fixed opponent, a bot by name (random, heuristic, search...); default: the family's"
              + " bot with its default weights.")
  String opponent;

  @Option(
      names = "--seed",
      paramLabel = "S",
      description = "The seed of the signs and of every game (default: ${DEFAULT-VALUE}).")
  long seed = 1;

  @Option(
      names = "--max-actions",
      paramLabel = "N",
      description =
          "Cut a game after N actions; a cut game is a draw (default: ${DEFAULT-VALUE}: a game of"
              + " strategist bots takes some 300 to 400, and one that goes on much longer is two"
              + " bots shuffling, which would hold up its whole iteration).")
  int maxActions = 2_000;

  @Option(
      names = "--a",
      paramLabel = "A",
      description = "SPSA's gain a: a_k = a / (k + 1 + A)^0.602 (default: ${DEFAULT-VALUE}).")
  double a = 1;

  @Option(
      names = "--c",
      paramLabel = "C",
      description =
          "SPSA's perturbation c, in scales: c_k = c / (k + 1)^0.101 (default: ${DEFAULT-VALUE}).")
  double c = 1;

  @Option(
      names = "--stability",
      paramLabel = "A",
      description = "SPSA's gain offset A (default: a tenth of the iterations).")
  Double stability;

  @Option(
      names = "--partitions",
      paramLabel = "P",
      description =
          "Tasks each batch of games is split into (default: four per task slot); the results do"
              + " not depend on it.")
  Integer partitions;

  @Option(
      names = "--master",
      paramLabel = "URL",
      description = "Spark master when not run by spark-submit (default: ${DEFAULT-VALUE}).")
  String master = "local[*]";

  @Option(
      names = "--out",
      required = true,
      paramLabel = "DIR",
      description =
          "Output folder on the driver's file system; must not exist, or be empty (but with"
              + " --resume).")
  Path out;

  @Option(
      names = "--resume",
      description =
          "Go on with the job a stopped run of the same options left in OUT, from its last"
              + " iteration; the files end as if it had never stopped (--partitions may differ).")
  boolean resume;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    var spark = SparkCli.session(master);
    int p = partitions != null ? partitions : 4 * spark.sparkContext().defaultParallelism();
    double offset = stability != null ? stability : Math.floor(iterations / 10.0);
    TunePlan plan =
        new TunePlan(
            game,
            family,
            iterations,
            gamesPerIteration,
            evalEvery,
            evalGames,
            opponent,
            seed,
            maxActions,
            p,
            a,
            c,
            offset);
    plan.check(FamilyFinder.BOTS); // a bad option fails before the first line
    PrintWriter w = spec.commandLine().getOut();
    w.printf(
        Locale.ROOT,
        "tuning %s on %s: %d iterations of %d games, measured every %d on %d games against %s,"
            + " seed %d, %d partitions on %s%n",
        family,
        game,
        iterations,
        gamesPerIteration,
        evalEvery,
        evalGames,
        opponent == null ? "its defaults" : opponent,
        seed,
        p,
        spark.sparkContext().master());
    w.flush();
    TuneJob.Result r = TuneJob.run(spark, plan, FamilyFinder.BOTS, out, w, resume);
    for (int i = 0; i < r.parameters().size(); i++) {
      w.printf(Locale.ROOT, "%s\t%s%n", r.parameters().get(i), r.weights()[i]);
    }
    long games = r.games();
    w.printf(
        Locale.ROOT,
        "%.1f s, %d games (%.2f games/s), wrote %s%n",
        r.seconds(),
        games,
        games / Math.max(r.seconds(), 1e-9),
        out);
    w.flush();
    return 0;
  }
}
