package io.github.strategorules.lostisland.rules;

import static io.github.strategorules.lostisland.rules.Fixture.*;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.lostisland.BombPattern;
import io.github.strategorules.lostisland.DecisionKind;
import io.github.strategorules.lostisland.Direction;
import io.github.strategorules.lostisland.FightResult;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandOption;
import io.github.strategorules.lostisland.IslandReason;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandStep;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.lostisland.Scenario;
import io.github.strategorules.lostisland.Tag;
import io.github.strategorules.lostisland.Tile;
import java.util.List;
import org.junit.jupiter.api.Test;

/** LI-12 toggles acting in steps 1 and 2: SECRET_FIGHTS, STORMS_VANISH, POWER_UPS_ANYTIME. */
class LI12PlayTogglesTest {
  private static final String DUEL =
      """
      .  .  .  .  .  G3
      .  .  .  .  .  .
      .  .  B2 .  .  .
      .  .  R5 .  .  .
      .  .  .  .  .  .
      .  .  .  .  .  .
      """;

  @Test
  @ChecksRule({"LI-12.5", "LI-R20"})
  void secret_fights_only_the_two_fighting_seats_learn_the_values() {
    IslandState s = Scenario.players(3).options(IslandOption.SECRET_FIGHTS).board(DUEL).build();
    Tag r5 = tagAt(s, "c3");
    Tag b2 = tagAt(s, "c4");
    IslandStep step = s.apply(move(R, "c3", "c4"));
    IslandEvent.Fight full =
        new IslandEvent.Fight(r5, sq("c3"), b2, sq("c4"), 5, 2, FightResult.ATTACKER_WINS);
    IslandEvent.SecretFight secret =
        new IslandEvent.SecretFight(r5, sq("c3"), b2, sq("c4"), FightResult.ATTACKER_WINS);
    assertThat(step.eventsFor(R)).contains(full);
    assertThat(step.eventsFor(B)).contains(full);
    assertThat(step.eventsFor(G)).contains(secret).doesNotContain(full);
    assertThat(step.publicEvents()).contains(secret).doesNotContain(full);
    IslandState t = step.state();
    assertThat(seen(t, B, r5)).hasValue(5);
    assertThat(seen(t, R, b2)).hasValue(2);
    assertThat(seen(t, G, r5)).isEmpty();
    assertThat(seen(t, G, b2)).isEmpty();
    assertThat(t.publicView().explorer(r5).orElseThrow().value()).isEmpty();
    // positions show the result to everyone
    assertThat(t.viewFor(G).cell(sq("c4")).explorer()).contains(r5);
    // without the toggle the fight is public (LI-6.1)
    IslandStep open = Scenario.players(3).board(DUEL).build().apply(move(R, "c3", "c4"));
    assertThat(open.eventsFor(G)).contains(full);
    assertThat(seen(open.state(), G, r5)).hasValue(5);
  }

  @Test
  @ChecksRule("LI-12.5")
  void secret_fights_bomb_hits_stay_public() {
    IslandState s =
        Scenario.players(3)
            .options(IslandOption.SECRET_FIGHTS)
            .tile("c2", Tile.bomb(2, BombPattern.PLUS))
            .board(DUEL)
            .build();
    Tag r5 = tagAt(s, "c3");
    IslandStep step = s.apply(flip(R, "c2")); // one line with explorers: it advances by itself
    assertThat(step.eventsFor(G))
        .anyMatch(e -> e instanceof IslandEvent.BombHit h && h.tag().equals(r5));
    assertThat(seen(step.state(), G, r5)).hasValue(5);
  }

