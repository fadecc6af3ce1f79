package io.github.strategorules.testkit.property;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.DrawAcceptance;
import io.github.strategorules.core.game.DrawOffer;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Resignation;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.core.game.TableAction;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.BiPredicate;

/**
 * Games of any game as choice sequences, through the game-neutral contract alone: each decision
 * picks the k-th of the deciding seats' legal actions ({@link GameState#legalActions()}, modulo
 * their number when a shrunk sequence is replayed) and applies it in its seat's name. One generator
 * thus serves every game: classic with any ruleset, its variants, Lost Island with any toggles.
 *
 * <p>The setup's decisions come first, each one choice, and are not counted by the {@link Length}:
 * the length counts the decisions after the setup (the moves, in classic). Then, at each counted
 * decision, with probability {@code 1/tableActionsOneIn} the decision is instead one of every
 * seat's table actions ({@link Resignation}, {@link DrawOffer}, {@link DrawAcceptance}), whose turn
 * it is or not; while a draw offer stands, every other decision is (so that agreements happen).
 * Table actions are thus reachable but rare, so that most games are long, and the shrinker removes
 * them first ({@link Tape.Kind#RARE}).
 *
 * <p>A failing game shrinks to the shortest game with the smallest choices: no table action unless
 * the failure needs one, fewer decisions, earlier actions in the legal order, the simplest setup.
 */
public final class ChoiceGames {
  /** The default probability of a table action at a counted decision: 1 in this many. */
  public static final int TABLE_ACTIONS_ONE_IN = 1000;

  /** A backstop: no game's setup takes this many decisions. */
  private static final int MAX_SETUP = 100_000;

  private ChoiceGames() {}

  /**
   * How decisions are chosen.
   *
   * @param tableActionsOneIn 1 in how many counted decisions is a table action (0: never)
   * @param preferred actions listed twice among the decisions, to make them likelier (for
   *     properties that need some situation to happen, such as chases); never null
   */
  public record Options(
      int tableActionsOneIn, BiPredicate<? super GameState, ? super Action> preferred) {
    /**
     * The defaults: table actions 1 in {@value ChoiceGames#TABLE_ACTIONS_ONE_IN}, no preference.
     */
    public static final Options DEFAULT = new Options(TABLE_ACTIONS_ONE_IN, (s, a) -> false);

    /**
     * Checks the values.
     *
     * @param tableActionsOneIn the rate, 0 or more
     * @param preferred the preference
     */
    public Options {
      if (tableActionsOneIn < 0) {
        throw new IllegalArgumentException("a rate is 0 (never) or more: " + tableActionsOneIn);
      }
      Objects.requireNonNull(preferred, "preferred");
    }

    /**
     * These options with another rate of table actions.
     *
     * @param oneIn 1 in how many counted decisions (0: never)
     * @return the options
     */
    public Options tableActionsOneIn(int oneIn) {
      return new Options(oneIn, preferred);
    }

    /**
     * These options with some decisions listed twice.
     *
     * @param actions which decisions to prefer in a state
     * @return the options
     */
    public Options preferring(BiPredicate<? super GameState, ? super Action> actions) {
      return new Options(tableActionsOneIn, actions);
    }
  }

  /**
   * Whether an action is a table action: a resignation or a draw action, which any seat may take
   * whose turn it is or not.
   *
   * @param a the action
   * @return true for a resignation, draw offer or acceptance
   */
  public static boolean isTableAction(Action a) {
    return a instanceof TableAction;
  }

  /**
   * Plays a game from a state, drawing its choices and its length; it stops early when the game is
   * over.
   *
   * @param <S> the state type
   * @param d the draws
   * @param start the state to play from, usually a new game
   * @param length how many decisions after the setup
   * @param options how decisions are chosen
   * @return the game
   */
  @SuppressWarnings("unchecked") // every state of a game is of its start's class
  public static <S extends GameState> Played<S> play(
      Draws d, S start, Length length, Options options) {
    List<S> states = new ArrayList<>();
    List<Action> actions = new ArrayList<>();
    List<Step> steps = new ArrayList<>();
    List<Integer> choices = new ArrayList<>();
    states.add(start);
    S s = start;
    while (s.phase() == Phase.SETUP && s.outcome().isEmpty() && actions.size() < MAX_SETUP) {
      s = (S) decide(d, s, 0, options.preferred(), actions, steps, choices);
      states.add(s);
    }
    Draws.Items items = d.items(length);
    int before = actions.size();
    for (int i = 0; i < items.size() && s.outcome().isEmpty(); i++) {
      s =
          (S)
              decide(
                  d, s, options.tableActionsOneIn(), options.preferred(), actions, steps, choices);
      states.add(s);
    }
    items.settle(actions.size() - before);
    return new Played<>(states, actions, steps, choices, s.outcome().isEmpty());
  }

