package io.github.strategorules.examples.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The README's sample of {@code .ci/test} stays true to the script and the build (issue 25, item
 * 1): the summary line has the script's form and names exactly the modules that have tests; the
 * line of tests not run here names exactly the test classes tagged {@code slow}, which the default
 * build leaves out and {@code -Pslow-tests} (what {@code .ci/run} passes) runs; the script prints
 * those lines, builds with {@code -fae}, and {@code .ci/run} passes the profile.
 */
class TestCommandDocTest {
  private static final Path ROOT = Path.of("").toAbsolutePath().getParent();

  private static final Pattern SUMMARY =
      Pattern.compile("(?m)^ *Tests: (\\d+) run, (\\d+) failed, (\\d+) skipped \\(([^)]*)\\)$");

  private static final Pattern SLOW =
      Pattern.compile(
          "(?m)^ *Not run here, tagged slow \\(\\.ci/run runs them; -Pslow-tests\\): (.*)$");

  @Test
  void theReadmesSampleOfTheTestCommandIsWhatTheScriptPrintsForThisBuild() throws IOException {
    String readme = Files.readString(ROOT.resolve("README.md"));
    Matcher summary = SUMMARY.matcher(readme);
    assertThat(summary.find()).as("the README's summary line").isTrue();
    int total = 0;
    Set<String> named = new LinkedHashSet<>();
    for (String part : summary.group(4).split(", ")) {
      String[] moduleAndCount = part.split(" ");
      named.add(moduleAndCount[0]);
      total += Integer.parseInt(moduleAndCount[1]);
    }
    assertThat(total)
        .as("the modules' counts add up to the total")
        .isEqualTo(Integer.parseInt(summary.group(1)));
    assertThat(summary.group(2)).isEqualTo("0");
    assertThat(named)
        .as("modules with tests, in the order of the root pom")
        .containsExactlyElementsOf(modulesWithTests());

    Matcher slow = SLOW.matcher(readme);
    assertThat(slow.find()).as("the README's line of tests left to CI").isTrue();
    assertThat(new TreeSet<>(List.of(slow.group(1).split(" ")))).isEqualTo(slowClasses());

    String script = Files.readString(ROOT.resolve(".ci/test"));
    assertThat(script)
        .contains(
            "clean verify -fae",
            "echo \"Tests: $tests run, $failed failed, $skipped skipped",
            "Not run here, tagged slow (.ci/run runs them; -Pslow-tests): ",
            "'^@Tag(\"slow\")'",
            "skipped $n: $reason");
    assertThat(Files.readString(ROOT.resolve(".ci/run"))).contains("extra=(-Pslow-tests)");
    String pom = Files.readString(ROOT.resolve("pom.xml"));
    assertThat(pom)
        .contains(
            "<tests.excludedGroups>slow</tests.excludedGroups>",
            "<excludedGroups>${tests.excludedGroups}</excludedGroups>",
            "<id>slow-tests</id>");
  }

  /**
   * Issue 37 item 8: {@code .ci/test} was silent for 9m 48s while one module ran. Run against a
   * fake Maven (a module that prints nothing for 3 seconds, then half a line) with the heartbeat at
   * 1 second, it says the module still runs, keeps the split line whole in its log, and ends with
   * its usual module lines and summary; its default heartbeat is 60 seconds.
   */
  @Test
  void theTestCommandSaysAQuietModuleStillRuns(@org.junit.jupiter.api.io.TempDir Path dir)
      throws Exception {
    Files.createDirectories(dir.resolve(".ci"));
    Files.copy(ROOT.resolve(".ci/test"), dir.resolve(".ci/test"));
    Files.writeString(
        dir.resolve("pom.xml"),
        "<project>\n  <modules>\n    <module>alpha</module>\n    <module>beta</module>\n  </modules>\n</project>\n");
    Files.writeString(
        dir.resolve("mvnw"),
        String.join(
            "\n",
            "#!/usr/bin/env bash",
            "echo '[INFO] --- surefire:3.6.1:test (default-test) @ alpha ---'",
            "sleep 3",
            "printf '[INFO] half'; sleep 2; echo ' a line'",
            "echo '[INFO] --- jar:3.5.1:jar (default-jar) @ beta ---'",
            "echo '[INFO] Reactor Summary for stratego-parent'",
            ""));
    dir.resolve("mvnw").toFile().setExecutable(true);
    dir.resolve(".ci/test").toFile().setExecutable(true);
    ProcessBuilder pb =
        new ProcessBuilder("bash", ".ci/test").directory(dir.toFile()).redirectErrorStream(true);
    pb.environment().put("STRATEGO_TEST_HEARTBEAT", "1");
    pb.environment().put("TMPDIR", dir.toString());
    Process p = pb.start();
    String out =
        new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    assertThat(p.waitFor()).as(out).isZero();
    List<String> lines = out.lines().toList();
    assertThat(lines).as(out).anyMatch(l -> l.matches("alpha {18}still running, \\d+s so far"));
    assertThat(lines)
        .as(out)
        .filteredOn(l -> l.startsWith("alpha"))
        .last()
        .matches(l -> l.matches("alpha {18}(\\d+m )?\\d+s"));
    assertThat(lines)
        .as(out)
        .filteredOn(l -> l.contains("still running"))
        .allMatch(l -> l.startsWith("alpha "));
    assertThat(lines).as(out).contains("Tests: 0 run, 0 failed, 0 skipped");
    assertThat(lines.get(lines.size() - 1)).isEqualTo("Tests: 0 run, 0 failed, 0 skipped");
    try (Stream<Path> logs = Files.list(dir)) {
      Path log =
          logs.filter(f -> f.getFileName().toString().startsWith("stratego-test."))
              .findFirst()
              .orElseThrow();
      assertThat(Files.readString(log)).contains("[INFO] half a line\n");
    }
    assertThat(Files.readString(ROOT.resolve(".ci/test")))
        .contains("heartbeat=${STRATEGO_TEST_HEARTBEAT:-60}");
  }

