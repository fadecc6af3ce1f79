package io.github.strategorules.research;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.research.classic.HeuristicBot;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 52: the arena's report says why games were lost: each bot's battles, its losses by
 * termination, its slowest decision and the decisions over twice its think time; and the journals
 * kept in {@code benchmarks/results/}, written before these were kept, still report.
 */
class ArenaReportTest {
  private static ArenaResult.Summary game(
      int index, List<Integer> seating, List<Integer> winners, String termination, String rule) {
    return new ArenaResult.Summary(
        index,
        seating,
        winners,
        termination,
        rule,
        300,
        List.of(),
        List.of(
            new MatchResult.Thinking(
                100, 1_000_000L * (index + 1), 40_000_000L * (index + 1), index),
            new MatchResult.Thinking(100, 2_000_000L, 5_000_000L, 0)),
        List.of(new Battles(10, 4, 8, 6), new Battles(12, 3, 6, 8)));
  }

  @Test
  void sumsEachBotsBattlesAndCountsItsLossesByTermination() {
    Game game = Games.parse("classic");
    ArenaResult r =
        ArenaResult.of(
            game,
            List.of("a", "b"),
            List.of(
                game(0, List.of(0, 1), List.of(1), "FLAG_CAPTURED", "C-7.1"),
                game(1, List.of(1, 0), List.of(1), "NO_MOVABLE_PIECES", "C-7.2"),
                game(2, List.of(0, 1), List.of(), "PLY_LIMIT", "C-7.6"),
                game(3, List.of(1, 0), List.of(0), "FLAG_CAPTURED", "C-7.1")));
    // Bot a sat at seat 0 in games 0 and 2 (10/4/8/6 each) and at seat 1 in 1 and 3 (12/3/6/8).
    assertThat(r.battles(0)).isEqualTo(new Battles(44, 14, 28, 28));
    assertThat(r.battles(0).attackerLostShare()).isEqualTo(14 / 44.0);
    assertThat(r.battleGames()).isEqualTo(4);
    assertThat(r.lossesByTermination(0))
        .isEqualTo(Map.of("FLAG_CAPTURED (C-7.1)", 1, "NO_MOVABLE_PIECES (C-7.2)", 1));
    assertThat(r.lossesByTermination(1)).isEqualTo(Map.of("FLAG_CAPTURED (C-7.1)", 1));
    assertThat(r.losses(0)).isEqualTo(2);
    MatchResult.Thinking a = r.thinking(0);
    assertThat(a.slowest()).isEqualTo(120_000_000L); // game 2, at seat 0
    assertThat(a.overBudget()).isEqualTo(0 + 2); // games 0 and 2 at seat 0: 0 and 2
    assertThat(r.thinking(1).slowest()).isEqualTo(160_000_000L); // game 3, at seat 0
  }

  /** The slowest decision and the decisions over twice a bot's declared think time. */
  @Test
  void aMatchKeepsTheSlowestDecisionAndTheDecisionsOverTwiceTheThinkTime() {
    Game game = Games.parse("barrage(ply_limit=60)");
    long[] clock = {0};
    Bot slow =
        new Bot() {
          private int asked;

          @Override
          public String name() {
            return "slow";
          }

          @Override
          public int thinkMillis() {
            return 10;
          }

          @Override
          public io.github.strategorules.core.game.Action choose(
              Transcript t,
              List<io.github.strategorules.core.game.Action> legal,
              java.util.SplittableRandom random) {
            // 5 ms a decision, 25 ms every tenth: over twice its 10 ms.
            clock[0] += ++asked % 10 == 0 ? 25_000_000L : 5_000_000L;
            return legal.get(0);
          }
        };
    MatchResult m =
        Match.play(game, List.of(slow, new HeuristicBot()), 3, 200, null, null, () -> clock[0]);
    MatchResult.Thinking t = m.thinking().get(0);
    assertThat(t.slowest()).isEqualTo(25_000_000L);
    assertThat(t.overBudget()).isEqualTo(t.decisions() / 10).isPositive();
    assertThat(m.thinking().get(1).overBudget()).isZero(); // no think time declared
    ArenaResult.Summary s = ArenaResult.Summary.of(0, new int[] {0, 1}, m);
    assertThat(s.battles()).hasSize(2);
  }

  /**
   * The journal of {@code benchmarks/results/strategist-250ms/reference/} (format 1) reports what
   * its {@code runs.md} says: 265 won, 15 drawn, 120 lost, of the losses 112 by the flag, 6 without
   * movable pieces and 2 without a legal move; neither battles nor slowest decisions are known.
   */
  @Test
  void theCommittedJournalsStillReport() {
    Path file =
        Path.of("..", "benchmarks", "results", "strategist-250ms", "reference", "arena.tsv");
    ArenaJournal.Header header =
        new ArenaJournal.Header(
            "classic(ply_limit=3000)",
            List.of("strategist", "reference"),
            2026,
            400,
            Match.DEFAULT_MAX_ACTIONS,
            "none");
    Game game = Games.parse("classic(ply_limit=3000)");
    ArenaResult r =
        ArenaResult.of(game, List.of("strategist", "reference"), ArenaJournal.read(file, header));
    assertThat(r.games()).hasSize(400);
    assertThat(List.of(r.wins(0), r.draws(), r.losses(0))).containsExactly(265, 15, 120);
    assertThat(r.lossesByTermination(0))
        .isEqualTo(
            Map.of(
                "FLAG_CAPTURED (C-7.1)", 112,
                "NO_MOVABLE_PIECES (C-7.2)", 6,
                "NO_LEGAL_MOVE (C-7.3)", 2));
    assertThat(r.battleGames()).isZero();
    assertThat(r.thinking(0).slowestKnown()).isFalse();
    assertThat(r.thinking(0).decisions()).isEqualTo(94_641);
    assertThatThrownBy(() -> ArenaJournal.read(file.resolveSibling("runs.md"), header))
        .hasMessageContaining("is not an arena journal");
  }
}
