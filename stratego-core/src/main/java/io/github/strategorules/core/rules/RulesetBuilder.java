package io.github.strategorules.core.rules;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.internal.seats.ClassicSeats;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;

/**
 * Builds a {@link Ruleset}, usually starting from a preset with {@link Ruleset#toBuilder()}, and
 * checks that its values fit together. (Until issue 24 this was the nested {@code RulesetBuilder};
 * a file of its own keeps the value and its construction apart.)
 */
public final class RulesetBuilder {
  String name;
  int width;
  int height;
  final Set<Square> lakes = new TreeSet<>();
  int setupRows;
  final Map<PieceType, Integer> roster = new EnumMap<>(PieceType.class);
  CombatTable combat;
  final Map<PieceType, Movement> movement = new EnumMap<>(PieceType.class);
  int twoSquaresLimit;
  boolean gravonEndings;
  int plyLimit;
  int noAttackLimit;
  Seat firstSeat;
  boolean freeSetup;
  boolean moreSquares;
  final java.util.Set<HouseRule> houseRules = java.util.EnumSet.noneOf(HouseRule.class);
  @Nullable Ruleset preset;
  boolean structural;

  RulesetBuilder(String name, CombatTable combat, Seat firstSeat) {
    this.name = name;
    this.combat = combat;
    this.firstSeat = firstSeat;
  }

  /**
   * Names a new preset: the built ruleset becomes its own baseline for {@link Ruleset#spec()}.
   * Register it with a {@link RulesetProvider} to make {@link Ruleset#parse} accept the name.
   *
   * @param name lower-case letters, digits, '_' or '-'
   * @return this builder
   */
  public RulesetBuilder name(String name) {
    if (!name.matches("[a-z][a-z0-9_-]*")) {
      throw new IllegalArgumentException(
          "a ruleset name is lower-case letters, digits, '_' or '-': " + name);
    }
    this.name = name;
    this.preset = null;
    this.structural = false;
    return this;
  }

  /**
   * Sets the board size (C-1.1); at most 26 x 26.
   *
   * @param width the number of files
   * @param height the number of ranks
   * @return this builder
   */
  public RulesetBuilder board(int width, int height) {
    if (width < 2 || height < 2 || width > 26 || height > 26) {
      throw new IllegalArgumentException("board size must be 2..26 x 2..26");
    }
    this.width = width;
    this.height = height;
    structural = true;
    return this;
  }

  /**
   * Replaces the lakes (C-1.1).
   *
   * @param squares the lake squares
   * @return this builder
   */
  public RulesetBuilder lakes(Set<Square> squares) {
    lakes.clear();
    lakes.addAll(squares);
    structural = true;
    return this;
  }

  /**
   * Sets the depth of each setup zone in rows (C-2.1).
   *
   * @param rows the number of rows from each back row
   * @return this builder
   */
  public RulesetBuilder setupRows(int rows) {
    this.setupRows = rows;
    structural = true;
    return this;
  }

  /**
   * Sets how many pieces of a type each player has (C-1.2).
   *
   * @param type the type
   * @param count the count, 0 to remove the type
   * @return this builder
   */
  public RulesetBuilder count(PieceType type, int count) {
    if (count < 0) {
      throw new IllegalArgumentException("negative count");
    }
    roster.put(type, count);
    structural = true;
    return this;
  }

  /**
   * Replaces the whole roster (C-1.2); types not named get 0.
   *
   * @param counts the counts
   * @return this builder
   */
  public RulesetBuilder roster(Map<PieceType, Integer> counts) {
    roster.clear();
    for (PieceType t : PieceType.values()) {
      roster.put(t, counts.getOrDefault(t, 0));
    }
    structural = true;
    return this;
  }

  /**
   * Sets the combat table (C-4).
   *
   * @param table the table
   * @return this builder
   */
  public RulesetBuilder combat(CombatTable table) {
    this.combat = Objects.requireNonNull(table, "table");
    structural = true;
    return this;
  }

  /**
   * Sets how a type moves (C-3).
   *
   * @param type the type
   * @param m its movement
   * @return this builder
   */
  public RulesetBuilder movement(PieceType type, Movement m) {
    movement.put(type, Objects.requireNonNull(m, "movement"));
    structural = true;
    return this;
  }

  /**
   * Sets the depth of each setup zone as an option of the preset (spec {@code setup_rows=N}), for
   * variants played with another depth (V-1: Duel on Gravon used 4 rows).
   *
   * @param rows the number of rows from each back row
   * @return this builder
   */
  public RulesetBuilder setupRowsOption(int rows) {
    this.setupRows = rows;
    return this;
  }

