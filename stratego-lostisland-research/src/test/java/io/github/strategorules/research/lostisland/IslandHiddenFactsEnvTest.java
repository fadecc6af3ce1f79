package io.github.strategorules.research.lostisland;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandGame;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.lostisland.Layout;
import io.github.strategorules.research.env.EnvBuffers;
import io.github.strategorules.research.env.VectorEnv;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * LI-* hidden tiles through the batched environment, on both of its paths (the fast path on the
 * rules kernel, issue 53, and the contract path with the kit's codec and encoder given): two Lost
 * Island games (3 seats) whose layouts differ only in two face-down green tiles of different kinds,
 * swapped, give every acting seat the same observation, mask and legal ids while both tiles stay
 * face down.
 */
class IslandHiddenFactsEnvTest {

  /** An environment of a pinned layout, on the fast path or through the contract. */
  private static VectorEnv env(IslandConfig config, long seed, boolean fast) {
    IslandGame game = IslandGame.pinned(config);
    VectorEnv.Builder b =
        VectorEnv.builder(game)
            .seed(seed)
            .maxPlies(0)
            .allowPinned(true); // a pair of pinned layouts, on purpose
    if (!fast) {
      IslandResearch kit = new IslandResearch();
      b.codec(kit.codec(game)).observations(kit.observations(game));
    }
    VectorEnv env = b.build();
    assertThat(env.onFastPath()).isEqualTo(fast);
    return env;
  }

  private static boolean faceDown(IslandView view, Square s) {
    return view.cells().stream()
        .anyMatch(
            c ->
                c.square().equals(s)
                    && (c.kind() == IslandView.CellKind.GREEN_FACE_DOWN
                        || c.kind() == IslandView.CellKind.STONE_FACE_DOWN));
  }

  @ParameterizedTest
  @ValueSource(booleans = {true, false})
  void swappedFaceDownTilesChangeNoSeatsInputs(boolean fast) {
    int decisions = 0;
    for (long seed = 1; seed <= 4; seed++) {
      IslandConfig a = IslandConfig.builder().players(3).seed(seed).build();
      VectorEnv envA = env(a, seed, fast);
      IslandView start = (IslandView) envA.state(0).publicView();
      List<Square> greens =
          start.cells().stream()
              .filter(c -> c.kind() == IslandView.CellKind.GREEN_FACE_DOWN)
              .map(IslandView.CellView::square)
              .toList();
      Square x = greens.get(0);
      Square y =
          greens.stream()
              .filter(s -> !a.layout().at(s).equals(a.layout().at(x)))
              .findFirst()
              .orElseThrow();
      Layout swapped = a.layout().swap(x, y);
      IslandConfig b = a.toBuilder().layout(swapped).build();
      VectorEnv envB = env(b, seed, fast);
      EnvBuffers ia = EnvBuffers.allocate(envA.shape(), true, true);
      EnvBuffers ib = EnvBuffers.allocate(envB.shape(), true, true);
      envA.reset(ia);
      envB.reset(ib);
      assertThat(envA.state(0).record()).isNotEqualTo(envB.state(0).record());
      SplittableRandom random = new SplittableRandom(seed);
      for (int t = 0; t < 200; t++) {
        IslandView now = (IslandView) envA.state(0).publicView();
        if (!faceDown(now, x) || !faceDown(now, y) || ia.terminated().get(0) == 1) {
          break; // a swapped tile was turned over (or the game ended): the games may part from here
          // on
        }
        assertThat(ib.seats().get(0)).isEqualTo(ia.seats().get(0));
        assertThat(ib.observations().array())
            .as("seed %d, step %d", seed, t)
            .isEqualTo(ia.observations().array());
        assertThat(ib.masks().array()).isEqualTo(ia.masks().array());
        int n = ia.legalCounts().get(0);
        assertThat(Arrays.copyOf(ib.legalIds().array(), n))
            .isEqualTo(Arrays.copyOf(ia.legalIds().array(), n));
        int id = ia.legalIds().get(random.nextInt(n));
        ia.actions().put(0, id);
        ib.actions().put(0, id);
        envA.step();
        envB.step();
        decisions++;
      }
    }
    assertThat(decisions).isGreaterThan(20);
  }
}
