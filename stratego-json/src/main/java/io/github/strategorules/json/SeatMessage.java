package io.github.strategorules.json;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.core.game.View;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a server sends one seat (or a spectator) after a step of any game: the seat's view, the
 * events of the step as that seat may see them, the actions it may take now and the outcome once
 * the game is over. Build it with {@link #forSeat} or {@link #forSpectator}, which take the view
 * and the events from the state and the step, so that each seat gets only its own share (the
 * view and events are redacted by the game; the legal actions are the seat's own). Written by
 * {@link StrategoJson#writeMessage} as the {@code message} document of {@code docs/json.md}.
 *
 * @param game the game, public facts only
 * @param seat the seat, or empty for a spectator
 * @param view the seat's view (read back from JSON as the game codec's view record)
 * @param events the events of the step as the seat may see them, in order; empty for the first
 *     message of a game
 * @param legalActions the actions the seat may take now (none for a spectator)
 * @param outcome the outcome, once the game is over
 */
public record SeatMessage(Game game, Optional<Seat> seat, View view, List<Event> events, List<Action> legalActions,
    Optional<Outcome> outcome) {
  /**
   * Checks presence and copies the lists.
   *
   * @param game the game
   * @param seat the seat or empty
   * @param view the view
   * @param events the events
   * @param legalActions the legal actions
   * @param outcome the outcome or empty
   */
  public SeatMessage {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(seat, "seat");
    Objects.requireNonNull(view, "view");
    Objects.requireNonNull(outcome, "outcome");
    events = List.copyOf(events);
    legalActions = List.copyOf(legalActions);
  }

  /**
   * The message for a seat at a state, with no events (the first message of a game, or a resync).
   *
   * @param state the state
   * @param seat a seat of the game
   * @return the message
   */
  public static SeatMessage forSeat(GameState state, Seat seat) {
    return of(state, Optional.of(seat), List.of());
  }

  /**
   * The message for a seat after a step: the step's events as that seat may see them.
   *
   * @param step the step
   * @param seat a seat of the game
   * @return the message
   */
  public static SeatMessage forSeat(Step step, Seat seat) {
    return of(step.state(), Optional.of(seat), step.eventsFor(seat));
  }

  /**
   * The message for a spectator at a state, with no events.
   *
   * @param state the state
   * @return the message
   */
  public static SeatMessage forSpectator(GameState state) {
    return of(state, Optional.empty(), List.of());
  }

  /**
   * The message for a spectator after a step: the step's public events.
   *
   * @param step the step
   * @return the message
   */
  public static SeatMessage forSpectator(Step step) {
    return of(step.state(), Optional.empty(), step.publicEvents());
  }

  private static SeatMessage of(GameState state, Optional<Seat> seat, List<? extends Event> events) {
    View view = seat.isPresent() ? state.viewFor(seat.get()) : state.publicView();
    List<? extends Action> legal = seat.isPresent() ? state.legalActions(seat.get()) : List.of();
    return new SeatMessage(state.game(), seat, view, List.copyOf(events), List.copyOf(legal),
        state.outcome().map(o -> (Outcome) o));
  }
}
