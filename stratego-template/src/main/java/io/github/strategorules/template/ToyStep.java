package io.github.strategorules.template;

import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import java.util.List;

/**
 * A step of this game: the next state and what happened, as the referee sees it ({@link #events()})
 * and as each seat and a spectator may see it. Every event of this game is public, so each seat's
 * list is the whole list; a game with secrets in its events redacts them here, in {@link
 * #eventsFor} and {@link #publicEvents}, the one place transports take a seat's events from.
 *
 * @param state the next state
 * @param events the events
 */
public record ToyStep(ToyState state, List<ToyEvent> events) implements Step {
  /**
   * Copies the events.
   *
   * @param state the next state
   * @param events the events
   */
  public ToyStep {
    events = List.copyOf(events);
  }

  @Override
  public List<ToyEvent> eventsFor(Seat seat) {
    if (seat.index() > 1) {
      throw new IllegalArgumentException(seat + " does not play " + ToyGame.FAMILY);
    }
    return events;
  }

  @Override
  public List<ToyEvent> publicEvents() {
    return events;
  }
}
