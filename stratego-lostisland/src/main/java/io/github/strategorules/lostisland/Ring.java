package io.github.strategorules.lostisland;

import io.github.strategorules.core.board.Square;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The three rings of the 6 x 6 island (LI-2.1, LI-2.3), from the outside in: the island shrinks
 * ring by ring (LI-9). Squares use the core {@link Square}: columns a to f, rows 1 to 6.
 */
public enum Ring {
  /** The 20 cells on the grid's border. */
  OUTER,
  /** The 12 cells on the border of the inner 4 x 4. */
  MIDDLE,
  /** The 4 centre cells c3, c4, d3, d4. */
  CENTRE;

  /** The island is a 6 x 6 grid; everything outside it is deep water (LI-2.1). */
  public static final int SIZE = 6;

  private static final List<List<Square>> CELLS = cellsByRing();

  private static List<List<Square>> cellsByRing() {
    List<List<Square>> rings = new ArrayList<>();
    for (int i = 0; i < values().length; i++) {
      rings.add(new ArrayList<>());
    }
    for (int y = 0; y < SIZE; y++) {
      for (int x = 0; x < SIZE; x++) {
        rings.get(depth(x, y)).add(Square.of(x, y));
      }
    }
    List<List<Square>> frozen = new ArrayList<>();
    for (List<Square> r : rings) {
      frozen.add(Collections.unmodifiableList(r));
    }
    return Collections.unmodifiableList(frozen);
  }

  /** How many cells lie between a cell and the nearest grid edge: 0 outer, 1 middle, 2 centre. */
  private static int depth(int x, int y) {
    return Math.min(Math.min(x, SIZE - 1 - x), Math.min(y, SIZE - 1 - y));
  }

  /**
   * Whether a square is a cell of the island grid (LI-2.1).
   *
   * @param s the square
   * @return true for columns a to f and rows 1 to 6
   */
  public static boolean isOnGrid(Square s) {
    return s.x() < SIZE && s.y() < SIZE;
  }

  /**
   * The ring a grid cell belongs to (LI-2.3).
   *
   * @param s a cell of the grid
   * @return its ring
   * @throws IllegalArgumentException for a square off the grid (deep water)
   */
  public static Ring of(Square s) {
    if (!isOnGrid(s)) {
      throw new IllegalArgumentException(s + " is deep water, not a cell of the island");
    }
    return values()[depth(s.x(), s.y())];
  }

  /**
   * The cells of this ring, row by row from a1.
   *
   * @return the cells
   */
  public List<Square> cells() {
    return CELLS.get(ordinal());
  }
}
