package io.github.strategorules.json;

import io.github.strategorules.core.Chase;
import io.github.strategorules.core.ClassicGame;
import io.github.strategorules.core.TwoSquaresChain;
import io.github.strategorules.core.action.ClassicAction;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.Piece;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.event.ClassicOutcome;
import io.github.strategorules.core.game.Grid;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.View;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicGrid;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.core.view.ViewPiece;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A classic-family {@link ClassicView} as a value: every fact the view holds (C-8), and nothing
 * else, as a record. This is what the JSON of a classic view is written from and read back as,
 * since a {@link ClassicView} is built only from a state: {@code of(view)} equals the value read
 * back from the view's JSON, and two views are equal exactly when their values are. Like the view,
 * it holds no fact hidden from its viewer, and it is itself a {@link View}.
 *
 * @param game the game: the classic game of the view's ruleset
 * @param viewer whose view, or empty for a spectator
 * @param phase the phase
 * @param toDecide the seats the game waits for
 * @param toMove the player to move during play
 * @param ply the number of moves played
 * @param outcome the outcome, once the game is over
 * @param drawOffer the player whose draw offer stands
 * @param setupsPlaced the players whose setup is complete, RED first
 * @param board every piece the viewer sees, by square (rank 1 first, then by file)
 * @param captured every captured piece, RED's first, by type
 * @param pliesSinceAttack the moves since the last attack
 * @param rescuesUsed the rescues made by RED and BLUE (V-1.2)
 * @param chains the two-squares chains (C-5.2) of RED and BLUE
 * @param chases the more-squares chase states (C-6) of RED and BLUE
 * @param legalMoves the viewer's legal moves when it is to move
 * @param legalActions every action the viewer may take now
 * @param forbiddenByTwoSquares the viewer's moves the two-squares rule forbids (C-5)
 * @param forbiddenByMoreSquares the viewer's moves the more-squares rule forbids (C-6.1)
 * @param moveLog the public log of moves and battles as the viewer saw them
 */
