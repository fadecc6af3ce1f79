package io.github.strategorules.core;

/**
 * Something a player decides in a classic-family game. Actions name the acting player and what it
 * chooses, never a result: the mover does not know what it will meet.
 */
public sealed interface ClassicAction permits Move, PlaceSetup, Resign, OfferDraw, AcceptDraw {
  /**
   * The player who takes the action.
   *
   * @return the player
   */
  Player player();
}
