package io.github.strategorules.testkit.reference;

import static io.github.strategorules.testkit.reference.NaiveReference.EMPTY;
import static io.github.strategorules.testkit.reference.NaiveReference.LAKE;
import static io.github.strategorules.testkit.reference.NaiveReference.NOTATION_LETTERS;
import static io.github.strategorules.testkit.reference.NaiveReference.RED;
import static io.github.strategorules.testkit.reference.NaiveReference.SCOUT;
import static io.github.strategorules.testkit.reference.NaiveReference.STEP;
import static io.github.strategorules.testkit.reference.NaiveReference.TWO;
import static io.github.strategorules.testkit.reference.NaiveReference.kind;
import static io.github.strategorules.testkit.reference.NaiveReference.owner;

import io.github.strategorules.core.rules.HouseRule;
import java.util.ArrayList;
import java.util.List;

/**
 * Where a piece of the naive reference may go, read from its board: the squares it may move to
 * (C-3.2 one step, C-3.3 a scout's line, lakes never entered nor crossed, C-1.1; V-1.2 a captain's
 * two squares, around a corner too, V-R1; V-2.5 no attack from a distance) and the rescues a move
 * to the enemy back row may declare (V-1.2, V-R3). {@link NaiveReference#candidateMoves} puts them
 * together and leaves out what the two-squares rule forbids ({@link NaiveTwoSquares}); playing a
 * move, with its battle and its rescue, stays with the reference, which keeps the board.
 */
final class NaiveMoves {
  private NaiveMoves() {}

  /** The squares the piece on {@code from} may move to, before C-5 (C-3, V-1.2, V-2.5). */
  static List<Integer> targets(NaiveReference ref, int from) {
    int p = owner(ref.board[from]);
    int how = ref.movement[kind(ref.board[from])];
    List<Integer> out = new ArrayList<>();
    int[][] directions = {{0, -1}, {-1, 0}, {1, 0}, {0, 1}};
    if (how == TWO) {
      for (int[] d : directions) {
        int first = ref.step(from, d);
        if (!enterable(ref, first, p)) {
          continue;
        }
        addOnce(out, first);
        if (ref.board[first] != EMPTY) {
          continue; // an attack on the first square ends the move
        }
        for (int[] e : directions) {
          int second = ref.step(first, e);
          if (second != from && enterable(ref, second, p)) {
            addOnce(out, second); // straight on, or around the corner (V-R1)
          }
        }
      }
      return out;
    }
    for (int[] d : directions) {
      int at = from;
      for (int distance = 1; ; distance++) {
        at = ref.step(at, d);
        if (!enterable(ref, at, p)) {
          break;
        }
        boolean attack = ref.board[at] != EMPTY;
        if (!attack || distance == 1 || !ref.rules().has(HouseRule.NO_RANGE_ATTACK)) {
          out.add(at);
        }
        if (attack || how == STEP) {
          break;
        }
      }
    }
    return out;
  }

  private static void addOnce(List<Integer> list, int square) {
    if (!list.contains(square)) {
      list.add(square);
    }
  }

  /** On the board, not a lake, not an own piece. */
  private static boolean enterable(NaiveReference ref, int square, int p) {
    return square >= 0 && ref.board[square] != LAKE && owner(ref.board[square]) != p;
  }

  /**
   * V-1.2 and V-R3: the rescues a move may declare, as notation suffixes ({@code +M@e2}): when it
   * ends on the enemy back row, its piece is no scout and has not rescued, the player has rescued
   * fewer than twice; one per captured type and empty square of the player's setup zone (or the
   * square the piece leaves).
   */
  static List<String> rescues(NaiveReference ref, int p, int from, int to) {
    List<String> out = new ArrayList<>();
    int backRow = p == RED ? ref.height - 1 : 0;
    if (!ref.rules().has(HouseRule.RESCUE)
        || to / ref.width() != backRow
        || kind(ref.board[from]) == SCOUT
        || ref.rescuers.contains(ref.ids[from])
        || ref.rescuesUsed[p] >= 2) {
      return out;
    }
    for (int k = 0; k < 12; k++) {
      if (ref.roster[p][k] - onBoard(ref, p, k) <= 0) {
        continue;
      }
      for (int s = 0; s < ref.board.length; s++) {
        if (ref.zone[p][s] && (ref.board[s] == EMPTY || s == from)) {
          out.add("+" + NOTATION_LETTERS.charAt(k) + "@" + ref.name(s));
        }
      }
    }
    return out;
  }

  private static int onBoard(NaiveReference ref, int p, int k) {
    int n = 0;
    for (char c : ref.board) {
      if (owner(c) == p && kind(c) == k) {
        n++;
      }
    }
    return n;
  }
}
