/**
 * The Lost Island half of the test kit: full Lost Island configurations drawn as specs ({@link
 * io.github.strategorules.testkit.lostisland.IslandSpecs}) that shrink to the 2-player base game.
 * The kit writes them as spec text, which {@code IslandConfig.parse} or {@code Games.parse} reads,
 * so it needs {@code stratego-lostisland} only at run time, in the tests that use it: the game's
 * own tests can depend on the kit without a cycle, and other modules' tests (research's) use the
 * same generator instead of a copy.
 */
@NullMarked
package io.github.strategorules.testkit.lostisland;

import org.jspecify.annotations.NullMarked;
