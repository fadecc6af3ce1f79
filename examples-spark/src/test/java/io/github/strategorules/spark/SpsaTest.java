package io.github.strategorules.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The SPSA step on toy objectives, without Spark. */
class SpsaTest {
  private static final double[] SCALES = {1, 10, 0.1};
  private static final double[] TARGET = {2, -30, 0.5};

  /** A smooth objective with its maximum at {@link #TARGET}, each weight in its own scale. */
  private static double objective(double[] theta) {
    double sum = 0;
    for (int i = 0; i < theta.length; i++) {
      double u = (theta[i] - TARGET[i]) / SCALES[i];
      sum += u * u;
    }
    return -0.05 * sum;
  }

  /** The distance to the target in scales. */
  private static double distance(double[] theta) {
    return Math.sqrt(-objective(theta) / 0.05);
  }

  @Test
  void gainsFollowSpallsSchedule() {
    Spsa s = new Spsa(2, 0.5, 9, 1);
    assertThat(s.ck(0)).isEqualTo(0.5);
    assertThat(s.ak(0))
        .isCloseTo(2 / Math.pow(10, 0.602), org.assertj.core.data.Offset.offset(1e-12));
    assertThat(s.ck(99))
        .isCloseTo(0.5 / Math.pow(100, 0.101), org.assertj.core.data.Offset.offset(1e-12));
    assertThat(s.ak(5)).isLessThan(s.ak(4));
  }

  @Test
  void signsAreRandomButFixedBySeedAndIteration() {
    Spsa s = new Spsa(1, 1, 0, 42);
    assertThat(s.signs(3, 50)).containsExactly(new Spsa(7, 2, 5, 42).signs(3, 50));
    assertThat(s.signs(3, 50)).isNotEqualTo(s.signs(4, 50));
    assertThat(s.signs(3, 50)).isNotEqualTo(new Spsa(1, 1, 0, 43).signs(3, 50));
    int plus = 0;
    for (int d : s.signs(0, 10_000)) {
      assertThat(d).isIn(-1, 1);
      plus += d > 0 ? 1 : 0;
    }
    assertThat(plus).isBetween(4_800, 5_200);
  }

  @Test
  void perturbationAndStepAreInScales() {
    Spsa s = new Spsa(1, 1, 0, 1);
    double[] theta = {0, 0, 0};
    int[] delta = {1, -1, 1};
    assertThat(s.perturbed(theta, SCALES, delta, 0, 1)).containsExactly(1, -10, 0.1);
    assertThat(s.perturbed(theta, SCALES, delta, 0, -1)).containsExactly(-1, 10, -0.1);
    // theta+ scored better: the step goes towards theta+, by a_0 * r / c_0 scales.
    assertThat(s.step(theta, SCALES, delta, 0, 0.5)).containsExactly(0.5, -5, 0.05);
    // theta- scored better: the other way.
    assertThat(s.step(theta, SCALES, delta, 0, -0.5)).containsExactly(-0.5, 5, -0.05);
    assertThatThrownBy(() -> s.step(theta, new double[] {1}, delta, 0, 0))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new Spsa(0, 1, 0, 1)).isInstanceOf(IllegalArgumentException.class);
  }

  /**
   * A noisy toy "match": {@code r} is the objective's difference between {@code theta+} and {@code
   * theta-} plus noise, clipped to [-1, 1] as a mean of game results is. SPSA walks from far away
   * to near the maximum.
   */
  @Test
  void convergesOnANoisyToyObjective() {
    Spsa s = new Spsa(1, 1, 20, 7);
    SplittableRandom noise = new SplittableRandom(3);
    double[] theta = {-2, 10, -0.3};
    double start = distance(theta);
    for (int k = 0; k < 400; k++) {
      int[] d = s.signs(k, theta.length);
      double[] plus = s.perturbed(theta, SCALES, d, k, 1);
      double[] minus = s.perturbed(theta, SCALES, d, k, -1);
      double r = objective(plus) - objective(minus) + 0.2 * (noise.nextDouble() - 0.5);
      theta = s.step(theta, SCALES, d, k, Math.max(-1, Math.min(1, r)));
    }
    assertThat(start).isGreaterThan(6);
    assertThat(distance(theta)).isLessThan(0.5);
  }
}
