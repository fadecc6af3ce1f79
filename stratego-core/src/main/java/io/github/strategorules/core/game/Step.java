package io.github.strategorules.core.game;

import java.util.List;

/**
 * The result of {@link GameState#apply}: the next state and the events of that step, in order, as
 * the referee saw them and as each seat may see them.
 */
public interface Step {
  /**
   * The state after the action.
   *
   * @return the next state
   */
  GameState state();

  /**
   * Every event of the step with every fact: for the referee only.
   *
   * @return the events, in order
   */
  List<? extends Event> events();

  /**
   * The events as one seat may see them: send each client its own list.
   *
   * @param seat a seat of the game
   * @return the redacted events, in order
   */
  List<? extends Event> eventsFor(Seat seat);

  /**
   * The events as a spectator may see them.
   *
   * @return the public events, in order
   */
  List<? extends Event> publicEvents();
}
