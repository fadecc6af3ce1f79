package io.github.strategorules.lostisland.rules;

import static io.github.strategorules.lostisland.rules.Fixture.*;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.lostisland.Axis;
import io.github.strategorules.lostisland.BombPattern;
import io.github.strategorules.lostisland.DecisionKind;
import io.github.strategorules.lostisland.Direction;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandTermination;
import io.github.strategorules.lostisland.Scenario;
import io.github.strategorules.lostisland.Tag;
import io.github.strategorules.lostisland.Tile;
import java.util.List;
import org.junit.jupiter.api.Test;

/** LI-7.1 to LI-7.4: bombs. */
class LI7BombTest {
  /**
   * A PLUS bomb of value 3 under c3, flipped by RED's b3. East across the water d3: BLUE 2, then
   * BLUE 5. North: BLUE 4 (beats it), then BLUE 1 (sheltered). South: RED 3 (a tie), then BLUE 6.
   */
  private static final String CROSS =
      """
      6 .  .  .  .  .  .
      5 .  .  B1 .  .  .
      4 .  .  B4 .  .  .
      3 .  R4 .  ~  B2 B5
      2 .  .  R3 .  .  .
      1 .  .  B6 .  .  .
      """;

  private static IslandState cross(int blueCoins, int redCoins) {
    return Scenario.players(2)
        .tile("c3", Tile.bomb(3, BombPattern.PLUS))
        .coins(B, blueCoins)
        .coins(R, redCoins)
        .board(CROSS)
        .build();
  }

  private static IslandAction line(Seat s, Direction d) {
    return new IslandAction.ChooseDirection(s, d);
  }

  @Test
  @ChecksRule({"LI-7.1", "LI-7.2", "LI-7.3", "LI-R3"})
  void li_7_1_to_7_3_lines_run_across_water_stop_at_a_higher_explorer_and_go_on_after_a_tie() {
    IslandState s = cross(1, 1);
    Tag blue2 = tagAt(s, "e3");
    Tag red3 = tagAt(s, "c2");
    IslandState t = after(s, flip(R, "c3"));
    decides(t, R, DecisionKind.BOMB_LINE); // every line has an explorer to hit
    assertThat(t.legalDecisions())
        .containsExactly(
            line(R, Direction.NORTH),
            line(R, Direction.EAST),
            line(R, Direction.SOUTH),
            line(R, Direction.WEST));
    List<IslandEvent> ev = events(t, line(R, Direction.EAST));
    assertThat(ev)
        .containsSubsequence(
            new IslandEvent.BombHit(blue2, sq("e3"), 3, 2, false),
            new IslandEvent.ToBoat(blue2, sq("e3"), false));
    t =
        after(
            t,
            line(R, Direction.EAST),
            line(R, Direction.EAST)); // across the water to e3, then f3's 5 stops it
    assertThat(valueAt(t, "f3")).isEqualTo(5);
    assertThat(t.legalDecisions())
        .containsExactly(
            line(R, Direction.NORTH), line(R, Direction.SOUTH), line(R, Direction.WEST));
    t = after(t, line(R, Direction.NORTH)); // 4 beats 3 and shelters the 1 behind it
    assertThat(valueAt(t, "c4")).isEqualTo(4);
    assertThat(valueAt(t, "c5")).isEqualTo(1);
    List<IslandEvent> south = events(t, line(R, Direction.SOUTH));
    assertThat(south)
        .contains(
            new IslandEvent.BombHit(red3, sq("c2"), 3, 3, false)); // own explorers too; equal goes
    t = after(t, line(R, Direction.SOUTH));
    assertThat(inBoat(t, red3)).isTrue();
    decides(
        t, R, DecisionKind.BOMB_LINE); // the south line goes on after the tie: c1 is still to hit
    List<IslandEvent> rest = events(t, line(R, Direction.SOUTH));
    assertThat(rest)
        .filteredOn(e -> e instanceof IslandEvent.BombHit)
        .extracting(e -> ((IslandEvent.BombHit) e).square())
        .containsExactly(sq("c1"), sq("b3")); // then the west line is the only one left: automatic
    t = after(t, line(R, Direction.SOUTH));
    decides(t, R, DecisionKind.ACTION);
    assertThat(valueAt(t, "c1")).isEqualTo(6);
    assertThat(valueAt(t, "b3")).isEqualTo(4);
    // every hit value is public
    assertThat(seen(t, B, tagAt(t, "b3"))).hasValue(4);
  }

