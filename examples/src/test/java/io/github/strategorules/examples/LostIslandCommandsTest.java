package io.github.strategorules.examples;

import static io.github.strategorules.examples.DemoCommandTest.run;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandRecord;
import io.github.strategorules.lostisland.IslandState;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code stratego demo --game lost-island} and {@code stratego selfplay --ruleset lost-island(...)}. */
class LostIslandCommandsTest {

  @Test
  void demoPlaysAFullFourPlayerGameAndPrintsTheIslandEachRound() {
    DemoCommandTest.Run r = run("demo", "--game", "lost-island", "--players", "4", "--seed", "3");
    assertThat(r.code()).isZero();
    assertThat(r.err()).isEmpty();
    assertThat(r.out()).contains("Stratego Lost Island (lost-island(players=4,seed=3,turn_limit=200))",
        "Round 1", "Round 2", "view of RED", "sinks");
    assertThat(r.out()).containsPattern("Outcome after \\d+ turns: (RED|BLUE|GREEN|YELLOW) wins|draw");
    // seen by RED: BLUE's values that RED never saw stay hidden in the first drawing
    String firstRound = r.out().substring(r.out().indexOf("Round 1"), r.out().indexOf("Round 2"));
    assertThat(firstRound).contains("B?");
    assertThat(run("demo", "--game", "lost-island", "--seed", "3").out()).isEqualTo(r.out());
  }

  @Test
  void demoRejectsBadLostIslandOptions() {
    assertThat(run("demo", "--game", "lost-island", "--players", "5").code()).isEqualTo(2);
    assertThat(run("demo", "--game", "lost-island", "--players", "2", "--seat", "3").code()).isEqualTo(2);
    assertThat(run("demo", "--game", "chess").code()).isEqualTo(2);
  }

  @Test
  void selfplayPlaysLostIslandWithTheTurnLimit() {
    DemoCommandTest.Run r = run("selfplay", "--ruleset", "lost-island(players=3)", "--games", "20", "--seed", "4");
    assertThat(r.code()).isZero();
    assertThat(r.out()).contains("20 games of lost-island(players=3", "turn limit 200", "RED wins ", "GREEN wins ",
        "mean turns", "games/s");
    DemoCommandTest.Run limited = run("selfplay", "--ruleset", "lost-island(players=2,turn_limit=3)", "--games", "5");
    assertThat(limited.out()).contains("turn limit 3", "TURN_LIMIT (LI-11.2): 5", "draws 5");
    DemoCommandTest.Run bad = run("selfplay", "--ruleset", "lost-island(players=3,colour=red)", "--games", "2");
    assertThat(bad.code()).isEqualTo(2);
    assertThat(bad.err()).contains("accepted options");
  }

  @Test
  void selfplayAndDemoAcceptTheAdvancedToggles() {
    DemoCommandTest.Run r = run("selfplay", "--ruleset", "lost-island(players=4,secret_fights,storms_vanish)", "--games",
        "5", "--seed", "2");
    assertThat(r.code()).isZero();
    assertThat(r.out()).contains("5 games of lost-island(players=4,turn_limit=200,secret_fights,storms_vanish)");
    DemoCommandTest.Run d = run("demo", "--ruleset", "lost-island(players=3,custom_setup,alternating,secret_fights)",
        "--seed", "4", "--seat", "2");
    assertThat(d.code()).isZero();
    assertThat(d.out()).contains("lost-island(players=3,turn_limit=200,custom_setup,alternating,secret_fights)",
        "seen by GREEN", "in secret");
  }

  private static String record(long seed) {
    IslandState s = IslandState.newGame(IslandConfig.parse("lost-island(players=3,seed=" + seed
        + ",secret_fights,extra_loot,power_ups_anytime)"));
    SplittableRandom random = new SplittableRandom(seed);
    while (s.outcome().isEmpty()) {
      List<IslandAction> legal = s.legalDecisions();
      s = s.apply(legal.get(random.nextInt(legal.size()))).state();
    }
    return "# a Lost Island game\n" + IslandRecord.of(s).format();
  }

  @Test
  void replayChecksALostIslandRecordAndReportsTheFirstIllegalAction(@TempDir Path dir) throws Exception {
    String text = record(8);
    Path good = Files.writeString(dir.resolve("good.lir"), text);
    DemoCommandTest.Run ok = run("replay", good.toString());
    int actions = (int) text.lines().filter(l -> l.startsWith("action ")).count();
    assertThat(ok.code()).isZero();
    assertThat(ok.out()).contains("good.lir [lost-island]: " + actions + " actions, legal; ", " wins (FLAG_AND_ISLAND");
    // the 7th action (a setup action of the second seat) replaced by one in a seat that does not play
    List<String> lines = new java.util.ArrayList<>(text.lines().toList());
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
    assertThat(illegal.out()).contains("bad.lir [lost-island]: " + actions + " actions, ILLEGAL at action 7: "
        + "YELLOW end step (that seat does not play in this game, LI-1.1)");
    DemoCommandTest.Run json = run("replay", "--json", bad.toString());
    assertThat(json.out()).contains("\"illegal\": {\"action\": 7, \"text\": \"YELLOW end step\", "
        + "\"reason\": \"NOT_A_SEAT\"}");
    lines.set(seventh, "action YELLOW dance");
    Path malformed = Files.writeString(dir.resolve("malformed.lir"), String.join("\n", lines));
    DemoCommandTest.Run broken = run("replay", malformed.toString());
    assertThat(broken.code()).isEqualTo(2);
    assertThat(broken.err()).contains("malformed.lir", "unknown action", "line " + (seventh + 1) + ", column 15");
  }
}
