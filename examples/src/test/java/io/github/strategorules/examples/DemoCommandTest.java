package io.github.strategorules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** {@code stratego demo} end to end, for any game, exit codes included. */
class DemoCommandTest {

  /** What one run printed. */
  record Run(int code, String out, String err) {}

  static Run run(String... args) {
    return runWithInput("", args);
  }

  static Run runWithInput(String input, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = StrategoCli.run(new java.io.ByteArrayInputStream(input.getBytes(java.nio.charset.StandardCharsets.UTF_8)),
        new PrintWriter(out), new PrintWriter(err), args);
    return new Run(code, out.toString(), err.toString());
  }

  @Test
  void playsAFullClassicGameFromRedsSide() {
    Run r = run("demo", "--seed", "7");
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).startsWith("classic, random#1, random#2, seed 7, seen by RED")
        .contains("View of RED", "?", "Battle attacker=", "PieceCaptured piece=", "Outcome after ");
    assertThat(r.out()).containsPattern("Outcome after \\d+ actions: (RED wins|BLUE wins|draw)");
    // BLUE's placements are secret to RED: told without square or type
    assertThat(r.out()).doesNotContain("BLUE place ");
    assertThat(r.err()).isEmpty();
  }

  @Test
  void theSameSeedPrintsTheSameGame() {
    assertThat(run("demo", "--seed", "11").out()).isEqualTo(run("demo", "--seed", "11").out());
    assertThat(run("demo", "--seed", "11").out()).isNotEqualTo(run("demo", "--seed", "12").out());
    assertThat(run("demo").out()).isEqualTo(run("demo", "--seed", Long.toString(DemoCommand.DEFAULT_SEED)).out());
  }

  @Test
  void playsLostIslandWithItsTogglesFromAnySeat() {
    Run r = run("demo", "--ruleset", "lost-island(players=4,turn_limit=200)", "--seed", "3", "--bots",
        "heuristic,random,random,random");
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).contains("lost-island(players=4,turn_limit=200), heuristic, random#2, random#3, random#4, "
        + "seed 3, seen by RED", "view of RED", "TileRemoved square=", "TurnStarted seat=");
    assertThat(r.out()).containsPattern("Outcome after \\d+ actions: ((RED|BLUE|GREEN|YELLOW) wins|draw)");
    // seen by RED: values of BLUE's explorers that RED never saw stay hidden in its drawings
    assertThat(r.out()).contains("B?");
    assertThat(run("demo", "--ruleset", "lost-island(players=4,turn_limit=200)", "--seed", "3", "--bots",
        "heuristic,random,random,random").out()).isEqualTo(r.out());
    Run d = run("demo", "--ruleset", "lost-island(players=3,custom_setup,alternating,secret_fights)", "--seed", "4",
        "--seat", "green");
    assertThat(d.code()).as(d.err()).isZero();
    assertThat(d.out()).contains("lost-island(players=3,custom_setup,alternating,secret_fights)", "seen by GREEN",
        "SecretFight attacker=");
  }

  @Test
  void badInputIsOneLineAndStatus2() {
    Run r = run("demo", "--seed", "abc");
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err().strip().lines()).hasSize(1);
    assertThat(r.err()).doesNotContain("Exception", "\tat ");
    assertThat(run("demo", "--every", "0").code()).isEqualTo(2);
    assertThat(run("nonsense").code()).isEqualTo(2);
    for (String[] args : new String[][] {
        {"demo", "--ruleset", "lost-island(players=5)"},
        {"demo", "--ruleset", "lost-island(players=2)", "--seat", "3"},
        {"demo", "--ruleset", "chess"},
        {"demo", "--bots", "random,random,random"},
    }) {
      Run bad = run(args);
      assertThat(bad.code()).as(String.join(" ", args)).isEqualTo(2);
      assertThat(bad.err().strip().lines()).as(bad.err()).hasSize(1);
      assertThat(bad.err()).doesNotContain("Exception", "\tat ");
    }
  }
}
