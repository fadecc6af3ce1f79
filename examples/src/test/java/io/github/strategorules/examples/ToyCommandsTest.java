package io.github.strategorules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.examples.DemoCommandTest.Run;
import io.github.strategorules.json.StrategoJson;
import io.github.strategorules.research.Bots;
import io.github.strategorules.template.ToyGame;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * The template game of {@code docs/new-game.md} (the toy game of {@code stratego-template}, known
 * to the tool only through its provider) played by the command-line tool as any game is: bots
 * against bots with their records written and replayed, the legal actions of a record, a person
 * against a bot in the terminal; and through the engine protocol from both sides: {@code stratego
 * engine} referees a whole game for a client that knows the game by its spec alone, and {@code
 * stratego arena} seats an external engine (the Python random engine) in it. The web page's side is
 * {@code ToyGameWebTest} and {@code ToyBrowserTest}.
 */
class ToyCommandsTest {
  private static final StrategoJson JSON = StrategoJson.standard();

  @TempDir Path dir;

  @Test
  void selfplayWritesRecordsThatReplayAndListTheirLegalActions() throws IOException {
    Run r =
        DemoCommandTest.run(
            "selfplay",
            "--ruleset",
            "toy",
            "--games",
            "20",
            "--seed",
            "3",
            "--records",
            dir.toString());
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out())
        .contains(
            "20 games of toy, random (RED), random (BLUE), seed 3", "(TOY-4)", "mean actions");
    List<String> args = new ArrayList<>(List.of("replay"));
    try (var files = Files.list(dir)) {
      files.sorted().forEach(p -> args.add(p.toString()));
    }
    Run replay = DemoCommandTest.run(args.toArray(String[]::new));
    assertThat(replay.code()).as(replay.err()).isZero();
    assertThat(replay.out())
        .contains(
            "game-0001.txt [toy]: ",
            "20 games, ",
            " 0 with an illegal action, 0 skipped, 0 unreadable");
    Run legal =
        DemoCommandTest.run("legal", dir.resolve("game-0001.txt").toString(), "--plies", "0");
    assertThat(legal.code()).as(legal.err()).isZero();
    // the first position of play, after the setup (TOY-3: RED walks first), in the game's order
    // as play's help numbers it (issue 55: not sorted)
    assertThat(legal.out().lines())
        .containsExactly(
            "RED walk b1-b2", "RED walk b1-c1", "RED walk b1-a1", "RED offer draw", "RED resign");
    assertThat(Bots.names(new ToyGame()))
        .as("the research layer's bots for the toy game: its research kit's")
        .containsExactly("random", "heuristic");
  }

  @Test
  void aPersonPlaysItInTheTerminalAgainstABot() {
    Run r =
        DemoCommandTest.runWithInput(
            "hide 3\nhelp\nb1-b2\n",
            "play",
            "--ruleset",
            "toy",
            "--seats",
            "human,random",
            "--seed",
            "1");
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out())
        .contains(
            "toy: RED human, BLUE random.",
            "toy, view of RED",
            "BLUE ? -> ValueHidden",
            "1  RED walk b1-b2",
            "Game over: ");
  }

  @Test
  void playSaysWhichActionItsRandomCommandPlayed() {
    // Issue 55: 'random' in play said "RED: random action" without the action
    Run r =
        DemoCommandTest.runWithInput(
            "hide 3\nrandom\n",
            "play",
            "--ruleset",
            "toy",
            "--seats",
            "human,random",
            "--seed",
            "1");
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).containsPattern("RED: random action: RED walk b1-(b2|c1|a1)\n");
  }

  @Test
  void theEngineCommandRefereesAWholeGameForAClientThatKnowsOnlyItsSpec() {
    String input =
        String.join(
                "\n",
                "{\"type\":\"hello\",\"id\":1,\"protocol\":[1]}",
                "{\"type\":\"new_game\",\"id\":2,\"spec\":\"toy\",\"seed\":1}",
                "{\"type\":\"apply\",\"id\":3,\"game_id\":\"1\",\"seat\":\"RED\",\"action\":\"RED hide 3\"}",
                // an action by its fields, its seat the request's
                "{\"type\":\"apply\",\"id\":4,\"game_id\":\"1\",\"seat\":\"BLUE\","
                    + "\"action\":{\"action\":\"hide\",\"value\":1}}",
                "{\"type\":\"view\",\"id\":5,\"game_id\":\"1\",\"seat\":\"RED\"}",
                "{\"type\":\"check\",\"id\":6,\"game_id\":\"1\",\"seat\":\"RED\",\"action\":\"RED walk b4-b3\"}",
                "{\"type\":\"apply\",\"id\":7,\"game_id\":\"1\",\"seat\":\"RED\",\"action\":\"RED walk b1-b2\"}",
                "{\"type\":\"apply\",\"id\":8,\"game_id\":\"1\",\"seat\":\"BLUE\",\"action\":\"BLUE walk b4-b3\"}",
                "{\"type\":\"apply\",\"id\":9,\"game_id\":\"1\",\"seat\":\"RED\",\"action\":\"RED walk b2-b3\"}",
                "{\"type\":\"events\",\"id\":10,\"game_id\":\"1\",\"seat\":\"BLUE\"}",
                "{\"type\":\"record\",\"id\":11,\"game_id\":\"1\"}",
                "{\"type\":\"bye\",\"id\":12}")
            + "\n";
    Run r = DemoCommandTest.runWithInput(input, "engine");
    assertThat(r.code()).isZero();
    assertThat(r.err()).isEmpty();
    List<JsonNode> replies = r.out().lines().map(JSON::parse).toList();
    assertThat(replies).hasSize(12).noneMatch(n -> n.get("type").stringValue().equals("error"));
    assertThat(JSON.toText(replies.get(0).get("games"))).contains("\"toy\"");
    assertThat(replies.get(3).at("/status/phase").stringValue()).isEqualTo("PLAY");
    // RED's view: its own value, not BLUE's (TOY-2)
    assertThat(JSON.toText(replies.get(4).at("/view/tokens")))
        .isEqualTo(
            "[{\"owner\":\"RED\",\"square\":\"b1\",\"value\":3},{\"owner\":\"BLUE\",\"square\":\"b4\",\"value\":null}]");
    // "why is this illegal?": RED cannot walk BLUE's piece
    assertThat(JSON.toText(replies.get(5)))
        .isEqualTo(
            "{\"type\":\"check\",\"id\":6,\"legal\":false,\"illegal\":"
                + "{\"reason\":\"NOT_LEGAL_NOW\",\"rule\":\"TOY-3\","
                + "\"description\":\"the rules do not allow this action now\"}}");
    assertThat(JSON.toText(replies.get(8).at("/status/outcome")))
        .isEqualTo("{\"winners\":[\"RED\"],\"termination\":\"FIGHT_WON\",\"rule\":\"TOY-4\"}");
    assertThat(JSON.toText(replies.get(9).at("/events/0")))
        .isEqualTo(
            "{\"event\":\"fought\",\"attacker\":\"RED\",\"at\":\"b3\",\"attacker_value\":3,\"defender_value\":1}");
    assertThat(replies.get(10).at("/record/text").stringValue())
        .isEqualTo(
            "toy-record 1\nRED hide 3\nBLUE hide 1\nRED walk b1-b2\nBLUE walk b4-b3\nRED walk b2-b3\n");
  }

  @Test
  void anExternalEngineOfTheProtocolPlaysItInTheArena() {
    Assumptions.assumeTrue(ArenaEngineTest.onPath("python3"), "python3 is not on the path");
    Run r =
        DemoCommandTest.run(
            "arena",
            "--ruleset",
            "toy",
            "--bots",
            "engine,random",
            "--engine",
            "python3 python/random_engine.py --seed 7",
            "--games",
            "2",
            "--seed",
            "2",
            "--threads",
            "1");
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out())
        .contains("2 games of toy, random.py against random, seed 2")
        .doesNotContain("forfeits");
  }
}
