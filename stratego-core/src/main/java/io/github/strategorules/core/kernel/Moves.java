package io.github.strategorules.core.kernel;

/**
 * The kernel's int encoding of a move. Bits 0-9 hold the end square index, bits 10-19 the start
 * square index (square indexes are {@code y * width + x}). A move that also rescues a piece (V-1.2)
 * holds the rescued type's ordinal plus one in bits 20-23 and the rescue square's slot in the
 * mover's setup zone (its rank in {@link Position#rescueSquare} order) in bits 24-30; a plain move
 * has zeros there, so a plain move is {@code from * 1024 + to}. Codes are never negative. Used by
 * the fast path ({@link Position#generate}, {@link Position#make}).
 */
public final class Moves {
  private Moves() {}

  /**
   * Encodes a move without a rescue.
   *
   * @param from the start square index
   * @param to the end square index
   * @return the move
   */
  public static int of(int from, int to) {
    return (from << 10) | to;
  }

  /**
   * Encodes a move that rescues a piece when it reaches the enemy back row (V-1.2).
   *
   * @param from the start square index
   * @param to the end square index
   * @param typeOrdinal the rescued piece's {@link
   *     io.github.strategorules.core.board.PieceType#ordinal()}
   * @param slot the rescue square's slot in the mover's setup zone, 0 to 127
   * @return the move
   */
  public static int withRescue(int from, int to, int typeOrdinal, int slot) {
    return (slot << 24) | ((typeOrdinal + 1) << 20) | (from << 10) | to;
  }

  /**
   * The start square index of a move.
   *
   * @param move a move code
   * @return the square index
   */
  public static int from(int move) {
    return (move >>> 10) & 1023;
  }

  /**
   * The end square index of a move.
   *
   * @param move a move code
   * @return the square index
   */
  public static int to(int move) {
    return move & 1023;
  }

  /**
   * Whether a move rescues a piece (V-1.2).
   *
   * @param move a move code
   * @return true when bits 20-30 are set
   */
  public static boolean isRescue(int move) {
    return move >>> 20 != 0;
  }

  /**
   * The rescued piece's type ordinal.
   *
   * @param move a move code
   * @return the {@link io.github.strategorules.core.board.PieceType#ordinal()}, or -1 without a
   *     rescue
   */
  public static int rescueType(int move) {
    return ((move >>> 20) & 15) - 1;
  }

  /**
   * The rescue square's slot in the mover's setup zone.
   *
   * @param move a move code with a rescue
   * @return the slot
   */
  public static int rescueSlot(int move) {
    return move >>> 24;
  }

  /**
   * The move without its rescue: start and end squares only.
   *
   * @param move a move code
   * @return the plain move
   */
  public static int plain(int move) {
    return move & 0xFFFFF;
  }
}
