package io.github.strategorules.core.kernel;

import io.github.strategorules.core.rules.ImplementsRule;

/**
 * The kernel's one move generator, over a {@link Position}'s bitboards (C-3, with C-5 and C-6
 * applied). One-step pieces go by bitboards; scouts walk their rays ({@link #rays} counts them
 * without walking, for {@link RandomMoves}); the two-squares chain piece and a chasing player's
 * moves take the checked paths. {@link Position#reason} explains the same rules move by move, and
 * tests check that the two agree on every pair of squares.
 */
@ImplementsRule({"C-3.2", "C-3.3"})
final class MoveGenerator {
  private MoveGenerator() {}

  /**
   * The one move generator. One-step pieces go by bitboards: for each direction, the pieces whose
   * neighbour that way is on the pos.board, not a lake and not their own (shifts of the "open"
   * set); then the pieces with at least one move are visited in square order and their moves
   * written in direction order. Line movers (scouts) walk their rays; the chain piece of the
   * two-squares rule takes the checked path. Stops once {@code limit} moves are found.
   */
  static int gen(Position pos, int p, int[] out, int limit) {
    if (pos.t.extended()) {
      return ExtendedGenerator.gen(pos, p, out, limit, true);
    }
    Chases chases = pos.chases;
    if (chases != null && chases.active(p)) {
      return genChase(pos, chases, p, out, limit);
    }
    return pos.words == 2 ? gen2(pos, p, out, limit) : genWords(pos, p, out, limit);
  }

  /** The moves of a player who is chasing: every move, minus those C-6.1 forbids. */
  static int genChase(Position pos, Chases chases, int p, int[] out, int limit) {
    int n =
        pos.words == 2
            ? gen2(pos, p, out, Integer.MAX_VALUE)
            : genWords(pos, p, out, Integer.MAX_VALUE);
    // Only a move ending next to a piece that evaded can be a chasing move: test those alone.
    // Up to 128 squares the set is two words in registers (nothing allocated on every call).
    long[] near = pos.words == 2 ? null : chases.evaderNeighbours(p);
    long near0 = pos.words == 2 ? chases.evaderNeighbours(p, 0) : 0;
    long near1 = pos.words == 2 ? chases.evaderNeighbours(p, 1) : 0;
    int k = 0;
    for (int i = 0; i < n; i++) {
      int m = out[i];
      int to = Moves.to(m);
      long word = near == null ? (to < 64 ? near0 : near1) : near[to >>> 6];
      if ((word >>> (to & 63) & 1) == 0 || !pos.moreSquaresForbids(p, m)) {
        out[k++] = m;
        if (k >= limit) {
          return k;
        }
      }
    }
    return k;
  }

  /**
   * Whether p could move under C-3 and C-5 alone, the more-squares rule aside (the draw test of
   * C-7.3).
   */
  static boolean hasMoveIgnoringChases(Position pos, int p) {
    int[] buf = new int[pos.probeLength(p)];
    if (pos.t.extended()) {
      return ExtendedGenerator.gen(pos, p, buf, 1, false) > 0;
    }
    return (pos.words == 2 ? gen2(pos, p, buf, 1) : genWords(pos, p, buf, 1)) > 0;
  }

