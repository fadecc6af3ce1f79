package io.github.strategorules.core.kernel;

import io.github.strategorules.core.rules.ImplementsRule;
import java.util.Arrays;

/**
 * The more-squares rule's state (C-6): for each player as chaser, whether a chase is on, the
 * squares of the enemy pieces that evaded during it, and the chase's positions (board hashes after
 * its first threatening move and after every later chaser move). Also, per player, what its last
 * move threatened (to judge the reply) and that move itself (for the C-6.2 exception). Part of the
 * kernel: mutable, owned by one {@link Position}, updated per move in O(1) plus the bitboards.
 *
 * <p>Definitions ({@code docs/rules/classic.md} C-6, [interp], and reading C-R6): a move threatens
 * the enemy pieces next to where the moved piece ends, if it survives; a reply evades when it moves
 * a piece the previous move threatened; a chase starts when a threatening move is answered by an
 * evasion and goes on while every chaser move threatens something and every reply evades.
 */
@ImplementsRule({"C-6", "C-R6", "C-R7"})
final class Chases {
  private final Tables t;
  private final int words;
  private final boolean[] active = new boolean[2];
  private final int[] base = new int[2];
  private final int[] top = new int[2];
  private final long[][] positions = {new long[8], new long[8]};

  /**
   * Per player as chaser, the squares of enemy pieces that evaded in its chase: words [p*words,
   * (p+1)*words).
   */
  private final long[] evaders;

  /** Per player, the enemy pieces its last move threatened, until the reply is judged. */
  private final long[] threats;

  /**
   * Per player, the board hash after its last move, until the reply is judged (a chase may start
   * there).
   */
  private final long[] pending = new long[2];

  private final int[] lastFrom = {-1, -1};
  private final int[] lastTo = {-1, -1};
  // Undo: per move a light record (threats, pending hashes, last moves) and, only when the
  // chase bounds or evaders change (rarely), a heavy one before it; a last word says which.
  private long[] undo = NO_UNDO;
  private int undoTop;
  private boolean heavySaved;
  private final int light;
  private final int heavy;
  private static final long[] NO_UNDO = new long[0];

  Chases(Tables t) {
    this.t = t;
    this.words = t.words;
    evaders = new long[2 * words];
    threats = new long[2 * words];
    light = 2 * words + 4;
    heavy = 2 * words + 2;
  }

  Chases(Chases o) {
    t = o.t;
    words = o.words;
    for (int p = 0; p < 2; p++) {
      active[p] = o.active[p];
      // Only the current chase's positions matter: copy them to the bottom.
      int n = o.top[p] - o.base[p];
      positions[p] = Arrays.copyOfRange(o.positions[p], o.base[p], o.base[p] + Math.max(8, n));
      base[p] = 0;
      top[p] = n;
      pending[p] = o.pending[p];
      lastFrom[p] = o.lastFrom[p];
      lastTo[p] = o.lastTo[p];
    }
    evaders = o.evaders.clone();
    threats = o.threats.clone();
    light = o.light;
    heavy = o.heavy;
  }

  /**
   * Makes this state equal to another of the same tables, as the copy constructor does (the current
   * chases only, no undo history); allocates only to grow a too short positions array.
   */
  void copyFrom(Chases o) {
    for (int p = 0; p < 2; p++) {
      active[p] = o.active[p];
      int n = o.top[p] - o.base[p];
      if (positions[p].length < n) {
        positions[p] = new long[Math.max(8, n)];
      }
      System.arraycopy(o.positions[p], o.base[p], positions[p], 0, n);
      base[p] = 0;
      top[p] = n;
      pending[p] = o.pending[p];
      lastFrom[p] = o.lastFrom[p];
      lastTo[p] = o.lastTo[p];
    }
    System.arraycopy(o.evaders, 0, evaders, 0, evaders.length);
    System.arraycopy(o.threats, 0, threats, 0, threats.length);
    undoTop = 0;
  }

  boolean active(int p) {
    return active[p];
  }

  /**
   * Whether C-6.1 forbids p's move from {@code from} to the empty square {@code to}, given the
   * board hash after it. Attacks are never forbidden: they remove a piece, so the position after
   * them has fewer pieces than any earlier position of the chase and cannot repeat one.
   */
  boolean forbids(int p, int from, int to, long hashAfter) {
    if (!active[p] || !threatensEvader(p, to)) {
      return false; // not a chasing move
    }
    if (from == lastTo[p] && to == lastFrom[p]) {
      return false; // C-6.2: back to the square it left on the chaser's preceding turn (C-5 still
      // applies)
    }
    long[] s = positions[p];
    for (int i = base[p], end = top[p]; i < end; i++) {
      if (s[i] == hashAfter) {
        return true;
      }
    }
    return false;
  }

