package io.github.strategorules.lostisland.internal;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.rules.ImplementsRule;
import io.github.strategorules.lostisland.Direction;
import io.github.strategorules.lostisland.Ring;

/** Cell numbers of the 6 x 6 island: {@code y * 6 + x}, so cell order is square order (LI-2.1). */
@ImplementsRule({"LI-2.1", "LI-2.3"})
public final class Grid {
  /** The number of cells. */
  public static final int CELLS = 36;

  /** The grid's width and height. */
  public static final int SIZE = Ring.SIZE;

  private static final Direction[] DIRS = Direction.values();

  /** The ring depth of every cell: 0 outer, 1 middle, 2 centre (LI-2.3). */
  private static final int[] DEPTH = new int[CELLS];

  /** Per {@code d * CELLS + c}: the neighbour of cell c in direction d, or -1. */
  private static final int[] STEPS = new int[8 * CELLS];

  /** Every cell's bit. */
  public static final long ALL = (1L << CELLS) - 1;

  /** The bits of column a, and of column f. */
  private static final long WEST_EDGE, EAST_EDGE;

  static {
    long west = 0;
    long east = 0;
    for (int c = 0; c < CELLS; c++) {
      DEPTH[c] = Ring.of(square(c)).ordinal();
      for (int d = 0; d < 8; d++) {
        int x = c % SIZE + DIRS[d].dx();
        int y = c / SIZE + DIRS[d].dy();
        STEPS[d * CELLS + c] = x < 0 || y < 0 || x >= SIZE || y >= SIZE ? -1 : y * SIZE + x;
      }
      west |= c % SIZE == 0 ? 1L << c : 0;
      east |= c % SIZE == SIZE - 1 ? 1L << c : 0;
    }
    WEST_EDGE = west;
    EAST_EDGE = east;
  }

  private Grid() {}

  /**
   * The cell of a square.
   *
   * @param s a square on the grid
   * @return the cell
   */
  public static int cell(Square s) {
    return s.y() * SIZE + s.x();
  }

  /**
   * The square of a cell.
   *
   * @param c the cell
   * @return the square
   */
  public static Square square(int c) {
    return Square.of(c % SIZE, c / SIZE);
  }

  /**
   * The neighbour of a cell in a direction.
   *
   * @param c the cell
   * @param d the direction index ({@link Direction} ordinal)
   * @return the neighbour, or -1 off the grid (deep water)
   */
  public static int step(int c, int d) {
    return STEPS[d * CELLS + c];
  }

  /**
   * The cells orthogonally next to a set of cells (the set itself not excluded).
   *
   * @param cells a bit per cell
   * @return a bit per neighbouring cell
   */
  public static long neighbours(long cells) {
    return ((cells << SIZE) & ALL)
        | (cells >>> SIZE)
        | ((cells & ~EAST_EDGE) << 1)
        | ((cells & ~WEST_EDGE) >>> 1);
  }

  /**
   * The ring depth of a cell.
   *
   * @param c the cell
   * @return 0 outer, 1 middle, 2 centre
   */
  public static int depth(int c) {
    return DEPTH[c];
  }

  /**
   * The Manhattan distance of two cells (LI-9.4).
   *
   * @param a a cell
   * @param b a cell
   * @return the distance
   */
  public static int manhattan(int a, int b) {
    return Math.abs(a % SIZE - b % SIZE) + Math.abs(a / SIZE - b / SIZE);
  }

  /**
   * Whether a square is on the grid.
   *
   * @param s the square
   * @return true on the grid
   */
  public static boolean onGrid(Square s) {
    return s != null && Ring.isOnGrid(s);
  }
}
