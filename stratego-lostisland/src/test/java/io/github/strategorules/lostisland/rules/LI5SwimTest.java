package io.github.strategorules.lostisland.rules;

import static io.github.strategorules.lostisland.rules.Fixture.*;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.lostisland.DecisionKind;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandReason;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.Scenario;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** LI-5.3: swimming. */
class LI5SwimTest {
  /** Water b4, c4, c3 is one pool next to RED's b3; d2, e1 is another pool out of reach. */
  private static final String POOLS =
      """
      6 .  .  .  .  .  .
      5 .  .  .  .  .  .
      4 .  ~  ~  .  .  .
      3 .  R3 ~  B2 .  .
      2 .  .  .  ~  .  .
      1 .  .  .  .  ~  B5
      """;

  private static List<String> swimsFrom(IslandState s, String from) {
    return s.legalDecisions().stream()
        .filter(a -> a instanceof IslandAction.Swim sw && sw.from().equals(sq(from)))
        .map(a -> ((IslandAction.Swim) a).to().toString())
        .collect(Collectors.toList());
  }

  @Test
  @ChecksRule({"LI-5.3", "LI-2.2", "LI-R10"})
  void li_5_3_swim_through_connected_shallow_water_only() {
    IslandState s = Scenario.players(2).board(POOLS).build();
    // shores of the pool b4-c4-c3, b3 itself excluded; nothing next to the d2/e1 pool
    assertThat(swimsFrom(s, "b3")).containsExactly("c2", "d3", "a4", "d4", "b5", "c5");
    assertThat(s.check(swim(R, "b3", "e2"))).contains(IslandReason.NOT_A_SWIM);
    assertThat(s.check(swim(R, "b3", "d1"))).contains(IslandReason.NOT_A_SWIM);
  }

  @Test
  @ChecksRule("LI-5.3")
  void li_5_3_swim_attack_only_as_the_first_action_and_uses_both() {
    IslandState s = Scenario.players(2).board(POOLS).build();
    IslandState attacked = after(s, swim(R, "b3", "d3"));
    assertThat(empty(attacked, "b3")).isTrue();
    assertThat(valueAt(attacked, "d3")).isEqualTo(3); // 3 beats 2
    assertThat(attacked.legalDecisions()).containsExactly(end(R)); // both actions used

    IslandState afterMove = after(s, move(R, "b3", "a3"), move(R, "a3", "b3"));
    assertThat(afterMove.legalDecisions()).containsExactly(end(R));
    IslandState oneMove = after(s, flip(R, "a3"));
    assertThat(oneMove.check(swim(R, "b3", "d3"))).contains(IslandReason.SWIM_ATTACK_NOT_FIRST);
    assertThat(oneMove.check(swim(R, "b3", "d4"))).isEmpty(); // a plain swim is still fine
  }

  @Test
  @ChecksRule("LI-5.3")
  void li_5_3_a_tile_reachable_by_move_and_by_swim_gives_two_actions() {
    IslandState s =
        Scenario.players(2)
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  B2
        .  .  .  ~  .  .
        .  .  R4 ~  .  .
        """)
            .build();
    assertThat(s.legalDecisions()).contains(move(R, "c1", "c2"), swim(R, "c1", "c2"));
    assertThat(swimsFrom(s, "c1")).containsExactly("e1", "c2", "e2", "d3");
  }

  @Test
  @ChecksRule("LI-5.3")
  void li_5_3_a_swimmer_carries_the_flag_and_lands_on_a_stone_which_turns_over() {
    IslandState s =
        Scenario.players(2)
            .board(
                """
        .  .  .  .  .  .
        .  .  ~  .  .  .
        .  ~  ~  .  .  B2
        R3! .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        """)
            .build();
    IslandState t = after(s, move(R, "a3", "a4"), swim(R, "a4", "b5"));
    assertThat(explorer(t, tagAt(t, "b5")).carriesFlag()).isTrue();
    assertThat(t.refereeView().coinsHeld().get(0))
        .isEqualTo(1 + 2); // stone loot 2 of the scenario layout
    assertThat(t.decision().orElseThrow().kind()).isEqualTo(DecisionKind.ACTION);
  }
}
