package io.github.strategorules.lostisland.rules;

import static io.github.strategorules.lostisland.rules.Fixture.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.IllegalActionException;
import io.github.strategorules.lostisland.BombPattern;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandOption;
import io.github.strategorules.lostisland.IslandRecord;
import io.github.strategorules.lostisland.Seat;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.lostisland.Scenario;
import io.github.strategorules.lostisland.Tile;
import java.util.List;
import org.junit.jupiter.api.Test;

/** LI-13: what each seat may see. */
class LI13ViewTest {
  private static final String BOARD = """
      .  .  .  .  .  .
      .  .  .  .  .  .
      .  .  .  .  .  .
      .  .  R5 B2 .  .
      .  .  .  .  .  .
      .  .  .  .  .  B6
      """;

  @Test
  void li_13_face_down_contents_and_unseen_values_appear_nowhere() {
    IslandState s = Scenario.players(2).tile("a1", Tile.bomb(4, BombPattern.DIAGONAL)).board(BOARD).build();
    IslandView blue = s.viewFor(B);
    assertThat(blue.cell(sq("a1")).tile()).isEmpty();
    assertThat(blue.cell(sq("a1")).kind()).isEqualTo(IslandView.CellKind.GREEN_FACE_DOWN);
    assertThat(blue.cell(sq("b2")).kind()).isEqualTo(IslandView.CellKind.STONE_FACE_DOWN);
    assertThat(blue.explorer(tagAt(s, "c3")).orElseThrow().value()).isEmpty();
    assertThat(blue.explorer(tagAt(s, "d3")).orElseThrow().value()).hasValue(2);
    String drawn = blue.toString();
    assertThat(drawn).contains("R?").contains("B2").doesNotContain("R5").contains("\n1  .    .");
    assertThat(s.refereeView().toString()).contains("\n1  b    p");
    assertThat(s.publicView().toString()).contains("R?", "B?").doesNotContain("R5", "B2");
    assertThat(s.refereeView().cell(sq("a1")).tile()).contains(Tile.bomb(4, BombPattern.DIAGONAL));
    assertThat(s.toString()).doesNotContain("5").doesNotContain("bomb");
    // the view is a snapshot: later play does not change it
    IslandState t = after(s, move(R, "c3", "d3"));
    assertThat(s.viewFor(B)).isEqualTo(blue);
    assertThat(t.viewFor(B).explorer(tagAt(s, "c3")).orElseThrow().value()).hasValue(5); // a public fight
  }

  @Test
  void li_13_errors_name_the_action_and_a_public_reason_only() {
    IslandState s = Scenario.players(2).board(BOARD).build();
    assertThatThrownBy(() -> s.apply(flip(R, "b2")))
        .isInstanceOf(IllegalActionException.class).hasMessageContaining("LI-5.2").hasMessageNotContaining("loot");
    assertThatThrownBy(() -> s.apply(B, move(R, "c3", "d3"))).isInstanceOf(IllegalActionException.class)
        .hasMessageNotContaining("5").hasMessageNotContaining("2 ");
    IslandState setup = IslandState.newGame(IslandConfig.of(2));
    IslandAction secret = new IslandAction.PlaceExplorers(R, List.of(4, 5, 6));
    assertThat(secret.toString()).doesNotContain("4").doesNotContain("5").doesNotContain("6");
    assertThat(setup.apply(secret).toString()).doesNotContain("4").doesNotContain("6");
  }

  @Test
  void li_13_views_carry_the_public_setup_facts_so_seats_never_need_the_config() {
    IslandConfig c = IslandConfig.builder().players(3).first(Seat.GREEN).seed(12345).turnLimit(77).coins(30)
        .rings(9).option(IslandOption.SECRET_FIGHTS).build();
    IslandState s = IslandState.newGame(c);
    for (IslandView v : List.of(s.viewFor(R), s.viewFor(Seat.GREEN), s.publicView())) {
      assertThat(v.players()).isEqualTo(3);
      assertThat(v.first()).isEqualTo(Seat.GREEN);
      assertThat(v.turnLimit()).isEqualTo(77);
      assertThat(v.options()).containsExactly(IslandOption.SECRET_FIGHTS);
      assertThat(v.totalCoins()).isEqualTo(30);
      assertThat(v.totalRings()).isEqualTo(9);
    }
  }

  @Test
  void li_13_config_and_record_to_string_name_neither_the_seed_nor_any_tile() {
    IslandConfig seeded = IslandConfig.builder().players(3).seed(987654321L).turnLimit(50).coins(20).build();
    IslandConfig explicit = seeded.toBuilder().layout(seeded.layout()).build();
    for (IslandConfig c : List.of(seeded, explicit)) {
      String text = c.toString();
      assertThat(text).isEqualTo("IslandConfig[lost-island(players=3,turn_limit=50,coins=20)]");
      assertThat(text).doesNotContain("987654321").doesNotContain("seed").doesNotContain("layout");
      for (Tile t : c.layout().tiles()) {
        assertThat(text).doesNotContain(t.toString());
      }
      assertThat(IslandRecord.of(IslandState.newGame(c)).toString()).doesNotContain("987654321")
          .doesNotContain("seed").doesNotContain("layout").contains("coins=20");
    }
    assertThat(seeded.spec()).contains("seed=987654321"); // the complete, referee form
    IslandConfig custom = IslandConfig.builder().option(IslandOption.CUSTOM_SETUP).stones(List.of(sq("a1"), sq("c3"),
        sq("d4"), sq("f6"))).seed(5).build();
    assertThat(custom.publicSpec()).isEqualTo("lost-island(players=4,custom_setup,stones=a1.c3.d4.f6)");
    assertThat(custom.toBuilder().layout(custom.layout()).build().publicSpec()).isEqualTo(custom.publicSpec());
  }
}
