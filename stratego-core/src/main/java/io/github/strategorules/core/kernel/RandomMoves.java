package io.github.strategorules.core.kernel;

import java.util.SplittableRandom;

/**
 * Uniformly random legal moves without building the move list: count the legal moves of the
 * player to move, draw k, then walk the generator's sets to the k-th move. The one-step pieces are
 * counted by popcounts of the generator's direction bitboards (the same sets {@link MoveGenerator}
 * writes from); scouts' rays by bit scans of the position's line masks ({@link Position#rows}), one
 * per direction; only the two-squares chain piece is walked. Allocation-free;
 * during an active chase (C-6), on boards of more than 128 squares and in rulesets with the V-1.2
 * extensions (two-square captains, rescues) it generates into its own buffer instead. The count is exactly {@link Position#generate}'s, so {@link #count} also feeds
 * {@link Position#statusAfterGenerate}.
 *
 * <p>Not thread-safe (one instance per thread); it holds no reference to a position.
 */
public final class RandomMoves {
  private final int[] buffer;
  // Filled by count(), read by select(): the sets of the last position counted.
  private long s0;
  private long s1;
  private long w0;
  private long w1;
  private long e0;
  private long e1;
  private long n0;
  private long n1;
  private long l0;
  private long l1;
  private int chain;
  private int chainMoves;
  private boolean generated;
  // Filled by count() from the line masks: per line mover its square, its packed rays (see
  // rays()) and its move count, so select() does not look at the board again.
  private final int[] lineSquare = new int[128];
  private final int[] lineRays = new int[128];
  private final int[] lineCount = new int[128];
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
        throw new IllegalArgumentException("this ruleset needs a buffer of " + pos.maxMoves(p)
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
    chain = -1;
    chainMoves = 0;
    if (c >= 0 && (pos.mobile[base + (c >>> 6)] & (1L << (c & 63))) != 0) {
      chain = c;
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
    final long open0 = pos.t.valid[0] & ~own0;
    final long open1 = pos.t.valid[1] & ~own1;
    final long openNl0 = pos.t.validNotLastFile[0] & ~own0;
    final long openNl1 = pos.t.validNotLastFile[1] & ~own1;
    final long openNf0 = pos.t.validNotFirstFile[0] & ~own0;
    final long openNf1 = pos.t.validNotFirstFile[1] & ~own1;
    s0 = step0 & (open0 << width);
    s1 = step1 & ((open1 << width) | (open0 >>> (64 - width)));
    n0 = step0 & ((open0 >>> width) | (open1 << (64 - width)));
    n1 = step1 & (open1 >>> width);
    w0 = step0 & (openNl0 << 1);
    w1 = step1 & ((openNl1 << 1) | (openNl0 >>> 63));
    e0 = step0 & ((openNf0 >>> 1) | (openNf1 << 63));
    e1 = step1 & (openNf1 >>> 1);
    l0 = lin0;
    l1 = lin1;
    int n = Long.bitCount(s0) + Long.bitCount(s1) + Long.bitCount(w0) + Long.bitCount(w1)
        + Long.bitCount(e0) + Long.bitCount(e1) + Long.bitCount(n0) + Long.bitCount(n1) + chainMoves;
    return n + countLines(pos, p, lin0, lin1);
  }

  /**
   * The moves of p's line movers by the position's line masks, without walking: on each line the
   * empty squares next to the mover in one direction are a run of zeros in the occupancy, found by
   * one bit scan; the piece or wall that ends the run is an enemy (one more move) or not.
   */
  private int countLines(Position pos, int p, long lin0, long lin1) {
    final Tables t = pos.t;
    final int h = t.height;
    final int wd = t.width;
    final int eRow = (p ^ 1) * h;
    final int eCol = (p ^ 1) * wd;
    final long[] rows = pos.rows;
    final long[] cols = pos.cols;
    final boolean range = t.rangeAttack;
    int n = 0;
    int k = 0;
    for (int w = 0; w < 2; w++) {
      long bits = w == 0 ? lin0 : lin1;
      while (bits != 0) {
        final int s = (w << 6) + Long.numberOfTrailingZeros(bits);
        bits &= bits - 1;
        final int bx = t.xs[s] + 1;
        final int by = t.ys[s] + 1;
        final long row = rows[by - 1] | rows[h + by - 1] | t.rowWalls[by - 1];
        final long col = cols[bx - 1] | cols[wd + bx - 1] | t.colWalls[bx - 1];
        final long rowEnemy = rows[eRow + by - 1];
        final long colEnemy = cols[eCol + bx - 1];
        // Runs of empty squares: the walls' bits 0 and length + 1 end every scan.
        final int south = Long.numberOfLeadingZeros(col << (64 - by));
        final int west = Long.numberOfLeadingZeros(row << (64 - bx));
        final int east = Long.numberOfTrailingZeros(row >>> (bx + 1));
        final int north = Long.numberOfTrailingZeros(col >>> (by + 1));
        int as = (int) (colEnemy >>> (by - 1 - south)) & 1;
        int aw = (int) (rowEnemy >>> (bx - 1 - west)) & 1;
        int ae = (int) (rowEnemy >>> (bx + 1 + east)) & 1;
        int an = (int) (colEnemy >>> (by + 1 + north)) & 1;
        if (!range) { // V-2.5: only an adjacent enemy can be attacked
          as &= south == 0 ? 1 : 0;
          aw &= west == 0 ? 1 : 0;
          ae &= east == 0 ? 1 : 0;
          an &= north == 0 ? 1 : 0;
        }
        final int c = south + west + east + north + as + aw + ae + an;
        lineSquare[k] = s;
        lineRays[k] = (south + as) | (west + aw) << 8 | (east + ae) << 16 | (north + an) << 24;
        lineCount[k] = c;
        k++;
        n += c;
      }
    }
    lines = k;
    return n;
  }

  /**
   * The k-th legal move of the position last passed to {@link #count}, in this class's own
   * order (one-step moves by direction, then scouts' moves, then the chain piece's). Unchecked.
   *
   * @param pos the position given to {@link #count}, unchanged since
   * @param k the index, {@code 0 <= k < count}
   * @return the move ({@link Moves})
   */
  public int select(Position pos, int k) {
    if (generated) {
      return buffer[k];
    }
    final int width = pos.t.width;
    for (int d = 0; d < 4; d++) {
      long a = d == 0 ? s0 : d == 1 ? w0 : d == 2 ? e0 : n0;
      long b = d == 0 ? s1 : d == 1 ? w1 : d == 2 ? e1 : n1;
      int ca = Long.bitCount(a);
      if (k < ca) {
        int s = nth(a, k);
        return Moves.of(s, s + (d == 0 ? -width : d == 1 ? -1 : d == 2 ? 1 : width));
      }
      k -= ca;
      int cb = Long.bitCount(b);
      if (k < cb) {
        int s = 64 + nth(b, k);
        return Moves.of(s, s + (d == 0 ? -width : d == 1 ? -1 : d == 2 ? 1 : width));
      }
      k -= cb;
    }
    for (int i = 0; i < lines; i++) {
      int c = lineCount[i];
      if (k < c) {
        // Direction by direction (generation order), each ray's moves by distance.
        int s = lineSquare[i];
        int r = lineRays[i];
        for (int d = 0; ; d++, r >>>= 8) {
          int m = r & 255;
          if (k < m) {
            int step = d == 0 ? -width : d == 1 ? -1 : d == 2 ? 1 : width;
            return Moves.of(s, s + (k + 1) * step);
          }
          k -= m;
        }
      }
      k -= c;
    }
    return buffer[k];
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

  /**
   * The square (bit index) of the k-th set bit of a word: halve the word six times by popcounts,
   * without branches (the loop that clears k bits mispredicts its exit on every call).
   */
  private static int nth(long bits, int k) {
    int at = 0;
    for (int half = 32; half > 0; half >>>= 1) {
      int c = Long.bitCount(bits & ((1L << half) - 1));
      int up = (c - k - 1) >> 31; // all ones when the k-th bit is in the upper half
      int shift = half & up;
      k -= c & up;
      bits >>>= shift;
      at += shift;
    }
    return at;
  }
}
