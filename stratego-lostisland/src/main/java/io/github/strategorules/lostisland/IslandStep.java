package io.github.strategorules.lostisland;

import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.lostisland.internal.Redaction;
import java.util.List;
import java.util.Objects;

/**
 * The result of {@link IslandState#apply}: the next state and the full events of that step, in
 * order. Send each seat {@link #eventsFor} (redacted like its view, LI-13) and spectators {@link
 * #publicEvents()}; {@link #events()} is the referee's full list. It is the game-neutral contract's
 * {@link Step}.
 *
 * @param state the state after the action
 * @param events every event, unredacted
 */
public record IslandStep(IslandState state, List<IslandEvent> events) implements Step {
  /**
   * Copies the events.
   *
   * @param state the next state
   * @param events the events
   */
  public IslandStep {
    Objects.requireNonNull(state, "state");
    events = List.copyOf(events);
  }

  /**
   * The events as a seat may see them (LI-13, and SECRET_FIGHTS of LI-12).
   *
   * @param seat the seat
   * @return the redacted events
   */
  @Override
  public List<IslandEvent> eventsFor(Seat seat) {
    return Redaction.events(events, seat.index(), state.config().has(IslandOption.SECRET_FIGHTS));
  }

  /**
   * The events as a spectator may see them (LI-13).
   *
   * @return the redacted events
   */
  @Override
  public List<IslandEvent> publicEvents() {
    return Redaction.events(
        events, Redaction.SPECTATOR, state.config().has(IslandOption.SECRET_FIGHTS));
  }

  /** A summary without the events, which hold values some seats must not see. */
  @Override
  public String toString() {
    return "IslandStep[" + state + ", " + events.size() + " events]";
  }
}
