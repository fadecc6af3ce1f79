package io.github.strategorules.core.kernel;

/**
 * The two-squares rule's state (C-5.2): one chain per player, the last N moves of the piece that
 * player moved last, each remembered as the run of square boundaries it crossed (a line and its
 * lowest and highest boundary). Part of the kernel: mutable, owned by one {@link Position}.
 */
final class TwoSquaresChains {
  /** Undo record length per move, see {@link #save}. */
  static final int UNDO = 8;
  private static final int HORIZONTAL = 0;
  private static final int VERTICAL = 64;
  /**
   * Lines from here on are corner moves (V-1.2 captains): {@code CORNER + 2 * lower square + k},
   * k = 0 when the other square is up and right, 1 when up and left. [interp] A corner move's path
   * is not known (either corner may be turned), so it crosses no boundary of a straight move; it
   * crosses the one "boundary" between its two end squares, so N moves between the same two
   * squares forbid the next, exactly as C-5.1 words the rule.
   */
  private static final int CORNER = 128;

  private final Tables t;
  private final int n;
  private final int[] square = {-1, -1};
  private final int[] length = new int[2];
  private final int[] head = new int[2];
  private final int[] line;
  private final int[] lo;
  private final int[] hi;

  TwoSquaresChains(Tables t) {
    this.t = t;
    this.n = t.twoSquares;
    int ring = Math.max(1, n);
    line = new int[2 * ring];
    lo = new int[2 * ring];
    hi = new int[2 * ring];
  }

  TwoSquaresChains(TwoSquaresChains o) {
    t = o.t;
    n = o.n;
    System.arraycopy(o.square, 0, square, 0, 2);
    System.arraycopy(o.length, 0, length, 0, 2);
    System.arraycopy(o.head, 0, head, 0, 2);
    line = o.line.clone();
    lo = o.lo.clone();
    hi = o.hi.clone();
  }

  /** Makes this state equal to another of the same tables, without allocating. */
  void copyFrom(TwoSquaresChains o) {
    System.arraycopy(o.square, 0, square, 0, 2);
    System.arraycopy(o.length, 0, length, 0, 2);
    System.arraycopy(o.head, 0, head, 0, 2);
    System.arraycopy(o.line, 0, line, 0, line.length);
    System.arraycopy(o.lo, 0, lo, 0, lo.length);
    System.arraycopy(o.hi, 0, hi, 0, hi.length);
  }

  /** The square of p's chain piece when the rule can forbid one of its moves, else -1. */
  int restricted(int p) {
    return n > 0 && length[p] >= n ? square[p] : -1;
  }

  /** Whether the rule forbids p's move from {@code from}: it crosses a boundary each of the last N moves crossed. */
  boolean forbids(int p, int from, int to) {
    if (n == 0 || from != square[p] || length[p] < n) {
      return false;
    }
    int l = lineOf(from, to);
    int base = p * n;
    int fLo = Integer.MIN_VALUE;
    int fHi = Integer.MAX_VALUE;
    for (int i = 0; i < n; i++) {
      int k = base + i;
      if (line[k] != l) {
        return false;
      }
      fLo = Math.max(fLo, lo[k]);
      fHi = Math.min(fHi, hi[k]);
    }
    return Math.max(lowOf(from, to), fLo) <= Math.min(highOf(from, to), fHi);
  }

  /** Records p's move: the chain goes on if the chain piece moved again, else a new chain starts. */
  void record(int p, int from, int to, boolean survived) {
    if (n == 0) {
      return;
    }
    if (square[p] != from) {
      length[p] = 0;
    }
    int k = p * n + head[p];
    line[k] = lineOf(from, to);
    lo[k] = lowOf(from, to);
    hi[k] = highOf(from, to);
    head[p] = head[p] + 1 == n ? 0 : head[p] + 1;
    if (length[p] < n) {
      length[p]++;
    }
    if (survived) {
      square[p] = to;
    } else {
      clear(p); // C-5.2: losing the piece starts a new chain
    }
  }

