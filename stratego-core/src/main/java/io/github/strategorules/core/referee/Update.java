package io.github.strategorules.core.referee;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
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
import org.jspecify.annotations.Nullable;

/**
 * One recipient's share of a game: what a seat or a spectator receives after a step or on arrival,
 * and the one type every transport sends (the web server's frames, the engine protocol's {@code
 * message}, the example server, an engine driven by the library) and every bot's {@code Transcript}
 * is folded from. Only a {@link Referee} builds one for a live game ({@link Referee#updatesSince},
 * {@link Referee#arrivalFor}, {@link Shares#forSeat}, {@link Shares#forSpectators}), from what that
 * recipient may know, so a transport may send it as it is: a seat's update holds the step's actor,
 * the action as that seat may see it, its own view, its own events of the step and its own legal
 * actions; a spectator's the public ones and no legal actions. Clients read one back from JSON with
 * the public constructor.
 *
 * <p>What a recipient may see of the action is decided in one place for every game ({@link
 * Shares}): the whole action, but for another seat's {@link Action#secret() secret} one (a setup
 * placement, an explorer's value), of which it gets only the actor and its own events. Two games
 * that differ only in facts hidden from a recipient give it equal updates.
 *
 * <p>An immutable value with the equality of its parts. A referee's update builds its view and its
 * legal actions the first time they are asked for, from the state after its step, and then forgets
 * the state (no method gives the state out): a transport or a bot match that folds many steps'
 * updates into a transcript pays for the views it reads only. Thread-safe.
 *
 * <p>The clocks are held in whole milliseconds (rounded down when an update is built: the precision
 * of every transport), so that an update read back from its JSON equals the one written.
 */
public final class Update {
  private final Game game;
  private final Optional<Seat> seat;
  private final int steps;
  private final Optional<Seat> actor;
  private final Optional<Action> action;
  private final List<Event> events;
  private final Optional<Outcome> outcome;
  private final Map<Seat, Duration> clocks;

  /** The recipient's view, once built. Guarded by this. */
  private @Nullable View view;

  /** The recipient's legal actions, once built. Guarded by this. */
  private @Nullable List<Action> legalActions;

  /** The state to build the view and the legal actions from, until both are. Guarded by this. */
  private @Nullable GameState source;

  /**
   * An update with every part given: a client's copy read back from JSON. A live game's updates
   * come from its {@link Referee}.
   *
   * @param game the game, public facts only
   * @param seat the recipient's seat, or empty for a spectator
   * @param steps the number of steps applied so far, not negative
   * @param actor the seat that acted in the step this update tells, or empty on arrival (a
   *     recipient that saw no step)
   * @param action the action of that step as the recipient may see it: empty on arrival and for
   *     another seat's secret action (what the recipient saw of it is in its events)
   * @param view the recipient's view after the step
   * @param events the step's events as the recipient may see them (empty on arrival)
   * @param legalActions the actions the seat may take now, decisions first then table actions, in
   *     {@link GameState#legalActions} order (empty for a spectator and once the game is over)
   * @param outcome the outcome, once the game is over
   * @param clocks each seat's time left, in seat order (public; empty without a time control)
   * @throws IllegalArgumentException for negative steps, or an action without its actor
   */
  public Update(
      Game game,
      Optional<Seat> seat,
      int steps,
      Optional<Seat> actor,
      Optional<Action> action,
      View view,
      List<Event> events,
      List<Action> legalActions,
      Optional<Outcome> outcome,
      Map<Seat, Duration> clocks) {
    this(game, seat, steps, actor, action, events, outcome, clocks);
    this.view = Objects.requireNonNull(view, "view");
    this.legalActions = List.copyOf(legalActions);
  }

  /**
   * A referee's update: its view and legal actions are built from {@code state} when first asked
   * for.
   */
  Update(
      GameState state,
      Optional<Seat> seat,
      int steps,
      Optional<Seat> actor,
      Optional<Action> action,
      List<? extends Event> events,
      Map<Seat, Duration> clocks) {
    this(
        state.game(),
        seat,
        steps,
        actor,
        action,
        List.copyOf(events),
        state.outcome().map(o -> (Outcome) o),
        clocks);
    this.source = state;
    if (seat.isEmpty()) {
      this.legalActions = List.of(); // a spectator has none
    }
  }

