package io.github.strategorules.core.referee;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.View;
import java.time.Duration;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One recipient's share of the game after a step (or on arrival): built only from what that
 * recipient may know, so a transport may send it as it is. A seat's update holds its own view,
 * its own events of the last step and its own legal actions; a spectator's the public view and
 * events and no actions.
 *
 * @param seat the recipient's seat, or empty for a spectator
 * @param steps the number of steps applied so far
 * @param events the last step's events as the recipient may see them (empty before the first)
 * @param view the recipient's view now
 * @param legal the actions the seat may take now (empty for a spectator and once the game is over)
 * @param clocks each seat's time left, in seat order (public; empty without a time control)
 */
public record Update(Optional<Seat> seat, int steps, List<? extends Event> events, View view,
    List<? extends Action> legal, Map<Seat, Duration> clocks) {
  /**
   * Copies the lists.
   *
   * @param seat the seat or empty
   * @param steps the steps
   * @param events the events
   * @param view the view
   * @param legal the legal actions
   * @param clocks the clocks
   */
  public Update {
    events = List.copyOf(events);
    legal = List.copyOf(legal);
    clocks = clocks.isEmpty() ? Map.of() : Collections.unmodifiableMap(new EnumMap<>(clocks));
  }
}
