package io.github.strategorules.core.kernel;

import io.github.strategorules.core.rules.ImplementsRule;

/**
 * The two-squares rule's state (C-5.2): one chain per player, the last N moves of the piece that
 * player moved last, each remembered as the run of square boundaries it crossed (a line and its
 * lowest and highest boundary). Part of the kernel: mutable, owned by one {@link Position}.
 */
@ImplementsRule({"C-5.1", "C-5.2", "C-5.3", "V-R2"})
final class TwoSquaresChains {
  /** Undo record length per move, see {@link #save}. */
  static final int UNDO = 3;

  private static final int HORIZONTAL = 0;
  private static final int VERTICAL = 64;

  /**
   * Lines from here on are corner moves (V-1.2 captains): {@code CORNER + 2 * lower square + k}, k
   * = 0 when the other square is up and right, 1 when up and left. [interp] A corner move's path is
   * not known (either corner may be turned), so it crosses no boundary of a straight move; it
   * crosses the one "boundary" between its two end squares, so N moves between the same two squares
   * forbid the next, exactly as C-5.1 words the rule.
   */
  private static final int CORNER = 128;

  private final Tables t;
  private final int n;

  /**
   * Per player, its chain packed in one int, as {@link #save} writes it: the chain piece's square
   * plus one (bits 0 to 10, 0 for no piece), the number of remembered moves (bits 11 to 15, at most
   * 20) and the ring's next slot (from bit 16). One int, so that the per-move save, restore and the
   * generators' test ({@link #restricted}) each read one word.
   */
  private final int[] state = new int[2];

  /**
   * The remembered moves, a ring of n per player, each packed by {@link #segmentOf}: its line, and
   * the lowest and highest boundary it crossed, a boundary named by the square index below or left
   * of it (so the boundaries of one line are ordered like their indexes).
   */
  private final int[] seg;

  TwoSquaresChains(Tables t) {
    this.t = t;
    this.n = t.twoSquares;
    seg = new int[2 * Math.max(1, n)];
  }

  TwoSquaresChains(TwoSquaresChains o) {
    t = o.t;
    n = o.n;
    state[0] = o.state[0];
    state[1] = o.state[1];
    seg = o.seg.clone();
  }

  /** Makes this state equal to another of the same tables, without allocating. */
  void copyFrom(TwoSquaresChains o) {
    state[0] = o.state[0];
    state[1] = o.state[1];
    System.arraycopy(o.seg, 0, seg, 0, seg.length);
  }

  /** The square of p's chain piece when the rule can forbid one of its moves, else -1. */
  int restricted(int p) {
    int a = state[p];
    // Without the rule (n = 0) nothing is recorded: the state stays 0, and 0 - 1 is "none".
    return ((a >>> 11) & 31) >= n ? (a & 2047) - 1 : -1;
  }

  /**
   * Whether the rule forbids p's move from {@code from}: it crosses a boundary each of the last N
   * moves crossed.
   */
  boolean forbids(int p, int from, int to) {
    int a = state[p];
    if (n == 0 || from != (a & 2047) - 1 || ((a >>> 11) & 31) < n) {
      return false;
    }
    int s = segmentOf(from, to);
    int l = s >>> 20;
    int lo = (s >>> 10) & 1023;
    int hi = s & 1023;
    for (int k = p * n, end = k + n; k < end; k++) {
      int e = seg[k];
      if (e >>> 20 != l) {
        return false;
      }
      lo = Math.max(lo, (e >>> 10) & 1023);
      hi = Math.min(hi, e & 1023);
    }
    return lo <= hi;
  }

  /**
   * Records p's move: the chain goes on if the chain piece moved again, else a new chain starts.
   */
  void record(int p, int from, int to, boolean survived) {
    if (n == 0) {
      return;
    }
    int a = state[p];
    int len = (a & 2047) - 1 != from ? 0 : (a >>> 11) & 31;
    int h = a >>> 16;
    seg[p * n + h] = segmentOf(from, to);
    int next = h + 1 == n ? 0 : h + 1;
    // C-5.2: losing the piece starts a new chain (no piece, nothing remembered).
    state[p] = survived ? (to + 1) | (len < n ? len + 1 : len) << 11 | next << 16 : next << 16;
  }

