package io.github.strategorules.core.referee;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import java.time.Duration;
import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What the recipients of one applied step receive, as the referee hands it to its {@link
 * Referee.Listener}, in {@link Verdict.Applied}, and keeps for {@link Referee#updatesSince}: each
 * recipient's {@link Update} is built on request ({@link #forSeat}, {@link #forSpectators}), so a
 * transport pays only for the recipients it has (and an update builds its view only when it is
 * read), and every update of the step shows the same clocks, read once when the step was applied.
 * Immutable and thread-safe: a transport may build the updates after the referee's lock is
 * released.
 *
 * <p>Here, and only here, the library decides what a recipient may see of a step, for every game
 * and every transport: the events as the game redacts them for it ({@link Step#eventsFor}, {@link
 * Step#publicEvents}) and the action as {@link #seenBy} gives it. {@link #action()} and {@link
 * #step()} are referee data (a setup action holds its seat's secrets): a recorder or an observer
 * may keep them, a transport sends updates only.
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
   * What a recipient may see of an action just applied, the same in every game: the whole action
   * for its own seat; for any other seat and for a spectator the whole action too, unless it is
   * {@link Action#secret() secret} (a setup placement, an explorer's value), of which they learn
   * only who acted and what their events tell. The one redaction of an action in the library: every
   * update's {@link Update#action()} comes from it.
   *
   * @param recipient the recipient's seat, or empty for a spectator
   * @param action an action of any seat
   * @return the action, or empty when the recipient may not see it
   */
  static Optional<Action> seenBy(Optional<Seat> recipient, Action action) {
    boolean own = recipient.isPresent() && recipient.get() == action.seat();
    return own || !action.secret() ? Optional.of(action) : Optional.empty();
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
   * A seat's share: the actor, the action as the seat may see it, the step's events as it may see
   * them, its own view after the step and its legal actions then (both built when first read), the
   * outcome and the clocks.
   *
   * @param seat a seat of the game
   * @return the update
   * @throws RefereeException for a seat that does not play in this game ({@link
   *     RefereeReason#NOT_A_SEAT}), in every game
   */
  public Update forSeat(Seat seat) {
    Referee.requireSeat(step.state().game(), seat);
    return new Update(
        step.state(),
        Optional.of(seat),
        steps,
        Optional.of(action.seat()),
        seenBy(Optional.of(seat), action),
        step.eventsFor(seat),
        clocks);
  }

  /**
   * The spectators' share: the actor, the action unless it is secret, the public events and the
   * public view after the step (built when first read).
   *
   * @return the update
   */
  public Update forSpectators() {
    return new Update(
        step.state(),
        Optional.empty(),
        steps,
        Optional.of(action.seat()),
        seenBy(Optional.empty(), action),
        step.publicEvents(),
        clocks);
  }

  /**
   * A recipient's share: {@link #forSeat} or {@link #forSpectators}.
   *
   * @param recipient the recipient's seat, or empty for a spectator
   * @return the update
   * @throws RefereeException for a seat that does not play in this game
   */
  public Update of(Optional<Seat> recipient) {
    return recipient.isPresent() ? forSeat(recipient.get()) : forSpectators();
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

  /** Prints the step count and the sender only: nothing hidden. */
  @Override
  public String toString() {
    return "Shares[steps=" + steps + ", sender=" + sender.map(Seat::name).orElse("none") + "]";
  }
}
