package io.github.strategorules.core.kernel;

import static io.github.strategorules.core.kernel.Position.owner;
import static io.github.strategorules.core.kernel.Position.type;

import io.github.strategorules.core.action.ClassicReason;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.rules.ImplementsRule;
import org.jspecify.annotations.Nullable;

/**
 * Why a move is illegal (C-3, C-5, C-6, V-1.2 and V-2.5), move by move: the body of {@link
 * Position#reasonOf}, the one place where a move's legality is decided. The generators emit exactly
 * the moves it accepts (tests compare them on every pair of squares); they share its rule functions
 * ({@link TwoSquaresChains#forbids}, {@link Position#moreSquaresForbids}, {@link #mayRescue}).
 * Split from {@link Position} to keep that class to its state and moves.
 */
final class Legality {
  private Legality() {}

  /** See {@link Position#reasonOf}. */
  @ImplementsRule({"C-3.2", "C-3.3", "V-2.5"})
  static @Nullable ClassicReason reasonOf(Position pos, int p, int move) {
    final Tables t = pos.t;
    final byte[] board = pos.board;
    int from = Moves.from(move);
    int to = Moves.to(move);
    if (from >= t.size || to >= t.size) {
      return ClassicReason.OFF_BOARD;
    }
    int c = board[from];
    if (c == 0 || owner(c) != p) {
      return ClassicReason.NO_OWN_PIECE;
    }
    int m = t.movement[c];
    if (m == 0) {
      return ClassicReason.IMMOBILE_PIECE;
    }
    ClassicReason path = m == 3 ? twoSquarePath(pos, from, to) : straightPath(pos, m, from, to);
    if (path != null) {
      return path;
    }
    int tc = board[to];
    if (tc != 0 && owner(tc) == p) {
      return ClassicReason.ONTO_OWN_PIECE;
    }
    if (tc != 0
        && m == 2
        && !t.rangeAttack
        && Math.abs(t.xs[to] - t.xs[from]) + Math.abs(t.ys[to] - t.ys[from]) > 1) {
      return ClassicReason.NO_RANGE_ATTACK;
    }
    if (Moves.isRescue(move)) {
      ClassicReason r = rescueReason(pos, p, move);
      if (r != null) {
        return r;
      }
    }
    if (pos.chains.forbids(p, from, to)) {
      return ClassicReason.TWO_SQUARES_RULE;
    }
    if (pos.moreSquaresForbids(p, move)) {
      return ClassicReason.MORE_SQUARES_RULE;
    }
    return null;
  }

  /** C-3.2 and C-3.3: a straight move of one square, or of a line mover along empty squares. */
  private static @Nullable ClassicReason straightPath(Position pos, int m, int from, int to) {
    final Tables t = pos.t;
    final byte[] board = pos.board;
    int dx = t.xs[to] - t.xs[from];
    int dy = t.ys[to] - t.ys[from];
    if ((dx != 0) == (dy != 0)) {
      return ClassicReason.NOT_STRAIGHT; // diagonal, or not a move at all
    }
    int dist = Math.abs(dx) + Math.abs(dy);
    if (m == 1 && dist > 1) {
      return ClassicReason.TOO_FAR;
    }
    int dir = dy < 0 ? 0 : dx < 0 ? 1 : dx > 0 ? 2 : 3;
    int sq = from;
    for (int i = 1; i <= dist; i++) {
      int next = t.nbr[(sq << 2) + dir];
      if (next < 0) {
        return ClassicReason.INTO_LAKE; // on the board (checked above), so a lake stops the way
      }
      sq = next;
      if (i < dist && board[sq] != 0) {
        return ClassicReason.PATH_BLOCKED;
      }
    }
    return null;
  }

  /**
   * V-1.2: one or two squares, straight or around a corner, through an empty first square. A
   * diagonal end square is reached if either corner square is empty.
   */
  @ImplementsRule({"V-1.2", "V-R1"})
  private static @Nullable ClassicReason twoSquarePath(Position pos, int from, int to) {
    final Tables t = pos.t;
    final byte[] board = pos.board;
    int dx = t.xs[to] - t.xs[from];
    int dy = t.ys[to] - t.ys[from];
    int dist = Math.abs(dx) + Math.abs(dy);
    if (dist == 0) {
      return ClassicReason.NOT_STRAIGHT;
    }
    if (dist > 2) {
      return ClassicReason.TOO_FAR;
    }
    if (t.lake[to]) {
      return ClassicReason.INTO_LAKE;
    }
    if (dist == 1) {
      return null;
    }
    int[] corners =
        dx == 0 || dy == 0
            ? new int[] {t.ys[from] * t.width + t.xs[from] + (dx / 2) + (dy / 2) * t.width}
            : new int[] {t.ys[from] * t.width + t.xs[to], t.ys[to] * t.width + t.xs[from]};
    boolean blocked = false;
    for (int via : corners) {
      if (!t.lake[via] && board[via] == 0) {
        return null;
      }
      blocked |= !t.lake[via];
    }
    return blocked ? ClassicReason.PATH_BLOCKED : ClassicReason.INTO_LAKE;
  }

  /** V-1.2: the conditions of a rescue made with a move that is otherwise legal. */
  @ImplementsRule({"V-1.2", "V-R3"})
  private static @Nullable ClassicReason rescueReason(Position pos, int p, int move) {
    final Tables t = pos.t;
    final byte[] board = pos.board;
    if (!t.rescue) {
      return ClassicReason.NO_RESCUE_RULE;
    }
    int from = Moves.from(move);
    if (t.ys[Moves.to(move)] != t.enemyBackRow[p]) {
      return ClassicReason.RESCUE_NOT_ON_BACK_ROW;
    }
    if (type(board[from]) == PieceType.SCOUT.ordinal()) {
      return ClassicReason.SCOUT_CANNOT_RESCUE;
    }
    if ((pos.flags[from] & Position.RESCUED) != 0) {
      return ClassicReason.PIECE_HAS_RESCUED;
    }
    if (pos.rescuesUsed(p) >= 2) {
      return ClassicReason.NO_RESCUES_LEFT;
    }
    int type = Moves.rescueType(move);
    if (type >= Tables.TYPES || pos.captured(p, type) == 0) {
      return ClassicReason.NOT_CAPTURED;
    }
    int sq = pos.rescueSquare(p, Moves.rescueSlot(move));
    if (sq < 0 || (board[sq] != 0 && sq != from)) {
      return ClassicReason.BAD_RESCUE_SQUARE;
    }
    return null;
  }

  /**
   * Whether the piece on a square could rescue on a move to {@code to} (V-1.2), apart from what it
   * rescues and where: the generator's test, the same conditions as {@link #rescueReason}.
   */
  static boolean mayRescue(Position pos, int p, int from, int to) {
    final Tables t = pos.t;
    return t.rescue
        && t.ys[to] == t.enemyBackRow[p]
        && pos.rescuesUsed(p) < 2
        && type(pos.board[from]) != PieceType.SCOUT.ordinal()
        && (pos.flags[from] & Position.RESCUED) == 0;
  }
}
