package io.github.strategorules.lostisland.research;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.Square;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandOutcome;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.Scenario;
import io.github.strategorules.core.game.Seat;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class IslandBotsTest {
  private static final IslandBot RANDOM = new RandomIslandBot();
  private static final IslandBot HEURISTIC = new HeuristicIslandBot();

  @Test
  void the_heuristic_bot_beats_the_random_bot_in_at_least_70_percent_of_2_player_games() {
    int games = 40;
    int wins = 0;
    for (int g = 0; g < games; g++) {
      int h = g % 2; // the heuristic bot plays each seat in turn
      IslandConfig c = IslandConfig.builder().players(2).seed(g).turnLimit(200).build();
      List<IslandBot> bots = h == 0 ? List.of(HEURISTIC, RANDOM) : List.of(RANDOM, HEURISTIC);
      IslandOutcome o = IslandMatch.play(c, bots, 1000 + g, 1_000_000);
      assertThat(o).isNotNull();
      if (o.winner().map(Seat::index).orElse(-1) == h) {
        wins++;
      }
    }
    assertThat(wins).isGreaterThanOrEqualTo(games * 70 / 100);
  }

  @Test
  void both_bots_play_legal_actions_under_every_toggle_and_player_count() {
    for (long seed = 0; seed < 12; seed++) {
      int players = 2 + (int) (seed % 3);
      IslandConfig c = ResearchGames.randomConfig(players, seed);
      List<IslandBot> bots = new ArrayList<>();
      for (int s = 0; s < players; s++) {
        bots.add((s + seed) % 2 == 0 ? HEURISTIC : RANDOM);
      }
      // IslandMatch applies each choice, so an illegal one would throw
      assertThat(IslandMatch.play(c, bots, seed, 1_000_000)).isNotNull();
    }
  }

  @Test
  void games_replay_exactly_from_the_seed() {
    IslandConfig c = IslandConfig.builder().players(3).seed(9).turnLimit(100).build();
    List<IslandBot> bots = List.of(HEURISTIC, RANDOM, HEURISTIC);
    assertThat(IslandMatch.play(c, bots, 4, 1_000_000)).isEqualTo(IslandMatch.play(c, bots, 4, 1_000_000));
  }

  @Test
  void the_heuristic_bot_takes_a_lying_flag() {
    IslandState s = Scenario.players(2).board("""
        .  .  .  .  .  B3
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  F  .  .  .
        .  .  R2 .  .  .
        .  .  .  .  .  .
        """).build();
    IslandAction a = HEURISTIC.choose(s.viewFor(Seat.RED), s.legalDecisions(), new SplittableRandom(1));
    // by a move or a reinforcement onto the flag's tile (LI-5.5)
    assertThat(s.apply(a).state().viewFor(Seat.RED).flag().carrier().map(t -> t.seat())).contains(Seat.RED);
  }

  @Test
  void the_heuristic_bot_attacks_an_unknown_three_with_a_six_but_not_with_a_two() {
    IslandState six = Scenario.players(2).board("""
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  B3 .  .
        .  .  .  R6 .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        """).build();
    assertThat(HEURISTIC.choose(six.viewFor(Seat.RED), six.legalDecisions(), new SplittableRandom(1)))
        .isEqualTo(new IslandAction.Move(Seat.RED, Square.parse("d3"), Square.parse("d4")));
    IslandState one = Scenario.players(2).board("""
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  B3 .  .
        .  .  .  R2 .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        """).build();
    IslandAction a = HEURISTIC.choose(one.viewFor(Seat.RED), one.legalDecisions(), new SplittableRandom(1));
    assertThat(a).isNotEqualTo(new IslandAction.Move(Seat.RED, Square.parse("d3"), Square.parse("d4")));
  }

  @Test
  void the_random_bot_picks_among_the_legal_actions() {
    IslandState s = IslandState.newGame(IslandConfig.of(2));
    SplittableRandom r = new SplittableRandom(2);
    for (int i = 0; i < 20; i++) {
      assertThat(s.legalDecisions()).contains(RANDOM.choose(s.viewFor(Seat.RED), s.legalDecisions(), r));
    }
    assertThat(RANDOM.name()).isEqualTo("random");
    assertThat(HEURISTIC.name()).isEqualTo("heuristic");
  }

  @Test
  void no_bot_resigns_or_agrees_to_a_draw_when_handed_every_legal_action() {
    IslandState s = Scenario.players(2).board("""
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  R5 B2 .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        """).build();
    s = s.apply(Seat.BLUE, new IslandAction.OfferDraw(Seat.BLUE)).state();
    List<IslandAction> all = s.legalActions(Seat.RED);
    assertThat(all).contains(new IslandAction.AcceptDraw(Seat.RED), new IslandAction.OfferDraw(Seat.RED),
        new IslandAction.Resign(Seat.RED));
    assertThat(IslandBot.decisionsOf(all)).isEqualTo(s.legalDecisions());
    SplittableRandom r = new SplittableRandom(3);
    for (int i = 0; i < 200; i++) {
      assertThat(s.legalDecisions()).contains(RANDOM.choose(s.viewFor(Seat.RED), all, r));
    }
    assertThat(s.legalDecisions()).contains(HEURISTIC.choose(s.viewFor(Seat.RED), all, r));
    assertThat(IslandBot.decisionsOf(s.legalDecisions())).isSameAs(s.legalDecisions());
  }
}
