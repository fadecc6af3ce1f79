package io.github.strategorules.examples.web;

import io.github.strategorules.json.StrategoJson;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Servers for the tests: on a free loopback port, bots without delay, seeds counted from a start.
 */
final class Servers {
  private Servers() {}

  /**
   * The test configuration: port 0, no bot delay, seeds 1, 2, 3, ... and games test1, test2, ... so
   * that every run is the same.
   */
  static WebConfig config() {
    AtomicLong seeds = new AtomicLong();
    AtomicLong ids = new AtomicLong();
    return WebConfig.defaults(0)
        .withBotDelay(Duration.ZERO)
        .withSeeds(seeds::incrementAndGet)
        .withGameIds(() -> "test" + ids.incrementAndGet());
  }

  /**
   * Small limits for the availability tests: 50 games, 10 a client, 1,000 connections, a 30 s idle
   * timeout (the tests narrow one bound at a time with the {@code with...} methods).
   */
  static Limits small() {
    return new Limits(
        50,
        10,
        5,
        1_024,
        50,
        50,
        5,
        1_000,
        Duration.ofSeconds(30),
        Duration.ofMinutes(30),
        Duration.ofMinutes(15));
  }

  /** A lobby without a server: research bots without delay, a clock that reads 5, random ids. */
  static Lobby lobby(Limits limits) {
    return new Lobby(
        limits,
        BotSource.research(),
        Duration.ofMinutes(1),
        () -> 5,
        Tokens::gameId,
        StrategoJson.standard());
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
