package io.github.strategorules.lostisland.rules;

import static io.github.strategorules.lostisland.rules.Fixture.*;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.lostisland.BombPattern;
import io.github.strategorules.lostisland.DecisionKind;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandTermination;
import io.github.strategorules.lostisland.Scenario;
import io.github.strategorules.lostisland.Tag;
import io.github.strategorules.lostisland.Tile;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** LI-9: shrinking the island. */
class LI9ShrinkTest {

  private static List<String> candidates(IslandState s) {
    return s.legalDecisions().stream()
        .map(a -> ((IslandAction.RemoveTile) a).square().toString())
        .collect(Collectors.toList());
  }

  @Test
  @ChecksRule("LI-9.2")
  void li_9_2_the_outer_ring_first_free_tiles_first() {
    IslandState s =
        Scenario.players(2)
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  B2 .
        R3 .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        """)
            .build();
    IslandState t = toShrink(s);
    decides(t, R, DecisionKind.SHRINK);
    assertThat(candidates(t)).hasSize(19).doesNotContain("a3").contains("a1", "f6");
  }

  @Test
  @ChecksRule("LI-9.2")
  void li_9_2_shrink_ring_order_moves_back_outward_when_a_blocked_tile_frees() {
    // the outer ring's only tile a1 holds the lying flag: not removable, so the middle ring is
    // current
    IslandState s =
        Scenario.players(2)
            .board(
                """
        ~  ~  ~  ~  ~  ~
        ~  .  .  .  .  ~
        ~  .  .  B2 .  ~
        ~  R3 .  .  .  ~
        ~  .  .  .  .  ~
        F  ~  ~  ~  ~  ~
        """)
            .build();
    // no face-down stone (b2, e2, b5); the flag's stone e5 was turned over, an ordinary tile now
    // (LI-8.2)
    assertThat(candidates(toShrink(s)))
        .containsExactly("c2", "d2", "e3", "b4", "e4", "c5", "d5", "e5");
    // RED swims to a1 and takes the flag: a1 is removable again and the outer ring is current once
    // more
    IslandState t = after(s, swim(R, "b3", "a1"));
    assertThat(explorer(t, tagAt(t, "a1")).carriesFlag()).isTrue();
    IslandState u = toShrink(t);
    assertThat(candidates(u))
        .containsExactly("a1"); // every removable tile of the ring holds an explorer
    // removing the carrier's tile: the explorer goes to its boat, the flag to the nearest tile, b2
    // (a face-down stone)
    Tag carrier = tagAt(t, "a1");
    List<IslandEvent> ev = events(u, remove(R, "a1"));
    assertThat(ev)
        .containsSubsequence(
            new IslandEvent.TileRemoved(sq("a1"), Tile.PLAIN),
            new IslandEvent.ToBoat(carrier, sq("a1"), false),
            new IslandEvent.FlagMoved(sq("a1"), sq("b2")));
    IslandState v = after(u, remove(R, "a1"));
    assertThat(v.publicView().cell(sq("b2")).flag()).isTrue();
    assertThat(v.publicView().cell(sq("b2")).kind().name()).isEqualTo("STONE_FACE_DOWN");
    assertThat(v.current()).isEqualTo(B);
  }

  @Test
  @ChecksRule("LI-9.4")
  void
      li_9_4_removing_the_flag_carriers_tile_on_a_tie_the_shrinking_player_chooses_and_a_win_follows() {
    IslandState s =
        Scenario.players(2)
            .board(
                """
        ~  ~  ~  ~  ~  ~
        ~  .  .  .  .  ~
        ~  .  .  .  .  ~
        ~  .  .  .  .  ~
        ~  .  .  .  .  ~
        ~  B2 R3! B4 ~  ~
        """)
            .build();
    IslandState t = toShrink(s);
    assertThat(candidates(t)).containsExactly("b1", "c1", "d1");
    IslandState u = after(t, remove(R, "c1"));
    decides(u, R, DecisionKind.FLAG_DESTINATION);
    assertThat(u.legalDecisions())
        .containsExactly(
            new IslandAction.PlaceFlag(R, sq("b1")),
            new IslandAction.PlaceFlag(R, sq("d1")),
            new IslandAction.PlaceFlag(R, sq("c2")));
    assertThat(u.publicView().flagChoices()).containsExactly(sq("b1"), sq("d1"), sq("c2"));
    IslandState v = after(u, new IslandAction.PlaceFlag(R, sq("b1")));
    // BLUE's 2 takes the flag and every island explorer is BLUE's: BLUE wins, on RED's turn
    assertThat(v.outcome())
        .hasValueSatisfying(
            o -> {
              assertThat(o.winner()).contains(B);
              assertThat(o.termination()).isEqualTo(IslandTermination.FLAG_AND_ISLAND);
            });
  }

  @Test
  @ChecksRule("LI-9.3")
  void li_9_3_removed_face_down_tiles_are_revealed_without_effect_and_coins_are_lost_at_sea() {
    IslandState s =
        Scenario.players(2)
            .tile("a1", Tile.bomb(4, BombPattern.PLUS))
            .board(
                """
        ~  ~  ~  ~  ~  ~
        ~  .  .  .  .  ~
        ~  .  .  .  .  ~
        ~  .  .  .  .  ~
        R2 .  .  .  .  ~
        .  B3 $2 ~  ~  ~
        """)
            .build();
    IslandState t = toShrink(s);
    assertThat(candidates(t)).containsExactly("a1", "c1");
    List<IslandEvent> bomb = events(t, remove(R, "a1"));
    assertThat(bomb)
        .containsExactly(
            new IslandEvent.TileRemoved(sq("a1"), Tile.bomb(4, BombPattern.PLUS)),
            new IslandEvent.TurnStarted(B, 2)); // the bomb has no effect: a2 and b1 stay
    IslandState u = after(t, remove(R, "c1"));
    assertThat(u.publicView().lostCoins()).isEqualTo(2);
    assertThat(u.publicView().supplyCoins()).isEqualTo(24 - 2 - 2);
  }

  @Test
  @ChecksRule("LI-9.1")
  void li_9_1_a_player_without_island_explorers_does_not_shrink() {
    IslandState s =
        Scenario.players(2)
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  B2 .
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        """)
            .build();
    IslandState t = toShrink(s);
    assertThat(t.current()).isEqualTo(B); // RED's step 3 was skipped
    decides(t, B, DecisionKind.ACTION);
  }

  @Test
  @ChecksRule("LI-9.2")
  void li_9_2_removing_a_tile_under_an_explorer_sends_it_to_the_back_of_its_boat_ring_lost() {
    IslandState s =
        Scenario.players(2)
            .boat(B, 6, 1, 5)
            .board(
                """
        ~  ~  ~  ~  ~  ~
        ~  .  .  .  .  ~
        ~  .  .  .  .  ~
        ~  .  .  R5 .  ~
        ~  .  .  .  .  ~
        B3+ B2 ~  ~  ~  B4
        """)
            .build();
    IslandState t = toShrink(s);
    assertThat(candidates(t)).containsExactly("a1", "b1", "f1");
    Tag ringed = tagAt(s, "a1");
    List<IslandEvent> ev = events(t, remove(R, "a1"));
    assertThat(ev)
        .containsSubsequence(
            new IslandEvent.TileRemoved(sq("a1"), Tile.PLAIN),
            new IslandEvent.ToBoat(ringed, sq("a1"), true));
    IslandState u = after(t, remove(R, "a1"));
    assertThat(explorer(u, ringed).boatSlot()).isEqualTo(3); // behind the 6, 1 and 5 (LI-3.3)
    assertThat(explorer(u, ringed).ring()).isFalse();
    assertThat(u.publicView().ringsOut()).isEqualTo(1);
  }
}
