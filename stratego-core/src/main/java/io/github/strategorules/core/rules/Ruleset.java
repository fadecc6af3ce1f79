package io.github.strategorules.core.rules;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.internal.seats.ClassicSeats;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;

/**
 * The rules of one classic-family game as an immutable value (V-3): geometry and lakes (C-1.1),
 * setup zones (C-2.1), the roster (C-1.2), the combat table (C-4), movement per type (C-3), the
 * two-squares limit (C-5), the more-squares rule (C-6), the Gravon ending option (C-7.4), optional
 * ply limits (C-7.6) and the first seat (C-3.1). Nothing classic-specific is hard-wired elsewhere:
 * the kernel reads all of it from here.
 *
 * <p>A ruleset has a text {@link #spec()} such as {@code classic(two_squares=5)} that {@link
 * #parse} reads back to an equal value. The name stands for the geometry, roster, combat table and
 * movement of a preset; the options in brackets are the differences in the remaining parameters. A
 * ruleset whose geometry, roster, combat or movement differs from its preset must be given a new
 * {@link RulesetBuilder#name name}.
 *
 * <p>A ruleset is a pure value of rules: it knows nothing of states, actions or records. The
 * classic family's {@link io.github.strategorules.core.game.Game} in the game-neutral contract is
 * {@link io.github.strategorules.core.ClassicGame}, the game of one ruleset; setups are checked
 * against a ruleset by {@link io.github.strategorules.core.Setup#problems}.
 */
@ImplementsRule("V-3.1")
public final class Ruleset {
  /** The default number of moves of the two-squares rule (C-5.1: Jumbo texts). */
  public static final int DEFAULT_TWO_SQUARES = 3;

  /**
   * The longest spec that {@link #parse} reads: the default {@link
   * io.github.strategorules.core.game.ReadLimits#maxValueLength()}, kept here so that the rules do
   * not depend on the notation package (records read specs under their own limits).
   */
  private static final int MAX_SPEC_LENGTH = 4096;

  private static final Ruleset CLASSIC = classicBuilder().build();

  private final String name;
  private final int width;
  private final int height;
  private final SortedSet<Square> lakes;
  private final int setupRows;
  private final Map<PieceType, Integer> roster;
  private final CombatTable combat;
  private final Map<PieceType, Movement> movement;
  private final int twoSquaresLimit;
  private final boolean gravonEndings;
  private final int plyLimit;
  private final int noAttackLimit;
  private final Seat firstSeat;
  private final boolean freeSetup;
  private final boolean moreSquares;
  private final java.util.Set<HouseRule> houseRules;

  /** The combat table with the house rules applied. */
  private final CombatTable effectiveCombat;

  private final Ruleset preset;

  /** The hash code once computed (0 before); a benign race, as in String. */
  private int hash;

  Ruleset(RulesetBuilder b, @Nullable Ruleset preset) {
    this.name = b.name;
    this.width = b.width;
    this.height = b.height;
    this.lakes = Collections.unmodifiableSortedSet(new TreeSet<>(b.lakes));
    this.setupRows = b.setupRows;
    this.roster = Collections.unmodifiableMap(new EnumMap<>(b.roster));
    this.combat = b.combat;
    this.movement = Collections.unmodifiableMap(new EnumMap<>(b.movement));
    this.twoSquaresLimit = b.twoSquaresLimit;
    this.gravonEndings = b.gravonEndings;
    this.plyLimit = b.plyLimit;
    this.noAttackLimit = b.noAttackLimit;
    this.firstSeat = b.firstSeat;
    this.freeSetup = b.freeSetup;
    this.moreSquares = b.moreSquares;
    this.houseRules = Collections.unmodifiableSet(java.util.EnumSet.copyOf(b.houseRules));
    CombatTable c = b.combat;
    for (HouseRule h : houseRules) {
      c = h.applyTo(c);
    }
    this.effectiveCombat = c;
    this.preset = preset == null ? this : preset;
  }

