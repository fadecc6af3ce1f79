package io.github.strategorules.testkit.fuzz;

import static org.quicktheories.QuickTheory.qt;

import io.github.strategorules.core.error.NotationException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;

/**
 * Fuzzing of the library's readers on the QuickTheories base, with one contract for every format
 * (issue 16): an input is read, or refused with a {@link NotationException} that has a location (a
 * line and column, or a byte offset) and a one-line message; never another exception, never more
 * than {@link #MAX_ALLOCATED} bytes allocated for one input (the {@code ReadLimits} promise for a 1
 * MB input), never a hang, nothing printed. Each target adds its own round-trip checks.
 *
 * <p>Two modes. By default (every {@code ./mvnw verify}) each format runs its committed corpus
 * ({@code src/test/resources/fuzz/<format>/}: seeds and every crash found, kept as regression
 * inputs) and a fixed-seed batch of mutations: quick and reproducible. With the system property
 * {@code fuzz.seconds=N} (as {@code .ci/run} sets) each format is fuzzed for N seconds from a new
 * seed ({@code fuzz.seed} repeats one), and one line per format is appended to {@code
 * target/fuzz-report.txt}: the inputs tried and the outcome. A failing input, shrunk by
 * QuickTheories, is in the failure message and saved under {@code target/fuzz-crashes/}.
 */
public final class Fuzzer {
  /** The most one input may allocate: the read-limits promise of about 64 MB for a 1 MB input. */
  public static final long MAX_ALLOCATED = 64L << 20;

  /** Longer than this for one input is taken for a hang (the promise is about a second). */
  public static final long MAX_MILLIS = 5_000;

  /** Mutated inputs per format in the default (regression) mode. */
  public static final int REGRESSION_EXAMPLES = 300;

  /** What a target does with one input; it may throw NotationException and nothing else. */
  @FunctionalInterface
  public interface Target {
    /**
     * Reads the input and checks what the format promises about what it read.
     *
     * @param input the bytes
     * @throws Exception anything but a located NotationException is a finding
     */
    void run(byte[] input) throws Exception;
  }

  private Fuzzer() {}

  /**
   * The committed corpus of a format: every file under {@code /fuzz/<format>/} on the class path of
   * the owner; a file named {@code *.lines} gives one seed per line.
   *
   * @param owner a class of the module holding the corpus
   * @param format the format's folder name
   * @return the seeds, in file name order
   */
  public static List<byte[]> corpus(Class<?> owner, String format) {
    URL url = owner.getResource("/fuzz/" + format);
    if (url == null) {
      throw new IllegalStateException("no corpus /fuzz/" + format);
    }
    List<byte[]> seeds = new ArrayList<>();
    try (Stream<Path> files = Files.list(Path.of(url.toURI()))) {
      for (Path f : files.sorted().toList()) {
        byte[] bytes = Files.readAllBytes(f);
        if (f.getFileName().toString().endsWith(".lines")) {
          for (String line : new String(bytes, StandardCharsets.UTF_8).split("\n")) {
            seeds.add(line.getBytes(StandardCharsets.UTF_8));
          }
        } else {
          seeds.add(bytes);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
    return seeds;
  }

  /**
   * Runs a format: its corpus one by one, then mutations (see the class comment for the modes).
   *
   * @param format the format's name, for reports
   * @param corpus the committed seeds (each also checked as is)
   * @param extraSeeds more seeds made at run time (from the Gravon samples, say)
   * @param dictionary tokens of the format
   * @param target the reader and its checks
   */
  public static void run(
      String format,
      List<byte[]> corpus,
      List<byte[]> extraSeeds,
      List<byte[]> dictionary,
      Target target) {
    String seconds = System.getProperty("fuzz.seconds", "");
    long budget = seconds.isBlank() ? 0 : Long.parseLong(seconds);
    long seed = Long.getLong("fuzz.seed", budget > 0 ? System.nanoTime() : format.hashCode());
    List<byte[]> seeds = new ArrayList<>(corpus);
    seeds.addAll(extraSeeds);
    AtomicLong inputs = new AtomicLong();
    PrintStream out = System.out;
    PrintStream err = System.err;
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    PrintStream capture = new PrintStream(printed, true, StandardCharsets.UTF_8);
    String outcome = "ok";
    System.setOut(capture);
    System.setErr(capture);
    try {
      Assertions.assertTimeoutPreemptively(
          Duration.ofSeconds(budget + 300),
          () -> {
            for (byte[] s : corpus) {
              inputs.incrementAndGet();
              check(format, target, s);
            }
            var theory = qt().withFixedSeed(seed).withShrinkCycles(500);
            theory =
                budget > 0
                    ? theory.withUnlimitedExamples().withTestingTime(budget, TimeUnit.SECONDS)
                    : theory.withExamples(REGRESSION_EXAMPLES);
            theory
                .forAll(Mutations.of(seeds, dictionary, 6))
                .checkAssert(
                    in -> {
                      inputs.incrementAndGet();
                      check(format, target, in);
                    });
          });
    } catch (AssertionError | RuntimeException e) {
      outcome = "CRASH (seed " + seed + ")";
      throw e;
    } finally {
      System.setOut(out);
      System.setErr(err);
      if (budget > 0) {
        report(
            format
                + ": "
                + inputs.get()
                + " inputs in "
                + budget
                + " s, seed "
                + seed
                + ", "
                + outcome);
      }
    }
    Assertions.assertEquals(
        "", printed.toString(StandardCharsets.UTF_8), "a reader printed something");
  }

  /**
   * Checks the contract on one input.
   *
   * @param format the format, for saving a failing input
   * @param target the target
   * @param input the input
   */
  public static void check(String format, Target target, byte[] input) {
    long allocated = Allocations.ofThisThread();
    long start = System.nanoTime();
    try {
      target.run(input);
    } catch (NotationException e) {
      located(e);
    } catch (Throwable e) {
      save(format, input);
      throw new AssertionError("not a NotationException: " + e, e);
    }
    long bytes = Allocations.ofThisThread() - allocated;
    long millis = (System.nanoTime() - start) / 1_000_000;
    if (bytes > MAX_ALLOCATED || millis > MAX_MILLIS) {
      save(format, input);
      throw new AssertionError(
          "one input of "
              + input.length
              + " bytes took "
              + millis
              + " ms and allocated "
              + bytes
              + " bytes");
    }
  }

  /**
   * A NotationException as the contract wants it: located, with a one-line message.
   *
   * @param e the exception
   */
  public static void located(NotationException e) {
    boolean text = e.line() >= 1 && e.column() >= 1;
    boolean binary = e.byteOffset() >= 0;
    if (!text && !binary) {
      throw new AssertionError("no location: " + e.getMessage(), e);
    }
    String m = e.getMessage();
    if (m == null || m.isBlank() || m.indexOf('\n') >= 0 || m.indexOf('\r') >= 0) {
      throw new AssertionError("not a one-line message: " + m, e);
    }
  }

  private static void save(String format, byte[] input) {
    try {
      Path dir = Path.of("target", "fuzz-crashes", format);
      Files.createDirectories(dir);
      Files.write(
          dir.resolve(
              String.format("%08d-%08x.bin", input.length, java.util.Arrays.hashCode(input))),
          input);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void report(String line) {
    try {
      Path file = Path.of("target", "fuzz-report.txt");
      Files.createDirectories(file.getParent());
      Files.writeString(file, line + "\n", StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
