/**
 * The contract kit: {@link io.github.strategorules.testkit.contract.ContractKit} checks the
 * properties of the game-neutral contract over generated games, {@link
 * io.github.strategorules.testkit.contract.GameSpecs} generates specs that shrink to the simplest
 * game, and a game provides its {@link io.github.strategorules.testkit.contract.HiddenFactTwins}
 * for the hidden-information property. {@link io.github.strategorules.testkit.contract.Playthrough}
 * writes a golden playthrough of any game (every state, view, legal action and event of a seeded
 * game) and compares it with its file. {@link io.github.strategorules.testkit.contract.Conformance}
 * is the conformance suite a game of any module runs: registry, decisions, views and their grids,
 * records, and the JSON and protocol checks of {@code stratego-json} added to it.
 */
@NullMarked
package io.github.strategorules.testkit.contract;

import org.jspecify.annotations.NullMarked;
