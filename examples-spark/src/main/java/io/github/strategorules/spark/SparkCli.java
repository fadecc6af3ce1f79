package io.github.strategorules.spark;

import java.io.PrintWriter;
import org.apache.spark.SparkConf;
import org.apache.spark.sql.SparkSession;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The command line of the Spark examples: {@code selfplay} (the job), {@code analyze} (the
 * analysis) and {@code tune} (SPSA tuning of a bot family's weights). Under {@code spark-submit}
 * the master comes from it; run with {@code java -jar} it is {@code --master}, by default {@code
 * local[*]}.
 */
@Command(
    name = "stratego-spark",
    mixinStandardHelpOptions = true,
    description = "Self-play datasets and weight tuning on Apache Spark (docs/spark.md).",
    subcommands = {
      SparkSelfplayCommand.class,
      AnalyzeCommand.class,
      TuneCommand.class,
      CommandLine.HelpCommand.class
    })
public final class SparkCli implements Runnable {
  /** Exit status for bad input. */
  public static final int INPUT_ERROR = 2;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  /** For picocli. */
  public SparkCli() {}

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /**
   * Runs a command with the given output streams.
   *
   * @param out standard output
   * @param err standard error
   * @param args the arguments
   * @return the exit status
   */
  public static int run(PrintWriter out, PrintWriter err, String... args) {
    CommandLine cl = new CommandLine(new SparkCli());
    cl.setOut(out);
    cl.setErr(err);
    cl.setExecutionExceptionHandler(
        (ex, commandLine, parseResult) -> {
          if (ex instanceof IllegalArgumentException) {
            err.println("error: " + ex.getMessage());
            err.flush();
            return INPUT_ERROR;
          }
          throw ex;
        });
    int code = cl.execute(args);
    out.flush();
    err.flush();
    return code;
  }

  /**
   * The session of a command: the running one (a test's, or one made by {@code spark-submit}'s
   * configuration), or a new one on {@code master} when nothing set a master.
   *
   * @param master the master for a run outside {@code spark-submit}
   * @return the session
   */
  static SparkSession session(String master) {
    SparkSession.Builder b = SparkSession.builder().appName("stratego-spark");
    if (!new SparkConf().contains("spark.master")) {
      b.master(master);
    }
    return b.getOrCreate();
  }

  /**
   * The entry point: runs a command, stops Spark, exits with the command's status.
   *
   * @param args the arguments
   */
  public static void main(String[] args) {
    System.setProperty("java.awt.headless", "true");
    PrintWriter out = new PrintWriter(System.out, true);
    PrintWriter err = new PrintWriter(System.err, true);
    int code;
    try {
      code = run(out, err, args);
    } finally {
      SparkSession.getActiveSession()
          .foreach(
              s -> {
                s.stop();
                return null;
              });
    }
    System.exit(code);
  }
}
