package io.github.strategorules.research.classic;

import io.github.strategorules.core.kernel.Moves;

/**
 * {@link ClassicActionCodec#encodeKernel} as a table for the plain moves (no rescue), which are
 * nearly all of a game's: one array read per legal move instead of the codec's arithmetic. Built
 * from the codec itself, so the ids are the codec's by construction; rescues (V-1.2) still go
 * through the codec.
 */
final class KernelIds {
  private final ClassicActionCodec codec;
  private final int area;

  /**
   * The id of the plain move from {@code from} to {@code to} at {@code from * area + to}, or -1.
   */
  private final int[] plain;

  KernelIds(ClassicActionCodec codec, int area) {
    this.codec = codec;
    this.area = area;
    this.plain = new int[area * area];
    for (int from = 0; from < area; from++) {
      for (int to = 0; to < area; to++) {
        int id;
        try {
          id = codec.encodeKernel(Moves.of(from, to));
        } catch (IllegalArgumentException noSuchMove) {
          id = -1; // a shape no piece moves in: never generated
        }
        plain[from * area + to] = id;
      }
    }
  }

  /** The id of a kernel move. */
  int of(int move) {
    return Moves.isRescue(move)
        ? codec.encodeKernel(move)
        : plain[Moves.from(move) * area + Moves.to(move)];
  }
}
