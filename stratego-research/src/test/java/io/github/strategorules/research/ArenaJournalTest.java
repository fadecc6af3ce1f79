package io.github.strategorules.research;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.research.classic.HeuristicBot;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link ArenaJournal} and {@link Arena#resume}: a benchmark stopped part way goes on with the
 * games its journal lacks and ends with the games an uninterrupted run plays.
 */
class ArenaJournalTest {
  private static final Game BARRAGE = Games.parse("barrage(ply_limit=400)");
  private static final ArenaJournal.Header HEADER =
      new ArenaJournal.Header(BARRAGE.spec(), List.of("heuristic", "random"), 11, 6, 2_000, "none");

  /** The games without their timing, which differs from run to run. */
  private static List<ArenaResult.Summary> untimed(List<ArenaResult.Summary> games) {
    return games.stream()
        .map(
            g ->
                new ArenaResult.Summary(
                    g.index(),
                    g.seating(),
                    g.winners(),
                    g.termination(),
                    g.ruleId(),
                    g.actions(),
                    g.forfeits(),
                    g.thinking().stream()
                        .map(t -> new MatchResult.Thinking(t.decisions(), 0, 0, 0))
                        .toList(),
                    g.battles()))
        .toList();
  }

  private static ArenaResult play(List<ArenaResult.Summary> earlier, List<Integer> told)
      throws InterruptedException {
    return Arena.resume(
        BARRAGE,
        List.of(new HeuristicBot(), new RandomBot()),
        Arena.Seating.ROTATE,
        6,
        11,
        2,
        2_000,
        null,
        earlier,
        (index, r) -> told.add(index));
  }

  @Test
  void aResumedRunPlaysOnlyTheMissingGamesAndEndsLikeAnUninterruptedOne(@TempDir Path tmp)
      throws Exception {
    ArenaResult whole = play(List.of(), new ArrayList<>());
    Path file = tmp.resolve("arena.tsv");
    try (ArenaJournal j = ArenaJournal.create(file, HEADER)) {
      for (int g : new int[] {0, 2, 3}) { // a run stopped with games 1 and 4 to 6 unfinished
        j.write(whole.games().get(g));
      }
    }
    Files.writeString(file, Files.readString(file) + "5\t0,1\t0\tFLAG_CA"); // cut short by a crash
    List<Integer> told = new ArrayList<>();
    ArenaResult resumed;
    try (ArenaJournal j = ArenaJournal.resume(file, HEADER)) {
      assertThat(j.earlier()).extracting(ArenaResult.Summary::index).containsExactly(0, 2, 3);
      assertThat(j.earlier())
          .isEqualTo(List.of(whole.games().get(0), whole.games().get(2), whole.games().get(3)));
      resumed = play(j.earlier(), told);
      for (int g : told) {
        j.write(resumed.games().get(g));
      }
    }
    assertThat(told).containsExactlyInAnyOrder(1, 4, 5);
    assertThat(untimed(resumed.games())).isEqualTo(untimed(whole.games()));
    assertThat(resumed.wins(0)).isEqualTo(whole.wins(0));
    try (ArenaJournal j = ArenaJournal.resume(file, HEADER)) {
      assertThat(
              untimed(
                  j.earlier().stream()
                      .sorted(java.util.Comparator.comparingInt(ArenaResult.Summary::index))
                      .toList()))
          .isEqualTo(untimed(whole.games()));
    }
    assertThat(whole.thinking(0).decisions())
        .isEqualTo(
            whole.games().stream()
                .mapToInt(g -> g.thinking().get(g.seating().indexOf(0)).decisions())
                .sum())
        .isPositive();
  }

  /**
   * {@link ArenaJournal#read} gives a running benchmark's games without touching its file, and
   * {@link ArenaResult#of} their statistics, equal to the arena's own.
   */
  @Test
  void aJournalIsReadWithoutChangeAndGivesTheArenasStatistics(@TempDir Path tmp) throws Exception {
    ArenaResult whole = play(List.of(), new ArrayList<>());
    Path file = tmp.resolve("arena.tsv");
    try (ArenaJournal j = ArenaJournal.create(file, HEADER)) {
      whole.games().forEach(j::write);
    }
    String cut = Files.readString(file) + "7\t0,1\t0\tFLAG_CA"; // a line being written
    Files.writeString(file, cut);
    List<ArenaResult.Summary> read = ArenaJournal.read(file, HEADER);
    assertThat(Files.readString(file)).isEqualTo(cut);
    assertThat(read).isEqualTo(whole.games());
    ArenaResult again = ArenaResult.of(BARRAGE, whole.bots(), read);
    assertThat(again.score(0)).isEqualTo(whole.score(0));
    assertThat(again.recordAt(1, Seat.BLUE)).isEqualTo(whole.recordAt(1, Seat.BLUE));
    assertThat(again.thinking(0)).isEqualTo(whole.thinking(0));
    assertThat(again.terminations()).isEqualTo(whole.terminations());
    assertThatThrownBy(() -> ArenaResult.of(BARRAGE, List.of("heuristic"), read))
        .hasMessageContaining("one bot per seat");
    assertThatThrownBy(
            () -> ArenaResult.of(BARRAGE, whole.bots(), List.of(read.get(0), read.get(0))))
        .hasMessage("game 1 is given twice");
    ArenaResult.Summary alone =
        new ArenaResult.Summary(
            2,
            List.of(0, 0),
            List.of(0),
            "FLAG_CAPTURED",
            "C-7.1",
            80,
            List.of(),
            List.of(MatchResult.Thinking.NONE, MatchResult.Thinking.NONE));
    assertThatThrownBy(() -> ArenaResult.of(BARRAGE, whole.bots(), List.of(alone)))
        .hasMessage("game 3 does not fit 2 bots: seating [0, 0], winners [0]");
  }

  @Test
  void aLineKeepsEveryFactOfItsGameAndEscapesTheFailuresText() {
    ArenaResult.Summary g =
        new ArenaResult.Summary(
            41,
            List.of(1, 0),
            List.of(0),
            "RESIGNATION",
            "C-7.4",
            57,
            List.of(new MatchResult.Forfeit(Seat.RED, "CRASHED", "line 1:\tno\\way\r\nout")),
            List.of(
                new MatchResult.Thinking(29, 7_250_000_000L, 612_000_000L, 1),
                new MatchResult.Thinking(28, 12, 3, 0)),
            List.of(new Battles(9, 4, 6, 5), new Battles(7, 2, 5, 6)));
    String line = ArenaJournal.line(g);
    assertThat(line)
        .isEqualTo(
            "42\t1,0\t0\tRESIGNATION\tC-7.4\t57\tRED:CRASHED:line 1\\c\\tno\\\\way\\r\\nout\t29,28"
                + "\t7250000000,12\t612000000,3\t1,0\t9/4/6/5,7/2/5/6");
    assertThat(ArenaJournal.parse(line, 2, 9)).isEqualTo(g);
    ArenaResult.Summary cut =
        new ArenaResult.Summary(
            0,
            List.of(0, 1),
            List.of(),
            "CUT",
            "",
            2_000,
            List.of(),
            List.of(
                new MatchResult.Thinking(1_000, 5, 1, 0),
                new MatchResult.Thinking(1_000, 6, 2, 0)));
    assertThat(ArenaJournal.line(cut))
        .isEqualTo("1\t0,1\t-\tCUT\t-\t2000\t-\t1000,1000\t5,6\t1,2\t0,0\t-");
    assertThat(ArenaJournal.parse(ArenaJournal.line(cut), 2, 9)).isEqualTo(cut);
  }

  /**
   * Issue 52: a journal of the first format (before the slowest decision and the battles were kept)
   * is read, and resumed in its own format; its games' slowest decisions and battles are unknown,
   * the rest as it was.
   */
  @Test
  void aJournalOfTheFirstFormatIsReadAndResumedInItsFormat(@TempDir Path tmp) throws Exception {
    ArenaResult whole = play(List.of(), new ArrayList<>());
    Path file = tmp.resolve("arena.tsv");
    String header = HEADER.text(1);
    assertThat(header).startsWith("# stratego arena journal 1\n").doesNotContain("slowest_ns");
    Files.writeString(
        file,
        header
            + ArenaJournal.line(whole.games().get(0), 1)
            + "\n"
            + ArenaJournal.line(whole.games().get(2), 1)
            + "\n");
    List<ArenaResult.Summary> read = ArenaJournal.read(file, HEADER);
    assertThat(read).hasSize(2);
    ArenaResult.Summary first = read.get(0);
    ArenaResult.Summary original = whole.games().get(0);
    assertThat(first.battles()).isEmpty();
    assertThat(original.battles()).hasSize(2);
    assertThat(first.thinking().get(0).slowestKnown()).isFalse();
    assertThat(first.thinking().get(0).nanos()).isEqualTo(original.thinking().get(0).nanos());
    assertThat(first.winners()).isEqualTo(original.winners());
    assertThat(ArenaResult.of(BARRAGE, whole.bots(), read).battleGames()).isZero();
    try (ArenaJournal j = ArenaJournal.resume(file, HEADER)) {
      j.write(whole.games().get(1));
    }
    List<String> lines = Files.readAllLines(file);
    assertThat(lines.get(lines.size() - 1))
        .isEqualTo(ArenaJournal.line(whole.games().get(1), 1))
        .doesNotContain("/");
    assertThat(ArenaJournal.read(file, HEADER)).hasSize(3);
  }

  @Test
  void refusesAnotherBenchmarksJournalAndMalformedLines(@TempDir Path tmp) throws Exception {
    Path file = tmp.resolve("arena.tsv");
    ArenaJournal.create(file, HEADER).close();
    ArenaJournal.Header otherSeed =
        new ArenaJournal.Header(
            BARRAGE.spec(), List.of("heuristic", "random"), 12, 6, 2_000, "none");
    assertThatThrownBy(() -> ArenaJournal.resume(file, otherSeed))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("the journal of another benchmark")
        .hasMessageContaining("# seed 11");
    Files.writeString(tmp.resolve("x.tsv"), "game-0001\n");
    assertThatThrownBy(() -> ArenaJournal.resume(tmp.resolve("x.tsv"), HEADER))
        .hasMessageContaining("is not an arena journal");
    String head = Files.readString(file);
    Files.writeString(
        file,
        head
            + "1\t0,1\t0\tFLAG_CAPTURED\tC-7.1\t80\t-\t40,40\t1,1\t1,1\t0,0\t-\n"
            + "1\t0,1\t0\tFLAG_CAPTURED\tC-7.1\t80\t-\t40,40\t1,1\t1,1\t0,0\t-\n");
    assertThatThrownBy(() -> ArenaJournal.resume(file, HEADER))
        .hasMessage("line 10: game 1 is out of range or " + "given twice");
    Files.writeString(
        file, head + "1\t0,1\t2\tFLAG_CAPTURED\tC-7.1\t80\t-\t40,40\t1,1\t1,1\t0,0\t-\n");
    assertThatThrownBy(() -> ArenaJournal.resume(file, HEADER))
        .hasMessage("line 9: a winner that did not play: 2");
    Files.writeString(
        file, head + "1\t0,1\t0\tFLAG_CAPTURED\tC-7.1\t80\t-\t40\t1,1\t1,1\t0,0\t-\n");
    assertThatThrownBy(() -> ArenaJournal.resume(file, HEADER))
        .hasMessageStartingWith("line 9: a game number");
    Files.writeString(
        file, head + "x\t0,1\t0\tFLAG_CAPTURED\tC-7.1\t80\t-\t40,40\t1,1\t1,1\t0,0\t-\n");
    assertThatThrownBy(() -> ArenaJournal.resume(file, HEADER)).hasMessageStartingWith("line 9: ");
    Files.writeString(file, head + "1\t0,1\t0\tFLAG_CAPTURED\tC-7.1\t80\t-\t40,40\t1,1\n");
    assertThatThrownBy(() -> ArenaJournal.resume(file, HEADER))
        .hasMessage("line 9: 12 tab-separated fields expected, not 9");
    Files.writeString(
        file,
        head + "1\t0,1\t0\tFLAG_CAPTURED\tC-7.1\t80\t-\t40,40\t1,1\t1,1\t0,0\t1/2/3,4/5/6/7\n");
    assertThatThrownBy(() -> ArenaJournal.resume(file, HEADER))
        .hasMessageStartingWith(
            "line 9: battles are attacks/attacker_lost/pieces_lost/pieces_taken");
    Files.writeString(
        file,
        head + "1\t0,1\t0\tFLAG_CAPTURED\tC-7.1\t80\t-\t40,40\t1,1\t1,1\t0,0\t1/2/3/4,4/5/6/7\n");
    assertThatThrownBy(() -> ArenaJournal.resume(file, HEADER))
        .hasMessageStartingWith("line 9: more attacks lost (2) than made (1)");
    // An earlier game the arena would not have played: another seating for its number.
    ArenaResult.Summary swapped =
        new ArenaResult.Summary(
            0,
            List.of(1, 0),
            List.of(0),
            "FLAG_CAPTURED",
            "C-7.1",
            80,
            List.of(),
            List.of(MatchResult.Thinking.NONE, MatchResult.Thinking.NONE));
    assertThatThrownBy(() -> play(List.of(swapped), new ArrayList<>()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("earlier game 1 was played with another seating");
  }
}
