package io.github.strategorules.lostisland;

import java.util.List;

/** The straight line a LINE bomb fires along, chosen by the flipping player (LI-7.1). */
public enum Axis {
  /** Along the row: east and west. */
  HORIZONTAL,
  /** Along the column: north and south. */
  VERTICAL;

  /**
   * The two directions of this axis.
   *
   * @return east and west, or north and south
   */
  public List<Direction> directions() {
    return this == HORIZONTAL
        ? List.of(Direction.EAST, Direction.WEST)
        : List.of(Direction.NORTH, Direction.SOUTH);
  }
}
