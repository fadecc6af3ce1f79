package io.github.strategorules.template;

import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import java.util.List;

/**
 * A step of the toy game: every event is public.
 *
 * @param state the next state
 * @param events the events
 */
public record ToyStep(ToyState state, List<ToyEvent> events) implements Step {
  /** Copies the events. */
  public ToyStep {
    events = List.copyOf(events);
  }

  @Override
  public List<ToyEvent> eventsFor(Seat seat) {
    if (seat.index() > 1) {
      throw new IllegalArgumentException(seat + " does not play the toy game");
    }
    return events;
  }

  @Override
  public List<ToyEvent> publicEvents() {
    return events;
  }
}
