package io.github.strategorules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The recipe of {@code docs/new-game.md} works as written: its copy-and-rename step, run by bash on
 * a copy of {@code stratego-template} and of the root pom, gives a module {@code my-game} with
 * nothing of the template's names left, listed in the build; compiled (its module descriptor on the
 * module path, as Maven compiles it), its own tests pass in a JVM of their own (where the registry
 * finds {@code my-game} through the copied service entry: the conformance suite with the JSON and
 * protocol checks, its rules, its descriptor), and the command-line tool plays it. Then the doc's
 * "make it fail once" is done: a view that shows the other seat's value fails the copied
 * conformance test, on its hidden-fact check. And the copy's research kit, renamed with it, lets
 * the batched environment step the renamed game from Java and from Python, with the doc's step 11
 * code.
 */
class NewGameRecipeTest {
  private static final Path ROOT = Path.of("").toAbsolutePath().getParent();

  @TempDir Path dir;

  @Test
  void theCopyAndRenameStepGivesAGameThatPassesItsTestsAndPlaysInTheTool() throws Exception {
    Assumptions.assumeTrue(
        ArenaEngineTest.onPath("bash") && ArenaEngineTest.onPath("sed"),
        "the recipe's shell commands need bash and sed");
    copyTree(ROOT.resolve("stratego-template"), dir.resolve("stratego-template"));
    Files.copy(ROOT.resolve("pom.xml"), dir.resolve("pom.xml"));
    String script = renameStep();
    Process p =
        new ProcessBuilder("bash", "-e", "-c", script)
            .directory(dir.toFile())
            .redirectErrorStream(true)
            .start();
    String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor()).as("the copy-and-rename step: " + said).isZero();

    Path game = dir.resolve("my-game");
    assertThat(Files.readString(dir.resolve("pom.xml")))
        .contains("    <module>stratego-template</module>\n    <module>my-game</module>\n");
    assertThat(game.resolve("src/main/java/org/example/mygame/MyGame.java")).isRegularFile();
    assertThat(game.resolve("src/test/java/org/example/mygame/MyConformanceTest.java"))
        .isRegularFile();
    assertThat(game.resolve("src/main/java/io")).doesNotExist();
    // whitespace collapsed: the formatter may wrap the provides clause at either name's length
    assertThat(
            Files.readString(game.resolve("src/main/java/module-info.java"))
                .replaceAll("\\s+", " "))
        .contains("module org.example.mygame {", "with org.example.mygame.MyProvider;");
    assertThat(
            Files.readString(
                    game.resolve(
                        "src/main/resources/META-INF/services/io.github.strategorules.core.game.GameProvider"))
                .strip())
        .isEqualTo("org.example.mygame.MyProvider");
    assertThat(Files.readString(game.resolve("pom.xml")))
        .contains("<artifactId>my-game</artifactId>", "<finalName>my-game</finalName>")
        .doesNotContain("stratego-template");
    for (Path f : files(game.resolve("src"))) {
      assertThat(f.getFileName().toString()).doesNotContain("Toy");
      assertThat(Files.readString(f))
          .as(f.toString())
          .doesNotContain("strategorules.template", "\"toy")
          .doesNotContainPattern("Toy[A-Z]");
    }

    compile(game);
    List<String> results =
        runTests(game, "ModuleDescriptorTest", "MyConformanceTest", "MyRulesTest");
    assertThat(results)
        .as(String.join("\n", results))
        .hasSizeGreaterThanOrEqualTo(10)
        .allMatch(r -> r.startsWith("PASS "))
        .anyMatch(r -> r.startsWith("PASS org.example.mygame.MyConformanceTest#"))
        .anyMatch(r -> r.startsWith("PASS org.example.mygame.MyRulesTest#"))
        .anyMatch(r -> r.startsWith("PASS org.example.mygame.ModuleDescriptorTest#"))
        .contains("PASS stratego selfplay --ruleset my-game");

