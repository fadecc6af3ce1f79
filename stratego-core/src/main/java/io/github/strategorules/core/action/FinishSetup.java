package io.github.strategorules.core.action;

import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.internal.seats.ClassicSeats;

/**
 * A seat declares its free setup finished (rulesets with {@code free_setup}, Gravon's
 * "classicfree"): any pieces may stand, a flag or not, so only the seat can say when it is done. In
 * other rulesets a setup is complete when its roster is placed, and this action is never legal.
 * Written {@code RED finish setup}.
 *
 * @param seat the seat
 */
public record FinishSetup(Seat seat) implements ClassicAction {
  /**
   * Checks the seat is RED or BLUE (C-1.2).
   *
   * @param seat the seat
   */
  public FinishSetup {
    ClassicSeats.require(seat);
  }

  /** The text form, {@code RED finish setup}. */
  @Override
  public String toString() {
    return notation();
  }
}
