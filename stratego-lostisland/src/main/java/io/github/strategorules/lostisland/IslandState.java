package io.github.strategorules.lostisland;

import io.github.strategorules.core.game.Seat;

import io.github.strategorules.core.IllegalActionException;
import io.github.strategorules.core.Phase;
import io.github.strategorules.lostisland.internal.Generator;
import io.github.strategorules.lostisland.internal.Kernel;
import io.github.strategorules.lostisland.internal.Reasons;
import io.github.strategorules.lostisland.internal.Redaction;
import io.github.strategorules.lostisland.internal.Resolver;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * An immutable, thread-safe state of a Lost Island game (LI-1 to LI-13, the toggles of LI-12 as
 * its {@link IslandConfig#options()} say): the full
 * information, as the referee holds it. Send seats {@link #viewFor} instead; {@link #toString()}
 * prints nothing hidden.
 *
 * <p>The game is driven by {@link #legalActions()} and {@link #apply} alone: every choice,
 * setup included, is an {@link IslandAction} of the seat {@link #decision()} names (LI-4.1), even
 * on another seat's turn (the bomb expert, LI-7.4). {@link #check} tells why an action is illegal;
 * an action is accepted exactly when it is in {@link #legalActions()}.
 *
 * <h2>Order of legal actions</h2>
 * <ul>
 *   <li>setup: {@code PlaceExplorers} by value triple, {@code OrderBoat} by value triple, both
 *       lexicographic; under CUSTOM_SETUP (LI-3.5) {@code PlaceExplorer} by cell, then by value;
 *   <li>step 1: for each own island explorer by cell (a1, b1, ..., f1, a2, ...), its moves north,
 *       east, south, west, then its swims by landing cell; then flips by cell; then reinforcements
 *       by cell; under POWER_UPS_ANYTIME (LI-12) then the power-ups in step-2 order, the bought
 *       reinforcement as {@code BuyReinforcement}; then {@code EndStep} (always last, always
 *       present);
 *   <li>step 2: rings by cell, the bought reinforcement by cell, spies by target cell, then
 *       {@code EndStep};
 *   <li>shrink, flag destination: by cell; bomb axis: horizontal, vertical; bomb line and storm
 *       (also a storm revealed by a removal under STORMS_WHEN_SHRINKING): in {@link Direction}
 *       order; bomb expert: pay, then pass.
 * </ul>
 */
public final class IslandState {
  private final Kernel kernel;
  private final History history;
  /** Lazily computed; racy but safe: both are immutable collections with final fields. */
  private List<IslandAction> legal;
  private Set<IslandAction> legalSet;

  private IslandState(Kernel kernel, History history) {
    this.kernel = kernel;
    this.history = history;
  }

  /** A persistent list of actions, newest first. */
  private record History(IslandAction head, History tail, int size) {
    static final History EMPTY = new History(null, null, 0);

    History plus(IslandAction a) {
      return new History(a, this, size + 1);
    }
  }

  /**
   * A new game, waiting for the first seat's setup (LI-3.4).
   *
   * @param config the configuration
   * @return the state
   */
  public static IslandState newGame(IslandConfig config) {
    return new IslandState(new Kernel(Objects.requireNonNull(config, "config")), History.EMPTY);
  }

  /**
   * A state from a prepared position (used by {@link Scenario}); the kernel is not copied and must
   * not be changed afterwards.
   */
  static IslandState of(Kernel kernel) {
    return new IslandState(kernel, History.EMPTY);
  }

  // ------------------------------------------------------------------ reading

  /**
   * The configuration.
   *
   * @return the config
   */
  public IslandConfig config() {
    return kernel.config;
  }

  /**
   * The phase: setup until every seat has set up, then play, then over.
   *
   * @return the phase
   */
  public Phase phase() {
    return kernel.over() ? Phase.OVER : kernel.step == 0 ? Phase.SETUP : Phase.PLAY;
  }

  /**
   * The pending decision: whose and what about (LI-4.1).
   *
   * @return the decision, or empty once the game is over
   */
  public Optional<Decision> decision() {
    return kernel.over() ? Optional.empty()
        : Optional.of(new Decision(Seat.of(kernel.pendingSeat), kernel.pending));
  }

  /**
   * The seat whose turn it is (during setup: the seat setting up).
   *
   * @return the seat
   */
  public Seat current() {
    return Seat.of(kernel.step == 0 ? kernel.pendingSeat : kernel.current);
  }

  /**
   * The turn number: 0 during setup, then 1, 2, ... (LI-4).
   *
   * @return the turn
   */
  public int turn() {
    return kernel.turn;
  }

  /**
   * The step of the current turn (LI-4): 0 during setup, else 1, 2 or 3.
   *
   * @return the step
   */
  public int step() {
    return kernel.step;
  }

  /**
   * The outcome, once the game is over (LI-11).
   *
   * @return the outcome or empty
   */
  public Optional<IslandOutcome> outcome() {
    return kernel.outcome();
  }

  /**
   * Every action applied since the state was created, oldest first. Setup actions hold their
   * seat's secret values: this is referee information. Seats get {@link #historyFor} instead.
   *
   * @return the history
   */
  public List<IslandAction> history() {
    IslandAction[] a = new IslandAction[history.size()];
    History h = history;
    for (int i = a.length - 1; i >= 0; i--) {
      a[i] = h.head();
      h = h.tail();
    }
    return List.of(a);
  }

  /**
   * The history as a seat may see it (LI-13, "the history of actions by square and tag" is
   * public): every action applied since the state was created, oldest first, in its public form
   * ({@link PublicAction}): the seat's own setup actions whole, other seats' without their
   * values, every other action (bomb expert passes included) whole.
   *
   * @param seat a seat of this game
   * @return the history as that seat sees it
   */
  public List<PublicAction> historyFor(Seat seat) {
    if (seat.index() >= kernel.n) {
      throw new IllegalArgumentException(seat + " does not play in this " + kernel.n + "-player game");
    }
    return Redaction.history(history(), seat.index());
  }

  /**
   * The history as a spectator may see it (LI-13): {@link #historyFor} with every setup action
   * shown without its values.
   *
   * @return the public history, oldest first
   */
  public List<PublicAction> publicHistory() {
    return Redaction.history(history(), Redaction.SPECTATOR);
  }

  /**
   * The view of a seat (LI-13): an independent snapshot.
   *
   * @param seat a seat of this game
   * @return the view
   */
  public IslandView viewFor(Seat seat) {
    if (seat.index() >= kernel.n) {
      throw new IllegalArgumentException(seat + " does not play in this " + kernel.n + "-player game");
    }
    return Redaction.view(kernel, seat.index());
  }

  /**
   * The view of a spectator (LI-13): only public facts.
   *
   * @return the view
   */
  public IslandView publicView() {
    return Redaction.view(kernel, Redaction.SPECTATOR);
  }

  /**
   * The referee's view: everything, face-down tiles and every value included. Never send it to a
   * seat.
   *
   * @return the view
   */
  public IslandView refereeView() {
    return Redaction.view(kernel, Redaction.REFEREE);
  }

  // ------------------------------------------------------------------ legality

  /**
   * The legal actions of the pending decision, in the documented order (see the class comment).
   *
   * @return the actions; empty once the game is over
   */
  public List<IslandAction> legalActions() {
    List<IslandAction> l = legal;
    if (l == null) {
      l = List.copyOf(Generator.legal(kernel));
      legal = l;
    }
    return l;
  }

  private Set<IslandAction> legalSet() {
    Set<IslandAction> s = legalSet;
    if (s == null) {
      s = Set.copyOf(legalActions());
      legalSet = s;
    }
    return s;
  }

  /**
   * Why an action is illegal now, or empty when {@link #apply} accepts it: exactly when it is
   * in {@link #legalActions()}.
   *
   * @param action the action
   * @return the reason, or empty
   */
  public Optional<LostIslandReason> check(IslandAction action) {
    Objects.requireNonNull(action, "action");
    return legalSet().contains(action) ? Optional.empty() : Optional.of(Reasons.of(kernel, action));
  }

  /**
   * Why an action sent by a seat is illegal: an action in another seat's name is refused first,
   * so the answer never describes another seat's position.
   *
   * @param sender the sending seat
   * @param action the action
   * @return the reason, or empty
   */
  public Optional<LostIslandReason> check(Seat sender, IslandAction action) {
    Objects.requireNonNull(sender, "sender");
    return action.seat() != sender ? Optional.of(LostIslandReason.NOT_YOUR_ACTION) : check(action);
  }

  // ------------------------------------------------------------------ applying

  /**
   * Applies an action: the next state and the events. This state is unchanged.
   *
   * @param action the action
   * @return the next state and every event
   * @throws IllegalActionException with a {@link LostIslandReason} when {@link #check} gives one
   */
  public IslandStep apply(IslandAction action) {
    Objects.requireNonNull(action, "action");
    Set<IslandAction> set = legalSet;
    // one lookup: a scan of the list is cheaper than building the set (same answer as check)
    if (!(set != null ? set.contains(action) : legalActions().contains(action))) {
      throw new IllegalActionException(Reasons.of(kernel, action), action);
    }
    Kernel next = kernel.copy();
    next.events = new ArrayList<>();
    Resolver.apply(next, action);
    List<IslandEvent> events = next.events;
    next.events = List.of();
    return new IslandStep(new IslandState(next, history.plus(action)), events);
  }

  /**
   * Applies an action sent by a seat, refusing one in another seat's name first.
   *
   * @param sender the sending seat
   * @param action the action
   * @return the next state and the events
   * @throws IllegalActionException when {@link #check(Seat, IslandAction)} gives a reason
   */
  public IslandStep apply(Seat sender, IslandAction action) {
    Objects.requireNonNull(sender, "sender");
    if (action.seat() != sender) {
      throw new IllegalActionException(LostIslandReason.NOT_YOUR_ACTION, action);
    }
    return apply(action);
  }

  /** A public summary: players, turn, step and whose decision; nothing hidden. */
  @Override
  public String toString() {
    return "IslandState[" + kernel.n + " players, turn " + kernel.turn + ", step " + kernel.step
        + decision().map(d -> ", " + d.seat() + " to decide " + d.kind()).orElse("")
        + outcome().map(o -> ", " + o).orElse("") + "]";
  }
}
