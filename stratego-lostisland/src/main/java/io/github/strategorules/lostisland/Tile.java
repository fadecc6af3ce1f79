package io.github.strategorules.lostisland;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The contents of one island tile (LI-2.4, LI-2.5): its back (stone or green) and what lies under
 * it. Stone tiles hold the flag or loot; green tiles hold plain, loot, a bomb or a storm. Written
 * as in layouts: {@code plain}, {@code loot2}, {@code bomb3-plus}, {@code storm}, {@code
 * stone-loot1}, {@code stone-flag}.
 *
 * @param stone whether the tile has a stone back
 * @param kind what lies under it
 * @param value the coins of a loot, the value of a bomb, else 0
 * @param pattern the pattern of a bomb, else null
 */
public record Tile(boolean stone, TileKind kind, int value, @Nullable BombPattern pattern) {
  /** A plain green tile. */
  public static final Tile PLAIN = new Tile(false, TileKind.PLAIN, 0, null);

  /** A green storm tile (LI-7.6). */
  public static final Tile STORM = new Tile(false, TileKind.STORM, 0, null);

  /** The stone tile with the flag (LI-2.4). */
  public static final Tile FLAG = new Tile(true, TileKind.FLAG, 0, null);

  /**
   * Validates the combination.
   *
   * @param stone stone back
   * @param kind contents
   * @param value coins or bomb value
   * @param pattern bomb pattern, null for a tile other than a bomb
   */
  public Tile {
    Objects.requireNonNull(kind, "kind");
    boolean ok =
        switch (kind) {
          case PLAIN, STORM -> !stone && value == 0 && pattern == null;
          case LOOT -> value >= 1 && pattern == null;
          case BOMB -> !stone && value >= 1 && value <= 6 && pattern != null;
          case FLAG -> stone && value == 0 && pattern == null;
        };
    if (!ok) {
      throw new IllegalArgumentException(
          "not a Lost Island tile: "
              + (stone ? "stone " : "green ")
              + kind
              + " value "
              + value
              + " pattern "
              + pattern);
    }
  }

  /**
   * A green loot tile (LI-7.5).
   *
   * @param coins the coins, at least 1
   * @return the tile
   */
  public static Tile loot(int coins) {
    return new Tile(false, TileKind.LOOT, coins, null);
  }

  /**
   * A stone loot tile (LI-8.1).
   *
   * @param coins the coins, at least 1
   * @return the tile
   */
  public static Tile stoneLoot(int coins) {
    return new Tile(true, TileKind.LOOT, coins, null);
  }

  /**
   * A green bomb tile (LI-7.1).
   *
   * @param value the bomb's value
   * @param pattern its pattern
   * @return the tile
   */
  public static Tile bomb(int value, BombPattern pattern) {
    return new Tile(false, TileKind.BOMB, value, pattern);
  }

  /**
   * Parses the written form (see the class comment).
   *
   * @param text the tile, such as {@code bomb3-plus}
   * @return the tile
   * @throws IllegalArgumentException when the text is not a tile
   */
  public static Tile parse(String text) {
    String t = text.strip().toLowerCase(java.util.Locale.ROOT);
    try {
      if (t.equals("plain")) {
        return PLAIN;
      }
      if (t.equals("storm")) {
        return STORM;
      }
      if (t.equals("stone-flag")) {
        return FLAG;
      }
      if (t.startsWith("stone-loot")) {
        return stoneLoot(Integer.parseInt(t.substring(10)));
      }
      if (t.startsWith("loot")) {
        return loot(Integer.parseInt(t.substring(4)));
      }
      if (t.startsWith("bomb")) {
        int dash = t.indexOf('-');
        return bomb(
            Integer.parseInt(t.substring(4, dash)),
            BombPattern.valueOf(t.substring(dash + 1).toUpperCase(java.util.Locale.ROOT)));
      }
    } catch (RuntimeException e) {
      // fall through to the uniform message
    }
    throw new IllegalArgumentException(
        "not a tile (expected plain, storm, lootN, bombN-plus|diagonal|line, "
            + "stone-lootN or stone-flag): "
            + text);
  }

  /** The written form, such as {@code bomb3-plus}. */
  @Override
  public String toString() {
    String s =
        switch (kind) {
          case PLAIN -> "plain";
          case STORM -> "storm";
          case FLAG -> "flag";
          case LOOT -> "loot" + value;
          case BOMB ->
              "bomb"
                  + value
                  + "-"
                  + Objects.requireNonNull(pattern).name().toLowerCase(java.util.Locale.ROOT);
        };
    return stone ? "stone-" + s : s;
  }
}
