package io.github.strategorules.core.game;

/**
 * A seat gives up: the game ends at once and every other seat wins. Legal at any time while the
 * game goes on, for every seat, whose turn it is or not. Each game implements it with an action
 * record of its own; generic code creates one with the matching factory of {@link GameState} and
 * recognises one by this type.
 */
public non-sealed interface Resignation extends TableAction {}
