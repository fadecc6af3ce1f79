/**
 * Stratego Lost Island: the rules of {@code lost-island.md} (LI-1 to LI-13). Not implemented in
 * this release: the package is reserved, and the module depends only on
 * {@code io.github.strategorules.core}.
 */
package io.github.strategorules.lostisland;
