package io.github.strategorules.core.support.property;

import java.util.ArrayList;
import java.util.List;

/**
 * Games as choice sequences, for any game given by its {@link Rules}: a count of decisions, then
 * for each decision a choice that picks the k-th legal action (modulo their number when a shrunk
 * sequence is replayed). A failing game thus shrinks to the shortest game with the smallest
 * choices: fewer decisions, and earlier actions in the legal order.
 */
public final class ChoiceGames {
  private ChoiceGames() {}

  /**
   * Plays a game from a start state, drawing its length and its choices; it stops early when the
   * game is over.
   *
   * @param <S> the state type
   * @param <A> the action type
   * @param <T> the step type
   * @param d the draws
   * @param rules the game
   * @param start the start state
   * @param length how many decisions
   * @return the game
   */
  public static <S, A, T> Played<S, A, T> play(Draws d, Rules<S, A, T> rules, S start, Length length) {
    Draws.Items items = d.items(length);
    List<S> states = new ArrayList<>();
    List<A> actions = new ArrayList<>();
    List<T> steps = new ArrayList<>();
    List<Integer> choices = new ArrayList<>();
    states.add(start);
    S s = start;
    for (int i = 0; i < items.size(); i++) {
      List<? extends A> legal = rules.legal(s);
      if (legal.isEmpty()) {
        break;
      }
      int k = d.choice(legal.size());
      A a = legal.get(k);
      T step = rules.apply(s, a);
      s = rules.next(step);
      choices.add(k);
      actions.add(a);
      steps.add(step);
      states.add(s);
    }
    items.settle(actions.size());
    return new Played<>(rules, states, actions, steps, choices, !rules.legal(s).isEmpty());
  }

  /**
   * A game replayed from given actions (a game changed by a test, say); each choice is the
   * action's index among the legal ones, -1 for one not listed (which the rules may refuse).
   *
   * @param <S> the state type
   * @param <A> the action type
   * @param <T> the step type
   * @param rules the game
   * @param start the start state
   * @param actions the actions
   * @return the game
   * @throws RuntimeException whatever the rules throw for an illegal action
   */
  public static <S, A, T> Played<S, A, T> replay(Rules<S, A, T> rules, S start, List<? extends A> actions) {
    List<S> states = new ArrayList<>();
    List<T> steps = new ArrayList<>();
    List<Integer> choices = new ArrayList<>();
    states.add(start);
    S s = start;
    for (A a : actions) {
      choices.add(rules.legal(s).indexOf(a));
      T step = rules.apply(s, a);
      s = rules.next(step);
      steps.add(step);
      states.add(s);
    }
    return new Played<>(rules, states, List.copyOf(actions), steps, choices, false);
  }

  /**
   * Choices for a game played inside a property (on a kernel, say): numbers from 0 to 65535, the
   * k-th of {@code n} options being {@code k % n}. They shrink to fewer and smaller choices.
   *
   * @param length how many choices
   * @return the generator
   */
  public static Arb<List<Integer>> choices(Length length) {
    return d -> {
      Draws.Items items = d.items(length);
      List<Integer> list = new ArrayList<>();
      for (int i = 0; i < items.size(); i++) {
        list.add(d.between(0, 65535));
      }
      items.settle(list.size());
      return List.copyOf(list);
    };
  }

  /**
   * Games from generated start states.
   *
   * @param <S> the state type
   * @param <A> the action type
   * @param <T> the step type
   * @param rules the game
   * @param starts the start states
   * @param length how many decisions
   * @return the generator
   */
  public static <S, A, T> Arb<Played<S, A, T>> games(Rules<S, A, T> rules, Arb<S> starts, Length length) {
    return d -> play(d, rules, starts.draw(d), length);
  }
}