    // Make it fail once: RED's view shows BLUE's value.
    Path state = game.resolve("src/main/java/org/example/mygame/MyState.java");
    String rules = Files.readString(state);
    String own = "viewer.isPresent() && viewer.get() == s && values[s.index()] > 0";
    assertThat(rules).contains(own);
    Files.writeString(state, rules.replace(own, "viewer.isPresent() && values[s.index()] > 0"));
    compile(game);
    List<String> broken = runTests(game, "MyConformanceTest");
    assertThat(broken)
        .as(String.join("\n", broken))
        .anyMatch(
            r ->
                r.startsWith("FAIL org.example.mygame.MyConformanceTest#")
                    && r.contains("hidden from it"));
  }

  // --- issue 50 item 3: the research step (step 11): the renamed game in VectorEnv ---

  /**
   * Step 11 of the doc works on the renamed copy: its research kit is renamed and registered with
   * it, its own tests pass (ids, twins, the heuristic bot against random), and the doc's Java and
   * Python blocks step a {@code VectorEnv} of {@code my-game} as written: from Java in a JVM of the
   * copy's own, from Python through {@code python/stratego_env} (Debian's {@code /usr/bin/python3}
   * with JPype), the copy's jar on the class path beside the library.
   */
  @Test
  void theRenamedGameStepsInTheBatchedEnvironmentFromJavaAndPython() throws Exception {
    Assumptions.assumeTrue(
        ArenaEngineTest.onPath("bash") && ArenaEngineTest.onPath("sed"),
        "the recipe's shell commands need bash and sed");
    copyTree(ROOT.resolve("stratego-template"), dir.resolve("stratego-template"));
    Files.copy(ROOT.resolve("pom.xml"), dir.resolve("pom.xml"));
    Process p =
        new ProcessBuilder("bash", "-e", "-c", renameStep())
            .directory(dir.toFile())
            .redirectErrorStream(true)
            .start();
    String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor()).as("the copy-and-rename step: " + said).isZero();
    Path game = dir.resolve("my-game");
    assertThat(game.resolve("src/main/java/org/example/mygame/research/MyResearch.java"))
        .isRegularFile();
    assertThat(
            Files.readString(
                    game.resolve(
                        "src/main/resources/META-INF/services/io.github.strategorules.research.ResearchKit"))
                .strip())
        .isEqualTo("org.example.mygame.research.MyResearch");
    assertThat(
            Files.readString(game.resolve("src/main/java/module-info.java"))
                .replaceAll("\\s+", " "))
        .contains("with org.example.mygame.research.MyResearch;");

    // Java: the doc's block, in a class of the copy's tests, run in a JVM of its own.
    Path step = game.resolve("src/test/java/org/example/mygame/RecipeEnvironmentStep.java");
    Files.writeString(
        step,
        "package org.example.mygame;\n"
            + "import io.github.strategorules.core.game.*;\n"
            + "import io.github.strategorules.research.env.*;\n"
            + "import java.util.SplittableRandom;\n"
            + "public final class RecipeEnvironmentStep {\n"
            + "  public static void main(String[] args) {\n"
            + docBlock("java", "Game game = Games.parse(\"my-game\");\n")
            + "  }\n}\n");
    compile(game);
    List<String> results = runTests(game, "MyResearchTest", "ModuleDescriptorTest");
    assertThat(results)
        .as(String.join("\n", results))
        .allMatch(r -> r.startsWith("PASS "))
        .anyMatch(r -> r.startsWith("PASS org.example.mygame.MyResearchTest#theHeuristic"));
    String java = runMain(game, "org.example.mygame.RecipeEnvironmentStep");
    Matcher stepped =
        Pattern.compile(
                "EnvShape\\[games=64, seats=2, observationSize=44, actions=37, maxLegal=37\\],"
                    + " (\\d+) episodes ended")
            .matcher(java);
    assertThat(stepped.find()).as(java).isTrue();
    assertThat(Integer.parseInt(stepped.group(1))).isPositive();

    // Python: the doc's block as written, from the folder that holds my-game.
    Assumptions.assumeTrue(
        pythonWithJpype(),
        "the Python half of the research step needs /usr/bin/python3 with jpype and numpy"
            + " (Debian: python3-jpype python3-numpy)");
    jar(game.resolve("target/my-game.jar"), game.resolve("target/classes"));
    Path library = dir.resolve("library.jar");
    libraryJar(library);
    ProcessBuilder py =
        new ProcessBuilder(PYTHON, "-").directory(dir.toFile()).redirectErrorStream(true);
    py.environment().put("PYTHONPATH", ROOT.resolve("python").toString());
    py.environment().put("STRATEGO_JAR", library.toString());
    Process python = py.start();
    try (OutputStream in = python.getOutputStream()) {
      in.write(
          docBlock("python", "import numpy as np\nimport stratego_env\n")
              .getBytes(StandardCharsets.UTF_8));
    }
    String out = new String(python.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(python.waitFor()).as(out).isZero();
    Matcher played =
        Pattern.compile("\\(64, 44\\) 37 \\{'RED': (\\d+)\\.0, 'BLUE': (\\d+)\\.0\\}").matcher(out);
    assertThat(played.find()).as(out).isTrue();
    assertThat(Integer.parseInt(played.group(1)) + Integer.parseInt(played.group(2))).isPositive();
  }

  /** Debian's interpreter, for which python3-jpype and python3-numpy are installed. */
  private static final String PYTHON = "/usr/bin/python3";

  private static boolean pythonWithJpype() throws IOException, InterruptedException {
    if (!Files.isExecutable(Path.of(PYTHON))) {
      return false;
    }
    Process p =
        new ProcessBuilder(PYTHON, "-c", "import jpype, numpy").redirectErrorStream(true).start();
    p.getInputStream().readAllBytes();
    return p.waitFor() == 0;
  }

  /** The fenced block of docs/new-game.md in a language that starts with the given text. */
  private static String docBlock(String language, String start) throws IOException {
    Matcher m =
        Pattern.compile("(?s)```" + language + "\\n(.*?)```")
            .matcher(Files.readString(ROOT.resolve("docs/new-game.md")));
    while (m.find()) {
      if (m.group(1).startsWith(start)) {
        return m.group(1);
      }
    }
    throw new AssertionError("docs/new-game.md has no " + language + " block starting " + start);
  }

  /** Runs a main class of the copy in a JVM of its own, as {@link #runTests} runs its tests. */
  private static String runMain(Path game, String mainClass)
      throws IOException, InterruptedException {
    Process p =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                String.join(
                    File.pathSeparator,
                    game.resolve("target/test-classes").toString(),
                    game.resolve("target/classes").toString(),
                    String.join(File.pathSeparator, classPath())),
                mainClass)
            .directory(game.toFile())
            .redirectErrorStream(true)
            .start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor()).as(out).isZero();
    return out;
  }

  /** The game's jar, as the build writes it (step 10), with the JDK's jar tool. */
  private static void jar(Path jar, Path classes) {
    java.util.spi.ToolProvider tool = java.util.spi.ToolProvider.findFirst("jar").orElseThrow();
    StringWriter err = new StringWriter();
    int code =
        tool.run(
            new PrintWriter(new StringWriter()),
            new PrintWriter(err),
            "--create",
            "--file",
            jar.toString(),
            "-C",
            classes.toString(),
            ".");
    assertThat(code).as("jar: " + err).isZero();
  }

  /**
   * The library for Python in place of {@code examples/target/stratego.jar}, which a test run does
   * not build: a jar whose manifest puts this test's class path (the reactor's library classes) on
   * the JVM's class path.
   */
  private static void libraryJar(Path jar) throws IOException {
    StringBuilder entries = new StringBuilder();
    for (String e : classPath()) {
      Path entry = Path.of(e).toAbsolutePath();
      String relative =
          jar.getParent().relativize(entry).toString().replace(File.separatorChar, '/');
      entries.append(' ').append(relative).append(Files.isDirectory(entry) ? "/" : "");
    }
    java.util.jar.Manifest manifest = new java.util.jar.Manifest();
    manifest.getMainAttributes().put(java.util.jar.Attributes.Name.MANIFEST_VERSION, "1.0");
    manifest
        .getMainAttributes()
        .put(java.util.jar.Attributes.Name.CLASS_PATH, entries.toString().strip());
    try (OutputStream out = Files.newOutputStream(jar);
        java.util.jar.JarOutputStream j = new java.util.jar.JarOutputStream(out, manifest)) {
      j.flush();
    }
  }

  // --- end of the research step ---

  /**
   * Issue 55, item 1: after step 2 the game names itself in everything a player or a log reads.
   * Before, {@code play --ruleset my-game} printed "Toy, view of RED", errors said "not a toy
   * action" and "the toy game has no options", and outcomes cited {@code TOY-5}. The renamed
   * sources hold no "toy" in any case (code, messages, Javadoc, tests), and every command of the
   * tool, run on the renamed game in its module's JVM (a person's session with a mistyped action,
   * bad specs and records, self-play with records replayed, the legal actions, the demo, an arena,
   * an engine session with refused requests), prints its own name and never "toy".
   */
  @Test
  void theRenamedGameNamesItselfInEverythingAPlayerReads() throws Exception {
    Assumptions.assumeTrue(
        ArenaEngineTest.onPath("bash") && ArenaEngineTest.onPath("sed"),
        "the recipe's shell commands need bash and sed");
    copyTree(ROOT.resolve("stratego-template"), dir.resolve("stratego-template"));
    Files.copy(ROOT.resolve("pom.xml"), dir.resolve("pom.xml"));
    Process rename =
        new ProcessBuilder("bash", "-e", "-c", renameStep())
            .directory(dir.toFile())
            .redirectErrorStream(true)
            .start();
    String said = new String(rename.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(rename.waitFor()).as("the copy-and-rename step: " + said).isZero();
    Path game = dir.resolve("my-game");
    for (Path f : files(game.resolve("src"))) {
      assertThat(Files.readString(f)).as(f.toString()).doesNotContainPattern("(?i)toy");
    }

    compile(game);
    Path records = dir.resolve("records");
    List<String> command =
        new ArrayList<>(
            List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                String.join(
                    File.pathSeparator,
                    game.resolve("target/classes").toString(),
                    // without the template, whose own game is "toy": only the copy is on trial
                    classPath().stream()
                        .filter(e -> !e.contains("stratego-template"))
                        .collect(java.util.stream.Collectors.joining(File.pathSeparator))),
                Player.class.getName(),
                records.toString()));
    Process p =
        new ProcessBuilder(command).directory(game.toFile()).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor()).as(out).isZero();
    assertThat(out)
        .as("what the tool printed for the renamed game")
        .contains(
            "my-game: RED human, BLUE random.",
            "my-game, view of RED",
            "Not an action: ",
            "has no options",
            "5 games of my-game",
            "game-0001.txt [my-game]: ",
            "RED walk ",
            "\"spec\":\"my-game\"",
            "(MG-")
        .doesNotContainPattern("(?i)toy");
  }

  /**
   * In the renamed module's JVM: every command of the tool on the renamed game, each command's
   * output and error stream printed in turn.
   */
  public static final class Player {
    private Player() {}

    /**
     * Plays.
     *
     * @param args the folder for the records
     */
    public static void main(String[] args) {
      String records = args[0];
      String session =
          String.join(
                  "\n",
                  "{\"type\":\"hello\",\"id\":1,\"protocol\":[1]}",
                  "{\"type\":\"new_game\",\"id\":2,\"spec\":\"my-game\",\"seed\":1}",
                  "{\"type\":\"new_game\",\"id\":3,\"spec\":\"my-game(size=5)\"}",
                  "{\"type\":\"apply\",\"id\":4,\"game_id\":\"1\",\"seat\":\"RED\",\"action\":\"RED dance\"}",
                  "{\"type\":\"apply\",\"id\":5,\"game_id\":\"1\",\"seat\":\"GREEN\",\"action\":\"RED hide 3\"}",
                  "{\"type\":\"apply\",\"id\":6,\"game_id\":\"1\",\"seat\":\"RED\",\"action\":\"RED hide 3\"}",
                  "{\"type\":\"check\",\"id\":7,\"game_id\":\"1\",\"seat\":\"RED\",\"action\":\"RED walk b1-b2\"}",
                  "{\"type\":\"view\",\"id\":8,\"game_id\":\"1\",\"seat\":\"RED\"}",
                  "{\"type\":\"bye\",\"id\":9}")
              + "\n";
      run(
          "hide 3\nhelp\ndance\nGREEN walk b1-b2\nb1-b9\nview\nrandom\nrandom\n",
          "play",
          "--ruleset",
          "my-game",
          "--seats",
          "human,random",
          "--seed",
          "1");
      run("", "play", "--ruleset", "my-game(size=5)", "--seats", "random,random");
      run("", "selfplay", "--ruleset", "my-game", "--games", "5", "--records", records);
      run("", "replay", records + "/game-0001.txt", records + "/game-0002.txt");
      run("", "replay", "--json", records + "/game-0001.txt");
      run("", "legal", records + "/game-0001.txt", "--plies", "2");
      run("", "demo", "--ruleset", "my-game", "--every", "1", "--seed", "2");
      run("", "arena", "--ruleset", "my-game", "--bots", "random,random", "--games", "4");
      run(session, "engine");
      try {
        Path bad = Path.of(records, "bad.txt");
        Files.writeString(bad, "my-game-record 1\nRED dance\n");
        run("", "replay", bad.toString());
        Path seat = Path.of(records, "seat.txt");
        Files.writeString(seat, "my-game-record 1\nGREEN hide 1\n");
        run("", "replay", seat.toString());
      } catch (IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    }

    private static void run(String input, String... args) {
      StringWriter out = new StringWriter();
      StringWriter err = new StringWriter();
      int code =
          StrategoCli.run(
              new java.io.ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
              new PrintWriter(out),
              new PrintWriter(err),
              args);
      System.out.println("$ stratego " + String.join(" ", args) + " (exit " + code + ")");
      System.out.println(out);
      System.out.println(err);
    }
  }

  /** The block of the doc's step 2, which copies and renames the template. */
  private static String renameStep() throws IOException {
    Matcher m =
        Pattern.compile("(?s)```sh\\n(.*?)```")
            .matcher(Files.readString(ROOT.resolve("docs/new-game.md")));
    while (m.find()) {
      if (m.group(1).startsWith("cp -r stratego-template my-game\n")) {
        return m.group(1);
      }
    }
    throw new AssertionError(
        "docs/new-game.md has no block starting with cp -r stratego-template my-game");
  }

  /**
   * Compiles the module as Maven does: main code with its descriptor on the module path, tests on
   * the class path.
   */
  private static void compile(Path game) throws IOException {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    Path classes = game.resolve("target/classes");
    Path testClasses = game.resolve("target/test-classes");
    for (Path out : List.of(classes, testClasses)) {
      Files.createDirectories(out);
    }
    String modulePath =
        classPath().stream()
            .filter(
                e ->
                    e.contains("stratego-core")
                        || e.contains("stratego-research")
                        || e.contains("jspecify"))
            .reduce((a, b) -> a + File.pathSeparator + b)
            .orElseThrow();
    List<String> main =
        new ArrayList<>(
            List.of("--release", "17", "-d", classes.toString(), "--module-path", modulePath));
    files(game.resolve("src/main/java")).forEach(f -> main.add(f.toString()));
    run(javac, main);
    Path resources = game.resolve("src/main/resources");
    for (Path f : files(resources)) {
      Path to = classes.resolve(resources.relativize(f).toString());
      Files.createDirectories(to.getParent());
      Files.copy(f, to, StandardCopyOption.REPLACE_EXISTING);
    }
    List<String> tests =
        new ArrayList<>(
            List.of(
                "--release",
                "17",
                "-d",
                testClasses.toString(),
                "-cp",
                classes + File.pathSeparator + String.join(File.pathSeparator, classPath())));
    files(game.resolve("src/test/java")).forEach(f -> tests.add(f.toString()));
    run(javac, tests);
  }

  private static void run(JavaCompiler javac, List<String> args) {
    ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
    int code =
        javac.run(null, OutputStream.nullOutputStream(), diagnostics, args.toArray(String[]::new));
    assertThat(code).as("javac: " + diagnostics.toString(StandardCharsets.UTF_8)).isZero();
  }

  /**
   * Runs tests of the module, and the tool, in a JVM of its own from the module's folder, as Maven
   * would.
   */
  private static List<String> runTests(Path game, String... tests)
      throws IOException, InterruptedException {
    List<String> command =
        new ArrayList<>(
            List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                String.join(
                    File.pathSeparator,
                    game.resolve("target/test-classes").toString(),
                    game.resolve("target/classes").toString(),
                    String.join(File.pathSeparator, classPath())),
                Runner.class.getName()));
    Stream.of(tests).forEach(t -> command.add("org.example.mygame." + t));
    Process p =
        new ProcessBuilder(command).directory(game.toFile()).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor()).as(out).isZero();
    return out.lines().filter(l -> l.startsWith("PASS ") || l.startsWith("FAIL ")).toList();
  }

  /**
   * In the module's JVM: calls every {@code @Test} method of the given classes (the template's
   * tests need nothing more of JUnit), then plays the game with the tool; a line per result.
   */
  public static final class Runner {
    private Runner() {}

    /**
     * Runs them.
     *
     * @param args the test classes
     * @throws Exception when a class cannot be loaded
     */
    public static void main(String[] args) throws Exception {
      for (String name : args) {
        Class<?> c = Class.forName(name);
        Method[] methods = c.getDeclaredMethods();
        Arrays.sort(methods, Comparator.comparing(Method::getName));
        for (Method m : methods) {
          if (!m.isAnnotationPresent(Test.class)) {
            continue;
          }
          var constructor = c.getDeclaredConstructor();
          constructor.setAccessible(true);
          m.setAccessible(true);
          try {
            m.invoke(constructor.newInstance());
            System.out.println("PASS " + name + "#" + m.getName());
          } catch (InvocationTargetException e) {
            System.out.println(
                "FAIL "
                    + name
                    + "#"
                    + m.getName()
                    + ": "
                    + String.valueOf(e.getCause().getMessage()).replace('\n', ' '));
          }
        }
      }
      StringWriter out = new StringWriter();
      int code =
          StrategoCli.run(
              new PrintWriter(out),
              new PrintWriter(new StringWriter()),
              "selfplay",
              "--ruleset",
              "my-game",
              "--games",
              "5");
      System.out.println(
          (code == 0 && out.toString().startsWith("5 games of my-game") ? "PASS " : "FAIL ")
              + "stratego selfplay --ruleset my-game");
    }
  }

  private static List<String> classPath() {
    return Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
        .filter(s -> !s.isEmpty())
        .toList();
  }

  private static List<Path> files(Path root) throws IOException {
    if (!Files.isDirectory(root)) {
      return List.of();
    }
    try (Stream<Path> walk = Files.walk(root)) {
      return walk.filter(Files::isRegularFile).sorted().toList();
    }
  }

  private static void copyTree(Path from, Path to) throws IOException {
    for (Path f : files(from)) {
      Path rel = from.relativize(f);
      if (rel.startsWith("target")) {
        continue;
      }
      Files.createDirectories(to.resolve(rel.toString()).getParent());
      Files.copy(f, to.resolve(rel.toString()));
    }
  }
}
