package io.github.strategorules.research.env;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The three autoreset modes ({@link AutoresetMode}), Gymnasium's: the same games in each, with what
 * the step that ends an episode writes and when the next begins; the disabled mode's -1 and partial
 * resets.
 */
class AutoresetModesTest {
  private static final Game BARRAGE = Games.parse("barrage");

  private static VectorEnv env(AutoresetMode mode) {
    return VectorEnv.builder(BARRAGE)
        .games(3)
        .seed(8)
        .maxPlies(60)
        .autoreset(mode)
        .opponents("random")
        .learners(0, 1, 0)
        .build();
  }

  /**
   * Next-step: the ending step writes the same results as the same-step mode's, the final
   * observation in place of a decision, no legal ids and the learner's seat; the next step ignores
   * the game's id, starts the next episode and writes its first decision (the same-step mode's: the
   * same start) with rewards and flags of 0.
   */
  @Test
  void nextStepWritesTheFinalObservationAndStartsTheNextEpisodeAStepLater() {
    VectorEnv same = env(AutoresetMode.SAME_STEP);
    VectorEnv next = env(AutoresetMode.NEXT_STEP);
    EnvBuffers is = EnvBuffers.allocateDirect(same.shape(), true, true);
    EnvBuffers in = EnvBuffers.allocateDirect(next.shape(), true, true);
    same.reset(is);
    next.reset(in);
    SplittableRandom random = new SplittableRandom(2);
    int size = same.shape().observationSize();
    float[] a = new float[size];
    float[] b = new float[size];
    boolean[] ended = new boolean[3];
    byte[][] firstDecision = new byte[3][];
    int steps = 0;
    while (!ended[0] && !ended[1] && !ended[2]) {
      assertThat(steps++).isLessThan(500);
      LearnerArrays.randomActions(is, random);
      in.actions().put(0, is.actions(), 0, 3);
      same.step();
      next.step();
      for (int g = 0; g < 3; g++) {
        assertThat(in.terminated().get(g)).isEqualTo(is.terminated().get(g));
        assertThat(in.truncated().get(g)).isEqualTo(is.truncated().get(g));
        assertThat(in.learnerRewards().get(g)).isEqualTo(is.learnerRewards().get(g));
        assertThat(in.lengths().get(g)).isEqualTo(is.lengths().get(g));
        ended[g] = is.terminated().get(g) + is.truncated().get(g) > 0;
        if (!ended[g]) {
          assertThat(LearnerArrays.of(in, g)).isEqualTo(LearnerArrays.of(is, g));
          continue;
        }
        is.finalObservations().get(g * size, a);
        in.observations().get(g * size, b);
        assertThat(b).as("the final observation").isEqualTo(a);
        assertThat(in.legalCounts().get(g)).isZero();
        assertThat(in.seats().get(g)).isEqualTo(next.learnerSeat(g));
        for (int id = 0; id < next.shape().actions(); id++) {
          assertThat(in.masks().get(g * next.shape().actions() + id)).isZero();
        }
        assertThat(next.ended(g)).isTrue();
        assertThat(next.finalState(g).orElseThrow().record())
            .isEqualTo(same.finalState(g).orElseThrow().record());
        // The same-step mode's first decision of the next episode, rewards and flags apart.
        is.clearResults(g);
        firstDecision[g] = LearnerArrays.of(is, g);
      }
    }
    LearnerArrays.randomActions(in, random);
    for (int g = 0; g < 3; g++) {
      if (ended[g]) {
        in.actions().put(g, 12345); // not read
      }
    }
    next.step();
    for (int g = 0; g < 3; g++) {
      if (ended[g]) {
        assertThat(next.ended(g)).isFalse();
        assertThat(LearnerArrays.of(in, g)).isEqualTo(firstDecision[g]);
      }
    }
  }

  /**
   * Disabled: an ended game stays at its final position, takes -1 (refused any other id, nothing
   * played) until the caller starts its next episode with a partial reset, which leaves the others
   * alone.
   */
  @Test
  void disabledKeepsTheFinalPositionUntilAPartialReset() {
    VectorEnv env = env(AutoresetMode.DISABLED);
    EnvBuffers io = EnvBuffers.allocateDirect(env.shape(), true, true);
    env.reset(io);
    SplittableRandom random = new SplittableRandom(4);
    int g = -1;
    for (int t = 0; t < 500 && g < 0; t++) {
      LearnerArrays.randomActions(io, random);
      env.step();
      for (int k = 0; k < 3; k++) {
        if (env.ended(k)) {
          g = k;
        }
      }
    }
    assertThat(g).isNotNegative();
    int ended = g;
    String finalRecord = env.state(ended).record();
    assertThat(env.finalState(ended).orElseThrow().record()).isEqualTo(finalRecord);
    assertThat(io.legalCounts().get(ended)).isZero();
    // Any id but -1 for the ended game is refused before anything is played.
    LearnerArrays.randomActions(io, random);
    int[] lengths = {env.episodeLength(0), env.episodeLength(1), env.episodeLength(2)};
    io.actions().put(ended, 0);
    assertThatThrownBy(env::step)
        .isInstanceOfSatisfying(
            EnvException.class,
            e -> {
              assertThat(e.reason()).isEqualTo(EnvException.Reason.EPISODE_ENDED);
              assertThat(e.game()).isEqualTo(ended);
            });
    assertThat(new int[] {env.episodeLength(0), env.episodeLength(1), env.episodeLength(2)})
        .isEqualTo(lengths);
    io.actions().put(ended, -1);
    env.step();
    assertThat(env.state(ended).record()).isEqualTo(finalRecord); // not played
    assertThat(env.ended(ended)).isTrue();
    assertThat(io.terminated().get(ended) + io.truncated().get(ended)).isZero();
    // A partial reset starts that game's next episode and leaves the others alone.
    int other = (ended + 1) % 3;
    String otherRecord = env.ended(other) ? null : env.state(other).record();
    ByteBuffer mask = ByteBuffer.allocateDirect(3);
    mask.put(ended, (byte) 1);
    env.reset(mask);
    assertThat(env.ended(ended)).isFalse();
    assertThat(env.episodeLength(ended)).isLessThanOrEqualTo(1); // its opponent may have moved
    assertThat(io.legalCounts().get(ended)).isPositive();
    if (otherRecord != null) {
      assertThat(env.state(other).record()).isEqualTo(otherRecord);
    }
  }

  @Test
  void theModesNameGymnasiumsThree() {
    assertThat(Arrays.stream(AutoresetMode.values()).map(Enum::name))
        .containsExactly("SAME_STEP", "NEXT_STEP", "DISABLED");
  }
}
