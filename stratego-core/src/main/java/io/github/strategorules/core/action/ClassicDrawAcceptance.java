package io.github.strategorules.core.action;

import io.github.strategorules.core.game.DrawAcceptance;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.internal.seats.ClassicSeats;

/**
 * A seat accepts the opponent's standing draw offer: the game ends in a draw by agreement (C-7.5).
 * Written {@code BLUE accept draw}; the contract's {@link DrawAcceptance}.
 *
 * @param seat the seat who accepts
 */
public record ClassicDrawAcceptance(Seat seat) implements ClassicAction, DrawAcceptance {
  /**
   * Checks the seat is RED or BLUE (C-1.2).
   *
   * @param seat the seat
   */
  public ClassicDrawAcceptance {
    ClassicSeats.require(seat);
  }

  /** The text form, {@code RED accept draw}. */
  @Override
  public String toString() {
    return notation();
  }
}
