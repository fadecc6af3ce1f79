package io.github.strategorules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * Every example command of the READMEs and of the tool's own help runs as written (issue 25, item
 * 3): each {@code java -jar examples/target/stratego.jar ...} of a fenced block or an inline code
 * span (which may wrap lines) of {@code README.md}, {@code samples/README.md} and the modules'
 * READMEs, and of {@code stratego --help} and each command's help, is run from the root of the
 * clone (a {@code samples/} path is resolved there) and must succeed with nothing on standard
 * error. {@code serve}, which runs until stopped, is only parsed. Every file of {@code samples/} is
 * used by some example. The commands of {@code docs/new-game.md}, which put the template game's jar
 * beside the tool's, run the same way, with their piped input and shown output.
 */
class DocumentedExamplesTest {
  private static final Path ROOT = Path.of("").toAbsolutePath().getParent();

  private static final String JAR = "java -jar examples/target/stratego.jar";

  /** A fenced block's body, or an inline code span. */
  private static final Pattern CODE = Pattern.compile("(?s)```[a-z]*\\n(.*?)```|`([^`]+)`");

  /** The tool with the template game of docs/new-game.md beside it on the class path. */
  private static final String TEMPLATE_CLI =
      "java -cp examples/target/stratego.jar:"
          + "stratego-template/target/stratego-template.jar io.github.strategorules.examples.StrategoCli";

  /** A fenced block: its language and its body. */
  private static final Pattern FENCE = Pattern.compile("(?s)```([a-z]*)\\n(.*?)```");

  @Test
  void everyExampleOfTheReadmesAndTheHelpRunsAsWritten() throws IOException {
    Map<String, String> examples = new LinkedHashMap<>(); // command line -> where it is shown
    List<Path> readmes =
        new ArrayList<>(List.of(ROOT.resolve("README.md"), ROOT.resolve("samples/README.md")));
    try (Stream<Path> modules = Files.list(ROOT)) {
      modules
          .map(m -> m.resolve("README.md"))
          .filter(Files::isRegularFile)
          .sorted()
          .forEach(readmes::add);
    }
    for (Path readme : readmes) {
      Matcher m = CODE.matcher(Files.readString(readme));
      while (m.find()) {
        String code = m.group(1) != null ? m.group(1) : m.group(2).replace('\n', ' ');
        for (String line : code.split("\n")) {
          commands(line).forEach(c -> examples.putIfAbsent(c, ROOT.relativize(readme).toString()));
        }
      }
    }
    for (String help : helpTexts()) {
      for (String line : help.split("\n")) {
        commands(line).forEach(c -> examples.putIfAbsent(c, "stratego --help"));
      }
    }
    assertThat(examples).as("examples found").hasSizeGreaterThanOrEqualTo(10);
    assertThat(examples.values())
        .contains("README.md", "stratego --help", "stratego-lostisland/README.md");

    List<String> failed = new ArrayList<>();
    for (Map.Entry<String, String> e : examples.entrySet()) {
      List<String> args = words(e.getKey());
      if (args.get(0).equals("serve")) {
        tool().parseArgs(args.toArray(String[]::new));
        continue;
      }
      DemoCommandTest.Run r =
          DemoCommandTest.run(
              args.stream()
                  .map(a -> a.startsWith("samples/") ? ROOT.resolve(a).toString() : a)
                  .toArray(String[]::new));
      if (r.code() != 0 || !r.err().isEmpty()) {
        failed.add(
            e.getValue()
                + ": "
                + JAR
                + " "
                + e.getKey()
                + " -> status "
                + r.code()
                + ": "
                + r.err().strip());
      }
    }
    assertThat(failed).as("examples that fail").isEmpty();

    try (Stream<Path> samples = Files.list(ROOT.resolve("samples"))) {
      List<String> unused =
          samples
              .map(p -> "samples/" + p.getFileName())
              .filter(
                  s ->
                      !s.endsWith(".md")
                          && examples.keySet().stream().noneMatch(c -> c.contains(s)))
              .toList();
      assertThat(unused).as("sample files no example uses").isEmpty();
    }
  }