  @Test
  @ChecksRule("LI-7.2")
  void li_7_2_a_ring_adds_one_against_a_bomb_and_is_used_up_a_one_never_beats_a_bomb() {
    IslandState s =
        Scenario.players(2)
            .tile("c3", Tile.bomb(2, BombPattern.LINE))
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  B1+ .  .  .
        .  R4 .  .  .  .
        .  .  B2+ .  .  .
        .  .  .  .  .  .
        """)
            .build();
    IslandState t = after(s, flip(R, "c3"));
    decides(t, R, DecisionKind.BOMB_AXIS);
    assertThat(t.legalDecisions())
        .containsExactly(
            new IslandAction.ChooseAxis(R, Axis.HORIZONTAL),
            new IslandAction.ChooseAxis(R, Axis.VERTICAL));
    t = after(t, new IslandAction.ChooseAxis(R, Axis.VERTICAL), line(R, Direction.NORTH));
    assertThat(empty(t, "c4")).isTrue(); // a ringed 1 is 2 against the bomb's 2, and loses
    assertThat(valueAt(t, "c2")).isEqualTo(2); // a ringed 2 is 3: beats the 2, ring used
    assertThat(explorer(t, tagAt(t, "c2")).ring()).isFalse();
    assertThat(valueAt(t, "b3")).isEqualTo(4); // the horizontal line was not chosen
    assertThat(t.publicView().ringsOut()).isEqualTo(2);
  }

  @Test
  @ChecksRule({"LI-7.4", "LI-10.4"})
  void li_7_4_a_bomb_expert_bought_by_a_non_active_player_stops_the_bomb() {
    IslandState s = after(cross(2, 1), flip(R, "c3"), line(R, Direction.EAST));
    decides(s, B, DecisionKind.BOMB_EXPERT); // RED holds 1 coin: not asked
    assertThat(s.publicView().nextHit()).contains(sq("e3"));
    List<IslandEvent> ev = events(s, new IslandAction.BombExpert(B, true));
    assertThat(ev).containsExactly(new IslandEvent.BombStopped(B));
    IslandState t = after(s, new IslandAction.BombExpert(B, true));
    decides(t, R, DecisionKind.ACTION);
    assertThat(valueAt(t, "e3")).isEqualTo(2); // never hit
    assertThat(t.publicView().coinsHeld()).containsExactly(1, 0);
    assertThat(t.publicView().supplyCoins()).isEqualTo(24 - 1);
  }

  @Test
  @ChecksRule({"LI-7.4", "LI-R4"})
  void li_7_4_experts_are_asked_from_the_active_player_clockwise_before_every_hit() {
    IslandState s = after(cross(3, 2), flip(R, "c3"), line(R, Direction.EAST));
    decides(s, R, DecisionKind.BOMB_EXPERT);
    s = after(s, new IslandAction.BombExpert(R, false));
    decides(s, B, DecisionKind.BOMB_EXPERT);
    s = after(s, new IslandAction.BombExpert(B, false));
    decides(s, R, DecisionKind.BOMB_LINE); // e3 was hit; the next hit asks again
    s = after(s, line(R, Direction.EAST));
    decides(s, R, DecisionKind.BOMB_EXPERT);
  }

  @Test
  @ChecksRule("LI-11.1")
  void li_11_1_the_win_is_checked_in_the_middle_of_a_bomb() {
    // RED carries the flag; BLUE's last island explorer is on the bomb's line, RED's own 2 on
    // another
    IslandState s =
        Scenario.players(2)
            .tile("c3", Tile.bomb(4, BombPattern.PLUS))
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  B3 .  .  .
        R5! .  .  .  .  .
        .  .  R2 .  .  .
        .  .  .  .  .  .
        """)
            .build();
    // RED a3 stands on the west line and would beat the 4; c3 is flipped from c2
    IslandState t = after(s, flip(R, "c3"), line(R, Direction.NORTH));
    assertThat(t.outcome())
        .hasValueSatisfying(
            o -> {
              assertThat(o.winner()).contains(R);
              assertThat(o.termination()).isEqualTo(IslandTermination.FLAG_AND_ISLAND);
            });
    assertThat(valueAt(t, "c2")).isEqualTo(2); // the south line never fired: the game ended first
    assertThat(t.legalDecisions()).isEmpty();
  }
}
