package io.github.strategorules.research.lostisland;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.research.env.EnvBuffers;
import io.github.strategorules.research.env.EnvException;
import io.github.strategorules.research.env.VectorEnv;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What a researcher expects of Lost Island's two paths through {@code VectorEnv} (issue 53): the
 * same seed gives the same games on the fast path and on the contract path, episode after episode;
 * and an id the environment refuses names the game and the reason, on either path, with nothing
 * played.
 */
class IslandEnvPathsTest {

  private static VectorEnv env(Game game, boolean fast, int games, long seed) {
    VectorEnv.Builder b = VectorEnv.builder(game).games(games).seed(seed).maxPlies(90);
    if (!fast) {
      IslandResearch kit = new IslandResearch();
      b.codec(kit.codec(game)).observations(kit.observations(game));
    }
    VectorEnv env = b.build();
    assertThat(env.onFastPath()).isEqualTo(fast);
    return env;
  }

  /**
   * Every game's records, one per episode, over a number of steps of random legal ids, and after
   * each step a digest of what the environment wrote (seats, legal ids, observations, rewards,
   * flags).
   */
  private static List<String> episodes(VectorEnv env, int steps, long seed) {
    EnvBuffers io = EnvBuffers.allocate(env.shape(), true, false); // observations, no masks
    env.reset(io);
    SplittableRandom random = new SplittableRandom(seed);
    List<String> records = new ArrayList<>();
    int games = env.shape().games();
    for (int t = 0; t < steps; t++) {
      String[] before = new String[games];
      for (int g = 0; g < games; g++) {
        before[g] = env.state(g).record().toString();
        int n = io.legalCounts().get(g);
        io.actions().put(g, io.legalIds().get(g * env.shape().maxLegal() + random.nextInt(n)));
      }
      env.step();
      records.add(
          "step "
              + t
              + ": "
              + Arrays.hashCode(io.seats().array())
              + " "
              + legalIds(io)
              + " "
              + Arrays.hashCode(io.observations().array())
              + " "
              + Arrays.hashCode(io.rewards().array())
              + " "
              + Arrays.hashCode(io.terminated().array())
              + " "
              + Arrays.hashCode(io.truncated().array()));
      for (int g = 0; g < games; g++) {
        if (io.terminated().get(g) == 1 || io.truncated().get(g) == 1) {
          records.add("game " + g + " step " + t + "\n" + before[g]);
        }
      }
    }
    for (int g = 0; g < games; g++) {
      records.add("game " + g + " now\n" + env.state(g).record());
    }
    return records;
  }

  /** Every game's legal ids, in order (the rows' lengths differ between the paths). */
  private static String legalIds(EnvBuffers io) {
    StringBuilder out = new StringBuilder();
    for (int g = 0; g < io.shape().games(); g++) {
      int n = io.legalCounts().get(g);
      int[] ids = new int[n];
      io.legalIds().get(g * io.shape().maxLegal(), ids);
      out.append(Arrays.hashCode(ids)).append(',');
    }
    return out.toString();
  }

  @Test
  void theSameSeedGivesTheSameGamesOnBothPaths() {
    for (String spec :
        List.of("lost-island(players=2)", "lost-island(players=4,secret_fights,extra_loot)")) {
      Game game = Games.parse(spec);
      try (VectorEnv fast = env(game, true, 3, 17);
          VectorEnv contract = env(game, false, 3, 17);
          VectorEnv again = env(game, true, 3, 17)) {
        List<String> f = episodes(fast, 300, 5);
        assertThat(f.size()).as("episodes ended within 300 steps").isGreaterThan(300 + 3 + 3);
        assertThat(episodes(contract, 300, 5)).as(spec).isEqualTo(f);
        assertThat(episodes(again, 300, 5)).as(spec).isEqualTo(f);
      }
    }
  }

  @ParameterizedTest
  @ValueSource(booleans = {true, false})
  void aRefusedIdNamesTheGameAndTheReasonAndNothingIsPlayed(boolean fast) {
    Game game = Games.parse("lost-island(players=3)");
    try (VectorEnv env = env(game, fast, 4, 3)) {
      EnvBuffers io = EnvBuffers.allocate(env.shape(), false, true); // masks, no observations
      env.reset(io);
      for (int g = 0; g < 4; g++) {
        io.actions().put(g, io.legalIds().get(g * env.shape().maxLegal()));
      }
      String before = env.state(2).record().toString();
      byte[] mask = new byte[env.shape().actions()];
      io.masks().get(2 * env.shape().actions(), mask);
      int first = 0;
      while (mask[first] == 1) {
        first++;
      }
      int illegal = first;
      io.actions().put(2, illegal);
      assertThatThrownBy(env::step)
          .isInstanceOfSatisfying(
              EnvException.class,
              e -> {
                assertThat(e.reason()).isEqualTo(EnvException.Reason.ACTION_NOT_LEGAL);
                assertThat(e.game()).isEqualTo(2);
                assertThat(e.getMessage())
                    .isEqualTo(
                        "game 2: action id " + illegal + " is not legal for the seat to act");
              });
      io.actions().put(2, env.shape().actions());
      assertThatThrownBy(env::step)
          .isInstanceOfSatisfying(
              EnvException.class,
              e -> {
                assertThat(e.reason()).isEqualTo(EnvException.Reason.ACTION_OUT_OF_RANGE);
                assertThat(e.game()).isEqualTo(2);
                assertThat(e.getMessage()).startsWith("game 2: action id ");
              });
      assertThat(env.state(2).record().toString()).isEqualTo(before); // nothing was played
      io.actions().put(2, io.legalIds().get(2 * env.shape().maxLegal()));
      env.step(); // and the same step, legal now, is played
      assertThat(env.state(2).record().toString()).isNotEqualTo(before);
    }
  }
}
