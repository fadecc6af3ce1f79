package io.github.strategorules.core.referee;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Reason;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.core.game.TableAction;
import io.github.strategorules.core.game.View;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.LongSupplier;
import org.jspecify.annotations.Nullable;

/**
 * The referee of one game, for any game of the library and any transport (a web server, the engine
 * protocol, an example server, a bot match): it holds the full state, and it is the one place where
 * an action is applied. An action counts only in its sender's name and only when the state accepts
 * it ({@link GameState#check}); a refusal gives the game's own reason, which names nothing hidden
 * from the sender. Each applied step is told to the {@link Listener} (the transport) as its {@link
 * Shares}, from which the transport sends every seat its own {@link Update} and every spectator the
 * public one; the sender's verdict carries the same shares, to answer it. The referee is the one
 * producer of what a recipient receives: transports build no view, no events, no action as a seat
 * may see it and no message of their own.
 *
 * <p>A transport that asks a seat only now and then (a bot match asks a seat when it must decide,
 * an engine hears of every step at once before its next decision) gets every step it has not seen,
 * each as its own update, from {@link #updatesSince}: a seat's cursor is the number of steps it has
 * seen. A referee built with {@link Builder#keepSteps()} keeps each step until every seat has
 * fetched it (a step is a state and its events, a few kilobytes; an update builds its view only
 * when read, so a transport that folds many steps pays for one view); without it, only the last
 * step is kept.
 *
 * <p>Resignations and draws are one call each ({@link #resign}, {@link #offerDraw}, {@link
 * #acceptDraw}), the same actions a seat may send. An optional {@link TimeControl} gives every seat
 * a clock, read from an injected nanosecond source (so that tests control time): a deciding seat
 * whose clock runs out loses on time when the next action or {@link #tick()} arrives, as its
 * resignation ({@link #timedOut()} names it). The {@link #record()} is referee data, holding every
 * hidden fact.
 *
 * <p>{@link #game()} is the public game (a state's game, never pinned to a seed or a layout): hand
 * that one to seats and bots. Thread-safe: every method holds the referee's lock, and the listener
 * is called under it, in step order.
 *
 * <p>One behaviour for every game: an action, a resignation or a draw in the name of a seat that
 * does not play in the game is refused ({@link RefereeReason#NOT_A_SEAT}), never thrown; a share, a
 * view or the legal actions asked for such a seat throw a {@link RefereeException} with that
 * reason, the same in every game (the referee checks the seat before the game is asked). A clock
 * source that goes backwards charges nothing until it passes its latest reading again: time is
 * never given back.
 *
 * <pre>{@code
 * Referee referee = Referee.builder(Games.parse("barrage").newGame(7))
 *     .listener(shares -> broadcast(shares))
 *     .build();
 * Verdict v = referee.submit(Seat.RED, referee.game().parseAction("RED place a1=F"));
 * Update mine = ((Verdict.Applied) v).shares().forSeat(Seat.RED); // RED's answer
 * Update late = referee.arrivalFor(Optional.of(Seat.BLUE));        // a seat that connects now
 * List<Update> missed = referee.updatesSince(Optional.of(Seat.BLUE), 0); // each step BLUE missed
 * }</pre>
 */
public final class Referee {
  /** Told of every step the referee applies, under its lock, in order. */
  @FunctionalInterface
  public interface Listener {
    /**
     * A step was applied: send each recipient its share ({@link Shares#forSeat}, {@link
     * Shares#forSpectators}), never the step itself. The step stands whatever the listener does: an
     * exception it throws leaves the referee's state, steps and clocks as after the step and
     * propagates out of the call that applied it ({@link #submit}, {@link #tick} and the like), so
     * the sender gets no verdict; a transport whose listener can fail handles the failure in the
     * listener.
     *
     * @param shares the step's shares
     */
    void stepped(Shares shares);
  }

  private final Game game;
  private final Listener listener;

  /** Every seat's clock ({@link Builder#clocksStopped()} keeps them stopped until started). */
  private final Clocks clocks;

  /** The steps kept for {@link #updatesSince}: the last, or every one a seat has not fetched. */
  private final StepLog log;

  private GameState state;
  private int steps;

  private @Nullable Seat timedOut;

  private Referee(Builder b) {
    this.state = b.start;
    this.game = b.start.game();
    this.listener = b.listener;
    this.clocks = new Clocks(b.timeControl, b.nanos, b.oneAtATime, !b.stopped, game.seats());
    this.log = new StepLog(game.seats(), b.keepSteps);
  }

