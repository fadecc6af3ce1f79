package io.github.strategorules.core.kernel;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.rules.ImplementsRule;

/**
 * Move generation for rulesets with the Ultimate Lightning extensions of V-1.2: pieces that move
 * two squares ({@link io.github.strategorules.core.rules.Movement#TWO_SQUARES}) and rescues. Square
 * by square rather than by bitboards, since these rulesets are not the bots' classic fast path; it
 * applies exactly the rules of {@link Position#reasonOf} (a property test checks that the two agree
 * on every square pair and rescue).
 *
 * <h2>Order</h2>
 *
 * By start square ascending. From one square: one-step and line movers as in {@link Position}
 * (direction, then distance); a two-square mover's end squares in ascending index order. Each move
 * that may rescue is followed by its rescues: by rescued type in {@link PieceType} order, then by
 * rescue square ascending.
 */
@ImplementsRule({"V-1.2", "V-R1", "V-R3"})
final class ExtendedGenerator {
  private ExtendedGenerator() {}

  /**
   * Writes p's legal moves.
   *
   * @param withChases whether C-6 applies (false for the "could move at all" test of C-7.3)
   */
  static int gen(Position pos, int p, int[] out, int limit, boolean withChases) {
    final Tables t = pos.t;
    final byte[] b = pos.board;
    final int[] ends = new int[12]; // local: a shared position may be read by several threads
    int n = 0;
    for (int s = 0; s < t.size; s++) {
      int c = b[s];
      if (c == 0 || Position.owner(c) != p) {
        continue;
      }
      int m = t.movement[c];
      if (m == 0) {
        continue;
      }
      int count = m == 3 ? twoSquareEnds(pos, p, s, ends) : 0;
      if (m == 3) {
        for (int i = 0; i < count && n < limit; i++) {
          n = emit(pos, p, s, ends[i], out, n, limit, withChases);
        }
      } else {
        for (int d = 0; d < 4; d++) {
          int to = t.nbr[(s << 2) + d];
          int first = to;
          while (to >= 0 && n < limit) {
            int tc = b[to];
            if (t.open[p * Position.CODES_FULL + tc] == 0
                || (tc != 0 && !t.rangeAttack && to != first)) {
              break;
            }
            n = emit(pos, p, s, to, out, n, limit, withChases);
            if (tc != 0 || m == 1) {
              break;
            }
            to = t.nbr[(to << 2) + d];
          }
        }
      }
      if (n >= limit) {
        return n;
      }
    }
    return n;
  }

  /** The end squares of a two-square mover on s, ascending and without repeats (V-1.2). */
  private static int twoSquareEnds(Position pos, int p, int s, int[] ends) {
    final Tables t = pos.t;
    final byte[] b = pos.board;
    int k = 0;
    for (int d = 0; d < 4; d++) {
      int first = t.nbr[(s << 2) + d];
      if (first < 0 || t.open[p * Position.CODES_FULL + b[first]] == 0) {
        continue;
      }
      k = add(ends, k, first);
      if (b[first] != 0) {
        continue; // an attack on the first square ends the move
      }
      for (int d2 = 0; d2 < 4; d2++) {
        int second = t.nbr[(first << 2) + d2];
        if (second >= 0 && second != s && t.open[p * Position.CODES_FULL + b[second]] != 0) {
          k = add(ends, k, second);
        }
      }
    }
    java.util.Arrays.sort(ends, 0, k);
    return k;
  }

  private static int add(int[] ends, int k, int sq) {
    for (int i = 0; i < k; i++) {
      if (ends[i] == sq) {
        return k;
      }
    }
    ends[k] = sq;
    return k + 1;
  }

  /**
   * Writes the move s-to if the repetition rules allow it, then its rescues (V-1.2), never more
   * than {@code limit} moves in all: a caller that asks whether a move exists passes a buffer of
   * one.
   */
  private static int emit(
      Position pos, int p, int s, int to, int[] out, int n, int limit, boolean withChases) {
    if (pos.chains.forbids(p, s, to)) {
      return n;
    }
    int plain = Moves.of(s, to);
    if (!withChases || !pos.moreSquaresForbids(p, plain)) {
      out[n++] = plain;
    }
    if (n >= limit || !Legality.mayRescue(pos, p, s, to)) {
      return n;
    }
    final Tables t = pos.t;
    final int[] zone = t.zone[p];
    for (int type = 0; type < Tables.TYPES; type++) {
      if (pos.captured(p, type) == 0) {
        continue;
      }
      for (int slot = 0; slot < zone.length; slot++) {
        int z = zone[slot];
        if (pos.board[z] != 0 && z != s) {
          continue;
        }
        int move = Moves.withRescue(s, to, type, slot);
        if (!withChases || !pos.moreSquaresForbids(p, move)) {
          out[n++] = move;
          if (n >= limit) {
            return n;
          }
        }
      }
    }
    return n;
  }
}
