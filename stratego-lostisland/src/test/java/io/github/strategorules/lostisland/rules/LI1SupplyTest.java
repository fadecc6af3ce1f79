package io.github.strategorules.lostisland.rules;

import static io.github.strategorules.lostisland.rules.Fixture.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.lostisland.Games;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandReason;
import io.github.strategorules.lostisland.IslandRecord;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.Scenario;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** LI-1.3: the coin and ring supplies. */
class LI1SupplyTest {

  @Test
  @ChecksRule("LI-1.3")
  void li_1_3_no_ring_can_be_bought_when_the_supply_has_none_and_used_rings_never_return() {
    IslandState s =
        Scenario.players(4)
            .coins(R, 3)
            .board(
                """
        R1+ R2+ R3+ R4+ R5+ R6+
        .   .   .   .   .   .
        B1+ B2+ B3+ B4+ B5+ B6+
        G1+ G2+ G3+ G4+ G5+ G6+
        .   .   .   .   .   .
        Y1+ Y2+ Y3+ Y4+ Y5+ Y6+
        """)
            .build();
    assertThat(s.publicView().supplyRings()).isZero();
    IslandState t =
        after(
            s, move(R, "a6", "a5"), move(R, "a5", "a4")); // 1+1 against 1+1: a tie, both rings out
    assertThat(t.publicView().ringsOut()).isEqualTo(2);
    IslandState u = after(t, end(R));
    assertThat(u.legalDecisions()).noneMatch(a -> a instanceof IslandAction.BuyRing);
    assertThat(u.check(new IslandAction.BuyRing(R, sq("b6")))).contains(IslandReason.NO_RINGS_LEFT);
    assertThat(u.publicView().supplyRings()).isZero(); // rings out of the game do not come back
  }

