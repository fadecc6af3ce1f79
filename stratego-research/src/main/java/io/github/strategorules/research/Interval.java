package io.github.strategorules.research;

/**
 * An estimate with its 95% confidence interval, as an {@link ArenaResult} reports rates, scores and
 * Elo differences.
 *
 * @param value the estimate
 * @param low the interval's low end
 * @param high the interval's high end
 */
public record Interval(double value, double low, double high) {
  /** The 97.5% quantile of the standard normal distribution. */
  private static final double Z = 1.959963984540054;

  /**
   * A proportion with its 95% Wilson score interval: unlike the normal approximation it stays
   * informative at 0% and 100%. Fractional successes (a draw counted as half a win) are allowed.
   *
   * @param successes the successes, 0 to {@code n}
   * @param n the trials, at least 1
   * @return the proportion and its interval, within [0, 1]
   */
  public static Interval wilson(double successes, int n) {
    if (n < 1) {
      throw new IllegalArgumentException("at least one trial");
    }
    double p = successes / n;
    double denom = 1 + Z * Z / n;
    double centre = (p + Z * Z / (2.0 * n)) / denom;
    double half = Z * Math.sqrt(Math.max(0, p * (1 - p)) / n + Z * Z / (4.0 * n * n)) / denom;
    return new Interval(p, Math.max(0, centre - half), Math.min(1, centre + half));
  }

  /**
   * The Elo difference of a score (a win 1, a draw 1/2, per game): {@code -400 log10(1/s - 1)},
   * infinite at 0 and 1.
   *
   * @param score the score, 0 to 1
   * @return the Elo difference
   */
  public static double elo(double score) {
    if (score <= 0) {
      return Double.NEGATIVE_INFINITY;
    }
    if (score >= 1) {
      return Double.POSITIVE_INFINITY;
    }
    return -400 * Math.log10(1 / score - 1);
  }

  /**
   * The Elo differences implied by a score and its interval's ends.
   *
   * @param score a score with its interval
   * @return the Elo difference with its interval
   */
  public static Interval eloOf(Interval score) {
    return new Interval(elo(score.value), elo(score.low), elo(score.high));
  }

  /**
   * The value and its 95% interval, three decimals each: {@code 0.566 [0.517, 0.614]} for a score
   * (the share of points), {@code 46.028 [11.849, 81.326]} for an Elo difference ({@link #eloOf});
   * an unbounded end prints as {@code -inf} or {@code +inf}.
   *
   * @return the text
   */
  @Override
  public String toString() {
    return text(value) + " [" + text(low) + ", " + text(high) + "]";
  }

  private static String text(double d) {
    if (Double.isInfinite(d)) {
      return d > 0 ? "+inf" : "-inf";
    }
    return String.format(java.util.Locale.ROOT, "%.3f", d + 0.0); // + 0.0: no "-0.000"
  }
}
