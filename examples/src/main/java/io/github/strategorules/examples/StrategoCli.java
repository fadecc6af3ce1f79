package io.github.strategorules.examples;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code stratego} command-line tool: {@code java -jar examples/target/stratego.jar <command>}.
 * Input errors print one line and exit with status 2, without a stack trace.
 */
@Command(
    name = "stratego",
    mixinStandardHelpOptions = true,
    versionProvider = StrategoCli.Version.class,
    usageHelpWidth = 110,
    description = "Exact Stratego rules: demos and tools.",
    subcommands = {
      DemoCommand.class,
      PlayCommand.class,
      ReplayCommand.class,
      PerftCommand.class,
      LegalCommand.class,
      SelfplayCommand.class,
      ArenaCommand.class,
      EngineCommand.class,
      ServeCommand.class,
      CommandLine.HelpCommand.class
    },
    footer = {
      "",
      "Examples, from the root of the clone (samples/README.md describes the sample files):",
      "  java -jar examples/target/stratego.jar demo",
      "  java -jar examples/target/stratego.jar demo --ruleset 'lost-island(players=3)' --seat blue",
      "  java -jar examples/target/stratego.jar replay --json samples/gravon-classic.xml samples/barrage.txt",
      "  java -jar examples/target/stratego.jar perft samples/classic.txt --plies 40 --depth 3 --divide",
      "  java -jar examples/target/stratego.jar perft --position samples/classic-position.txt --depth 2",
      "  java -jar examples/target/stratego.jar legal samples/lost-island-3p.txt --plies 10",
      "  java -jar examples/target/stratego.jar arena --bots heuristic,random --games 10",
      "  java -jar examples/target/stratego.jar serve",
      "Each command's --help lists its options."
    })
public final class StrategoCli implements Runnable {
  /** Exit status for bad input (options, files, notation). */
  public static final int INPUT_ERROR = 2;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  /**
   * The version option's text, from the build's {@code version.properties}, so a release needs no
   * code change.
   */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() throws java.io.IOException {
      java.util.Properties p = new java.util.Properties();
      try (var in = StrategoCli.class.getResourceAsStream("version.properties")) {
        if (in != null) {
          p.load(in);
        }
      }
      return new String[] {"stratego-rules " + p.getProperty("version", "(unknown version)")};
    }
  }

  /** Creates the top-level command. */
  public StrategoCli() {}

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /**
   * Runs the tool with the given output streams and no input.
   *
   * @param out standard output
   * @param err standard error
   * @param args the arguments
   * @return the exit status
   */
  public static int run(PrintWriter out, PrintWriter err, String... args) {
    return run(java.io.InputStream.nullInputStream(), out, err, args);
  }

  /**
   * Runs the tool with the given streams.
   *
   * @param in standard input (for {@code play} and {@code engine})
   * @param out standard output
   * @param err standard error
   * @param args the arguments
   * @return the exit status
   */
  public static int run(java.io.InputStream in, PrintWriter out, PrintWriter err, String... args) {
    return run(in, out, err, false, args);
  }

  /**
   * Runs the tool with the given streams.
   *
   * @param in standard input (for {@code play} and {@code engine})
   * @param out standard output
   * @param err standard error
   * @param ownJvm whether {@code serve} may run its server in a JVM of its own ({@link ServerJvm}):
   *     from {@code main} only
   * @param args the arguments
   * @return the exit status
   */
  static int run(
      java.io.InputStream in, PrintWriter out, PrintWriter err, boolean ownJvm, String... args) {
    CommandLine.IFactory defaults = CommandLine.defaultFactory();
    CommandLine cl =
        new CommandLine(
            new StrategoCli(),
            new CommandLine.IFactory() {
              @Override
              public <K> K create(Class<K> cls) throws Exception {
                if (cls == EngineCommand.class) {
                  return cls.cast(new EngineCommand(in));
                }
                if (cls == ServeCommand.class) {
                  return cls.cast(new ServeCommand(ownJvm));
                }
                return cls == PlayCommand.class
                    ? cls.cast(new PlayCommand(in))
                    : defaults.create(cls);
              }
            });
    cl.setOut(out);
    cl.setErr(err);
    cl.setParameterExceptionHandler(
        (ex, a) -> {
          err.println(Text.oneLine("error: " + message(ex)));
          err.flush();
          return INPUT_ERROR;
        });
    cl.setExecutionExceptionHandler(
        (ex, commandLine, parseResult) -> {
          if (ex instanceof io.github.strategorules.core.error.StrategoException
              || ex instanceof IllegalArgumentException
              || ex instanceof java.io.UncheckedIOException) {
            err.println(Text.oneLine("error: " + ex.getMessage()));
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
   * A parameter error in words: an unknown command names the nearest one ({@code demox}: did you
   * mean {@code demo}?) or else the list of commands; an unknown option gets picocli's suggestions.
   */
  private static String message(CommandLine.ParameterException ex) {
    if (!(ex instanceof CommandLine.UnmatchedArgumentException u) || u.getUnmatched().isEmpty()) {
      return ex.getMessage();
    }
    CommandLine where = ex.getCommandLine();
    String first = u.getUnmatched().get(0);
    java.util.Set<String> commands = where.getSubcommands().keySet();
    if (!commands.isEmpty() && !first.startsWith("-")) {
      java.util.List<String> names = commands.stream().filter(c -> !c.equals("help")).toList();
      return "unknown command '"
          + first
          + "'"
          + Suggestions.nearest(first, names)
              .map(n -> "; did you mean '" + n + "'?")
              .orElse("; the commands are " + String.join(", ", names))
          + " ("
          + where.getCommandName()
          + " --help lists them)";
    }
    java.util.List<String> near = u.getSuggestions();
    return ex.getMessage()
        + (near.isEmpty() ? "" : "; did you mean " + String.join(" or ", near) + "?");
  }

  /**
   * The entry point.
   *
   * @param args the arguments
   */
  public static void main(String[] args) {
    System.exit(
        run(
            System.in,
            new PrintWriter(System.out, true),
            new PrintWriter(System.err, true),
            true,
            args));
  }
}
