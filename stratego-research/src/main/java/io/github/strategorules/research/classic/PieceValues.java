package io.github.strategorules.research.classic;

import io.github.strategorules.core.board.PieceType;

/** Material values of the piece types for the reference bots: a rough, classic-rules scale. */
final class PieceValues {
  private PieceValues() {}

  /** Value by {@link PieceType#ordinal()}: Flag, Bomb, Spy, Scout, Miner, ..., Marshal. */
  private static final double[] VALUE = {100, 3, 5, 1.5, 4, 2.5, 3, 4, 5.5, 7, 9, 12};

  static double of(PieceType t) {
    return VALUE[t.ordinal()];
  }

  static double of(int typeOrdinal) {
    return VALUE[typeOrdinal];
  }
}