public record ClassicViewValue(
    ClassicGame game,
    Optional<Seat> viewer,
    Phase phase,
    List<Seat> toDecide,
    Optional<Seat> toMove,
    int ply,
    Optional<ClassicOutcome> outcome,
    Optional<Seat> drawOffer,
    List<Seat> setupsPlaced,
    List<BoardPiece> board,
    List<Piece> captured,
    int pliesSinceAttack,
    List<Integer> rescuesUsed,
    List<TwoSquaresChain> chains,
    List<Chase> chases,
    List<Move> legalMoves,
    List<ClassicAction> legalActions,
    List<Move> forbiddenByTwoSquares,
    List<Move> forbiddenByMoreSquares,
    List<ClassicEvent> moveLog)
    implements View {

  /**
   * Checks presence and that every seat is RED or BLUE (C-1.2), and copies the lists.
   *
   * @param game the game
   * @param viewer the viewer
   * @param phase the phase
   * @param toDecide the deciding seats
   * @param toMove the player to move
   * @param ply the ply
   * @param outcome the outcome
   * @param drawOffer the standing offer
   * @param setupsPlaced the placed setups
   * @param board the pieces seen
   * @param captured the captured pieces
   * @param pliesSinceAttack the moves since an attack
   * @param rescuesUsed the rescues made
   * @param chains the two-squares chains
   * @param chases the chase states
   * @param legalMoves the legal moves
   * @param legalActions the legal actions
   * @param forbiddenByTwoSquares the moves C-5 forbids
   * @param forbiddenByMoreSquares the moves C-6.1 forbids
   * @param moveLog the move log
   */
  public ClassicViewValue {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(viewer, "viewer").ifPresent(ClassicViewValue::classic);
    Objects.requireNonNull(phase, "phase");
    Objects.requireNonNull(toMove, "toMove").ifPresent(ClassicViewValue::classic);
    Objects.requireNonNull(outcome, "outcome");
    Objects.requireNonNull(drawOffer, "drawOffer").ifPresent(ClassicViewValue::classic);
    toDecide = List.copyOf(toDecide);
    toDecide.forEach(ClassicViewValue::classic);
    setupsPlaced = List.copyOf(setupsPlaced);
    setupsPlaced.forEach(ClassicViewValue::classic);
    board = List.copyOf(board);
    captured = List.copyOf(captured);
    rescuesUsed = List.copyOf(rescuesUsed);
    chains = List.copyOf(chains);
    chases = List.copyOf(chases);
    legalMoves = List.copyOf(legalMoves);
    legalActions = List.copyOf(legalActions);
    forbiddenByTwoSquares = List.copyOf(forbiddenByTwoSquares);
    forbiddenByMoreSquares = List.copyOf(forbiddenByMoreSquares);
    moveLog = List.copyOf(moveLog);
  }

  /**
   * The board as the viewer sees it, as data: the same grid as the view's ({@link
   * ClassicView#grid()}), from this value's pieces.
   *
   * @return the grid
   */
  @Override
  public Grid grid() {
    Map<Square, BoardPiece> at = new HashMap<>();
    for (BoardPiece p : board) {
      at.put(p.square(), p);
    }
    return ClassicGrid.of(
        game.ruleset(),
        sq ->
            Optional.ofNullable(at.get(sq))
                .map(
                    p -> new ViewPiece(p.owner(), p.type(), p.moved(), p.movedFar(), p.revealed())),
        sq -> at.containsKey(sq) && at.get(sq).rescued());
  }

  /**
   * A piece on a square as the viewer sees it ({@link ViewPiece}), and whether it has made its
   * rescue (V-1.2).
   *
   * @param square the square
   * @param owner the owner
   * @param type the type, or empty when the viewer does not know it
   * @param moved whether the piece has moved
   * @param movedFar whether it once moved more than one square
   * @param revealed whether its type was revealed to both players
   * @param rescued whether it has made its one rescue
   */
  public record BoardPiece(
      Square square,
      Seat owner,
      Optional<PieceType> type,
      boolean moved,
      boolean movedFar,
      boolean revealed,
      boolean rescued) {
    /**
     * Checks presence and that the owner is RED or BLUE (C-1.2).
     *
     * @param square the square
     * @param owner the owner
     * @param type the type or empty
     * @param moved whether it moved
     * @param movedFar whether it moved far
     * @param revealed whether it was revealed
     * @param rescued whether it rescued
     */
    public BoardPiece {
      Objects.requireNonNull(square, "square");
      classic(owner);
      Objects.requireNonNull(type, "type");
    }
  }

  /**
   * Refuses a seat that does not play the classic family (C-1.2): the value may be built by hand,
   * not only read by the checked JSON reader.
   */
  private static void classic(Seat seat) {
    Objects.requireNonNull(seat, "seat");
    if (seat != Seat.RED && seat != Seat.BLUE) {
      throw new IllegalArgumentException(
          "classic Stratego has the seats RED and BLUE, not " + seat);
    }
  }

  /**
   * The value of a view.
   *
   * @param view the view
   * @return every fact it holds
   */
  public static ClassicViewValue of(ClassicView view) {
    Ruleset r = view.ruleset();
    List<Seat> placed = new ArrayList<>();
    List<BoardPiece> board = new ArrayList<>();
    for (Seat p : List.of(Seat.RED, Seat.BLUE)) {
      if (view.hasPlacedSetup(p)) {
        placed.add(p);
      }
    }
    for (int y = 0; y < r.height(); y++) {
      for (int x = 0; x < r.width(); x++) {
        Square sq = Square.of(x, y);
        view.pieceAt(sq)
            .ifPresent(
                vp ->
                    board.add(
                        new BoardPiece(
                            sq,
                            vp.owner(),
                            vp.type(),
                            vp.moved(),
                            vp.movedFar(),
                            vp.revealed(),
                            view.hasRescued(sq))));
      }
    }
    return new ClassicViewValue(
        ClassicGame.of(r),
        view.viewer(),
        view.phase(),
        view.toDecide(),
        view.toMove(),
        view.ply(),
        view.outcome(),
        view.drawOffer(),
        placed,
        board,
        view.captured(),
        view.pliesSinceAttack(),
        List.of(view.rescuesUsed(Seat.RED), view.rescuesUsed(Seat.BLUE)),
        List.of(view.chain(Seat.RED), view.chain(Seat.BLUE)),
        List.of(view.chase(Seat.RED), view.chase(Seat.BLUE)),
        view.legalMoves(),
        view.legalActions(),
        view.forbiddenByTwoSquares(),
        view.forbiddenByMoreSquares(),
        view.moveLog());
  }

  /**
   * Whose view this is, as the contract's seat.
   *
   * @return the seat, or empty for a spectator
   */
  @Override
  public Optional<Seat> seat() {
    return viewer;
  }

  /**
   * The piece the viewer sees on a square.
   *
   * @param square the square
   * @return the piece, or empty
   */
  public Optional<BoardPiece> pieceAt(Square square) {
    return board.stream().filter(p -> p.square().equals(square)).findFirst();
  }

  /** A summary without the board: the viewer, phase, ply and outcome. */
  @Override
  public String toString() {
    return "ClassicViewValue["
        + viewer.map(Seat::name).orElse("spectator")
        + ", "
        + game.spec()
        + ", "
        + phase
        + ", ply "
        + ply
        + outcome.map(o -> ", " + o).orElse("")
        + "]";
  }
}
