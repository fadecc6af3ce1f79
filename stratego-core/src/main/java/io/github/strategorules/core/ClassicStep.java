package io.github.strategorules.core;

import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.core.internal.seats.ClassicSeats;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The result of {@link ClassicState#apply}: the next state and the events of that step, in order.
 * {@link #events()} holds every fact, for the referee; send each player {@link #eventsFor(Seat)}
 * and spectators {@link #publicEvents()}.
 *
 * @param state the state after the action
 * @param events what happened, in order, with every fact
 */
public record ClassicStep(ClassicState state, List<ClassicEvent> events) implements Step {
  /**
   * Copies the events.
   *
   * @param state the next state
   * @param events the events
   */
  public ClassicStep {
    Objects.requireNonNull(state, "state");
    events = List.copyOf(events);
  }

  /** A summary without the events, which may hold what some players must not see (C-2.3, V-2.6). */
  @Override
  public String toString() {
    return "ClassicStep[" + state + ", " + events.size() + " events]";
  }

  /**
   * The events as one seat (or a spectator, with {@code null}) may see them (C-8): send each client
   * its own list. A placement reaches its placer only (C-2.3; in a free setup the others learn its
   * square, not its type); the others learn of a setup when it is complete ({@link
   * ClassicEvent.SetupPlaced}). A battle is public, but under the silent-defence house rule (V-2.6)
   * a defender that wins keeps its type hidden from all but its owner.
   *
   * @param viewer {@link Seat#RED} or {@link Seat#BLUE}, or null for a spectator
   * @return the events that viewer sees
   * @throws IllegalArgumentException for another seat
   */
  @Override
  public List<ClassicEvent> eventsFor(@Nullable Seat viewer) {
    return Redaction.forViewer(
        state.ruleset(), events, viewer == null ? null : ClassicSeats.require(viewer));
  }

  /**
   * The events as a spectator may see them: {@code eventsFor((Seat) null)}.
   *
   * @return the public events
   */
  @Override
  public List<ClassicEvent> publicEvents() {
    return eventsFor((Seat) null);
  }
}
