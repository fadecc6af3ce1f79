package io.github.strategorules.research.lostisland;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.research.Arena;
import io.github.strategorules.research.ArenaResult;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Bots;
import io.github.strategorules.research.GameHistory;
import io.github.strategorules.research.Match;
import io.github.strategorules.research.MatchResult;
import io.github.strategorules.research.Research;
import io.github.strategorules.research.ResearchKit;
import io.github.strategorules.research.Transcript;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The research examples of README.md and docs/research.md that play Lost Island, compiled and run
 * as written: each is the code between two marker comments of this test, and the document must hold
 * those lines verbatim (indentation made relative), so that a snippet that does not compile (issue
 * 37: {@code Arena.run} throws {@code InterruptedException}) cannot be documented.
 */
class ResearchDocExamplesTest {
  private static final Path SOURCES =
      Path.of("src", "test", "java", "io", "github", "strategorules", "research", "lostisland");

  // the results of the examples, for the assertions (the snippets keep their documented shape)
  private static MatchResult one;
  private static ArenaResult many;
  private static Transcript red;
  private static float[] tensor;
  private static GameState world;
  private static ResearchKit kit;

  /** docs/research.md's first example, a program of its own. */
  static final class ResearchDoc {
    private ResearchDoc() {}

    // --- docs/research.md: research ---
    public static void main(String[] args)
        throws InterruptedException { // Arena.run waits for its threads
      Game game = Games.parse("lost-island(players=4)"); // or "classic", "barrage", ...
      List<Bot> bots =
          Stream.of("search", "heuristic", "random", "random")
              .map(name -> Bots.byName(game, name))
              .toList();
      MatchResult one = Match.play(game, bots, 7); // one seeded game
      ArenaResult many =
          Arena.run(game, bots, 8, 1, 2, Match.DEFAULT_MAX_ACTIONS, null); // 8 games, seed 1
      GameHistory h = GameHistory.of(one.finalState()); // learn from a game
      Transcript red = h.transcript(Seat.RED, h.size()); // what RED saw of it
      ResearchKit kit = Research.of(game);
      float[] tensor = kit.observations(game).tensor(red);
      GameState world = kit.sampler(red).sample(new SplittableRandom(1)); // a determinization
      // --- end ---
      ResearchDocExamplesTest.one = one;
      ResearchDocExamplesTest.many = many;
      ResearchDocExamplesTest.red = red;
      ResearchDocExamplesTest.tensor = tensor;
      ResearchDocExamplesTest.world = world;
      ResearchDocExamplesTest.kit = kit;
    }
  }

  private static ArenaResult readme;

  /** The README's research example, a program of its own. */
  static final class ReadmeDoc {
    private ReadmeDoc() {}

    // --- README.md: research ---
    public static void main(String[] args)
        throws InterruptedException { // Arena.run waits for its threads
      Game game = Games.parse("lost-island(players=4)");
      List<Bot> bots =
          Stream.of("search", "heuristic", "random", "random")
              .map(name -> Bots.byName(game, name))
              .toList();
      ArenaResult r =
          Arena.run(
              game, bots, 8, 1, 2, Match.DEFAULT_MAX_ACTIONS, null); // 8 games, seed 1, 2 threads
      System.out.println(r.score(0)); // the search bot's score, with a 95% interval
      // --- end ---
      readme = r;
    }
  }

  @Test
  void theResearchExampleRunsAndIsWhatTheDocsShow() throws Exception {
    ResearchDoc.main(new String[0]);
    assertThat(many.games()).hasSize(8);
    assertThat(many.score(0).value()).isBetween(0.0, 1.0);
    assertThat(red.view()).isEqualTo(one.finalState().viewFor(Seat.RED));
    assertThat(tensor).hasSize(kit.observations(one.finalState().game()).size());
    assertThat(world.viewFor(Seat.RED)).isEqualTo(red.view());
    assertThat(doc("docs", "research.md"))
        .contains(snippet("ResearchDocExamplesTest.java", "docs/research.md: research"));
  }

  @Test
  void theReadmesResearchExampleRunsAsWritten() throws Exception {
    String printed = printed(() -> ReadmeDoc.main(new String[0]));
    assertThat(readme.games()).hasSize(8);
    assertThat(printed).isEqualTo(readme.score(0) + System.lineSeparator());
    assertThat(doc("README.md"))
        .contains(snippet("ResearchDocExamplesTest.java", "README.md: research"));
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
