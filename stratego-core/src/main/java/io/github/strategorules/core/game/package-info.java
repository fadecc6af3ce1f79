/**
 * The game-neutral contract that every Stratego game of this library implements: seats, and (as
 * the contract grows) games found by spec, states, actions, outcomes, views and events. Code
 * written against this package works for classic Stratego, its variants and Lost Island alike.
 */
package io.github.strategorules.core.game;
