package io.github.strategorules.core;

import java.util.List;
import java.util.Objects;

/**
 * The result of {@link GameState#apply}: the next state and the events of that step, in order.
 *
 * @param state the state after the action
 * @param events what happened, in order
 */
public record Step(GameState state, List<Event> events) {
  /**
   * Copies the events.
   *
   * @param state the next state
   * @param events the events
   */
  public Step {
    Objects.requireNonNull(state, "state");
    events = List.copyOf(events);
  }

  /**
   * The events as one player (or a spectator, with {@code null}) may see them (C-8). Under the
   * classic rules every event is public, so this is {@link #events()}; the method exists so that
   * callers send each client its own list, whatever the rules.
   *
   * @param viewer the player, or null for a spectator
   * @return the events that viewer sees
   */
  public List<Event> eventsFor(Player viewer) {
    return events;
  }
}