  /**
   * A referee of a game from a state, with no clocks and no listener.
   *
   * @param start the state to referee from (usually {@code game.newGame(seed)})
   * @return the referee
   */
  public static Referee of(GameState start) {
    return builder(start).build();
  }

  /**
   * A builder of a referee.
   *
   * @param start the state to referee from
   * @return the builder
   */
  public static Builder builder(GameState start) {
    return new Builder(start);
  }

  /** Builds a {@link Referee}: its listener, its time control and its time source. */
  public static final class Builder {
    private final GameState start;
    private @Nullable TimeControl timeControl;
    private LongSupplier nanos = System::nanoTime;
    private boolean oneAtATime;
    private boolean stopped;
    private boolean keepSteps;
    private Listener listener = shares -> {};

    private Builder(GameState start) {
      this.start = Objects.requireNonNull(start, "start");
    }

    /**
     * The transport told of every step.
     *
     * @param listener the listener
     * @return this builder
     */
    public Builder listener(Listener listener) {
      this.listener = Objects.requireNonNull(listener, "listener");
      return this;
    }

    /**
     * Gives every seat a clock.
     *
     * @param timeControl the time control, or null for none (the default)
     * @return this builder
     */
    public Builder timeControl(@Nullable TimeControl timeControl) {
      this.timeControl = timeControl;
      return this;
    }

    /**
     * The time source of the clocks, in nanoseconds ({@link System#nanoTime} by default).
     *
     * @param nanos the source
     * @return this builder
     */
    public Builder nanos(LongSupplier nanos) {
      this.nanos = Objects.requireNonNull(nanos, "nanos");
      return this;
    }

    /**
     * Charges time to one seat at a time, for a transport that asks the seats in turn (a bot match,
     * which asks every seat of a simultaneous setup one after the other): the time since the last
     * step goes to the seat whose action comes next, not to every deciding seat, and {@link
     * #tick()} reads no clock. By default every deciding seat's clock runs, as at a server where
     * the seats of a simultaneous setup think at once.
     *
     * @return this builder
     */
    public Builder oneSeatAtATime() {
      this.oneAtATime = true;
      return this;
    }

    /**
     * Keeps the clocks stopped until {@link Referee#startClocks()}: a server whose game waits for
     * its players, or a match that still opens its bots, charges nobody meanwhile.
     *
     * @return this builder
     */
    public Builder clocksStopped() {
      this.stopped = true;
      return this;
    }

    /**
     * Keeps each applied step until every seat of the game has fetched it with {@link
     * Referee#updatesSince}, for a transport that asks the seats now and then and gives each every
     * step's own update (a bot match, an environment that observes seats in turn). The transport
     * asks for every seat now and then (a seat that stops asking keeps every step since), and a
     * long game costs no more than the steps the slowest seat has not fetched. By default only the
     * last step is kept.
     *
     * @return this builder
     */
    public Builder keepSteps() {
      this.keepSteps = true;
      return this;
    }

    /**
     * The referee.
     *
     * @return the referee
     */
    public Referee build() {
      return new Referee(this);
    }
  }

  /**
   * The public game: its rules and seats, never a seed or a layout. What seats and bots receive.
   *
   * @return the game
   */
  public Game game() {
    return game;
  }

  /**
   * The seats of the game, in playing order.
   *
   * @return the seats
   */
  public List<Seat> seats() {
    return game.seats();
  }

  /**
   * The full state now: referee data, never sent to a seat.
   *
   * @return the state
   */
  public synchronized GameState state() {
    return state;
  }

  /**
   * The last step applied: referee data.
   *
   * @return the step, or empty before the first
   */
  public synchronized Optional<Step> lastStep() {
    Shares last = log.last();
    return last == null ? Optional.empty() : Optional.of(last.step());
  }

  /**
   * The number of steps applied so far.
   *
   * @return the count
   */
  public synchronized int steps() {
    return steps;
  }

  /**
   * Whether the game is over.
   *
   * @return true once it has an outcome
   */
  public synchronized boolean isOver() {
    return state.outcome().isPresent();
  }

  /**
   * The outcome, once the game is over.
   *
   * @return the outcome or empty
   */
  public synchronized Optional<? extends Outcome> outcome() {
    return state.outcome();
  }

  /**
   * Why an action sent by a seat would be refused now, or empty when it would be applied.
   *
   * @param sender the sender's seat
   * @param action the action
   * @return the reason, or empty
   */
  public synchronized Optional<? extends Reason> check(Seat sender, Action action) {
    if (!game.seats().contains(Objects.requireNonNull(sender, "sender"))) {
      return Optional.of(RefereeReason.NOT_A_SEAT);
    }
    return state.check(sender, action);
  }

