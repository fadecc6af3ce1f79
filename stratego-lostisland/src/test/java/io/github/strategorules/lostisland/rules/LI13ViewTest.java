package io.github.strategorules.lostisland.rules;

import static io.github.strategorules.lostisland.rules.Fixture.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.error.IllegalActionException;
import io.github.strategorules.core.game.Grid;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.lostisland.BombPattern;
import io.github.strategorules.lostisland.Games;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandOption;
import io.github.strategorules.lostisland.IslandRecord;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.lostisland.PublicAction;
import io.github.strategorules.lostisland.Scenario;
import io.github.strategorules.lostisland.Tile;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** LI-13: what each seat may see. */
class LI13ViewTest {
  private static final String BOARD =
      """
      .  .  .  .  .  .
      .  .  .  .  .  .
      .  .  .  .  .  .
      .  .  R5 B2 .  .
      .  .  .  .  .  .
      .  .  .  .  .  B6
      """;

  @Test
  @ChecksRule({"LI-13.1", "LI-13.2", "LI-13.3", "LI-R12"})
  void li_13_face_down_contents_and_unseen_values_appear_nowhere() {
    IslandState s =
        Scenario.players(2).tile("a1", Tile.bomb(4, BombPattern.DIAGONAL)).board(BOARD).build();
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
    assertThat(t.viewFor(B).explorer(tagAt(s, "c3")).orElseThrow().value())
        .hasValue(5); // a public fight
    assertThat(t.publicView().explorer(tagAt(s, "c3")).orElseThrow().value())
        .hasValue(5); // spectators saw it too
  }

  @Test
  @ChecksRule("LI-13.5")
  void li_13_errors_name_the_action_and_a_public_reason_only() {
    IslandState s = Scenario.players(2).board(BOARD).build();
    assertThatThrownBy(() -> s.apply(flip(R, "b2")))
        .isInstanceOf(IllegalActionException.class)
        .hasMessageContaining("LI-5.2")
        .hasMessageNotContaining("loot");
    assertThatThrownBy(() -> s.apply(B, move(R, "c3", "d3")))
        .isInstanceOf(IllegalActionException.class)
        .hasMessageNotContaining("5")
        .hasMessageNotContaining("2 ");
    IslandState setup = IslandState.newGame(IslandConfig.of(2));
    IslandAction secret = new IslandAction.PlaceExplorers(R, List.of(4, 5, 6));
    assertThat(secret.toString()).doesNotContain("4").doesNotContain("5").doesNotContain("6");
    assertThat(setup.apply(secret).toString()).doesNotContain("4").doesNotContain("6");
  }

