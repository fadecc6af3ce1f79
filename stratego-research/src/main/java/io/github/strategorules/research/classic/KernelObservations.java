package io.github.strategorules.research.classic;

import io.github.strategorules.core.action.ClassicReason;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.HouseRule;
import io.github.strategorules.core.rules.Movement;
import io.github.strategorules.core.rules.Ruleset;
import java.nio.FloatBuffer;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * The {@link ClassicObservations} tensor of a player, written from a kernel position and the last
 * moves, without building a view and without allocating. It reads only what the player's view shows
 * (C-8): its own pieces, each enemy piece's square and its seen-flags ({@link Position#MOVED},
 * {@link Position#MOVED_FAR}, {@link Position#REVEALED}), the type of a revealed enemy piece (or of
 * every piece in an open game, V-2.4), the public captures, clocks and moves, and the player's own
 * moves that the repetition rules forbid (C-5, C-6). A test holds it equal to {@link
 * ClassicObservations#write} over the view, value for value, for the player to act and for the
 * other, during play and once the game is over.
 *
 * <p>The tensor is sparse: of its 4,238 floats (classic board) some 150 to 250 are not 0 (the
 * pieces' planes, the lakes, the last moves, two planes of ones and the tail). So it is computed as
 * the list of the plane entries that are 1, and written into the environment's buffer by what
 * changed since the last write into the same region ({@link Region}): the ones of the last write
 * cleared, the new ones set, planes 40 and 41 only when they change, the tail in full. Where
 * nothing is known of the region ({@code fresh}) it is cleared first. Planes 38 and 39 ask the one
 * legality function only when a rule can forbid a move: while the player chases (C-6), or of its
 * chain piece once its chain is as long as the two-squares limit (C-5).
 */
final class KernelObservations {
  // Immutable once built: one instance serves every slot of an environment, on any thread.
  /** The moves the tensor shows, as {@link ClassicObservations} (planes 30-37). */
  static final int LAST_MOVES = 4;

  private static final int TYPES = PieceType.values().length;
  private static final int TO_MOVE = 40;
  private static final int RED = 41;

  private final Ruleset ruleset;
  private final int area;
  private final int size;
  private final int tail;
  private final boolean open;
  private final int twoSquares;
  private final int[] lakes;
  private final boolean[] movable = new boolean[TYPES];
  private final int[] roster = new int[TYPES];
  private final float[] zeros;

  /** A plane of ones, for planes 40 and 41 (written whole, with one copy). */
  private final float[] planeOfOnes;

  /**
   * Per square, the squares a piece there could reach in one move of any kind (lines and corners).
   */
  private final int[][] reach;

  /**
   * What one game's region of the environment's buffer holds since the last incremental write: the
   * plane entries set to 1 (planes 40 and 41 apart) and whether those two planes are ones. Owned by
   * one slot.
   */
  static final class Region {
    int[] ones;
    int count;
    boolean toMove;
    boolean red;

    /**
     * Scratch of the write, kept here so that one encoder serves many threads; grown (rarely: many
     * moves forbidden at once) when a write needs more.
     */
    int[] next;

    final float[] values = new float[ClassicObservations.TAIL];
    final int[] enemyKnown = new int[TYPES];

    Region(int capacity) {
      this.ones = new int[capacity];
      this.next = new int[capacity];
    }
  }

  KernelObservations(Ruleset ruleset) {
    this.ruleset = ruleset;
    int width = ruleset.width();
    this.area = ruleset.width() * ruleset.height();
    this.size = ClassicObservations.of(ruleset).size();
    this.tail = ClassicObservations.PLANES * area;
    this.open = ruleset.has(HouseRule.OPEN);
    this.twoSquares = ruleset.twoSquaresLimit();
    int[] l = new int[area];
    int n = 0;
    for (int sq = 0; sq < area; sq++) {
      if (ruleset.isLake(Square.of(sq % width, sq / width))) {
        l[n++] = sq;
      }
    }
    this.lakes = Arrays.copyOf(l, n);
    for (PieceType t : PieceType.values()) {
      movable[t.ordinal()] = ruleset.movement(t) != Movement.IMMOBILE;
      roster[t.ordinal()] = ruleset.count(t);
    }
    this.zeros = new float[tail];
    this.planeOfOnes = new float[area];
    Arrays.fill(planeOfOnes, 1f);
    this.reach = new int[area][];
    int height = ruleset.height();
    for (int sq = 0; sq < area; sq++) {
      int x = sq % width;
      int y = sq / width;
      int[] r = new int[width + height + 4];
      int k = 0;
      for (int to = 0; to < area; to++) {
        int dx = Math.abs(to % width - x);
        int dy = Math.abs(to / width - y);
        boolean line = (dx == 0) != (dy == 0);
        boolean corner = dx == 1 && dy == 1; // V-1.2: a two-square mover turns a corner
        if (line || corner) {
          r[k++] = to;
        }
      }
      reach[sq] = Arrays.copyOf(r, k);
    }
  }

  int size() {
    return size;
  }

  /** A region record for one game's slot. */
  Region region() {
    // Each square holds at most three ones (a piece's type or plane 24, and two flags), besides
    // the lakes, the last moves and the forbidden starts and ends (grown when they need more).
    return new Region(3 * area + lakes.length + 2 * LAST_MOVES + 16);
  }

  /**
   * Writes the whole tensor of {@code me} into an array.
   *
   * @param p the position
   * @param me the viewer, 0 or 1 (to move or not)
   * @param over whether the game is over (no player to move, no forbidden moves)
   * @param lastFrom the ring of the last moves' start squares
   * @param lastTo the ring of their end squares
   * @param lastCount how many entries of the ring are filled
   * @param lastTop the ring's next write index (the newest move is just before it)
   * @param at where each square of a plane goes (a seat's frame), or null for the squares as stored
   * @param out the tensor, at least {@link #size()} long, written from 0
   * @param scratch the calling slot's region record, for its scratch (its content is left alone)
   */
  void write(
      Position p,
      int me,
      boolean over,
      int[] lastFrom,
      int[] lastTo,
      int lastCount,
      int lastTop,
      int @Nullable [] at,
      float[] out,
      Region scratch) {
    Arrays.fill(out, 0, size, 0f);
    int n = ones(p, me, over, lastFrom, lastTo, lastCount, lastTop, at, scratch);
    int[] next = scratch.next;
    for (int i = 0; i < n; i++) {
      out[next[i]] = 1f;
    }
    if (!over && p.toMove() == me) {
      Arrays.fill(out, TO_MOVE * area, (TO_MOVE + 1) * area, 1f);
    }
    if (me == 0) {
      Arrays.fill(out, RED * area, (RED + 1) * area, 1f);
    }
    System.arraycopy(scratch.values, 0, out, tail, scratch.values.length);
  }

  /**
   * Writes the tensor of {@code me} into a region of a buffer by what changed since the last write
   * recorded in {@code region}.
   *
   * @param p the position
   * @param me the viewer, 0 or 1
   * @param over whether the game is over
   * @param lastFrom the ring of the last moves' start squares
   * @param lastTo the ring of their end squares
   * @param lastCount how many entries of the ring are filled
   * @param lastTop the ring's next write index
   * @param at where each square of a plane goes, or null for the squares as stored
   * @param out the buffer
   * @param base the region's first index
   * @param region what the region holds, updated
   * @param fresh whether the region may hold anything: it is then cleared first
   */
  void write(
      Position p,
      int me,
      boolean over,
      int[] lastFrom,
      int[] lastTo,
      int lastCount,
      int lastTop,
      int @Nullable [] at,
      FloatBuffer out,
      int base,
      Region region,
      boolean fresh) {
    if (fresh) {
      out.put(base, zeros, 0, zeros.length);
      region.count = 0;
      region.toMove = false;
      region.red = false;
    }
    int[] old = region.ones;
    for (int i = 0, n = region.count; i < n; i++) {
      out.put(base + old[i], 0f);
    }
    int n = ones(p, me, over, lastFrom, lastTo, lastCount, lastTop, at, region);
    int[] next = region.next;
    for (int i = 0; i < n; i++) {
      out.put(base + next[i], 1f);
    }
    if (old.length < next.length) {
      old = new int[next.length];
      region.ones = old;
    }
    System.arraycopy(next, 0, old, 0, n);
    region.count = n;
    boolean toMove = !over && p.toMove() == me;
    if (toMove != region.toMove) {
      fill(out, base + TO_MOVE * area, toMove);
      region.toMove = toMove;
    }
    if ((me == 0) != region.red) {
      fill(out, base + RED * area, me == 0);
      region.red = me == 0;
    }
    out.put(base + tail, region.values, 0, region.values.length);
  }

  private void fill(FloatBuffer out, int from, boolean on) {
    out.put(from, on ? planeOfOnes : zeros, 0, area);
  }

  /**
   * The indexes of the ones of planes 0 to 39 into {@code s.next} (returns their count), and the
   * tail into {@code s.values}.
   */
  private int ones(
      Position p,
      int me,
      boolean over,
      int[] lastFrom,
      int[] lastTo,
      int lastCount,
      int lastTop,
      int @Nullable [] at,
      Region s) {
    int[] next = s.next;
    int[] enemyKnown = s.enemyKnown;
    Arrays.fill(enemyKnown, 0);
    int n = 0;
    for (int lake : lakes) {
      next[n++] = 27 * area + square(at, lake);
    }
    for (int sq = 0; sq < area; sq++) {
      int code = p.pieceAt(sq);
      if (code == 0) {
        continue;
      }
      int to = square(at, sq);
      int type = Position.type(code);
      int f = p.flagsAt(sq);
      boolean known = open || (f & Position.REVEALED) != 0;
      if (Position.owner(code) == me) {
        next[n++] = type * area + to;
        if (known) {
          next[n++] = 28 * area + to;
        }
        if ((f & Position.MOVED) != 0) {
          next[n++] = 29 * area + to;
        }
      } else if (known) {
        next[n++] = (12 + type) * area + to;
        enemyKnown[type]++;
      } else {
        next[n++] = 24 * area + to;
        if ((f & Position.MOVED) != 0) {
          next[n++] = 25 * area + to;
        }
        if ((f & Position.MOVED_FAR) != 0) {
          next[n++] = 26 * area + to;
        }
      }
    }
    int ring = lastFrom.length;
    for (int i = 0; i < lastCount; i++) {
      int k = Math.floorMod(lastTop - 1 - i, ring);
      next[n++] = (30 + 2 * i) * area + square(at, lastFrom[k]);
      next[n++] = (31 + 2 * i) * area + square(at, lastTo[k]);
    }
    if (!over) {
      n = forbidden(p, me, at, s, n);
    }
    float[] values = s.values;
    int enemy = me ^ 1;
    for (int t = 0; t < TYPES; t++) {
      int r = roster[t];
      if (r == 0) {
        values[t] = 0f;
        values[12 + t] = 0f;
        values[24 + t] = 0f;
        continue;
      }
      int enemyLeft = r - p.captured(enemy, t);
      values[t] = (float) enemyLeft / r;
      values[12 + t] = (float) Math.max(0, enemyLeft - enemyKnown[t]) / r;
      values[24 + t] = (float) (r - p.captured(me, t)) / r;
    }
    values[36] = p.ply() / 1000f;
    values[37] = p.pliesSinceAttack() / 100f;
    return n;
  }

  private static int square(int @Nullable [] at, int sq) {
    return at == null ? sq : at[sq];
  }

  /**
   * Planes 38 and 39: the viewer's moves that C-5 (only its chain piece's, once its chain is as
   * long as the limit) or C-6 (only while it chases) refuse, as the one legality function {@link
   * Position#reason} says.
   */
  private int forbidden(Position p, int me, int @Nullable [] at, Region s, int n) {
    if (p.chasing(me)) {
      for (int from = 0; from < area; from++) {
        int code = p.pieceAt(from);
        if (code != 0 && Position.owner(code) == me && movable[Position.type(code)]) {
          n = forbiddenFrom(p, me, from, at, s, n);
        }
      }
      return n;
    }
    int chain = p.chainSquare(me);
    if (chain >= 0 && twoSquares > 0 && p.chainLength(me) >= twoSquares) {
      n = forbiddenFrom(p, me, chain, at, s, n);
    }
    return n;
  }

  private int forbiddenFrom(Position p, int me, int from, int @Nullable [] at, Region s, int n) {
    for (int to : reach[from]) {
      ClassicReason why = p.reason(me, from, to);
      if (why == ClassicReason.TWO_SQUARES_RULE || why == ClassicReason.MORE_SQUARES_RULE) {
        if (n + 2 > s.next.length) {
          s.next = Arrays.copyOf(s.next, 2 * s.next.length);
        }
        s.next[n++] = 38 * area + square(at, from);
        s.next[n++] = 39 * area + square(at, to);
      }
    }
    return n;
  }

  @Override
  public String toString() {
    return "KernelObservations[" + ruleset.spec() + "]";
  }
}
