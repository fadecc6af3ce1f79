package io.github.strategorules.research.env;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Games;
import io.github.strategorules.testkit.fuzz.Allocations;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A learner against the classic family's bots on their fast forms steps without allocating, its
 * episodes' restarts included (a start pool, episodes cut at 200 plies): the bytes this thread
 * allocates over 1,000 steps of 64 games, after a warm-up, are a count, never a time.
 */
class OpponentAllocationTest {
  private static final int GAMES = 64;

  @ParameterizedTest
  @ValueSource(strings = {"none", "heuristic", "random"})
  void aLearnerAgainstFastOpponentsAllocatesNothing(String opponent) {
    VectorEnv.Builder b =
        VectorEnv.builder(Games.parse("classic")).games(GAMES).seed(1).startPool(64).maxPlies(200);
    VectorEnv env = (opponent.equals("none") ? b : b.opponents(opponent)).build();
    EnvBuffers io = EnvBuffers.allocateDirect(env.shape(), true, true);
    env.reset(io);
    SplittableRandom random = new SplittableRandom(3);
    int maxLegal = env.shape().maxLegal();
    for (int t = 0; t < 2_000; t++) {
      step(env, io, random, maxLegal);
    }
    long before = Allocations.ofThisThread();
    for (int t = 0; t < 1_000; t++) {
      step(env, io, random, maxLegal);
    }
    double perEnvStep = (Allocations.ofThisThread() - before) / (1_000.0 * GAMES);
    assertThat(perEnvStep).as("bytes per env-step against %s", opponent).isLessThan(1.0);
  }

  private static void step(VectorEnv env, EnvBuffers io, SplittableRandom random, int maxLegal) {
    for (int g = 0; g < GAMES; g++) {
      int n = io.legalCounts().get(g);
      io.actions().put(g, io.legalIds().get(g * maxLegal + random.nextInt(n)));
    }
    env.step();
  }
}
