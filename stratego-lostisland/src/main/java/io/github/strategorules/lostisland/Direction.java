package io.github.strategorules.lostisland;

/**
 * The eight directions from a cell: the four orthogonal ones first (storms, LI-7.6; PLUS and LINE
 * bombs, LI-7.1), then the four diagonal ones (DIAGONAL bombs). North is towards row 6, east
 * towards column f.
 */
public enum Direction {
  /** Towards row 6. */
  NORTH(0, 1),
  /** Towards column f. */
  EAST(1, 0),
  /** Towards row 1. */
  SOUTH(0, -1),
  /** Towards column a. */
  WEST(-1, 0),
  /** Towards f6. */
  NORTH_EAST(1, 1),
  /** Towards f1. */
  SOUTH_EAST(1, -1),
  /** Towards a1. */
  SOUTH_WEST(-1, -1),
  /** Towards a6. */
  NORTH_WEST(-1, 1);

  private final int dx;
  private final int dy;

  Direction(int dx, int dy) {
    this.dx = dx;
    this.dy = dy;
  }

  /**
   * The column step.
   *
   * @return -1, 0 or 1
   */
  public int dx() {
    return dx;
  }

  /**
   * The row step.
   *
   * @return -1, 0 or 1
   */
  public int dy() {
    return dy;
  }

  /**
   * Whether this is one of the four orthogonal directions.
   *
   * @return true for north, east, south and west
   */
  public boolean isOrthogonal() {
    return dx == 0 || dy == 0;
  }
}
