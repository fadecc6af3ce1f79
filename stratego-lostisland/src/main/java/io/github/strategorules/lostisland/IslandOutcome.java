package io.github.strategorules.lostisland;

import io.github.strategorules.core.game.Seat;

import java.util.Objects;
import java.util.Optional;

/**
 * How a Lost Island game ended (LI-11): the winner, or none for a draw.
 *
 * @param winner the winning seat, or empty for a draw
 * @param termination why it ended
 */
public record IslandOutcome(Optional<Seat> winner, IslandTermination termination) {
  /**
   * Checks presence.
   *
   * @param winner the winner or empty
   * @param termination the termination
   */
  public IslandOutcome {
    Objects.requireNonNull(winner, "winner");
    Objects.requireNonNull(termination, "termination");
  }

  @Override
  public String toString() {
    return winner.map(s -> s + " wins").orElse("draw") + " (" + termination + ", " + termination.ruleId() + ")";
  }
}
