package io.github.strategorules.lostisland.rules;

import static io.github.strategorules.lostisland.rules.Fixture.*;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.lostisland.Axis;
import io.github.strategorules.lostisland.BombPattern;
import io.github.strategorules.lostisland.DecisionKind;
import io.github.strategorules.lostisland.Direction;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.lostisland.Scenario;
import io.github.strategorules.lostisland.Tag;
import io.github.strategorules.lostisland.Tile;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Readings of the library where the Lost Island rules are silent (docs/rules/lost-island.md,
 * "Readings of this library") that no rule section's scenarios already show.
 */
class LIReadingsTest {

  @Test
  @ChecksRule({"LI-R7", "LI-7.2"})
  void li_r7_a_bombed_flag_carrier_drops_the_flag_on_its_tile() {
    IslandState s =
        Scenario.players(2)
            .tile("c3", Tile.bomb(3, BombPattern.PLUS))
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  B2! .  .  .
        .  R4 .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  B6
        """)
            .build();
    Tag carrier = tagAt(s, "c4");
    IslandState t = after(s, flip(R, "c3"));
    decides(t, R, DecisionKind.BOMB_LINE); // the west line (R4) and the north line (B2) can hit
    List<IslandEvent> ev = events(t, new IslandAction.ChooseDirection(R, Direction.NORTH));
    assertThat(ev)
        .containsSubsequence(
            new IslandEvent.ToBoat(carrier, sq("c4"), false),
            new IslandEvent.FlagDropped(sq("c4")));
    IslandState u = after(t, new IslandAction.ChooseDirection(R, Direction.NORTH));
    assertThat(u.publicView().cell(sq("c4")).flag()).isTrue();
    assertThat(inBoat(u, carrier)).isTrue();
  }

  @Test
  @ChecksRule({"LI-R8", "LI-9.4", "LI-8.1"})
  void li_r8_the_flag_moved_onto_a_face_down_stone_lies_there_until_an_explorer_enters() {
    // Only a2 is removable in the outer ring, so RED must remove it; its nearest tile is the stone
    // b2.
    IslandState s =
        Scenario.players(2)
            .board(
                """
        ~  ~  ~  ~  ~  ~
        ~  .  .  .  .  ~
        ~  .  .  .  .  ~
        ~  .  .  .  .  ~
        R3! .  B4 .  .  ~
        ~  ~  ~  ~  ~  ~
        """)
            .build();
    IslandState t = after(toShrink(s), remove(R, "a2"));
    assertThat(t.publicView().cell(sq("b2")).flag()).isTrue();
    assertThat(t.publicView().cell(sq("b2")).kind()).isEqualTo(IslandView.CellKind.STONE_FACE_DOWN);
    Tag blue = tagAt(t, "c2");
    List<IslandEvent> ev = events(t, move(B, "c2", "b2"));
    assertThat(ev)
        .containsSubsequence(
            new IslandEvent.Moved(blue, sq("c2"), sq("b2"), false),
            new IslandEvent.TileFlipped(
                sq("b2"), t.refereeView().cell(sq("b2")).tile().orElseThrow()));
    assertThat(ev).anySatisfy(e -> assertThat(e).isInstanceOf(IslandEvent.FlagTaken.class));
    assertThat(ev).anySatisfy(e -> assertThat(e).isInstanceOf(IslandEvent.CoinsTaken.class));
  }

  @Test
  @ChecksRule({"LI-R13", "LI-7.6"})
  void li_r13_a_storm_pushed_flag_carrier_landing_on_a_tile_keeps_the_flag() {
    IslandState s =
        Scenario.players(2)
            .tile("c3", Tile.STORM)
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  R4 .  B2! .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        """)
            .build();
    Tag carrier = tagAt(s, "d3");
    IslandState t = after(s, flip(R, "c3"), new IslandAction.ChooseDirection(R, Direction.EAST));
    assertThat(tagAt(t, "e3")).isEqualTo(carrier);
    assertThat(explorer(t, carrier).carriesFlag()).isTrue();
  }

  @Test
  @ChecksRule({"LI-R14", "LI-7.1"})
  void li_r14_a_line_bombs_axis_is_always_asked_and_a_bomb_without_targets_still_fires() {
    IslandState s =
        Scenario.players(2)
            .tile("c3", Tile.bomb(2, BombPattern.LINE))
            .tile("d4", Tile.bomb(4, BombPattern.DIAGONAL))
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  B6
        .  .  .  .  .  .
        .  R4 .  R5 .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        """)
            .build();
    IslandState t = after(s, flip(R, "c3"));
    decides(t, R, DecisionKind.BOMB_AXIS); // asked, though the vertical axis has nobody to hit
    List<IslandEvent> ev = events(t, new IslandAction.ChooseAxis(R, Axis.VERTICAL));
    assertThat(ev).anySatisfy(e -> assertThat(e).isInstanceOf(IslandEvent.BombFired.class));
    assertThat(ev).noneSatisfy(e -> assertThat(e).isInstanceOf(IslandEvent.BombHit.class));
    IslandState u = after(t, new IslandAction.ChooseAxis(R, Axis.VERTICAL));
    // a diagonal bomb with nobody on its four diagonal lines fires all the same
    List<IslandEvent> diagonal = events(u, flip(R, "d4"));
    assertThat(diagonal).anySatisfy(e -> assertThat(e).isInstanceOf(IslandEvent.BombFired.class));
    assertThat(diagonal).noneSatisfy(e -> assertThat(e).isInstanceOf(IslandEvent.BombHit.class));
  }
}
