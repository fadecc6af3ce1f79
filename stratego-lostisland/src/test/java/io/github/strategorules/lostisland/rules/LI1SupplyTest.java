package io.github.strategorules.lostisland.rules;

import static io.github.strategorules.lostisland.rules.Fixture.*;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.LostIslandReason;
import io.github.strategorules.lostisland.Scenario;
import io.github.strategorules.lostisland.Seat;
import java.util.List;
import org.junit.jupiter.api.Test;

/** LI-1.3: the coin and ring supplies. */
class LI1SupplyTest {

  @Test
  void li_1_3_no_ring_can_be_bought_when_the_supply_has_none_and_used_rings_never_return() {
    IslandState s = Scenario.players(4).coins(R, 3).board("""
        R1+ R2+ R3+ R4+ R5+ R6+
        .   .   .   .   .   .
        B1+ B2+ B3+ B4+ B5+ B6+
        G1+ G2+ G3+ G4+ G5+ G6+
        .   .   .   .   .   .
        Y1+ Y2+ Y3+ Y4+ Y5+ Y6+
        """).build();
    assertThat(s.publicView().supplyRings()).isZero();
    IslandState t = after(s, move(R, "a6", "a5"), move(R, "a5", "a4")); // 1+1 against 1+1: a tie, both rings out
    assertThat(t.publicView().ringsOut()).isEqualTo(2);
    IslandState u = after(t, end(R));
    assertThat(u.legalActions()).noneMatch(a -> a instanceof IslandAction.BuyRing);
    assertThat(u.check(new IslandAction.BuyRing(R, sq("b6")))).contains(LostIslandReason.NO_RINGS_LEFT);
    assertThat(u.publicView().supplyRings()).isZero(); // rings out of the game do not come back
  }

  @Test
  void li_1_3_gains_take_only_what_the_supply_holds_spent_coins_go_back_lost_coins_leave() {
    IslandState s = Scenario.players(2).coins(R, 11).coins(B, 11).board("""
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  R3 .  .  .  .
        $2 .  .  .  .  .
        .  .  .  .  .  B6
        """).build();
    assertThat(s.publicView().supplyCoins()).isZero();
    List<IslandEvent> ev = events(s, move(R, "b3", "b2"));
    assertThat(ev).contains(new IslandEvent.CoinsTaken(tagAt(s, "b3"), sq("b2"), 0)); // stone loot 1, supply empty
    // a spy pays a coin back to the supply; the 2 coins on a2 go to sea when a2 is removed
    IslandState v = after(Scenario.players(2).coins(R, 11).coins(B, 11).board("""
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        $2 .  .  .  .  .
        R3 .  .  .  .  B6
        """).build(), end(R), new IslandAction.Spy(R, sq("f1")), end(R));
    assertThat(v.publicView().supplyCoins()).isEqualTo(1);
    IslandState w = after(v, remove(R, "a2"));
    assertThat(w.publicView().lostCoins()).isEqualTo(2);
    assertThat(w.publicView().supplyCoins() + w.publicView().coinsHeld().stream().mapToInt(Integer::intValue).sum()
        + w.publicView().lostCoins()).isEqualTo(24);
    assertThat(w.current()).isEqualTo(Seat.BLUE);
  }
}