  /**
   * An action sent by a seat: applied when the state accepts it in the sender's name, else refused
   * with the reason. The clocks are read first: a deciding seat whose time ran out loses on time
   * before the action is looked at.
   *
   * @param sender the sender's seat
   * @param action the action
   * @return the verdict
   */
  public synchronized Verdict submit(Seat sender, Action action) {
    Objects.requireNonNull(sender, "sender");
    Objects.requireNonNull(action, "action");
    if (!game.seats().contains(sender)) {
      return new Verdict.Refused(RefereeReason.NOT_A_SEAT);
    }
    flagFall(sender);
    if (timedOut == sender) {
      return new Verdict.Refused(RefereeReason.OUT_OF_TIME);
    }
    Optional<? extends Reason> why = state.check(sender, action);
    if (why.isPresent()) {
      return new Verdict.Refused(why.get());
    }
    if (!(action instanceof TableAction) && state.toDecide().contains(sender)) {
      // A decision earns the increment, a table action (a draw offer out of turn) does not; added
      // before the step is told, so that every update of the step shows the clocks after it.
      clocks.earn(sender);
    }
    return new Verdict.Applied(apply(sender, Optional.of(sender), action));
  }

  /**
   * A seat resigns (legal whenever the game goes on): every other seat wins.
   *
   * @param seat the seat
   * @return the verdict
   */
  public synchronized Verdict resign(Seat seat) {
    return game.seats().contains(seat)
        ? submit(seat, state.resignation(seat))
        : new Verdict.Refused(RefereeReason.NOT_A_SEAT);
  }

  /**
   * A seat offers a draw (during play), or agrees to a standing offer.
   *
   * @param seat the seat
   * @return the verdict
   */
  public synchronized Verdict offerDraw(Seat seat) {
    return game.seats().contains(seat)
        ? submit(seat, state.drawOffer(seat))
        : new Verdict.Refused(RefereeReason.NOT_A_SEAT);
  }

  /**
   * A seat accepts a standing draw offer.
   *
   * @param seat the seat
   * @return the verdict
   */
  public synchronized Verdict acceptDraw(Seat seat) {
    return game.seats().contains(seat)
        ? submit(seat, state.drawAcceptance(seat))
        : new Verdict.Refused(RefereeReason.NOT_A_SEAT);
  }

  /**
   * Reads the clocks: a deciding seat whose time ran out loses on time now. A transport calls it
   * from a timer, so that a seat that sends nothing still loses.
   *
   * @return the seat that lost on time now, or empty
   */
  public synchronized Optional<Seat> tick() {
    Seat before = timedOut;
    flagFall(null);
    return timedOut != null && timedOut != before ? Optional.of(timedOut) : Optional.empty();
  }

  /**
   * Starts the clocks of a referee built with {@link Builder#clocksStopped()} (nothing when they
   * run already): from now on the deciding seats' time is charged.
   */
  public synchronized void startClocks() {
    clocks.start();
  }

  /**
   * Whether the clocks run: a referee with a time control whose clocks were not kept stopped, or
   * were started.
   *
   * @return true while time is charged to the deciding seats
   */
  public synchronized boolean clocksRunning() {
    return clocks.running();
  }

  /**
   * The time control of the clocks, if the referee keeps clocks.
   *
   * @return the time control, or empty
   */
  public Optional<TimeControl> timeControl() {
    return Optional.ofNullable(clocks.control());
  }

  /**
   * The seat that lost on time, if one did.
   *
   * @return the seat or empty
   */
  public synchronized Optional<Seat> timedOut() {
    return Optional.ofNullable(timedOut);
  }

  /**
   * Each seat's time left now, in seat order (public facts).
   *
   * @return the clocks, empty without a time control
   */
  public synchronized Map<Seat, Duration> clocks() {
    return clocks.read(state);
  }

  /**
   * A recipient's share of the game now, for a resync: the last step's actor, action and events as
   * the recipient may see them, its view and legal actions now and the clocks now; on arrival
   * before the first step, as {@link #arrivalFor}.
   *
   * @param seat the recipient's seat, or empty for a spectator
   * @return the update
   * @throws RefereeException for a seat that does not play in this game ({@link
   *     RefereeReason#NOT_A_SEAT})
   */
  public synchronized Update updateFor(Optional<Seat> seat) {
    seat.ifPresent(s -> requireSeat(game, s));
    Shares step = log.last();
    if (step == null) {
      return arrivalFor(seat);
    }
    Update last = step.of(seat);
    return new Update(state, seat, steps, last.actor(), last.action(), last.events(), clocks());
  }

