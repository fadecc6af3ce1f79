package io.github.strategorules.lostisland.rules;

import static io.github.strategorules.lostisland.rules.Fixture.*;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.lostisland.DecisionKind;
import io.github.strategorules.lostisland.Direction;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.Scenario;
import io.github.strategorules.lostisland.Tag;
import io.github.strategorules.lostisland.Tile;
import java.util.List;
import org.junit.jupiter.api.Test;

/** LI-7.5 to LI-7.7: loot and storms. */
class LI7StormTest {

  private static IslandAction dir(Direction d) {
    return new IslandAction.ChooseDirection(R, d);
  }

  @Test
  @ChecksRule("LI-7.6")
  void li_7_6_a_storm_pushes_the_whole_line_at_once_and_the_flag_stays_behind_for_the_next_one() {
    IslandState s =
        Scenario.players(2)
            .tile("c3", Tile.STORM)
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  R4 .  B2 R3 B5!
        .  .  .  .  .  .
        .  .  .  .  .  .
        """)
            .build();
    Tag b2 = tagAt(s, "d3");
    Tag r3 = tagAt(s, "e3");
    Tag b5 = tagAt(s, "f3");
    IslandState t = after(s, flip(R, "c3"));
    decides(t, R, DecisionKind.STORM_DIRECTION);
    assertThat(t.legalDecisions())
        .containsExactly(
            dir(Direction.NORTH),
            dir(Direction.EAST),
            dir(Direction.SOUTH),
            dir(Direction.WEST)); // always asked, all four
    List<IslandEvent> ev = events(t, dir(Direction.EAST));
    assertThat(ev)
        .containsExactly(
            new IslandEvent.StormPushed(sq("c3"), Direction.EAST),
            new IslandEvent.ToBoat(b5, sq("f3"), false),
            new IslandEvent.FlagDropped(sq("f3")),
            new IslandEvent.Shifted(b2, sq("d3"), sq("e3")),
            new IslandEvent.Shifted(r3, sq("e3"), sq("f3")),
            new IslandEvent.FlagTaken(r3, sq("f3")));
    IslandState u = after(t, dir(Direction.EAST));
    assertThat(explorer(u, r3).carriesFlag()).isTrue();
    assertThat(valueAt(u, "b3")).isEqualTo(4); // behind the storm: untouched
    assertThat(u.outcome()).isEmpty(); // BLUE's 2 is still on the island
    decides(u, R, DecisionKind.ACTION);
  }

  @Test
  @ChecksRule("LI-7.6")
  void li_7_6_into_the_sea_nearest_first_and_the_flag_left_on_the_tile() {
    IslandState s =
        Scenario.players(2)
            .tile("c3", Tile.STORM)
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  R4 .  B2! ~  B5
        .  .  .  .  .  .
        .  .  .  .  .  B6
        """)
            .build();
    Tag b2 = tagAt(s, "d3");
    Tag b5 = tagAt(s, "f3");
    IslandState t = after(s, flip(R, "c3"), dir(Direction.EAST));
    assertThat(inBoat(t, b2)).isTrue(); // into the water at e3
    assertThat(inBoat(t, b5)).isTrue(); // off the grid
    assertThat(explorer(t, b2).boatSlot())
        .isLessThan(explorer(t, b5).boatSlot()); // nearest the storm first
    assertThat(t.publicView().cell(sq("d3")).flag())
        .isTrue(); // the flag stays where its carrier stood
    assertThat(t.publicView().flag().status().name()).isEqualTo("LYING");
  }

  @Test
  @ChecksRule("LI-7.6")
  void li_7_6_a_push_onto_fresh_coins_takes_them() {
    IslandState s =
        Scenario.players(2)
            .tile("b4", Tile.STORM)
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  R2 $2' .  .
        .  R4 .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  B6
        """)
            .build();
    assertThat(s.check(move(R, "c4", "d4")))
        .isPresent(); // a move may not take them this turn (LI-5.5)
    IslandState u = after(s, flip(R, "b4"), dir(Direction.EAST));
    assertThat(valueAt(u, "d4")).isEqualTo(2);
    assertThat(u.publicView().cell(sq("d4")).coins()).isZero();
    assertThat(u.publicView().coinsHeld()).containsExactly(3, 1); // a storm push still takes them
  }

  @Test
  @ChecksRule("LI-7.6")
  void li_7_6_a_push_onto_a_face_down_stone_turns_it_over() {
    IslandState w =
        Scenario.players(2)
            .tile("d2", Tile.STORM)
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  R3 .  .
        .  .  R5 .  .  .
        .  .  .  .  .  B6
        """)
            .build();
    IslandState v = after(w, flip(R, "d2"), dir(Direction.WEST));
    // c2's 5 lands on the face-down stone b2 (stone loot 1 in the scenario layout): turned over,
    // coin taken
    assertThat(valueAt(v, "b2")).isEqualTo(5);
    assertThat(v.publicView().cell(sq("b2")).kind().name()).isEqualTo("FACE_UP");
    assertThat(v.publicView().coinsHeld()).containsExactly(2, 1);
  }

  @Test
  @ChecksRule("LI-7.7")
  void li_7_7_a_flipped_storm_stays_an_ordinary_tile() {
    IslandState s =
        Scenario.players(2)
            .tile("c3", Tile.STORM)
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  R4 .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  B6
        """)
            .build();
    IslandState t = after(s, flip(R, "c3"), dir(Direction.NORTH), move(R, "b3", "c3"));
    assertThat(valueAt(t, "c3")).isEqualTo(4);
    assertThat(t.publicView().cell(sq("c3")).tile()).contains(Tile.STORM);
  }

  @Test
  @ChecksRule({"LI-7.5", "LI-1.3", "LI-R6"})
  void li_7_5_loot_takes_only_what_the_supply_holds() {
    IslandState s =
        Scenario.players(2)
            .tile("d3", Tile.loot(3))
            .coins(R, 12)
            .coins(B, 11)
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  R3 .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  B6
        """)
            .build();
    assertThat(s.publicView().supplyCoins()).isEqualTo(1);
    List<IslandEvent> ev = events(s, flip(R, "d3"));
    assertThat(ev).contains(new IslandEvent.CoinsPlaced(sq("d3"), 1));
    IslandState t = after(s, flip(R, "d3"));
    assertThat(t.publicView().supplyCoins()).isZero();
    // the stone loot under b2 gives nothing more now
    IslandState u =
        after(
            t,
            move(R, "c3", "c2"),
            end(R),
            end(R),
            remove(R, "a1"),
            end(B),
            end(B),
            remove(B, "b1"),
            move(R, "c2", "b2"));
    assertThat(u.publicView().coinsHeld()).containsExactly(12, 11);
    assertThat(
            events(
                after(
                    t,
                    move(R, "c3", "c2"),
                    end(R),
                    end(R),
                    remove(R, "a1"),
                    end(B),
                    end(B),
                    remove(B, "b1")),
                move(R, "c2", "b2")))
        .contains(new IslandEvent.CoinsTaken(tagAt(u, "b2"), sq("b2"), 0));
  }
}