  /**
   * Every command of docs/new-game.md's shell blocks that runs the tool with the template game runs
   * as written (with its {@code printf '%s\n' ... |} lines as its input) and succeeds with nothing
   * on standard error, {@code serve} only parsed; a {@code text} block right after a block of one
   * command is that command's output, exactly (the server's version aside); the jar names are those
   * the build writes.
   */
  @Test
  void everyCommandOfTheNewGameRecipeRunsAsWrittenAndPrintsWhatItShows() throws IOException {
    String doc = Files.readString(ROOT.resolve("docs/new-game.md"));
    List<String[]> blocks = new ArrayList<>(); // language, body
    Matcher m = FENCE.matcher(doc);
    while (m.find()) {
      blocks.add(new String[] {m.group(1), m.group(2)});
    }
    List<String> failed = new ArrayList<>();
    int ran = 0;
    int compared = 0;
    for (int i = 0; i < blocks.size(); i++) {
      if (!blocks.get(i)[0].equals("sh")) {
        continue;
      }
      List<String> lines = blocks.get(i)[1].lines().filter(l -> l.contains(TEMPLATE_CLI)).toList();
      for (String line : lines) {
        int at = line.indexOf(TEMPLATE_CLI);
        List<String> args = words(line.substring(at + TEMPLATE_CLI.length()));
        String input = "";
        String before = line.substring(0, at).strip();
        if (!before.isEmpty()) {
          List<String> printf = words(before.replaceFirst("\\|$", ""));
          assertThat(printf.subList(0, 2))
              .as("input piped by printf: " + line)
              .containsExactly("printf", "%s\\n");
          input = String.join("\n", printf.subList(2, printf.size())) + "\n";
        }
        if (args.get(0).equals("serve")) {
          tool().parseArgs(args.toArray(String[]::new));
          continue;
        }
        DemoCommandTest.Run r = DemoCommandTest.runWithInput(input, args.toArray(String[]::new));
        ran++;
        if (r.code() != 0 || !r.err().isEmpty()) {
          failed.add(String.join(" ", args) + " -> status " + r.code() + ": " + r.err().strip());
        }
        if (lines.size() == 1 && i + 1 < blocks.size() && blocks.get(i + 1)[0].equals("text")) {
          assertThat(serverAside(r.out()))
              .as("the output docs/new-game.md shows for " + String.join(" ", args))
              .isEqualTo(serverAside(blocks.get(i + 1)[1]));
          compared++;
        }
      }
    }
    assertThat(failed).as("docs/new-game.md's commands that fail").isEmpty();
    assertThat(ran).as("commands run").isGreaterThanOrEqualTo(6);
    assertThat(compared).as("outputs compared").isGreaterThanOrEqualTo(1);
    assertThat(Files.readString(ROOT.resolve("stratego-template/pom.xml")))
        .contains("<finalName>stratego-template</finalName>");
    assertThat(Files.readString(ROOT.resolve("examples/pom.xml")))
        .contains("<finalName>stratego</finalName>");
  }

  /** A protocol transcript with the server's version left out: it changes with each release. */
  private static String serverAside(String text) {
    return text.replaceAll("\"server\":\"stratego-rules [^\"]*\"", "\"server\":\"stratego-rules\"");
  }

  @Test
  void theHelpShowsExamplesThatUseTheSamples() {
    String help = DemoCommandTest.run("--help").out();
    assertThat(help)
        .contains(
            "Examples",
            JAR + " demo",
            "samples/gravon-classic.xml",
            "samples/classic.txt",
            "--position samples/classic-position.txt",
            "samples/lost-island-3p.txt");
  }

  /** The tool's command line, as {@link StrategoCli#run} builds it, to parse with. */
  private static CommandLine tool() {
    CommandLine.IFactory defaults = CommandLine.defaultFactory();
    return new CommandLine(
        new StrategoCli(),
        new CommandLine.IFactory() {
          @Override
          public <K> K create(Class<K> cls) throws Exception {
            if (cls == PlayCommand.class) {
              return cls.cast(new PlayCommand(java.io.InputStream.nullInputStream()));
            }
            return cls == EngineCommand.class
                ? cls.cast(new EngineCommand(java.io.InputStream.nullInputStream()))
                : defaults.create(cls);
          }
        });
  }

  /** The help of the tool and of each of its commands. */
  private static List<String> helpTexts() {
    List<String> texts = new ArrayList<>();
    texts.add(DemoCommandTest.run("--help").out());
    for (String command : tool().getSubcommands().keySet()) {
      if (!command.equals("help")) {
        texts.add(DemoCommandTest.run(command, "--help").out());
      }
    }
    return texts;
  }

  /**
   * The tool's arguments in each {@code java -jar ...stratego.jar} of a line, up to a shell
   * operator.
   */
  private static List<String> commands(String line) {
    List<String> found = new ArrayList<>();
    String text = line.replaceAll("\\s+", " ");
    for (int at = text.indexOf(JAR); at >= 0; at = text.indexOf(JAR, at + 1)) {
      String rest = text.substring(at + JAR.length()).strip();
      rest = rest.split(" (&&|\\||>|;) ", 2)[0].strip();
      if (!rest.isEmpty() && !rest.startsWith("...") && !rest.startsWith("<")) {
        found.add(rest);
      }
    }
    return found;
  }

  /** Shell words: blanks separate them, single and double quotes group them. */
  static List<String> words(String command) {
    List<String> words = new ArrayList<>();
    StringBuilder word = null;
    char quote = 0;
    for (char c : command.toCharArray()) {
      if (quote != 0) {
        if (c == quote) {
          quote = 0;
        } else {
          word.append(c);
        }
      } else if (c == '\'' || c == '"') {
        quote = c;
        word = word == null ? new StringBuilder() : word;
      } else if (Character.isWhitespace(c)) {
        if (word != null) {
          words.add(word.toString());
          word = null;
        }
      } else {
        word = word == null ? new StringBuilder() : word;
        word.append(c);
      }
    }
    if (word != null) {
      words.add(word.toString());
    }
    if (quote != 0) {
      throw new UncheckedIOException(new IOException("unclosed quote in: " + command));
    }
    return words;
  }
}
