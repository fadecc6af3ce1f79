package io.github.strategorules.examples.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Stream;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * Debian's Chromium driven by its chromedriver, for the end-to-end tests. Both binaries are named
 * explicitly (system properties {@code chromium.binary} and {@code chromedriver.binary}, default
 * {@code /usr/bin/chromium} and {@code /usr/bin/chromedriver}), so Selenium Manager never looks for
 * or downloads a browser. A test calls {@link #assumeAvailable()} first: without Chromium the
 * browser tests are skipped with a message, and a clean clone still builds.
 */
final class Browsers {
  /** Selenium's own loggers, held so that their level stays set (it warns about CDP versions). */
  private static final Logger SELENIUM = Logger.getLogger("org.openqa.selenium");

  private Browsers() {}

  static Path chromium() {
    return Path.of(System.getProperty("chromium.binary", "/usr/bin/chromium"));
  }

  static Path chromedriver() {
    return Path.of(System.getProperty("chromedriver.binary", "/usr/bin/chromedriver"));
  }

  /**
   * Skips the calling test when Chromium or chromedriver is not installed, or fails it when the run
   * requires them ({@code -Dbrowser.required=true}, as {@code .ci/run} does).
   */
  static void assumeAvailable() {
    boolean there = Files.isExecutable(chromium()) && Files.isExecutable(chromedriver());
    String missing =
        "no "
            + chromium()
            + " or "
            + chromedriver()
            + " (Debian: apt-get install chromium chromium-driver; .ci/run installs them)";
    if (Boolean.getBoolean("browser.required")) {
      assertThat(there).as("browser tests required, but " + missing).isTrue();
    }
    assumeTrue(there, "browser tests skipped: " + missing);
  }

  /** A browser session with its own empty profile, deleted when the session quits. */
  static final class Session implements AutoCloseable {
    final ChromeDriver driver;
    private final Path profile;

    private Session(ChromeDriver driver, Path profile) {
      this.driver = driver;
      this.profile = profile;
    }

    @Override
    public void close() {
      try {
        driver.quit();
      } finally {
        deleteTree(profile);
      }
    }
  }

  /**
   * Starts a headless Chromium with the flags this machine needs (no sandbox as root, no GPU, no
   * background network, which the closed network refuses) and the performance log on, so that a
   * test can read every WebSocket frame the browser received.
   */
  static Session start() {
    SELENIUM.setLevel(Level.SEVERE);
    Path profile;
    try {
      profile = Files.createTempDirectory("stratego-chromium-");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    ChromeOptions options = new ChromeOptions();
    options.setBinary(chromium().toFile());
    options.addArguments(
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
        "--window-size=1280,1000",
        "--user-data-dir=" + profile);
    LoggingPreferences logs = new LoggingPreferences();
    logs.enable(LogType.PERFORMANCE, Level.ALL);
    options.setCapability("goog:loggingPrefs", logs);
    options.setExperimentalOption(
        "perfLoggingPrefs", Map.of("enableNetwork", true, "enablePage", false));
    ChromeDriverService service =
        new ChromeDriverService.Builder()
            .usingDriverExecutable(chromedriver().toFile())
            .usingAnyFreePort()
            .withSilent(true)
            .withLogOutput(OutputStream.nullOutputStream())
            .withTimeout(Duration.ofSeconds(30))
            .build();
    ChromeDriver driver = new ChromeDriver(service, options);
    driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(10));
    return new Session(driver, profile);
  }

  static void deleteTree(Path root) {
    if (!Files.exists(root)) {
      return;
    }
    try (Stream<Path> all = Files.walk(root)) {
      all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      // A profile left in the temporary folder is harmless.
    }
  }
}
