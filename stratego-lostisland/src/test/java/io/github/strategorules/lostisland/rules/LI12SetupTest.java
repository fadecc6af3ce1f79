package io.github.strategorules.lostisland.rules;

import static io.github.strategorules.lostisland.rules.Fixture.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.lostisland.DecisionKind;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandOption;
import io.github.strategorules.lostisland.IslandReason;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandStep;
import io.github.strategorules.lostisland.Tag;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** LI-3.5 and LI-12: CUSTOM_SETUP with and without ALTERNATING, and the toggles in specs. */
class LI12SetupTest {

  private static IslandAction place(Seat s, String square, int value) {
    return new IslandAction.PlaceExplorer(s, sq(square), value);
  }

  @Test
  @ChecksRule({"LI-3.5", "LI-12.1", "LI-R16"})
  void li_3_5_custom_setup_stones_anywhere_and_placement_on_any_free_non_stone_cell() {
    IslandConfig c = IslandConfig.parse("lost-island(players=2,custom_setup,stones=a1.c3.d4.f6)");
    assertThat(c.stones()).containsExactly(sq("a1"), sq("c3"), sq("d4"), sq("f6"));
    IslandState s = IslandState.newGame(c);
    decides(s, R, DecisionKind.PLACE_EXPLORERS);
    assertThat(s.legalDecisions())
        .hasSize(32 * 6)
        .doesNotContain(place(R, "a1", 1), place(R, "c3", 1))
        .contains(place(R, "b1", 4), place(R, "e5", 6));
    IslandState t = after(s, place(R, "e5", 4));
    decides(t, R, DecisionKind.PLACE_EXPLORERS); // the seat places its three, one by one
    assertThat(t.legalDecisions()).hasSize(31 * 5);
    assertThat(t.check(place(R, "e5", 2))).contains(IslandReason.NOT_A_PLACEMENT);
    assertThat(t.check(place(R, "d4", 2))).contains(IslandReason.NOT_A_PLACEMENT); // a stone cell
    assertThat(t.check(place(R, "b2", 4))).contains(IslandReason.INVALID_SETUP); // value 4 placed
    assertThat(t.check(new IslandAction.PlaceExplorers(R, List.of(1, 2, 3))))
        .contains(IslandReason.WRONG_DECISION);
    IslandState u = after(t, place(R, "b1", 2), place(R, "a6", 6));
    decides(u, R, DecisionKind.ORDER_BOAT); // then the boat, as LI-3.4
    assertThat(u.legalDecisions()).hasSize(6);
    IslandState v = after(u, new IslandAction.OrderBoat(R, List.of(5, 3, 1)));
    decides(v, B, DecisionKind.PLACE_EXPLORERS);
    // tags A to C in placement order; BLUE sees where, never which value
    assertThat(v.viewFor(B).explorer(new Tag(R, 'A')).orElseThrow().square()).contains(sq("e5"));
    assertThat(v.viewFor(B).explorer(new Tag(R, 'B')).orElseThrow().square()).contains(sq("b1"));
    assertThat(v.viewFor(B).explorers()).allMatch(e -> e.value().isEmpty());
    assertThat(v.viewFor(R).explorer(new Tag(R, 'A')).orElseThrow().value()).hasValue(4);
    assertThat(v.legalDecisions()).doesNotContain(place(B, "e5", 1)).hasSize(29 * 6);
    IslandState w =
        after(
            v,
            place(B, "a2", 1),
            place(B, "a3", 2),
            place(B, "a4", 3),
            new IslandAction.OrderBoat(B, List.of(4, 5, 6)));
    decides(w, R, DecisionKind.ACTION);
    assertThat(w.turn()).isEqualTo(1);
  }

