package io.github.strategorules.examples;

import io.github.strategorules.core.referee.TimeControl;
import io.github.strategorules.examples.web.Forwarding;
import io.github.strategorules.examples.web.Limits;
import io.github.strategorules.examples.web.WebConfig;
import io.github.strategorules.examples.web.WebServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code stratego serve}: plays any game of the library in the browser (issue 19). A thin command
 * over {@link WebServer}: it reads the options, starts the server and waits. Games live in memory
 * only: stopping the server forgets them.
 */
@Command(
    name = "serve",
    mixinStandardHelpOptions = true,
    description = {
      "Play in the browser: a game server with a page, on http://127.0.0.1:PORT/.",
      "Games live in memory only; see docs/web.md."
    })
final class ServeCommand implements Callable<Integer> {
  /**
   * Whether this command may run the server in a JVM of its own ({@link ServerJvm}): when started
   * from {@code main}, not when called in a JVM that runs other things (tests, embedding code).
   */
  private final boolean ownJvm;

  /** A command that runs the server in this JVM. */
  ServeCommand() {
    this(false);
  }

  /**
   * A command.
   *
   * @param ownJvm whether it may run the server in a JVM of its own ({@link ServerJvm})
   */
  ServeCommand(boolean ownJvm) {
    this.ownJvm = ownJvm;
  }

  @Option(
      names = "--port",
      paramLabel = "P",
      description = "The port (default: ${DEFAULT-VALUE}; 0 for any free port).")
  int port = 8080;

  @Option(
      names = "--host",
      paramLabel = "ADDRESS",
      description =
          "The address to listen on (default: ${DEFAULT-VALUE}, this machine only; 0.0.0.0 for every interface).")
  String host = "127.0.0.1";

  @Option(
      names = "--max-games",
      paramLabel = "N",
      description = "Games held at once (default: ${DEFAULT-VALUE}).")
  int maxGames = Limits.defaults().maxGames();

  @Option(
      names = "--max-connections",
      paramLabel = "N",
      description = "WebSocket connections at once (default: ${DEFAULT-VALUE}).")
  int maxConnections = Limits.defaults().maxConnections();

  @Option(
      names = "--bot-delay",
      paramLabel = "MS",
      description =
          "Milliseconds a bot waits before each move, so people can follow (default: ${DEFAULT-VALUE}).")
  long botDelay = 400;

  @Option(
      names = "--time-control",
      paramLabel = "TC",
      description =
          "Give every game clocks, such as 10m or 5m+3s (each seat's time for the whole game, then + and "
              + "the increment after each of its actions; units h, m, s, ms); a seat out of time loses. Default: none.")
  String timeControl;

  @Option(
      names = "--allow-host",
      paramLabel = "NAME",
      split = ",",
      description =
          "A host name the Host header may name besides the loopback and the listened address "
              + "(repeatable; others get 421, against DNS rebinding).")
  java.util.List<String> allowHosts = new java.util.ArrayList<>();

  @Option(
      names = "--allow-origin",
      paramLabel = "ORIGIN",
      split = ",",
      description =
          "An origin (https://games.example.org) whose pages may open the WebSocket besides the server's "
              + "own scheme, host and port (repeatable; others get 403).")
  java.util.List<String> allowOrigins = new java.util.ArrayList<>();

  @Option(
      names = "--trusted-proxy",
      paramLabel = "ADDRESS",
      split = ",",
      description =
          "The IP address of a reverse proxy whose forwarded header names the client (repeatable); "
              + "without one, forwarded headers are ignored.")
  java.util.List<String> trustedProxies = new java.util.ArrayList<>();

  @Option(
      names = "--forwarded-header",
      paramLabel = "NAME",
      description =
          "The header the trusted proxies write: X-Forwarded-For or Forwarded (default: ${DEFAULT-VALUE}).")
  String forwardedHeader = "X-Forwarded-For";

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    if (botDelay < 0) {
      throw new IllegalArgumentException("--bot-delay is not negative");
    }
    WebConfig config =
        WebConfig.defaults(port)
            .withHost(host)
            .withBotDelay(Duration.ofMillis(botDelay))
            .withLimits(Limits.defaults().withMaxGames(maxGames).withMaxConnections(maxConnections))
            .withAllowedHosts(java.util.Set.copyOf(allowHosts))
            .withAllowedOrigins(java.util.Set.copyOf(allowOrigins))
            .withTimeControl(timeControl == null ? null : TimeControl.parse(timeControl))
            .withForwarding(new Forwarding(java.util.Set.copyOf(trustedProxies), forwardedHeader));
    if (ownJvm) {
      java.util.Optional<java.util.List<String>> own =
          ServerJvm.command(
              java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments(),
              System.getProperty(ServerJvm.CHOICE),
              System.getProperty(ServerJvm.PARENT),
              System.getProperty("java.home"),
              System.getProperty("java.class.path"),
              ProcessHandle.current().pid(),
              spec.root().commandLine().getParseResult().originalArgs());
      if (own.isPresent()) {
        spec.commandLine().getOut().flush();
        return ServerJvm.run(own.get());
      }
      ServerJvm.followParent(System.getProperty(ServerJvm.PARENT));
    }
    WebServer started;
    try {
      started = WebServer.start(config);
    } catch (IOException e) {
      throw new UncheckedIOException(
          "cannot listen on " + host + ":" + port + " (" + e.getMessage() + ")", e);
    }
    try (WebServer server = started) {
      spec.commandLine()
          .getOut()
          .println(
              "stratego serve: open "
                  + server.uri()
                  + " (Ctrl-C stops; games live in memory only)");
      spec.commandLine().getOut().flush();
      server.join();
    }
    return 0;
  }
}
