package io.github.strategorules.core.referee;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import java.time.Duration;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What the recipients of one applied step receive, as the referee hands it to its {@link
 * Referee.Listener} and in {@link Verdict.Applied}: each recipient's {@link Update} is built on
 * request ({@link #forSeat}, {@link #forSpectators}), so a transport pays only for the recipients
 * it has, and every update of the step shows the same clocks, read once when the step was applied.
 * Immutable and thread-safe: a transport may build the updates after the referee's lock is
 * released.
 *
 * <p>{@link #action()} and {@link #step()} are referee data (a setup action holds its seat's
 * secrets): a recorder or an observer may keep them, a transport sends updates only.
 */
public final class Shares {
  private final Action action;
  private final Step step;
  private final int steps;
  private final Optional<Seat> sender;
  private final Map<Seat, Duration> clocks;

  Shares(Action action, Step step, int steps, Optional<Seat> sender, Map<Seat, Duration> clocks) {
    this.action = Objects.requireNonNull(action, "action");
    this.step = Objects.requireNonNull(step, "step");
    this.steps = steps;
    this.sender = Objects.requireNonNull(sender, "sender");
    this.clocks = clocks; // the referee's own fresh map, in seat order; each Update copies it
  }

  /**
   * The number of steps applied so far, this one included.
   *
   * @return the count
   */
  public int steps() {
    return steps;
  }

  /**
   * The seat whose submission this step applies, which its transport answers; empty for a step the
   * referee applied by itself (a seat that ran out of time resigned).
   *
   * @return the sender, or empty
   */
  public Optional<Seat> sender() {
    return sender;
  }

  /**
   * Every seat's time left when the step was applied, in seat order: the clocks every update of the
   * step shows (public; empty without a time control).
   *
   * @return the clocks
   */
  public Map<Seat, Duration> clocks() {
    return clocks.isEmpty() ? Map.of() : Collections.unmodifiableMap(clocks);
  }

  /**
   * Whether the game ended with this step.
   *
   * @return true when the state after it has an outcome
   */
  public boolean ended() {
    return step.state().outcome().isPresent();
  }

  /**
   * A seat's share: its own view after the step, the step's events as it may see them, its legal
   * actions now, the outcome and the clocks.
   *
   * @param seat a seat of the game
   * @return the update
   * @throws IllegalArgumentException for a seat that does not play in this game
   */
  public Update forSeat(Seat seat) {
    GameState state = step.state();
    return new Update(
        state.game(),
        Optional.of(seat),
        steps,
        state.viewFor(seat),
        eventsFor(seat),
        List.copyOf(state.legalActions(seat)),
        outcome(state),
        clocks);
  }

  /**
   * The spectators' share: the public view after the step and the step's public events.
   *
   * @return the update
   */
  public Update forSpectators() {
    GameState state = step.state();
    return new Update(
        state.game(),
        Optional.empty(),
        steps,
        state.publicView(),
        List.copyOf(step.publicEvents()),
        List.of(),
        outcome(state),
        clocks);
  }

  /**
   * The step's events as a seat may see them, without its view: for a transport that keeps a seat's
   * transcript and builds views only when the seat must decide (a bot match).
   *
   * @param seat a seat of the game
   * @return the events, redacted for that seat
   */
  public List<Event> eventsFor(Seat seat) {
    return List.copyOf(step.eventsFor(seat));
  }

  /**
   * The action applied: referee data (a setup action holds its seat's secrets).
   *
   * @return the action
   */
  public Action action() {
    return action;
  }

  /**
   * The step, with every fact: referee data, for recorders and observers.
   *
   * @return the step
   */
  public Step step() {
    return step;
  }

  static Optional<Outcome> outcome(GameState state) {
    return state.outcome().map(o -> (Outcome) o);
  }

  /** Prints the step count and the sender only: nothing hidden. */
  @Override
  public String toString() {
    return "Shares[steps=" + steps + ", sender=" + sender.map(Seat::name).orElse("none") + "]";
  }
}
