package io.github.strategorules.testkit.property;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.TestReporter;

/**
 * Where tests put what they measured (games replayed, positions compared, examples checked): never
 * the console, which a passing build keeps silent, but files under the module's {@code target/}
 * folder and, for IDEs, JUnit's {@link TestReporter}.
 */
public final class TestStatistics {
  private TestStatistics() {}

  /**
   * Publishes a statistic: to the test's reporter and as a line of {@code
   * target/test-statistics.txt}.
   *
   * @param reporter the test's reporter
   * @param key what was measured
   * @param value the figures
   */
  public static void publish(TestReporter reporter, String key, String value) {
    reporter.publishEntry(key, value);
    append("test-statistics.txt", key + ": " + value);
  }

  /**
   * Appends a line to a file under the module's {@code target/} folder.
   *
   * @param file the file name
   * @param line the line, without its line break
   */
  public static synchronized void append(String file, String line) {
    Path target = Path.of(System.getProperty("basedir", "."), "target");
    try {
      Files.createDirectories(target);
      Files.writeString(
          target.resolve(file),
          line + "\n",
          StandardCharsets.UTF_8,
          StandardOpenOption.CREATE,
          StandardOpenOption.APPEND);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