  /**
   * Classic Stratego as the Jumbo rules give it: 10x10 with the two 2x2 lakes (C-1.1), 40 pieces a
   * side (C-1.2), four setup rows (C-2.1), classic combat (C-4) and movement (C-3), the two-squares
   * rule with N = 3 (C-5.1), the more-squares rule (C-6), RED first, no C-7.4 endings and no ply
   * limits.
   *
   * @return the classic preset
   */
  @ImplementsRule({"C-1.1", "C-1.2", "C-2.1", "C-3.1", "C-5.1", "C-6.3"})
  public static Ruleset classic() {
    return CLASSIC;
  }

  private static RulesetBuilder classicBuilder() {
    RulesetBuilder b = new RulesetBuilder("classic", CombatTable.classic(), Seat.RED);
    b.width = 10;
    b.height = 10;
    for (String s : new String[] {"c5", "d5", "c6", "d6", "g5", "h5", "g6", "h6"}) {
      b.lakes.add(Square.parse(s));
    }
    b.setupRows = 4;
    int[] counts = {1, 6, 1, 8, 5, 4, 4, 4, 3, 2, 1, 1}; // C-1.2, in PieceType order
    for (PieceType t : PieceType.values()) {
      b.roster.put(t, counts[t.ordinal()]);
      b.movement.put(
          t,
          t == PieceType.FLAG || t == PieceType.BOMB
              ? Movement.IMMOBILE
              : t == PieceType.SCOUT ? Movement.LINE : Movement.STEP);
    }
    b.twoSquaresLimit = DEFAULT_TWO_SQUARES;
    b.moreSquares = true;
    return b;
  }

  /**
   * Reads a ruleset spec: a preset name, optionally followed by options in brackets, such as {@code
   * classic(two_squares=5, gravon_endings)}. Options: {@code two_squares=N} (C-5), {@code
   * more_squares=on|off} (C-6), {@code gravon_endings[=on|off]} (C-7.4), {@code ply_limit=N} and
   * {@code no_attack_limit=N} (C-7.6, 0 for none), {@code first=red|blue} (C-3.1), {@code
   * setup_rows=N} (C-2.1: the depth of the setup zones), {@code free_setup[=on|off]} (no
   * composition or zone check, as Gravon's "classicfree" games: pieces anywhere on the board).
   * Preset names other than {@code classic} come from {@link RulesetProvider} services.
   *
   * @param spec the spec
   * @return the ruleset
   * @throws NotationException for an unknown name or option, naming what is accepted, or a spec
   *     longer than 4096 characters (the default {@code ReadLimits.maxValueLength})
   */
  public static Ruleset parse(String spec) {
    Objects.requireNonNull(spec, "spec");
    if (spec.length() > MAX_SPEC_LENGTH) {
      throw new NotationException(
          "a ruleset spec is longer than the limit of "
              + MAX_SPEC_LENGTH
              + " characters (ReadLimits.maxValueLength)",
          "",
          0);
    }
    return RulesetSpec.parse(spec);
  }

  /**
   * The canonical text form: the preset name, then in brackets every option that differs from the
   * preset, in a fixed order. {@code Ruleset.parse(r.spec())} equals {@code r}.
   *
   * @return the spec
   */
  public String spec() {
    return RulesetSpec.format(this, preset);
  }

  /**
   * The names of every preset on the path: {@code classic} and those of the {@link RulesetProvider}
   * services (such as {@code barrage} with {@code stratego-variants}).
   *
   * @return the names, sorted
   */
  public static Set<String> presetNames() {
    return Presets.names();
  }

