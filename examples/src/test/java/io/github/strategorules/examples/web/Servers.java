package io.github.strategorules.examples.web;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

/** Servers for the tests: on a free loopback port, bots without delay, seeds counted from a start. */
final class Servers {
  private Servers() {}

  /**
   * The test configuration: port 0, no bot delay, seeds 1, 2, 3, ... and games test1, test2, ...
   * so that every run is the same.
   */
  static WebConfig config() {
    AtomicLong seeds = new AtomicLong();
    AtomicLong ids = new AtomicLong();
    return WebConfig.defaults(0).withBotDelay(Duration.ZERO).withSeeds(seeds::incrementAndGet)
        .withGameIds(() -> "test" + ids.incrementAndGet());
  }

  static WebServer start(WebConfig config) {
    try {
      return WebServer.start(config);
    } catch (Exception e) {
      throw new IllegalStateException("the server did not start", e);
    }
  }

  /** Where the screenshots go: the repository's docs/ (the tests run in examples/). */
  static Path docs() {
    Path here = Path.of("").toAbsolutePath();
    Path docs = here.resolveSibling("docs");
    return Files.isDirectory(docs) ? docs : here.resolve("target");
  }
}
