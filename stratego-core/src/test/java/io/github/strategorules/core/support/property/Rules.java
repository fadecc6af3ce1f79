package io.github.strategorules.core.support.property;

import java.util.List;

/**
 * What the game-neutral choice-sequence games need of a game: its legal actions, applying one,
 * and the game's record. Kept this small on purpose: once every state implements the game-neutral
 * contract ({@code core.game.GameState}: {@code legalActions()}, {@code apply(seat, action)},
 * {@code record()}), one adapter over that contract replaces the per-game ones.
 *
 * @param <S> the state type
 * @param <A> the action type
 * @param <T> the type of what applying an action gives (a step with the next state and events)
 */
public interface Rules<S, A, T> {

  /**
   * The actions to choose from, in a fixed order; empty once the game is over.
   *
   * @param state the state
   * @return the actions (an action may be listed twice to make it likelier)
   */
  List<? extends A> legal(S state);

  /**
   * Applies a legal action.
   *
   * @param state the state
   * @param action the action
   * @return the step
   */
  T apply(S state, A action);

  /**
   * The state a step leads to.
   *
   * @param step the step
   * @return the next state
   */
  S next(T step);

  /**
   * The record of the game that led to a state, in the game's own text format, pasteable into a
   * scenario test.
   *
   * @param state the last state
   * @return the record
   */
  String record(S state);
}
