package io.github.strategorules.core.kernel;

/**
 * The kernel's int encoding of a move: {@code from * 1024 + to}, with square indexes
 * {@code y * width + x}. Used by the fast path ({@link Position#generate}, {@link Position#make}).
 */
public final class Moves {
  private Moves() {}

  /**
   * Encodes a move.
   *
   * @param from the start square index
   * @param to the end square index
   * @return the move
   */
  public static int of(int from, int to) {
    return (from << 10) | to;
  }

  /**
   * The start square index of a move.
   *
   * @param move the move
   * @return the index
   */
  public static int from(int move) {
    return move >>> 10;
  }

  /**
   * The end square index of a move.
   *
   * @param move the move
   * @return the index
   */
  public static int to(int move) {
    return move & 1023;
  }
}
