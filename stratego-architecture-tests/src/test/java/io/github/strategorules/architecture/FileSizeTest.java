package io.github.strategorules.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No main source file of the repository grows past {@value #MAX_LINES} lines (issue 24): a file
 * that long holds more than one concern and is split by concern. The kernel is the exception, each
 * file named with its reason (and, until its branch is merged, the page's script); the test also
 * fails when an exception is no longer needed, so the list stays true.
 */
class FileSizeTest {
  static final int MAX_LINES = 600;

  /** Files allowed past the limit, each with why it stays one file. */
  static final Map<String, String> KERNEL =
      Map.of(
          "stratego-core/src/main/java/io/github/strategorules/core/kernel/Position.java",
          "the kernel's mutable int-encoded position: generate, make/unmake, status and the C-5/C-6 state "
              + "share its arrays on the allocation-free fast path, and one class lets the JIT inline across them");

  /** Main sources written by hand: Java, and the page's script and style. */
  private static boolean isMainSource(Path p) {
    String s = p.toString().replace('\\', '/');
    return s.contains("/src/main/")
        && !s.contains("/target/")
        && !s.contains("/node_modules/")
        && (s.endsWith(".java") || s.endsWith(".js") || s.endsWith(".css") || s.endsWith(".py"));
  }

  private static Map<String, Long> mainSourceLines(Path root) {
    Map<String, Long> lines = new TreeMap<>();
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path p : walk.filter(Files::isRegularFile).filter(FileSizeTest::isMainSource).toList()) {
        try (Stream<String> l = Files.lines(p)) {
          lines.put(root.relativize(p).toString().replace('\\', '/'), l.count());
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return lines;
  }

  private static Path repository() {
    return Path.of("").toAbsolutePath().getParent();
  }

  /** The files over the limit that are not excepted, with their line counts. */
  private static List<String> tooLong(Map<String, Long> lines) {
    return lines.entrySet().stream()
        .filter(e -> e.getValue() > MAX_LINES && !KERNEL.containsKey(e.getKey()))
        .map(e -> e.getKey() + " (" + e.getValue() + " lines)")
        .toList();
  }

  @Test
  void noMainSourceFileIsLongerThanTheLimitButTheKernels() {
    Map<String, Long> lines = mainSourceLines(repository());
    assertThat(lines).as("main sources found").hasSizeGreaterThan(100);
    assertThat(tooLong(lines))
        .as("main source files over %d lines: split them by concern", MAX_LINES)
        .isEmpty();
  }

  @Test
  void everyExceptionIsStillNeeded() {
    Map<String, Long> lines = mainSourceLines(repository());
    for (String file : KERNEL.keySet()) {
      assertThat(lines).as("the excepted file %s exists", file).containsKey(file);
      assertThat(lines.get(file))
          .as("%s is still over the limit (else drop its exception)", file)
          .isGreaterThan((long) MAX_LINES);
    }
  }

  @Test
  void theCheckCanFail() throws IOException {
    Path dir = Files.createTempDirectory("file-size");
    Path big = dir.resolve("m/src/main/java/Big.java");
    Files.createDirectories(big.getParent());
    Files.writeString(big, "//\n".repeat(MAX_LINES + 1));
    Files.writeString(dir.resolve("m/src/main/java/Small.java"), "//\n".repeat(MAX_LINES));
    Files.createDirectories(dir.resolve("m/src/test/java"));
    Files.writeString(dir.resolve("m/src/test/java/BigTest.java"), "//\n".repeat(MAX_LINES + 1));
    assertThat(tooLong(mainSourceLines(dir)))
        .containsExactly("m/src/main/java/Big.java (" + (MAX_LINES + 1) + " lines)");
  }
}
