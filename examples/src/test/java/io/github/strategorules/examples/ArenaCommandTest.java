package io.github.strategorules.examples;

import static io.github.strategorules.examples.DemoCommandTest.run;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.strategorules.research.Arena;
import io.github.strategorules.research.Interval;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code stratego arena}: statistics, and the same results whatever the thread count. */
class ArenaCommandTest {

  private static String withoutTiming(String out) {
    return out.lines()
        .filter(
            l ->
                !l.startsWith("mean actions")
                    && !l.contains(" ms a decision over ")
                    && !l.contains("slowest decision"))
        .reduce("", (x, y) -> x + y + "\n");
  }

  @Test
  void reportsRatesAndEloAndIsIndependentOfTheThreadCount() {
    DemoCommandTest.Run one =
        run("arena", "--bots", "heuristic,random", "--games", "6", "--threads", "1", "--seed", "4");
    DemoCommandTest.Run two =
        run("arena", "--bots", "heuristic,random", "--games", "6", "--threads", "2", "--seed", "4");
    assertThat(one.code()).as(one.err()).isZero();
    assertThat(one.out())
        .contains(
            "6 games of classic(ply_limit=3000) (the default ruleset; --ruleset names another), "
                + "heuristic against random, seed 4",
            "heuristic: ",
            "(as RED ",
            "win rate ",
            "(95% CI)",
            "Elo difference heuristic - random: ",
            "mean actions ");
    // Issue 52: why games are lost, per bot.
    assertThat(one.out())
        .contains(
            "heuristic attacked ",
            " times and lost the attacker in ",
            "%; a battle that both pieces leave counts as lost); ",
            " pieces lost and ",
            " taken a game",
            "random lost ",
            "heuristic's slowest decision took ");
    assertThat(withoutTiming(two.out())).isEqualTo(withoutTiming(one.out()));
    DemoCommandTest.Run other =
        run(
            "arena",
            "--bots",
            "random,random",
            "--games",
            "6",
            "--seed",
            "5",
            "--ruleset",
            "classic(ply_limit=200)");
    assertThat(other.code()).isZero();
    assertThat(other.out())
        .contains("6 games of classic(ply_limit=200), random#1 against random#2, seed 5");
  }

