package io.github.strategorules.research;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The research examples of docs/research.md about a bot of one's own, compiled and run as written:
 * each is the code between two marker comments of this package's test sources, and the document
 * must hold those lines verbatim (indentation made relative), so that a snippet that does not
 * compile cannot be documented. The examples that play Lost Island are checked in
 * stratego-lostisland-research ({@code ResearchDocExamplesTest}), where its kit is.
 */
class ReadmeExampleTest {
  private static final Path SOURCES =
      Path.of("src", "test", "java", "io", "github", "strategorules", "research");

  private static MatchResult mine;

  static void ownBot() {
    // --- docs/research.md: play your own bot ---
    Game game = Games.parse("classic");
    Bot mine = new ExploringBot(Bots.byName(game, "heuristic"));
    MatchResult result =
        Match.play(game, List.of(mine, Bots.byName(game, "random")), 7); // mine is RED
    System.out.println(result.outcome().orElseThrow()); // e.g. "RED wins (FLAG_CAPTURED, C-7.1)"
    // --- end ---
    ReadmeExampleTest.mine = result;
  }

  /** The documented bot of one's own, its class and its match, as docs/research.md shows them. */
  @Test
  void theOwnBotExampleRunsAndIsWhatTheDocsShow() throws Exception {
    String printed = printed(ReadmeExampleTest::ownBot);
    assertThat(mine.outcome()).isPresent();
    assertThat(printed.strip()).isEqualTo(mine.outcome().orElseThrow().toString());
    // the bot plays seat 0 (RED) and replays from the seed, as the text says
    Game game = Games.parse("classic");
    MatchResult again =
        Match.play(
            game,
            List.of(new ExploringBot(Bots.byName(game, "heuristic")), Bots.byName(game, "random")),
            7);
    assertThat(again.finalState().record()).isEqualTo(mine.finalState().record());
    assertThat(new ExploringBot(Bots.byName(game, "random")).name()).isEqualTo("exploring-random");
    String research = doc("docs", "research.md");
    assertThat(research)
        .contains(
            snippet("ExploringBot.java", "docs/research.md: write your own bot"),
            snippet("ReadmeExampleTest.java", "docs/research.md: play your own bot"),
            "## Write your own bot");
    assertThat(research).contains("The random source is\ngiven rather than made by the bot");
    assertThat(doc("README.md")).contains("(docs/research.md#write-your-own-bot)");
  }

  private interface Example {
    void run() throws Exception;
  }

  private static String printed(Example example) throws Exception {
    PrintStream old = System.out;
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    try {
      example.run();
    } finally {
      System.setOut(old);
    }
    return bytes.toString(StandardCharsets.UTF_8);
  }

  private static String doc(String first, String... more) throws IOException {
    return Files.readString(Path.of("..").resolve(Path.of(first, more)));
  }

  /**
   * The lines between {@code // --- name ---} and {@code // --- end ---} of a test source, less the
   * indentation of the first: the text the document must hold.
   */
  static String snippet(String file, String name) throws IOException {
    List<String> lines = Files.readAllLines(SOURCES.resolve(file));
    int start = -1;
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).strip().equals("// --- " + name + " ---")) {
        start = i + 1;
      }
    }
    assertThat(start).as("marker " + name).isPositive();
    String first = lines.get(start);
    int indent = first.length() - first.stripLeading().length();
    List<String> out = new ArrayList<>();
    for (int i = start; !lines.get(i).strip().equals("// --- end ---"); i++) {
      String line = lines.get(i);
      out.add(
          line.isBlank()
              ? ""
              : line.substring(Math.min(indent, line.length() - line.stripLeading().length())));
    }
    // a method's snippet closes it: the brace is after the end marker in the source
    String text = String.join("\n", out) + "\n";
    return text.startsWith("public static void") ? text + "}\n" : text;
  }
}
