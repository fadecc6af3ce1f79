package io.github.strategorules.research.env;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.ClassicGame;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.research.Bots;
import io.github.strategorules.research.classic.ClassicObservations;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The opponents' fast forms ({@link EnvOpponent}, the classic family's {@code heuristic} and {@code
 * random}) decide exactly as the named bots do through their {@code Bot} API ({@code Bots.byName})
 * on their seat's transcript: environments that differ only in that play the same games, step for
 * step, and give the learner the same arrays; so does the contract path (the kit's codec and
 * encoder through immutable states) with the bots on their API. The learner plays RED in some games
 * and BLUE in others, so the opponents move first in those.
 */
class OpponentPathsTest {
  private static final List<String> SPECS =
      List.of("classic", "barrage", "classic(more_squares=off)", "quick_battle");

  @ParameterizedTest
  @ValueSource(strings = {"heuristic", "random"})
  void theFastFormPlaysAsTheBotThroughItsApi(String name) {
    int compared = 0;
    int ended = 0;
    for (String spec : SPECS) {
      Game game = Games.parse(spec);
      for (long seed = 1; seed <= 2; seed++) {
        VectorEnv fast = env(game, seed).opponents(name).build();
        VectorEnv api = env(game, seed).opponentBots(Bots.byName(game, name)).build();
        int[] counts = play(fast, api, seed, 300);
        compared += counts[0];
        ended += counts[1];
        for (int g = 0; g < 4; g++) {
          assertThat(fast.finalState(g).map(GameState::record))
              .isEqualTo(api.finalState(g).map(GameState::record));
          assertThat(fast.state(g).record()).isEqualTo(api.state(g).record());
        }
      }
    }
    assertThat(compared).isGreaterThan(4 * 1000);
    assertThat(ended).isGreaterThan(8); // episodes ended and the next began, on both paths alike
  }

  @ParameterizedTest
  @ValueSource(strings = {"heuristic", "random"})
  void theFastPathWithItsFastFormsIsTheContractPathWithTheBots(String name) {
    Game game = Games.parse("barrage");
    VectorEnv fast = env(game, 5).opponents(name).build();
    VectorEnv contract =
        env(game, 5)
            .opponents(name)
            .observations(ClassicObservations.of(((ClassicGame) game).ruleset()))
            .build();
    assertThat(fast.onFastPath()).isTrue();
    assertThat(contract.onFastPath()).isFalse();
    int[] counts = play(fast, contract, 5, 200);
    assertThat(counts[0]).isGreaterThan(500);
    assertThat(counts[1]).isPositive();
  }

  /** Which names the classic fast path plays itself: the others run through their Bot API. */
  @Test
  void theClassicFastPathHasTheFastFormsOfHeuristicAndRandomOnly() {
    Game game = Games.parse("classic");
    GameState start = Starts.random().start(game, 1);
    EnvSlots slots = EnvKit.of(game).orElseThrow().fastPath(game, List.of(), start).orElseThrow();
    for (String name : Bots.names(game)) {
      assertThat(slots.opponent(name).isPresent())
          .as(name)
          .isEqualTo(name.equals("heuristic") || name.equals("random"));
    }
    assertThat(Opponents.of(game, List.of("heuristic"), slots).fast(0)).isTrue();
    assertThat(Opponents.of(game, List.of("strategist:5"), slots).fast(0)).isFalse();
  }

  @Test
  void unknownOrIllFittingOpponentsAreRefusedWhenTheEnvironmentIsBuilt() {
    Game classic = Games.parse("classic");
    assertThatThrownBy(() -> VectorEnv.builder(classic).opponents("deep-blue").build())
        .isInstanceOfSatisfying(
            EnvException.class,
            e -> {
              assertThat(e.reason()).isEqualTo(EnvException.Reason.UNKNOWN_OPPONENT);
              assertThat(e.game()).isEqualTo(-1);
              assertThat(e.getMessage()).contains("deep-blue", "heuristic", "strategist");
            });
    assertThatThrownBy(
            () -> VectorEnv.builder(classic).games(3).opponents("random").learners(0, 2, 1).build())
        .isInstanceOfSatisfying(
            EnvException.class,
            e -> {
              assertThat(e.reason()).isEqualTo(EnvException.Reason.BAD_OPPONENTS);
              assertThat(e.game()).isEqualTo(1);
            });
    assertThatThrownBy(() -> VectorEnv.builder(classic).learners(1).build())
        .isInstanceOfSatisfying(
            EnvException.class,
            e -> assertThat(e.reason()).isEqualTo(EnvException.Reason.BAD_OPPONENTS));
    assertThatThrownBy(() -> VectorEnv.builder(classic).opponents("random", "heuristic").build())
        .isInstanceOfSatisfying(
            EnvException.class,
            e -> assertThat(e.reason()).isEqualTo(EnvException.Reason.BAD_OPPONENTS));
  }

  private static VectorEnv.Builder env(Game game, long seed) {
    return VectorEnv.builder(game).games(4).seed(seed).maxPlies(160).learners(0, 1, 1, 0);
  }

  /**
   * Steps two environments with the same learner ids and compares every game's arrays after each
   * step; returns the comparisons and the episodes that ended.
   */
  private static int[] play(VectorEnv a, VectorEnv b, long seed, int steps) {
    EnvBuffers ia = EnvBuffers.allocateDirect(a.shape(), true, true);
    EnvBuffers ib = EnvBuffers.allocateDirect(b.shape(), true, true);
    a.reset(ia);
    b.reset(ib);
    SplittableRandom random = new SplittableRandom(seed);
    int compared = 0;
    int ended = 0;
    for (int t = 0; t <= steps; t++) {
      for (int g = 0; g < a.shape().games(); g++) {
        assertThat(LearnerArrays.of(ib, g))
            .as("game %d, step %d", g, t)
            .isEqualTo(LearnerArrays.of(ia, g));
        assertThat(ia.seats().get(g)).isEqualTo(a.learnerSeat(g));
        compared++;
        ended += ia.lengths().get(g) > 0 ? 1 : 0;
      }
      LearnerArrays.randomActions(ia, random);
      ib.actions().put(0, ia.actions(), 0, a.shape().games());
      a.step();
      b.step();
    }
    return new int[] {compared, ended};
  }
}
