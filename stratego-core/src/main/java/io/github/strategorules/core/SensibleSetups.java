package io.github.strategorules.core;

import io.github.strategorules.core.action.PlacePiece;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.Ruleset;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Sensible setups (C-2.1): setups that look like the ones people play, drawn from a small table of
 * statistics learned from the Gravon archives of human games, for every classic-family ruleset (the
 * classic game and the presets of {@code stratego-variants}: Barrage, Duel, Ultimate Lightning,
 * Quick Battle). Seeded, so a setup is reproducible.
 *
 * <p>The table ({@code sensible-setups.tsv} next to this class; how it was derived is in the
 * project's {@code docs/setups.md}) holds, for the 40-piece classic army and for the small Barrage
 * army, how often each piece type stood on each square of the setup zone, counted by depth (rows
 * from the own back row) and by distance from the nearer side edge (left and right folded), and how
 * many bombs stood next to the flag, by the number of the flag's neighbours in the zone (two in a
 * back corner, three elsewhere on the back row or on a side edge, four inside). A setup is drawn
 * one piece at a time: the flag first, on a square drawn by its weights; then the bombs, each next
 * to the flag with the probability that the archives' count of guarding bombs gives (the hazard
 * {@code P(K > i | K >= i)} for the {@code i}-th bomb, for the drawn flag's number of neighbours),
 * else elsewhere; then the other pieces from the strongest to the Scouts, each on a free square
 * drawn by its type's weights (the count plus one, so every square stays possible). A ruleset of
 * more than 12 pieces uses the classic table, a smaller one the Barrage table; a zone of another
 * shape is mapped onto the table's rows and columns proportionally. A free setup whose roster does
 * not fit its zone falls back to {@link Setup#random}.
 *
 * <p>{@link #nextPlacement} is the same draw one placement at a time from a partial setup, so a bot
 * that places its pieces one by one (C-2.1 through the contract) needs no memory: the placements it
 * makes follow the same distribution as {@link #generate}.
 */
public final class SensibleSetups {
  /** The table resource, next to this class. */
  public static final String TABLE = "sensible-setups.tsv";

  /** The order in which the types are placed (after the flag and the bombs: strongest first). */
  private static final PieceType[] ORDER = {
    PieceType.FLAG,
    PieceType.BOMB,
    PieceType.MARSHAL,
    PieceType.GENERAL,
    PieceType.COLONEL,
    PieceType.MAJOR,
    PieceType.SPY,
    PieceType.CAPTAIN,
    PieceType.LIEUTENANT,
    PieceType.SERGEANT,
    PieceType.MINER,
    PieceType.SCOUT
  };

  /** Rows of the tables (depth 0 is the back row). */
  public static final int DEPTHS = 4;

  /** Columns of the tables (0 is a side edge, 4 the middle of a 10-wide board). */
  public static final int COLUMNS = 5;

  /** A ruleset with more pieces than this uses the classic table. */
  private static final int SMALL_ARMY = 12;

  private static final Map<String, Table> TABLES = load();

  private SensibleSetups() {}

  /**
   * The learned statistics of one army: counts by type, depth and column, and the number of setups
   * with each number of bombs next to the flag.
   *
   * @param squares counts {@code [type ordinal][depth][column]}
   * @param guards {@code guards[c][k]}: setups whose flag has {@code c} neighbours in the zone and
   *     {@code k} bombs next to it
   */
  private record Table(long[][][] squares, long[][] guards) {}

  /**
   * A sensible setup, reproducible from the seed.
   *
   * @param ruleset the rules (any classic-family ruleset)
   * @param seat the seat
   * @param seed the seed
   * @return a setup that {@link Setup#problems} finds no problem in
   */
  public static Setup generate(Ruleset ruleset, Seat seat, long seed) {
    return generate(ruleset, seat, new SplittableRandom(seed));
  }

  /**
   * A sensible setup drawn from the given source of randomness.
   *
   * @param ruleset the rules (any classic-family ruleset)
   * @param seat the seat
   * @param random the source of randomness
   * @return a setup that {@link Setup#problems} finds no problem in
   */
  public static Setup generate(Ruleset ruleset, Seat seat, SplittableRandom random) {
    if (!fits(ruleset, seat)) {
      return Setup.random(ruleset, seat, random);
    }
    Map<Square, PieceType> placed = new HashMap<>();
    for (Optional<PlacePiece> next = nextPlacement(ruleset, seat, placed, random);
        next.isPresent();
        next = nextPlacement(ruleset, seat, placed, random)) {
      placed.put(next.get().square(), next.get().type());
    }
    return Setup.of(placed).sorted();
  }

  /**
   * The next placement of a sensible setup from a partial one (the same draw as {@link #generate},
   * one step of it).
   *
   * @param ruleset the rules (any classic-family ruleset whose roster fits its setup zone)
   * @param seat the seat
   * @param placed the player's pieces placed so far, on squares of its setup zone
   * @param random the source of randomness
   * @return the next placement, or empty when the roster is placed (or no free square of the zone
   *     is left)
   */
  public static Optional<PlacePiece> nextPlacement(
      Ruleset ruleset, Seat seat, Map<Square, PieceType> placed, SplittableRandom random) {
    int[] left = new int[PieceType.values().length];
    for (PieceType t : PieceType.values()) {
      left[t.ordinal()] = ruleset.count(t);
    }
    for (PieceType t : placed.values()) {
      left[t.ordinal()]--;
    }
    PieceType type = null;
    for (PieceType t : ORDER) {
      if (left[t.ordinal()] > 0) {
        type = t;
        break;
      }
    }
    List<Square> free = new ArrayList<>();
    for (Square s : ruleset.setupZone(seat)) {
      if (!placed.containsKey(s)) {
        free.add(s);
      }
    }
    if (type == null || free.isEmpty()) {
      return Optional.empty();
    }
    Table table = tableFor(ruleset);
    List<Square> candidates = free;
    if (type == PieceType.BOMB) {
      candidates = bombSquares(ruleset, seat, placed, free, left, table, random);
    }
    return Optional.of(
        new PlacePiece(seat, draw(ruleset, seat, table, type, candidates, random), type));
  }

  /** Where the next bomb may go: next to the flag (with the guard hazard) or away from it. */
  private static List<Square> bombSquares(
      Ruleset r,
      Seat seat,
      Map<Square, PieceType> placed,
      List<Square> free,
      int[] left,
      Table table,
      SplittableRandom random) {
    Square flag = null;
    for (Map.Entry<Square, PieceType> e : placed.entrySet()) {
      if (e.getValue() == PieceType.FLAG) {
        flag = e.getKey();
      }
    }
    if (flag == null || r.count(PieceType.FLAG) != 1) {
      return free;
    }
    int bombsPlaced = r.count(PieceType.BOMB) - left[PieceType.BOMB.ordinal()];
    int guarding = 0;
    for (Map.Entry<Square, PieceType> e : placed.entrySet()) {
      if (e.getValue() == PieceType.BOMB && adjacent(e.getKey(), flag)) {
        guarding++;
      }
    }
    List<Square> near = new ArrayList<>();
    List<Square> away = new ArrayList<>();
    for (Square s : free) {
      (adjacent(s, flag) ? near : away).add(s);
    }
    int capacity = neighbours(r, seat, flag);
    boolean guardPhase = guarding == bombsPlaced;
    if (guardPhase
        && !near.isEmpty()
        && random.nextDouble() < hazard(table.guards()[capacity], bombsPlaced)) {
      return near;
    }
    return away.isEmpty() ? free : away;
  }

  /** {@code P(K > i | K >= i)} for the number {@code K} of bombs next to the flag. */
  private static double hazard(long[] guards, int i) {
    long atLeast = 0;
    long more = 0;
    for (int k = i; k < guards.length; k++) {
      atLeast += guards[k];
      if (k > i) {
        more += guards[k];
      }
    }
    return atLeast == 0 ? 0 : (double) more / atLeast;
  }

  /**
   * The neighbours of a square in the player's setup zone (left, right, front, behind; lakes and
   * the edge excluded).
   *
   * @param r the rules
   * @param seat the seat
   * @param s a square
   * @return 0 to 4
   */
  static int neighbours(Ruleset r, Seat seat, Square s) {
    int n = 0;
    int[][] dirs = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    for (int[] d : dirs) {
      int x = s.x() + d[0];
      int y = s.y() + d[1];
      if (x >= 0
          && y >= 0
          && x < r.width()
          && y < r.height()
          && r.isInSetupZone(seat, Square.of(x, y))) {
        n++;
      }
    }
    return n;
  }

  private static boolean adjacent(Square a, Square b) {
    return Math.abs(a.x() - b.x()) + Math.abs(a.y() - b.y()) == 1;
  }

  /** A square of {@code candidates} drawn by the type's weights (its counts plus one). */
  private static Square draw(
      Ruleset r,
      Seat seat,
      Table table,
      PieceType type,
      List<Square> candidates,
      SplittableRandom random) {
    double[] weight = new double[candidates.size()];
    double total = 0;
    int rows = zoneRows(r, seat);
    for (int i = 0; i < weight.length; i++) {
      Square s = candidates.get(i);
      weight[i] = 1 + table.squares()[type.ordinal()][depth(r, seat, s, rows)][column(r, s)];
      total += weight[i];
    }
    double pick = random.nextDouble() * total;
    for (int i = 0; i < weight.length; i++) {
      pick -= weight[i];
      if (pick < 0) {
        return candidates.get(i);
      }
    }
    return candidates.get(candidates.size() - 1);
  }

  /**
   * How often people put a piece of a type on a square like this one, by the table: the count of
   * the square's depth and column for the type, plus one (so never 0). Relative weights for one
   * type over the squares of a zone: a prior on where the hidden pieces of an opponent stand, for a
   * bot's hidden-state sampler.
   *
   * @param ruleset the rules
   * @param seat the owner of the piece
   * @param type the type
   * @param square a square of the player's setup zone
   * @return the weight, at least 1
   */
  public static double weight(Ruleset ruleset, Seat seat, PieceType type, Square square) {
    Table table = tableFor(ruleset);
    return 1
        + table
            .squares()[type.ordinal()][depth(ruleset, seat, square, zoneRows(ruleset, seat))][
            column(ruleset, square)];
  }

  /** The learned table for a ruleset's army: the classic one, or Barrage's for small armies. */
  private static Table tableFor(Ruleset ruleset) {
    String name = ruleset.pieceCount() > SMALL_ARMY ? "classic" : "barrage";
    return Objects.requireNonNull(TABLES.get(name), name);
  }

  /**
   * The table row of a square: its depth in the player's zone (0 on the back row), scaled to {@link
   * #DEPTHS} rows.
   *
   * @param r the rules
   * @param seat the seat
   * @param s a square of the player's zone
   * @param rows the zone's rows
   * @return 0 to {@code DEPTHS - 1}
   */
  static int depth(Ruleset r, Seat seat, Square s, int rows) {
    int d = seat == Seat.RED ? s.y() : r.height() - 1 - s.y();
    if (rows <= 1) {
      return 0;
    }
    return Math.min(
        DEPTHS - 1, (int) Math.round((double) Math.min(d, rows - 1) * (DEPTHS - 1) / (rows - 1)));
  }

  /**
   * The table column of a square: its distance from the nearer side edge, scaled to {@link
   * #COLUMNS} columns.
   *
   * @param r the rules
   * @param s a square
   * @return 0 to {@code COLUMNS - 1}
   */
  static int column(Ruleset r, Square s) {
    int fold = Math.min(s.x(), r.width() - 1 - s.x());
    int half = (r.width() - 1) / 2;
    return half == 0
        ? 0
        : Math.min(COLUMNS - 1, (int) Math.round((double) fold * (COLUMNS - 1) / half));
  }

  /** The rows the player's zone spans. */
  private static int zoneRows(Ruleset r, Seat seat) {
    int deepest = 0;
    for (Square s : r.setupZone(seat)) {
      deepest = Math.max(deepest, seat == Seat.RED ? s.y() : r.height() - 1 - s.y());
    }
    return deepest + 1;
  }

  /**
   * Whether a ruleset's roster fits the player's setup zone (else {@link #generate} draws {@link
   * Setup#random}, which uses the player's half in a free setup).
   *
   * @param ruleset the rules
   * @param seat the seat
   * @return true when the roster fits the zone
   */
  public static boolean fits(Ruleset ruleset, Seat seat) {
    return ruleset.pieceCount() <= ruleset.setupZone(seat).size();
  }

  private static Map<String, Table> load() {
    Map<String, long[][][]> squares = new HashMap<>();
    Map<String, long[][]> guards = new HashMap<>();
    try (InputStream in = SensibleSetups.class.getResourceAsStream(TABLE)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + TABLE);
      }
      BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] f = line.split("\t");
        String army = f[1];
        if (f[0].equals("square")) {
          long[][][] t =
              squares.computeIfAbsent(
                  army, k -> new long[PieceType.values().length][DEPTHS][COLUMNS]);
          t[PieceType.valueOf(f[2]).ordinal()][Integer.parseInt(f[3])][Integer.parseInt(f[4])] =
              Long.parseLong(f[5]);
        } else if (f[0].equals("guard")) {
          guards
                  .computeIfAbsent(army, k -> new long[5][5])[Integer.parseInt(f[2])][
                  Integer.parseInt(f[3])] =
              Long.parseLong(f[4]);
        } else {
          throw new IllegalStateException("bad line in " + TABLE + ": " + line);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    Map<String, Table> tables = new HashMap<>();
    for (String army : squares.keySet()) {
      tables.put(army, new Table(squares.get(army), guards.getOrDefault(army, new long[5][5])));
    }
    return Map.copyOf(tables);
  }
}
