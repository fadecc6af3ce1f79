package io.github.strategorules.core;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.RankNumbering;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.error.SetupProblem;
import io.github.strategorules.core.game.ReadLimits;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.internal.seats.ClassicSeats;
import io.github.strategorules.core.rules.ImplementsRule;
import io.github.strategorules.core.rules.Ruleset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;

/**
 * One player's placement of pieces before play (C-2), unvalidated: any list of (square, type)
 * pairs. {@link #problems} lists every problem at once (C-2.2); placing it in a game with {@link
 * ClassicState#placeSetup} validates it too, then places it piece by piece. Immutable.
 *
 * <h2>Text layout</h2>
 *
 * {@link #parse} reads one line per row of the setup zone, from the front row (nearest the enemy)
 * to the back row, tokens left to right as the owner sees the board, separated by spaces: {@code
 * F}, {@code B}, {@code S}, rank numbers in the chosen {@link RankNumbering}, and {@code .} for an
 * empty square. The same text therefore describes the same formation for RED and BLUE.
 */
public final class Setup {

  /**
   * One piece placed on one square.
   *
   * @param square the square
   * @param type the piece type
   */
  public record Placement(Square square, PieceType type) {
    /**
     * Checks both parts are present.
     *
     * @param square the square
     * @param type the type
     */
    public Placement {
      Objects.requireNonNull(square, "square");
      Objects.requireNonNull(type, "type");
    }
  }

  private final List<Placement> placements;

  private Setup(List<Placement> placements) {
    this.placements = List.copyOf(placements);
  }

  /**
   * A setup from a list of placements, in any order; duplicates are kept so that validation can
   * report them.
   *
   * @param placements the placements
   * @return the setup
   */
  public static Setup of(List<Placement> placements) {
    return new Setup(placements);
  }

  /**
   * A setup from a map of squares to types.
   *
   * @param pieces the pieces by square
   * @return the setup
   */
  public static Setup of(Map<Square, PieceType> pieces) {
    List<Placement> list = new ArrayList<>();
    pieces.forEach((s, t) -> list.add(new Placement(s, t)));
    list.sort((a, b) -> a.square().compareTo(b.square()));
    return new Setup(list);
  }

  /**
   * A random valid setup (C-2.1): the roster shuffled over the zone, reproducible from the seed.
   *
   * @param ruleset the rules
   * @param seat the seat
   * @param seed the seed
   * @return a setup that {@link #problems} finds no problem in
   */
  public static Setup random(Ruleset ruleset, Seat seat, long seed) {
    return random(ruleset, seat, new SplittableRandom(seed));
  }

  /**
   * A random valid setup drawn from the given source of randomness: the roster shuffled over the
   * setup zone (C-2.1). A free setup ({@link Ruleset#freeSetup()}) may have a roster larger than
   * its zone, such as {@code classic(free_setup,setup_rows=1)}: its pieces are then drawn over the
   * squares of the player's half of the board (lakes excluded), which never meets the other
   * player's half.
   *
   * @param ruleset the rules
   * @param seat the seat
   * @param random the source of randomness
   * @return a setup that {@link #problems} finds no problem in
   * @throws IllegalArgumentException when the roster does not fit even the player's half
   */
  public static Setup random(Ruleset ruleset, Seat seat, SplittableRandom random) {
    ClassicSeats.require(seat);
    List<Square> zone = new ArrayList<>(ruleset.setupZone(seat));
    if (ruleset.pieceCount() > zone.size() && ruleset.freeSetup()) {
      zone = half(ruleset, seat);
    }
    if (ruleset.pieceCount() > zone.size()) {
      throw new IllegalArgumentException(
          "no random setup: the roster's "
              + ruleset.pieceCount()
              + " pieces do not fit the "
              + zone.size()
              + " free squares of "
              + seat
              + "'s side");
    }
    List<PieceType> pieces = new ArrayList<>();
    for (PieceType t : PieceType.values()) {
      for (int i = 0; i < ruleset.count(t); i++) {
        pieces.add(t);
      }
    }
    // Fisher-Yates with our own source, so results do not depend on Collections.shuffle's
    // algorithm.
    for (int i = zone.size() - 1; i > 0; i--) {
      Collections.swap(zone, i, random.nextInt(i + 1));
    }
    List<Placement> list = new ArrayList<>();
    for (int i = 0; i < pieces.size(); i++) {
      list.add(new Placement(zone.get(i), pieces.get(i)));
    }
    list.sort((a, b) -> a.square().compareTo(b.square()));
    return new Setup(list);
  }

  /** The squares of a player's half of the board without lakes, in square order. */
  private static List<Square> half(Ruleset r, Seat seat) {
    List<Square> list = new ArrayList<>();
    int rows = r.height() / 2;
    for (int y = 0; y < r.height(); y++) {
      boolean mine = seat == Seat.RED ? y < rows : y >= r.height() - rows;
      for (int x = 0; x < r.width() && mine; x++) {
        Square s = Square.of(x, y);
        if (!r.isLake(s)) {
          list.add(s);
        }
      }
    }
    return list;
  }

