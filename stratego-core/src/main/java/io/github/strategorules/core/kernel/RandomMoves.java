package io.github.strategorules.core.kernel;

import java.util.SplittableRandom;

/**
 * Uniformly random legal moves without building the move list: count the legal moves of the player
 * to move, draw k, then walk the generator's sets to the k-th move. The one-step pieces are counted
 * by popcounts of the generator's direction bitboards (the same sets {@link MoveGenerator} writes
 * from); scouts' rays by bit scans of the position's line masks ({@link Position#rows}), one per
 * direction; only the two-squares chain piece is walked. Allocation-free; during an active chase
 * (C-6), on boards of more than 128 squares and in rulesets with the V-1.2 extensions (two-square
 * captains, rescues) it generates into its own buffer instead. The count is exactly {@link
 * Position#generate}'s, so {@link #count} also feeds {@link Position#statusAfterGenerate}.
 *
 * <p>Not thread-safe (one instance per thread); it holds no reference to a position.
 */
public final class RandomMoves {
  private final int[] buffer;
  // Filled by count(), read by select(): the one-step sets of the last position counted, in the
  // order south, west, east, north, each as its low and high word, and where each set's moves
  // start in the count (starts[8] is where the line movers' moves start).
  private final long[] sets = new long[8];
  private final int[] starts = new int[9];
  private int chainMoves;
  private boolean generated;
  // Filled by count() from the line masks: per line mover its square, its packed rays (see
  // MoveGenerator.rays) and where its moves start, so select() does not look at the board again.
  private final int[] lineSquare = new int[128];
  private final int[] lineRays = new int[128];
  private final int[] lineStart = new int[129];
  private int lines;

  /**
   * A selector with a fallback buffer of 4,096 moves (enough for boards up to 26 x 26 with at most
   * about 80 line movers; classic needs 512).
   */
  public RandomMoves() {
    this(4096);
  }

  /**
   * A selector with a fallback buffer of the given size (at least {@link Position#maxMoves()} of
   * the positions it will see).
   *
   * @param capacity the buffer size
   */
  public RandomMoves(int capacity) {
    buffer = new int[capacity];
  }

  /**
   * The number of legal moves of the player to move, equal to {@link Position#generate}'s count.
   * Must precede {@link #select} on the same unchanged position.
   *
   * @param pos the position
   * @return the count
   */
  public int count(Position pos) {
    final int p = pos.toMove();
    if (pos.words != 2 || pos.t.extended() || (pos.chases != null && pos.chases.active(p))) {
      if (pos.t.extended() && buffer.length < pos.maxMoves(p)) {
        throw new IllegalArgumentException(
            "this ruleset needs a buffer of "
                + pos.maxMoves(p)
                + " moves (Position.maxMoves()): use new RandomMoves(capacity)");
      }
      generated = true;
      return MoveGenerator.gen(pos, p, buffer, Integer.MAX_VALUE);
    }
    generated = false;
    final int width = pos.t.width;
    final int base = p * 2;
    final long own0 = pos.own[base];
    final long own1 = pos.own[base + 1];
    final long liners0 = pos.liners[base];
    final long liners1 = pos.liners[base + 1];
    long step0 = pos.mobile[base] & ~liners0;
    long step1 = pos.mobile[base + 1] & ~liners1;
    long lin0 = liners0;
    long lin1 = liners1;
    final int c = pos.chains.restricted(p);
    chainMoves = 0;
    if (c >= 0 && (pos.mobile[base + (c >>> 6)] & (1L << (c & 63))) != 0) {
      long clear = ~(1L << (c & 63));
      if (c < 64) {
        step0 &= clear;
        lin0 &= clear;
      } else {
        step1 &= clear;
        lin1 &= clear;
      }
      chainMoves = MoveGenerator.genChecked(pos, p, c, buffer, 0);
    }
    final Tables t = pos.t;
    final long open0 = t.valid[0] & ~own0;
    final long open1 = t.valid[1] & ~own1;
    final long openNl0 = t.validNotLastFile[0] & ~own0;
    final long openNl1 = t.validNotLastFile[1] & ~own1;
    final long openNf0 = t.validNotFirstFile[0] & ~own0;
    final long openNf1 = t.validNotFirstFile[1] & ~own1;
    final long[] q = sets;
    final int[] st = starts;
    // Straight-line code, no loop: each set, then the running total where the next one starts.
    long x = step0 & (open0 << width);
    q[0] = x;
    int n = Long.bitCount(x);
    st[1] = n;
    x = step1 & ((open1 << width) | (open0 >>> (64 - width)));
    q[1] = x;
    n += Long.bitCount(x);
    st[2] = n;
    x = step0 & (openNl0 << 1);
    q[2] = x;
    n += Long.bitCount(x);
    st[3] = n;
    x = step1 & ((openNl1 << 1) | (openNl0 >>> 63));
    q[3] = x;
    n += Long.bitCount(x);
    st[4] = n;
    x = step0 & ((openNf0 >>> 1) | (openNf1 << 63));
    q[4] = x;
    n += Long.bitCount(x);
    st[5] = n;
    x = step1 & (openNf1 >>> 1);
    q[5] = x;
    n += Long.bitCount(x);
    st[6] = n;
    x = step0 & ((open0 >>> width) | (open1 << (64 - width)));
    q[6] = x;
    n += Long.bitCount(x);
    st[7] = n;
    x = step1 & (open1 >>> width);
    q[7] = x;
    n += Long.bitCount(x);
    st[8] = n;
    return countLines(pos, p, lin0, lin1, n) + chainMoves;
  }

