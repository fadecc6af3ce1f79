package io.github.strategorules.lostisland;

import io.github.strategorules.core.rules.ImplementsRule;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * The contents shuffled onto the island: the green tiles (LI-2.5) and the loot under the three
 * stone tiles without the flag (LI-2.4). The default is {@link #standard()}; a caller may replace
 * it ([default] in the rules: the seed gives no numbers). A tile set is public (the contents of the
 * box); where each tile lies is the hidden layout. The order of {@link #green()} only feeds the
 * seeded shuffle of {@link Layout#random}.
 *
 * @param green the 32 green tiles (no stone tiles, no flag)
 * @param stoneLoot the coins under the three stone tiles that do not hold the flag
 */
@ImplementsRule({"LI-2.5", "LI-R23"})
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
      throw new IllegalArgumentException(
          "a tile set has exactly 32 green tiles, found "
              + green.size()
              + " tiles of which "
              + green.stream().filter(Tile::stone).count()
              + " stone");
    }
    if (stoneLoot.size() != 3 || stoneLoot.stream().anyMatch(c -> Objects.requireNonNull(c) < 1)) {
      throw new IllegalArgumentException(
          "a tile set has three positive stone loots, found " + stoneLoot);
    }
  }

  /**
   * The default set [default] (LI-2.4, LI-2.5): 7 loot (three of 1 coin, two of 2, two of 3), 9
   * bombs (values 2, 3, 4 in each pattern), 6 storms, 10 plain; stone loot 1, 2 and 3.
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

  /** The order of {@link #canonical()}: by kind, value, then bomb pattern. */
  private static final Comparator<Tile> ORDER =
      Comparator.comparing(Tile::kind)
          .thenComparingInt(Tile::value)
          .thenComparing(t -> t.pattern() == null ? -1 : t.pattern().ordinal());

  /** The standard set in canonical order, to recognise it. */
  private static final TileSet STANDARD_CANONICAL = sorted(standard());

  private static TileSet sorted(TileSet set) {
    List<Tile> g = new ArrayList<>(set.green());
    g.sort(ORDER);
    List<Integer> loot = new ArrayList<>(set.stoneLoot());
    loot.sort(null);
    return new TileSet(g, loot);
  }

  /**
   * The same tiles in a canonical order: {@link #standard()} itself when the tiles are the standard
   * ones, else the green tiles by kind, value and pattern and the stone loots ascending. Two sets
   * of the same tiles have the same canonical set.
   *
   * @return the canonical set
   */
  public TileSet canonical() {
    TileSet c = sorted(this);
    return c.equals(STANDARD_CANONICAL) ? standard() : c;
  }

  /**
   * The tiles of a layout (its green tiles and the loot under its stones), in canonical order.
   *
   * @param layout the layout
   * @return the tile set
   * @throws IllegalArgumentException when the layout does not have 32 green tiles and three stone
   *     loots besides the flag
   */
  public static TileSet of(Layout layout) {
    List<Tile> green = new ArrayList<>();
    List<Integer> loot = new ArrayList<>();
    for (Tile t : layout.tiles()) {
      if (!t.stone()) {
        green.add(t);
      } else if (t.kind() == TileKind.LOOT) {
        loot.add(t.value());
      }
    }
    return new TileSet(green, loot).canonical();
  }

  /**
   * The text form of a spec's {@code tiles=} option: the 32 green tiles, then the three stone
   * loots, each as {@link Tile#toString()}, joined by dots ({@code loot1.loot1. ... .stone-loot3}).
   *
   * @return the text
   */
  public String format() {
    StringBuilder sb = new StringBuilder();
    for (Tile t : green) {
      sb.append(t).append('.');
    }
    for (int i = 0; i < stoneLoot.size(); i++) {
      sb.append(Tile.stoneLoot(stoneLoot.get(i))).append(i + 1 < stoneLoot.size() ? "." : "");
    }
    return sb.toString();
  }

  /**
   * Reads the text form of {@link #format()}: tiles joined by dots, green tiles and stone loots
   * ({@code stone-lootN}) in any order.
   *
   * @param text the text
   * @return the tile set, in the order written
   * @throws IllegalArgumentException when a token is not a tile or the counts are wrong
   */
  public static TileSet parse(String text) {
    List<Tile> green = new ArrayList<>();
    List<Integer> loot = new ArrayList<>();
    for (String token : text.strip().split("\\.")) {
      Tile t = Tile.parse(token);
      if (t.stone() && t.kind() != TileKind.LOOT) {
        throw new IllegalArgumentException("a tile set holds green tiles and stone loot, not " + t);
      }
      if (t.stone()) {
        loot.add(t.value());
      } else {
        green.add(t);
      }
    }
    return new TileSet(green, loot);
  }
}
