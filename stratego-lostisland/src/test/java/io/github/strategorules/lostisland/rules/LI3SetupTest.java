package io.github.strategorules.lostisland.rules;

import static io.github.strategorules.lostisland.rules.Fixture.*;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.lostisland.DecisionKind;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandReason;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandStep;
import io.github.strategorules.lostisland.Tag;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** LI-1.1 to LI-1.3 at the start, and LI-3: setup. */
class LI3SetupTest {

  @Test
  @ChecksRule("LI-3.2")
  void li_3_2_start_cells_between_the_stone_and_the_nearest_corner() {
    IslandConfig four = IslandConfig.of(4);
    assertThat(four.startCells(R)).containsExactly(sq("a1"), sq("b1"), sq("a2"));
    assertThat(four.startCells(B)).containsExactly(sq("a5"), sq("a6"), sq("b6"));
    assertThat(four.startCells(G)).containsExactly(sq("f5"), sq("e6"), sq("f6"));
    assertThat(four.startCells(Seat.YELLOW)).containsExactly(sq("e1"), sq("f1"), sq("f2"));
    assertThat(IslandConfig.of(2).startCells(B)).containsExactly(sq("f5"), sq("e6"), sq("f6"));
    assertThat(IslandConfig.of(3).startCells(B)).containsExactly(sq("a5"), sq("a6"), sq("b6"));
  }

  @Test
  @ChecksRule({"LI-1.1", "LI-1.2", "LI-3.1", "LI-3.4", "LI-R1"})
  void li_3_4_seat_by_seat_from_the_first_seat_place_then_order_the_boat() {
    IslandState s = IslandState.newGame(IslandConfig.builder().players(3).first(B).build());
    assertThat(s.phase()).isEqualTo(Phase.SETUP);
    decides(s, B, DecisionKind.PLACE_EXPLORERS);
    assertThat(s.legalDecisions())
        .hasSize(120)
        .first()
        .isEqualTo(new IslandAction.PlaceExplorers(B, List.of(1, 2, 3)));
    assertThat(s.check(new IslandAction.PlaceExplorers(B, List.of(1, 1, 2))))
        .contains(IslandReason.INVALID_SETUP);
    assertThat(s.check(new IslandAction.PlaceExplorers(R, List.of(1, 2, 3))))
        .contains(IslandReason.NOT_YOUR_DECISION);
    IslandStep placed = s.apply(new IslandAction.PlaceExplorers(B, List.of(6, 1, 2)));
    IslandState t = placed.state();
    decides(t, B, DecisionKind.ORDER_BOAT);
    assertThat(t.legalDecisions())
        .containsExactly(
            new IslandAction.OrderBoat(B, List.of(3, 4, 5)),
            new IslandAction.OrderBoat(B, List.of(3, 5, 4)),
            new IslandAction.OrderBoat(B, List.of(4, 3, 5)),
            new IslandAction.OrderBoat(B, List.of(4, 5, 3)),
            new IslandAction.OrderBoat(B, List.of(5, 3, 4)),
            new IslandAction.OrderBoat(B, List.of(5, 4, 3)));
    // tags by start square: BLUE-A on a5 is the 6; others see the square, never the value
    Tag a = new Tag(B, 'A');
    assertThat(placed.eventsFor(B))
        .first()
        .isEqualTo(new IslandEvent.ExplorerPlaced(a, Optional.of(sq("a5")), OptionalInt.of(6)));
    assertThat(placed.eventsFor(R))
        .first()
        .isEqualTo(new IslandEvent.ExplorerPlaced(a, Optional.of(sq("a5")), OptionalInt.empty()));
    assertThat(t.viewFor(R).explorer(a).orElseThrow().value()).isEmpty();
    assertThat(t.viewFor(B).explorer(a).orElseThrow().value()).hasValue(6);
    assertThat(new IslandAction.PlaceExplorers(B, List.of(6, 1, 2)).toString()).doesNotContain("6");

    IslandState u = after(t, new IslandAction.OrderBoat(B, List.of(5, 3, 4)));
    decides(u, G, DecisionKind.PLACE_EXPLORERS);
    assertThat(u.viewFor(B).explorer(new Tag(B, 'D')).orElseThrow().value())
        .hasValue(5); // the front of the boat
    u =
        after(
            u,
            new IslandAction.PlaceExplorers(G, List.of(1, 2, 3)),
            new IslandAction.OrderBoat(G, List.of(4, 5, 6)),
            new IslandAction.PlaceExplorers(R, List.of(1, 2, 3)));
    decides(u, R, DecisionKind.ORDER_BOAT);
    u = after(u, new IslandAction.OrderBoat(R, List.of(4, 5, 6)));
    assertThat(u.phase()).isEqualTo(Phase.PLAY);
    decides(u, B, DecisionKind.ACTION); // the first seat plays first
    assertThat(u.turn()).isEqualTo(1);
  }

  @Test
  @ChecksRule("LI-1.3")
  void li_1_3_each_player_starts_with_one_coin_the_rest_in_the_supply() {
    IslandState s = IslandState.newGame(IslandConfig.of(3));
    assertThat(s.publicView().coinsHeld()).containsExactly(1, 1, 1);
    assertThat(s.publicView().supplyCoins()).isEqualTo(21);
    assertThat(s.publicView().supplyRings()).isEqualTo(24);
    assertThat(s.publicView().flag().status().name()).isEqualTo("UNDER_STONE");
  }
}
