/**
 * Generators and twins of the classic family: rulesets that shrink to {@code classic} ({@link
 * io.github.strategorules.testkit.classic.Rulesets}), games shown from the start of play ({@link
 * io.github.strategorules.testkit.classic.ClassicGames}), seeded random games, Gravon archives for
 * replays, the classic hidden-fact twins ({@link
 * io.github.strategorules.testkit.classic.ClassicTwins}), and the lines of the published perft
 * tables ({@link io.github.strategorules.testkit.classic.PerftCase}), counted by the kernel and by
 * the naive reference.
 */
@NullMarked
package io.github.strategorules.testkit.classic;

import org.jspecify.annotations.NullMarked;
