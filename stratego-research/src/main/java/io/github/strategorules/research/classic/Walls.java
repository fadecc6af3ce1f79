package io.github.strategorules.research.classic;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.Ruleset;

/**
 * Which squares a side has walled in: every neighbour is the board's edge, a lake (C-1.1) or a bomb
 * or flag of that side, pieces that cannot move (C-3.2). A walled-in flag can be reached only
 * through a bomb, so by a miner (C-4.3); walled-in movable pieces count towards having no move
 * (C-7.2, C-7.3). The evaluations of the strategist and of {@code deep} both judge positions by it.
 */
final class Walls {
  private static final int FLAG = PieceType.FLAG.ordinal();
  private static final int BOMB = PieceType.BOMB.ordinal();

  private final int width;
  private final int height;
  private final boolean[] lake;

  /**
   * The walls of a ruleset's board.
   *
   * @param ruleset the board's size and lakes
   */
  Walls(Ruleset ruleset) {
    width = ruleset.width();
    height = ruleset.height();
    lake = new boolean[width * height];
    for (Square s : ruleset.lakes()) {
      lake[s.y() * width + s.x()] = true;
    }
  }

  /**
   * How many of some squares an owner has walled in.
   *
   * @param p the position
   * @param squares the squares, the first {@code n} counted
   * @param n how many
   * @param owner the side whose bombs and flag wall
   * @return the count
   */
  int count(Position p, int[] squares, int n, int owner) {
    int walled = 0;
    for (int i = 0; i < n; i++) {
      if (walled(p, squares[i], owner)) {
        walled++;
      }
    }
    return walled;
  }

  /**
   * Whether every square next to one is an edge, a lake, or a bomb or flag of an owner.
   *
   * @param p the position
   * @param sq the square
   * @param owner the side whose bombs and flag wall
   * @return whether it is walled in
   */
  boolean walled(Position p, int sq, int owner) {
    int x = sq % width;
    int y = sq / width;
    return closed(p, x - 1, y, owner)
        && closed(p, x + 1, y, owner)
        && closed(p, x, y - 1, owner)
        && closed(p, x, y + 1, owner);
  }

  private boolean closed(Position p, int x, int y, int owner) {
    if (x < 0 || y < 0 || x >= width || y >= height) {
      return true;
    }
    int sq = y * width + x;
    int code = p.pieceAt(sq);
    return lake[sq]
        || (code != 0
            && Position.owner(code) == owner
            && (Position.type(code) == BOMB || Position.type(code) == FLAG));
  }
}
