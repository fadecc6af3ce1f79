package io.github.strategorules.research.classic;

/**
 * The distance in steps (columns plus rows) between any two squares of a board, as one byte table
 * read in the bots' inner loops: the heuristic's flag guards ({@link KernelPolicy}) and the deep
 * search's leaf value ({@link BeliefEvaluation}).
 */
final class Steps {
  private Steps() {}

  /**
   * The table of a board.
   *
   * @param width the board's width
   * @param height the board's height
   * @return {@code t[a * width * height + b]}: the distance from square a to square b, at most 127
   *     (exact when {@code width + height <= 129})
   */
  static byte[] table(int width, int height) {
    int area = width * height;
    byte[] t = new byte[area * area];
    for (int a = 0; a < area; a++) {
      for (int b = 0; b < area; b++) {
        int d = Math.abs(a % width - b % width) + Math.abs(a / width - b / width);
        t[a * area + b] = (byte) Math.min(d, 127);
      }
    }
    return t;
  }
}
