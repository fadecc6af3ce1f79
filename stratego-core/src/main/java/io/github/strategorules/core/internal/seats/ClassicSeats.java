package io.github.strategorules.core.internal.seats;

import io.github.strategorules.core.game.Seat;
import java.util.Objects;

/**
 * The classic family's two seats (C-1.2): {@link Seat#RED} and {@link Seat#BLUE}. The one check
 * that refuses the other seats, shared by the classic records and the classic state.
 */
public final class ClassicSeats {
  private ClassicSeats() {}

  /**
   * Checks a seat plays classic Stratego.
   *
   * @param seat the seat
   * @return the seat
   * @throws NullPointerException for null
   * @throws IllegalArgumentException for a seat that does not play classic Stratego (C-1.2)
   */
  public static Seat require(Seat seat) {
    Objects.requireNonNull(seat, "seat");
    if (seat != Seat.RED && seat != Seat.BLUE) {
      throw new IllegalArgumentException(
          "classic Stratego has the seats RED and BLUE, not " + seat);
    }
    return seat;
  }
}
