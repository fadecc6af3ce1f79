package io.github.strategorules.core.game;

import java.util.List;

/** How a game ended: who won (nobody for a draw) and the termination that names the rule. */
public interface Outcome {
  /**
   * The winning seats, in seat order: one seat for an ordinary win, every other seat after a
   * resignation in a game of more than two seats, none for a draw.
   *
   * @return the winners
   */
  List<Seat> winners();

  /**
   * Why the game ended.
   *
   * @return the termination
   */
  Termination termination();

  /**
   * Whether the game was drawn.
   *
   * @return true when nobody won
   */
  default boolean isDraw() {
    return winners().isEmpty();
  }
}