  private Update(
      Game game,
      Optional<Seat> seat,
      int steps,
      Optional<Seat> actor,
      Optional<Action> action,
      List<Event> events,
      Optional<Outcome> outcome,
      Map<Seat, Duration> clocks) {
    this.game = Objects.requireNonNull(game, "game");
    this.seat = Objects.requireNonNull(seat, "seat");
    this.actor = Objects.requireNonNull(actor, "actor");
    this.action = Objects.requireNonNull(action, "action");
    this.outcome = Objects.requireNonNull(outcome, "outcome");
    if (steps < 0) {
      throw new IllegalArgumentException("steps must not be negative: " + steps);
    }
    if (action.isPresent() && !actor.equals(Optional.of(action.get().seat()))) {
      throw new IllegalArgumentException("an update's action is its actor's");
    }
    this.steps = steps;
    this.events = List.copyOf(events);
    this.clocks = clocks.isEmpty() ? Map.of() : Collections.unmodifiableMap(wholeMillis(clocks));
  }

  /**
   * The game, public facts only.
   *
   * @return the game
   */
  public Game game() {
    return game;
  }

  /**
   * The recipient's seat.
   *
   * @return the seat, or empty for a spectator
   */
  public Optional<Seat> seat() {
    return seat;
  }

  /**
   * The number of steps applied so far: this update tells the {@code steps}-th step (when it has an
   * {@link #actor()}).
   *
   * @return the count
   */
  public int steps() {
    return steps;
  }

  /**
   * The seat that acted in the step this update tells (public: every recipient learns who acted).
   *
   * @return the actor, or empty on arrival
   */
  public Optional<Seat> actor() {
    return actor;
  }

  /**
   * The step's action as the recipient may see it: the whole action, but for another seat's secret
   * one ({@link Action#secret()}), whose recipient learns only what its {@link #events()} tell.
   *
   * @return the action, or empty on arrival and for another seat's secret action
   */
  public Optional<Action> action() {
    return action;
  }

  /**
   * The recipient's view after the step (built when first asked for, for a referee's update).
   *
   * @return the view
   */
  public synchronized View view() {
    View v = view;
    if (v == null) {
      GameState s = Objects.requireNonNull(source, "source");
      v = seat.isPresent() ? s.viewFor(seat.get()) : s.publicView();
      view = v;
      forgetTheState();
    }
    return v;
  }

  /**
   * The step's events as the recipient may see them, in order.
   *
   * @return the events, empty on arrival
   */
  public List<Event> events() {
    return events;
  }

  /**
   * The actions the seat may take now, decisions first then table actions, in {@link
   * GameState#legalActions} order (built when first asked for, for a referee's update).
   *
   * @return the actions; empty for a spectator and once the game is over
   */
  public synchronized List<Action> legalActions() {
    List<Action> l = legalActions;
    if (l == null) {
      GameState s = Objects.requireNonNull(source, "source");
      l = List.copyOf(s.legalActions(seat.orElseThrow()));
      legalActions = l;
      forgetTheState();
    }
    return l;
  }

  /** Drops the state once the view and the legal actions are built: an update keeps no state. */
  private void forgetTheState() {
    if (view != null && legalActions != null) {
      source = null;
    }
  }

  /**
   * The outcome, once the game is over.
   *
   * @return the outcome or empty
   */
  public Optional<Outcome> outcome() {
    return outcome;
  }

  /**
   * Each seat's time left when the update was built, in seat order (public).
   *
   * @return the clocks, empty without a time control
   */
  public Map<Seat, Duration> clocks() {
    return clocks;
  }

  /**
   * The seat's decisions: its legal actions without the table actions (resign, offer or accept a
   * draw), in their order ({@link GameState#decisionsAmong}, the state's {@code decisions(seat)}
   * when the update was built); the first ones of {@link #legalActions()}.
   *
   * @return the decisions; empty for a spectator, a seat not to decide, and once the game is over
   */
  public List<Action> decisions() {
    return GameState.decisionsAmong(legalActions());
  }

  /** Equal when every part is (the view and the legal actions are built to compare them). */
  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof Update u
        && steps == u.steps
        && game.equals(u.game)
        && seat.equals(u.seat)
        && actor.equals(u.actor)
        && action.equals(u.action)
        && events.equals(u.events)
        && outcome.equals(u.outcome)
        && clocks.equals(u.clocks)
        && view().equals(u.view())
        && legalActions().equals(u.legalActions());
  }

  /** From the parts that are always built: equal updates have equal hash codes. */
  @Override
  public int hashCode() {
    return Objects.hash(game, seat, steps, actor, action, events, outcome, clocks);
  }

  /**
   * The game's spec, the recipient, the step, its actor, the action as the recipient may see it and
   * its events: what the recipient may see, and no view (which may be large).
   */
  @Override
  public String toString() {
    return "Update["
        + game.spec()
        + ", "
        + seat.map(Seat::name).orElse("spectator")
        + ", steps="
        + steps
        + actor.map(a -> ", actor=" + a).orElse("")
        + action.map(a -> ", action=" + a).orElse("")
        + ", events="
        + events
        + outcome.map(o -> ", outcome=" + o).orElse("")
        + "]";
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
