package io.github.strategorules.testkit.reference;

import io.github.strategorules.testkit.reference.NaiveReference.Ply;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The two-squares rule (C-5) as the naive reference reads it from its plain history: which piece
 * continues the player's chain, which square boundaries its last N moves all crossed, and the
 * boundaries a move crosses. Apart from {@link NaiveReference}, which keeps the board and moves, as
 * {@link NaiveChase} keeps the more-squares rule.
 */
final class NaiveTwoSquares {
  private NaiveTwoSquares() {}

  /** The piece the player moved last, if it is still on the board; 0 otherwise (C-5.2). */
  static int chainPieceId(NaiveReference ref, int p) {
    int last = lastMoveIndexOf(ref, p);
    if (last < 0) {
      return 0;
    }
    int id = ref.history().get(last).pieceId();
    for (int s = 0; s < ref.size(); s++) {
      if (ref.idAt(s) == id) {
        return id;
      }
    }
    return 0;
  }

  /**
   * C-5: the boundaries crossed by each of the last N moves of the player's chain; empty when the
   * rule is off, the chain piece is gone or the chain is shorter than N.
   */
  static Set<Long> forbiddenBoundaries(NaiveReference ref, int p, int id) {
    int n = ref.rules().twoSquaresLimit();
    if (n == 0 || id == 0) {
      return Set.of();
    }
    List<Ply> chain = new ArrayList<>();
    for (int i = lastMoveIndexOf(ref, p); i >= 0 && ref.history().get(i).pieceId() == id; i -= 2) {
      chain.add(ref.history().get(i));
    }
    if (chain.size() < n) {
      return Set.of();
    }
    Set<Long> common = new HashSet<>(chain.get(0).crossed());
    for (Ply m : chain.subList(1, n)) {
      common.retainAll(m.crossed());
    }
    return common;
  }

  /** Index in the history of the player's latest move, or -1; the players alternate. */
  private static int lastMoveIndexOf(NaiveReference ref, int p) {
    int i = ref.history().size() - 1;
    if (i >= 0 && ref.history().get(i).player() != p) {
      i--;
    }
    return i;
  }

  /**
   * The square boundaries a move crosses, each named by its two squares: the boundaries between
   * consecutive squares of a straight move, and for a move to a diagonal square (a captain turning
   * a corner, V-R2) the one "boundary" between its two end squares.
   */
  static Set<Long> crossed(NaiveReference ref, int from, int to) {
    Set<Long> out = new HashSet<>();
    int dx = to % ref.width() - from % ref.width();
    int dy = to / ref.width() - from / ref.width();
    if (dx != 0 && dy != 0) {
      out.add(pair(ref, from, to));
      return out;
    }
    int stepX = Integer.signum(dx);
    int stepY = Integer.signum(dy);
    for (int s = from; s != to; ) {
      int next = s + stepY * ref.width() + stepX;
      out.add(pair(ref, s, next));
      s = next;
    }
    return out;
  }

  private static long pair(NaiveReference ref, int a, int b) {
    return (long) Math.min(a, b) * ref.size() + Math.max(a, b);
  }
}
