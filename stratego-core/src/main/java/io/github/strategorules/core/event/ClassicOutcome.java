package io.github.strategorules.core.event;

import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.internal.seats.ClassicSeats;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * How a game ended: the winner, or none for a draw, and the termination that names the rule (C-7).
 *
 * @param winner the winner, or empty for a draw
 * @param termination why the game ended
 */
public record ClassicOutcome(Optional<Seat> winner, ClassicTermination termination)
    implements Outcome {
  /**
   * Checks both parts are present and a winner is RED or BLUE (C-1.2).
   *
   * @param winner the winner or empty
   * @param termination the termination
   */
  public ClassicOutcome {
    winner.ifPresent(ClassicSeats::require);
    Objects.requireNonNull(termination, "termination");
  }

  /**
   * A win.
   *
   * @param winner the winner
   * @param termination why
   * @return the outcome
   */
  public static ClassicOutcome win(Seat winner, ClassicTermination termination) {
    return new ClassicOutcome(Optional.of(winner), termination);
  }

  /**
   * A draw.
   *
   * @param termination why
   * @return the outcome
   */
  public static ClassicOutcome draw(ClassicTermination termination) {
    return new ClassicOutcome(Optional.empty(), termination);
  }

  /**
   * The winner as the contract's seats: one seat, or none for a draw.
   *
   * @return the winners
   */
  @Override
  public List<Seat> winners() {
    return winner.map(List::of).orElse(List.of());
  }

  /**
   * Whether the game was drawn.
   *
   * @return true for a draw
   */
  @Override
  public boolean isDraw() {
    return winner.isEmpty();
  }

  @Override
  public String toString() {
    return (winner.map(p -> p + " wins").orElse("draw"))
        + " ("
        + termination
        + ", "
        + termination.ruleId()
        + ")";
  }
}
