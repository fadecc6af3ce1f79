/**
 * Generators and twins of the classic family: rulesets that shrink to {@code classic}
 * ({@link io.github.strategorules.testkit.classic.Rulesets}), games shown from the start of play
 * ({@link io.github.strategorules.testkit.classic.ClassicGames}), seeded random games, Gravon
 * archives for replays, and the classic hidden-fact twins
 * ({@link io.github.strategorules.testkit.classic.ClassicTwins}).
 */
package io.github.strategorules.testkit.classic;
