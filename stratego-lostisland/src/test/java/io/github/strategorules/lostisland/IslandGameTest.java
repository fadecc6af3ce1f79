package io.github.strategorules.lostisland;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.RecordReplay;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ChecksRule;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Lost Island through the game-neutral contract: the registry, the public game (never the seed or
 * the layout, LI-13), new games from a seed (LI-2.6), pinned specs, records of any game.
 */
class IslandGameTest {
  /** The registry of core (the test helper {@link Games} has the short name in this package). */
  private static Game registry(String spec) {
    return io.github.strategorules.core.game.Games.parse(spec);
  }

  /** A game played by random decisions for a while, then a resignation. */
  private static IslandState resignedGame(IslandGame game, long seed) {
    IslandState s = game.newGame(seed);
    SplittableRandom r = new SplittableRandom(seed);
    for (int i = 0; i < 300 && s.outcome().isEmpty(); i++) {
      List<IslandAction> legal = s.legalDecisions();
      s = s.apply(legal.get(r.nextInt(legal.size()))).state();
      if (i == 150 && s.outcome().isEmpty()) {
        s = s.apply(Seat.BLUE, s.drawOffer(Seat.BLUE)).state();
      }
    }
    return s.outcome().isPresent() ? s : s.apply(Seat.GREEN, s.resignation(Seat.GREEN)).state();
  }

  @Test
  void the_registry_finds_lost_island_by_its_spec() {
    Game g = registry("lost-island(players=3,secret_fights)");
    assertThat(g).isInstanceOf(IslandGame.class);
    assertThat(g.spec()).isEqualTo("lost-island(players=3,secret_fights)");
    assertThat(g.family()).isEqualTo("lost-island");
    assertThat(g.seats()).containsExactly(Seat.RED, Seat.BLUE, Seat.GREEN);
    assertThat(registry(g.spec())).isEqualTo(g);
    assertThat(registry("lost-island")).isEqualTo(IslandGame.of(IslandConfig.of(4)));
    assertThat(io.github.strategorules.core.game.Games.names()).contains("lost-island");
    assertThat(g.parseAction("GREEN flip b3"))
        .isEqualTo(
            new IslandAction.Flip(
                Seat.GREEN, io.github.strategorules.core.board.Square.parse("b3")));
    assertThatThrownBy(() -> registry("lost-island(players=5)"))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("accepted options");
  }

  @Test
  @ChecksRule("LI-2.6")
  void li_2_6_a_new_game_draws_its_layout_from_the_seed() {
    IslandGame g =
        IslandGame.parse("lost-island(players=3,first=1,turn_limit=50,coins=30,extra_loot)");
    IslandState s = g.newGame(7);
    assertThat(s.config())
        .isEqualTo(
            IslandConfig.parse(
                "lost-island(players=3,first=1,turn_limit=50,coins=30," + "extra_loot,seed=7)"));
    assertThat(g.newGame(7).config()).isEqualTo(s.config());
    assertThat(g.newGame(8).config().layout()).isNotEqualTo(s.config().layout());
    assertThat(s.game()).isEqualTo(g);
    assertThat(s.game().isPinned()).isFalse();
    assertThat(s.phase()).isEqualTo(Phase.SETUP);
    assertThat(s.toDecide()).containsExactly(Seat.BLUE);
  }

  @Test
  void a_spec_naming_a_seed_or_a_layout_pins_the_game_and_keeps_it_out_of_sight() {
    IslandGame pinned = IslandGame.parse("lost-island(players=2,seed=7)");
    IslandConfig config = IslandConfig.parse("lost-island(players=2,seed=7)");
    assertThat(pinned.isPinned()).isTrue();
    assertThat(pinned.newGame(1).config()).isEqualTo(config);
    assertThat(pinned.newGame(2).config()).isEqualTo(config);
    assertThat(pinned.spec()).isEqualTo("lost-island(players=2)");
    assertThat(pinned.toString()).doesNotContain("seed", "7");
    assertThat(pinned)
        .isEqualTo(IslandGame.parse("lost-island(players=2)"))
        .hasSameHashCodeAs(IslandGame.parse("lost-island(players=2)"));
    assertThat(pinned.newGame(1).game().isPinned()).as("a state's game is never pinned").isFalse();
    assertThat(pinned.unpinned().newGame(9).config().seed()).isEqualTo(9);
    assertThat(IslandGame.parse("lost-island(players=2,seed=0)").isPinned()).isTrue();
    IslandGame byLayout =
        IslandGame.parse(config.toBuilder().layout(config.layout()).build().spec());
    assertThat(byLayout.isPinned()).isTrue();
    assertThat(byLayout.newGame(3).config().layout()).isEqualTo(config.layout());
    assertThat(IslandGame.parse("lost-island(players=2)").isPinned()).isFalse();
  }

  @Test
  @ChecksRule("LI-13.5")
  void li_13_the_game_of_a_state_and_of_every_view_holds_no_hidden_fact() {
    IslandConfig one = IslandConfig.parse("lost-island(players=3,seed=1,secret_fights)");
    IslandConfig two = IslandConfig.parse("lost-island(players=3,seed=2,secret_fights)");
    assertThat(one.layout()).isNotEqualTo(two.layout());
    IslandState a = IslandState.newGame(one);
    IslandState b = IslandState.newGame(two);
    assertThat(a.game()).isEqualTo(b.game());
    assertThat(a.game().spec()).isEqualTo(b.game().spec()).isEqualTo(one.publicSpec());
    for (Seat seat : a.game().seats()) {
      assertThat(a.viewFor(seat).game()).isEqualTo(b.viewFor(seat).game());
      assertThat(a.viewFor(seat))
          .isEqualTo(b.viewFor(seat)); // nothing face up yet: the views agree
    }
    List<Class<?>> types = new ArrayList<>();
    for (RecordComponent c : IslandView.class.getRecordComponents()) {
      types.add(c.getType());
    }
    assertThat(types).doesNotContain(IslandConfig.class, Layout.class);
  }

