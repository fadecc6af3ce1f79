package io.github.strategorules.template;

import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Seat;
import java.util.List;

/**
 * The outcome of a toy game.
 *
 * @param winners the winners, none for a draw
 * @param termination why it ended
 */
public record ToyOutcome(List<Seat> winners, ToyTermination termination) implements Outcome {
  /** Copies the winners. */
  public ToyOutcome {
    winners = List.copyOf(winners);
  }
}
