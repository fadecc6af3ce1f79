package io.github.strategorules.lostisland;

/** What lies under a tile (LI-2.4, LI-2.5, LI-7, LI-8). */
public enum TileKind {
  /** Nothing: an ordinary tile. */
  PLAIN,
  /** Loot coins (green tile: LI-7.5; stone tile: LI-8.1). */
  LOOT,
  /** A bomb (LI-7.1 to LI-7.4); green tiles only. */
  BOMB,
  /** A storm (LI-7.6); green tiles only. */
  STORM,
  /** The flag (LI-8.1); under one stone tile. */
  FLAG
}
