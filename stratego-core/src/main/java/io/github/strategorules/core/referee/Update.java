package io.github.strategorules.core.referee;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.View;
import java.time.Duration;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One recipient's share of a game: what a seat or a spectator receives after a step or on arrival,
 * and the one type every transport sends (the web server's frames, the engine protocol's {@code
 * message}, the example server, an engine driven by the library). Only a {@link Referee} builds one
 * for a live game ({@link Referee#updateFor}, {@link Shares#forSeat}, {@link
 * Shares#forSpectators}), from what that recipient may know, so a transport may send it as it is: a
 * seat's update holds its own view, its own events of the last step and its own legal actions; a
 * spectator's the public view and events and no actions. Clients read one back from JSON with the
 * public constructor.
 *
 * @param game the game, public facts only
 * @param seat the recipient's seat, or empty for a spectator
 * @param steps the number of steps applied so far
 * @param view the recipient's view now
 * @param events the last step's events as the recipient may see them (empty on arrival and before
 *     the first step)
 * @param legalActions the actions the seat may take now, decisions first then table actions, in
 *     {@link io.github.strategorules.core.game.GameState#legalActions} order (empty for a spectator
 *     and once the game is over)
 * @param outcome the outcome, once the game is over
 * @param clocks each seat's time left, in seat order (public; empty without a time control), held
 *     in whole milliseconds (rounded down on construction: the precision of every transport, so
 *     that an update read back from its JSON is equal to the one written)
 */
public record Update(
    Game game,
    Optional<Seat> seat,
    int steps,
    View view,
    List<Event> events,
    List<Action> legalActions,
    Optional<Outcome> outcome,
    Map<Seat, Duration> clocks) {
  /**
   * Checks presence and copies the lists and the clocks.
   *
   * @param game the game
   * @param seat the seat or empty
   * @param steps the steps, not negative
   * @param view the view
   * @param events the events
   * @param legalActions the legal actions
   * @param outcome the outcome or empty
   * @param clocks the clocks
   */
  public Update {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(seat, "seat");
    Objects.requireNonNull(view, "view");
    Objects.requireNonNull(outcome, "outcome");
    if (steps < 0) {
      throw new IllegalArgumentException("steps must not be negative: " + steps);
    }
    events = List.copyOf(events);
    legalActions = List.copyOf(legalActions);
    clocks = clocks.isEmpty() ? Map.of() : Collections.unmodifiableMap(wholeMillis(clocks));
  }

  /**
   * The seat's decisions: its legal actions without the table actions (resign, offer or accept a
   * draw), in their order ({@link io.github.strategorules.core.game.GameState#decisionsAmong}, the
   * state's {@code decisions(seat)} when the update was built); the first ones of {@link
   * #legalActions()}.
   *
   * @return the decisions; empty for a spectator, a seat not to decide, and once the game is over
   */
  public List<Action> decisions() {
    return io.github.strategorules.core.game.GameState.decisionsAmong(legalActions);
  }

  /** The clocks in whole milliseconds, none negative. */
  private static EnumMap<Seat, Duration> wholeMillis(Map<Seat, Duration> clocks) {
    EnumMap<Seat, Duration> m = new EnumMap<>(Seat.class);
    clocks.forEach(
        (seat, left) -> {
          if (left.isNegative()) {
            throw new IllegalArgumentException("a clock's time left is not negative: " + left);
          }
          m.put(seat, Duration.ofMillis(left.toMillis()));
        });
    return m;
  }
}
