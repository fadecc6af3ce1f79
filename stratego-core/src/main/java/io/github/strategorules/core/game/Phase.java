package io.github.strategorules.core.game;

/**
 * The phase of a game: the same three in every game of the contract; each game's rules say what its
 * setup and its turns are.
 */
public enum Phase {
  /** The seats are placing their setups. */
  SETUP,
  /** The seats take their turns. */
  PLAY,
  /** The game is over: it has an {@link Outcome} ({@link GameState#outcome()}). */
  OVER
}
