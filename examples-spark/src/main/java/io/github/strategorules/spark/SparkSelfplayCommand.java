package io.github.strategorules.spark;

import io.github.strategorules.research.Match;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code stratego-spark selfplay}: runs a {@link SelfplayJob} and prints what it wrote and how
 * fast.
 */
@Command(
    name = "selfplay",
    mixinStandardHelpOptions = true,
    description =
        "Play games between bots on Spark and write them as Parquet (OUT/games, OUT/decisions).")
final class SparkSelfplayCommand implements Callable<Integer> {
  @Option(
      names = "--spec",
      split = ";",
      paramLabel = "SPEC",
      description = "The games, separated by ';' (default: ${DEFAULT-VALUE}).")
  List<String> specs = List.of("classic");

  @Option(
      names = "--bots",
      split = ",",
      paramLabel = "NAMES",
      description =
          "The bots, one per seat (seat 0 first) or one for all (default: ${DEFAULT-VALUE}).")
  List<String> bots = List.of("random");

  @Option(names = "--games", required = true, paramLabel = "N", description = "Games of each spec.")
  int games;

  @Option(
      names = "--seed",
      paramLabel = "S",
      description = "Base seed (default: ${DEFAULT-VALUE}).")
  long seed = 1;

  @Option(
      names = "--max-actions",
      paramLabel = "N",
      description = "Cut a game after N actions (default: " + "${DEFAULT-VALUE}).")
  int maxActions = Match.DEFAULT_MAX_ACTIONS;

  @Option(
      names = "--decisions",
      description = "Also write one row per decision (action id, legal mask, observation).")
  boolean decisions;

  @Option(
      names = "--packed",
      description =
          "Write a decision's legal mask as bits and its observation as little-endian float32 bytes.")
  boolean packed;

  @Option(
      names = "--partitions",
      paramLabel = "P",
      description =
          "Tasks to split the games into (default: four per task slot, so that long games even out).")
  Integer partitions;

  @Option(
      names = "--compression",
      paramLabel = "CODEC",
      description = "Parquet compression: snappy, zstd, gzip, none... (default: ${DEFAULT-VALUE}).")
  String compression = "snappy";

  @Option(
      names = "--master",
      paramLabel = "URL",
      description = "Spark master when not run by spark-submit (default: ${DEFAULT-VALUE}).")
  String master = "local[*]";

  @Option(
      names = "--out",
      required = true,
      paramLabel = "DIR",
      description = "Output folder; must not exist.")
  String out;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    var spark = SparkCli.session(master);
    int p = partitions != null ? partitions : 4 * spark.sparkContext().defaultParallelism();
    JobPlan plan = new JobPlan(specs, bots, games, seed, maxActions, decisions, packed, p);
    SelfplayJob.Summary s = SelfplayJob.run(spark, plan, out, compression);
    PrintWriter w = spec.commandLine().getOut();
    w.printf(
        Locale.ROOT,
        "%d games (%s), %s, seed %d, %d partitions on %s%n",
        s.games(),
        String.join("; ", specs),
        String.join(",", bots),
        seed,
        p,
        spark.sparkContext().master());
    w.printf(Locale.ROOT, "%d decision rows%n", s.decisions());
    w.printf(
        Locale.ROOT,
        "%.1f s, %.1f games/s, wrote %s%n",
        s.seconds(),
        s.games() / Math.max(s.seconds(), 1e-9),
        out);
    w.flush();
    return 0;
  }
}