  /**
   * {@link #genWords} for boards of up to 128 squares (classic: 100), with the bitboards in
   * registers. Same order, same rules; boards above 128 squares use {@link #genWords}.
   */
  static int gen2(Position pos, int p, int[] out, int limit) {
    final int width = pos.t.width;
    final int base = p * 2;
    final long own0 = pos.own[base];
    final long own1 = pos.own[base + 1];
    final long liners0 = pos.liners[base];
    final long liners1 = pos.liners[base + 1];
    final long step0 = pos.mobile[base] & ~liners0;
    final long step1 = pos.mobile[base + 1] & ~liners1;
    final long open0 = pos.t.valid[0] & ~own0;
    final long open1 = pos.t.valid[1] & ~own1;
    final long openNl0 = pos.t.validNotLastFile[0] & ~own0;
    final long openNl1 = pos.t.validNotLastFile[1] & ~own1;
    final long openNf0 = pos.t.validNotFirstFile[0] & ~own0;
    final long openNf1 = pos.t.validNotFirstFile[1] & ~own1;
    // A piece on s can move south if s - width is open, west if s - 1 is open (same rank), and so
    // on.
    final long south0 = step0 & (open0 << width);
    final long south1 = step1 & ((open1 << width) | (open0 >>> (64 - width)));
    final long north0 = step0 & ((open0 >>> width) | (open1 << (64 - width)));
    final long north1 = step1 & (open1 >>> width);
    final long west0 = step0 & (openNl0 << 1);
    final long west1 = step1 & ((openNl1 << 1) | (openNl0 >>> 63));
    final long east0 = step0 & ((openNf0 >>> 1) | (openNf1 << 63));
    final long east1 = step1 & (openNf1 >>> 1);
    long any0 = south0 | west0 | east0 | north0 | liners0;
    long any1 = south1 | west1 | east1 | north1 | liners1;
    final int chain = pos.chains.restricted(p);
    if (chain >= 0 && (pos.mobile[base + (chain >>> 6)] & (1L << (chain & 63))) != 0) {
      if (chain < 64) {
        any0 |= 1L << chain;
      } else {
        any1 |= 1L << (chain - 64);
      }
    }
    int n = 0;
    for (int w = 0; w < 2; w++) {
      long bits = w == 0 ? any0 : any1;
      final long sw = w == 0 ? south0 : south1;
      final long ww = w == 0 ? west0 : west1;
      final long ew = w == 0 ? east0 : east1;
      final long nw = w == 0 ? north0 : north1;
      final long lw = w == 0 ? liners0 : liners1;
      while (bits != 0) {
        final int bit = Long.numberOfTrailingZeros(bits);
        bits &= bits - 1;
        final int s = (w << 6) + bit;
        if (s == chain) {
          n = genChecked(pos, p, s, out, n);
        } else if ((lw >>> bit & 1) == 0) {
          final int from = s << 10;
          out[n] = from | (s - width);
          n += (int) (sw >>> bit) & 1;
          out[n] = from | (s - 1);
          n += (int) (ww >>> bit) & 1;
          out[n] = from | (s + 1);
          n += (int) (ew >>> bit) & 1;
          out[n] = from | (s + width);
          n += (int) (nw >>> bit) & 1;
        } else {
          n = genRays(pos, p, s, out, n);
        }
        if (n >= limit) {
          return n;
        }
      }
    }
    return n;
  }

  /**
   * The moves of a line mover (scout) on {@code s}: each ray up to and including an enemy piece. It
   * walks the rays although {@link #rays} could give their lengths: the moves are written one by
   * one anyway, and in crowded mid-game positions the walk measured faster ({@code
   * MoveGenBenchmark}: 146 ns against 162 ns per position).
   */
  static int genRays(Position pos, int p, int s, int[] out, int n) {
    final byte[] b = pos.board;
    final int[] nb = pos.t.nbrWall;
    final int po = p * Position.CODES_FULL;
    final int from = s << 10;
    final int s4 = s << 2;
    final boolean range = pos.t.rangeAttack;
    for (int d = 0; d < 4; d++) {
      final int first = nb[s4 + d];
      int to = first;
      int tc = b[to];
      while (tc == 0) {
        out[n++] = from | to;
        to = nb[(to << 2) + d];
        tc = b[to];
      }
      out[n] = from | to;
      if (range
          || to == first) { // V-2.5: without range attacks only an adjacent enemy can be attacked
        n += pos.t.open[po + tc];
      }
    }
    return n;
  }

  /**
   * The moves of p's line mover on s per direction, one byte each (south, west, east, north from
   * the lowest byte): its moves in a direction are the squares at distance 1 to that count. Read
   * off {@link Position#rows} and {@link Position#cols} without walking: the empty squares next to
   * the mover on a line are a run of zeros in the line's occupancy (walls at both ends), found by
   * one bit scan; the piece that ends the run adds a move if it is an enemy's (and, without range
   * attacks, V-2.5, only when it is adjacent). The bytes sum to at most 4 x 26, so {@code (r *
   * 0x01010101) >>> 24} is the total.
   */
  static int rays(Position pos, int p, int s) {
    final Tables t = pos.t;
    final int h = t.height;
    final int wd = t.width;
    final int[] rows = pos.rows;
    final int[] cols = pos.cols;
    final int x = t.xs[s];
    final int y = t.ys[s];
    final int row = rows[2 * h + y]; // both players' pieces, lakes and edges
    final int col = cols[2 * wd + x];
    final int rowEnemy = rows[(p ^ 1) * h + y];
    final int colEnemy = cols[(p ^ 1) * wd + x];
    final int bx = x + 1; // the square's bit in its row mask
    final int by = y + 1;
    final int south = Integer.numberOfLeadingZeros(col << (32 - by));
    final int west = Integer.numberOfLeadingZeros(row << (32 - bx));
    final int east = Integer.numberOfTrailingZeros(row >>> (bx + 1));
    final int north = Integer.numberOfTrailingZeros(col >>> (by + 1));
    int as = (colEnemy >>> (by - 1 - south)) & 1;
    int aw = (rowEnemy >>> (bx - 1 - west)) & 1;
    int ae = (rowEnemy >>> (bx + 1 + east)) & 1;
    int an = (colEnemy >>> (by + 1 + north)) & 1;
    if (!t.rangeAttack) { // V-2.5: only an adjacent enemy can be attacked
      as &= south == 0 ? 1 : 0;
      aw &= west == 0 ? 1 : 0;
      ae &= east == 0 ? 1 : 0;
      an &= north == 0 ? 1 : 0;
    }
    return (south + as) | (west + aw) << 8 | (east + ae) << 16 | (north + an) << 24;
  }

