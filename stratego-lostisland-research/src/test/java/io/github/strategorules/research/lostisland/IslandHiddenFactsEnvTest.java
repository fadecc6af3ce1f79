package io.github.strategorules.research.lostisland;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.lostisland.DecisionKind;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandGame;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.lostisland.Layout;
import io.github.strategorules.research.env.EnvBuffers;
import io.github.strategorules.research.env.Starts;
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
 * face down; and two games in which RED set up different values (its setup decisions differ, all
 * else the same) give every other seat the same inputs whenever that seat's view is the same in
 * both, under toggles that change what a seat learns (SECRET_FIGHTS, REMOVED_FACE_DOWN).
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

  /**
   * Starts whose setups are drawn at random from the seed (LI-3), RED's in {@code other} games a
   * different one: the same game but for RED's hidden values.
   */
  private static Starts setups(boolean other) {
    return (game, seed) -> {
      IslandState s = (IslandState) game.newGame(seed);
      SplittableRandom r = new SplittableRandom(seed);
      while (s.decision().isPresent()
          && (s.decision().get().kind() == DecisionKind.PLACE_EXPLORERS
              || s.decision().get().kind() == DecisionKind.ORDER_BOAT)) {
        List<IslandAction> legal = s.legalDecisions();
        int pick = r.nextInt(legal.size());
        if (other && s.decision().get().seat() == Seat.RED) {
          pick = (pick + 1) % legal.size();
        }
        s = s.apply(legal.get(pick)).state();
      }
      return s;
    };
  }

  @ParameterizedTest
  @ValueSource(booleans = {true, false})
  void redsHiddenValuesChangeNoOtherSeatsInputs(boolean fast) {
    int compared = 0;
    for (long seed = 1; seed <= 4; seed++) {
      String spec =
          seed % 2 == 0
              ? "lost-island(players=3,secret_fights,removed_face_down)"
              : "lost-island(players=4,secret_fights,power_ups_anytime)";
      IslandGame game = IslandGame.of(IslandConfig.parse(spec));
      VectorEnv.Builder ba = VectorEnv.builder(game).seed(seed).maxPlies(0).starts(setups(false));
      VectorEnv.Builder bb = VectorEnv.builder(game).seed(seed).maxPlies(0).starts(setups(true));
      if (!fast) {
        IslandResearch kit = new IslandResearch();
        ba.codec(kit.codec(game)).observations(kit.observations(game));
        bb.codec(kit.codec(game)).observations(kit.observations(game));
      }
      try (VectorEnv envA = ba.build();
          VectorEnv envB = bb.build()) {
        assertThat(envA.onFastPath()).isEqualTo(fast);
        EnvBuffers ia = EnvBuffers.allocate(envA.shape(), true, true);
        EnvBuffers ib = EnvBuffers.allocate(envB.shape(), true, true);
        envA.reset(ia);
        envB.reset(ib);
        assertThat(envA.state(0).record()).isNotEqualTo(envB.state(0).record());
        int size = envA.shape().observationSize();
        int actions = envA.shape().actions();
        SplittableRandom random = new SplittableRandom(seed);
        for (int t = 0; t < 300; t++) {
          IslandState a = (IslandState) envA.state(0);
          IslandState b = (IslandState) envB.state(0);
          Seat toAct = a.decision().orElseThrow().seat();
          if (toAct != Seat.RED && a.viewFor(toAct).equals(b.viewFor(toAct))) {
            // The same view for the seat to act: its inputs may not tell the games apart.
            assertThat(ib.seats().get(0)).isEqualTo(ia.seats().get(0));
            assertThat(Arrays.copyOf(ib.observations().array(), size))
                .as("%s, seed %d, step %d", spec, seed, t)
                .isEqualTo(Arrays.copyOf(ia.observations().array(), size));
            assertThat(Arrays.copyOf(ib.masks().array(), actions))
                .isEqualTo(Arrays.copyOf(ia.masks().array(), actions));
            int n = ia.legalCounts().get(0);
            assertThat(Arrays.copyOf(ib.legalIds().array(), n))
                .isEqualTo(Arrays.copyOf(ia.legalIds().array(), n));
            compared++;
          }
          int pick = random.nextInt(Math.min(ia.legalCounts().get(0), ib.legalCounts().get(0)));
          ia.actions().put(0, ia.legalIds().get(pick));
          ib.actions().put(0, ib.legalIds().get(pick));
          envA.step();
          envB.step();
          if (ia.terminated().get(0) == 1 || ib.terminated().get(0) == 1) {
            break; // a game ended: the next episodes are other games
          }
        }
      }
    }
    assertThat(compared).isGreaterThan(100);
  }
}