  @Test
  @ChecksRule("LI-13.4")
  void li_13_views_carry_the_public_setup_facts_so_seats_never_need_the_config() {
    IslandConfig c =
        IslandConfig.builder()
            .players(3)
            .first(Seat.GREEN)
            .seed(12345)
            .turnLimit(77)
            .coins(30)
            .rings(9)
            .option(IslandOption.SECRET_FIGHTS)
            .build();
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
  @ChecksRule("LI-13.5")
  void li_13_config_and_record_to_string_name_neither_the_seed_nor_any_tile() {
    IslandConfig seeded =
        IslandConfig.builder().players(3).seed(987654321L).turnLimit(50).coins(20).build();
    IslandConfig explicit = seeded.toBuilder().layout(seeded.layout()).build();
    for (IslandConfig c : List.of(seeded, explicit)) {
      String text = c.toString();
      assertThat(text).isEqualTo("IslandConfig[lost-island(players=3,turn_limit=50,coins=20)]");
      assertThat(text).doesNotContain("987654321").doesNotContain("seed").doesNotContain("layout");
      for (Tile t : c.layout().tiles()) {
        assertThat(text).doesNotContain(t.toString());
      }
      assertThat(IslandRecord.of(IslandState.newGame(c)).toString())
          .doesNotContain("987654321")
          .doesNotContain("seed")
          .doesNotContain("layout")
          .contains("coins=20");
    }
    assertThat(seeded.spec()).contains("seed=987654321"); // the complete, referee form
    IslandConfig custom =
        IslandConfig.builder()
            .option(IslandOption.CUSTOM_SETUP)
            .stones(List.of(sq("a1"), sq("c3"), sq("d4"), sq("f6")))
            .seed(5)
            .build();
    assertThat(custom.publicSpec())
        .isEqualTo("lost-island(players=4,custom_setup,stones=a1.c3.d4.f6)");
    assertThat(custom.toBuilder().layout(custom.layout()).build().publicSpec())
        .isEqualTo(custom.publicSpec());
  }

  @Test
  @ChecksRule({"LI-13.4", "LI-R1"})
  void li_13_the_history_of_actions_is_public_setup_values_only_to_their_owner() {
    IslandState s = IslandState.newGame(IslandConfig.builder().players(2).seed(3).build());
    IslandAction place = new IslandAction.PlaceExplorers(R, List.of(6, 2, 4));
    IslandAction boat = new IslandAction.OrderBoat(R, List.of(1, 3, 5));
    IslandState t =
        after(
            s,
            place,
            boat,
            new IslandAction.PlaceExplorers(B, List.of(1, 2, 3)),
            new IslandAction.OrderBoat(B, List.of(4, 5, 6)));
    IslandAction first = t.legalDecisions().get(0);
    IslandState u = after(t, first);
    assertThat(u.history()).hasSize(5);
    List<PublicAction> red = u.historyFor(R);
    assertThat(red.get(0).action()).contains(place);
    assertThat(red.get(1).action()).contains(boat);
    assertThat(red.get(2).redacted()).isTrue();
    for (List<PublicAction> h : List.of(u.historyFor(B), u.publicHistory())) {
      assertThat(h).hasSize(5);
      assertThat(h.get(0))
          .isEqualTo(
              new PublicAction(
                  R,
                  java.util.Optional.empty(),
                  java.util.Optional.empty(),
                  "RED places explorers"));
      assertThat(h.get(1).redacted()).isTrue();
      assertThat(h.get(1).text()).isEqualTo("RED orders boat");
      assertThat(h.get(4).action()).contains(first);
      assertThat(h.toString()).doesNotContain("6").doesNotContain("5");
    }
    assertThat(u.historyFor(B).get(2).action()).isPresent(); // BLUE's own setup
    assertThat(u.publicHistory().get(2).action()).isEmpty();
    assertThatThrownBy(() -> u.historyFor(Seat.GREEN)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  @ChecksRule({"LI-13.4", "LI-R16"})
  void li_13_custom_placements_show_their_cell_and_bomb_expert_passes_are_in_the_history() {
    IslandState s =
        IslandState.newGame(
            IslandConfig.builder().players(2).option(IslandOption.CUSTOM_SETUP).build());
    IslandAction p = s.legalDecisions().get(0);
    IslandAction.PlaceExplorer placed = (IslandAction.PlaceExplorer) p;
    PublicAction seen = after(s, p).historyFor(B).get(0);
    assertThat(seen.action()).isEmpty();
    assertThat(seen.square()).contains(placed.square());
    assertThat(seen.text()).isEqualTo(p.toString());
    // a random game in which someone passes as bomb expert: the pass is public
    for (long seed = 0; seed < 200; seed++) {
      Games.Played g =
          Games.play(
              IslandState.newGame(
                  IslandConfig.builder().players(3).seed(seed).turnLimit(60).build()),
              new SplittableRandom(seed),
              100_000);
      int i =
          g.actions()
              .indexOf(
                  g.actions().stream()
                      .filter(a -> a instanceof IslandAction.BombExpert)
                      .findFirst()
                      .orElse(null));
      if (i < 0) {
        continue;
      }
      IslandAction pass = g.actions().get(i);
      for (int v = 0; v < 3; v++) {
        assertThat(g.last().historyFor(Seat.of(v)).get(i).action()).contains(pass);
      }
      assertThat(g.last().publicHistory().get(i).action()).contains(pass);
      assertThat(g.last().publicHistory()).hasSameSizeAs(g.actions());
      return;
    }
    throw new AssertionError("no bomb expert decision in 200 games");
  }

  @Test
  @ChecksRule({"LI-13.1", "LI-13.2", "LI-6.1", "LI-12.5"})
  void
      li_13_the_grid_says_which_values_every_seat_knows_and_which_explorers_moved_as_the_classic_grid_does() {
    IslandState s = Scenario.players(2).board(BOARD).build();
    // Before any move: RED's own 5 is known to RED only, so not revealed; nothing has moved.
    assertThat(piece(s.viewFor(R), "c3"))
        .isEqualTo(
            new Grid.Piece(
                R,
                java.util.Optional.of(tagAt(s, "c3").toString()),
                java.util.Optional.of("5"),
                false,
                false,
                List.of()));
    assertThat(piece(s.viewFor(B), "c3").type()).isEmpty();
    // A walk is public: every grid says the explorer moved, none reveals its value.
    IslandState walked = after(s, move(R, "c3", "c2"));
    for (IslandView v : List.of(walked.viewFor(R), walked.viewFor(B), walked.publicView())) {
      assertThat(piece(v, "c2").moved()).isTrue();
      assertThat(piece(v, "c2").revealed()).isFalse();
      assertThat(piece(v, "f1").moved()).isFalse();
    }
    // A public fight shows both values to everyone: the winner is revealed (and moved) in every
    // grid.
    IslandState fought = after(s, move(R, "c3", "d3"));
    for (IslandView v : List.of(fought.viewFor(R), fought.viewFor(B), fought.publicView())) {
      assertThat(piece(v, "d3"))
          .isEqualTo(
              new Grid.Piece(
                  R,
                  java.util.Optional.of(tagAt(s, "c3").toString()),
                  java.util.Optional.of("5"),
                  true,
                  true,
                  List.of()));
    }
    // A secret fight (LI-12) shows the values to the two fighting seats only: not revealed.
    IslandState secret =
        after(
            Scenario.players(3)
                .options(IslandOption.SECRET_FIGHTS)
                .board(BOARD.replaceFirst("\\.  \\.  \\.  \\.  \\.  \\.", ".  .  .  .  .  G3"))
                .build(),
            move(R, "c3", "d3"));
    assertThat(piece(secret.viewFor(B), "d3").type()).contains("5");
    assertThat(piece(secret.viewFor(B), "d3").revealed()).isFalse();
    assertThat(piece(secret.viewFor(Seat.GREEN), "d3").type()).isEmpty();
  }

  private static Grid.Piece piece(IslandView v, String square) {
    return v.grid().cell(sq(square)).orElseThrow().piece().orElseThrow();
  }
}
