/**
 * Stratego Lost Island, the base game of {@code lost-island.md} (LI-1 to LI-11, views LI-13) and the
 * advanced toggles of LI-12 ({@link io.github.strategorules.lostisland.IslandOption}), for 2 to 4
 * players on the shared API of {@code io.github.strategorules.core}. Game records:
 * {@link io.github.strategorules.lostisland.IslandRecord}.
 *
 * <p>Start with {@link io.github.strategorules.lostisland.IslandConfig} (or a text spec such as
 * {@code lost-island(players=3)}) and {@link io.github.strategorules.lostisland.IslandState#newGame};
 * drive the game with {@link io.github.strategorules.lostisland.IslandState#legalActions()} and
 * {@link io.github.strategorules.lostisland.IslandState#apply}; send each seat its
 * {@link io.github.strategorules.lostisland.IslandView} (which carries the public setup facts),
 * its redacted events and its history
 * ({@link io.github.strategorules.lostisland.IslandState#historyFor}), never the config, its spec
 * or a record, which hold the layout (LI-13). The module's README lists every reading the library
 * adopts where the rules are silent.
 */
package io.github.strategorules.lostisland;
