package io.github.strategorules.core.action;

import io.github.strategorules.core.game.Resignation;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.internal.seats.ClassicSeats;

/**
 * A seat resigns (C-7.5): allowed at any time until the game is over, the setup included, whoever
 * is to move; the opponent wins. Written {@code RED resign}; the contract's {@link
 * io.github.strategorules.core.game.Resignation}.
 *
 * @param seat the seat who gives up
 */
public record ClassicResignation(Seat seat) implements ClassicAction, Resignation {
  /**
   * Checks the seat is RED or BLUE (C-1.2).
   *
   * @param seat the seat
   */
  public ClassicResignation {
    ClassicSeats.require(seat);
  }

  /** The text form, {@code RED resign}. */
  @Override
  public String toString() {
    return notation();
  }
}
