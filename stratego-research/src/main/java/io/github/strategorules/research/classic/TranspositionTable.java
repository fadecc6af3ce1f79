package io.github.strategorules.research.classic;

/**
 * The transposition table of {@link DeepSearch}: per key (a position and what the search resolved
 * in it, {@link BeliefBoard#key}) the best move found, its value and whether that value is exact or
 * a bound, and the depth it was searched to. One slot per index, kept by depth; entries of an
 * earlier search are ignored ({@link #newSearch}: each decision has its own belief, so no value
 * carries over). Not thread-safe.
 */
final class TranspositionTable {
  static final int EXACT = 0;
  static final int LOWER = 1;
  static final int UPPER = 2;

  private final long[] keys;
  private final int[] moves;
  private final float[] values;

  /** depth (8 bits) | bound (2 bits) << 8 | generation << 10. */
  private final int[] info;

  private final int mask;
  private int generation;

  /**
   * A table of {@code 2^bits} slots.
   *
   * @param bits the log2 of the slots, 10 to 26
   */
  TranspositionTable(int bits) {
    int n = 1 << bits;
    keys = new long[n];
    moves = new int[n];
    values = new float[n];
    info = new int[n];
    mask = n - 1;
  }

  /** Starts a search: what earlier searches stored no longer counts. */
  void newSearch() {
    generation = generation == (1 << 21) - 1 ? 1 : generation + 1;
  }

  /**
   * The slot of a key stored in this search.
   *
   * @param key the key
   * @return the slot, or -1
   */
  int probe(long key) {
    int i = (int) key & mask;
    return keys[i] == key && info[i] >>> 10 == generation ? i : -1;
  }

  int move(int slot) {
    return moves[slot];
  }

  double value(int slot) {
    return values[slot];
  }

  int depth(int slot) {
    return info[slot] & 0xFF;
  }

  int bound(int slot) {
    return info[slot] >>> 8 & 3;
  }

  /**
   * Stores a result, unless the slot holds a deeper one of this search.
   *
   * @param key the key
   * @param move the best move, or 0
   * @param value the value
   * @param depth the depth searched, 0 to 255
   * @param bound {@link #EXACT}, {@link #LOWER} or {@link #UPPER}
   */
  void store(long key, int move, double value, int depth, int bound) {
    int i = (int) key & mask;
    if (info[i] >>> 10 == generation && keys[i] != key && (info[i] & 0xFF) > depth) {
      return;
    }
    if (keys[i] == key && info[i] >>> 10 == generation && move == 0) {
      move = moves[i]; // keep the move of a shallower search of the same position
    }
    keys[i] = key;
    moves[i] = move;
    values[i] = (float) value;
    info[i] = Math.min(depth, 255) | bound << 8 | generation << 10;
  }
}
