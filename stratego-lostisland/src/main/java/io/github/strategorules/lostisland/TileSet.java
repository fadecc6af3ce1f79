package io.github.strategorules.lostisland;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The contents shuffled onto the island: the green tiles (LI-2.5) and the loot under the three
 * stone tiles without the flag (LI-2.4). The default is {@link #standard()}; a caller may replace
 * it ([default] in the rules: the seed gives no numbers).
 *
 * @param green the 32 green tiles (no stone tiles, no flag)
 * @param stoneLoot the coins under the three stone tiles that do not hold the flag
 */
public record TileSet(List<Tile> green, List<Integer> stoneLoot) {
  /** The number of green tiles: 36 cells less 4 stones. */
  public static final int GREEN_TILES = 32;

  /**
   * Validates and copies.
   *
   * @param green the 32 green tiles
   * @param stoneLoot three positive coin counts
   */
  public TileSet {
    green = List.copyOf(green);
    stoneLoot = List.copyOf(stoneLoot);
    if (green.size() != GREEN_TILES || green.stream().anyMatch(Tile::stone)) {
      throw new IllegalArgumentException("a tile set has exactly 32 green tiles, found " + green.size()
          + " tiles of which " + green.stream().filter(Tile::stone).count() + " stone");
    }
    if (stoneLoot.size() != 3 || stoneLoot.stream().anyMatch(c -> Objects.requireNonNull(c) < 1)) {
      throw new IllegalArgumentException("a tile set has three positive stone loots, found " + stoneLoot);
    }
  }

  /**
   * The default set [default] (LI-2.4, LI-2.5): 7 loot (three of 1 coin, two of 2, two of 3),
   * 9 bombs (values 2, 3, 4 in each pattern), 6 storms, 10 plain; stone loot 1, 2 and 3.
   *
   * @return the set
   */
  public static TileSet standard() {
    List<Tile> g = new ArrayList<>();
    for (int c : new int[] {1, 1, 1, 2, 2, 3, 3}) {
      g.add(Tile.loot(c));
    }
    for (int v = 2; v <= 4; v++) {
      for (BombPattern p : BombPattern.values()) {
        g.add(Tile.bomb(v, p));
      }
    }
    for (int i = 0; i < 6; i++) {
      g.add(Tile.STORM);
    }
    for (int i = 0; i < 10; i++) {
      g.add(Tile.PLAIN);
    }
    return new TileSet(g, List.of(1, 2, 3));
  }
}
