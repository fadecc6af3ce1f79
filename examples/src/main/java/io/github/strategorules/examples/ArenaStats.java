package io.github.strategorules.examples;

/**
 * The statistics of a match between two bots A and B, from A's side: wins, draws, losses, with
 * 95% confidence intervals and the Elo difference they imply.
 *
 * @param wins games A won
 * @param draws drawn games
 * @param losses games A lost
 */
record ArenaStats(int wins, int draws, int losses) {
  private static final double Z = 1.959963984540054;

  /** The number of games. */
  int games() {
    return wins + draws + losses;
  }

  /** A's win rate with its 95% Wilson interval: {rate, low, high}. */
  double[] winRate() {
    return wilson(wins, games());
  }

  /** The draw rate with its 95% Wilson interval: {rate, low, high}. */
  double[] drawRate() {
    return wilson(draws, games());
  }

  /**
   * A's score (a win 1, a draw 1/2) per game with its 95% Wilson interval, counting a draw as half
   * a win: {score, low, high}. Unlike the normal approximation it stays informative at 0% and 100%.
   */
  double[] score() {
    return wilson(wins + 0.5 * draws, games());
  }

  /** The Elo difference A minus B implied by the score and by its interval's ends: {elo, low, high}. */
  double[] elo() {
    double[] s = score();
    return new double[] {elo(s[0]), elo(s[1]), elo(s[2])};
  }

  /** The Elo difference of a score: {@code -400 log10(1/s - 1)}, infinite at 0 and 1. */
  static double elo(double score) {
    if (score <= 0) {
      return Double.NEGATIVE_INFINITY;
    }
    if (score >= 1) {
      return Double.POSITIVE_INFINITY;
    }
    return -400 * Math.log10(1 / score - 1);
  }

  private static double[] wilson(double k, int n) {
    double p = (double) k / n;
    double denom = 1 + Z * Z / n;
    double centre = (p + Z * Z / (2.0 * n)) / denom;
    double half = Z * Math.sqrt(p * (1 - p) / n + Z * Z / (4.0 * n * n)) / denom;
    return new double[] {p, Math.max(0, centre - half), Math.min(1, centre + half)};
  }
}
