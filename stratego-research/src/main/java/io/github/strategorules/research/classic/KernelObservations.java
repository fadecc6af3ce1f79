package io.github.strategorules.research.classic;

import io.github.strategorules.core.action.ClassicReason;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.HouseRule;
import io.github.strategorules.core.rules.Movement;
import io.github.strategorules.core.rules.Ruleset;
import java.util.Arrays;

/**
 * The {@link ClassicObservations} tensor of the player to act, written from a kernel position and
 * the last moves, without building a view and without allocating. It reads only what the player's
 * view shows (C-8): its own pieces, each enemy piece's square and its seen-flags ({@link
 * Position#MOVED}, {@link Position#MOVED_FAR}, {@link Position#REVEALED}), the type of a revealed
 * enemy piece (or of every piece in an open game, V-2.4), the public captures, clocks and moves,
 * and the player's own moves that the repetition rules forbid (C-5, C-6). A test holds it equal to
 * {@link ClassicObservations#write} over the view, value for value.
 */
final class KernelObservations {
  // Immutable once built: one instance serves every slot of an environment, on any thread.
  /** The moves the tensor shows, as {@link ClassicObservations} (planes 30-37). */
  static final int LAST_MOVES = 4;

  private static final int TYPES = PieceType.values().length;

  private final Ruleset ruleset;
  private final int width;
  private final int area;
  private final int size;
  private final boolean open;
  private final boolean[] lake;
  private final boolean[] movable = new boolean[TYPES];
  private final int[] roster = new int[TYPES];

  /**
   * Per square, the squares a piece there could reach in one move of any kind (lines and corners).
   */
  private final int[][] reach;

  KernelObservations(Ruleset ruleset) {
    this.ruleset = ruleset;
    this.width = ruleset.width();
    this.area = ruleset.width() * ruleset.height();
    this.size = ClassicObservations.of(ruleset).size();
    this.open = ruleset.has(HouseRule.OPEN);
    this.lake = new boolean[area];
    for (int sq = 0; sq < area; sq++) {
      lake[sq] = ruleset.isLake(Square.of(sq % width, sq / width));
    }
    for (PieceType t : PieceType.values()) {
      movable[t.ordinal()] = ruleset.movement(t) != Movement.IMMOBILE;
      roster[t.ordinal()] = ruleset.count(t);
    }
    this.reach = new int[area][];
    int height = ruleset.height();
    for (int sq = 0; sq < area; sq++) {
      int x = sq % width;
      int y = sq / width;
      int[] r = new int[width + height + 4];
      int n = 0;
      for (int to = 0; to < area; to++) {
        int dx = Math.abs(to % width - x);
        int dy = Math.abs(to / width - y);
        boolean line = (dx == 0) != (dy == 0);
        boolean corner = dx == 1 && dy == 1; // V-1.2: a two-square mover turns a corner
        if (line || corner) {
          r[n++] = to;
        }
      }
      reach[sq] = Arrays.copyOf(r, n);
    }
  }

  int size() {
    return size;
  }

  /**
   * Writes the tensor of {@code me}, the player to act.
   *
   * @param p the position
   * @param me the viewer, 0 or 1
   * @param lastFrom the ring of the last moves' start squares
   * @param lastTo the ring of their end squares
   * @param lastCount how many entries of the ring are filled
   * @param lastTop the ring's next write index (the newest move is just before it)
   * @param out the tensor, at least {@link #size()} long, written from 0
   * @param enemyKnown scratch of 12 counts (the caller's, so that one encoder serves many threads)
   */
  void write(
      Position p,
      int me,
      int[] lastFrom,
      int[] lastTo,
      int lastCount,
      int lastTop,
      float[] out,
      int[] enemyKnown) {
    Arrays.fill(out, 0, size, 0f);
    Arrays.fill(enemyKnown, 0);
    for (int sq = 0; sq < area; sq++) {
      if (lake[sq]) {
        out[27 * area + sq] = 1f;
      }
      int code = p.pieceAt(sq);
      if (code == 0) {
        continue;
      }
      int owner = Position.owner(code);
      int type = Position.type(code);
      int f = p.flagsAt(sq);
      boolean known = open || (f & Position.REVEALED) != 0;
      if (owner == me) {
        out[type * area + sq] = 1f;
        if (known) {
          out[28 * area + sq] = 1f;
        }
        if ((f & Position.MOVED) != 0) {
          out[29 * area + sq] = 1f;
        }
      } else if (known) {
        out[(12 + type) * area + sq] = 1f;
        enemyKnown[type]++;
      } else {
        out[24 * area + sq] = 1f;
        if ((f & Position.MOVED) != 0) {
          out[25 * area + sq] = 1f;
        }
        if ((f & Position.MOVED_FAR) != 0) {
          out[26 * area + sq] = 1f;
        }
      }
    }
    int ring = lastFrom.length;
    for (int i = 0; i < lastCount; i++) {
      int k = Math.floorMod(lastTop - 1 - i, ring);
      out[(30 + 2 * i) * area + lastFrom[k]] = 1f;
      out[(31 + 2 * i) * area + lastTo[k]] = 1f;
    }
    forbidden(p, me, out);
    if (p.toMove() == me) {
      Arrays.fill(out, 40 * area, 41 * area, 1f);
    }
    if (me == 0) {
      Arrays.fill(out, 41 * area, 42 * area, 1f);
    }
    int tail = ClassicObservations.PLANES * area;
    int enemy = me ^ 1;
    for (int t = 0; t < TYPES; t++) {
      int r = roster[t];
      if (r == 0) {
        continue;
      }
      int enemyLeft = r - p.captured(enemy, t);
      out[tail + t] = (float) enemyLeft / r;
      out[tail + 12 + t] = (float) Math.max(0, enemyLeft - enemyKnown[t]) / r;
      out[tail + 24 + t] = (float) (r - p.captured(me, t)) / r;
    }
    out[tail + 36] = p.ply() / 1000f;
    out[tail + 37] = p.pliesSinceAttack() / 100f;
  }

  /**
   * Planes 38 and 39: the viewer's moves that C-5 (only its chain piece's, {@link
   * Position#chainSquare}) or C-6 (only while it chases, {@link Position#chasing}) refuse, as the
   * one legality function {@link Position#reason} says.
   */
  private void forbidden(Position p, int me, float[] out) {
    boolean chasing = p.chasing(me);
    int chain = p.chainSquare(me);
    if (chasing) {
      for (int from = 0; from < area; from++) {
        int code = p.pieceAt(from);
        if (code != 0 && Position.owner(code) == me && movable[Position.type(code)]) {
          forbiddenFrom(p, me, from, out);
        }
      }
    } else if (chain >= 0) {
      forbiddenFrom(p, me, chain, out);
    }
  }

  private void forbiddenFrom(Position p, int me, int from, float[] out) {
    for (int to : reach[from]) {
      ClassicReason why = p.reason(me, from, to);
      if (why == ClassicReason.TWO_SQUARES_RULE || why == ClassicReason.MORE_SQUARES_RULE) {
        out[38 * area + from] = 1f;
        out[39 * area + to] = 1f;
      }
    }
  }

  @Override
  public String toString() {
    return "KernelObservations[" + ruleset.spec() + "]";
  }
}