  @Test
  @ChecksRule("LI-R23")
  void a_custom_tile_set_is_a_public_fact_written_in_the_spec() {
    List<Tile> green = new ArrayList<>(TileSet.standard().green());
    green.set(green.indexOf(Tile.PLAIN), Tile.STORM);
    TileSet custom = new TileSet(green, List.of(3, 2, 2));
    IslandConfig config = IslandConfig.builder().players(2).tileSet(custom).seed(5).build();
    IslandGame g = IslandGame.of(config);
    assertThat(g.tileSet()).isEqualTo(custom.canonical()).isNotEqualTo(TileSet.standard());
    assertThat(g.spec()).contains(",tiles=").doesNotContain("layout", "seed");
    assertThat(IslandGame.parse(g.spec())).isEqualTo(g);
    assertThat(IslandGame.parse(g.spec()).isPinned()).isFalse();
    assertThat(TileSet.of(g.newGame(11).config().layout())).isEqualTo(g.tileSet());
    assertThat(config.publicSpec()).isEqualTo(g.spec());
    assertThat(IslandGame.of(IslandConfig.of(2)).tileSet()).isEqualTo(TileSet.standard());
  }

  @Test
  void records_replay_through_the_registry_with_their_own_layout() {
    IslandGame game = IslandGame.parse("lost-island(players=3,storms_vanish)");
    IslandState end = resignedGame(game, 4);
    String record = end.record();
    assertThat(record).startsWith(IslandRecord.HEADER).contains("action BLUE offer draw");
    assertThat(IslandRecord.parse(record).format()).isEqualTo(record);
    Game ofRecord = io.github.strategorules.core.game.Games.gameOfRecord(record);
    assertThat(ofRecord).isEqualTo(game);
    assertThat(((IslandGame) ofRecord).newGame(99).config()).isEqualTo(end.config());
    RecordReplay<GameState, RecordReplay.Refused> r =
        io.github.strategorules.core.game.Games.replay(record);
    assertThat(r.isLegal()).isTrue();
    assertThat(r.applied()).isEqualTo(end.history().size());
    GameState finalState = r.finalState();
    assertThat(finalState).isInstanceOf(IslandState.class);
    assertThat(((IslandState) finalState).refereeView()).isEqualTo(end.refereeView());
    assertThat(finalState.outcome()).isEqualTo(end.outcome());
    assertThatThrownBy(() -> IslandGame.parse("lost-island(players=2)").replay(record))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("the record is of the game lost-island(players=3")
        .hasMessageNotContaining("seed");
  }

  @Test
  void a_record_with_a_refused_action_names_its_index_text_and_reason() {
    IslandState s = IslandGame.parse("lost-island(players=2)").newGame(3);
    String record = s.record() + "action BLUE offer draw\n";
    RecordReplay<GameState, RecordReplay.Refused> r =
        io.github.strategorules.core.game.Games.replay(record);
    assertThat(r.applied()).isZero();
    assertThat(r.firstIllegal())
        .hasValueSatisfying(
            f -> {
              assertThat(f.index()).isEqualTo(1);
              assertThat(f.action()).isEqualTo("BLUE offer draw");
              assertThat(f.reason()).isEqualTo(IslandReason.NO_DRAW_IN_SETUP);
            });
  }

  @Test
  void a_three_seat_resignation_records_both_winners() {
    IslandState s = IslandGame.parse("lost-island(players=3)").newGame(1);
    IslandState over = s.apply(Seat.RED, s.resignation(Seat.RED)).state();
    String record = over.record();
    assertThat(record).endsWith("action RED resign\nresult BLUE,GREEN RESIGNATION\n");
    assertThat(IslandRecord.parse(record).result()).isEqualTo(over.outcome());
    assertThat(IslandRecord.parse(record).format()).isEqualTo(record);
  }

  @Test
  void a_scenario_position_has_no_record() {
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
    assertThatThrownBy(s::record).isInstanceOf(IllegalStateException.class);
    assertThat(s.origin()).isEmpty(); // no new game to replay its history from
  }

  @Test
  void a_new_games_state_has_it_as_origin_and_its_actions_as_history() {
    IslandState s = IslandGame.parse("lost-island(players=2)").newGame(5);
    IslandState next = s.apply(Seat.BLUE, s.resignation(Seat.BLUE)).state();
    assertThat(next.origin()).hasValueSatisfying(o -> assertThat(o.record()).isEqualTo(s.record()));
    assertThat(next.history()).containsExactly(s.resignation(Seat.BLUE));
  }

  @Test
  void views_answer_the_contract() {
    IslandState s = IslandGame.parse("lost-island(players=2)").newGame(2);
    assertThat(s.viewFor(Seat.BLUE).seat()).contains(Seat.BLUE);
    assertThat(s.publicView().seat()).isEmpty();
    assertThat(s.publicView().phase()).isEqualTo(Phase.SETUP);
    assertThat(s.publicView().toDecide()).isEqualTo(s.toDecide()).containsExactly(Seat.RED);
    assertThat(s.publicView().game()).isEqualTo(s.game());
    assertThat(s.publicView().players()).isEqualTo(2);
    IslandState over = s.apply(Seat.BLUE, s.resignation(Seat.BLUE)).state();
    assertThat(over.viewFor(Seat.RED).phase()).isEqualTo(Phase.OVER);
    assertThat(over.viewFor(Seat.RED).toDecide()).isEmpty();
    assertThat(over.viewFor(Seat.RED).outcome()).isEqualTo(over.outcome());
  }
}