  /**
   * A builder that starts from this ruleset.
   *
   * @return a builder with every value of this ruleset
   */
  public RulesetBuilder toBuilder() {
    RulesetBuilder b = new RulesetBuilder(name, combat, firstSeat);
    b.width = width;
    b.height = height;
    b.lakes.addAll(lakes);
    b.setupRows = setupRows;
    b.roster.putAll(roster);
    b.movement.putAll(movement);
    b.twoSquaresLimit = twoSquaresLimit;
    b.gravonEndings = gravonEndings;
    b.plyLimit = plyLimit;
    b.noAttackLimit = noAttackLimit;
    b.freeSetup = freeSetup;
    b.moreSquares = moreSquares;
    b.houseRules.clear();
    b.houseRules.addAll(houseRules);
    b.preset = preset;
    return b;
  }

  /**
   * The preset name, such as {@code classic}.
   *
   * @return the name
   */
  public String name() {
    return name;
  }

  /**
   * The number of files (C-1.1).
   *
   * @return the board width
   */
  public int width() {
    return width;
  }

  /**
   * The number of ranks (C-1.1).
   *
   * @return the board height
   */
  public int height() {
    return height;
  }

  /**
   * The lake squares, never entered nor crossed (C-1.1).
   *
   * @return the lakes, in square order
   */
  public SortedSet<Square> lakes() {
    return lakes;
  }

  /**
   * How many rows each player's setup zone has, counted from their back row (C-2.1).
   *
   * @return the number of rows
   */
  public int setupRows() {
    return setupRows;
  }

  /**
   * How many pieces of each type each player has (C-1.2). Types that are absent map to 0.
   *
   * @return the roster
   */
  public Map<PieceType, Integer> roster() {
    return roster;
  }

  /**
   * How many pieces of a type each player has.
   *
   * @param type the type
   * @return the count, 0 when the roster has none
   */
  public int count(PieceType type) {
    return roster.getOrDefault(type, 0);
  }

  /**
   * The total number of pieces per player.
   *
   * @return the roster size
   */
  public int pieceCount() {
    int n = 0;
    for (int c : roster.values()) {
      n += c;
    }
    return n;
  }

  /**
   * The combat table in force (C-4): the preset's table with the house rules applied (V-2.1,
   * V-2.2).
   *
   * @return the table
   */
  public CombatTable combat() {
    return effectiveCombat;
  }

  /**
   * The house rules in force (V-2).
   *
   * @return the toggles, in declaration order
   */
  public java.util.Set<HouseRule> houseRules() {
    return houseRules;
  }

  /**
   * Whether a house rule is in force (V-2).
   *
   * @param rule the house rule
   * @return true when on
   */
  public boolean has(HouseRule rule) {
    return houseRules.contains(rule);
  }

  /**
   * How a type moves (C-3.2, C-3.3).
   *
   * @param type the type
   * @return its movement
   */
  public Movement movement(PieceType type) {
    // Every type has a movement (RulesetBuilder.build fills in the missing ones with this default).
    Movement m = movement.getOrDefault(type, Movement.IMMOBILE);
    if (m == Movement.IMMOBILE
        && has(HouseRule.MOVABLE_BOMBS_AND_FLAG)
        && (type == PieceType.BOMB || type == PieceType.FLAG)) {
      return Movement.STEP; // V-2.3
    }
    if (m == Movement.STEP && type == PieceType.CAPTAIN && has(HouseRule.CAPTAINS_TWO_SQUARES)) {
      return Movement.TWO_SQUARES; // V-1.2
    }
    return m;
  }

  /**
   * N of the two-squares rule: a piece may not move more than N times non-stop between the same two
   * squares (C-5.1). 0 turns the rule off.
   *
   * @return the limit
   */
  public int twoSquaresLimit() {
    return twoSquaresLimit;
  }

  /**
   * Whether the player who just moved also loses at once without a legal move (C-7.4).
   *
   * @return true when the Gravon endings are on
   */
  public boolean gravonEndings() {
    return gravonEndings;
  }

