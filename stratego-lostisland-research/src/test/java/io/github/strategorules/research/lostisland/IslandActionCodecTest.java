package io.github.strategorules.research.lostisland;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.lostisland.Direction;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandOption;
import io.github.strategorules.lostisland.IslandState;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class IslandActionCodecTest {
  private static final IslandConfig BASE = IslandConfig.of(3);
  private static final IslandConfig ALL =
      IslandConfig.builder()
          .players(2)
          .option(IslandOption.CUSTOM_SETUP)
          .option(IslandOption.POWER_UPS_ANYTIME)
          .build();

  @Test
  void the_number_of_ids_depends_on_the_toggles_not_the_players() {
    assertThat(IslandActionCodec.of(BASE).numDistinctActions()).isEqualTo(1852);
    assertThat(IslandActionCodec.of(IslandConfig.of(2)).numDistinctActions()).isEqualTo(1852);
    assertThat(
            IslandActionCodec.of(IslandConfig.builder().option(IslandOption.CUSTOM_SETUP).build())
                .numDistinctActions())
        .isEqualTo(1948);
    assertThat(IslandActionCodec.of(ALL).numDistinctActions()).isEqualTo(1984);
  }

  @Test
  void every_id_decodes_to_a_distinct_action_that_encodes_back() {
    for (IslandConfig c : List.of(BASE, ALL)) {
      IslandActionCodec codec = IslandActionCodec.of(c);
      Set<IslandAction> seen = new HashSet<>();
      for (int id = 0; id < codec.numDistinctActions(); id++) {
        IslandAction a = codec.decode(id, Seat.BLUE);
        assertThat(a.seat()).isEqualTo(Seat.BLUE);
        assertThat(codec.encode(a)).as("id %d: %s", id, a).isEqualTo(id);
        assertThat(seen.add(a)).isTrue();
      }
    }
  }

  @Test
  void setup_ids_follow_the_legal_order_and_name_value_triples() {
    IslandActionCodec codec = IslandActionCodec.of(BASE);
    List<IslandAction> legal = IslandState.newGame(BASE).legalDecisions();
    for (int i = 0; i < legal.size(); i++) {
      assertThat(codec.encode(legal.get(i))).isEqualTo(i);
    }
    assertThat(codec.decode(0, Seat.RED))
        .isEqualTo(new IslandAction.PlaceExplorers(Seat.RED, List.of(1, 2, 3)));
    assertThat(codec.decode(120, Seat.RED))
        .isEqualTo(new IslandAction.OrderBoat(Seat.RED, List.of(1, 2, 3)));
  }

  @Test
  void move_ids_number_adjacent_pairs_by_cell_then_direction() {
    IslandActionCodec codec = IslandActionCodec.of(BASE);
    IslandAction m = new IslandAction.Move(Seat.RED, Square.parse("c3"), Square.parse("c2"));
    int before = 0;
    for (int c = 0; c < 14; c++) {
      int x = c % 6;
      int y = c / 6;
      before += (y < 5 ? 1 : 0) + (x < 5 ? 1 : 0) + (y > 0 ? 1 : 0) + (x > 0 ? 1 : 0);
    }
    // c3 has all four neighbours: north, east, then south
    assertThat(codec.encode(m)).isEqualTo(240 + before + Direction.SOUTH.ordinal());
    assertThat(codec.decode(240, Seat.RED))
        .isEqualTo(new IslandAction.Move(Seat.RED, Square.parse("a1"), Square.parse("a2")));
  }

  @Test
  void actions_without_an_id_are_refused() {
    IslandActionCodec codec = IslandActionCodec.of(BASE);
    assertThatThrownBy(
            () ->
                codec.encode(
                    new IslandAction.Move(Seat.RED, Square.parse("a1"), Square.parse("c3"))))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> codec.encode(new IslandAction.Flip(Seat.RED, Square.parse("g1"))))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(
            () ->
                codec.encode(
                    new IslandAction.Swim(Seat.RED, Square.parse("a1"), Square.parse("a1"))))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(
            () -> codec.encode(new IslandAction.PlaceExplorers(Seat.RED, List.of(1, 1, 2))))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(
            () -> codec.encode(new IslandAction.PlaceExplorer(Seat.RED, Square.parse("a1"), 3)))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(
            () -> codec.encode(new IslandAction.BuyReinforcement(Seat.RED, Square.parse("a1"))))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> codec.decode(1852, Seat.RED))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> codec.decode(-1, Seat.RED))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void the_float_mask_matches_the_boolean_mask() {
    IslandActionCodec codec = IslandActionCodec.of(BASE);
    IslandState s = IslandState.newGame(BASE);
    boolean[] b = new boolean[codec.numDistinctActions()];
    float[] f = new float[codec.numDistinctActions() + 3];
    f[codec.numDistinctActions()] = 7f;
    assertThat(codec.writeLegalMask(s, b)).isEqualTo(120);
    assertThat(codec.writeLegalMask(s.legalDecisions(), f)).isEqualTo(120);
    for (int id = 0; id < b.length; id++) {
      assertThat(f[id]).isEqualTo(b[id] ? 1f : 0f);
    }
    assertThat(f[codec.numDistinctActions()]).isEqualTo(7f);
  }

  @Test
  void the_table_actions_have_the_last_three_ids_and_the_state_mask_leaves_them_out() {
    for (IslandConfig c : List.of(BASE, ALL)) {
      IslandActionCodec codec = IslandActionCodec.of(c);
      int n = codec.numDistinctActions();
      for (Seat seat : List.of(Seat.RED, Seat.GREEN)) {
        List<IslandAction> table =
            List.of(
                new IslandAction.Resignation(seat),
                new IslandAction.DrawOffer(seat),
                new IslandAction.DrawAcceptance(seat));
        for (int k = 0; k < 3; k++) {
          assertThat(codec.encode(table.get(k))).isEqualTo(n - 3 + k);
          assertThat(codec.decode(n - 3 + k, seat)).isEqualTo(table.get(k));
        }
      }
      assertThat(codec.decode(n - 4, Seat.RED))
          .isEqualTo(new IslandAction.BombExpert(Seat.RED, false));
    }
    IslandActionCodec codec = IslandActionCodec.of(BASE);
    IslandState s = IslandState.newGame(BASE);
    boolean[] mask = new boolean[codec.numDistinctActions()];
    assertThat(s.legalActions()).contains(new IslandAction.Resignation(Seat.RED));
    assertThat(codec.writeLegalMask(s, mask)).isEqualTo(s.legalDecisions().size());
    assertThat(mask[codec.encode(new IslandAction.Resignation(Seat.RED))]).isFalse();
    assertThat(codec.writeLegalMask(s.legalActions(), mask)).isEqualTo(s.legalActions().size());
    assertThat(mask[codec.encode(new IslandAction.Resignation(Seat.RED))]).isTrue();
  }
}
