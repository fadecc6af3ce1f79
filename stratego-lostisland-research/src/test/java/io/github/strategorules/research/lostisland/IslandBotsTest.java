package io.github.strategorules.research.lostisland;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandGame;
import io.github.strategorules.lostisland.IslandOutcome;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.Scenario;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Bots;
import io.github.strategorules.research.Match;
import io.github.strategorules.research.RandomBot;
import io.github.strategorules.research.Transcript;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class IslandBotsTest {
  private static final Bot RANDOM = new RandomBot();
  private static final HeuristicIslandBot HEURISTIC = new HeuristicIslandBot();

  /** A game of a configuration (its layout) between bots, through the game-neutral runner. */
  private static IslandOutcome play(IslandConfig c, List<Bot> bots, long seed) {
    return (IslandOutcome)
        Match.play(IslandGame.pinned(c), bots, seed, 1_000_000).outcome().orElse(null);
  }

  private static List<Action> actions(List<IslandAction> list) {
    return new ArrayList<>(list);
  }

  @Test
  void the_heuristic_bot_beats_the_random_bot_in_at_least_70_percent_of_2_player_games() {
    int games = 40;
    int wins = 0;
    for (int g = 0; g < games; g++) {
      int h = g % 2; // the heuristic bot plays each seat in turn
      IslandConfig c = IslandConfig.builder().players(2).seed(g).turnLimit(200).build();
      List<Bot> bots = h == 0 ? List.of(HEURISTIC, RANDOM) : List.of(RANDOM, HEURISTIC);
      IslandOutcome o = play(c, bots, 1000 + g);
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
      List<Bot> bots = new ArrayList<>();
      for (int s = 0; s < players; s++) {
        bots.add(
            (s + seed) % 3 == 0
                ? HEURISTIC
                : (s + seed) % 3 == 1 ? RANDOM : IslandResearch.search());
      }
      // Match checks each choice against the legal decisions and applies it
      assertThat(play(c, bots, seed)).isNotNull();
    }
  }

  @Test
  void games_replay_exactly_from_the_seed() {
    IslandConfig c = IslandConfig.builder().players(3).seed(9).turnLimit(100).build();
    List<Bot> bots = List.of(HEURISTIC, RANDOM, IslandResearch.search());
    var a = Match.play(IslandGame.pinned(c), bots, 4);
    var b = Match.play(IslandGame.pinned(c), bots, 4);
    assertThat(b.finalState().record()).isEqualTo(a.finalState().record());
    assertThat(b.outcome()).isEqualTo(a.outcome());
  }

  @Test
  void the_heuristic_bot_takes_a_lying_flag() {
    IslandState s =
        Scenario.players(2)
            .board(
                """
        .  .  .  .  .  B3
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  F  .  .  .
        .  .  R2 .  .  .
        .  .  .  .  .  .
        """)
            .build();
    IslandAction a =
        (IslandAction)
            HEURISTIC.choose(s.viewFor(Seat.RED), s.legalDecisions(), new SplittableRandom(1));
    // by a move or a reinforcement onto the flag's tile (LI-5.5)
    assertThat(s.apply(a).state().viewFor(Seat.RED).flag().carrier().map(t -> t.seat()))
        .contains(Seat.RED);
  }

  @Test
  void the_heuristic_bot_attacks_an_unknown_three_with_a_six_but_not_with_a_two() {
    IslandState six =
        Scenario.players(2)
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  B3 .  .
        .  .  .  R6 .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        """)
            .build();
    assertThat(
            HEURISTIC.choose(six.viewFor(Seat.RED), six.legalDecisions(), new SplittableRandom(1)))
        .isEqualTo(new IslandAction.Move(Seat.RED, Square.parse("d3"), Square.parse("d4")));
    IslandState one =
        Scenario.players(2)
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  B3 .  .
        .  .  .  R2 .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        """)
            .build();
    Action a =
        HEURISTIC.choose(one.viewFor(Seat.RED), one.legalDecisions(), new SplittableRandom(1));
    assertThat(a)
        .isNotEqualTo(new IslandAction.Move(Seat.RED, Square.parse("d3"), Square.parse("d4")));
  }

  @Test
  void the_random_bot_picks_among_the_legal_actions() {
    IslandState s = IslandState.newGame(IslandConfig.of(2));
    SplittableRandom r = new SplittableRandom(2);
    for (int i = 0; i < 20; i++) {
      assertThat(s.legalDecisions())
          .contains(
              (IslandAction)
                  RANDOM.choose(Transcript.start(s, Seat.RED), actions(s.legalDecisions()), r));
    }
    IslandGame game = IslandGame.of(IslandConfig.of(2));
    assertThat(Bots.names(game)).containsExactly("random", "heuristic", "search");
    for (String name : Bots.names(game)) {
      assertThat(Bots.byName(game, name).name()).isEqualTo(name);
    }
  }

  @Test
  void no_bot_resigns_or_agrees_to_a_draw_when_handed_every_legal_action() {
    IslandState s =
        Scenario.players(2)
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  R5 B2 .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        """)
            .build();
    s = s.apply(Seat.BLUE, new IslandAction.DrawOffer(Seat.BLUE)).state();
    List<IslandAction> all = s.legalActions(Seat.RED);
    assertThat(all)
        .contains(
            new IslandAction.DrawAcceptance(Seat.RED),
            new IslandAction.DrawOffer(Seat.RED),
            new IslandAction.Resignation(Seat.RED));
    assertThat(s.decisions(Seat.RED)).isEqualTo(s.legalDecisions());
    SplittableRandom r = new SplittableRandom(3);
    // the typed heuristic bot, handed every legal action, still picks a decision
    assertThat(s.legalDecisions())
        .contains((IslandAction) HEURISTIC.choose(s.viewFor(Seat.RED), all, r));
  }

  @Test
  void the_typed_heuristic_bot_refuses_a_list_without_a_decision_rather_than_answer_null() {
    IslandState s = IslandState.newGame(IslandConfig.of(2));
    List<Action> tableOnly = List.of(s.resignation(Seat.RED));
    assertThatThrownBy(
            () -> HEURISTIC.choose(s.viewFor(Seat.RED), tableOnly, new SplittableRandom(4)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("no decision");
  }
}
