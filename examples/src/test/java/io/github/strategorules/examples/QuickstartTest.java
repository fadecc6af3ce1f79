package io.github.strategorules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.ClassicStep;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.core.game.View;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The README's quickstarts, compiled and run; the README must show this very code. */
class QuickstartTest {

  @Test
  void theContractQuickstartRunsBothGamesAndIsWhatTheReadmeShows() throws Exception {
    StringBuilder printed = new StringBuilder();
    int replayed = 0;
    // --- contract quickstart (keep in sync with README.md) ---
    for (String spec : List.of("classic", "lost-island(players=3)")) {
      Game game = Games.parse(spec); // found by its spec on the class path
      GameState state = game.newGame(7); // the setup is played as actions too
      SplittableRandom random = new SplittableRandom(7);
      while (state.outcome().isEmpty()) {
        Seat seat = state.toDecide().get(0); // a seat that must decide now
        List<Action> decisions = state.decisions(seat); // legal actions minus resign and draws
        Action action = decisions.get(random.nextInt(decisions.size()));
        Step step = state.apply(seat, action); // refused if not legal for that seat
        List<? extends Event> forBlue = step.eventsFor(Seat.BLUE); // send each seat its own events
        assertThat(forBlue.size()).isLessThanOrEqualTo(step.events().size());
        state = step.state();
      }
      View blue = state.viewFor(Seat.BLUE); // and its own view
      printed.append(blue).append('\n'); // prints the board as BLUE sees it
      printed.append(spec + ": " + state.outcome().get()).append('\n');
      var replay = Games.replay(state.record()); // the referee's record plays back
      // --- end of contract quickstart ---
      assertThat(blue.outcome()).isEqualTo(state.outcome());
      assertThat(replay.finalState().outcome()).isEqualTo(state.outcome());
      replayed++;
    }
    assertThat(replayed).isEqualTo(2);
    assertThat(printed.toString()).contains("classic: ", "lost-island(players=3): ");
    // the printed views are boards: classic's files, Lost Island's files and legend
    assertThat(printed.toString())
        .contains("View of BLUE", "      j   i   h", "Lost Island, view of BLUE", "(~ water");
    String readme = Files.readString(Path.of("..", "README.md"));
    assertThat(readme.indexOf("Games.parse(spec)"))
        .as("the contract's quickstart comes first")
        .isLessThan(readme.indexOf("ClassicState.start(rules,"));
    assertThat(readme)
        .contains(
            "for (String spec : List.of(\"classic\", \"lost-island(players=3)\")) {",
            "Game game = Games.parse(spec);",
            "GameState state = game.newGame(7);",
            "List<Action> decisions = state.decisions(seat);",
            "Step step = state.apply(seat, action);",
            "List<? extends Event> forBlue = step.eventsFor(Seat.BLUE);",
            "View blue = state.viewFor(Seat.BLUE);",
            "var replay = Games.replay(state.record());",
            "System.out.println(blue);                                    // prints the board as BLUE sees it");
  }

  @Test
  void theQuickstartSaysWherePhaseTheBotsAndTheBoardComeFrom() throws Exception {
    String readme = Files.readString(Path.of("..", "README.md"));
    String quickstart =
        readme.substring(readme.indexOf("## Quickstart"), readme.indexOf("## The typed APIs"));
    assertThat(quickstart)
        .contains(
            "`io.github.strategorules.core.game.Phase`",
            "`stratego-research`",
            "`Bots.byName(game, \"heuristic\")`",
            "`Match.play(game, bots, seed)`",
            "draws the board");
    String maven =
        readme.substring(readme.indexOf("## Maven"), readme.indexOf("## Build and try it"));
    assertThat(maven)
        .contains(
            "<artifactId>stratego-core</artifactId>", "<artifactId>stratego-research</artifactId>");
    // what the prose names exists as named
    Game game = Games.parse("classic");
    io.github.strategorules.core.game.Phase phase = game.newGame(1).phase();
    assertThat(phase).isEqualTo(io.github.strategorules.core.game.Phase.SETUP);
    List<io.github.strategorules.research.Bot> bots =
        List.of(
            io.github.strategorules.research.Bots.byName(game, "heuristic"),
            io.github.strategorules.research.Bots.byName(game, "random"));
    assertThat(io.github.strategorules.research.Match.play(game, bots, 7).finalState().record())
        .contains("ruleset");
  }