  @Test
  @ChecksRule({"LI-3.5", "LI-12.1", "LI-R16"})
  void li_3_5_alternating_one_explorer_at_a_time_from_the_first_seat_then_the_boats() {
    IslandConfig c = IslandConfig.parse("lost-island(players=3,first=1,custom_setup,alternating)");
    IslandState s = IslandState.newGame(c);
    List<Seat> order = new ArrayList<>();
    String[] cells = {"a1", "c1", "e1", "a3", "c3", "e3", "a4", "c4", "f4"};
    int[] values = {1, 1, 1, 2, 2, 2, 3, 3, 3};
    for (int i = 0; i < 9; i++) {
      Seat seat = s.decision().orElseThrow().seat();
      decides(s, seat, DecisionKind.PLACE_EXPLORERS);
      order.add(seat);
      IslandStep step = s.apply(place(seat, cells[i], values[i]));
      Tag tag = new Tag(seat, (char) ('A' + i / 3));
      // each placement shown to all: the square, not the value
      assertThat(step.eventsFor(seat))
          .containsExactly(
              new IslandEvent.ExplorerPlaced(
                  tag, Optional.of(sq(cells[i])), OptionalInt.of(values[i])));
      for (Seat other : List.of(R, B, G)) {
        if (other != seat) {
          assertThat(step.eventsFor(other))
              .containsExactly(
                  new IslandEvent.ExplorerPlaced(
                      tag, Optional.of(sq(cells[i])), OptionalInt.empty()));
        }
      }
      assertThat(step.publicEvents())
          .containsExactly(
              new IslandEvent.ExplorerPlaced(tag, Optional.of(sq(cells[i])), OptionalInt.empty()));
      s = step.state();
    }
    assertThat(order).containsExactly(B, G, R, B, G, R, B, G, R);
    // boats after all placements, from the first seat; the stone cells stayed free
    for (Seat seat : List.of(B, G, R)) {
      decides(s, seat, DecisionKind.ORDER_BOAT);
      s = after(s, new IslandAction.OrderBoat(seat, List.of(4, 5, 6)));
    }
    decides(s, B, DecisionKind.ACTION);
    for (String stone : List.of("b2", "e2", "b5", "e5")) {
      assertThat(s.refereeView().cell(sq(stone)).explorer()).isEmpty();
    }
  }

  @Test
  @ChecksRule("LI-12")
  void li_12_toggles_in_specs_round_trip_and_bad_combinations_are_refused() {
    IslandConfig c = IslandConfig.parse("lost-island(players=4,secret_fights,storms_vanish)");
    assertThat(c.options())
        .containsExactlyInAnyOrder(IslandOption.SECRET_FIGHTS, IslandOption.STORMS_VANISH);
    assertThat(c.spec()).isEqualTo("lost-island(players=4,secret_fights,storms_vanish)");
    IslandConfig all =
        IslandConfig.parse(
            "lost-island(players=3,seed=9,power_ups_anytime,alternating,custom_setup,"
                + "extra_loot,removed_face_down,storms_when_shrinking,secret_fights,storms_vanish,stones=f6.a1.c3.d4)");
    assertThat(all.options()).containsExactly(IslandOption.values());
    assertThat(all.spec())
        .isEqualTo(
            "lost-island(players=3,seed=9,custom_setup,alternating,storms_when_shrinking,"
                + "extra_loot,removed_face_down,secret_fights,storms_vanish,power_ups_anytime,stones=a1.c3.d4.f6)");
    assertThat(IslandConfig.parse(all.spec())).isEqualTo(all);
    assertThat(IslandConfig.parse(c.spec())).isEqualTo(c);
    IslandConfig explicit = all.toBuilder().layout(all.layout()).build();
    assertThat(explicit.spec()).contains(",layout=");
    assertThat(explicit.toString())
        .doesNotContain("layout")
        .doesNotContain("seed")
        .doesNotContain(all.layout().tiles().get(0).toString() + ".");
    assertThatThrownBy(
            () -> IslandConfig.parse(explicit.spec().replace(")", ",stones=a2.c3.d4.f6)")))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("differ");
    assertThatThrownBy(() -> IslandConfig.parse("lost-island(alternating)"))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("CUSTOM_SETUP");
    assertThatThrownBy(() -> IslandConfig.parse("lost-island(stones=a1.c3.d4.f6)"))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("CUSTOM_SETUP");
    assertThatThrownBy(() -> IslandConfig.parse("lost-island(secret_fights=1)"))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("accepted options");
    assertThatThrownBy(() -> IslandConfig.parse("lost-island(custom_setup,stones=a1.a1.d4.f6)"))
        .isInstanceOf(NotationException.class);
  }
}
