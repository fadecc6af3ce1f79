package io.github.strategorules.examples;

import static io.github.strategorules.examples.DemoCommandTest.run;
import static io.github.strategorules.examples.DemoCommandTest.runWithInput;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Games;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandRecord;
import io.github.strategorules.lostisland.IslandState;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The commands through the contract, for games other than classic: Lost Island with 2 to 4 seats
 * and its toggles, a variant, records written by {@code selfplay} and {@code arena} and replayed.
 */
class AnyGameCommandsTest {
  @TempDir Path dir;

  private static List<Path> files(Path folder) throws IOException {
    try (Stream<Path> s = Files.list(folder)) {
      return s.sorted().toList();
    }
  }

  /** Issue 15: the records selfplay writes replay, legal, for every game. */
  @Test
  void selfplayWritesRecordsThatReplayLegallyForEveryGame() throws IOException {
    for (String spec :
        List.of(
            "classic(ply_limit=500)",
            "ultimate_lightning",
            "lost-island(players=3,secret_fights)",
            "lost-island(players=4,custom_setup,alternating,extra_loot)",
            "lost-island(players=2)")) {
      Path folder = dir.resolve("r" + spec.hashCode());
      DemoCommandTest.Run r =
          run(
              "selfplay",
              "--games",
              "3",
              "--ruleset",
              spec,
              "--bots",
              "heuristic",
              "--records",
              folder.toString(),
              "--seed",
              "2");
      assertThat(r.code()).as(spec + r.err()).isZero();
      assertThat(r.out()).as(spec).contains("3 games of ", "mean actions ");
      List<Path> records = files(folder);
      assertThat(records)
          .hasSize(3)
          .first()
          .satisfies(p -> assertThat(p.getFileName().toString()).isEqualTo("game-0001.txt"));
      List<String> args = new ArrayList<>(List.of("replay"));
      records.forEach(p -> args.add(p.toString()));
      DemoCommandTest.Run replay = run(args.toArray(String[]::new));
      assertThat(replay.code()).as(spec + replay.out()).isZero();
      assertThat(replay.out())
          .contains("3 games, ", " 0 with an illegal action, 0 skipped, 0 unreadable");
    }
  }

  @Test
  void arenaWritesEveryGamesRecordToo() throws IOException {
    DemoCommandTest.Run r =
        run(
            "arena",
            "--ruleset",
            "lost-island(players=2)",
            "--bots",
            "search,random",
            "--games",
            "2",
            "--records",
            dir.toString());
    assertThat(r.code()).as(r.err()).isZero();
    // two records and the arena's journal, a line per game
    assertThat(files(dir))
        .extracting(p -> p.getFileName().toString())
        .containsExactly("arena.tsv", "game-0001.txt", "game-0002.txt");
    assertThat(Files.readAllLines(dir.resolve("arena.tsv")))
        .filteredOn(l -> l.matches("[12]\t.*"))
        .hasSize(2);
    assertThat(run("replay", "--json", dir.resolve("game-0002.txt").toString()).out())
        .contains("\"type\":\"lost-island\"", "\"illegal\":null");
  }

  @Test
  void selfplayPlaysLostIslandWithItsSeats() {
    DemoCommandTest.Run r =
        run("selfplay", "--ruleset", "lost-island(players=3)", "--games", "20", "--seed", "4");
    assertThat(r.code()).isZero();
    assertThat(r.out())
        .contains(
            "20 games of lost-island(players=3), random (RED), random (BLUE), random (GREEN)",
            "RED wins ",
            "GREEN wins ",
            "FLAG_AND_ISLAND (LI-11.1)",
            "mean actions",
            "games/s");
    DemoCommandTest.Run limited =
        run("selfplay", "--ruleset", "lost-island(players=2,turn_limit=3)", "--games", "5");
    assertThat(limited.out()).contains("TURN_LIMIT (LI-11.2): 5", "draws 5");
    DemoCommandTest.Run cut =
        run(
            "selfplay",
            "--ruleset",
            "lost-island(players=2)",
            "--games",
            "2",
            "--max-actions",
            "10");
    assertThat(cut.out()).contains("CUT: 2", "draws 2");
    DemoCommandTest.Run bad =
        run("selfplay", "--ruleset", "lost-island(players=3,colour=red)", "--games", "2");
    assertThat(bad.code()).isEqualTo(2);
    assertThat(bad.err()).contains("accepted options");
  }

  private static String record(long seed) {
    IslandState s =
        IslandState.newGame(
            IslandConfig.parse(
                "lost-island(players=3,seed="
                    + seed
                    + ",secret_fights,extra_loot,power_ups_anytime)"));
    SplittableRandom random = new SplittableRandom(seed);
    while (s.outcome().isEmpty()) {
      List<IslandAction> legal = s.legalDecisions();
      s = s.apply(legal.get(random.nextInt(legal.size()))).state();
    }
    return "# a Lost Island game\n" + IslandRecord.of(s).format();
  }