  @Test
  @ChecksRule({"LI-12.6", "LI-R19"})
  void storms_vanish_the_storm_tile_becomes_water_after_the_push_not_as_the_shrink() {
    IslandState s =
        Scenario.players(2)
            .tile("c2", Tile.STORM)
            .options(IslandOption.STORMS_VANISH)
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  B2 .  .  .
        .  .  R5 .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        """)
            .build();
    Tag r5 = tagAt(s, "c3");
    IslandState t = after(s, flip(R, "c2"));
    List<IslandEvent> ev = events(t, new IslandAction.ChooseDirection(R, Direction.NORTH));
    assertThat(ev)
        .containsSubsequence(
            new IslandEvent.StormPushed(sq("c2"), Direction.NORTH),
            new IslandEvent.Shifted(r5, sq("c3"), sq("c4")),
            new IslandEvent.StormVanished(sq("c2")));
    IslandState u = after(t, new IslandAction.ChooseDirection(R, Direction.NORTH));
    assertThat(u.publicView().cell(sq("c2")).kind()).isEqualTo(IslandView.CellKind.WATER);
    decides(u, R, DecisionKind.ACTION); // the turn goes on; step 3 still shrinks
    decides(toShrink(u), R, DecisionKind.SHRINK);
    // without the toggle the storm stays an ordinary face-up tile (LI-7.7)
    IslandState plain =
        after(
            Scenario.players(2)
                .tile("c2", Tile.STORM)
                .board(
                    """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  B2 .  .  .
        .  .  R5 .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        """)
                .build(),
            flip(R, "c2"),
            new IslandAction.ChooseDirection(R, Direction.NORTH));
    assertThat(plain.publicView().cell(sq("c2")).kind()).isEqualTo(IslandView.CellKind.FACE_UP);
  }

  private static final String SPY =
      """
      .  .  .  .  .  .
      .  .  .  .  .  .
      .  .  B2 .  .  .
      .  .  R5 .  .  .
      .  .  .  .  .  .
      .  .  .  .  .  .
      """;

  @Test
  @ChecksRule({"LI-12.7", "LI-R21"})
  void
      power_ups_anytime_rings_spies_and_the_bought_reinforcement_while_step_1_waits_for_an_action() {
    IslandState s =
        Scenario.players(2).options(IslandOption.POWER_UPS_ANYTIME).coins(R, 3).board(SPY).build();
    IslandAction ring = new IslandAction.BuyRing(R, sq("c3"));
    IslandAction spy = new IslandAction.Spy(R, sq("c4"));
    assertThat(s.legalDecisions())
        .contains(
            ring,
            spy,
            new IslandAction.BuyReinforcement(R, sq("b3")),
            new IslandAction.Reinforce(R, sq("b3")));
    assertThat(s.legalDecisions().get(s.legalDecisions().size() - 1)).isEqualTo(end(R));
    IslandState t = after(s, spy, ring);
    decides(t, R, DecisionKind.ACTION);
    assertThat(seen(t, R, tagAt(t, "c4"))).hasValue(2);
    assertThat(t.publicView().coinsHeld()).containsExactly(1, 1);
    // power-ups do not use actions: two actions are still left
    IslandState u = after(t, move(R, "c3", "d3"), move(R, "d3", "e3"));
    decides(u, R, DecisionKind.ACTION);
    assertThat(u.legalDecisions())
        .noneMatch(a -> a instanceof IslandAction.Move)
        .anyMatch(
            a -> a instanceof IslandAction.BuyReinforcement); // and after the second action too
    // without the toggle, step 1 refuses power-ups
    IslandState base = Scenario.players(2).coins(R, 3).board(SPY).build();
    assertThat(base.check(ring)).contains(IslandReason.WRONG_DECISION);
    assertThat(base.check(new IslandAction.BuyReinforcement(R, sq("b3"))))
        .contains(IslandReason.WRONG_DECISION);
  }

  @Test
  @ChecksRule({"LI-12.7", "LI-R21"})
  void power_ups_anytime_never_inside_a_sub_decision() {
    IslandState s =
        Scenario.players(2)
            .options(IslandOption.POWER_UPS_ANYTIME)
            .coins(R, 3)
            .tile("c2", Tile.STORM)
            .board(SPY)
            .build();
    IslandState t = after(s, flip(R, "c2"));
    decides(t, R, DecisionKind.STORM_DIRECTION);
    assertThat(t.legalDecisions()).allMatch(a -> a instanceof IslandAction.ChooseDirection);
    assertThat(t.check(new IslandAction.BuyRing(R, sq("c3"))))
        .contains(IslandReason.WRONG_DECISION);
  }

  @Test
  @ChecksRule({"LI-12.7", "LI-R2", "LI-R21"})
  void power_ups_anytime_with_the_reinforcement_limits_at_most_one_bought_and_one_free_per_turn() {
    IslandState s =
        Scenario.players(2).options(IslandOption.POWER_UPS_ANYTIME).coins(R, 3).board(SPY).build();
    IslandState t = after(s, new IslandAction.BuyReinforcement(R, sq("b3")));
    decides(t, R, DecisionKind.ACTION);
    assertThat(t.publicView().coinsHeld()).containsExactly(2, 1);
    assertThat(t.check(new IslandAction.BuyReinforcement(R, sq("d3"))))
        .contains(IslandReason.ALREADY_REINFORCED);
    assertThat(t.legalDecisions())
        .noneMatch(a -> a instanceof IslandAction.BuyReinforcement)
        .contains(new IslandAction.Reinforce(R, sq("d3"))); // the free one is separate (LI-R2)
    IslandState u = after(t, new IslandAction.Reinforce(R, sq("d3")));
    assertThat(u.publicView().coinsHeld()).containsExactly(2, 1); // free
    assertThat(u.check(new IslandAction.Reinforce(R, sq("a3"))))
        .contains(IslandReason.ALREADY_REINFORCED);
    IslandState step2 = after(u, end(R));
    decides(step2, R, DecisionKind.POWER_UP);
    // the bought reinforcement was used in step 1: step 2 does not offer it again
    assertThat(step2.legalDecisions()).noneMatch(a -> a instanceof IslandAction.Reinforce);
    assertThat(step2.check(new IslandAction.Reinforce(R, sq("a3"))))
        .contains(IslandReason.ALREADY_REINFORCED);
    long onIsland =
        step2.publicView().explorers().stream()
            .filter(e -> e.tag().seat() == R && e.square().isPresent())
            .count();
    assertThat(onIsland).isEqualTo(3); // R5 and two reinforcements, no more
  }
}
