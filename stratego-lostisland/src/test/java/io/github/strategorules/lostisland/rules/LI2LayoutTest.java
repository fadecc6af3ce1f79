package io.github.strategorules.lostisland.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.Layout;
import io.github.strategorules.lostisland.Tile;
import io.github.strategorules.lostisland.TileKind;
import io.github.strategorules.lostisland.TileSet;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** LI-2.4 to LI-2.6 and the configuration: tile sets, layouts, specs. */
class LI2LayoutTest {

  @Test
  @ChecksRule("LI-2.5")
  void li_2_5_the_default_tile_set() {
    TileSet t = TileSet.standard();
    Map<TileKind, Long> kinds =
        t.green().stream().collect(Collectors.groupingBy(Tile::kind, Collectors.counting()));
    assertThat(kinds)
        .containsEntry(TileKind.LOOT, 7L)
        .containsEntry(TileKind.BOMB, 9L)
        .containsEntry(TileKind.STORM, 6L)
        .containsEntry(TileKind.PLAIN, 10L);
    assertThat(
            t.green().stream().filter(x -> x.kind() == TileKind.LOOT).mapToInt(Tile::value).sum())
        .isEqualTo(3 + 4 + 6);
    assertThat(t.stoneLoot()).containsExactly(1, 2, 3);
    assertThatThrownBy(() -> new TileSet(List.of(Tile.PLAIN), List.of(1, 2, 3)))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  @ChecksRule({"LI-2.4", "LI-2.6"})
  void li_2_4_and_2_6_same_seed_same_layout_stones_on_the_default_cells() {
    Layout a = Layout.random(42, IslandConfig.DEFAULT_STONES, TileSet.standard());
    assertThat(Layout.random(42, IslandConfig.DEFAULT_STONES, TileSet.standard())).isEqualTo(a);
    assertThat(Layout.random(43, IslandConfig.DEFAULT_STONES, TileSet.standard())).isNotEqualTo(a);
    assertThat(a.stones()).isEqualTo(IslandConfig.DEFAULT_STONES);
    assertThat(a.stones().stream().map(a::at).filter(t -> t.kind() == TileKind.FLAG)).hasSize(1);
    Map<Tile, Long> count =
        a.tiles().stream()
            .filter(t -> !t.stone())
            .collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
    assertThat(count)
        .isEqualTo(
            TileSet.standard().green().stream()
                .collect(Collectors.groupingBy(Function.identity(), Collectors.counting())));
    // the written form round-trips, so a record can store the layout itself
    assertThat(Layout.parse(a.toString())).isEqualTo(a);
    // pinned: the algorithm is stable within a version (LI-2.6)
    assertThat(Layout.random(0, IslandConfig.DEFAULT_STONES, TileSet.standard()).toString())
        .isEqualTo(
            "bomb3-plus bomb4-plus storm bomb2-diagonal loot3 bomb3-diagonal bomb4-line stone-loot2 plain plain "
                + "stone-loot1 plain storm plain storm loot2 bomb2-line plain plain bomb4-diagonal loot3 bomb2-plus loot1 plain "
                + "plain stone-flag plain loot1 stone-loot3 plain storm storm storm loot1 loot2 bomb3-line");
  }

  @Test
  void the_ruleset_spec_round_trips_and_lists_its_options_on_error() {
    IslandConfig c = IslandConfig.parse("lost-island(players=3)");
    assertThat(c.players()).isEqualTo(3);
    assertThat(c.spec()).isEqualTo("lost-island(players=3)");
    assertThat(IslandConfig.parse("lost-island").spec()).isEqualTo("lost-island(players=4)");
    for (String spec :
        List.of(
            "lost-island(players=2,first=1,seed=7,turn_limit=100)",
            "lost-island(players=4,seed=-3)")) {
      assertThat(IslandConfig.parse(spec).spec()).isEqualTo(spec);
      assertThat(IslandConfig.parse(IslandConfig.parse(spec).spec()))
          .isEqualTo(IslandConfig.parse(spec));
    }
    IslandConfig first = IslandConfig.builder().players(2).first(Seat.BLUE).seed(9).build();
    assertThat(IslandConfig.parse(first.spec())).isEqualTo(first);
    // an explicit layout is written into the spec
    Layout l = Layout.random(5, IslandConfig.DEFAULT_STONES, TileSet.standard());
    IslandConfig explicit = IslandConfig.builder().players(2).layout(l).build();
    assertThat(explicit.spec()).contains("layout=");
    assertThat(IslandConfig.parse(explicit.spec())).isEqualTo(explicit);
    assertThatThrownBy(() -> IslandConfig.parse("lost-island(players=3,colour=red)"))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("colour=red")
        .hasMessageContaining("turn_limit");
    assertThatThrownBy(() -> IslandConfig.parse("lost-island(players=5)"))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("accepted options");
    assertThatThrownBy(() -> IslandConfig.parse("classic")).isInstanceOf(NotationException.class);
    assertThatThrownBy(() -> IslandConfig.parse("lost-island(players=3"))
        .isInstanceOf(NotationException.class);
  }

  @Test
  @ChecksRule("LI-3.2")
  void li_3_2_other_stone_cells_need_custom_setup() {
    Layout moved =
        Layout.random(
            1,
            List.of(
                io.github.strategorules.core.board.Square.parse("c3"),
                io.github.strategorules.core.board.Square.parse("b5"),
                io.github.strategorules.core.board.Square.parse("e2"),
                io.github.strategorules.core.board.Square.parse("e5")),
            TileSet.standard());
    assertThatThrownBy(() -> IslandConfig.builder().layout(moved).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("CUSTOM_SETUP");
  }
}