  /**
   * Issue 55, item 6: {@code .ci/test} printed "Testing 16 modules" and then 17 module lines (the
   * parent pom is built too). Its first line counts what it prints: run against a fake Maven that
   * builds the parent and two modules, it says "the parent and its 2 modules" and prints three
   * module lines; the README's sample says the same of this build: the parent and the root pom's
   * modules, one line each.
   */
  @Test
  void theTestCommandsFirstLineCountsTheModuleLinesItPrints(
      @org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
    Files.createDirectories(dir.resolve(".ci"));
    Files.copy(ROOT.resolve(".ci/test"), dir.resolve(".ci/test"));
    Files.writeString(
        dir.resolve("pom.xml"),
        "<project>\n  <modules>\n    <module>alpha</module>\n    <module>beta</module>\n  </modules>\n</project>\n");
    Files.writeString(
        dir.resolve("mvnw"),
        String.join(
            "\n",
            "#!/usr/bin/env bash",
            "echo '[INFO] --- clean:3.5.0:clean (default-clean) @ stratego-parent ---'",
            "echo '[INFO] --- surefire:3.6.1:test (default-test) @ alpha ---'",
            "echo '[INFO] --- jar:3.5.1:jar (default-jar) @ beta ---'",
            "echo '[INFO] Reactor Summary for stratego-parent'",
            ""));
    dir.resolve("mvnw").toFile().setExecutable(true);
    ProcessBuilder pb =
        new ProcessBuilder("bash", ".ci/test").directory(dir.toFile()).redirectErrorStream(true);
    pb.environment().put("TMPDIR", dir.toString());
    Process p = pb.start();
    String out =
        new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    assertThat(p.waitFor()).as(out).isZero();
    List<String> lines = out.lines().toList();
    assertThat(lines.get(0)).as(out).startsWith("Testing the parent and its 2 modules (");
    assertThat(lines.subList(1, 4))
        .as(out)
        .extracting(l -> l.split(" ")[0])
        .containsExactly("stratego-parent", "alpha", "beta");

    String readme = Files.readString(ROOT.resolve("README.md"));
    Matcher first =
        Pattern.compile("(?m)^ *Testing the parent and its (\\d+) modules \\(").matcher(readme);
    assertThat(first.find()).as("the README's first line of .ci/test").isTrue();
    int modules =
        (int)
            Pattern.compile("<module>([^<]+)</module>")
                .matcher(Files.readString(ROOT.resolve("pom.xml")))
                .results()
                .count();
    assertThat(Integer.parseInt(first.group(1))).isEqualTo(modules);
    String sample = readme.substring(first.end(), readme.indexOf("Not run here", first.end()));
    assertThat(sample.lines().skip(1).filter(l -> !l.isBlank()))
        .as("one line for the parent and each module")
        .hasSize(modules + 1);
  }

  /** The modules of the root pom, in its order, that have tests. */
  private static List<String> modulesWithTests() throws IOException {
    List<String> modules = new ArrayList<>();
    Matcher m =
        Pattern.compile("<module>([^<]+)</module>")
            .matcher(Files.readString(ROOT.resolve("pom.xml")));
    while (m.find()) {
      if (Files.isDirectory(ROOT.resolve(m.group(1)).resolve("src/test/java"))) {
        modules.add(m.group(1));
      }
    }
    return modules;
  }

  /** The simple names of the test classes tagged slow, as .ci/test finds them. */
  private static Set<String> slowClasses() throws IOException {
    Set<String> classes = new TreeSet<>();
    try (Stream<Path> all = Files.walk(ROOT, 12)) {
      for (Path p :
          all.filter(
                  p ->
                      p.toString().endsWith(".java")
                          && p.toString().contains("/src/test/java/")
                          && !p.toString().contains("/target/"))
              .toList()) {
        if (Files.readAllLines(p).stream().anyMatch(l -> l.startsWith("@Tag(\"slow\")"))) {
          classes.add(p.getFileName().toString().replace(".java", ""));
        }
      }
    }
    assertThat(classes).as("classes tagged slow").isNotEmpty();
    return classes;
  }
}