  /** The generator for any board size, with bitboards of {@code pos.words} words. */
  static int genWords(Position pos, int p, int[] out, int limit) {
    final int words = pos.words;
    final int width = pos.t.width;
    final long[] sc =
        new long[5 * words]; // local: a shared position may be read by several threads
    final int south = 0;
    final int west = words;
    final int east = 2 * words;
    final int north = 3 * words;
    final int any = 4 * words;
    final int base = p * words;
    // open = squares a piece of p may enter: on the pos.board, no lake, not its own.
    for (int w = 0; w < words; w++) {
      long open = pos.t.valid[w] & ~pos.own[base + w];
      long openNotLast = pos.t.validNotLastFile[w] & ~pos.own[base + w];
      long openNotFirst = pos.t.validNotFirstFile[w] & ~pos.own[base + w];
      long stepMovers = pos.mobile[base + w] & ~pos.liners[base + w];
      // A piece on s moves south if s - width is open: shift "open" up by width, and so on.
      sc[south + w] = stepMovers & shiftUp(pos.t.valid, pos.own, base, w, width, open);
      sc[north + w] = stepMovers & shiftDown(pos.t.valid, pos.own, base, w, width, open);
      sc[west + w] = stepMovers & shiftUp(pos.t.validNotLastFile, pos.own, base, w, 1, openNotLast);
      sc[east + w] =
          stepMovers & shiftDown(pos.t.validNotFirstFile, pos.own, base, w, 1, openNotFirst);
      sc[any + w] =
          sc[south + w] | sc[west + w] | sc[east + w] | sc[north + w] | pos.liners[base + w];
    }
    final int chain = pos.chains.restricted(p);
    if (chain >= 0 && (pos.mobile[base + (chain >>> 6)] & (1L << (chain & 63))) != 0) {
      sc[any + (chain >>> 6)] |= 1L << (chain & 63);
    }
    int n = 0;
    for (int w = 0; w < words; w++) {
      long bits = sc[any + w];
      while (bits != 0) {
        final int bit = Long.numberOfTrailingZeros(bits);
        bits &= bits - 1;
        final int s = (w << 6) + bit;
        final int from = s << 10;
        if (s == chain) {
          n = genChecked(pos, p, s, out, n);
        } else if ((pos.liners[base + w] >>> bit & 1) == 0) {
          out[n] = from | (s - width);
          n += (int) (sc[south + w] >>> bit) & 1;
          out[n] = from | (s - 1);
          n += (int) (sc[west + w] >>> bit) & 1;
          out[n] = from | (s + 1);
          n += (int) (sc[east + w] >>> bit) & 1;
          out[n] = from | (s + width);
          n += (int) (sc[north + w] >>> bit) & 1;
        } else {
          n = genRays(pos, p, s, out, n);
        }
        if (n >= limit) {
          return n;
        }
      }
    }
    return n;
  }

  /**
   * Word {@code w} of {@code open} shifted towards higher squares by {@code k} (bit s - k lands on
   * s): the squares whose neighbour {@code k} below is open. {@code mask} and {@code own} rebuild
   * the lower word's open set.
   */
  private static long shiftUp(long[] mask, long[] own, int base, int w, int k, long open) {
    long r = open << k;
    if (w > 0) {
      r |= (mask[w - 1] & ~own[base + w - 1]) >>> (64 - k);
    }
    return r;
  }

  /**
   * Word {@code w} of {@code open} shifted towards lower squares by {@code k} (bit s + k lands on
   * s).
   */
  private static long shiftDown(long[] mask, long[] own, int base, int w, int k, long open) {
    long r = open >>> k;
    if (w + 1 < mask.length) {
      r |= (mask[w + 1] & ~own[base + w + 1]) << (64 - k);
    }
    return r;
  }

  /** The moves of the two-squares chain piece, each checked against C-5.2. */
  static int genChecked(Position pos, int p, int s, int[] out, int n) {
    final int m = pos.t.movement[pos.board[s]];
    for (int d = 0; d < 4; d++) {
      int to = pos.t.nbr[(s << 2) + d];
      final int first = to;
      while (to >= 0) {
        int tc = pos.board[to];
        if (pos.t.open[p * Position.CODES_FULL + tc] == 0
            || (tc != 0 && !pos.t.rangeAttack && to != first)) {
          break;
        }
        if (!pos.chains.forbids(p, s, to)) {
          out[n++] = (s << 10) | to;
        }
        if (tc != 0 || m == 1) {
          break;
        }
        to = pos.t.nbr[(to << 2) + d];
      }
    }
    return n;
  }
}
