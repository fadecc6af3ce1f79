package io.github.strategorules.core.game;

/**
 * A seat accepts the standing draw offer (legal while an offer stands that the seat has not agreed
 * to yet). Each game implements it with an action record of its own; generic code creates one with
 * the matching factory of {@link GameState} and recognises one by this type.
 */
public non-sealed interface DrawAcceptance extends TableAction {}