  @Test
  void theReadmesBomSnippetNamesTheBomAndItsVersion() throws Exception {
    String bom = Files.readString(Path.of("..", "stratego-bom", "pom.xml"));
    String version =
        bom.substring(bom.indexOf("<version>") + "<version>".length(), bom.indexOf("</version>"));
    assertThat(Files.readString(Path.of("..", "README.md")))
        .contains(
            "<artifactId>stratego-bom</artifactId>\n      <version>"
                + version
                + "</version>\n      <type>pom</type>\n      <scope>import</scope>");
  }

  /**
   * The README's save and load example, run as written: the record is saved after the classic setup
   * and 20 moves, replays to the game where it stopped (100 actions applied, the setup placements
   * included) and play goes on from the loaded state.
   */
  @Test
  void saveAndLoadRunsAndIsWhatTheReadmeShows() throws Exception {
    StringBuilder printed = new StringBuilder();
    // --- save and load (keep in sync with README.md) ---
    Game game = Games.parse("classic");
    GameState state = game.newGame(7);
    SplittableRandom random = new SplittableRandom(7);
    for (int i = 0; i < 100; i++) { // the 80 setup placements and 20 moves
      Seat seat = state.toDecide().get(0);
      List<Action> decisions = state.decisions(seat);
      state = state.apply(seat, decisions.get(random.nextInt(decisions.size()))).state();
    }
    String saved = state.record(); // save: a text, for a file or a database
    var replay = Games.replay(saved); // load: the record plays back
    GameState loaded = replay.finalState(); // the game where it stopped
    printed.append(
        replay.applied() + " actions, legal: " + replay.isLegal()); // "100 actions, legal: true"
    Seat next = loaded.toDecide().get(0); // play on from the loaded game
    GameState after = loaded.apply(next, loaded.decisions(next).get(0)).state();
    // --- end of save and load ---
    assertThat(printed.toString()).isEqualTo("100 actions, legal: true");
    assertThat(loaded.phase()).isEqualTo(io.github.strategorules.core.game.Phase.PLAY);
    assertThat(loaded.record()).isEqualTo(saved);
    for (Seat seat : List.of(Seat.RED, Seat.BLUE)) {
      assertThat(loaded.viewFor(seat)).isEqualTo(state.viewFor(seat));
      assertThat(loaded.legalActions(seat)).isEqualTo(state.legalActions(seat));
    }
    assertThat(after.history()).hasSize(101);
    assertThat(after.record())
        .isEqualTo(state.apply(next, state.decisions(next).get(0)).state().record());

    String readme = Files.readString(Path.of("..", "README.md"));
    String section =
        readme.substring(readme.indexOf("### Save and load"), readme.indexOf("## The typed APIs"));
    String source =
        Files.readString(
            Path.of(
                "src",
                "test",
                "java",
                "io",
                "github",
                "strategorules",
                "examples",
                "QuickstartTest.java"));
    String snippet =
        source.substring(
            source.indexOf("// --- save and load (keep in sync with README.md) ---\n")
                + "// --- save and load (keep in sync with README.md) ---\n".length(),
            source.indexOf("    // --- end of save and load ---"));
    // the README prints where the test collects: the lines differ there alone
    String asDocumented =
        snippet.replace("printed.append(", "System.out.println(").replaceAll("(?m)^    ", "");
    assertThat(section).contains("```java\n" + asDocumented + "```");
    assertThat(section)
        .contains(
            "`applied()` counts\nevery action of the record that was applied, the setup placements included");
  }

