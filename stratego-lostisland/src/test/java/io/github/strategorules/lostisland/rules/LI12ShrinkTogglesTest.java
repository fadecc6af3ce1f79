package io.github.strategorules.lostisland.rules;

import static io.github.strategorules.lostisland.rules.Fixture.*;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.lostisland.DecisionKind;
import io.github.strategorules.lostisland.Direction;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandOption;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.lostisland.Scenario;
import io.github.strategorules.lostisland.Tag;
import io.github.strategorules.lostisland.Tile;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * LI-12 toggles acting on step 3: STORMS_WHEN_SHRINKING, EXTRA_LOOT, REMOVED_FACE_DOWN, and their
 * pairs.
 */
class LI12ShrinkTogglesTest {
  private static final String ROW1 =
      """
      .  .  .  .  .  .
      .  .  .  .  .  .
      .  .  .  .  .  .
      .  .  R5 .  .  .
      .  .  B2 .  .  .
      .  .  R3 .  .  B4
      """;

  private static Scenario stormOnA1(IslandOption... options) {
    return Scenario.players(2).tile("a1", Tile.STORM).options(options).board(ROW1);
  }

  private static IslandAction dir(Direction d) {
    return new IslandAction.ChooseDirection(R, d);
  }

  private static long water(IslandState s) {
    return s.publicView().cells().stream()
        .filter(c -> c.kind() == IslandView.CellKind.WATER)
        .count();
  }

  @Test
  @ChecksRule({"LI-12.2", "LI-R17"})
  void storms_when_shrinking_the_revealed_storm_acts_from_the_removed_cell_the_shrinker_choosing() {
    IslandState s = toShrink(stormOnA1(IslandOption.STORMS_WHEN_SHRINKING).build());
    Tag r3 = tagAt(s, "c1");
    Tag b4 = tagAt(s, "f1");
    IslandState t = after(s, remove(R, "a1"));
    decides(t, R, DecisionKind.STORM_DIRECTION);
    assertThat(t.legalDecisions()).hasSize(4);
    List<IslandEvent> ev = events(t, dir(Direction.EAST));
    assertThat(ev)
        .containsSubsequence(
            new IslandEvent.StormPushed(sq("a1"), Direction.EAST),
            new IslandEvent.ToBoat(b4, sq("f1"), false),
            new IslandEvent.Shifted(r3, sq("c1"), sq("d1")),
            new IslandEvent.TurnStarted(B, 2));
    // without the toggle the storm found by the removal does nothing (LI-9.3)
    IslandState base = toShrink(stormOnA1().build());
    decides(after(base, remove(R, "a1")), B, DecisionKind.ACTION);
  }

  @Test
  @ChecksRule({"LI-12.2", "LI-R17"})
  void storms_when_shrinking_acts_after_the_flag_move_of_li_9_4() {
    IslandState s =
        Scenario.players(2)
            .tile("a1", Tile.STORM)
            .options(IslandOption.STORMS_WHEN_SHRINKING)
            .board(
                """
        ~  ~  ~  ~  ~  ~
        ~  .  .  .  .  ~
        ~  .  .  B2 .  ~
        ~  .  R4 .  .  ~
        ~  .  .  .  .  ~
        R3!. ~ ~  ~  ~  ~
        """)
            .build();
    IslandState t = toShrink(s);
    assertThat(t.legalDecisions()).containsExactly(remove(R, "a1"));
    List<IslandEvent> ev = events(t, remove(R, "a1"));
    assertThat(ev)
        .containsSubsequence(
            new IslandEvent.TileRemoved(sq("a1"), Tile.STORM),
            new IslandEvent.FlagMoved(sq("a1"), sq("b2")));
    IslandState u = after(t, remove(R, "a1"));
    decides(u, R, DecisionKind.STORM_DIRECTION);
    assertThat(u.publicView().flag().square()).contains(sq("b2"));
  }

  @Test
  @ChecksRule({"LI-12.2", "LI-12.6", "LI-R19"})
  void
      storms_when_shrinking_with_storms_vanish_the_removed_cell_is_already_water_and_nothing_else_goes() {
    IslandState s =
        toShrink(stormOnA1(IslandOption.STORMS_WHEN_SHRINKING, IslandOption.STORMS_VANISH).build());
    IslandState t = after(s, remove(R, "a1"));
    long waterBefore = water(t);
    List<IslandEvent> ev = events(t, dir(Direction.NORTH));
    assertThat(ev).noneMatch(e -> e instanceof IslandEvent.StormVanished);
    assertThat(water(after(t, dir(Direction.NORTH)))).isEqualTo(waterBefore);
  }

  private static Scenario fightThenLoot(String attacker, IslandOption... options) {
    return Scenario.players(2)
        .tile("a1", Tile.loot(2))
        .options(options)
        .board(
            """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  B2 .  .  .
        .  .  %s .  .  R6
        .  .  .  .  .  .
        .  $1 .  .  .  .
        """
                .formatted(attacker));
  }

