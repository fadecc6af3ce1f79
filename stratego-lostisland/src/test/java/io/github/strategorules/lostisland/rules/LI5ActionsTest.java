package io.github.strategorules.lostisland.rules;

import static io.github.strategorules.lostisland.rules.Fixture.*;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandReason;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.Scenario;
import io.github.strategorules.lostisland.Tile;
import java.util.List;
import org.junit.jupiter.api.Test;

/** LI-5.1, LI-5.2, LI-5.4, LI-5.5: moving, flipping, reinforcing, entering a tile. */
class LI5ActionsTest {

  @Test
  @ChecksRule("LI-5.1")
  void li_5_1_move_one_cell_onto_a_free_island_tile_or_attack() {
    IslandState s =
        Scenario.players(2)
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  B2 .  .  .
        .  ~  R3 R5 .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        """)
            .build();
    assertThat(s.legalDecisions())
        .contains(move(R, "c3", "c4"), move(R, "c3", "c2"))
        .doesNotContain(move(R, "c3", "b3"), move(R, "c3", "d3"), move(R, "c3", "c5"));
    assertThat(s.check(move(R, "c3", "b3"))).contains(IslandReason.NOT_A_MOVE);
    assertThat(s.check(move(R, "c4", "c5"))).contains(IslandReason.NO_OWN_EXPLORER);
    assertThat(s.check(move(B, "c4", "c5"))).contains(IslandReason.NOT_YOUR_DECISION);
    // standing on a face-down green tile flips nothing
    IslandState t = after(s, move(R, "c3", "c2"));
    assertThat(t.publicView().cell(sq("c2")).kind().name()).isEqualTo("GREEN_FACE_DOWN");
    // the same action twice is fine (LI-5)
    assertThat(after(t, move(R, "c2", "c3"), end(R)).step()).isEqualTo(2);
  }

  @Test
  @ChecksRule("LI-5.2")
  void li_5_2_flip_a_face_down_green_tile_next_to_an_own_explorer_without_explorer_or_flag() {
    IslandState s =
        Scenario.players(2)
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  F. B2 .  .  .
        .  .  R3 _  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        """)
            .build();
    assertThat(s.legalDecisions())
        .contains(flip(R, "c2"), flip(R, "b3"))
        .doesNotContain(flip(R, "d3"), flip(R, "c4"), flip(R, "b4"), flip(R, "b2"));
    assertThat(s.check(flip(R, "b2")))
        .contains(IslandReason.NOT_FLIPPABLE); // a stone, never flipped
    List<IslandEvent> ev = events(s, flip(R, "c2"));
    assertThat(ev).contains(new IslandEvent.TileFlipped(sq("c2"), Tile.PLAIN));
  }

  @Test
  @ChecksRule({"LI-5.4", "LI-3.3"})
  void li_5_4_reinforce_next_to_an_own_explorer_else_anywhere_once_per_turn() {
    IslandState s =
        Scenario.players(2)
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  B2 .  .  .
        .  .  R3 .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        """)
            .boat(R, 6, 1, 2, 4, 5)
            .build();
    List<IslandAction> reinforce =
        s.legalDecisions().stream().filter(a -> a instanceof IslandAction.Reinforce).toList();
    assertThat(reinforce)
        .extracting(a -> ((IslandAction.Reinforce) a).square().toString())
        .containsExactly("c2", "b3", "d3");
    IslandState t = after(s, new IslandAction.Reinforce(R, sq("b3")));
    assertThat(valueAt(t, "b3")).isEqualTo(6); // the front of the boat
    assertThat(t.check(new IslandAction.Reinforce(R, sq("d3"))))
        .contains(IslandReason.ALREADY_REINFORCED);

    IslandState none =
        Scenario.players(2)
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  B2 .  .  .
        .  .  .  .  .  .
        ~  ~  ~  ~  ~  ~
        ~  ~  ~  ~  ~  .
        """)
            .build();
    // no explorer on the island: any free tile it may enter, the face-down stones included
    assertThat(
            none.legalDecisions().stream().filter(a -> a instanceof IslandAction.Reinforce).count())
        .isEqualTo(36 - 11 - 1);
    assertThat(none.legalDecisions()).contains(new IslandAction.Reinforce(R, sq("b5")));
  }

  @Test
  @ChecksRule("LI-5.5")
  void li_5_5_coins_revealed_this_turn_are_taken_only_in_a_later_turn() {
    IslandState s =
        Scenario.players(2)
            .tile("d3", Tile.loot(2))
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  R3 .  B5 .
        .  .  .  .  .  .
        ~  ~  ~  ~  ~  ~
        """)
            .build();
    IslandState t = after(s, flip(R, "d3"));
    assertThat(t.publicView().cell(sq("d3")).coins()).isEqualTo(2);
    assertThat(t.publicView().cell(sq("d3")).freshCoins()).isTrue();
    assertThat(t.check(move(R, "c3", "d3"))).contains(IslandReason.FRESH_COINS);
    // BLUE, in a later turn, may take them
    IslandState blue = after(toShrink(t), remove(R, "a2"));
    assertThat(blue.current()).isEqualTo(B);
    assertThat(blue.publicView().cell(sq("d3")).freshCoins()).isFalse();
    List<IslandEvent> ev = events(blue, move(B, "e3", "d3"));
    assertThat(ev)
        .contains(
            new IslandEvent.CoinsTaken(tagAt(after(blue, move(B, "e3", "d3")), "d3"), sq("d3"), 2));
    assertThat(after(blue, move(B, "e3", "d3")).publicView().coinsHeld()).containsExactly(1, 3);
  }

  @Test
  @ChecksRule("LI-5.5")
  void li_5_5_fresh_coins_out_of_reach_are_refused_as_no_move_not_as_fresh_coins() {
    IslandState s =
        Scenario.players(2)
            .tile("d3", Tile.loot(2))
            .board(
                """
        R4 .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  R3 .  B5 .
        .  .  .  .  .  .
        ~  ~  ~  ~  ~  ~
        """)
            .build();
    IslandState t = after(s, flip(R, "d3"));
    assertThat(t.publicView().cell(sq("d3")).freshCoins()).isTrue();
    assertThat(t.check(move(R, "a6", "d3"))).contains(IslandReason.NOT_A_MOVE);
    assertThat(t.check(move(R, "c3", "d3"))).contains(IslandReason.FRESH_COINS);
  }
}