  /**
   * Plays a game with the default options.
   *
   * @param <S> the state type
   * @param d the draws
   * @param start the state to play from
   * @param length how many decisions after the setup
   * @return the game
   */
  public static <S extends GameState> Played<S> play(Draws d, S start, Length length) {
    return play(d, start, length, Options.DEFAULT);
  }

  private static GameState decide(
      Draws d,
      GameState s,
      int tableOneIn,
      BiPredicate<? super GameState, ? super Action> preferred,
      List<Action> actions,
      List<Step> steps,
      List<Integer> choices) {
    List<Action> common = new ArrayList<>(GameState.decisionsAmong(s.legalActions()));
    int decisions = common.size();
    for (int i = 0; i < decisions; i++) {
      if (preferred.test(s, common.get(i))) {
        common.add(common.get(i));
      }
    }
    List<Action> rare = new ArrayList<>();
    boolean offered = false;
    if (tableOneIn > 0) {
      for (Seat seat : s.game().seats()) {
        for (Action a : s.legalActions(seat)) {
          if (isTableAction(a)) {
            rare.add(a);
            offered |= a instanceof DrawAcceptance;
          }
        }
      }
    }
    int k = d.choice(common.size(), rare.size(), offered ? 2 : Math.max(1, tableOneIn));
    Action a = k < common.size() ? common.get(k) : rare.get(k - common.size());
    Step step = s.apply(a.seat(), a);
    actions.add(a);
    steps.add(step);
    choices.add(k);
    return step.state();
  }

  /**
   * A game replayed from given actions, each sent in its own seat's name (a game changed by a test,
   * say); each choice is the action's index among the deciding seats' legal actions, -1 for one not
   * listed there (a table action, or one the rules may refuse).
   *
   * @param <S> the state type
   * @param start the start state
   * @param actions the actions
   * @return the game
   * @throws io.github.strategorules.core.error.IllegalActionException at the first illegal action
   */
  @SuppressWarnings("unchecked") // every state of a game is of its start's class
  public static <S extends GameState> Played<S> replay(S start, List<? extends Action> actions) {
    List<S> states = new ArrayList<>();
    List<Step> steps = new ArrayList<>();
    List<Integer> choices = new ArrayList<>();
    states.add(start);
    S s = start;
    for (Action a : actions) {
      choices.add(s.legalActions().indexOf(a));
      Step step = s.apply(a.seat(), a);
      s = (S) step.state();
      steps.add(step);
      states.add(s);
    }
    return new Played<>(states, List.copyOf(actions), steps, choices, false);
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
   * Games of generated games (or of specs through {@code specs.map(Games::parse)}): a game, a seed
   * for its {@link Game#newGame}, then its decisions.
   *
   * @param games the games
   * @param length how many decisions after the setup
   * @param options how decisions are chosen
   * @return the generator
   */
  public static Arb<Played<GameState>> games(
      Arb<? extends Game> games, Length length, Options options) {
    return d -> {
      Game game = games.draw(d);
      GameState start = game.newGame(d.seed());
      return play(d, start, length, options);
    };
  }

  /**
   * Games of generated games with the default options.
   *
   * @param games the games
   * @param length how many decisions after the setup
   * @return the generator
   */
  public static Arb<Played<GameState>> games(Arb<? extends Game> games, Length length) {
    return games(games, length, Options.DEFAULT);
  }

  /**
   * Games from generated start states (of a game's own state class, say).
   *
   * @param <S> the state type
   * @param starts the start states
   * @param length how many decisions after the setup
   * @param options how decisions are chosen
   * @return the generator
   */
  public static <S extends GameState> Arb<Played<S>> fromStarts(
      Arb<? extends S> starts, Length length, Options options) {
    return d -> play(d, starts.draw(d), length, options);
  }

  /**
   * Games from generated start states with the default options.
   *
   * @param <S> the state type
   * @param starts the start states
   * @param length how many decisions after the setup
   * @return the generator
   */
  public static <S extends GameState> Arb<Played<S>> fromStarts(
      Arb<? extends S> starts, Length length) {
    return fromStarts(starts, length, Options.DEFAULT);
  }
}
