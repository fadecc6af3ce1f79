package io.github.strategorules.core.support.property;

import java.util.List;

/**
 * A game played by a choice sequence: each decision picked the k-th of the legal actions. Its
 * {@code toString()} is the game's record, which a failing property shows and a scenario test can
 * replay.
 *
 * @param <S> the state type
 * @param <A> the action type
 * @param <T> the step type
 */
public final class Played<S, A, T> {
  private final Rules<S, A, T> rules;
  private final List<S> states;
  private final List<A> actions;
  private final List<T> steps;
  private final List<Integer> choices;
  private final boolean cut;

  Played(Rules<S, A, T> rules, List<S> states, List<A> actions, List<T> steps, List<Integer> choices,
      boolean cut) {
    this.rules = rules;
    this.cut = cut;
    this.states = List.copyOf(states);
    this.actions = List.copyOf(actions);
    this.steps = List.copyOf(steps);
    this.choices = List.copyOf(choices);
  }

  /**
   * Every state, the start first: one more than the actions.
   *
   * @return the states
   */
  public List<S> states() {
    return states;
  }

  /**
   * The start state.
   *
   * @return the first state
   */
  public S start() {
    return states.get(0);
  }

  /**
   * The last state.
   *
   * @return the state after the last action
   */
  public S last() {
    return states.get(states.size() - 1);
  }

  /**
   * The actions, in order.
   *
   * @return the actions
   */
  public List<A> actions() {
    return actions;
  }

  /**
   * What each action gave, in order.
   *
   * @return the steps
   */
  public List<T> steps() {
    return steps;
  }

  /**
   * The choice sequence: for each action, its index among the legal actions listed.
   *
   * @return the choices
   */
  public List<Integer> choices() {
    return choices;
  }

  /**
   * Whether the game was cut short by its length while it still had legal actions: what a property
   * says of finished games does not apply (shrinking cuts games too).
   *
   * @return true when cut before its end
   */
  public boolean cut() {
    return cut;
  }

  /** The game's record. */
  @Override
  public String toString() {
    return rules.record(last());
  }
}
