package io.github.strategorules.lostisland;

import io.github.strategorules.core.game.Seat;
import java.util.Objects;

/**
 * Whose decision the game waits for, and what about (LI-4.1). Public to every seat.
 *
 * @param seat the seat that decides
 * @param kind what the decision is about
 */
public record Decision(Seat seat, DecisionKind kind) {
  /**
   * Checks presence.
   *
   * @param seat the seat
   * @param kind the kind
   */
  public Decision {
    Objects.requireNonNull(seat, "seat");
    Objects.requireNonNull(kind, "kind");
  }
}