  @Test
  @ChecksRule({"LI-12.3", "LI-R18"})
  void extra_loot_after_a_won_fight_the_loot_revealed_by_the_removal_goes_to_the_active_seat() {
    IslandState s = fightThenLoot("R5", IslandOption.EXTRA_LOOT).build();
    IslandState t = toShrink(after(s, move(R, "c3", "c4")));
    List<IslandEvent> ev = events(t, remove(R, "a1"));
    assertThat(ev)
        .containsSubsequence(
            new IslandEvent.TileRemoved(sq("a1"), Tile.loot(2)),
            new IslandEvent.LootTaken(R, sq("a1"), 2));
    assertThat(after(t, remove(R, "a1")).publicView().coinsHeld()).containsExactly(3, 1);
    // coins already lying on a removed tile are still lost
    List<IslandEvent> lying = events(t, remove(R, "b1"));
    assertThat(lying)
        .contains(new IslandEvent.CoinsLost(sq("b1"), 1))
        .noneMatch(e -> e instanceof IslandEvent.LootTaken);
  }

  @Test
  @ChecksRule({"LI-12.3", "LI-R18"})
  void extra_loot_a_tie_is_no_win_and_without_a_fight_nothing_is_taken() {
    IslandState tie =
        toShrink(after(fightThenLoot("R2", IslandOption.EXTRA_LOOT).build(), move(R, "c3", "c4")));
    assertThat(events(tie, remove(R, "a1"))).noneMatch(e -> e instanceof IslandEvent.LootTaken);
    IslandState lost =
        toShrink(after(fightThenLoot("R1", IslandOption.EXTRA_LOOT).build(), move(R, "c3", "c4")));
    assertThat(events(lost, remove(R, "a1"))).noneMatch(e -> e instanceof IslandEvent.LootTaken);
    IslandState none = toShrink(fightThenLoot("R5", IslandOption.EXTRA_LOOT).build());
    assertThat(events(none, remove(R, "a1"))).noneMatch(e -> e instanceof IslandEvent.LootTaken);
    IslandState off = toShrink(after(fightThenLoot("R5").build(), move(R, "c3", "c4")));
    assertThat(events(off, remove(R, "a1"))).noneMatch(e -> e instanceof IslandEvent.LootTaken);
  }

  @Test
  @ChecksRule({"LI-12.4", "LI-R22"})
  void removed_face_down_nobody_learns_the_contents_of_a_removed_tile() {
    IslandState s =
        toShrink(
            Scenario.players(2)
                .tile("a1", Tile.bomb(4, io.github.strategorules.lostisland.BombPattern.PLUS))
                .options(IslandOption.REMOVED_FACE_DOWN)
                .board(ROW1)
                .build());
    var step = s.apply(remove(R, "a1"));
    assertThat(step.events()).startsWith(new IslandEvent.TileSunk(sq("a1")));
    assertThat(step.eventsFor(B)).isEqualTo(step.eventsFor(R)).isEqualTo(step.publicEvents());
    IslandState t = step.state();
    for (IslandView v : List.of(t.viewFor(R), t.viewFor(B), t.publicView())) {
      assertThat(v.cell(sq("a1")).kind()).isEqualTo(IslandView.CellKind.WATER);
      assertThat(v.cell(sq("a1")).tile()).isEmpty();
    }
    assertThat(t.refereeView().cell(sq("a1")).tile()).isPresent();
    // a face-up tile removed shows what it is, as always
    IslandState up =
        toShrink(
            Scenario.players(2)
                .options(IslandOption.REMOVED_FACE_DOWN)
                .board(ROW1.replace(".  .  R3", "_  .  R3"))
                .build());
    assertThat(events(up, remove(R, "a1")))
        .startsWith(new IslandEvent.TileRemoved(sq("a1"), Tile.PLAIN));
  }

  @Test
  @ChecksRule({"LI-12.3", "LI-12.4"})
  void extra_loot_with_removed_face_down_unrevealed_loot_gives_nothing() {
    IslandState t =
        toShrink(
            after(
                fightThenLoot("R5", IslandOption.EXTRA_LOOT, IslandOption.REMOVED_FACE_DOWN)
                    .build(),
                move(R, "c3", "c4")));
    List<IslandEvent> ev = events(t, remove(R, "a1"));
    assertThat(ev)
        .contains(new IslandEvent.TileSunk(sq("a1")))
        .noneMatch(e -> e instanceof IslandEvent.LootTaken);
    assertThat(after(t, remove(R, "a1")).publicView().coinsHeld()).containsExactly(1, 1);
    // nor does an unrevealed storm act
    IslandState storm =
        toShrink(
            stormOnA1(IslandOption.STORMS_WHEN_SHRINKING, IslandOption.REMOVED_FACE_DOWN).build());
    decides(after(storm, remove(R, "a1")), B, DecisionKind.ACTION);
  }
}