  @Test
  @ChecksRule("LI-1.3")
  void li_1_3_gains_take_only_what_the_supply_holds_spent_coins_go_back_lost_coins_leave() {
    IslandState s =
        Scenario.players(2)
            .coins(R, 11)
            .coins(B, 11)
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  R3 .  .  .  .
        $2 .  .  .  .  .
        .  .  .  .  .  B6
        """)
            .build();
    assertThat(s.publicView().supplyCoins()).isZero();
    List<IslandEvent> ev = events(s, move(R, "b3", "b2"));
    assertThat(ev)
        .contains(
            new IslandEvent.CoinsTaken(tagAt(s, "b3"), sq("b2"), 0)); // stone loot 1, supply empty
    // a spy pays a coin back to the supply; the 2 coins on a2 go to sea when a2 is removed
    IslandState v =
        after(
            Scenario.players(2)
                .coins(R, 11)
                .coins(B, 11)
                .board(
                    """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        $2 .  .  .  .  .
        R3 .  .  .  .  B6
        """)
                .build(),
            end(R),
            new IslandAction.Spy(R, sq("f1")),
            end(R));
    assertThat(v.publicView().supplyCoins()).isEqualTo(1);
    IslandState w = after(v, remove(R, "a2"));
    assertThat(w.publicView().lostCoins()).isEqualTo(2);
    assertThat(
            w.publicView().supplyCoins()
                + w.publicView().coinsHeld().stream().mapToInt(Integer::intValue).sum()
                + w.publicView().lostCoins())
        .isEqualTo(24);
    assertThat(w.current()).isEqualTo(Seat.BLUE);
  }

  @Test
  @ChecksRule("LI-1.3")
  void li_1_3_default_supply_is_configurable_and_round_trips_in_the_spec() {
    IslandConfig c = IslandConfig.parse("lost-island(players=3,coins=30,rings=10)");
    assertThat(c.coins()).isEqualTo(30);
    assertThat(c.rings()).isEqualTo(10);
    assertThat(c.spec()).isEqualTo("lost-island(players=3,coins=30,rings=10)");
    assertThat(IslandConfig.parse(c.spec())).isEqualTo(c);
    assertThat(c.toBuilder().build()).isEqualTo(c);
    IslandConfig d = IslandConfig.of(2);
    assertThat(d.coins()).isEqualTo(IslandConfig.DEFAULT_COINS).isEqualTo(24);
    assertThat(d.rings()).isEqualTo(IslandConfig.DEFAULT_RINGS).isEqualTo(24);
    assertThat(d.spec()).doesNotContain("coins").doesNotContain("rings");
    assertThat(IslandConfig.parse("lost-island(players=2,coins=24,rings=24)")).isEqualTo(d);
    IslandState s =
        IslandState.newGame(IslandConfig.builder().players(3).coins(5).rings(2).build());
    assertThat(s.publicView().supplyCoins()).isEqualTo(2); // 5 coins less one per player
    assertThat(s.publicView().supplyRings()).isEqualTo(2);
    assertThat(s.publicView().totalCoins()).isEqualTo(5);
    assertThat(s.publicView().totalRings()).isEqualTo(2);
  }

  @Test
  @ChecksRule("LI-1.3")
  void li_1_3_a_supply_too_small_or_negative_is_refused_with_the_rule() {
    assertThatThrownBy(() -> IslandConfig.parse("lost-island(players=3,coins=2)"))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("one coin per player")
        .hasMessageContaining("LI-1.3");
    assertThatThrownBy(() -> IslandConfig.parse("lost-island(rings=-1)"))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("ring supply")
        .hasMessageContaining("LI-1.3");
    assertThatThrownBy(() -> IslandConfig.parse("lost-island(coins=many)"))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("coins=");
    assertThatThrownBy(() -> IslandConfig.builder().players(4).coins(3).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("LI-1.3");
    assertThatThrownBy(
            () -> Scenario.players(2).supply(3, 24).coins(R, 2).coins(B, 2).board(EMPTY).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("3 coins");
    assertThatThrownBy(
            () ->
                Scenario.players(2)
                    .supply(24, 0)
                    .board(
                        """
        R1+ .  .  .  .  .
        .   .  .  .  .  .
        .   .  .  .  .  .
        .   .  .  .  .  .
        .   .  .  .  .  .
        .   .  .  .  .  B6
        """)
                    .build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("0 rings");
  }

  private static final String EMPTY =
      """
      .  .  .  .  .  .
      .  .  .  .  .  .
      .  .  .  .  .  .
      .  .  .  .  .  .
      .  .  .  .  .  .
      R3 .  .  .  .  B6
      """;

  @Test
  @ChecksRule("LI-1.3")
  void li_1_3_a_small_configured_supply_caps_gains_and_ring_purchases() {
    // 5 coins: 1 held each, 1 lying on c4; the supply holds 2 and stone loot 3 on e2 gives only 2
    IslandState s =
        Scenario.players(2)
            .supply(5, 1)
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  $1 .  .  .
        .  .  .  .  R3 .
        .  .  .  .  .  .
        .  .  .  .  .  B6
        """)
            .build();
    assertThat(s.publicView().supplyCoins()).isEqualTo(2);
    assertThat(s.publicView().supplyRings()).isEqualTo(1);
    List<IslandEvent> ev = events(s, move(R, "e3", "e2"));
    assertThat(ev).contains(new IslandEvent.CoinsTaken(tagAt(s, "e3"), sq("e2"), 2));
    IslandState t = after(s, move(R, "e3", "e2"));
    assertThat(t.publicView().supplyCoins()).isZero();
    assertThat(t.publicView().coinsHeld()).containsExactly(3, 1);
    // one ring in the game: bought once, then the supply is empty (a spent coin goes back)
    IslandState u = after(t, end(R), new IslandAction.BuyRing(R, sq("e2")));
    assertThat(u.publicView().supplyRings()).isZero();
    assertThat(u.publicView().supplyCoins()).isEqualTo(1);
    assertThat(u.check(new IslandAction.BuyRing(R, sq("e2")))).isPresent();
    IslandState blue = after(u, end(R), remove(R, "a1"));
    assertThat(blue.current()).isEqualTo(B);
    IslandState b2 = after(blue, end(B));
    assertThat(b2.legalDecisions()).noneMatch(a -> a instanceof IslandAction.BuyRing);
    assertThat(b2.check(new IslandAction.BuyRing(B, sq("f1"))))
        .contains(IslandReason.NO_RINGS_LEFT);
  }

  @Test
  @ChecksRule("LI-1.3")
  void li_1_3_a_record_carries_the_configured_supply_and_replays_under_it() {
    IslandConfig c =
        IslandConfig.builder().players(3).seed(11).coins(4).rings(1).turnLimit(40).build();
    Games.Played g = Games.play(IslandState.newGame(c), new SplittableRandom(11), 100_000);
    String text = IslandRecord.of(g.last()).format();
    assertThat(text).contains("coins=4").contains("rings=1");
    IslandRecord back = IslandRecord.parse(text);
    assertThat(back.config()).isEqualTo(c);
    assertThat(back.replay().finalState().refereeView()).isEqualTo(g.last().refereeView());
    assertThat(
            g.last().refereeView().supplyRings()
                + g.last().refereeView().ringsOut()
                + g.last().refereeView().explorers().stream().filter(e -> e.ring()).count())
        .isEqualTo(1);
  }
}