  /** A piece of q was removed from {@code sq}: if it was q's chain piece, q's chain ends. */
  void removed(int q, int sq) {
    int a = state[q];
    if ((a & 2047) - 1 == sq) {
      state[q] = a & ~0xFFFF; // no piece, nothing remembered; the ring's slot stays
    }
  }

  /**
   * Writes what a move of p may change into {@code u} at {@code i}: {@link #UNDO} ints (p's chain
   * piece, length and head packed, the ring entry the move overwrites, the opponent's chain piece
   * and length packed).
   */
  void save(int[] u, int i, int p) {
    int a = state[p];
    u[i] = a;
    u[i + 1] = n == 0 ? 0 : seg[p * n + (a >>> 16)];
    u[i + 2] = state[p ^ 1];
  }

  /** Restores what {@link #save} wrote for a move of p. */
  void restore(int[] u, int i, int p) {
    int a = u[i];
    state[p] = a;
    if (n != 0) {
      seg[p * n + (a >>> 16)] = u[i + 1];
    }
    state[p ^ 1] = u[i + 2];
  }

  int square(int p) {
    int a = state[p];
    return ((a >>> 11) & 31) == 0 ? -1 : (a & 2047) - 1;
  }

  int length(int p) {
    return n == 0 ? 0 : (state[p] >>> 11) & 31;
  }

  /** The i-th oldest remembered move of p's chain as a segment, lower square first. */
  int segment(int p, int i) {
    int e = seg[p * n + Math.floorMod((state[p] >>> 16) - length(p) + i, n)];
    int l = e >>> 20;
    if (l >= CORNER) {
      int low = (l - CORNER) >> 1;
      return Moves.of(low, low + t.width + ((l & 1) == 0 ? 1 : -1));
    }
    int lo = (e >>> 10) & 1023;
    int hi = e & 1023;
    return Moves.of(lo, hi + (l < VERTICAL ? 1 : t.width));
  }

  void set(int p, int sq, int[] segments) {
    if (segments.length > n) {
      throw new IllegalArgumentException("a chain remembers at most " + n + " moves");
    }
    int len = sq < 0 || segments.length == 0 ? 0 : segments.length;
    for (int i = 0; i < len; i++) {
      seg[p * n + i] = segmentOf(Moves.from(segments[i]), Moves.to(segments[i]));
    }
    state[p] = (len == 0 ? 0 : sq + 1) | len << 11 | (n > 0 ? len % n : 0) << 16;
  }

  /**
   * A move packed as {@code line << 20 | low << 10 | high}: the line it runs along and the lowest
   * and highest boundary it crosses (C-5.2), boundaries named by the square index below or left of
   * them. A corner move has its own line and boundary 0 (see {@link #CORNER}). Squares are below
   * 1024 and boards at most 26 x 26, so the fields fit.
   */
  private int segmentOf(int from, int to) {
    final int[] ys = t.ys;
    final int[] xs = t.xs;
    final int low = Math.min(from, to);
    final int high = Math.max(from, to);
    final int y = ys[from];
    final int x = xs[from];
    final boolean horizontal = y == ys[to];
    if (!horizontal && x != xs[to]) {
      return (CORNER + 2 * low + (xs[high] > xs[low] ? 0 : 1)) << 20;
    }
    // Straight moves go either way about as often: selects, not branches, pick the line.
    final int line = horizontal ? HORIZONTAL + y : VERTICAL + x;
    final int last = high - (horizontal ? 1 : t.width);
    return line << 20 | low << 10 | last;
  }

  /** Same chain pieces and the same remembered moves, oldest first. */
  boolean sameAs(TwoSquaresChains o) {
    for (int p = 0; p < 2; p++) {
      if (square(p) != o.square(p) || length(p) != o.length(p)) {
        return false;
      }
      for (int i = 0; i < length(p); i++) {
        if (segment(p, i) != o.segment(p, i)) {
          return false;
        }
      }
    }
    return true;
  }
}
