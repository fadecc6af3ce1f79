package io.github.strategorules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
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
    int code =
        StrategoCli.run(
            new java.io.ByteArrayInputStream(
                input.getBytes(java.nio.charset.StandardCharsets.UTF_8)),
            new PrintWriter(out),
            new PrintWriter(err),
            args);
    return new Run(code, out.toString(), err.toString());
  }

  @Test
  void playsAFullClassicGameFromRedsSide() {
    Run r = run("demo", "--seed", "7");
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out())
        .startsWith("classic, random#1, random#2, seed 7, seen by RED")
        .contains("View of RED", "?", "Battle attacker=", "PieceCaptured piece=", "Outcome after ");
    assertThat(r.out())
        .containsPattern(
            "Outcome after \\d+ actions of play \\(after 80 of setup\\): "
                + "(RED wins|BLUE wins|draw)");
    // BLUE's placements are secret to RED: told by who placed and the events, no square or type
    assertThat(r.out())
        .contains("setup 80. BLUE ?: SetupPlaced seat=BLUE; PlayStarted firstSeat=")
        .doesNotContainPattern("BLUE place [a-j]");
    assertThat(r.err()).isEmpty();
  }

  @Test
  void theSetupViewIsPrintedOnceAndPlayIsNumberedByPly() {
    String out = run("demo").out();
    // no view of an empty board or of half a setup: one view when play starts, with its legend
    assertThat(out).doesNotContain("SETUP, ply");
    assertThat(out.split("View of RED, PLAY, ply 0,", -1)).hasSize(2);
    assertThat(out.split("\\*7 an enemy piece revealed", -1)).hasSize(2);
    assertThat(out).contains("? an enemy piece not revealed", ". empty, ~ lake");
    // the numbers of the lines are those of the views: the action numbered 50 makes ply 50
    List<Integer> numbers =
        out.lines()
            .filter(l -> l.matches("\\d+\\. .*"))
            .map(l -> Integer.parseInt(l.substring(0, l.indexOf('.'))))
            .toList();
    assertThat(numbers).isSorted().allMatch(n -> n >= 1);
    java.util.regex.Matcher end =
        java.util.regex.Pattern.compile(
                "View of RED, OVER, ply (\\d+),[\\s\\S]*Outcome after (\\d+) actions of play")
            .matcher(out);
    assertThat(end.find()).isTrue();
    assertThat(end.group(1)).isEqualTo(end.group(2));
    assertThat(numbers.get(numbers.size() - 1)).isEqualTo(Integer.parseInt(end.group(2)));
    int before50 =
        numbers.stream().filter(n -> n <= 50).mapToInt(Integer::intValue).max().orElse(0);
    assertThat(out.indexOf("\n" + before50 + ". "))
        .isLessThan(out.indexOf("View of RED, PLAY, ply 50,"));
  }

  @Test
  void theSameSeedPrintsTheSameGame() {
    assertThat(run("demo", "--seed", "11").out()).isEqualTo(run("demo", "--seed", "11").out());
    assertThat(run("demo", "--seed", "11").out()).isNotEqualTo(run("demo", "--seed", "12").out());
    assertThat(run("demo").out())
        .isEqualTo(run("demo", "--seed", Long.toString(DemoCommand.DEFAULT_SEED)).out());
  }

  @Test
  void playsLostIslandWithItsTogglesFromAnySeat() {
    Run r =
        run(
            "demo",
            "--ruleset",
            "lost-island(players=4,turn_limit=200)",
            "--seed",
            "3",
            "--bots",
            "heuristic,random,random,random");
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out())
        .contains(
            "lost-island(players=4,turn_limit=200), heuristic, random#2, random#3, random#4, "
                + "seed 3, seen by RED",
            "view of RED",
            "TileRemoved square=",
            "TurnStarted seat=");
    assertThat(r.out())
        .containsPattern(
            "Outcome after \\d+ actions of play \\(after \\d+ of setup\\): "
                + "((RED|BLUE|GREEN|YELLOW) wins|draw)");
    assertThat(r.out())
        .contains("setup 3. BLUE ?: ExplorerPlaced tag=BLUE-A")
        .doesNotContain("BLUE places");
    // seen by RED: values of BLUE's explorers that RED never saw stay hidden in its drawings
    assertThat(r.out()).contains("B?");
    assertThat(
            run(
                    "demo",
                    "--ruleset",
                    "lost-island(players=4,turn_limit=200)",
                    "--seed",
                    "3",
                    "--bots",
                    "heuristic,random,random,random")
                .out())
        .isEqualTo(r.out());
    Run d =
        run(
            "demo",
            "--ruleset",
            "lost-island(players=3,custom_setup,alternating,secret_fights)",
            "--seed",
            "4",
            "--seat",
            "green");
    assertThat(d.code()).as(d.err()).isZero();
    assertThat(d.out())
        .contains(
            "lost-island(players=3,custom_setup,alternating,secret_fights)",
            "seen by GREEN",
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
    for (String[] args :
        new String[][] {
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