  /** A piece of q was removed from {@code sq}: if it was q's chain piece, q's chain ends. */
  void removed(int q, int sq) {
    if (square[q] == sq) {
      clear(q);
    }
  }

  private void clear(int p) {
    square[p] = -1;
    length[p] = 0;
  }

  /** Writes what a move of p may change into {@code u} at {@code i}: {@link #UNDO} ints. */
  void save(int[] u, int i, int p) {
    int k = n > 0 ? p * n + head[p] : 0;
    u[i] = square[p];
    u[i + 1] = length[p];
    u[i + 2] = head[p];
    u[i + 3] = n > 0 ? line[k] : 0;
    u[i + 4] = n > 0 ? lo[k] : 0;
    u[i + 5] = n > 0 ? hi[k] : 0;
    u[i + 6] = square[p ^ 1];
    u[i + 7] = length[p ^ 1];
  }

  /** Restores what {@link #save} wrote for a move of p. */
  void restore(int[] u, int i, int p) {
    square[p] = u[i];
    length[p] = u[i + 1];
    head[p] = u[i + 2];
    if (n > 0) {
      int k = p * n + head[p];
      line[k] = u[i + 3];
      lo[k] = u[i + 4];
      hi[k] = u[i + 5];
    }
    square[p ^ 1] = u[i + 6];
    length[p ^ 1] = u[i + 7];
  }

  int square(int p) {
    return length[p] == 0 ? -1 : square[p];
  }

  int length(int p) {
    return n == 0 ? 0 : length[p];
  }

  /** The i-th oldest remembered move of p's chain as a segment, lower square first. */
  int segment(int p, int i) {
    int k = p * n + Math.floorMod(head[p] - length[p] + i, n);
    int l = line[k];
    if (l >= CORNER) {
      int low = (l - CORNER) >> 1;
      return Moves.of(low, low + t.width + ((l & 1) == 0 ? 1 : -1));
    }
    if (l < VERTICAL) {
      int y = l - HORIZONTAL;
      return Moves.of(y * t.width + lo[k], y * t.width + hi[k] + 1);
    }
    int x = l - VERTICAL;
    return Moves.of(lo[k] * t.width + x, (hi[k] + 1) * t.width + x);
  }

  void set(int p, int sq, int[] segments) {
    if (segments.length > n) {
      throw new IllegalArgumentException("a chain remembers at most " + n + " moves");
    }
    square[p] = sq < 0 || segments.length == 0 ? -1 : sq;
    length[p] = square[p] < 0 ? 0 : segments.length;
    for (int i = 0; i < length[p]; i++) {
      int from = Moves.from(segments[i]);
      int to = Moves.to(segments[i]);
      int k = p * n + i;
      line[k] = lineOf(from, to);
      lo[k] = lowOf(from, to);
      hi[k] = highOf(from, to);
    }
    head[p] = n > 0 ? length[p] % n : 0;
  }

  private int lineOf(int from, int to) {
    int[] ys = t.ys;
    int[] xs = t.xs;
    if (ys[from] == ys[to]) {
      return HORIZONTAL + ys[from];
    }
    if (xs[from] == xs[to]) {
      return VERTICAL + xs[from];
    }
    int low = Math.min(from, to);
    int high = Math.max(from, to);
    return CORNER + 2 * low + (xs[high] > xs[low] ? 0 : 1);
  }

  /** The lowest boundary a straight move crosses: boundary i lies between coordinate i and i+1. */
  private int lowOf(int from, int to) {
    int[] ys = t.ys;
    if (ys[from] != ys[to] && t.xs[from] != t.xs[to]) {
      return 0; // a corner move: its line alone identifies it
    }
    return ys[from] == ys[to] ? Math.min(t.xs[from], t.xs[to]) : Math.min(ys[from], ys[to]);
  }

  private int highOf(int from, int to) {
    int[] ys = t.ys;
    if (ys[from] != ys[to] && t.xs[from] != t.xs[to]) {
      return 0;
    }
    return (ys[from] == ys[to] ? Math.max(t.xs[from], t.xs[to]) : Math.max(ys[from], ys[to])) - 1;
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
