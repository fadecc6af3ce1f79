package io.github.strategorules.core.action;

import io.github.strategorules.core.game.DrawOffer;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.internal.seats.ClassicSeats;

/**
 * A seat offers a draw (C-7.5), during play, whoever is to move, unless its own offer stands. The
 * offer stands until the opponent accepts it with {@link ClassicDrawAcceptance} or makes a move,
 * which declines it. Offering a draw while the opponent's offer stands accepts it. Written {@code
 * BLUE offer draw}; the contract's {@link DrawOffer}.
 *
 * @param seat the seat who offers
 */
public record ClassicDrawOffer(Seat seat) implements ClassicAction, DrawOffer {
  /**
   * Checks the seat is RED or BLUE (C-1.2).
   *
   * @param seat the seat
   */
  public ClassicDrawOffer {
    ClassicSeats.require(seat);
  }

  /** The text form, {@code RED offer draw}. */
  @Override
  public String toString() {
    return notation();
  }
}