  /**
   * The same runner for Lost Island with four seats: per-bot lines, pairwise Elo, seat rotation.
   */
  @Test
  void playsLostIslandWithFourSeatsThroughTheSameRunner() {
    DemoCommandTest.Run r =
        run(
            "arena",
            "--ruleset",
            "lost-island(players=4)",
            "--bots",
            "heuristic,random,random,random",
            "--games",
            "4",
            "--threads",
            "2",
            "--seed",
            "3");
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out())
        .contains(
            "4 games of lost-island(players=4), heuristic against random#2 against random#3 "
                + "against random#4, seed 3",
            "heuristic: ",
            "as RED ",
            "as YELLOW ",
            "an equal bot scores 25.0%",
            "Elo difference heuristic - random#2: ",
            ", head to head ",
            "random#3 - random#4");
  }

  /**
   * {@code --resume}: a run stopped part way (here: its journal's last two games and half a line
   * cut off, as a crash leaves it) goes on with the games it lacks and reports the same games as an
   * uninterrupted run; a journal of another benchmark is refused.
   */
  @Test
  void resumesAStoppedRunFromItsJournal(@TempDir Path tmp) throws IOException {
    Path dir = tmp.resolve("rec");
    String[] args = benchmark(dir);
    DemoCommandTest.Run whole = run(args);
    assertThat(whole.code()).as(whole.err()).isZero();
    assertThat(whole.out()).contains("heuristic thought ", " ms a decision over ", " decisions/s)");
    Path journal = dir.resolve("arena.tsv");
    List<String> lines = Files.readAllLines(journal);
    assertThat(lines).hasSize(8 + 5).first().isEqualTo("# stratego arena journal 2");
    assertThat(lines)
        .contains("# bots heuristic,random", "# seed 8", "# games 5", "# time-control none");
    List<String> kept = lines.subList(0, lines.size() - 2);
    Files.writeString(
        journal, String.join("\n", kept) + "\n" + lines.get(lines.size() - 2).substring(0, 5));
    DemoCommandTest.Run resumed = run(append(args, "--resume"));
    assertThat(resumed.code()).as(resumed.err()).isZero();
    assertThat(resumed.out()).contains("(2 games played now, 3 read from the journal)");
    assertThat(withoutTiming(resumed.out())).isEqualTo(withoutTiming(whole.out()));
    assertThat(Files.readAllLines(journal)).hasSize(8 + 5);

    String[] otherSeed = args.clone();
    otherSeed[8] = "9";
    DemoCommandTest.Run other = run(append(otherSeed, "--resume"));
    assertThat(other.code()).isEqualTo(2);
    assertThat(other.err()).contains("the journal of another benchmark", "# seed 8");
    DemoCommandTest.Run none =
        run("arena", "--bots", "heuristic,random", "--games", "2", "--resume");
    assertThat(none.code()).isEqualTo(2);
    assertThat(none.err()).contains("--resume needs --records DIR");
    DemoCommandTest.Run missing =
        run(
            "arena",
            "--bots",
            "heuristic,random",
            "--games",
            "2",
            "--resume",
            "--records",
            tmp.resolve("empty").toString());
    assertThat(missing.code()).isEqualTo(2);
    assertThat(missing.err()).contains("no journal to resume");
  }

  /**
   * {@code --report} plays nothing: from a whole journal it gives the run's own statistics and
   * thinking times; from one that lacks a game, only the games before it (games finish out of
   * order, and counting the later ones would favour short games).
   */
  @Test
  void reportsOnAJournalWithoutPlaying(@TempDir Path tmp) throws IOException {
    Path dir = tmp.resolve("rec");
    String[] args = benchmark(dir);
    DemoCommandTest.Run whole = run(args);
    assertThat(whole.code()).as(whole.err()).isZero();
    DemoCommandTest.Run report = run(append(args, "--report"));
    assertThat(report.code()).as(report.err()).isZero();
    String expected =
        whole
            .out()
            .lines()
            .filter(l -> !l.startsWith("mean actions"))
            .reduce("", (x, y) -> x + y + "\n");
    assertThat(report.out())
        .startsWith(expected)
        .endsWith("(from the journal: games 1 to 5 of 5; it holds 5)\n");

    Path journal = dir.resolve("arena.tsv");
    List<String> lines = Files.readAllLines(journal);
    Files.write(journal, lines.stream().filter(l -> !l.startsWith("2\t")).toList());
    DemoCommandTest.Run part = run(append(args, "--report"));
    assertThat(part.code()).as(part.err()).isZero();
    assertThat(part.out())
        .startsWith("1 games of barrage, heuristic against random, seed 8\n")
        .contains("(from the journal: games 1 to 1 of 5; it holds 4)");
    assertThat(Files.readAllLines(journal)).hasSize(lines.size() - 1); // read, not changed

    Files.write(journal, lines.stream().filter(l -> !l.startsWith("1\t")).toList());
    DemoCommandTest.Run none = run(append(args, "--report"));
    assertThat(none.code()).isEqualTo(2);
    assertThat(none.err()).contains("nothing to report: the journal holds 4 games, and not game 1");
    assertThat(run(append(args, "--report", "--resume")).err())
        .contains("--report needs --records DIR");
    assertThat(run("arena", "--bots", "heuristic,random", "--report").err())
        .contains("--report needs --records DIR");
    DemoCommandTest.Run other =
        run(
            "arena",
            "--bots",
            "random,heuristic",
            "--games",
            "5",
            "--seed",
            "8",
            "--ruleset",
            "barrage",
            "--records",
            dir.toString(),
            "--report");
    assertThat(other.err()).contains("the journal of another benchmark");
    DemoCommandTest.Run missing =
        run(
            "arena",
            "--bots",
            "heuristic,random",
            "--report",
            "--records",
            tmp.resolve("empty").toString());
    assertThat(missing.err()).contains("no journal to report on");
  }

  /** A small benchmark with a journal in {@code dir}: five Barrage games on two threads. */
  private static String[] benchmark(Path dir) {
    return new String[] {
      "arena",
      "--bots",
      "heuristic,random",
      "--games",
      "5",
      "--threads",
      "2",
      "--seed",
      "8",
      "--ruleset",
      "barrage",
      "--records",
      dir.toString()
    };
  }

  private static String[] append(String[] args, String... more) {
    String[] out = java.util.Arrays.copyOf(args, args.length + more.length);
    System.arraycopy(more, 0, out, args.length, more.length);
    return out;
  }

  @Test
  void rejectsBadInput() {
    assertThat(run("arena", "--bots", "heuristic,nobody", "--games", "2").code()).isEqualTo(2);
    assertThat(run("arena", "--bots", "heuristic", "--games", "2").code()).isEqualTo(2);
    assertThat(run("arena", "--bots", "random,random", "--games", "0").code()).isEqualTo(2);
    DemoCommandTest.Run three =
        run(
            "arena",
            "--ruleset",
            "lost-island(players=3)",
            "--bots",
            "random,random",
            "--games",
            "2");
    assertThat(three.code()).isEqualTo(2);
    assertThat(three.err()).contains("one name per seat: 3 for lost-island(players=3)");
  }

  /**
   * {@code --time-control}: a clock per seat; a budget no bot can keep makes every game a loss on
   * time.
   */
  @Test
  void timeControlGivesEverySeatAClock() {
    DemoCommandTest.Run roomy =
        run(
            "arena",
            "--bots",
            "random,random",
            "--games",
            "2",
            "--seed",
            "5",
            "--ruleset",
            "barrage",
            "--time-control",
            "10m+1s");
    assertThat(roomy.code()).as(roomy.err()).isZero();
    assertThat(roomy.out()).doesNotContain("forfeits");
    DemoCommandTest.Run none =
        run(
            "arena",
            "--bots",
            "search,random",
            "--games",
            "2",
            "--seed",
            "5",
            "--ruleset",
            "barrage",
            "--time-control",
            "1ms");
    assertThat(none.code()).as(none.err()).isZero();
    // search needs milliseconds a move, so every game ends on time (random may run out first on a
    // loaded machine): OUT_OF_TIME forfeits, no game cut.
    assertThat(none.out())
        .contains("(each a resignation and a loss): OUT_OF_TIME ")
        .doesNotContain("cut");
    DemoCommandTest.Run bad =
        run("arena", "--bots", "random,random", "--games", "2", "--time-control", "5x");
    assertThat(bad.code()).isEqualTo(2);
    assertThat(bad.err()).contains("such as 10m or 5m+3s");
  }

  @Test
  void statisticsMatchHandComputedValues() {
    Interval w = Interval.wilson(150, 200);
    assertThat(w.value()).isEqualTo(0.75);
    assertThat(w.low()).isCloseTo(0.686, within(0.002));
    assertThat(w.high()).isCloseTo(0.805, within(0.002));
    assertThat(Interval.eloOf(w).value()).isCloseTo(190.8, within(0.1));
    assertThat(Interval.elo(0.5)).isZero();
    assertThat(Interval.elo(1.0)).isInfinite();
    Interval allWins = Interval.eloOf(Interval.wilson(200, 200));
    assertThat(allWins.value()).isInfinite();
    assertThat(allWins.low()).isCloseTo(686.6, within(0.1)); // the interval's low end stays finite
    assertThat(Arena.gameSeed(1, 0)).isNotEqualTo(Arena.gameSeed(1, 1));
  }
}
