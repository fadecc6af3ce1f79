/**
 * Stratego Lost Island (2 to 4 players, {@code lost-island.md}) on the shared API of
 * {@code io.github.strategorules.core}. The game itself arrives in a later release; this module
 * has its final name and dependencies; this release holds the island geometry (LI-2).
 */
module io.github.strategorules.lostisland {
  requires transitive io.github.strategorules.core;

  exports io.github.strategorules.lostisland;
}
