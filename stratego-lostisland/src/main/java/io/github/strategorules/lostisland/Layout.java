package io.github.strategorules.lostisland;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.rules.ImplementsRule;
import io.github.strategorules.lostisland.internal.SplitMix;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * What lies under every tile of the island (LI-2.4 to LI-2.6): 36 tiles, one per cell, listed row
 * by row from a1 (a1, b1, ..., f1, a2, ...). Exactly one tile is the flag, and it is a stone tile.
 * The written form ({@link #toString()}, {@link #parse}) lists the 36 tiles in that order,
 * separated by spaces, so a game record can store the layout itself and replay anywhere.
 *
 * @param tiles the 36 tiles, row by row from a1
 */
@ImplementsRule({"LI-2.4", "LI-2.6"})
public record Layout(List<Tile> tiles) {
  /** The number of cells. */
  public static final int CELLS = Ring.SIZE * Ring.SIZE;

  /**
   * Validates and copies.
   *
   * @param tiles the 36 tiles
   */
  public Layout {
    tiles = List.copyOf(tiles);
    if (tiles.size() != CELLS) {
      throw new IllegalArgumentException("a layout has 36 tiles, found " + tiles.size());
    }
    if (tiles.stream().filter(t -> t.kind() == TileKind.FLAG).count() != 1) {
      throw new IllegalArgumentException("a layout has exactly one flag tile (a stone tile)");
    }
  }

  /**
   * A random layout from a seed [LI-2.6]: the stone contents (the flag and the set's three stone
   * loots) shuffled over the stone cells, then the green tiles over the other cells, cells in row
   * order, by the library's fixed random algorithm (SplitMix64 with a Fisher-Yates shuffle). Same
   * seed, stones and set: same layout, within one version of the library.
   *
   * @param seed the seed
   * @param stones the four stone cells
   * @param set the tile set
   * @return the layout
   */
  public static Layout random(long seed, List<Square> stones, TileSet set) {
    Objects.requireNonNull(set, "set");
    if (stones.size() != 4
        || stones.stream().distinct().count() != 4
        || !stones.stream().allMatch(Ring::isOnGrid)) {
      throw new IllegalArgumentException(
          "there are four distinct stone cells on the grid, not " + stones);
    }
    SplitMix rng = new SplitMix(seed);
    Tile[] stone = {
      Tile.FLAG,
      Tile.stoneLoot(set.stoneLoot().get(0)),
      Tile.stoneLoot(set.stoneLoot().get(1)),
      Tile.stoneLoot(set.stoneLoot().get(2))
    };
    rng.shuffle(stone);
    Tile[] green = set.green().toArray(new Tile[0]);
    rng.shuffle(green);
    List<Square> sortedStones = new ArrayList<>(stones);
    Collections.sort(sortedStones);
    Tile[] cells = new Tile[CELLS];
    for (int i = 0; i < 4; i++) {
      Square s = sortedStones.get(i);
      cells[s.y() * Ring.SIZE + s.x()] = stone[i];
    }
    int g = 0;
    for (int c = 0; c < CELLS; c++) {
      if (cells[c] == null) {
        cells[c] = green[g++];
      }
    }
    return new Layout(List.of(cells));
  }

  /**
   * The tile at a cell.
   *
   * @param square a cell of the grid
   * @return the tile
   */
  public Tile at(Square square) {
    return tiles.get(square.y() * Ring.SIZE + square.x());
  }

  /**
   * The cells with a stone tile, in square order.
   *
   * @return the stone cells
   */
  public List<Square> stones() {
    List<Square> list = new ArrayList<>();
    for (int c = 0; c < CELLS; c++) {
      if (tiles.get(c).stone()) {
        list.add(Square.of(c % Ring.SIZE, c / Ring.SIZE));
      }
    }
    return list;
  }

  /**
   * This layout with the tiles of two cells exchanged.
   *
   * @param a one cell
   * @param b the other
   * @return the new layout
   */
  public Layout swap(Square a, Square b) {
    List<Tile> t = new ArrayList<>(tiles);
    int i = a.y() * Ring.SIZE + a.x();
    int j = b.y() * Ring.SIZE + b.x();
    t.set(i, tiles.get(j));
    t.set(j, tiles.get(i));
    return new Layout(t);
  }

  /**
   * Parses the written form: 36 tiles ({@link Tile#parse}) separated by white space, row by row
   * from a1.
   *
   * @param text the layout
   * @return the layout
   * @throws IllegalArgumentException when the text is not a layout
   */
  public static Layout parse(String text) {
    List<Tile> t = new ArrayList<>();
    for (String token : text.strip().split("\\s+")) {
      t.add(Tile.parse(token));
    }
    return new Layout(t);
  }

  /**
   * The written form: the 36 tiles, row by row from a1. This is full information: keep it from
   * players.
   */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (Tile t : tiles) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(t);
    }
    return sb.toString();
  }
}
