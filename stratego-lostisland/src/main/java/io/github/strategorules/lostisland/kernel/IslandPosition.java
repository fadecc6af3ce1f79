package io.github.strategorules.lostisland.kernel;

import io.github.strategorules.core.error.IllegalActionException;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.TableAction;
import io.github.strategorules.core.rules.ImplementsRule;
import io.github.strategorules.lostisland.DecisionKind;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandGame;
import io.github.strategorules.lostisland.IslandOption;
import io.github.strategorules.lostisland.IslandReason;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandTermination;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.lostisland.Tile;
import io.github.strategorules.lostisland.internal.Generator;
import io.github.strategorules.lostisland.internal.Kernel;
import io.github.strategorules.lostisland.internal.Reasons;
import io.github.strategorules.lostisland.internal.Redaction;
import io.github.strategorules.lostisland.internal.Resolver;
import io.github.strategorules.lostisland.internal.StateKernels;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A mutable, full-information Lost Island position for research: the rules kernel that {@link
 * IslandState} copies before every change, here changed in place, for playouts, searches and
 * batched environments (2 to 4 seats, every LI-12 toggle). {@link #generate} lists the legal
 * decisions as ints ({@link KernelActions}) in the order of {@link IslandState#legalDecisions()},
 * from the same generator, so legality is decided in one place; {@link #play} applies one with the
 * same rules as {@link IslandState#apply}; {@link #copyFrom} resets a position from another. None
 * of the three allocates: run with JMH's {@code -prof gc}.
 *
 * <p>A position is referee data: it holds every face-down tile and every explorer's value. What a
 * seat may know of it (LI-13) is what {@link #viewFor} shows, and the readers below say which of
 * their facts are hidden: a research tool that decides for a seat reads {@link #tile} of a cell
 * only when {@link #shown} and {@link #value} of an explorer only when {@link #knows}. Explorers
 * are numbered {@code seat * 6 + slot}, the slot being the tag's letter ({@code A} = 0, the three
 * placed on the island first), cells {@code y * 6 + x} (a1 = 0, f6 = 35). The package comment shows
 * a playout.
 *
 * <p>Not thread-safe; positions share only immutable values (the configuration and the layout). The
 * resignation and the draw actions (LI-11.3, LI-11.4 [interp]) have no int; {@link
 * #apply(IslandAction)} takes them, and every action, with its events.
 */
public final class IslandPosition {
  /** {@link #cellState}: a removed tile, shallow water (LI-2.2, LI-9). */
  public static final int WATER = Kernel.WATER;

  /** {@link #cellState}: a face-down tile. */
  public static final int FACE_DOWN = Kernel.DOWN;

  /** {@link #cellState}: a face-up tile. */
  public static final int FACE_UP = Kernel.UP;

  /**
   * The most decisions {@link #generate} writes for one pending decision, whatever the toggles: the
   * length its array needs.
   */
  public static final int MAX_DECISIONS = Generator.MAX_DECISIONS;

  private final Kernel k;

  /** The decisions {@link #isLegal} lists, made when first needed. */
  private int @Nullable [] scratch;

  private IslandPosition(Kernel k) {
    this.k = k;
    k.recording = false;
    k.events = List.of();
  }

  /**
   * A new game's position: the layout of the configuration face down, waiting for the first seat's
   * setup (LI-3.4).
   *
   * @param config the configuration (referee data: its seed or layout fixes every tile)
   * @return the position
   */
  public static IslandPosition newGame(IslandConfig config) {
    return new IslandPosition(new Kernel(Objects.requireNonNull(config, "config")));
  }

  /**
   * A copy of a state's position.
   *
   * @param state the state
   * @return the position, independent of the state
   */
  public static IslandPosition of(IslandState state) {
    return new IslandPosition(StateKernels.of(state).copy());
  }

  /**
   * An independent copy.
   *
   * @return the copy
   */
  public IslandPosition copy() {
    return new IslandPosition(k.copy());
  }

  /**
   * Makes this position a copy of another of the same number of players, without allocating (its
   * configuration and layout taken over, shared).
   *
   * @param other the position to copy
   * @throws IllegalArgumentException for a position of another number of players
   */
  public void copyFrom(IslandPosition other) {
    k.copyFrom(other.k);
  }

  // ------------------------------------------------------------------ the rules

  /**
   * Writes the legal decisions of the pending decision ({@link KernelActions} ints), in the order
   * of {@link IslandState#legalDecisions()} (documented there), without the table actions.
   *
   * @param out where they are written from 0, at least {@link #MAX_DECISIONS} long
   * @return how many; 0 once the game is over
   */
  @ImplementsRule({"LI-4", "LI-4.1"})
  public int generate(int[] out) {
    return Generator.generate(k, out);
  }

  /**
   * Applies a legal decision of the deciding seat, without events and without allocating. Legality
   * is not checked again: the int must be one {@link #generate} wrote for this position (see {@link
   * #isLegal}); another leaves the position in no state the rules reach.
   *
   * @param action the decision
   */
  public void play(int action) {
    Resolver.play(k, action);
  }

  /**
   * Whether an int is a legal decision now (one {@link #generate} writes).
   *
   * @param action the int
   * @return true when legal
   */
  public boolean isLegal(int action) {
    int[] d = scratch != null ? scratch : (scratch = new int[MAX_DECISIONS]);
    for (int i = 0, n = Generator.generate(k, d); i < n; i++) {
      if (d[i] == action) {
        return true;
      }
    }
    return false;
  }

  /**
   * Applies an action as {@link IslandState#apply(IslandAction)} does, checking it first: a
   * decision of the deciding seat or a table action of any seat (resignation, draws).
   *
   * @param action the action
   * @return every event of the step, unredacted (referee data; {@link #eventsFor} redacts them)
   * @throws IllegalActionException with an {@link IslandReason} when the action is not legal now
   */
  public List<IslandEvent> apply(IslandAction action) {
    Objects.requireNonNull(action, "action");
    boolean legal;
    if (action instanceof TableAction) {
      List<IslandAction> table = new ArrayList<>(3);
      Generator.table(k, action.seat().index(), table);
      legal = table.contains(action);
    } else {
      int code = KernelActions.of(action);
      legal = !k.over() && action.seat().index() == k.pendingSeat && code >= 0 && isLegal(code);
    }
    if (!legal) {
      throw new IllegalActionException(Reasons.of(k, action), action);
    }
    List<IslandEvent> events = new ArrayList<>();
    k.events = events;
    k.recording = true;
    Resolver.apply(k, action); // legal, so it cannot fail half-way
    k.recording = false;
    k.events = List.of();
    return List.copyOf(events);
  }

  /**
   * Events of a step of this game as a seat may see them (LI-13, and SECRET_FIGHTS of LI-12), as
   * {@code IslandStep.eventsFor} redacts them.
   *
   * @param events the step's events, as {@link #apply} returned them
   * @param seat the seat
   * @return the redacted events
   */
  public List<IslandEvent> eventsFor(List<IslandEvent> events, Seat seat) {
    return Redaction.events(events, seat.index(), k.has(IslandOption.SECRET_FIGHTS));
  }

  // ------------------------------------------------------------------ the game

  /**
   * The configuration: referee data (its seed or layout names every tile).
   *
   * @return the configuration
   */
  public IslandConfig config() {
    return k.config;
  }

  /**
   * The public game.
   *
   * @return the game
   */
  public IslandGame game() {
    return k.game;
  }

  /**
   * The number of seats, 2 to 4.
   *
   * @return the count
   */
  public int players() {
    return k.n;
  }

  /**
   * Whether an LI-12 toggle is in force.
   *
   * @param option the toggle
   * @return true if on
   */
  public boolean has(IslandOption option) {
    return k.has(option);
  }

  // ------------------------------------------------------------------ turn and decision (public)

  /**
   * Whether the game is over (LI-11).
   *
   * @return true once it has an outcome
   */
  public boolean over() {
    return k.over();
  }

  /**
   * The pending decision's kind (LI-4.1).
   *
   * @return the kind, or null once the game is over
   */
  public @Nullable DecisionKind decisionKind() {
    return k.pending;
  }

  /**
   * The seat that decides now.
   *
   * @return its index, or -1 once the game is over
   */
  public int decidingSeat() {
    return k.over() ? -1 : k.pendingSeat;
  }

  /**
   * The turn number: 0 during the setup, then 1, 2, ... (LI-4).
   *
   * @return the turn
   */
  public int turn() {
    return k.turn;
  }

  /**
   * The step of the turn: 0 during the setup, else 1, 2 or 3 (LI-4).
   *
   * @return the step
   */
  public int step() {
    return k.step;
  }

  /**
   * The step-1 actions used this turn, a swim-attack counting two (LI-5, LI-5.3).
   *
   * @return 0 to 2
   */
  public int actionsUsed() {
    return k.actions;
  }

  /**
   * Whether the seat to play used its free reinforcement this turn (LI-5.4).
   *
   * @return true if so
   */
  public boolean reinforcedThisTurn() {
    return k.reinforcedAction;
  }

  /**
   * Whether the seat to play bought its reinforcement this turn (LI-10.2).
   *
   * @return true if so
   */
  public boolean boughtReinforcementThisTurn() {
    return k.reinforcedBought;
  }

  /**
   * The winners once the game is over (LI-11.1; every seat but the resigning one, LI-11.3).
   *
   * @return a bit per winning seat; 0 while the game goes on and for a draw
   */
  public int winners() {
    return k.winners;
  }

  /**
   * Why the game ended.
   *
   * @return the termination, or null while it goes on
   */
  public @Nullable IslandTermination termination() {
    return k.termination;
  }

  // ------------------------------------------------------------------ cells

  /**
   * What a cell is: {@link #WATER}, {@link #FACE_DOWN} or {@link #FACE_UP} (public).
   *
   * @param cell the cell
   * @return its state
   */
  public int cellState(int cell) {
    return k.tile[cell];
  }

  /**
   * Whether every seat sees what lies on a cell: its tile is face up, or was removed face up
   * (REMOVED_FACE_DOWN, LI-12, sinks tiles unseen). A tile's back, {@code tile(cell).stone()}, is
   * public whatever its state (LI-2.5).
   *
   * @param cell the cell
   * @return true when {@link #tile} is public
   */
  public boolean shown(int cell) {
    return k.tile[cell] != Kernel.DOWN && (k.sunk & (1L << cell)) == 0;
  }

  /**
   * The tile of a cell: referee data while it is not {@link #shown}.
   *
   * @param cell the cell
   * @return the tile
   */
  public Tile tile(int cell) {
    return k.layout[cell];
  }

  /**
   * The coins lying on a cell (public).
   *
   * @param cell the cell
   * @return the coins
   */
  public int coins(int cell) {
    return k.coins[cell];
  }

  /**
   * Whether the coins on a cell were revealed this turn (LI-5.5; public).
   *
   * @param cell the cell
   * @return true if so
   */
  public boolean freshCoins(int cell) {
    return (k.fresh & (1L << cell)) != 0;
  }

  /**
   * The explorer on a cell (public).
   *
   * @param cell the cell
   * @return its number, or -1
   */
  public int occupant(int cell) {
    return k.occ[cell];
  }

  /**
   * Where the flag lies (public).
   *
   * @return its cell, or -1 while it is carried or under its stone
   */
  public int flagCell() {
    return k.flagCell;
  }

  /**
   * Who carries the flag (public).
   *
   * @return the explorer's number, or -1
   */
  public int flagCarrier() {
    return k.flagCarrier;
  }

  /**
   * The cells the flag may be put on after a tie of distances (LI-9.4; public).
   *
   * @return a bit per cell, 0 when no such decision is pending
   */
  public long flagChoices() {
    return k.flagChoices;
  }

  /**
   * The bomb being resolved (LI-7; public).
   *
   * @return its cell, or -1
   */
  public int bombCell() {
    return k.over() ? -1 : k.bombCell;
  }

  /**
   * The cell the bomb hits next, once its line is known (LI-7.4; public).
   *
   * @return the cell, or -1
   */
  public int nextHit() {
    return bombCell() >= 0 && k.bombLine >= 0 ? Generator.bombNext(k, k.bombLine) : -1;
  }

  /**
   * The storm waiting for its direction (LI-7.6; public).
   *
   * @return its cell, or -1
   */
  public int stormCell() {
    return k.over() ? -1 : k.stormCell;
  }

  // ------------------------------------------------------------------ explorers and supplies

  /**
   * An explorer's value: referee data unless {@link #knows} says the seat has seen it.
   *
   * @param explorer the explorer's number
   * @return 1 to 6, or 0 before its seat set up
   */
  public int value(int explorer) {
    return k.value[explorer];
  }

  /**
   * Whether a seat knows an explorer's value (its own, or seen in a fight, a bomb hit or by its
   * spy, LI-13).
   *
   * @param seat the seat
   * @param explorer the explorer's number
   * @return true if so
   */
  public boolean knows(int seat, int explorer) {
    return ((k.known[seat] >>> explorer) & 1) != 0;
  }

  /**
   * Where an explorer stands (public).
   *
   * @param explorer the explorer's number
   * @return its cell, or -1 in the boat or not placed yet
   */
  public int cell(int explorer) {
    return k.pos[explorer];
  }

  /**
   * Whether an explorer wears a ring (LI-10.1; public).
   *
   * @param explorer the explorer's number
   * @return true if so
   */
  public boolean ring(int explorer) {
    return ((k.rings >>> explorer) & 1) != 0;
  }

  /**
   * The explorers in a seat's boat (LI-3.3; public).
   *
   * @param seat the seat
   * @return 0 to 6
   */
  public int boatSize(int seat) {
    return k.boatSize[seat];
  }

  /**
   * An explorer of a seat's boat (public).
   *
   * @param seat the seat
   * @param slot its place, 0 (the front, next to reinforce) to {@code boatSize(seat) - 1}
   * @return the explorer's number
   */
  public int boat(int seat, int slot) {
    return k.boat[seat * 6 + slot];
  }

  /**
   * The coins a seat holds (public).
   *
   * @param seat the seat
   * @return the coins
   */
  public int coinsHeld(int seat) {
    return k.held[seat];
  }

  /**
   * The coins in the supply (LI-1.3; public).
   *
   * @return the coins
   */
  public int supplyCoins() {
    return k.supplyCoins;
  }

  /**
   * The coins lost at sea (public).
   *
   * @return the coins
   */
  public int lostCoins() {
    return k.lostCoins;
  }

  /**
   * The rings in the supply (LI-1.3; public).
   *
   * @return the rings
   */
  public int supplyRings() {
    return k.supplyRings;
  }

  /**
   * The rings out of the game (used or sent to a boat, LI-10.1; public).
   *
   * @return the rings
   */
  public int ringsOut() {
    return k.ringsOut;
  }

  // ------------------------------------------------------------------ views

  /**
   * What a seat may know of this position (LI-13), as {@link IslandState#viewFor} shows it.
   *
   * @param seat a seat of this game
   * @return an independent view
   */
  public IslandView viewFor(Seat seat) {
    if (seat.index() >= k.n) {
      throw new IllegalArgumentException(seat + " does not play in this " + k.n + "-player game");
    }
    return Redaction.view(k, seat.index());
  }

  /**
   * Everything, face-down tiles and every value included: referee data.
   *
   * @return an independent view
   */
  public IslandView refereeView() {
    return Redaction.view(k, Redaction.REFEREE);
  }

  /** A public summary: players, turn, step and whose decision; nothing hidden. */
  @Override
  public String toString() {
    return "IslandPosition["
        + k.n
        + " players, turn "
        + k.turn
        + ", step "
        + k.step
        + (k.over() ? ", over" : ", " + Seat.of(k.pendingSeat) + " to decide " + k.pending)
        + "]";
  }
}
