package io.github.strategorules.research.lostisland;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.lostisland.IslandGame;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.Layout;
import io.github.strategorules.research.env.EnvBuffers;
import io.github.strategorules.research.env.EnvException;
import io.github.strategorules.research.env.EnvShape;
import io.github.strategorules.research.env.VectorEnv;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The batched environment with Lost Island's kit: 2 to 4 seats in its buffers, the same results on
 * several threads, and (issue 54 item 13) a pinned spec, whose every episode would start from the
 * same hidden layout, refused unless allowed.
 */
class IslandVectorEnvTest {

  /** A digest of every buffer after each of a number of steps of random legal actions. */
  private static long run(VectorEnv env, EnvBuffers io, int steps, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    long digest = 0;
    for (int t = 0; t < steps; t++) {
      for (int g = 0; g < env.shape().games(); g++) {
        int n = io.legalCounts().get(g);
        io.actions().put(g, io.legalIds().get(g * env.shape().maxLegal() + random.nextInt(n)));
      }
      env.step();
      digest =
          digest * 31
              + io.seats().duplicate().clear().hashCode()
              + 7L * io.observations().duplicate().clear().hashCode()
              + 11L * io.masks().hashCode()
              + 13L * io.rewards().duplicate().clear().hashCode()
              + 17L * io.terminated().hashCode()
              + 19L * io.truncated().hashCode();
    }
    return digest;
  }

  @Test
  void threadsChangeNothingButTheSpeed() {
    Game game = Games.parse("lost-island(players=3)");
    try (VectorEnv one = VectorEnv.builder(game).games(7).seed(5).maxPlies(60).build();
        VectorEnv three =
            VectorEnv.builder(game).games(7).seed(5).maxPlies(60).threads(3).build()) {
      assertThat(one.onFastPath()).isTrue(); // issue 53: Lost Island's own fast path
      EnvBuffers a = EnvBuffers.allocate(one.shape(), true, true);
      EnvBuffers b = EnvBuffers.allocateDirect(three.shape(), true, true);
      one.reset(a);
      three.reset(b);
      assertThat(run(three, b, 150, 4)).isEqualTo(run(one, a, 150, 4));
    }
  }

  @Test
  void theShapeNamesEveryBuffersSize() {
    VectorEnv env = VectorEnv.builder(Games.parse("lost-island(players=4)")).games(3).build();
    EnvShape s = env.shape();
    assertThat(s.games()).isEqualTo(3);
    assertThat(s.seats()).isEqualTo(4);
    EnvBuffers io = EnvBuffers.allocateDirect(s, true, true);
    assertThat(io.rewards().capacity()).isEqualTo(12);
    assertThat(io.masks().capacity()).isEqualTo(3 * s.actions());
    assertThat(io.observations().capacity()).isEqualTo(3 * s.observationSize());
  }

  @Test
  void aPinnedSpecIsRefusedUnlessAllowedAndThenReplaysOneLayout() {
    Game pinned = Games.parse("lost-island(players=3,seed=5)");
    assertThat(((IslandGame) pinned).isPinned()).isTrue();
    assertThatThrownBy(() -> VectorEnv.builder(pinned).games(2).build())
        .isInstanceOfSatisfying(
            EnvException.class,
            e -> {
              assertThat(e.reason()).isEqualTo(EnvException.Reason.PINNED_GAME);
              assertThat(e.game()).isEqualTo(-1);
              assertThat(e.getMessage())
                  .startsWith("lost-island(players=3) is pinned to one hidden configuration")
                  .doesNotContain("seed=5");
            });
    // Allowed: every game's episode starts from the one layout; the public game's do not.
    assertThat(layouts(VectorEnv.builder(pinned).games(6).seed(1).allowPinned(true).build()))
        .containsExactly(((IslandGame) pinned).configFor(0).layout());
    assertThat(layouts(VectorEnv.builder(Games.parse("lost-island(players=3)")).games(6).build()))
        .hasSizeGreaterThan(1);
  }

  private static Set<Layout> layouts(VectorEnv env) {
    Set<Layout> all = new HashSet<>();
    for (int g = 0; g < env.shape().games(); g++) {
      all.add(((IslandState) env.state(g)).config().layout());
    }
    return all;
  }
}
