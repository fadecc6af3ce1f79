package io.github.strategorules.lostisland;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Grid;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.View;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * What one seat, or a spectator, knows of a Lost Island game (LI-13): an independent immutable
 * snapshot holding no reference to the state. Built by {@link IslandState#viewFor}, {@link
 * IslandState#publicView()} or, with everything revealed, {@link IslandState#refereeView()}. A
 * seat's view shows its own values, the values it has seen (public fights and bomb hits, its own
 * spies), face-up tiles, and of a face-down tile only its kind. {@link #toString()} draws the
 * island from this view and prints nothing else. It is the game-neutral contract's {@link View}.
 *
 * <p>A view also carries the public setup facts as its {@link #game()} (LI-13: the number of
 * players, the first seat, the turn limit of LI-11.2, the LI-12 toggles, the supply totals of
 * LI-1.3, the stone cells and the tile set, never the seed or the layout), so a driver can give
 * seats views alone: the {@link IslandConfig} and its spec are referee data (its seed or layout
 * names every hidden tile) and must not be sent to a seat. The public history of actions is {@link
 * IslandState#historyFor} (and {@link IslandState#publicHistory()} for spectators).
 *
 * @param viewer the seat, or empty for a spectator or the referee
 * @param referee whether this is the full-information referee view
 * @param turn the turn number, 0 during setup
 * @param step the step of the turn, 0 during setup, 1 to 3 in play
 * @param current the seat whose turn it is (during setup: the seat setting up)
 * @param decision the pending decision, or empty once the game is over
 * @param cells the 36 cells, row by row from a1
 * @param explorers the explorers placed so far, by tag
 * @param coinsHeld the coins held, per seat
 * @param supplyCoins the coins in the supply
 * @param lostCoins the coins lost at sea
 * @param supplyRings the rings in the supply
 * @param ringsOut the rings out of the game
 * @param flag where the flag is, as far as public
 * @param bomb the bomb being resolved, if any
 * @param nextHit the cell of the explorer a bomb will hit next, once known (LI-7.4)
 * @param storm the storm waiting for its direction, if any
 * @param flagChoices the flag's possible destinations on a tie (LI-9.4)
 * @param outcome the outcome, once the game is over
 * @param drawAgreed the seats that offered or accepted the standing draw offer (LI-11.4 [interp]),
 *     in seat order; empty when none stands
 * @param game the game: the public facts of its configuration
 */
public record IslandView(
    Optional<Seat> viewer,
    boolean referee,
    int turn,
    int step,
    Seat current,
    Optional<Decision> decision,
    List<CellView> cells,
    List<ExplorerView> explorers,
    List<Integer> coinsHeld,
    int supplyCoins,
    int lostCoins,
    int supplyRings,
    int ringsOut,
    FlagView flag,
    Optional<Square> bomb,
    Optional<Square> nextHit,
    Optional<Square> storm,
    List<Square> flagChoices,
    Optional<IslandOutcome> outcome,
    List<Seat> drawAgreed,
    IslandGame game)
    implements View {

  /**
   * Copies the lists.
   *
   * @param viewer viewer
   * @param referee referee
   * @param turn turn
   * @param step step
   * @param current current
   * @param decision decision
   * @param cells cells
   * @param explorers explorers
   * @param coinsHeld coins held
   * @param supplyCoins supply coins
   * @param lostCoins lost coins
   * @param supplyRings supply rings
   * @param ringsOut rings out
   * @param flag flag
   * @param bomb bomb
   * @param nextHit next hit
   * @param storm storm
   * @param flagChoices flag choices
   * @param outcome outcome
   * @param drawAgreed seats agreeing to a draw
   * @param game the game
   */
  public IslandView {
    Objects.requireNonNull(viewer, "viewer");
    Objects.requireNonNull(game, "game");
    cells = List.copyOf(cells);
    explorers = List.copyOf(explorers);
    coinsHeld = List.copyOf(coinsHeld);
    flagChoices = List.copyOf(flagChoices);
    drawAgreed = List.copyOf(drawAgreed);
  }

  /**
   * Whose view this is (the contract's name for {@link #viewer()}).
   *
   * @return the seat, or empty for a spectator or the referee
   */
  @Override
  public Optional<Seat> seat() {
    return viewer;
  }

  /**
   * The phase: setup until every seat has set up, then play, then over.
   *
   * @return the phase
   */
  @Override
  public Phase phase() {
    return outcome.isPresent() ? Phase.OVER : step == 0 ? Phase.SETUP : Phase.PLAY;
  }

  /**
   * The seat whose decision the game waits for (LI-4.1), as a list.
   *
   * @return the deciding seat, or nothing once the game is over
   */
  @Override
  public List<Seat> toDecide() {
    return decision.map(d -> List.of(d.seat())).orElse(List.of());
  }

  /**
   * The number of players (LI-1.1).
   *
   * @return 2 to 4
   */
  public int players() {
    return game.players();
  }

  /**
   * The seat that played first (LI-1.1).
   *
   * @return the seat
   */
  public Seat first() {
    return game.first();
  }

  /**
   * The turn limit (LI-11.2).
   *
   * @return player turns before a draw, 0 for none
   */
  public int turnLimit() {
    return game.turnLimit();
  }

  /**
   * The LI-12 toggles in force.
   *
   * @return the toggles
   */
  public Set<IslandOption> options() {
    return game.options();
  }

  /**
   * The coins in the game (LI-1.3 [default] 24).
   *
   * @return the total
   */
  public int totalCoins() {
    return game.coins();
  }

  /**
   * The rings in the game (LI-1.3 [default] 24).
   *
   * @return the total
   */
  public int totalRings() {
    return game.rings();
  }

  /** What a cell shows from the outside. */
  public enum CellKind {
    /** Removed: shallow water (LI-2.2). */
    WATER,
    /** A face-down green tile. */
    GREEN_FACE_DOWN,
    /** A face-down stone tile. */
    STONE_FACE_DOWN,
    /** A face-up tile. */
    FACE_UP
  }

  /**
   * One cell as seen.
   *
   * @param square the cell
   * @param kind water, face-down green or stone, or face up
   * @param tile the contents: of a face-up or removed tile (not of one removed face down under
   *     REMOVED_FACE_DOWN, LI-12), or any tile in the referee view
   * @param coins coins lying there
   * @param freshCoins whether those coins were revealed this turn (LI-5.5)
   * @param explorer the explorer standing there
   * @param flag whether the flag lies there
   */
  public record CellView(
      Square square,
      CellKind kind,
      Optional<Tile> tile,
      int coins,
      boolean freshCoins,
      Optional<Tag> explorer,
      boolean flag) {}

  /**
   * One explorer as seen.
   *
   * @param tag the public tag
   * @param square its cell, or empty in the boat
   * @param boatSlot its place in the boat from the front (0), or -1 on the island
   * @param ring whether it wears a ring
   * @param value its value, when the viewer knows it
   * @param carriesFlag whether it carries the flag
   * @param revealed whether its value is known to every seat and spectator (a public fight or bomb
   *     hit, LI-6.1, LI-7.4, LI-13), not only to its owner, a spy or a secret fight's seats
   * @param moved whether it has moved, swum or attacked by its own action since it last came onto
   *     the island (placed in setup or reinforced); public, as the history of actions names it
   *     (LI-13); a shift by a storm does not count
   */
  public record ExplorerView(
      Tag tag,
      Optional<Square> square,
      int boatSlot,
      boolean ring,
      OptionalInt value,
      boolean carriesFlag,
      boolean revealed,
      boolean moved) {}

  /** Where the flag is, publicly (LI-13). */
  public enum FlagStatus {
    /** Not found yet: under one of the face-down stone tiles, not which. */
    UNDER_STONE,
    /** Lying on a tile. */
    LYING,
    /** Carried by an explorer. */
    CARRIED
  }

  /**
   * The flag as seen.
   *
   * @param status under a stone, lying or carried
   * @param square where it lies or is carried, once found
   * @param carrier the explorer carrying it
   */
  public record FlagView(FlagStatus status, Optional<Square> square, Optional<Tag> carrier) {}

  /**
   * The cell at a square.
   *
   * @param s a square of the grid
   * @return the cell
   */
  public CellView cell(Square s) {
    return cells.get(s.y() * Ring.SIZE + s.x());
  }

  /**
   * The explorer with a tag.
   *
   * @param tag the tag
   * @return the explorer, if placed
   */
  public Optional<ExplorerView> explorer(Tag tag) {
    return explorers.stream().filter(e -> e.tag().equals(tag)).findFirst();
  }

  /**
   * The island as data (LI-13): every cell of the grid, its terrain the cell's kind in lower case
   * ({@code green_face_down}, {@code stone_face_down}, {@code face_up}, {@code water}), its marks
   * {@code tile:<tile>} for a face-up tile (as layouts write it), {@code coins:<n>}, {@code
   * fresh_coins} and {@code flag}, and its explorer as this view sees it: the tag as id, the value
   * as type when known, {@code revealed} when its value is known to every seat (LI-13), {@code
   * moved} when it has moved since it came onto the island (both as in the classic grid: public
   * facts, the same in every seat's grid), the marks {@code ring} and {@code carries_flag}.
   * Explorers in the boats are not on the board.
   *
   * @return the grid
   */
  @Override
  public Grid grid() {
    List<Grid.Cell> out = new ArrayList<>(cells.size());
    for (CellView c : cells) {
      List<String> marks = new ArrayList<>(4);
      if (c.kind() == CellKind.FACE_UP) {
        c.tile().ifPresent(t -> marks.add("tile:" + t));
      }
      if (c.coins() > 0) {
        marks.add("coins:" + c.coins());
      }
      if (c.freshCoins()) {
        marks.add("fresh_coins");
      }
      if (c.flag()) {
        marks.add("flag");
      }
      Optional<Grid.Piece> piece =
          c.explorer()
              .map(
                  tag -> {
                    Optional<ExplorerView> e = explorer(tag);
                    List<String> pm = new ArrayList<>(2);
                    e.filter(ExplorerView::ring).ifPresent(x -> pm.add("ring"));
                    e.filter(ExplorerView::carriesFlag).ifPresent(x -> pm.add("carries_flag"));
                    Optional<String> value =
                        e.flatMap(
                            x ->
                                x.value().isPresent()
                                    ? Optional.of(Integer.toString(x.value().getAsInt()))
                                    : Optional.empty());
                    return new Grid.Piece(
                        tag.seat(),
                        Optional.of(tag.toString()),
                        value,
                        e.map(ExplorerView::revealed).orElse(false),
                        e.map(ExplorerView::moved).orElse(false),
                        pm);
                  });
      out.add(new Grid.Cell(c.square(), c.kind().name().toLowerCase(Locale.ROOT), marks, piece));
    }
    return new Grid(Ring.SIZE, Ring.SIZE, out);
  }

  /** The island drawn from this view: row 6 on top; a legend says what the tokens mean. */
  @Override
  public String toString() {
    return io.github.strategorules.lostisland.internal.Drawing.draw(this);
  }
}
