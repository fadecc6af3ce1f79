package io.github.strategorules.lostisland.rules;

import static io.github.strategorules.lostisland.rules.Fixture.*;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.lostisland.DecisionKind;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.Scenario;
import io.github.strategorules.lostisland.Tile;
import org.junit.jupiter.api.Test;

/** LI-4: the three steps of a turn and who decides. */
class LI4TurnTest {
  private static final String BOARD =
      """
      .  .  .  .  .  .
      .  .  .  .  .  .
      .  .  .  .  .  .
      .  .  R5 B2 .  .
      .  .  .  .  .  .
      .  .  .  .  .  G4
      """;

  @Test
  @ChecksRule("LI-4")
  void li_4_three_steps_each_ended_explicitly_then_the_next_seat_clockwise() {
    IslandState s = Scenario.players(3).board(BOARD).build();
    decides(s, R, DecisionKind.ACTION);
    IslandState t = after(s, end(R)); // zero actions is fine
    decides(t, R, DecisionKind.POWER_UP);
    assertThat(t.step()).isEqualTo(2);
    IslandState u = after(t, end(R));
    decides(u, R, DecisionKind.SHRINK);
    assertThat(events(u, remove(R, "a1")))
        .containsExactly(
            new IslandEvent.TileRemoved(sq("a1"), Tile.PLAIN), new IslandEvent.TurnStarted(B, 2));
    IslandState v = after(u, remove(R, "a1"));
    decides(v, B, DecisionKind.ACTION);
    IslandState w = after(toShrink(v), remove(B, "b1"));
    decides(w, G, DecisionKind.ACTION);
    IslandState x = after(toShrink(w), remove(G, "c1"));
    decides(x, R, DecisionKind.ACTION);
    assertThat(x.turn()).isEqualTo(4);
  }

  @Test
  @ChecksRule({"LI-4.1", "LI-R5"})
  void li_4_1_ending_step_one_is_explicit_even_after_two_actions() {
    IslandState s = Scenario.players(3).board(BOARD).build();
    IslandState t = after(s, move(R, "c3", "c4"), move(R, "c4", "c5"));
    decides(t, R, DecisionKind.ACTION);
    assertThat(t.legalDecisions()).containsExactly(end(R));
  }
}