  /**
   * Turns a house rule on or off (V-2); an option of the preset, written in the spec.
   *
   * @param rule the house rule
   * @param on whether it applies
   * @return this builder
   */
  public RulesetBuilder houseRule(HouseRule rule, boolean on) {
    if (on) {
      houseRules.add(rule);
    } else {
      houseRules.remove(rule);
    }
    return this;
  }

  /**
   * Turns the more-squares rule on or off (C-6.3).
   *
   * @param on whether C-6 applies
   * @return this builder
   */
  @ImplementsRule("C-6.3")
  public RulesetBuilder moreSquares(boolean on) {
    this.moreSquares = on;
    return this;
  }

  /**
   * Turns free setups on or off (see {@link Ruleset#freeSetup()}).
   *
   * @param on whether setups are free
   * @return this builder
   */
  @ImplementsRule("C-R3")
  public RulesetBuilder freeSetup(boolean on) {
    this.freeSetup = on;
    return this;
  }

  /**
   * Sets N of the two-squares rule (C-5.1); 0 turns the rule off.
   *
   * @param n the limit, 0 to 20
   * @return this builder
   */
  @ImplementsRule("C-5.1")
  public RulesetBuilder twoSquaresLimit(int n) {
    if (n < 0 || n > 20) {
      throw new IllegalArgumentException("two-squares limit must be 0..20");
    }
    this.twoSquaresLimit = n;
    return this;
  }

  /**
   * Turns the C-7.4 endings on or off.
   *
   * @param on whether the player who just moved also loses without a legal move
   * @return this builder
   */
  @ImplementsRule("C-7.4")
  public RulesetBuilder gravonEndings(boolean on) {
    this.gravonEndings = on;
    return this;
  }

  /**
   * Sets the draw-by-ply-limit (C-7.6).
   *
   * @param plies the limit, 0 for none
   * @return this builder
   */
  @ImplementsRule("C-7.6")
  public RulesetBuilder plyLimit(int plies) {
    if (plies < 0) {
      throw new IllegalArgumentException("negative ply limit");
    }
    this.plyLimit = plies;
    return this;
  }

  /**
   * Sets the draw after so many plies without an attack (C-7.6).
   *
   * @param plies the limit, 0 for none
   * @return this builder
   */
  @ImplementsRule("C-7.6")
  public RulesetBuilder noAttackLimit(int plies) {
    if (plies < 0) {
      throw new IllegalArgumentException("negative limit");
    }
    this.noAttackLimit = plies;
    return this;
  }

  /**
   * Sets who moves first (C-3.1).
   *
   * @param seat the seat to move first, RED or BLUE
   * @return this builder
   */
  @ImplementsRule("C-3.1")
  public RulesetBuilder firstSeat(Seat seat) {
    this.firstSeat = ClassicSeats.require(seat);
    return this;
  }

  /**
   * Builds the ruleset.
   *
   * @return the ruleset
   * @throws IllegalArgumentException when the values do not fit together, or when the geometry,
   *     roster, combat or movement of a preset changed without a new {@link #name}
   */
  public Ruleset build() {
    if (structural && preset != null) {
      throw new IllegalArgumentException(
          "a ruleset whose geometry, roster, combat or movement differs from "
              + "preset '"
              + name
              + "' needs a new name (RulesetBuilder.name)");
    }
    for (Square s : lakes) {
      if (s.x() >= width || s.y() >= height) {
        throw new IllegalArgumentException("lake " + s + " is off the board");
      }
    }
    // Division, not 2 * setupRows: a spec value near Integer.MAX_VALUE would overflow.
    if (setupRows < 1 || setupRows > height / 2) {
      throw new IllegalArgumentException("setup zones must be 1 to height/2 rows deep");
    }
    for (PieceType t : PieceType.values()) {
      roster.putIfAbsent(t, 0);
      movement.putIfAbsent(t, Movement.IMMOBILE);
    }
    Ruleset probe = new Ruleset(this, preset);
    int zone = probe.setupZone(Seat.RED).size();
    if (!freeSetup
        && (probe.pieceCount() > zone || probe.setupZone(Seat.BLUE).size() < probe.pieceCount())) {
      throw new IllegalArgumentException(
          "the roster has more pieces than a setup zone has squares");
    }
    if (probe.pieceCount() == 0) {
      throw new IllegalArgumentException("the roster is empty");
    }
    if (houseRules.contains(HouseRule.RESCUE) && freeSetup) {
      throw new IllegalArgumentException(
          "rescue needs a fixed roster: it cannot be combined with free_setup");
    }
    if (houseRules.contains(HouseRule.RESCUE) && zone > 127) {
      throw new IllegalArgumentException("rescue supports setup zones of at most 127 squares");
    }
    return probe;
  }
}
