package io.github.strategorules.spark;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code stratego-spark analyze}: prints an {@link Analysis} of a dataset and writes its {@link
 * LengthChart}.
 */
@Command(
    name = "analyze",
    mixinStandardHelpOptions = true,
    description =
        "Win rates, game lengths and first moves of a dataset (Spark SQL), and a PNG chart of game lengths.")
final class AnalyzeCommand implements Callable<Integer> {
  @Option(
      names = "--in",
      required = true,
      paramLabel = "DIR",
      description = "A selfplay output folder.")
  String in;

  @Option(
      names = "--chart",
      paramLabel = "PNG",
      description = "Where to write the chart (default: ${DEFAULT-VALUE}).")
  Path chart = Path.of("game-lengths.png");

  @Option(
      names = "--bucket",
      paramLabel = "PLIES",
      description = "Plies per bar (default: ${DEFAULT-VALUE}).")
  int bucket = 50;

  @Option(
      names = "--master",
      paramLabel = "URL",
      description = "Spark master when not run by spark-submit (default: ${DEFAULT-VALUE}).")
  String master = "local[*]";

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    Analysis a = Analysis.of(SparkCli.session(master), in + "/games", bucket);
    a.print(spec.commandLine().getOut());
    LengthChart.write(a.histogram(), a.bucket(), chart);
    spec.commandLine().getOut().println("chart: " + chart);
    spec.commandLine().getOut().flush();
    return 0;
  }
}