  @Test
  void replayChecksALostIslandRecordAndReportsTheFirstIllegalAction() throws Exception {
    String text = record(8);
    Path good = Files.writeString(dir.resolve("good.lir"), text);
    DemoCommandTest.Run ok = run("replay", good.toString());
    int actions = (int) text.lines().filter(l -> l.startsWith("action ")).count();
    assertThat(ok.code()).isZero();
    assertThat(ok.out())
        .contains(
            "good.lir [lost-island]: " + actions + " actions, legal; ", " wins (FLAG_AND_ISLAND");
    // the 7th action (a setup action of the second seat) replaced by one in a seat that does not
    // play
    List<String> lines = new ArrayList<>(text.lines().toList());
    int seventh = 0;
    for (int i = 0, n = 0; i < lines.size(); i++) {
      if (lines.get(i).startsWith("action ") && ++n == 7) {
        seventh = i;
      }
    }
    lines.set(seventh, "action YELLOW end step");
    Path bad = Files.writeString(dir.resolve("bad.lir"), String.join("\n", lines));
    DemoCommandTest.Run illegal = run("replay", bad.toString());
    assertThat(illegal.code()).isEqualTo(3);
    assertThat(illegal.out())
        .contains(
            "bad.lir [lost-island]: 6 actions, ILLEGAL at action 7: "
                + "YELLOW end step (that seat does not play in this game, LI-1.1)");
    DemoCommandTest.Run json = run("replay", "--json", bad.toString());
    assertThat(json.out())
        .contains(
            "\"illegal\":{\"action\":7,\"text\":\"YELLOW end step\","
                + "\"reason\":\"NOT_A_SEAT\"}");
    lines.set(seventh, "action YELLOW dance");
    Path malformed = Files.writeString(dir.resolve("malformed.lir"), String.join("\n", lines));
    DemoCommandTest.Run broken = run("replay", malformed.toString());
    assertThat(broken.code()).isEqualTo(2);
    // the reason once, on its UNREADABLE line; standard error names the file (issue 37)
    assertThat(broken.out())
        .contains("malformed.lir", "unknown action", "line " + (seventh + 1) + ", column 15");
    assertThat(broken.err()).contains("malformed.lir").doesNotContain("unknown action");
  }

  @Test
  void legalListsTheActionsOfALostIslandRecordAtAnyPoint() throws IOException {
    Path file = Files.writeString(dir.resolve("game.txt"), record(3));
    DemoCommandTest.Run start = run("legal", file.toString(), "--plies", "0");
    assertThat(start.code()).as(start.err()).isZero();
    // three players: the first turn starts with RED's step-1 decisions, then the table actions of
    // RED
    List<String> lines = start.out().lines().toList();
    assertThat(lines).contains("RED end step");
    // in the game's order: the decisions, then the table actions (issue 55: not sorted)
    assertThat(lines.subList(lines.size() - 2, lines.size()))
        .containsExactly("RED offer draw", "RED resign");
    assertThat(run("legal", file.toString()).out()).isEmpty(); // the game is over
    assertThat(run("legal", file.toString(), "--plies", "100000").code()).isEqualTo(2);
  }

  @Test
  void playHostsPeopleAndBotsAtAnySeatsOfLostIsland() {
    DemoCommandTest.Run r =
        runWithInput(
            "random\nrandom\nhelp\nend step\n",
            "play",
            "--ruleset",
            "lost-island(players=3)",
            "--seats",
            "human,heuristic,human",
            "--seed",
            "5");
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out())
        .contains(
            "lost-island(players=3): RED human, BLUE heuristic, GREEN human.",
            "red> ",
            "green> ",
            "RED: random setup, 2 actions",
            "GREEN: random setup, 2 actions",
            "(RED saw:)",
            "waiting for RED: ACTION",
            "RED end step",
            "(end of input: RED resigns)",
            "Game over: BLUE and GREEN win (RESIGNATION, LI-11.3)");
    // GREEN saw RED's setup without its values
    int from = r.out().indexOf("(GREEN saw:)");
    String green = r.out().substring(from, r.out().indexOf("(RED saw:)", from));
    assertThat(green).contains("RED ?").doesNotContainPattern("RED place [0-9]");
    DemoCommandTest.Run bots =
        run(
            "play",
            "--ruleset",
            "lost-island(players=4)",
            "--seats",
            "random,heuristic,search,random",
            "--seed",
            "2");
    assertThat(bots.code()).as(bots.err()).isZero();
    assertThat(bots.out()).containsPattern("Game over: (RED|BLUE|GREEN|YELLOW) wins");
  }

  @Test
  void everyGameOfTheRegistryIsPlayedByTheSameCommands() {
    for (String name : Games.names()) {
      DemoCommandTest.Run r =
          run("selfplay", "--games", "1", "--ruleset", name, "--max-actions", "400");
      assertThat(r.code()).as(name + ": " + r.err()).isZero();
    }
  }
}