  /**
   * The share of a recipient that arrives now (joins, watches, reconnects, or a transcript that
   * starts here): its view and legal actions now and the clocks, with no step (no actor, no action,
   * no events), since it saw none happen.
   *
   * @param seat the recipient's seat, or empty for a spectator
   * @return the update
   * @throws RefereeException for a seat that does not play in this game ({@link
   *     RefereeReason#NOT_A_SEAT})
   */
  public synchronized Update arrivalFor(Optional<Seat> seat) {
    seat.ifPresent(s -> requireSeat(game, s));
    return new Update(state, seat, steps, Optional.empty(), Optional.empty(), List.of(), clocks());
  }

  /**
   * Every step a recipient has not seen, each as its own update, oldest first: the steps after the
   * first {@code cursor}, so that a recipient that has seen {@code cursor} steps (its last update's
   * {@link Update#steps()}, or an arrival's) catches up exactly, step by step, with each step's
   * actor, action, events, view, legal actions and clocks as they were. Empty when it has seen them
   * all. A seat's fetch tells a referee that {@link Builder#keepSteps() keeps steps} that the seat
   * has seen them all: the steps every seat has seen are forgotten.
   *
   * @param recipient the recipient's seat, or empty for a spectator
   * @param cursor the number of steps the recipient has seen, 0 to {@link #steps()}
   * @return the updates of the steps {@code cursor + 1} to {@link #steps()}, in order
   * @throws RefereeException for a seat that does not play in this game ({@link
   *     RefereeReason#NOT_A_SEAT}), or for steps no longer kept ({@link RefereeReason#NOT_KEPT}:
   *     the recipient starts again from {@link #arrivalFor})
   * @throws IllegalArgumentException for a cursor below 0 or past the steps applied
   */
  public synchronized List<Update> updatesSince(Optional<Seat> recipient, int cursor) {
    recipient.ifPresent(s -> requireSeat(game, s));
    return log.since(recipient, cursor);
  }

  /**
   * Checks a seat plays in the game, the same way for every game.
   *
   * @throws RefereeException with {@link RefereeReason#NOT_A_SEAT} when it does not
   */
  static void requireSeat(io.github.strategorules.core.game.Game game, Seat seat) {
    if (!game.seats().contains(Objects.requireNonNull(seat, "seat"))) {
      throw new RefereeException(
          RefereeReason.NOT_A_SEAT, seat + " is not a seat of this game: " + game.seats());
    }
  }

  /**
   * What a seat may see now.
   *
   * @param seat the seat
   * @return its view
   * @throws RefereeException for a seat that does not play in this game
   */
  public synchronized View viewFor(Seat seat) {
    requireSeat(game, seat);
    return state.viewFor(seat);
  }

  /**
   * What a spectator may see now.
   *
   * @return the public view
   */
  public synchronized View publicView() {
    return state.publicView();
  }

  /**
   * The actions a seat may take now.
   *
   * @param seat the seat
   * @return the actions, in the game's order
   * @throws RefereeException for a seat that does not play in this game
   */
  public synchronized List<? extends Action> legalActions(Seat seat) {
    requireSeat(game, seat);
    return state.legalActions(seat);
  }

  /**
   * The game record so far: referee data with every hidden fact; give it out only once the game is
   * over ({@link #finalRecord()}).
   *
   * @return the record text
   */
  public synchronized String record() {
    return state.record();
  }

  /**
   * The game record, once the game is over.
   *
   * @return the record, or empty while the game goes on
   */
  public synchronized Optional<String> finalRecord() {
    return isOver() ? Optional.of(state.record()) : Optional.empty();
  }

  /**
   * The one place an action is applied: the referee's bookkeeping first, then the listener, so a
   * listener that throws leaves the step applied.
   *
   * @param actor the seat in whose name the action is applied
   * @param sender the seat whose submission this is, or empty for the referee's own (a time loss)
   */
  private Shares apply(Seat actor, Optional<Seat> sender, Action action) {
    Step step = state.apply(actor, action);
    state = step.state();
    steps++;
    Shares shares = new Shares(action, step, steps, sender, clocks());
    log.add(shares);
    listener.stepped(shares);
    return shares;
  }

  /** A deciding seat without time left resigns, as the first such seat in seat order. */
  private void flagFall(@Nullable Seat sender) {
    Seat fallen = clocks.fallen(state, sender);
    if (fallen != null) {
      timedOut = fallen;
      apply(fallen, Optional.empty(), state.resignation(fallen));
    }
  }
}