  /**
   * The moves of p's line movers ({@link MoveGenerator#rays}), remembered for {@link #select}: the
   * count so far plus theirs.
   */
  private int countLines(Position pos, int p, long lin0, long lin1, int n) {
    int k = 0;
    for (int w = 0; w < 2; w++) {
      long bits = w == 0 ? lin0 : lin1;
      while (bits != 0) {
        final int s = (w << 6) + Long.numberOfTrailingZeros(bits);
        bits &= bits - 1;
        final int r = MoveGenerator.rays(pos, p, s);
        lineSquare[k] = s;
        lineRays[k] = r;
        lineStart[k] = n;
        k++;
        n += (r * 0x01010101) >>> 24;
      }
    }
    lineStart[k] = n;
    lines = k;
    return n;
  }

  /**
   * The k-th legal move of the position last passed to {@link #count}, in this class's own order
   * (one-step moves by direction, then scouts' moves, then the chain piece's). Unchecked.
   *
   * @param pos the position given to {@link #count}, unchanged since
   * @param k the index, {@code 0 <= k < count}
   * @return the move ({@link Moves})
   */
  public int select(Position pos, int k) {
    if (generated) {
      return buffer[k];
    }
    final int[] steps = pos.t.steps;
    final int[] st = starts;
    if (k < st[8]) {
      // The set that holds move k: how many sets start at or before it, without branches (k is
      // random, so a search would mispredict).
      int i = 0;
      for (int j = 1; j < 8; j++) {
        i += (st[j] - k - 1) >>> 31;
      }
      int s = ((i & 1) << 6) + nth(sets[i], k - st[i]);
      return Moves.of(s, s + steps[i >>> 1]);
    }
    final int[] ls = lineStart;
    final int last = lines;
    if (k < ls[last]) {
      // The line mover, then its direction, by counting starts as for the sets above.
      int i = 0;
      for (int j = 1; j < last; j++) {
        i += (ls[j] - k - 1) >>> 31;
      }
      k -= ls[i];
      // Byte d of sums: the moves in directions 0 to d; the direction is how many are at most k.
      final int sums = lineRays[i] * 0x01010101;
      final int d =
          (((sums & 255) - k - 1) >>> 31)
              + (((sums >>> 8 & 255) - k - 1) >>> 31)
              + (((sums >>> 16 & 255) - k - 1) >>> 31);
      final int before = (sums << 8) >>> (d << 3) & 255;
      final int s = lineSquare[i];
      return Moves.of(s, s + (k - before + 1) * steps[d]);
    }
    return buffer[k - ls[last]];
  }

  /**
   * A uniformly random legal move of the player to move: {@link #count}, then {@link #select}.
   *
   * @param pos the position
   * @param random the source
   * @return the move, or -1 when the player to move has none
   */
  public int random(Position pos, SplittableRandom random) {
    int n = count(pos);
    return n == 0 ? -1 : select(pos, random.nextInt(n));
  }

  /** IN_BYTE[b * 8 + k]: the index of the k-th set bit of the byte b. */
  private static final byte[] IN_BYTE = new byte[256 * 8];

  static {
    for (int b = 0; b < 256; b++) {
      int k = 0;
      for (int i = 0; i < 8; i++) {
        if ((b >>> i & 1) != 0) {
          IN_BYTE[b * 8 + k++] = (byte) i;
        }
      }
    }
  }

  private static final long ONES = 0x0101010101010101L;
  private static final long HIGHS = 0x8080808080808080L;

  /**
   * The square (bit index) of the k-th set bit of a word, without branches (broadword select, after
   * S. Vigna): per-byte popcounts, their running sums by one multiplication, the byte that holds
   * the bit by one parallel compare, then a table for the bit within that byte. A loop that clears
   * k bits mispredicts its exit on nearly every call.
   */
  static int nth(long bits, int k) {
    long c = bits - ((bits >>> 1) & 0x5555555555555555L);
    c = (c & 0x3333333333333333L) + ((c >>> 2) & 0x3333333333333333L);
    c = (c + (c >>> 4)) & 0x0F0F0F0F0F0F0F0FL;
    final long sums = c * ONES; // byte i: the set bits in bytes 0 to i (at most 64)
    // Bytes whose running sum is at most k come first; their number is the byte of the k-th bit.
    final int shift = Long.bitCount(((k * ONES) | HIGHS) - sums & HIGHS) << 3;
    final int before = (int) ((sums << 8) >>> shift) & 0xFF;
    return shift + IN_BYTE[(((int) (bits >>> shift) & 0xFF) << 3) + k - before];
  }
}
