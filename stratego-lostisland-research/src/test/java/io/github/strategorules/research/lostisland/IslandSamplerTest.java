package io.github.strategorules.research.lostisland;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.lostisland.Layout;
import io.github.strategorules.lostisland.Tile;
import io.github.strategorules.lostisland.TileKind;
import io.github.strategorules.lostisland.TileSet;
import io.github.strategorules.research.Transcript;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class IslandSamplerTest {

  /** A 2-player game of plain green tiles and stone loots 1, 1, 1, just after both setups. */
  private static ResearchGames.Run tiny() {
    List<Tile> green = new ArrayList<>(Collections.nCopies(TileSet.GREEN_TILES, Tile.PLAIN));
    IslandConfig config =
        IslandConfig.builder()
            .players(2)
            .seed(5)
            .tileSet(new TileSet(green, List.of(1, 1, 1)))
            .build();
    return ResearchGames.replay(
        IslandState.newGame(config),
        List.of(
            new IslandAction.PlaceExplorers(Seat.RED, List.of(6, 5, 4)),
            new IslandAction.OrderBoat(Seat.RED, List.of(3, 2, 1)),
            new IslandAction.PlaceExplorers(Seat.BLUE, List.of(2, 4, 6)),
            new IslandAction.OrderBoat(Seat.BLUE, List.of(1, 3, 5))));
  }

  private static String hidden(IslandState s) {
    IslandView all = s.refereeView();
    StringBuilder sb = new StringBuilder();
    for (IslandView.CellView c : all.cells()) {
      if (c.tile().orElseThrow().kind() == TileKind.FLAG) {
        sb.append(c.square());
      }
    }
    for (IslandView.ExplorerView e : all.explorers()) {
      if (e.tag().seat() == Seat.BLUE) {
        sb.append(e.value().getAsInt());
      }
    }
    return sb.toString();
  }

  @Test
  void every_consistent_assignment_appears_on_a_tiny_position() {
    // RED has seen nothing of BLUE's values (720 orders) nor which of the 4 stones hides the flag
    Transcript t = tiny().transcript(4, Seat.RED);
    IslandSampler sampler = IslandSampler.of(t);
    SplittableRandom r = new SplittableRandom(11);
    Map<String, Integer> counts = new HashMap<>();
    int samples = 40_000;
    for (int i = 0; i < samples; i++) {
      IslandState s = sampler.sample(r);
      counts.merge(hidden(s), 1, Integer::sum);
    }
    assertThat(counts).hasSize(4 * 720);
    // roughly uniform: every assignment within a generous band around 40000 / 2880 = 13.9
    assertThat(counts.values().stream().mapToInt(Integer::intValue).max().orElseThrow())
        .isLessThan(45);
  }

  @Test
  void what_the_seat_has_seen_is_kept() {
    ResearchGames.Run g = tiny();
    IslandState truth = g.last();
    Transcript t = g.transcript(4, Seat.BLUE);
    IslandState s = IslandSampler.of(t).sample(new SplittableRandom(3));
    for (IslandView.ExplorerView e : s.refereeView().explorers()) {
      if (e.tag().seat() == Seat.BLUE) {
        assertThat(e.value())
            .isEqualTo(truth.refereeView().explorer(e.tag()).orElseThrow().value());
      }
    }
    assertThat(s.viewFor(Seat.BLUE)).isEqualTo(truth.viewFor(Seat.BLUE));
    assertThat(s.config().layout().stones()).isEqualTo(truth.config().layout().stones());
    assertThat(s.config().layout().at(Square.parse("c3"))).isEqualTo(Tile.PLAIN);
  }

  @Test
  void an_unseen_green_tile_can_lie_under_every_face_down_green_cell() {
    List<Tile> green = new ArrayList<>(Collections.nCopies(TileSet.GREEN_TILES - 1, Tile.PLAIN));
    green.add(Tile.STORM);
    IslandConfig config =
        IslandConfig.builder()
            .players(2)
            .seed(8)
            .tileSet(new TileSet(green, List.of(1, 2, 3)))
            .build();
    IslandState start = IslandState.newGame(config);
    ResearchGames.Run g = ResearchGames.play(start, new SplittableRandom(8), 9);
    Transcript t = g.transcript(g.states().size() - 1, Seat.RED);
    List<Square> faceDown =
        ((IslandView) t.view())
            .cells().stream()
                .filter(c -> c.kind() == IslandView.CellKind.GREEN_FACE_DOWN)
                .map(IslandView.CellView::square)
                .toList();
    boolean stormSeen =
        ((IslandView) t.view())
            .cells().stream().anyMatch(c -> c.tile().map(Tile.STORM::equals).orElse(false));
    IslandSampler sampler = IslandSampler.of(t);
    SplittableRandom r = new SplittableRandom(4);
    java.util.Set<Square> storms = new java.util.HashSet<>();
    for (int i = 0; i < 1500; i++) {
      Layout l = sampler.sample(r).config().layout();
      faceDown.stream().filter(sq -> l.at(sq).equals(Tile.STORM)).forEach(storms::add);
    }
    assertThat(stormSeen).as("this seed's game never shows the storm").isFalse();
    assertThat(faceDown).hasSizeGreaterThan(20);
    assertThat(storms).containsExactlyInAnyOrderElementsOf(faceDown);
  }
}