  /** The squares next to a piece that evaded in p's chase, as a bitboard of {@code words} words. */
  long[] evaderNeighbours(int p) {
    long[] near = new long[words];
    int[] nb = t.nbr;
    for (int w = 0; w < words; w++) {
      long bits = evaders[p * words + w];
      while (bits != 0) {
        int s = (w << 6) + Long.numberOfTrailingZeros(bits);
        bits &= bits - 1;
        for (int d = 0; d < 4; d++) {
          int n = nb[(s << 2) + d];
          if (n >= 0) {
            near[n >>> 6] |= 1L << (n & 63);
          }
        }
      }
    }
    return near;
  }

  /** Word w of {@link #evaderNeighbours(int)}, without allocating. */
  long evaderNeighbours(int p, int w) {
    long near = 0;
    for (int v = 0; v < words; v++) {
      long bits = evaders[p * words + v];
      while (bits != 0) {
        int s = (v << 6) + Long.numberOfTrailingZeros(bits);
        bits &= bits - 1;
        near |= t.adjacent[s * words + w];
      }
    }
    return near;
  }

  private boolean threatensEvader(int p, int to) {
    int[] nb = t.nbr;
    for (int d = 0; d < 4; d++) {
      int s = nb[(to << 2) + d];
      if (s >= 0 && (evaders[p * words + (s >>> 6)] >>> (s & 63) & 1) != 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * Updates both players' chase states after p's move from {@code from} to {@code to}.
   *
   * @param own the owners' bitboards after the move, words [player * words, ...)
   * @param survived whether the moved piece stands on {@code to}
   * @param defenderRemoved whether a piece was removed from {@code to} (an attack won or tied)
   * @param hashAfter the board hash after the move
   * @param record whether to keep what {@link #undo} restores; without, the undo history is dropped
   *     (the position's {@link Position#makeFinal})
   */
  void onMove(
      long[] own,
      int p,
      int from,
      int to,
      boolean survived,
      boolean defenderRemoved,
      long hashAfter,
      boolean record) {
    recording = record;
    if (record) {
      saveLight();
    } else {
      undoTop = 0;
    }
    int q = p ^ 1;
    // The move is q's opponent's reply: does it evade q's last threat?
    if ((threats[q * words + (from >>> 6)] >>> (from & 63) & 1) != 0) {
      saveHeavy();
      if (!active[q]) {
        active[q] = true; // a threatening move answered by an evasion: a chase starts
        base[q] = top[q];
        push(q, pending[q]);
        Arrays.fill(evaders, q * words, (q + 1) * words, 0L);
      }
      clear(evaders, q, from);
      if (survived) {
        set(evaders, q, to);
      }
    } else if (active[q]) {
      saveHeavy();
      end(q); // a reply that is not an evasion ends q's chase
    }
    for (int w = q * words, end = w + words; w < end; w++) {
      threats[w] = 0;
    }
    pending[q] = 0;
    // The move as p's own chaser move: it threatens q's pieces next to where it ends.
    long any = 0;
    if (survived) {
      for (int w = 0, a = to * words; w < words; w++) {
        long bits = t.adjacent[a + w] & own[q * words + w];
        threats[p * words + w] = bits;
        any |= bits;
      }
    }
    if (defenderRemoved) {
      saveHeavy();
      clear(evaders, p, to);
      if (lastTo[q] == to) {
        lastFrom[q] = -1; // q's last moved piece is gone: C-6.2 can no longer apply to it
        lastTo[q] = -1;
      }
    }
    if (active[p]) {
      saveHeavy();
      if (any == 0) {
        end(p); // a chaser move that threatens nothing ends the chase
      } else {
        push(p, hashAfter);
      }
    }
    pending[p] = any != 0 ? hashAfter : 0; // only a threatening move can start a chase
    lastFrom[p] = survived ? from : -1;
    lastTo[p] = survived ? to : -1;
    if (record) {
      ensure(1);
      undo[undoTop++] = heavySaved ? 1 : 0;
    }
  }

  /** Whether the move being played keeps its undo record ({@link #onMove}'s {@code record}). */
  private boolean recording = true;

  private void end(int p) {
    active[p] = false;
    base[p] = top[p];
    Arrays.fill(evaders, p * words, (p + 1) * words, 0L);
  }

  private void push(int p, long hash) {
    if (top[p] == positions[p].length) {
      positions[p] = Arrays.copyOf(positions[p], positions[p].length * 2);
    }
    positions[p][top[p]++] = hash;
  }

  private void set(long[] bits, int p, int sq) {
    bits[p * words + (sq >>> 6)] |= 1L << (sq & 63);
  }

  private void clear(long[] bits, int p, int sq) {
    bits[p * words + (sq >>> 6)] &= ~(1L << (sq & 63));
  }

  private void ensure(int n) {
    if (undoTop + n > undo.length) {
      // Exactly one move's room at first: the immutable API copies a position for every move and
      // makes that one move only, and 64 words a copy were a quarter of its allocation (issue 35).
      undo = Arrays.copyOf(undo, Math.max(undoTop + n, undo.length * 2));
    }
  }

  /** Saves what every move changes: threats, pending hashes and last moves. */
  private void saveLight() {
    ensure(light + heavy + 1);
    heavySaved = false;
    long[] u = undo;
    int i = undoTop;
    for (int w = 0, n = 2 * words; w < n; w++) {
      u[i++] = threats[w];
    }
    for (int p = 0; p < 2; p++) {
      u[i++] = pending[p];
      u[i++] = (lastFrom[p] & 0xFFFFL) | (lastTo[p] & 0xFFFFL) << 16;
    }
    undoTop = i;
  }

  /**
   * Saves, once per move and only when needed, the chases themselves: bounds, flags and evaders.
   */
  private void saveHeavy() {
    if (heavySaved || !recording) {
      return;
    }
    heavySaved = true;
    long[] u = undo;
    int i = undoTop;
    for (int p = 0; p < 2; p++) {
      u[i++] = (base[p] & 0x7FFFFFFFL) | (long) top[p] << 31 | (active[p] ? 1L << 62 : 0);
    }
    for (int w = 0, n = 2 * words; w < n; w++) {
      u[i++] = evaders[w];
    }
    undoTop = i;
  }

  /** Takes back the last {@link #onMove}. */
  void undo() {
    long[] u = undo;
    boolean hadHeavy = u[--undoTop] != 0;
    if (hadHeavy) {
      int i = undoTop - heavy;
      for (int p = 0; p < 2; p++) {
        long a = u[i++];
        base[p] = (int) (a & 0x7FFFFFFFL);
        top[p] = (int) (a >>> 31 & 0x7FFFFFFFL);
        active[p] = (a >>> 62 & 1) != 0;
      }
      for (int w = 0, n = 2 * words; w < n; w++) {
        evaders[w] = u[i++];
      }
      undoTop -= heavy;
    }
    int i = undoTop - light;
    for (int w = 0, n = 2 * words; w < n; w++) {
      threats[w] = u[i++];
    }
    for (int p = 0; p < 2; p++) {
      pending[p] = u[i++];
      long b = u[i++];
      lastFrom[p] = (short) b; // -1 is stored as 0xFFFF
      lastTo[p] = (short) (b >>> 16);
    }
    undoTop -= light;
  }

  // ------------------------------------------------------------------ reading and restoring

  int lastFrom(int p) {
    return lastFrom[p];
  }

  int lastTo(int p) {
    return lastTo[p];
  }

  /** The squares of the pieces that evaded in p's chase, ascending. */
  int[] evaderSquares(int p) {
    int[] out = new int[0];
    for (int w = 0; w < words; w++) {
      long bits = evaders[p * words + w];
      while (bits != 0) {
        out = Arrays.copyOf(out, out.length + 1);
        out[out.length - 1] = (w << 6) + Long.numberOfTrailingZeros(bits);
        bits &= bits - 1;
      }
    }
    return out;
  }

  /** The current chase's position hashes, oldest first (empty when no chase is on). */
  long[] chasePositions(int p) {
    return Arrays.copyOfRange(positions[p], base[p], top[p]);
  }

  /**
   * Restores p's state: its last move (-1s for none or a lost piece), its chase (empty positions
   * for none) and, for the player who moved last, what that move threatens on {@code board} now.
   */
  void set(
      byte[] board,
      int p,
      int from,
      int to,
      int[] evaded,
      long[] chase,
      boolean movedLast,
      long hash) {
    lastFrom[p] = from;
    lastTo[p] = to;
    active[p] = chase.length > 0;
    positions[p] = Arrays.copyOf(chase, Math.max(8, chase.length));
    base[p] = 0;
    top[p] = chase.length;
    Arrays.fill(evaders, p * words, (p + 1) * words, 0L);
    for (int s : evaded) {
      set(evaders, p, s);
    }
    Arrays.fill(threats, p * words, (p + 1) * words, 0L);
    pending[p] = 0;
    if (movedLast && to >= 0) {
      int[] nb = t.nbr;
      for (int d = 0; d < 4; d++) {
        int s = nb[(to << 2) + d];
        if (s >= 0 && board[s] != 0 && (board[s] >> 4) == (p ^ 1)) {
          set(threats, p, s);
          pending[p] = hash;
        }
      }
    }
  }

  /** Same state for both players (the current chases only). */
  boolean sameAs(Chases o) {
    for (int p = 0; p < 2; p++) {
      if (active[p] != o.active[p]
          || pending[p] != o.pending[p]
          || lastFrom[p] != o.lastFrom[p]
          || lastTo[p] != o.lastTo[p]
          || !Arrays.equals(chasePositions(p), o.chasePositions(p))) {
        return false;
      }
    }
    return Arrays.equals(evaders, o.evaders) && Arrays.equals(threats, o.threats);
  }
}