  /**
   * The ply limit ending the game in a draw, 0 for none (C-7.6).
   *
   * @return the limit
   */
  public int plyLimit() {
    return plyLimit;
  }

  /**
   * The number of plies without an attack that ends the game in a draw, 0 for none (C-7.6).
   *
   * @return the limit
   */
  public int noAttackLimit() {
    return noAttackLimit;
  }

  /**
   * The seat that moves first (C-3.1).
   *
   * @return RED in the Jumbo rules
   */
  public Seat firstSeat() {
    return firstSeat;
  }

  /**
   * Whether the more-squares rule (C-6, no endless chasing) is on: on in the classic preset and its
   * variants, selectable off (C-6.3).
   *
   * @return true when it is on
   */
  public boolean moreSquares() {
    return moreSquares;
  }

  /**
   * Whether setups are free: any pieces on any squares of the board, without the composition and
   * zone checks of C-2.1/C-2.2 (Gravon's "classicfree"). Squares must still exist, not be lakes and
   * hold one piece each.
   *
   * @return true for free setups
   */
  public boolean freeSetup() {
    return freeSetup;
  }

  /**
   * Whether a square exists on this board.
   *
   * @param s the square
   * @return true when inside the board
   */
  public boolean isOnBoard(Square s) {
    return s.x() < width && s.y() < height;
  }

  /**
   * Whether a square is a lake (C-1.1).
   *
   * @param s the square
   * @return true for a lake
   */
  public boolean isLake(Square s) {
    return lakes.contains(s);
  }

  /**
   * Whether a square is in a player's setup zone (C-2.1): RED's first {@link #setupRows} rows,
   * BLUE's last ones, lakes excluded.
   *
   * @param seat the seat
   * @param s the square
   * @return true when the seat may place a piece there
   */
  public boolean isInSetupZone(Seat seat, Square s) {
    ClassicSeats.require(seat);
    if (!isOnBoard(s) || isLake(s)) {
      return false;
    }
    return seat == Seat.RED ? s.y() < setupRows : s.y() >= height - setupRows;
  }

  /**
   * The squares of a seat's setup zone, in square order.
   *
   * @param seat the seat
   * @return the zone
   */
  public List<Square> setupZone(Seat seat) {
    ClassicSeats.require(seat);
    List<Square> zone = new ArrayList<>();
    for (int y = 0; y < height; y++) {
      for (int x = 0; x < width; x++) {
        Square s = Square.of(x, y);
        if (isInSetupZone(seat, s)) {
          zone.add(s);
        }
      }
    }
    return zone;
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (this == o) {
      return true;
    }
    return o instanceof Ruleset r
        && name.equals(r.name)
        && width == r.width
        && height == r.height
        && lakes.equals(r.lakes)
        && setupRows == r.setupRows
        && roster.equals(r.roster)
        && combat.equals(r.combat)
        && movement.equals(r.movement)
        && twoSquaresLimit == r.twoSquaresLimit
        && gravonEndings == r.gravonEndings
        && plyLimit == r.plyLimit
        && noAttackLimit == r.noAttackLimit
        && firstSeat == r.firstSeat
        && freeSetup == r.freeSetup
        && moreSquares == r.moreSquares
        && houseRules.equals(r.houseRules)
        && spec().equals(r.spec()); // the spec also depends on the preset
  }

  @Override
  public int hashCode() {
    // Computed once: the kernel looks its tables up by ruleset for every new position.
    int h = hash;
    if (h == 0) {
      h =
          Objects.hash(
              name,
              width,
              height,
              lakes,
              setupRows,
              roster,
              combat,
              movement,
              twoSquaresLimit,
              gravonEndings,
              plyLimit,
              noAttackLimit,
              firstSeat,
              freeSetup,
              moreSquares,
              houseRules);
      hash = h;
    }
    return h;
  }

  /** The spec, such as {@code classic(two_squares=5)}. */
  @Override
  public String toString() {
    return spec();
  }
}
