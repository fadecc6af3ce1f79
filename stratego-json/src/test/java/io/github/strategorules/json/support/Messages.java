package io.github.strategorules.json.support;

import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.core.referee.Update;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The updates the tests expect a referee (or a session) to give, built straight from states and
 * steps with no referee: what a recipient may see, by the contract's own redaction. No clocks.
 */
public final class Messages {
  private Messages() {}

  /** A recipient's share of a state it arrives at: no events. */
  public static Update at(GameState state, int steps, Optional<Seat> who) {
    return of(state, steps, who, List.of());
  }

  /** A seat's share of a new game. */
  public static Update forSeat(GameState state, Seat seat) {
    return at(state, 0, Optional.of(seat));
  }

  /** A spectator's share of a new game. */
  public static Update forSpectator(GameState state) {
    return at(state, 0, Optional.empty());
  }

  /** A recipient's share after a step, the steps-th of its game. */
  public static Update after(Step step, int steps, Optional<Seat> who) {
    return of(step.state(), steps, who, who.isPresent() ? List.copyOf(step.eventsFor(who.get()))
        : List.copyOf(step.publicEvents()));
  }

  private static Update of(GameState state, int steps, Optional<Seat> who,
      List<io.github.strategorules.core.game.Event> events) {
    return new Update(state.game(), who, steps, who.isPresent() ? state.viewFor(who.get()) : state.publicView(),
        events, who.isPresent() ? List.copyOf(state.legalActions(who.get())) : List.of(),
        state.outcome().map(o -> (Outcome) o), Map.of());
  }
}
