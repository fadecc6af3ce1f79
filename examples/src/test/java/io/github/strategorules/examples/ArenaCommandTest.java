package io.github.strategorules.examples;

import static io.github.strategorules.examples.DemoCommandTest.run;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** {@code stratego arena}: statistics, and the same results whatever the thread count. */
class ArenaCommandTest {

  private static String withoutTiming(String out) {
    return out.lines().filter(l -> !l.startsWith("mean plies")).reduce("", (x, y) -> x + y + "\n");
  }

  @Test
  void reportsRatesAndEloAndIsIndependentOfTheThreadCount() {
    DemoCommandTest.Run one = run("arena", "--bots", "heuristic,random", "--games", "6", "--threads", "1",
        "--seed", "4");
    DemoCommandTest.Run two = run("arena", "--bots", "heuristic,random", "--games", "6", "--threads", "2",
        "--seed", "4");
    assertThat(one.code()).isZero();
    assertThat(one.out()).contains("6 games of classic(ply_limit=3000), heuristic against random, seed 4",
        "heuristic: ", "win rate ", "(95% CI)", "Elo difference heuristic - random: ", "mean plies ");
    assertThat(withoutTiming(two.out())).isEqualTo(withoutTiming(one.out()));
    DemoCommandTest.Run other = run("arena", "--bots", "random,random", "--games", "6", "--seed", "5",
        "--ruleset", "classic(ply_limit=200)");
    assertThat(other.code()).isZero();
    assertThat(other.out()).contains("6 games of classic(ply_limit=200), random against random, seed 5");
  }

  @Test
  void rejectsBadInput() {
    assertThat(run("arena", "--bots", "heuristic,nobody", "--games", "2").code()).isEqualTo(2);
    assertThat(run("arena", "--bots", "heuristic", "--games", "2").code()).isEqualTo(2);
    assertThat(run("arena", "--bots", "random,random", "--games", "0").code()).isEqualTo(2);
  }

  @Test
  void statisticsMatchHandComputedValues() {
    ArenaStats s = new ArenaStats(150, 0, 50);
    assertThat(s.winRate()[0]).isEqualTo(0.75);
    assertThat(s.winRate()[1]).isCloseTo(0.686, within(0.002));
    assertThat(s.winRate()[2]).isCloseTo(0.805, within(0.002));
    assertThat(s.elo()[0]).isCloseTo(190.8, within(0.1));
    assertThat(ArenaStats.elo(0.5)).isZero();
    assertThat(ArenaStats.elo(1.0)).isInfinite();
    assertThat(new ArenaStats(0, 10, 0).score()[0]).isEqualTo(0.5);
    assertThat(new ArenaStats(0, 10, 0).elo()[0]).isZero();
    double[] allWins = new ArenaStats(200, 0, 0).elo();
    assertThat(allWins[0]).isInfinite();
    assertThat(allWins[1]).isCloseTo(686.6, within(0.1)); // the interval's low end stays finite
    assertThat(ArenaCommand.gameSeed(1, 0)).isNotEqualTo(ArenaCommand.gameSeed(1, 1));
  }
}
