package io.github.strategorules.lostisland.internal;

import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ImplementsRule;
import io.github.strategorules.lostisland.DecisionKind;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandGame;
import io.github.strategorules.lostisland.IslandOption;
import io.github.strategorules.lostisland.IslandOutcome;
import io.github.strategorules.lostisland.IslandTermination;
import io.github.strategorules.lostisland.Tag;
import io.github.strategorules.lostisland.Tile;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The mutable full-information position of a Lost Island game: int arrays, no allocation per query.
 * {@link io.github.strategorules.lostisland.IslandState} copies it before every change and never
 * lets a copy escape, so states stay immutable. Explorers are numbered {@code seat * 6 + slot}
 * (slot = tag letter), cells {@code y * 6 + x}. This class holds the position and answers questions
 * about it; the changes every rule shares are in {@link Effects} (entering a tile, LI-5.5; going to
 * the boat, LI-3.3) and {@link Turns} (the turn's flow, LI-4; the win, LI-11.1); {@link Generator}
 * lists legal actions and {@link Resolver} applies them.
 */
public final class Kernel {
  /** Cell state: removed, shallow water (LI-2.2). */
  public static final byte WATER = 0;

  /** Cell state: a face-down tile. */
  public static final byte DOWN = 1;

  /** Cell state: a face-up tile. */
  public static final byte UP = 2;

  /** The configuration (a {@link #copyFrom} takes the other position's). */
  public IslandConfig config;

  /** The public facts of the configuration (shared, immutable). */
  public IslandGame game;

  /** The number of players. */
  public final int n;

  /** What lies under every cell (shared, immutable; a {@link #copyFrom} takes the other's). */
  public Tile[] layout;

  /** Bit per LI-12 toggle in force ({@link IslandOption} ordinal), read by {@link #has}. */
  public int options;

  /** Per seat, 3 cells: the start cells in square order (LI-3.1), shared and immutable. */
  public final int[] startCells;

  /** Per cell: {@link #WATER}, {@link #DOWN} or {@link #UP}. */
  public final byte[] tile;

  /** Per cell: coins lying there. */
  public final int[] coins;

  /** Per cell: the explorer standing there, or -1. */
  public final int[] occ;

  /** Per explorer: its value, 0 before setup. */
  public final int[] value;

  /** Per explorer: its cell, or -1 in the boat (or not yet placed). */
  public final int[] pos;

  /** Per seat, 6 slots: the boat, front first. */
  public final int[] boat;

  /** Per seat: the boat's size. */
  public final int[] boatSize;

  /** Per seat: coins held. */
  public final int[] held;

  /** Per seat: bitmask of the explorers whose value the seat knows (LI-13). */
  public final int[] known;

  /** Bitmask of the explorers whose value every seat and spectator has seen (LI-13). */
  public int publicKnown;

  /**
   * Bit per explorer: it has moved, swum or attacked by its own action since it last came onto the
   * island (public: the history of actions names it, LI-13); cleared when it goes to its boat.
   */
  public int moved;

  /** Bit per cell: coins revealed this turn (LI-5.5). */
  public long fresh;

  /** Bit per explorer: wears a ring. */
  public int rings;

  /** The coin and ring counters (LI-1.3). */
  public int supplyCoins, lostCoins, supplyRings, ringsOut;

  /** The cell where the flag lies, or -1 (carried or under its stone). */
  public int flagCell = -1;

  /** The explorer carrying the flag, or -1. */
  public int flagCarrier = -1;

  /** Whether the flag's stone has been turned over. */
  public boolean flagFound;

  /** The turn number (0 during setup), the seat to play, the step (0 setup, 1 to 3). */
  public int turn, current, step;

  /** Step-1 actions used this turn (LI-4, LI-5). */
  public int actions;

  /** Whether the seat reinforced this turn as an action (LI-5) and as a power-up (LI-10.2). */
  public boolean reinforcedAction, reinforcedBought;

  /** The pending decision, or null when the game is over. */
  public @Nullable DecisionKind pending;

  /** The seat that decides. */
  public int pendingSeat;

  /** The bomb being resolved: its cell (-1 for none) and value. */
  public int bombCell = -1, bombValue;

  /** Bit per direction: bomb lines not yet stopped. */
  public int bombLines;

  /** Per direction: how far the bomb has come along that line. */
  public final int[] bombCursor = new int[8];

  /** The line the next hit is on, or -1 while not chosen. */
  public int bombLine = -1;

  /** The next offset (from the active seat) to ask about the bomb expert. */
  public int expertNext;

  /** The storm being resolved, or -1. */
  public int stormCell = -1;

  /** Bit per cell: the flag's destinations on a tie (LI-9.4). */
  public long flagChoices;

  /** The removed cell whose flag awaits its destination (LI-9.4), or -1. */
  public int flagFrom = -1;

  /** Whether the current seat's explorer won a fight this turn (EXTRA_LOOT, LI-12). */
  public boolean wonFight;

  /** Bit per cell: removed face down and never revealed (REMOVED_FACE_DOWN, LI-12). */
  public long sunk;

  /** A storm revealed by this turn's removal, waiting to act (STORMS_WHEN_SHRINKING), or -1. */
  public int shrinkStorm = -1;

  /** Bit per seat: the winners once the game is over (none for a draw). */
  public int winners;

  /** Bit per seat: the seats that offered or accepted the standing draw (LI-11.4 [interp]). */
  public int drawAgreed;

  /** Why the game ended, or null. */
  public @Nullable IslandTermination termination;

  /** The events of the current apply; not part of the position. */
  public List<IslandEvent> events = new ArrayList<>();

  /**
   * Whether the rules record their events in {@link #events}: a position played for research
   * (playouts, environments) records none, so that a step allocates nothing. Not part of the
   * position; a copy records.
   */
  public boolean recording = true;

  /** Scratch of the storm's push (LI-7.6): the explorers of its line; not part of the position. */
  final int[] pushed = new int[Grid.SIZE];

  /**
   * The position before setup: the layout face down, one coin per player and the rest of the
   * configured coins and rings in the supply (LI-1.3), the first seat to place its explorers
   * (LI-3.4).
   *
   * @param config the configuration
   */
  public Kernel(IslandConfig config) {
    this.config = config;
    this.game = IslandGame.of(config);
    this.n = config.players();
    this.layout = config.layout().tiles().toArray(new Tile[0]);
    this.options = optionBits(config);
    this.startCells = new int[12];
    for (int s = 0; s < n; s++) {
      List<io.github.strategorules.core.board.Square> cells = config.startCells(Seat.of(s));
      for (int i = 0; i < 3; i++) {
        startCells[s * 3 + i] = Grid.cell(cells.get(i));
      }
    }
    this.tile = new byte[Grid.CELLS];
    java.util.Arrays.fill(tile, DOWN);
    this.coins = new int[Grid.CELLS];
    this.occ = new int[Grid.CELLS];
    java.util.Arrays.fill(occ, -1);
    this.value = new int[24];
    this.pos = new int[24];
    java.util.Arrays.fill(pos, -1);
    this.boat = new int[24];
    this.boatSize = new int[4];
    this.held = new int[4];
    this.known = new int[4];
    for (int s = 0; s < n; s++) {
      held[s] = 1;
    }
    supplyCoins = config.coins() - n;
    supplyRings = config.rings();
    current = config.first().index();
    pending = DecisionKind.PLACE_EXPLORERS;
    pendingSeat = current;
  }

  private static int optionBits(IslandConfig config) {
    int bits = 0;
    for (IslandOption o : config.options()) {
      bits |= 1 << o.ordinal();
    }
    return bits;
  }

  private Kernel(Kernel k) {
    n = k.n;
    startCells = k.startCells;
    tile = new byte[k.tile.length];
    coins = new int[k.coins.length];
    occ = new int[k.occ.length];
    value = new int[k.value.length];
    pos = new int[k.pos.length];
    boat = new int[k.boat.length];
    boatSize = new int[k.boatSize.length];
    held = new int[k.held.length];
    known = new int[k.known.length];
    copyFrom(k); // one list of what a position holds, so that a copy and copyFrom cannot drift
  }

  /**
   * An independent copy with an empty event list.
   *
   * @return the copy
   */
  public Kernel copy() {
    return new Kernel(this);
  }

  /**
   * Makes this position a copy of another of the same number of players, without allocating: its
   * arrays are overwritten, the configuration, layout and toggles taken over; the events and
   * whether they are recorded stay this position's own.
   *
   * @param k the other position
   * @throws IllegalArgumentException for a position of another number of players
   */
  public void copyFrom(Kernel k) {
    if (k.n != n) {
      throw new IllegalArgumentException(
          "a " + k.n + "-player position copied into a " + n + "-player one");
    }
    config = k.config;
    game = k.game;
    layout = k.layout;
    options = k.options;
    System.arraycopy(k.tile, 0, tile, 0, Grid.CELLS);
    System.arraycopy(k.coins, 0, coins, 0, Grid.CELLS);
    System.arraycopy(k.occ, 0, occ, 0, Grid.CELLS);
    System.arraycopy(k.value, 0, value, 0, 24);
    System.arraycopy(k.pos, 0, pos, 0, 24);
    System.arraycopy(k.boat, 0, boat, 0, 24);
    System.arraycopy(k.boatSize, 0, boatSize, 0, 4);
    System.arraycopy(k.held, 0, held, 0, 4);
    System.arraycopy(k.known, 0, known, 0, 4);
    publicKnown = k.publicKnown;
    moved = k.moved;
    fresh = k.fresh;
    rings = k.rings;
    supplyCoins = k.supplyCoins;
    lostCoins = k.lostCoins;
    supplyRings = k.supplyRings;
    ringsOut = k.ringsOut;
    flagCell = k.flagCell;
    flagCarrier = k.flagCarrier;
    flagFound = k.flagFound;
    turn = k.turn;
    current = k.current;
    step = k.step;
    actions = k.actions;
    reinforcedAction = k.reinforcedAction;
    reinforcedBought = k.reinforcedBought;
    pending = k.pending;
    pendingSeat = k.pendingSeat;
    bombCell = k.bombCell;
    bombValue = k.bombValue;
    bombLines = k.bombLines;
    System.arraycopy(k.bombCursor, 0, bombCursor, 0, 8);
    bombLine = k.bombLine;
    expertNext = k.expertNext;
    stormCell = k.stormCell;
    flagChoices = k.flagChoices;
    flagFrom = k.flagFrom;
    winners = k.winners;
    drawAgreed = k.drawAgreed;
    termination = k.termination;
    wonFight = k.wonFight;
    sunk = k.sunk;
    shrinkStorm = k.shrinkStorm;
  }

  // ------------------------------------------------------------------ queries

  /**
   * Whether the game is over.
   *
   * @return true once an outcome exists
   */
  public boolean over() {
    return termination != null;
  }

  /**
   * The pending decision of a game that is not over: {@link Turns#end} clears it as it sets the
   * termination, so it is never null then.
   *
   * @return the decision
   * @throws NullPointerException once the game is over
   */
  public DecisionKind decisionKind() {
    return Objects.requireNonNull(pending, "the game is over");
  }

  /**
   * The outcome.
   *
   * @return the outcome, or empty
   */
  @ImplementsRule({"LI-11.1", "LI-11.2"})
  public Optional<IslandOutcome> outcome() {
    return termination == null
        ? Optional.empty()
        : Optional.of(new IslandOutcome(seats(winners), termination));
  }

  /**
   * The seats of a bit mask, in seat order.
   *
   * @param mask bit per seat
   * @return the seats
   */
  public static List<Seat> seats(int mask) {
    List<Seat> out = new ArrayList<>(Integer.bitCount(mask));
    for (int s = 0; s < 4; s++) {
      if ((mask & (1 << s)) != 0) {
        out.add(Seat.of(s));
      }
    }
    return out;
  }

  /**
   * The tag of an explorer.
   *
   * @param id the explorer
   * @return the tag
   */
  public static Tag tag(int id) {
    return Tag.ofId(id);
  }

  /**
   * Whether a cell is an island tile (not water).
   *
   * @param c the cell, -1 for off the grid
   * @return true for a tile
   */
  public boolean island(int c) {
    return c >= 0 && tile[c] != WATER;
  }

  /**
   * Whether an explorer may enter a cell by move, swim or reinforcement: an island tile with no
   * explorer and no coins revealed this turn (LI-5.1, LI-5.5 [interp]).
   *
   * @param c the cell
   * @return true when enterable
   */
  @ImplementsRule({"LI-2.2", "LI-5.5"})
  public boolean enterable(int c) {
    return island(c) && occ[c] < 0 && (fresh & (1L << c)) == 0;
  }

  /**
   * Whether an LI-12 toggle is in force.
   *
   * @param o the toggle
   * @return true if on
   */
  public boolean has(IslandOption o) {
    return (options & (1 << o.ordinal())) != 0;
  }

  /**
   * How many explorers a seat has placed on the island during setup (LI-3.1, LI-3.5).
   *
   * @param seat the seat
   * @return 0 to 3
   */
  public int placed(int seat) {
    int count = 0;
    for (int id = seat * 6; id < seat * 6 + 3; id++) {
      if (value[id] != 0) {
        count++;
      }
    }
    return count;
  }

  /**
   * Whether a seat has an explorer on the island.
   *
   * @param seat the seat
   * @return true if so
   */
  public boolean onIsland(int seat) {
    for (int i = seat * 6; i < seat * 6 + 6; i++) {
      if (pos[i] >= 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a cell may be removed (LI-9.2): an island tile, not a face-down stone, no flag lying.
   *
   * @param c the cell
   * @return true if removable
   */
  @ImplementsRule({"LI-8.2", "LI-9.2"})
  public boolean removable(int c) {
    return tile[c] != WATER && !(tile[c] == DOWN && layout[c].stone()) && flagCell != c;
  }

  /**
   * The explorer's value in a fight or bomb hit, its ring's +1 included (LI-6.3).
   *
   * @param id the explorer
   * @return the value
   */
  public int strength(int id) {
    return value[id] + ((rings >>> id) & 1);
  }
}