  /**
   * Reads the text layout described above.
   *
   * @param ruleset the rules (for the zone's size)
   * @param seat the owner, for orientation
   * @param text the rows, front row first
   * @param numbering how ranks are numbered in the text
   * @return the setup, not yet validated
   * @throws NotationException when a token or the shape is wrong, with its line and column, or for
   *     a text longer than the default {@link ReadLimits#maxDocumentLength()}
   */
  public static Setup parse(Ruleset ruleset, Seat seat, String text, RankNumbering numbering) {
    ClassicSeats.require(seat);
    ReadLimits.DEFAULT.checkDocument(text, "a setup");
    List<String> lines = new ArrayList<>();
    for (String l : text.strip().split("\\R")) {
      lines.add(l);
    }
    int rows = ruleset.setupRows();
    if (lines.size() != rows) {
      throw new NotationException(
          "a setup has " + rows + " rows, found " + lines.size(), text, -1, lines.size(), 1);
    }
    List<Placement> list = new ArrayList<>();
    for (int row = 0; row < rows; row++) {
      String line = lines.get(row);
      String[] tokens = line.strip().split("\\s+");
      if (tokens.length != ruleset.width()) {
        throw new NotationException(
            "a setup row has " + ruleset.width() + " squares, found " + tokens.length,
            line,
            -1,
            row + 1,
            1);
      }
      int col = line.indexOf(line.strip());
      for (int i = 0; i < tokens.length; i++) {
        String tok = tokens[i];
        col = line.indexOf(tok, col);
        if (tok.equals(".")) {
          col += tok.length();
          continue;
        }
        PieceType t = numbering.parse(tok);
        if (t == null) {
          throw new NotationException(
              "'"
                  + tok
                  + "' is not a piece in the "
                  + numbering.name().toLowerCase()
                  + " numbering",
              line,
              -1,
              row + 1,
              col + 1);
        }
        list.add(new Placement(squareFor(ruleset, seat, row, i), t));
        col += tok.length();
      }
    }
    list.sort((a, b) -> a.square().compareTo(b.square()));
    return new Setup(list);
  }

  /** Row 0 is the front row; column 0 is the owner's left. */
  private static Square squareFor(Ruleset r, Seat p, int row, int col) {
    int rows = r.setupRows();
    return p == Seat.RED
        ? Square.of(col, rows - 1 - row)
        : Square.of(r.width() - 1 - col, r.height() - rows + row);
  }

  /**
   * Writes this setup in the text layout, front row first.
   *
   * @param ruleset the rules (for the zone's size)
   * @param seat the owner, for orientation
   * @param numbering how to number ranks
   * @return the text, one line per row
   */
  public String toText(Ruleset ruleset, Seat seat, RankNumbering numbering) {
    ClassicSeats.require(seat);
    StringBuilder sb = new StringBuilder();
    for (int row = 0; row < ruleset.setupRows(); row++) {
      for (int col = 0; col < ruleset.width(); col++) {
        Square s = squareFor(ruleset, seat, row, col);
        String tok = ".";
        for (Placement p : placements) {
          if (p.square().equals(s)) {
            tok = numbering.token(p.type());
          }
        }
        if (col > 0) {
          sb.append(' ');
        }
        sb.append(tok);
      }
      sb.append('\n');
    }
    return sb.toString();
  }

  /**
   * Every problem of this setup for a seat under a ruleset at once (C-2.2): squares off the board,
   * on a lake or outside the seat's zone, squares used twice, and piece counts that differ from the
   * roster. A free-setup ruleset checks neither zones nor counts.
   *
   * @param ruleset the rules
   * @param seat the seat placing the setup
   * @return the problems, empty when the setup is valid
   */
  @ImplementsRule("C-2.2")
  public List<SetupProblem> problems(Ruleset ruleset, Seat seat) {
    ClassicSeats.require(seat);
    List<SetupProblem> problems = new ArrayList<>();
    Set<Square> seen = new TreeSet<>();
    Map<PieceType, Integer> counts = new EnumMap<>(PieceType.class);
    boolean free = ruleset.freeSetup();
    for (Placement p : placements) {
      Square s = p.square();
      if (!ruleset.isOnBoard(s)) {
        problems.add(new SetupProblem(SetupProblem.Kind.OFF_BOARD, s, p.type(), 0, 0));
      } else if (ruleset.isLake(s)) {
        problems.add(new SetupProblem(SetupProblem.Kind.ON_LAKE, s, p.type(), 0, 0));
      } else if (!free && !ruleset.isInSetupZone(seat, s)) {
        problems.add(new SetupProblem(SetupProblem.Kind.OUTSIDE_ZONE, s, p.type(), 0, 0));
      }
      if (!seen.add(s)) {
        problems.add(new SetupProblem(SetupProblem.Kind.SQUARE_TAKEN_TWICE, s, null, 0, 0));
      }
      counts.merge(p.type(), 1, Integer::sum);
    }
    for (PieceType t : PieceType.values()) {
      int expected = ruleset.count(t);
      int actual = counts.getOrDefault(t, 0);
      if (expected != actual && !free) {
        problems.add(new SetupProblem(SetupProblem.Kind.WRONG_COUNT, null, t, expected, actual));
      }
    }
    return problems;
  }

  /**
   * The same pieces with the placements in square order (a1, b1, ..., a2, ...): the canonical form
   * records and equality use.
   *
   * @return the sorted setup
   */
  public Setup sorted() {
    List<Placement> list = new ArrayList<>(placements);
    list.sort((a, b) -> a.square().compareTo(b.square()));
    return list.equals(placements) ? this : new Setup(list);
  }

  /**
   * The placements, as given.
   *
   * @return the placements
   */
  public List<Placement> placements() {
    return placements;
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof Setup s && placements.equals(s.placements);
  }

  @Override
  public int hashCode() {
    return placements.hashCode();
  }

  /** A summary that does not list the pieces: setups are secret (C-2.3). */
  @Override
  public String toString() {
    return "Setup[" + placements.size() + " pieces]";
  }
}
