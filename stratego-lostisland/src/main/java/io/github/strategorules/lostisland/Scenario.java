package io.github.strategorules.lostisland;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.lostisland.internal.Grid;
import io.github.strategorules.lostisland.internal.Kernel;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * Builds an arbitrary Lost Island position in step 1 of a turn, for tests, puzzles and tutorials.
 * The position is drawn as a board diagram, row 6 first, six tokens per row (an optional leading
 * row number is ignored):
 *
 * <ul>
 *   <li>{@code .} or {@code #} a face-down tile; {@code _} a face-up tile; {@code ~} water;
 *   <li>{@code R3} an explorer: seat initial (R, B, G, Y), value, then {@code +} for a ring and
 *       {@code !} for the flag carrier; it stands on a face-up tile, or on a face-down green tile
 *       when followed by {@code .};
 *   <li>{@code $2} a face-up tile with 2 coins ({@code $2'}: revealed this turn, LI-5.5);
 *   <li>{@code F} the flag lying on a face-up tile ({@code F.} on a face-down tile).
 * </ul>
 *
 * What lies under the tiles comes from {@link #layout} (default {@link #plainLayout()}) and {@link
 * #tile}. Explorers missing from the island are in the boat in ascending value, unless {@link
 * #boat} orders them. Tags follow LI-1.2: island explorers by cell, then the boat. The supplies are
 * what the configured totals leave (LI-1.3: 24 coins and 24 rings unless {@link #supply} says
 * otherwise).
 */
public final class Scenario {
  private final int players;
  private Layout layout = plainLayout();
  private @Nullable String diagram;

  /**
   * Per seat, the boat in the order given, or null for the missing explorers in ascending value.
   */
  private final int[] @Nullable [] boats = new int[4][];

  private final int[] coins = {1, 1, 1, 1};
  private Seat current = Seat.RED;
  private int turn = 1;
  private int turnLimit;
  private int totalCoins = IslandConfig.DEFAULT_COINS;
  private int totalRings = IslandConfig.DEFAULT_RINGS;
  private final java.util.Set<IslandOption> options = java.util.EnumSet.noneOf(IslandOption.class);

  private Scenario(int players) {
    this.players = players;
  }

  /**
   * A scenario for a number of players.
   *
   * @param players 2 to 4
   * @return the builder
   */
  public static Scenario players(int players) {
    if (players < 2 || players > 4) {
      throw new IllegalArgumentException("2 to 4 players, not " + players);
    }
    return new Scenario(players);
  }

  /**
   * The default scenario layout: every green tile plain; stone loot 1 on b2, 2 on b5, 3 on e2, the
   * flag under e5.
   *
   * @return the layout
   */
  public static Layout plainLayout() {
    Tile[] t = new Tile[Grid.CELLS];
    Arrays.fill(t, Tile.PLAIN);
    t[Grid.cell(Square.parse("b2"))] = Tile.stoneLoot(1);
    t[Grid.cell(Square.parse("b5"))] = Tile.stoneLoot(2);
    t[Grid.cell(Square.parse("e2"))] = Tile.stoneLoot(3);
    t[Grid.cell(Square.parse("e5"))] = Tile.FLAG;
    return new Layout(List.of(t));
  }

  /**
   * Sets the layout.
   *
   * @param l the layout
   * @return this builder
   */
  public Scenario layout(Layout l) {
    this.layout = l;
    return this;
  }

  /**
   * Sets what lies under one tile.
   *
   * @param square the cell, such as {@code c3}
   * @param t the tile
   * @return this builder
   */
  public Scenario tile(String square, Tile t) {
    List<Tile> tiles = new ArrayList<>(layout.tiles());
    tiles.set(Grid.cell(Square.parse(square)), t);
    this.layout = new Layout(tiles);
    return this;
  }

  /**
   * Sets the board diagram (see the class comment).
   *
   * @param text six rows of six tokens, row 6 first
   * @return this builder
   */
  public Scenario board(String text) {
    this.diagram = text;
    return this;
  }

  /**
   * Orders a seat's boat, front first; these values are not on the island.
   *
   * @param seat the seat
   * @param values the values, front first
   * @return this builder
   */
  public Scenario boat(Seat seat, int... values) {
    boats[seat.index()] = values.clone();
    return this;
  }

  /**
   * Sets the coins a seat holds (default 1).
   *
   * @param seat the seat
   * @param n the coins, 0 or more
   * @return this builder
   * @throws IllegalArgumentException for a negative number
   */
  public Scenario coins(Seat seat, int n) {
    if (n < 0) {
      throw new IllegalArgumentException("a seat holds 0 or more coins, not " + n + " (LI-1.3)");
    }
    coins[seat.index()] = n;
    return this;
  }

  /**
   * Sets the seat whose turn it is (default RED) and the turn number (default 1).
   *
   * @param seat the seat
   * @param turnNumber the turn number, from 1
   * @return this builder
   */
  public Scenario toPlay(Seat seat, int turnNumber) {
    this.current = seat;
    this.turn = turnNumber;
    return this;
  }

  /**
   * Sets a turn limit (LI-11.2).
   *
   * @param turns the limit, 0 for none
   * @return this builder
   */
  public Scenario turnLimit(int turns) {
    this.turnLimit = turns;
    return this;
  }

  /**
   * Sets the totals of LI-1.3 (default 24 and 24): the supplies are what the coins held, lying on
   * tiles and the rings worn leave of them.
   *
   * @param coins the total coins
   * @param rings the total rings
   * @return this builder
   */
  public Scenario supply(int coins, int rings) {
    this.totalCoins = coins;
    this.totalRings = rings;
    return this;
  }

  /**
   * Turns on LI-12 toggles.
   *
   * @param toggles the toggles
   * @return this builder
   */
  public Scenario options(IslandOption... toggles) {
    options.addAll(List.of(toggles));
    return this;
  }

  /**
   * Builds the state: step 1 of the current seat's turn, no action taken yet.
   *
   * @return the state
   * @throws IllegalArgumentException for a diagram that does not describe a possible position
   */
  public IslandState build() {
    if (diagram == null) {
      throw new IllegalArgumentException("a scenario needs a board diagram");
    }
    IslandConfig config =
        IslandConfig.builder()
            .players(players)
            .layout(layout)
            .turnLimit(turnLimit)
            .coins(totalCoins)
            .rings(totalRings)
            .options(options)
            .build();
    Kernel k = new Kernel(config);
    String[] rows = diagram.strip().split("\n");
    if (rows.length != Grid.SIZE) {
      throw new IllegalArgumentException("a diagram has 6 rows, found " + rows.length);
    }
    List<List<int[]>> island = new ArrayList<>(); // per seat: {cell, value, ring, flag}
    for (int s = 0; s < 4; s++) {
      island.add(new ArrayList<>());
    }
    int onTiles = 0;
    for (int r = 0; r < Grid.SIZE; r++) {
      String[] tokens = rows[r].strip().split("\\s+");
      int skip = tokens.length == 7 ? 1 : 0;
      if (tokens.length - skip != Grid.SIZE) {
        throw new IllegalArgumentException(
            "row " + (Grid.SIZE - r) + " needs 6 tokens: " + rows[r]);
      }
      for (int x = 0; x < Grid.SIZE; x++) {
        int c = (Grid.SIZE - 1 - r) * Grid.SIZE + x;
        onTiles += token(k, c, tokens[x + skip], island);
      }
    }
    int worn = 0;
    for (int s = 0; s < players; s++) {
      List<int[]> mine = island.get(s);
      mine.sort((p, q) -> Integer.compare(p[0], q[0]));
      boolean[] used = new boolean[7];
      int slot = 0;
      for (int[] e : mine) {
        int id = s * 6 + slot++;
        place(k, id, e, used);
        worn += e[2];
      }
      int[] given = boats[s];
      int[] boat = given != null ? given : missing(used);
      for (int v : boat) {
        int id = s * 6 + slot++;
        if (v < 1 || v > 6 || used[v]) {
          throw new IllegalArgumentException(Seat.of(s) + " has no spare explorer of value " + v);
        }
        used[v] = true;
        k.value[id] = v;
        k.boat[s * 6 + k.boatSize[s]++] = id;
      }
      if (slot != 6) {
        throw new IllegalArgumentException(Seat.of(s) + " needs exactly 6 explorers, has " + slot);
      }
      for (int id = s * 6; id < s * 6 + 6; id++) {
        k.known[s] |= 1 << id;
      }
      k.held[s] = coins[s];
    }
    for (int s = players; s < 4; s++) {
      if (!island.get(s).isEmpty()) {
        throw new IllegalArgumentException(
            Seat.of(s) + " does not play in a " + players + "-player game");
      }
    }
    int heldTotal = Arrays.stream(k.held).sum();
    k.supplyCoins = config.coins() - heldTotal - onTiles;
    k.supplyRings = config.rings() - worn;
    if (k.supplyCoins < 0) {
      throw new IllegalArgumentException(
          "more than the " + config.coins() + " coins of the supply in the scenario " + "(LI-1.3)");
    }
    if (k.supplyRings < 0) {
      throw new IllegalArgumentException(
          "more than the " + config.rings() + " rings of the supply in the scenario " + "(LI-1.3)");
    }
    finishFlag(k);
    k.turn = turn;
    k.current = current.index();
    k.step = 1;
    k.pending = DecisionKind.ACTION;
    k.pendingSeat = current.index();
    return IslandState.of(k);
  }

  private static int[] missing(boolean[] used) {
    return java.util.stream.IntStream.rangeClosed(1, 6).filter(v -> !used[v]).toArray();
  }

  private static void place(Kernel k, int id, int[] e, boolean[] used) {
    int v = e[1];
    if (v < 1 || v > 6 || used[v]) {
      throw new IllegalArgumentException(
          Kernel.tag(id).seat() + " has two explorers of value " + v);
    }
    used[v] = true;
    k.value[id] = v;
    k.pos[id] = e[0];
    k.occ[e[0]] = id;
    if (e[2] != 0) {
      k.rings |= 1 << id;
    }
    if (e[3] != 0) {
      k.flagCarrier = id;
    }
  }

  /** Reads one token into the kernel; returns the coins it puts on the tile. */
  private static int token(Kernel k, int c, String tok, List<List<int[]>> island) {
    Square sq = Grid.square(c);
    boolean faceDown = tok.endsWith(".") && tok.length() > 1;
    String t = faceDown ? tok.substring(0, tok.length() - 1) : tok;
    k.tile[c] = faceDown ? Kernel.DOWN : Kernel.UP;
    switch (t) {
      case "~" -> k.tile[c] = Kernel.WATER;
      case ".", "#" -> k.tile[c] = Kernel.DOWN;
      case "_" -> {}
      case "F" -> k.flagCell = c;
      default -> {
        if (t.startsWith("$")) {
          boolean fresh = t.endsWith("'");
          String digits = t.substring(1, fresh ? t.length() - 1 : t.length());
          if (!digits.matches("[0-9]{1,3}")) {
            throw new IllegalArgumentException(
                "a coin token is $ and a count of 0 or more, not '" + tok + "' at " + sq);
          }
          int n = Integer.parseInt(digits);
          k.coins[c] = n;
          if (fresh) {
            k.fresh |= 1L << c;
          }
          return n;
        }
        int seat = "RBGY".indexOf(Character.toUpperCase(t.charAt(0)));
        if (seat < 0 || t.length() < 2 || !Character.isDigit(t.charAt(1))) {
          throw new IllegalArgumentException("unknown token '" + tok + "' at " + sq);
        }
        if (faceDown && k.layout[c].stone()) {
          throw new IllegalArgumentException(
              "an explorer at " + sq + " would stand on a face-down stone tile");
        }
        String marks = t.substring(2).toLowerCase(Locale.ROOT);
        island
            .get(seat)
            .add(
                new int[] {
                  c, t.charAt(1) - '0', marks.contains("+") ? 1 : 0, marks.contains("!") ? 1 : 0
                });
      }
    }
    return 0;
  }

  private static void finishFlag(Kernel k) {
    int flagStone = -1;
    for (int c = 0; c < Grid.CELLS; c++) {
      if (k.layout[c].kind() == TileKind.FLAG) {
        flagStone = c;
      }
    }
    boolean found = k.flagCarrier >= 0 || k.flagCell >= 0;
    if (found && k.tile[flagStone] == Kernel.DOWN) {
      k.tile[flagStone] = Kernel.UP; // the flag was found, so its stone was turned over
    }
    if (!found && k.tile[flagStone] != Kernel.DOWN) {
      throw new IllegalArgumentException(
          "the flag is neither carried nor lying, so its stone "
              + Grid.square(flagStone)
              + " must be face down");
    }
    k.flagFound = found;
  }
}
