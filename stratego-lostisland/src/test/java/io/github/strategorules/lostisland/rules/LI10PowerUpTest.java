package io.github.strategorules.lostisland.rules;

import static io.github.strategorules.lostisland.rules.Fixture.*;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.lostisland.DecisionKind;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandReason;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandStep;
import io.github.strategorules.lostisland.Scenario;
import io.github.strategorules.lostisland.Tag;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** LI-10: power-ups in step 2. */
class LI10PowerUpTest {
  /** RED on a3 looks east across the water b3 to BLUE's d3, north to BLUE's a4 (which hides a5). */
  private static final String LOOK =
      """
      .  .  .  .  .  .
      B5 .  .  .  .  .
      B4 .  .  .  .  .
      R3 ~  .  B2 .  G6
      .  .  .  .  .  .
      .  .  .  .  .  .
      """;

  private static IslandState stepTwo(int redCoins) {
    return after(Scenario.players(3).coins(R, redCoins).board(LOOK).build(), end(R));
  }

  @Test
  @ChecksRule({"LI-10.3", "LI-R9"})
  void li_10_3_spy_in_a_straight_line_water_does_not_block_explorers_do_and_only_the_spy_learns() {
    IslandState s = stepTwo(2);
    decides(s, R, DecisionKind.POWER_UP);
    List<IslandAction> spies =
        s.legalDecisions().stream().filter(a -> a instanceof IslandAction.Spy).toList();
    assertThat(spies)
        .containsExactly(new IslandAction.Spy(R, sq("d3")), new IslandAction.Spy(R, sq("a4")));
    assertThat(s.check(new IslandAction.Spy(R, sq("a5")))).contains(IslandReason.NOT_IN_VIEW);
    Tag target = tagAt(s, "d3");
    IslandStep step = s.apply(new IslandAction.Spy(R, sq("d3")));
    IslandState t = step.state();
    assertThat(seen(t, R, target)).hasValue(2);
    assertThat(seen(t, G, target)).isEmpty();
    assertThat(t.publicView().explorer(target).orElseThrow().value()).isEmpty();
    assertThat(step.eventsFor(R))
        .containsExactly(new IslandEvent.Spied(R, target, sq("d3"), OptionalInt.of(2)));
    assertThat(step.eventsFor(G))
        .containsExactly(new IslandEvent.Spied(R, target, sq("d3"), OptionalInt.empty()));
    assertThat(step.publicEvents())
        .containsExactly(new IslandEvent.Spied(R, target, sq("d3"), OptionalInt.empty()));
    // repeatable, even on an explorer already known; 1 coin each
    IslandState u = after(t, new IslandAction.Spy(R, sq("d3")));
    assertThat(u.publicView().coinsHeld().get(0)).isZero();
    assertThat(u.legalDecisions()).containsExactly(end(R));
  }

  @Test
  @ChecksRule("LI-10.1")
  void li_10_1_a_ring_costs_one_coin_goes_on_an_unringed_island_explorer_any_number_per_turn() {
    IslandState s =
        Scenario.players(2)
            .coins(R, 3)
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        R3 .  .  B2 .  .
        R1 .  .  .  .  .
        .  .  .  .  .  .
        """)
            .build();
    IslandState t = after(s, end(R), new IslandAction.BuyRing(R, sq("a3")));
    assertThat(explorer(t, tagAt(t, "a3")).ring()).isTrue();
    assertThat(t.publicView().supplyRings()).isEqualTo(23);
    assertThat(t.publicView().coinsHeld()).containsExactly(2, 1);
    assertThat(t.publicView().supplyCoins()).isEqualTo(24 - 3);
    assertThat(t.check(new IslandAction.BuyRing(R, sq("a3")))).contains(IslandReason.NOT_RINGABLE);
    IslandState u = after(t, new IslandAction.BuyRing(R, sq("a2")));
    assertThat(u.publicView().supplyRings()).isEqualTo(22);
    // a ringed explorer sent to its boat loses its ring for good
    assertThat(seen(u, B, tagAt(u, "a3"))).isEmpty(); // rings are public, values are not
    assertThat(u.viewFor(B).explorer(tagAt(u, "a3")).orElseThrow().ring()).isTrue();
  }

  @Test
  @ChecksRule({"LI-10.2", "LI-R2"})
  void li_10_2_a_bought_reinforcement_costs_one_coin_once_per_turn_besides_the_free_action() {
    IslandState s =
        Scenario.players(2)
            .coins(R, 3)
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        R3 .  .  B2 .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        """)
            .build();
    IslandState t = after(s, new IslandAction.Reinforce(R, sq("a4")), end(R));
    List<IslandEvent> ev = events(t, new IslandAction.Reinforce(R, sq("b3")));
    assertThat(ev).anyMatch(e -> e instanceof IslandEvent.Reinforced r && r.bought());
    IslandState u = after(t, new IslandAction.Reinforce(R, sq("b3")));
    assertThat(u.publicView().coinsHeld().get(0)).isEqualTo(2);
    assertThat(u.check(new IslandAction.Reinforce(R, sq("a2"))))
        .contains(IslandReason.ALREADY_REINFORCED);
  }

  @Test
  @ChecksRule("LI-10")
  void li_10_without_coins_only_the_end_of_the_step_is_offered() {
    assertThat(stepTwo(0).legalDecisions()).containsExactly(end(R));
    assertThat(stepTwo(0).check(new IslandAction.BuyRing(R, sq("a3"))))
        .contains(IslandReason.NOT_ENOUGH_COINS);
  }
}
