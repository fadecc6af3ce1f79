package io.github.strategorules.examples;

import io.github.strategorules.engine.protocol.ProtocolSession;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code stratego engine}: serves the referee side of the engine protocol ({@code
 * docs/protocol.md}) on standard input and output, for every game on the path, until {@code bye} or
 * the end of the input. All of it is {@link ProtocolSession}; this command only connects it to the
 * streams.
 */
@Command(
    name = "engine",
    mixinStandardHelpOptions = true,
    description =
        "Serve the engine protocol (JSON lines, docs/protocol.md) on standard input and output: "
            + "this library as the referee of any game.")
final class EngineCommand implements Callable<Integer> {
  private final InputStream input;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  EngineCommand(InputStream input) {
    this.input = input;
  }

  @Override
  public Integer call() {
    try {
      String server = new StrategoCli.Version().getVersion()[0];
      ProtocolSession.serve(
          new ProtocolSession(server),
          input, // read as UTF-8, a line that is not refused (ProtocolSession.serve)
          spec.commandLine().getOut());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return 0;
  }
}
