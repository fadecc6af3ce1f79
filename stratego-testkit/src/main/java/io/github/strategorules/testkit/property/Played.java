package io.github.strategorules.testkit.property;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import java.util.List;

/**
 * A game played through the game-neutral contract: each decision was one of the deciding seats'
 * {@link GameState#legalActions() legal actions} (or, rarely, any seat's resignation or draw
 * action), applied in its seat's name. Its {@code toString()} is the game's record ({@link
 * GameState#record()}), which a failing property shows and a scenario test replays with {@link
 * Games#replay}.
 *
 * @param <S> the state type: {@link GameState}, or a game's own state class
 */
public final class Played<S extends GameState> {
  private final List<S> states;
  private final List<Action> actions;
  private final List<Step> steps;
  private final List<Integer> choices;
  private final boolean cut;

  Played(
      List<S> states, List<Action> actions, List<Step> steps, List<Integer> choices, boolean cut) {
    this.states = List.copyOf(states);
    this.actions = List.copyOf(actions);
    this.steps = List.copyOf(steps);
    this.choices = List.copyOf(choices);
    this.cut = cut;
  }

  /**
   * The game's rules.
   *
   * @return the game
   */
  public Game game() {
    return start().game();
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
   * The actions, in order; each was sent in its own seat's name ({@link Action#seat()}).
   *
   * @return the actions
   */
  public List<Action> actions() {
    return actions;
  }

  /**
   * What each action gave, in order: the next state and the events per seat.
   *
   * @return the steps
   */
  public List<Step> steps() {
    return steps;
  }

  /**
   * The seats that sent the actions, in order.
   *
   * @return the senders
   */
  public List<Seat> senders() {
    return actions.stream().map(Action::seat).toList();
  }

  /**
   * The choice sequence: for each action, its index among the options it was chosen from (the
   * deciding seats' decisions, then every seat's table actions); -1 for an action of a replay that
   * was not listed.
   *
   * @return the choices
   */
  public List<Integer> choices() {
    return choices;
  }

  /**
   * Whether the game was cut short by its length while it still went on: what a property says of
   * finished games does not apply (shrinking cuts games too).
   *
   * @return true when cut before its end
   */
  public boolean cut() {
    return cut;
  }

  /**
   * This game from its first state after the setup (the last state when it never left its setup):
   * for properties about play. Its record is still the whole game's.
   *
   * @return the game from the start of play
   */
  public Played<S> fromPlay() {
    int i = 0;
    while (i < states.size() - 1 && states.get(i).phase() == Phase.SETUP) {
      i++;
    }
    return i == 0
        ? this
        : new Played<>(
            states.subList(i, states.size()),
            actions.subList(i, actions.size()),
            steps.subList(i, steps.size()),
            choices.subList(i, choices.size()),
            cut);
  }

  /**
   * The game's record; a game that {@link Games#parse} cannot find by its spec (one built by a
   * test) is described first in a comment line, which record readers skip.
   */
  @Override
  public String toString() {
    String record = last().record();
    Game game = game();
    return registered(game)
        ? record
        : "# " + game.spec() + " built by the test: " + game + "\n" + record;
  }

  private static boolean registered(Game game) {
    try {
      return Games.parse(game.spec()).equals(game);
    } catch (RuntimeException e) {
      return false;
    }
  }
}
