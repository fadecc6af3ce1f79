package io.github.strategorules.lostisland;

import io.github.strategorules.core.error.IllegalActionException;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.TableAction;
import io.github.strategorules.lostisland.internal.Generator;
import io.github.strategorules.lostisland.internal.Kernel;
import io.github.strategorules.lostisland.internal.Reasons;
import io.github.strategorules.lostisland.internal.Redaction;
import io.github.strategorules.lostisland.internal.Resolver;
import io.github.strategorules.lostisland.internal.StateKernels;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * An immutable, thread-safe state of a Lost Island game (LI-1 to LI-13, the toggles of LI-12 as its
 * {@link IslandConfig#options()} say): the full information, as the referee holds it. Send seats
 * {@link #viewFor} instead; {@link #toString()} prints nothing hidden. It is the game-neutral
 * contract's {@link GameState}; its {@link #game()} is the public {@link IslandGame}.
 *
 * <p>The game is driven by actions alone: every choice, setup included, is an {@link IslandAction}
 * of the seat {@link #decision()} names (LI-4.1), even on another seat's turn (the bomb expert,
 * LI-7.4). Besides, any seat may resign at any time and offer or accept a draw during play, whoever
 * decides (LI-11.3, LI-11.4 [interp], readings of this library: the rules are silent): {@link
 * IslandAction.Resignation}, {@link IslandAction.DrawOffer}, {@link IslandAction.DrawAcceptance}. A
 * resignation ends the game at once with every other seat winning; the game is drawn once every
 * seat has offered or accepted; a decision of the game by a seat that has not agreed declines a
 * standing offer. {@link #legalActions(Seat)} lists what a seat may do; {@link #check} tells why an
 * action is refused; an action is accepted exactly when it is in {@code
 * legalActions(action.seat())}, and {@link #check(Seat, Action)} and {@link #apply(Seat, Action)}
 * first refuse an action in another seat's name ({@code NOT_YOUR_ACTION}) or of another game
 * ({@code FOREIGN_ACTION}).
 *
 * <h2>Order of legal actions</h2>
 *
 * {@link #legalActions(Seat)}: the pending decision's actions if the seat decides ({@link
 * #legalDecisions()}, in the order below), then the table actions: {@code DrawAcceptance} while an
 * offer stands that the seat has not agreed to, {@code DrawOffer} during play while it has not
 * agreed, {@code Resignation}. The decision's actions:
 *
 * <ul>
 *   <li>setup: {@code PlaceExplorers} by value triple, {@code OrderBoat} by value triple, both
 *       lexicographic; under CUSTOM_SETUP (LI-3.5) {@code PlaceExplorer} by cell, then by value;
 *   <li>step 1: for each own island explorer by cell (a1, b1, ..., f1, a2, ...), its moves north,
 *       east, south, west, then its swims by landing cell; then flips by cell; then reinforcements
 *       by cell; under POWER_UPS_ANYTIME (LI-12) then the power-ups in step-2 order, the bought
 *       reinforcement as {@code BuyReinforcement}; then {@code EndStep} (always last, always
 *       present);
 *   <li>step 2: rings by cell, the bought reinforcement by cell, spies by target cell, then {@code
 *       EndStep};
 *   <li>shrink, flag destination: by cell; bomb axis: horizontal, vertical; bomb line and storm
 *       (also a storm revealed by a removal under STORMS_WHEN_SHRINKING): in {@link Direction}
 *       order; bomb expert: pay, then pass.
 * </ul>
 */
public final class IslandState implements GameState {
  static {
    // The kernel API (lostisland.kernel.IslandPosition.of) copies a state's position from here.
    StateKernels.install(s -> s.kernel);
  }

  private final Kernel kernel;
  private final History history;

  /**
   * Whether the history starts at a new game (not a {@link Scenario} position): a record exists.
   */
  private final boolean recorded;

  /** Lazily computed; racy but safe: all are immutable collections with final fields. */
  private @Nullable List<IslandAction> decisions;

  private @Nullable Set<IslandAction> decisionSet;
  private @Nullable List<IslandAction> legal;

  private IslandState(Kernel kernel, History history, boolean recorded) {
    this.kernel = kernel;
    this.history = history;
    this.recorded = recorded;
  }

  /** A persistent list of actions, newest first; only the empty history has no head and no tail. */
  private record History(@Nullable IslandAction head, @Nullable History tail, int size) {
    static final History EMPTY = new History(null, null, 0);

    IslandAction newest() {
      return Objects.requireNonNull(head, "the empty history");
    }

    History older() {
      return Objects.requireNonNull(tail, "the empty history");
    }

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
    return new IslandState(
        new Kernel(Objects.requireNonNull(config, "config")), History.EMPTY, true);
  }

  /**
   * A state from a prepared position (used by {@link Scenario}); the kernel is not copied and must
   * not be changed afterwards.
   */
  static IslandState of(Kernel kernel) {
    return new IslandState(kernel, History.EMPTY, false);
  }

  // ------------------------------------------------------------------ reading

  /**
   * The configuration: referee data (its seed or layout names every hidden tile, LI-13); seats get
   * {@link #game()}.
   *
   * @return the config
   */
  public IslandConfig config() {
    return kernel.config;
  }

  /**
   * The game: the public facts of the configuration, never pinned ({@link IslandGame}).
   *
   * @return the game
   */
  @Override
  public IslandGame game() {
    return kernel.game;
  }

  /**
   * The phase: setup until every seat has set up, then play, then over.
   *
   * @return the phase
   */
  @Override
  public Phase phase() {
    return kernel.over() ? Phase.OVER : kernel.step == 0 ? Phase.SETUP : Phase.PLAY;
  }

  /**
   * The pending decision: whose and what about (LI-4.1).
   *
   * @return the decision, or empty once the game is over
   */
  public Optional<Decision> decision() {
    return kernel.over()
        ? Optional.empty()
        : Optional.of(new Decision(Seat.of(kernel.pendingSeat), kernel.decisionKind()));
  }

  /**
   * The seat the game waits for ({@link #decision()}), as a list.
   *
   * @return the deciding seat, or nothing once the game is over
   */
  @Override
  public List<Seat> toDecide() {
    return kernel.over() ? List.of() : List.of(Seat.of(kernel.pendingSeat));
  }

  /**
   * The seats that offered or accepted the standing draw offer (LI-11.4 [interp]), in seat order.
   *
   * @return the seats; empty when no offer stands
   */
  public List<Seat> drawAgreed() {
    return List.copyOf(Kernel.seats(kernel.drawAgreed));
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
  @Override
  public Optional<IslandOutcome> outcome() {
    return kernel.outcome();
  }

  /**
   * Every action applied since the state was created, oldest first. Setup actions hold their seat's
   * secret values: this is referee information. Seats get {@link #historyFor} instead.
   *
   * @return the history
   */
  @Override
  public List<IslandAction> history() {
    IslandAction[] a = new IslandAction[history.size()];
    History h = history;
    for (int i = a.length - 1; i >= 0; i--) {
      a[i] = h.newest();
      h = h.older();
    }
    return List.of(a);
  }

  /**
   * The new game this state was reached from by {@link #history()}: {@link #newGame} of its config,
   * whose seed or layout fixes every hidden tile (LI-2.6). Referee data.
   *
   * @return the new game, or empty for a {@link Scenario} position, which was not reached from one
   */
  @Override
  public Optional<IslandState> origin() {
    return recorded ? Optional.of(newGame(kernel.config)) : Optional.empty();
  }

  /**
   * The history as a seat may see it (LI-13, "the history of actions by square and tag" is public):
   * every action applied since the state was created, oldest first, in its public form ({@link
   * PublicAction}): the seat's own setup actions whole, other seats' without their values, every
   * other action (bomb expert passes included) whole.
   *
   * @param seat a seat of this game
   * @return the history as that seat sees it
   */
  public List<PublicAction> historyFor(Seat seat) {
    requireSeat(seat);
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
  @Override
  public IslandView viewFor(Seat seat) {
    requireSeat(seat);
    return Redaction.view(kernel, seat.index());
  }

  /**
   * The view of a spectator (LI-13): only public facts.
   *
   * @return the view
   */
  @Override
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

  private void requireSeat(Seat seat) {
    if (seat.index() >= kernel.n) {
      throw new IllegalArgumentException(
          seat + " does not play in this " + kernel.n + "-player game");
    }
  }

  // ------------------------------------------------------------------ legality

  /**
   * The legal actions of the pending decision (LI-4.1), in the documented order (see the class
   * comment), without the table actions (resignation, draws) that {@link #legalActions()} adds:
   * what a bot chooses among.
   *
   * @return the actions; empty once the game is over
   */
  public List<IslandAction> legalDecisions() {
    List<IslandAction> l = decisions;
    if (l == null) {
      l = List.copyOf(Generator.legal(kernel));
      decisions = l;
    }
    return l;
  }

  private Set<IslandAction> decisionSet() {
    Set<IslandAction> s = decisionSet;
    if (s == null) {
      s = Set.copyOf(legalDecisions());
      decisionSet = s;
    }
    return s;
  }

  /**
   * Every legal action of the deciding seat, in the documented order: its {@link
   * #legalDecisions()}, then its table actions ({@code DrawAcceptance}, {@code DrawOffer}, {@code
   * Resignation}, see the class comment).
   *
   * @return the actions; empty once the game is over
   */
  @Override
  public List<IslandAction> legalActions() {
    List<IslandAction> l = legal;
    if (l == null) {
      if (kernel.over()) {
        l = List.of();
      } else {
        List<IslandAction> all = new ArrayList<>(legalDecisions().size() + 3);
        all.addAll(legalDecisions());
        Generator.table(kernel, kernel.pendingSeat, all);
        l = List.copyOf(all);
      }
      legal = l;
    }
    return l;
  }

  /**
   * Every legal action of a seat, in the documented order (see the class comment): the pending
   * decision's actions if it decides, then its table actions (LI-11.3, LI-11.4 [interp]).
   *
   * @param seat a seat of this game
   * @return the actions; empty once the game is over
   * @throws IllegalArgumentException for a seat that does not play in this game
   */
  @Override
  public List<IslandAction> legalActions(Seat seat) {
    requireSeat(seat);
    if (!kernel.over() && seat.index() == kernel.pendingSeat) {
      return legalActions();
    }
    List<IslandAction> out = new ArrayList<>(3);
    Generator.table(kernel, seat.index(), out);
    return List.copyOf(out);
  }

  /** Whether an action is legal now: listed for its seat (one generator decides both kinds). */
  private boolean legal(IslandAction a) {
    if (a instanceof TableAction) {
      List<IslandAction> table = new ArrayList<>(3);
      Generator.table(kernel, a.seat().index(), table);
      return table.contains(a);
    }
    Set<IslandAction> set = decisionSet;
    // a scan of the list is cheaper than building the set for a single lookup
    return set != null ? set.contains(a) : legalDecisions().contains(a);
  }

  /**
   * Why an action is refused now, or empty when {@link #apply} accepts it: exactly when it is in
   * {@code legalActions(action.seat())}.
   *
   * @param action the action
   * @return the reason, or empty
   */
  public Optional<IslandReason> check(IslandAction action) {
    Objects.requireNonNull(action, "action");
    return legal(action) ? Optional.empty() : Optional.of(Reasons.of(kernel, action));
  }

  /**
   * Why an action sent by a seat is refused, or empty when it is accepted: exactly when it is in
   * {@code legalActions(sender)}. An action in another seat's name is refused first ({@code
   * NOT_YOUR_ACTION}), then one of another game ({@code FOREIGN_ACTION}), so the answer never
   * describes another seat's position. Never throws for non-null arguments.
   *
   * @param sender the sending seat
   * @param action the action
   * @return the reason, or empty
   */
  @Override
  public Optional<IslandReason> check(Seat sender, Action action) {
    Objects.requireNonNull(sender, "sender");
    Objects.requireNonNull(action, "action");
    if (action.seat() != sender) {
      return Optional.of(IslandReason.NOT_YOUR_ACTION);
    }
    if (!(action instanceof IslandAction a)) {
      return Optional.of(IslandReason.FOREIGN_ACTION);
    }
    return check(a);
  }

  // ------------------------------------------------------------------ applying

  /**
   * Applies an action in the name of its seat: the next state and the events. This state is
   * unchanged.
   *
   * @param action the action
   * @return the next state and every event
   * @throws IllegalActionException with a {@link IslandReason} when {@link #check} gives one
   */
  public IslandStep apply(IslandAction action) {
    Objects.requireNonNull(action, "action");
    if (!legal(action)) {
      throw new IllegalActionException(Reasons.of(kernel, action), action);
    }
    Kernel next = kernel.copy();
    next.events = new ArrayList<>();
    Resolver.apply(next, action);
    List<IslandEvent> events = next.events;
    next.events = List.of();
    return new IslandStep(new IslandState(next, history.plus(action), recorded), events);
  }

  /**
   * Applies an action sent by a seat, refusing one in another seat's name or of another game first
   * (as {@link #check(Seat, Action)}).
   *
   * @param sender the sending seat
   * @param action the action
   * @return the next state and the events
   * @throws IllegalActionException when {@link #check(Seat, Action)} gives a reason
   */
  @Override
  public IslandStep apply(Seat sender, Action action) {
    Objects.requireNonNull(sender, "sender");
    Objects.requireNonNull(action, "action");
    if (action.seat() != sender) {
      throw new IllegalActionException(IslandReason.NOT_YOUR_ACTION, action);
    }
    if (!(action instanceof IslandAction a)) {
      throw new IllegalActionException(IslandReason.FOREIGN_ACTION, action);
    }
    return apply(a);
  }

  // ------------------------------------------------------------------ records and table actions

  /**
   * The game record so far ({@link IslandRecord#of}, formatted): config, layout, every action, the
   * outcome. Referee data: never send it to a seat while the game goes on.
   *
   * @return the record text
   * @throws IllegalStateException for a {@link Scenario} position, which has no history from a new
   *     game to record
   */
  @Override
  public String record() {
    if (!recorded) {
      throw new IllegalStateException(
          "a Scenario position has no record: it was not reached from a new game");
    }
    return IslandRecord.of(this).format();
  }

  /**
   * A resignation (LI-11.3 [interp]).
   *
   * @param seat the seat
   * @return {@code new IslandAction.Resignation(seat)}
   */
  @Override
  public IslandAction.Resignation resignation(Seat seat) {
    return new IslandAction.Resignation(seat);
  }

  /**
   * A draw offer (LI-11.4 [interp]).
   *
   * @param seat the seat
   * @return {@code new IslandAction.DrawOffer(seat)}
   */
  @Override
  public IslandAction.DrawOffer drawOffer(Seat seat) {
    return new IslandAction.DrawOffer(seat);
  }

  /**
   * The acceptance of a standing draw offer (LI-11.4 [interp]).
   *
   * @param seat the seat
   * @return {@code new IslandAction.DrawAcceptance(seat)}
   */
  @Override
  public IslandAction.DrawAcceptance drawAcceptance(Seat seat) {
    return new IslandAction.DrawAcceptance(seat);
  }

  /** A public summary: players, turn, step and whose decision; nothing hidden. */
  @Override
  public String toString() {
    return "IslandState["
        + kernel.n
        + " players, turn "
        + kernel.turn
        + ", step "
        + kernel.step
        + decision().map(d -> ", " + d.seat() + " to decide " + d.kind()).orElse("")
        + outcome().map(o -> ", " + o).orElse("")
        + "]";
  }
}
