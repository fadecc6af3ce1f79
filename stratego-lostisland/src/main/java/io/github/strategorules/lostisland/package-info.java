/**
 * Stratego Lost Island: the rules of {@code lost-island.md} (LI-1 to LI-13). This release has the
 * island's geometry ({@link io.github.strategorules.lostisland.Ring}, LI-2.1 and LI-2.3); the game
 * itself follows in a later release on the shared API of {@code io.github.strategorules.core}.
 */
package io.github.strategorules.lostisland;