  /**
   * The Maven block names a version Central does not serve yet: the README must say to install it
   * first, with a command of this build, and that command must install what the block uses (every
   * artifact it names is a module of the build that the BOM manages, none with its install
   * skipped).
   */
  @Test
  void theReadmesMavenBlockSaysHowToGetTheArtifactsAndTheBuildDoesWhatItSays() throws Exception {
    String readme = Files.readString(Path.of("..", "README.md"));
    String maven =
        readme.substring(readme.indexOf("## Maven"), readme.indexOf("## Build and try it"));
    assertThat(maven)
        .contains("not on Maven Central yet", "`./mvnw install -DskipTests`", "~/.m2/repository");
    assertThat(maven.indexOf("./mvnw install"))
        .as("said before the block")
        .isLessThan(maven.indexOf("```xml"));
    assertThat(Path.of("..", "mvnw")).isExecutable();
    String parent = Files.readString(Path.of("..", "pom.xml"));
    String bom = Files.readString(Path.of("..", "stratego-bom", "pom.xml"));
    java.util.regex.Matcher named =
        java.util.regex.Pattern.compile("<artifactId>(stratego-[a-z]+)</artifactId>")
            .matcher(maven);
    int artifacts = 0;
    while (named.find()) {
      String artifact = named.group(1);
      artifacts++;
      assertThat(parent)
          .as(artifact + " is a module")
          .contains("<module>" + artifact + "</module>");
      if (!artifact.equals("stratego-bom")) {
        assertThat(bom)
            .as(artifact + " is in the BOM")
            .contains("<artifactId>" + artifact + "</artifactId>");
      }
      assertThat(Files.readString(Path.of("..", artifact, "pom.xml")))
          .doesNotContain("maven.install.skip", "<skip>true</skip>");
    }
    assertThat(artifacts).isGreaterThanOrEqualTo(4);
    assertThat(parent + bom).doesNotContain("maven.install.skip");
  }

  @Test
  void quickstartRunsAndIsWhatTheReadmeShows() throws Exception {
    StringBuilder printed = new StringBuilder();
    // --- quickstart (keep in sync with README.md) ---
    Ruleset rules = Ruleset.classic();
    ClassicState game =
        ClassicState.start(
            rules, Setup.random(rules, Seat.RED, 1), Setup.random(rules, Seat.BLUE, 2));
    Random random = new Random(3);
    while (game.outcome().isEmpty()) {
      List<Move> moves = game.legalMoves(); // the player to move, in a fixed order
      Move move = moves.get(random.nextInt(moves.size()));
      assert game.check(move).isEmpty(); // why a move is illegal, without throwing
      ClassicStep step = game.apply(move); // a new state; `game` is unchanged
      for (ClassicEvent e : step.events()) {
        if (e instanceof ClassicEvent.Battle b) {
          printed.append(
              b.attackerType()
                  + " attacks "
                  + b.defenderType().orElseThrow()
                  + ": "
                  + b.result()
                  + "\n");
        }
      }
      game = step.state();
    }
    ClassicView red = game.viewFor(Seat.RED); // what RED may know: enemy pieces as '?'
    printed.append(red).append(game.outcome().get()); // e.g. "BLUE wins (FLAG_CAPTURED, C-7.1)"
    // --- end of quickstart ---
    assertThat(printed.toString()).contains("attacks", "View of RED", "C-7.");

    String overview =
        Files.readString(Path.of("..", "stratego-core", "src", "main", "java", "module-info.java"));
    assertThat(overview)
        .contains(
            "ClassicState game = ClassicState.start(rules,",
            "Move move = moves.get(random.nextInt(moves.size()));",
            "ClassicView red = game.viewFor(Seat.RED);");
    String readme = Files.readString(Path.of("..", "README.md"));
    assertThat(readme)
        .contains(
            "ClassicState game = ClassicState.start(rules,",
            "ClassicStep step = game.apply(move);",
            "ClassicView red = game.viewFor(Seat.RED);");
  }
}
