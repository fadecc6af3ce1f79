package io.github.strategorules.core.view;

import io.github.strategorules.core.Chase;
import io.github.strategorules.core.ClassicGame;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.ClassicStep;
import io.github.strategorules.core.TwoSquaresChain;
import io.github.strategorules.core.action.ClassicAction;
import io.github.strategorules.core.action.ClassicReason;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.Piece;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.RankNumbering;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.event.ClassicOutcome;
import io.github.strategorules.core.game.Grid;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.View;
import io.github.strategorules.core.internal.ClassicViews;
import io.github.strategorules.core.internal.Diagram;
import io.github.strategorules.core.internal.seats.ClassicSeats;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.ImplementsRule;
import io.github.strategorules.core.rules.Ruleset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What one player (or a spectator) may know of a game (C-8), as an independent immutable snapshot:
 * it holds no reference to the {@link ClassicState} it came from (only immutable data the state
 * shares, such as the move log), and neither its fields, its {@link #toString()} nor anything it
 * returns contains a fact the viewer has not seen. It implements the game-neutral {@link View};
 * building it costs the same at any length of the game.
 *
 * <ul>
 *   <li>Own pieces: everything. Enemy pieces: position, the type once revealed by an attack,
 *       whether they moved and whether they moved more than one square. During the setup nothing of
 *       the other player's pieces is shown (C-2.3), but whether its setup is complete; in a free
 *       setup, whose squares are public, the other's pieces are shown without their types.
 *   <li>Both: whose turn it is, the ply, every capture ({@link #captured()}), the outcome, a
 *       standing draw offer, and the viewer's own two-squares constraints ({@link
 *       #forbiddenByTwoSquares()}).
 *   <li>The viewer's legal moves when it is to move, and every action it may take ({@link
 *       #legalActions()}): equal to the state's.
 *   <li>The public log of every move and battle ({@link #moveLog()}).
 * </ul>
 *
 * A spectator view ({@link ClassicState#publicView()}) sees every piece as an enemy.
 *
 * <p><b>What the rules themselves let out (C-6).</b> The more-squares rule compares the chase's
 * positions by every square's owner and type (C-6.1), so whether a chasing move is forbidden can
 * depend on the types of unrevealed enemy pieces: when two unrevealed enemy pieces have traded
 * places during a chase, a forbidden move tells the chaser that they share a type, an allowed one
 * that they do not. The view's legal moves ({@link #legalMoves()}, {@link
 * #forbiddenByMoreSquares()}) are the referee's and carry that fact, as they must for the view to
 * agree with the state; nothing else in a view depends on a hidden type. A server that plays the
 * rules exactly cannot avoid it (the rule is written so); one that must reveal nothing plays with
 * {@code more_squares=off}. See {@code docs/research.md} for what samplers make of it.
 */
public final class ClassicView implements View {
  private final Ruleset ruleset;
  private final @Nullable Seat viewer;
  private final Phase phase;
  private final @Nullable Seat toMove;
  private final int ply;
  private final @Nullable ClassicOutcome outcome;
  private final @Nullable Seat drawOffer;

  /** By square index; null for an empty square or one the viewer may not see. */
  private final @Nullable ViewPiece[] board;

  private final List<Piece> captured;
  private final List<Move> legalMoves;
  private final List<ClassicAction> legalActions;
  private final List<Seat> toDecide;
  private final List<Move> forbiddenByTwoSquares;
  private final boolean[] placed;
  private final int pliesSinceAttack;
  private final TwoSquaresChain[] chains;
  private final Chase[] chases;
  private final List<Move> forbiddenByMoreSquares;

  /** V-1.2: rescues made per player, and the squares of pieces that have made theirs (public). */
  private final int[] rescuesUsed;

  private final boolean[] hasRescued;
  private final List<ClassicEvent> moveLog;

  static {
    ClassicViews.register(ClassicView::of);
  }

  private ClassicView(ClassicState s, @Nullable Seat viewer, ClassicViews.Inputs in) {
    this.ruleset = s.ruleset();
    this.viewer = viewer;
    this.phase = s.phase();
    this.toMove = s.toMove().orElse(null);
    this.ply = s.ply();
    this.outcome = s.outcome().orElse(null);
    this.drawOffer = s.drawOffer().orElse(null);
    this.placed = new boolean[] {s.hasPlacedSetup(Seat.RED), s.hasPlacedSetup(Seat.BLUE)};
    Position p = in.board();
    this.board = new @Nullable ViewPiece[p.size()];
    this.hasRescued = new boolean[p.size()];
    this.rescuesUsed = new int[] {p.rescuesUsed(0), p.rescuesUsed(1)};
    Map<Seat, Map<PieceType, Integer>> onBoard = new EnumMap<>(Seat.class);
    for (int sq = 0; sq < p.size(); sq++) {
      int code = p.pieceAt(sq);
      if (code == 0) {
        continue;
      }
      Seat owner = Seat.of(Position.owner(code));
      PieceType type = PieceType.values()[Position.type(code)];
      onBoard
          .computeIfAbsent(owner, o -> new EnumMap<>(PieceType.class))
          .merge(type, 1, Integer::sum);
      if (!in.hasBoard() && owner != viewer && !ruleset.freeSetup()) {
        continue; // C-2.3: before play not even the squares of the other player's pieces are shown
      }
      int f = p.flagsAt(sq);
      hasRescued[sq] = (f & Position.RESCUED) != 0;
      boolean revealed = (f & Position.REVEALED) != 0;
      boolean own = viewer != null && owner == viewer;
      // V-2.4: in an open game every piece on the board is visible (setups stay secret, C-2.3).
      boolean open =
          in.hasBoard() && ruleset.has(io.github.strategorules.core.rules.HouseRule.OPEN);
      // Revealed means known to both players: in an open game every piece on the board is.
      boolean known = revealed || open;
      board[sq] =
          new ViewPiece(
              owner,
              own || known ? Optional.of(type) : Optional.empty(),
              (f & Position.MOVED) != 0,
              (f & Position.MOVED_FAR) != 0,
              known);
    }
    this.captured = capturedPieces(s, in.hasBoard(), onBoard);
    this.legalMoves = viewer != null && viewer == toMove ? s.legalMoves() : List.of();
    this.legalActions = viewer == null ? List.of() : s.legalActions(viewer);
    this.toDecide = s.toDecide();
    this.forbiddenByTwoSquares =
        viewer != null && phase == Phase.PLAY
            ? forbidden(p, viewer, ClassicReason.TWO_SQUARES_RULE)
            : List.of();
    this.pliesSinceAttack = p.pliesSinceAttack();
    this.chains =
        new TwoSquaresChain[] {TwoSquaresChain.of(p, Seat.RED), TwoSquaresChain.of(p, Seat.BLUE)};
    this.chases =
        in.hasBoard()
            ? new Chase[] {Chase.of(p, Seat.RED), Chase.of(p, Seat.BLUE)}
            : new Chase[] {Chase.NONE, Chase.NONE};
    this.forbiddenByMoreSquares =
        viewer != null && phase == Phase.PLAY
            ? forbidden(p, viewer, ClassicReason.MORE_SQUARES_RULE)
            : List.of();
    this.moveLog = in.moveLog();
  }

  /**
   * Built by {@link ClassicState#viewFor} and {@link ClassicState#publicView}, through {@link
   * ClassicViews}.
   */
  @ImplementsRule({"C-8.1", "C-8.2", "C-8.3", "V-2.4", "V-R9"})
  private static ClassicView of(ClassicState s, @Nullable Seat viewer, ClassicViews.Inputs in) {
    return new ClassicView(s, viewer, in);
  }

  /**
   * Every capture was revealed in a battle (C-4.1), so the difference between the setups and the
   * board is public; a game started from a position compares against the roster instead.
   */
  private static List<Piece> capturedPieces(
      ClassicState s, boolean hasBoard, Map<Seat, Map<PieceType, Integer>> onBoard) {
    if (!hasBoard) {
      return List.of(); // no play yet (a game may also end by resignation during setup)
    }
    List<Piece> list = new ArrayList<>();
    for (Seat pl : List.of(Seat.RED, Seat.BLUE)) {
      Map<PieceType, Integer> start = new EnumMap<>(PieceType.class);
      if (s.setup(pl).isEmpty() && s.ruleset().freeSetup()) {
        continue; // a free setup restored from a position: what was placed is unknown
      }
      s.setup(pl)
          .ifPresentOrElse(
              su -> su.placements().forEach(x -> start.merge(x.type(), 1, Integer::sum)),
              () ->
                  start.putAll(s.ruleset().roster())); // a game started from a position: the roster
      for (PieceType t : PieceType.values()) {
        int lost =
            Math.max(
                0,
                start.getOrDefault(t, 0) - onBoard.getOrDefault(pl, Map.of()).getOrDefault(t, 0));
        for (int i = 0; i < lost; i++) {
          list.add(new Piece(pl, t));
        }
      }
    }
    return Collections.unmodifiableList(list);
  }

  /**
   * The viewer's moves refused for exactly this reason (the rule's constraints on its own moves).
   */
  private static List<Move> forbidden(Position p, Seat viewer, ClassicReason why) {
    List<Move> list = new ArrayList<>();
    for (int from = 0; from < p.size(); from++) {
      int code = p.pieceAt(from);
      if (code == 0 || Position.owner(code) != viewer.ordinal()) {
        continue;
      }
      for (int to = 0; to < p.size(); to++) {
        if (to != from && p.reason(viewer.ordinal(), from, to) == why) {
          list.add(Move.of(viewer, p.square(from), p.square(to)));
        }
      }
    }
    return Collections.unmodifiableList(list);
  }

  /**
   * The rules of the game.
   *
   * @return the ruleset
   */
  public Ruleset ruleset() {
    return ruleset;
  }

  /**
   * How many rescues a player has made (V-1.2: at most two per game). Public: rescues are seen.
   *
   * @param seat the seat
   * @return the count, 0 in rulesets without rescue
   */
  public int rescuesUsed(Seat seat) {
    return rescuesUsed[ClassicSeats.require(seat).ordinal()];
  }

  /**
   * Whether the piece on a square has made its one rescue (V-1.2). Public: rescues are seen.
   *
   * @param square a square of the board
   * @return true when a piece stands there and has rescued
   */
  public boolean hasRescued(Square square) {
    return ruleset.isOnBoard(square) && hasRescued[square.y() * ruleset.width() + square.x()];
  }

  /**
   * Whose view this is.
   *
   * @return the player, or empty for a spectator
   */
  public Optional<Seat> viewer() {
    return Optional.ofNullable(viewer);
  }

  /**
   * Whose view this is, as the contract's seat.
   *
   * @return the seat, or empty for a spectator
   */
  @Override
  public Optional<Seat> seat() {
    return Optional.ofNullable(viewer);
  }

  /**
   * The game: the classic game of the ruleset (public facts only, V-3.1).
   *
   * @return the game, equal to {@code ClassicGame.of(ruleset())}
   */
  @Override
  public ClassicGame game() {
    return ClassicGame.of(ruleset);
  }

  /**
   * The seats whose decision the game waits for (public): during setup those whose setup is not
   * complete, during play the player to move.
   *
   * @return the seats, RED first
   */
  @Override
  public List<Seat> toDecide() {
    return toDecide;
  }

  /**
   * Every action the viewer may take now, equal to {@link ClassicState#legalActions(Seat)}: its
   * placements during the setup, its moves when it is to move, then the draw actions C-7.5 allows
   * and its resignation. Bots that must not resign or offer draws choose among {@link
   * #legalMoves()}.
   *
   * @return the actions, empty for a spectator and once the game is over
   */
  public List<ClassicAction> legalActions() {
    return legalActions;
  }

  /**
   * The phase of the game.
   *
   * @return the phase
   */
  @Override
  public Phase phase() {
    return phase;
  }

  /**
   * The player to move during play.
   *
   * @return the player, or empty
   */
  public Optional<Seat> toMove() {
    return Optional.ofNullable(toMove);
  }

  /**
   * The number of moves played.
   *
   * @return the ply
   */
  public int ply() {
    return ply;
  }

  /**
   * The outcome, once the game is over.
   *
   * @return the outcome, or empty
   */
  @Override
  public Optional<ClassicOutcome> outcome() {
    return Optional.ofNullable(outcome);
  }

  /**
   * The player whose draw offer stands.
   *
   * @return the player, or empty
   */
  public Optional<Seat> drawOffer() {
    return Optional.ofNullable(drawOffer);
  }

  /**
   * Whether a player has placed its setup (public during the setup phase).
   *
   * @param seat the seat
   * @return true once placed
   */
  public boolean hasPlacedSetup(Seat seat) {
    return placed[ClassicSeats.require(seat).ordinal()];
  }

  /**
   * The piece on a square as this viewer knows it.
   *
   * @param square the square
   * @return the piece, or empty for an empty square, a lake or a square off the board
   */
  public Optional<ViewPiece> pieceAt(Square square) {
    if (!ruleset.isOnBoard(square)) {
      return Optional.empty();
    }
    return Optional.ofNullable(board[square.y() * ruleset.width() + square.x()]);
  }

  /**
   * The board as this viewer sees it, as data (see {@link ClassicGrid}).
   *
   * @return the grid
   */
  @Override
  public Grid grid() {
    return ClassicGrid.of(ruleset, this::pieceAt, this::hasRescued);
  }

  /**
   * Every captured piece of both players (all were revealed in their battle), RED's first, by type.
   *
   * @return the captured pieces
   */
  public List<Piece> captured() {
    return captured;
  }

  /**
   * The viewer's legal moves when it is to move, equal to {@link ClassicState#legalMoves()}.
   *
   * @return the moves, empty when the viewer is not to move
   */
  public List<Move> legalMoves() {
    return legalMoves;
  }

  /**
   * The number of moves since the last attack (public: every attack is seen, C-8).
   *
   * @return the count
   */
  public int pliesSinceAttack() {
    return pliesSinceAttack;
  }

  /**
   * A player's two-squares chain (C-5.2): public, as both players saw every move.
   *
   * @param seat the seat
   * @return the chain
   */
  public TwoSquaresChain chain(Seat seat) {
    return chains[ClassicSeats.require(seat).ordinal()];
  }

  /**
   * A player's state as chaser under the more-squares rule (C-6): public, as it follows from the
   * moves both players saw.
   *
   * @param seat the seat
   * @return the state
   */
  public Chase chase(Seat seat) {
    return chases[ClassicSeats.require(seat).ordinal()];
  }

  /**
   * The viewer's moves that the more-squares rule forbids now (C-6.1): the chase constraints on its
   * own moves.
   *
   * @return the forbidden moves, empty for spectators and when the viewer is not chasing
   */
  @ImplementsRule({"C-8.3", "C-R7"})
  public List<Move> forbiddenByMoreSquares() {
    return forbiddenByMoreSquares;
  }

  /**
   * The viewer's moves that would be legal but for the two-squares rule (C-5): the repetition state
   * that constrains its own moves, as a UI shows it.
   *
   * @return the forbidden moves, empty for spectators
   */
  public List<Move> forbiddenByTwoSquares() {
    return forbiddenByTwoSquares;
  }

  /**
   * Every move played since both setups were placed, oldest first, as both players saw it (C-8): a
   * {@link ClassicEvent.PieceMoved} for a move to an empty square, an {@link ClassicEvent.Battle}
   * (both types revealed, C-4.1) for an attack; under the silent-defence house rule a winning
   * defender's type is empty for all but its owner, as in {@link ClassicStep#eventsFor}; a move
   * that rescued a piece (V-1.2) is followed by its {@link ClassicEvent.Rescued}. The log is
   * complete, one entry per ply (plus the rescues), for games started from setups; a game restored
   * from a position ({@link ClassicState#of}) logs only the moves made since, as its earlier moves
   * are unknown. The list shares the game's immutable log: taking it copies nothing.
   *
   * @return the moves, oldest first
   */
  public List<ClassicEvent> moveLog() {
    return moveLog;
  }

  /**
   * The board as text from the viewer's side: own pieces by rank token, enemy pieces as {@code ?}
   * or, once revealed, {@code *} and the token; spectators see {@code r?}, {@code b?} and {@code
   * r9}-style tokens; {@code .} empty, {@code ~} lake.
   *
   * @param numbering how to print ranks
   * @return the diagram
   */
  public String render(RankNumbering numbering) {
    Objects.requireNonNull(numbering, "numbering");
    return Diagram.draw(
        ruleset,
        viewer == Seat.BLUE ? Seat.BLUE : Seat.RED,
        sq -> {
          ViewPiece vp = board[sq.y() * ruleset.width() + sq.x()];
          if (vp == null) {
            return ".";
          }
          String token = vp.type().map(numbering::token).orElse("?");
          if (viewer == null) {
            return (vp.owner() == Seat.RED ? "r" : "b") + token;
          }
          return vp.owner() == viewer ? token : vp.type().isPresent() ? "*" + token : "?";
        });
  }

  /** A header line and {@link #render} in the modern numbering: safe to log or send. */
  @Override
  public String toString() {
    return "View of "
        + (viewer == null ? "spectator" : viewer)
        + ", "
        + phase
        + ", ply "
        + ply
        + (toMove == null ? "" : ", " + toMove + " to move")
        + (outcome == null ? "" : ", " + outcome)
        + "\n"
        + render(RankNumbering.MODERN);
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof ClassicView v
        && ruleset.equals(v.ruleset)
        && viewer == v.viewer
        && phase == v.phase
        && toMove == v.toMove
        && ply == v.ply
        && Objects.equals(outcome, v.outcome)
        && drawOffer == v.drawOffer
        && java.util.Arrays.equals(board, v.board)
        && captured.equals(v.captured)
        && java.util.Arrays.equals(rescuesUsed, v.rescuesUsed)
        && java.util.Arrays.equals(hasRescued, v.hasRescued)
        && legalMoves.equals(v.legalMoves)
        && legalActions.equals(v.legalActions)
        && toDecide.equals(v.toDecide)
        && forbiddenByTwoSquares.equals(v.forbiddenByTwoSquares)
        && java.util.Arrays.equals(placed, v.placed)
        && pliesSinceAttack == v.pliesSinceAttack
        && java.util.Arrays.equals(chains, v.chains)
        && java.util.Arrays.equals(chases, v.chases)
        && forbiddenByMoreSquares.equals(v.forbiddenByMoreSquares)
        && moveLog.equals(v.moveLog);
  }

  @Override
  public int hashCode() {
    return Objects.hash(viewer, phase, toMove, ply, java.util.Arrays.hashCode(board), captured);
  }
}
