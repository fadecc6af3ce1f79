package io.github.strategorules.core.game;

/**
 * A seat offers a draw (legal during play). The game is drawn once every seat has offered or
 * accepted; a decision of the game by a seat that has not agreed declines the offer. Offering while
 * another seat's offer stands is agreeing to it. Each game implements it with an action record of
 * its own; generic code creates one with the matching factory of {@link GameState} and recognises
 * one by this type.
 */
public non-sealed interface DrawOffer extends TableAction {}
