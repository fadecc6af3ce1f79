package io.github.strategorules.lostisland;

import java.util.List;
import org.jspecify.annotations.Nullable;

/** The three bomb patterns of LI-7.1. */
public enum BombPattern {
  /** The four orthogonal lines. */
  PLUS,
  /** The four diagonal lines. */
  DIAGONAL,
  /** The two lines of one straight line, horizontal or vertical as the flipping player chooses. */
  LINE;

  /**
   * The lines this pattern fires along; for {@link #LINE} those of the chosen axis.
   *
   * @param axis the chosen axis (only used by {@link #LINE}; may be null for the others)
   * @return the directions, in {@link Direction} order
   */
  public List<Direction> directions(@Nullable Axis axis) {
    return switch (this) {
      case PLUS -> List.of(Direction.NORTH, Direction.EAST, Direction.SOUTH, Direction.WEST);
      case DIAGONAL ->
          List.of(
              Direction.NORTH_EAST,
              Direction.SOUTH_EAST,
              Direction.SOUTH_WEST,
              Direction.NORTH_WEST);
      case LINE ->
          axis == Axis.HORIZONTAL
              ? List.of(Direction.EAST, Direction.WEST)
              : List.of(Direction.NORTH, Direction.SOUTH);
    };
  }

  /**
   * {@link #directions} as a bit per {@link Direction} ordinal, without allocating (for the rules'
   * kernel).
   *
   * @param axis the chosen axis (only used by {@link #LINE}; may be null for the others)
   * @return the bits
   */
  public int directionBits(@Nullable Axis axis) {
    return switch (this) {
      case PLUS -> 0x0F;
      case DIAGONAL -> 0xF0;
      case LINE ->
          axis == Axis.HORIZONTAL
              ? 1 << Direction.EAST.ordinal() | 1 << Direction.WEST.ordinal()
              : 1 << Direction.NORTH.ordinal() | 1 << Direction.SOUTH.ordinal();
    };
  }
}
