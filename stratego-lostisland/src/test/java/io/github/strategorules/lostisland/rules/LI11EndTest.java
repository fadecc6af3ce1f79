package io.github.strategorules.lostisland.rules;

import static io.github.strategorules.lostisland.rules.Fixture.*;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandReason;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandTermination;
import io.github.strategorules.lostisland.Scenario;
import org.junit.jupiter.api.Test;

/** LI-11: the end of the game. */
class LI11EndTest {

  @Test
  @ChecksRule("LI-11.1")
  void li_11_1_the_flag_and_every_island_explorer_wins_at_once() {
    IslandState s =
        Scenario.players(2)
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  R5! B2 .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        """)
            .build();
    assertThat(s.outcome()).isEmpty(); // BLUE's 2 is still on the island
    IslandState t = after(s, move(R, "c3", "d3"));
    assertThat(t.phase()).isEqualTo(Phase.OVER);
    assertThat(t.outcome().orElseThrow().winner()).contains(R);
    assertThat(t.decision()).isEmpty();
    assertThat(t.check(end(R))).contains(IslandReason.GAME_OVER);
    assertThat(s.apply(move(R, "c3", "d3")).events())
        .last()
        .isInstanceOf(IslandEvent.GameEnded.class);
  }

  @Test
  @ChecksRule("LI-11.1")
  void li_11_1_taking_a_lying_flag_with_nobody_else_on_the_island_wins() {
    IslandState s =
        Scenario.players(3)
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  R5 F  .  .
        .  .  R1 .  .  .
        .  .  .  .  .  .
        """)
            .build();
    IslandState t = after(s, move(R, "c3", "d3"));
    assertThat(t.outcome().orElseThrow().winner()).contains(R);
  }

  @Test
  @ChecksRule({"LI-11.2", "LI-R11"})
  void li_11_2_the_turn_limit_ends_in_a_draw() {
    IslandState s =
        Scenario.players(2)
            .turnLimit(2)
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
    IslandState t = after(toShrink(s), remove(R, "a1"));
    assertThat(t.outcome()).isEmpty();
    IslandState u = after(toShrink(t), remove(B, "b1"));
    assertThat(u.outcome())
        .hasValueSatisfying(
            o -> {
              assertThat(o.winner()).isEmpty();
              assertThat(o.termination()).isEqualTo(IslandTermination.TURN_LIMIT);
            });
  }
}
