package io.github.strategorules.core.kernel;

/**
 * Move-path counting ("perft") through the fast path: the number of move sequences of a given
 * length from a position, not continuing past a position whose game is over (C-7). Used to test
 * move generators against each other and against data files.
 */
public final class Perft {
  private Perft() {}

  /**
   * The number of move sequences of exactly {@code depth} moves from a position.
   *
   * @param p the position; restored before returning
   * @param depth 1 or more
   * @return the count
   */
  public static long count(Position p, int depth) {
    if (depth < 1) {
      throw new IllegalArgumentException("depth must be at least 1");
    }
    return count(p, depth, new int[depth + 1][p.maxMoves()]);
  }

  private static long count(Position p, int depth, int[][] buffers) {
    if (p.status() != Status.ONGOING) {
      return 0;
    }
    int[] buf = buffers[depth];
    int n = p.generate(buf);
    if (depth == 1) {
      return n;
    }
    long total = 0;
    for (int i = 0; i < n; i++) {
      p.make(buf[i]);
      total += count(p, depth - 1, buffers);
      p.unmake();
    }
    return total;
  }
}
