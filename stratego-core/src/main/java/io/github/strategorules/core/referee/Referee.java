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
import java.util.EnumMap;
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
 * producer of what a recipient receives: transports build no view, no events and no message of
 * their own.
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
 * does not play in the game is refused ({@link RefereeReason#NOT_A_SEAT}), never thrown. A clock
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
  private final @Nullable TimeControl timeControl;
  private final LongSupplier nanos;
  private final boolean oneAtATime;
  private final Listener listener;
  private final Map<Seat, Long> left = new EnumMap<>(Seat.class);
  private GameState state;
  private @Nullable Step last;
  private int steps;
  private long mark;

  /** Whether the clocks run: a transport may start them later ({@link Builder#clocksStopped()}). */
  private boolean running;

  private @Nullable Seat timedOut;

  private Referee(Builder b) {
    this.state = b.start;
    this.game = b.start.game();
    this.timeControl = b.timeControl;
    this.nanos = b.nanos;
    this.oneAtATime = b.oneAtATime;
    this.running = !b.stopped;
    this.listener = b.listener;
    if (timeControl != null) {
      for (Seat s : game.seats()) {
        left.put(s, timeControl.budget().toNanos());
      }
      mark = nanos.getAsLong();
    }
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
    return Optional.ofNullable(last);
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
    if (timeControl != null
        && !(action instanceof TableAction)
        && state.toDecide().contains(sender)) {
      // A decision earns the increment, a table action (a draw offer out of turn) does not; added
      // before the step is told, so that every update of the step shows the clocks after it.
      left.merge(sender, timeControl.increment().toNanos(), Long::sum);
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
    if (!running) {
      running = true;
      mark = nanos.getAsLong();
    }
  }

  /**
   * Whether the clocks run: a referee with a time control whose clocks were not kept stopped, or
   * were started.
   *
   * @return true while time is charged to the deciding seats
   */
  public synchronized boolean clocksRunning() {
    return timeControl != null && running;
  }

  /**
   * The time control of the clocks, if the referee keeps clocks.
   *
   * @return the time control, or empty
   */
  public Optional<TimeControl> timeControl() {
    return Optional.ofNullable(timeControl);
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
    if (timeControl == null) {
      return Map.of();
    }
    charge(null);
    Map<Seat, Duration> m = new EnumMap<>(Seat.class);
    left.forEach((s, n) -> m.put(s, Duration.ofNanos(Math.max(0, n))));
    return m;
  }

  /**
   * A recipient's share of the game now, for a resync: a seat's own view, its own events of the
   * last step and its legal actions, or a spectator's public view and events.
   *
   * @param seat the recipient's seat, or empty for a spectator
   * @return the update
   * @throws IllegalArgumentException for a seat that does not play in this game
   */
  public synchronized Update updateFor(Optional<Seat> seat) {
    return share(seat, last);
  }

  /**
   * The share of a recipient that arrives now (joins, watches, reconnects): as {@link #updateFor}
   * without events, since it saw no step happen.
   *
   * @param seat the recipient's seat, or empty for a spectator
   * @return the update
   * @throws IllegalArgumentException for a seat that does not play in this game
   */
  public synchronized Update arrivalFor(Optional<Seat> seat) {
    return share(seat, null);
  }

  /** A recipient's share now, with the events of {@code step} (none when null). */
  private Update share(Optional<Seat> seat, @Nullable Step step) {
    if (seat.isPresent()) {
      Seat s = seat.get();
      return new Update(
          game,
          seat,
          steps,
          state.viewFor(s),
          step == null ? List.of() : List.copyOf(step.eventsFor(s)),
          List.copyOf(state.legalActions(s)),
          Shares.outcome(state),
          clocks());
    }
    return new Update(
        game,
        seat,
        steps,
        state.publicView(),
        step == null ? List.of() : List.copyOf(step.publicEvents()),
        List.of(),
        Shares.outcome(state),
        clocks());
  }

  /**
   * What a seat may see now.
   *
   * @param seat the seat
   * @return its view
   */
  public synchronized View viewFor(Seat seat) {
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
   */
  public synchronized List<? extends Action> legalActions(Seat seat) {
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
    last = step;
    steps++;
    Shares shares = new Shares(action, step, steps, sender, clocks());
    listener.stepped(shares);
    return shares;
  }

  /**
   * Charges the time since the last reading to every deciding seat, or, one seat at a time, to the
   * sender alone (a reading without a sender then waits for the sender's).
   */
  private void charge(@Nullable Seat sender) {
    if (timeControl == null
        || (oneAtATime && (sender == null || !state.toDecide().contains(sender)))) {
      return; // one seat at a time, the time goes to the next deciding sender, not to nobody
    }
    long now = nanos.getAsLong();
    if (!running) {
      mark = now;
      return;
    }
    // A source that goes backwards charges nothing, and the mark stays at its latest reading:
    // time is never given back, nor charged twice once the source catches up.
    long elapsed = Math.max(0, now - mark);
    mark = Math.max(mark, now);
    if (state.outcome().isEmpty()) {
      for (Seat s : state.toDecide()) {
        if (!oneAtATime || s == sender) {
          left.merge(s, -elapsed, Long::sum);
        }
      }
    }
  }

  /** A deciding seat without time left resigns, as the first such seat in seat order. */
  private void flagFall(@Nullable Seat sender) {
    if (timeControl == null || state.outcome().isPresent()) {
      return;
    }
    charge(sender);
    for (Seat s : state.toDecide()) {
      if (left.getOrDefault(s, Long.MAX_VALUE) <= 0) {
        timedOut = s;
        apply(s, Optional.empty(), state.resignation(s));
        return;
      }
    }
  }
}
