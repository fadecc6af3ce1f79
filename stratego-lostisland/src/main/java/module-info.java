/**
 * Stratego Lost Island (2 to 4 players, {@code lost-island.md}) on the shared API of
 * {@code io.github.strategorules.core}: the base game (LI-1 to LI-11, LI-13). The API package and the
 * research tools ({@code ...lostisland.research}) are exported; the engine (kernel, move
 * generator, redaction) is an implementation detail.
 */
module io.github.strategorules.lostisland {
  requires transitive io.github.strategorules.core;

  exports io.github.strategorules.lostisland;
  exports io.github.strategorules.lostisland.research;
}
