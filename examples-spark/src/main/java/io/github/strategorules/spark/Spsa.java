package io.github.strategorules.spark;

import io.github.strategorules.research.Arena;
import java.io.Serializable;
import java.util.SplittableRandom;

/**
 * Simultaneous perturbation stochastic approximation (SPSA, Spall 1992), the usual way to tune an
 * engine's weights by self-play: each iteration plays the weights moved one way against the same
 * weights moved the other way, and steps towards the side that scored better. In iteration {@code
 * k} (from 0), with {@code s} the family's scales and {@code delta} a vector of random signs:
 *
 * <pre>
 *   c_k = c / (k + 1)^0.101                  the perturbation, in scales
 *   a_k = a / (k + 1 + A)^0.602              the gain
 *   theta+ = theta + c_k * s*delta,   theta- = theta - c_k * s*delta
 *   r   = mean over the iteration's games of (points of theta+ - points of theta-), in [-1, 1]
 *   theta &lt;- theta + a_k * r * s*delta / c_k         (s*delta: weight by weight)
 * </pre>
 *
 * In each weight's own units ({@code u = theta / s}) the step is {@code a_k} times the usual
 * gradient estimate {@code r / (c_k delta)} (the usual factor 1/2 is taken into {@code a}). The
 * exponents are Spall's (asymptotically optimal in practice); {@code A} about a tenth of the
 * iterations keeps the first steps from being the largest. Immutable and serializable; the signs
 * depend on the seed and {@code k} alone.
 *
 * @param a the gain's numerator, positive
 * @param c the perturbation's numerator, in scales, positive
 * @param stability the gain's offset {@code A}, not negative
 * @param seed the seed of the signs
 */
public record Spsa(double a, double c, double stability, long seed) implements Serializable {
  private static final long serialVersionUID = 1L;

  /** The gain's exponent (Spall). */
  public static final double ALPHA = 0.602;

  /** The perturbation's exponent (Spall). */
  public static final double GAMMA = 0.101;

  /** Mixed into the seed so that the signs are not the games' seeds. */
  private static final long SIGNS = 0x5350_5341_5349_474EL;

  /**
   * Checks the constants.
   *
   * @param a the gain
   * @param c the perturbation
   * @param stability the offset
   * @param seed the seed
   * @throws IllegalArgumentException when {@code a} or {@code c} is not positive or {@code A} is
   *     negative
   */
  public Spsa {
    if (!(a > 0) || !(c > 0) || !(stability >= 0) || Double.isInfinite(a + c + stability)) {
      throw new IllegalArgumentException(
          "SPSA needs a > 0, c > 0 and A >= 0, finite: a=" + a + " c=" + c + " A=" + stability);
    }
  }

  /**
   * The perturbation of iteration {@code k}, in scales: {@code c / (k + 1)^0.101}.
   *
   * @param k the iteration, from 0
   * @return {@code c_k}
   */
  public double ck(int k) {
    return c / Math.pow(k + 1, GAMMA);
  }

  /**
   * The gain of iteration {@code k}: {@code a / (k + 1 + A)^0.602}.
   *
   * @param k the iteration, from 0
   * @return {@code a_k}
   */
  public double ak(int k) {
    return a / Math.pow(k + 1 + stability, ALPHA);
  }

  /**
   * The random signs of iteration {@code k}: each {@code +1} or {@code -1} with probability 1/2,
   * from the seed and {@code k} alone.
   *
   * @param k the iteration, from 0
   * @param n the number of weights
   * @return {@code delta}
   */
  public int[] signs(int k, int n) {
    SplittableRandom r = new SplittableRandom(Arena.gameSeed(seed ^ SIGNS, k));
    int[] d = new int[n];
    for (int i = 0; i < n; i++) {
      d[i] = r.nextBoolean() ? 1 : -1;
    }
    return d;
  }

  /**
   * The weights moved by {@code sign * c_k * s*delta}: {@code theta+} for sign 1, {@code theta-}
   * for -1.
   *
   * @param theta the weights
   * @param scales the scales
   * @param delta the signs
   * @param k the iteration
   * @param sign 1 or -1
   * @return a new vector
   */
  public double[] perturbed(double[] theta, double[] scales, int[] delta, int k, int sign) {
    check(theta, scales, delta);
    double ck = ck(k);
    double[] out = new double[theta.length];
    for (int i = 0; i < theta.length; i++) {
      out[i] = theta[i] + sign * ck * scales[i] * delta[i];
    }
    return out;
  }

  /**
   * One step: {@code theta + a_k * r * s*delta / c_k}.
   *
   * @param theta the weights
   * @param scales the scales
   * @param delta the signs of the iteration
   * @param k the iteration
   * @param r the mean of {@code theta+}'s points minus {@code theta-}'s, in [-1, 1]
   * @return the new weights
   */
  public double[] step(double[] theta, double[] scales, int[] delta, int k, double r) {
    check(theta, scales, delta);
    double g = ak(k) * r / ck(k);
    double[] out = new double[theta.length];
    for (int i = 0; i < theta.length; i++) {
      out[i] = theta[i] + g * scales[i] * delta[i];
    }
    return out;
  }

  private static void check(double[] theta, double[] scales, int[] delta) {
    if (scales.length != theta.length || delta.length != theta.length) {
      throw new IllegalArgumentException(
          "one scale and one sign per weight: "
              + theta.length
              + " weights, "
              + scales.length
              + " scales, "
              + delta.length
              + " signs");
    }
  }
}
