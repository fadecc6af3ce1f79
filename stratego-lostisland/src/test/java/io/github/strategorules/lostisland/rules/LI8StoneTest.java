package io.github.strategorules.lostisland.rules;

import static io.github.strategorules.lostisland.rules.Fixture.*;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.lostisland.Scenario;
import io.github.strategorules.lostisland.Tile;
import java.util.List;
import org.junit.jupiter.api.Test;

/** LI-8: stone tiles. */
class LI8StoneTest {
  private static final String NEAR_STONES =
      """
      .  .  .  .  R4 .
      .  .  .  .  .  .
      .  .  .  .  .  .
      .  R2 .  .  .  .
      .  .  .  .  .  .
      .  .  .  .  .  B6
      """;

  @Test
  @ChecksRule("LI-8.1")
  void li_8_1_entering_a_stone_turns_it_over_loot_to_the_owner_flag_to_the_explorer() {
    IslandState s = Scenario.players(2).board(NEAR_STONES).build();
    IslandState t = after(s, move(R, "b3", "b2"));
    assertThat(t.publicView().cell(sq("b2")).tile()).contains(Tile.stoneLoot(1));
    assertThat(t.publicView().coinsHeld()).containsExactly(2, 1);
    List<IslandEvent> ev = events(t, move(R, "e6", "e5"));
    assertThat(ev)
        .contains(
            new IslandEvent.TileFlipped(sq("e5"), Tile.FLAG),
            new IslandEvent.FlagTaken(tagAt(s, "e6"), sq("e5")));
    IslandState u = after(t, move(R, "e6", "e5"));
    assertThat(u.publicView().flag().status()).isEqualTo(IslandView.FlagStatus.CARRIED);
    assertThat(u.outcome()).isEmpty(); // BLUE's 6 is on the island
  }

  @Test
  @ChecksRule("LI-8.2")
  void li_8_2_a_face_down_stone_is_never_removed_a_flipped_one_is_ordinary() {
    String board =
        """
        ~  ~  ~  ~  ~  ~
        ~  .  ~  B6 .  ~
        ~  ~  ~  ~  ~  ~
        ~  ~  ~  ~  ~  ~
        ~  %s R3 ~  .  ~
        ~  ~  ~  ~  ~  ~
        """;
    // the face-down stones b2, e2, b5, e5 are free but never removable: the explorers' tiles are
    IslandState s = Scenario.players(2).board(board.formatted(". ")).build();
    assertThat(toShrink(s).legalDecisions())
        .containsExactly(
            new IslandAction.RemoveTile(R, sq("c2")), new IslandAction.RemoveTile(R, sq("d5")));
    // turned over, the stone b2 is an ordinary tile, and the free one is removed first
    IslandState t = Scenario.players(2).board(board.formatted("_ ")).build();
    assertThat(toShrink(t).legalDecisions())
        .containsExactly(new IslandAction.RemoveTile(R, sq("b2")));
  }
}
