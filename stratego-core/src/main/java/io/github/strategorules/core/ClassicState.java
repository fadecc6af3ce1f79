package io.github.strategorules.core;

import io.github.strategorules.core.action.ClassicAction;
import io.github.strategorules.core.action.ClassicDrawAcceptance;
import io.github.strategorules.core.action.ClassicDrawOffer;
import io.github.strategorules.core.action.ClassicReason;
import io.github.strategorules.core.action.ClassicResignation;
import io.github.strategorules.core.action.FinishSetup;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.action.PlacePiece;
import io.github.strategorules.core.board.Piece;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.RankNumbering;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.IllegalActionException;
import io.github.strategorules.core.error.InvalidSetupException;
import io.github.strategorules.core.event.ClassicOutcome;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.internal.ClassicViews;
import io.github.strategorules.core.internal.Diagram;
import io.github.strategorules.core.internal.History;
import io.github.strategorules.core.internal.seats.ClassicSeats;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.kernel.Status;
import io.github.strategorules.core.notation.ClassicRecord;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * An immutable, thread-safe state of a classic-family game: the full information, as the referee (a
 * server) holds it. Send players {@link #viewFor} and {@link ClassicStep#eventsFor} instead; {@link
 * #toString()} prints no pieces. It implements the game-neutral {@link GameState} with covariant,
 * typed results ({@link ClassicStep}, {@link ClassicView}, {@link ClassicAction}).
 *
 * <p>A game starts in {@link Phase#SETUP} ({@link #newGame}, or {@link ClassicGame#newGame}), where
 * both players place their pieces one by one ({@link PlacePiece}) or a whole setup at once ({@link
 * #placeSetup}); {@link #start} places two setups and begins play. {@link #check} tells why an
 * action is illegal without throwing; {@link #apply} returns the next state and the events of the
 * step. Legality comes from the rules kernel ({@link Position}), the same code the fast path uses,
 * and, during the setup, from one placement rule ({@link SetupBoard}).
 *
 * <h2>Legal actions</h2>
 *
 * {@link #legalActions(Seat)} lists every action a player may take now, and {@link #check} accepts
 * exactly those (C-2, C-3, C-7.5):
 *
 * <ol>
 *   <li>During the setup, while its setup is not complete: its placements, by square (a1, b1, ...,
 *       j1, a2, ...) and then by type ({@link PieceType} order, Flag first), so that the first is
 *       the first empty square with the first type left. A strict setup places the roster exactly
 *       into the player's zone (C-2.1) and is complete once the roster stands; a free setup ({@code
 *       free_setup}) places any types on any empty square of the board that is no lake, and then
 *       lists {@link FinishSetup}. Play starts when both setups are complete, with the ruleset's
 *       first player (C-3.1).
 *   <li>During play, for the player to move: its moves, in the kernel's order ({@link
 *       #legalMoves()}: by start square, then direction (towards rank 1, towards file a, towards
 *       the last file, towards the last rank), then distance).
 *   <li>Then, for either player, whose turn it is or not: {@link ClassicDrawAcceptance} while the
 *       opponent's draw offer stands; {@link ClassicDrawOffer} during play unless the player's own
 *       offer stands (offering while the opponent's offer stands agrees to it); {@link
 *       ClassicResignation} while the game goes on, setup included (C-7.5). A move by the offerer's
 *       opponent declines a standing offer.
 * </ol>
 *
 * Bots that must never resign or offer a draw choose among {@link #legalMoves()}.
 *
 * <h2>Hidden information</h2>
 *
 * Placements are secret (C-2.3): the other player and spectators learn only that a setup is
 * complete, and whether a placement is legal depends on the placer's own pieces alone. A free setup
 * has no zones, so there the squares of placed pieces are public as they are placed (their types
 * are not): see {@link SetupBoard} for this reading of Gravon's classicfree games.
 */
public final class ClassicState implements GameState {
  private final Ruleset ruleset;
  private final Phase phase;

  /** Where the pieces stand: the setup board, or the position from play on. */
  private final ClassicBoard board;

  private final @Nullable ClassicOutcome outcome;
  private final @Nullable Seat drawOffer;

  /** What the game keeps of its past: its history and move logs. */
  private final Journal journal;

  /** Lazily computed; racy but safe, as the list is immutable. */
  private @Nullable List<Move> legal;

  ClassicState(
      Ruleset ruleset,
      Phase phase,
      ClassicBoard board,
      @Nullable ClassicOutcome outcome,
      @Nullable Seat drawOffer,
      Journal journal) {
    this.ruleset = ruleset;
    this.phase = phase;
    this.board = board;
    this.outcome = outcome;
    this.drawOffer = drawOffer;
    this.journal = journal;
  }

  /** This state with another phase, outcome, draw offer and history (resignation and draws). */
  ClassicState with(
      Phase phase,
      @Nullable ClassicOutcome outcome,
      @Nullable Seat drawOffer,
      History<ClassicAction> history) {
    return new ClassicState(ruleset, phase, board, outcome, drawOffer, journal.with(history));
  }

  /**
   * A new game in the setup phase: both players still have to place their pieces (C-2).
   *
   * @param ruleset the rules
   * @return the state
   */
  public static ClassicState newGame(Ruleset ruleset) {
    Objects.requireNonNull(ruleset, "ruleset");
    return new ClassicState(
        ruleset,
        Phase.SETUP,
        ClassicBoard.inSetup(SetupBoard.empty(ruleset)),
        null,
        null,
        Journal.start(ruleset));
  }

  /**
   * A game started from two setups, ready for the first move (C-2, C-3.1): {@link #placeSetup} for
   * RED, then for BLUE. The history holds each player's placements in square order (and, in a free
   * setup, its {@link FinishSetup}), RED's first.
   *
   * @param ruleset the rules
   * @param red RED's setup
   * @param blue BLUE's setup
   * @return the state
   * @throws InvalidSetupException listing every problem of the first invalid setup
   */
  public static ClassicState start(Ruleset ruleset, Setup red, Setup blue) {
    return newGame(ruleset).placeSetup(Seat.RED, red).state().placeSetup(Seat.BLUE, blue).state();
  }

  /**
   * A game in play from a kernel position, for example one built square by square or parsed from
   * notation. The position is copied. The history starts empty and no setups are recorded, so
   * {@link ClassicView#captured()} counts captures against the ruleset's roster, and the game has
   * no {@link #record()}. If the position is already decided by C-7, the state is over.
   *
   * @param position the position (its ruleset is the game's)
   * @return the state
   */
  public static ClassicState of(Position position) {
    Position p = position.copy();
    int status = p.status();
    ClassicOutcome o = status == Status.ONGOING ? null : Status.outcome(status);
    return new ClassicState(
        p.ruleset(),
        o == null ? Phase.PLAY : Phase.OVER,
        ClassicBoard.restored(p),
        o,
        null,
        Journal.start(p.ruleset()));
  }

  // ---------------------------------------------------------------- reading

  /**
   * The rules of this game.
   *
   * @return the ruleset
   */
  public Ruleset ruleset() {
    return ruleset;
  }

  /**
   * The game, for the contract: the classic game of the ruleset (V-3.1).
   *
   * @return the game, equal to {@code ClassicGame.of(ruleset())}
   */
  @Override
  public ClassicGame game() {
    return ClassicGame.of(ruleset);
  }

  @Override
  public Phase phase() {
    return phase;
  }

  /**
   * The player to move during play (C-3.1).
   *
   * @return the player, or empty during setup and after the game
   */
  public Optional<Seat> toMove() {
    return phase == Phase.PLAY ? Optional.of(Seat.of(board.position().toMove())) : Optional.empty();
  }

  /**
   * The seats whose decision the game waits for: during setup those whose setup is not complete,
   * during play the player to move, afterwards nobody.
   *
   * @return the seats, RED first
   */
  @Override
  public List<Seat> toDecide() {
    return ActionRules.toDecide(this);
  }

  /**
   * The number of moves played (setup actions do not count).
   *
   * @return the ply
   */
  public int ply() {
    return board.ply();
  }

  /**
   * The outcome, once the game is over (C-7).
   *
   * @return the outcome, or empty while the game goes on
   */
  @Override
  public Optional<ClassicOutcome> outcome() {
    return Optional.ofNullable(outcome);
  }

  /**
   * The player whose draw offer stands (C-7.5).
   *
   * @return the offering player, or empty
   */
  public Optional<Seat> drawOffer() {
    return Optional.ofNullable(drawOffer);
  }

  /**
   * Every action applied since the game was created, oldest first, setup placements included.
   *
   * @return the history
   */
  @Override
  public List<ClassicAction> history() {
    return journal.history().toList();
  }

  /**
   * The new game this game was played from by {@link #history()}: {@link #newGame} of its ruleset
   * (a classic game draws nothing before play; the setups are placements in the history).
   *
   * @return the new game, or empty for a game restored from a position ({@link #of})
   */
  @Override
  public Optional<ClassicState> origin() {
    return board.restored() ? Optional.empty() : Optional.of(newGame(ruleset));
  }

  /**
   * Whether a player's setup is complete: its roster placed, or its free setup finished (C-2.1).
   *
   * @param seat the seat
   * @return true once complete
   */
  public boolean hasPlacedSetup(Seat seat) {
    return board.complete(ClassicSeats.require(seat));
  }

  /**
   * A player's complete setup: full information, for the referee and for game records.
   *
   * @param seat the seat
   * @return the setup, or empty until it is complete (and for a game restored from a position)
   */
  public Optional<Setup> setup(Seat seat) {
    return board.setup(ClassicSeats.require(seat));
  }

  /**
   * The pieces a player has placed so far, complete or not: full information, for the referee and
   * for game records.
   *
   * @param seat the seat
   * @return the placements in square order; empty for a game restored from a position
   */
  public Setup placements(Seat seat) {
    return board.placed(ClassicSeats.require(seat));
  }

  /**
   * The piece on a square: full information, for the referee. During setup only the pieces placed
   * so far are on the board.
   *
   * @param square the square
   * @return the piece, or empty
   */
  public Optional<Piece> pieceAt(Square square) {
    return board.pieceAt(square);
  }

  /**
   * A player's two-squares chain (C-5.2).
   *
   * @param seat the seat
   * @return the chain, empty during setup
   */
  public TwoSquaresChain chain(Seat seat) {
    return board.chain(seat);
  }

  /**
   * A player's state as chaser under the more-squares rule (C-6).
   *
   * @param seat the seat
   * @return the state; {@link Chase#NONE} during setup or when the rule is off
   */
  public Chase chase(Seat seat) {
    return board.chase(seat);
  }

  /**
   * A mutable copy of the kernel position for the fast path (bots, search). Changing it does not
   * change this state.
   *
   * @return a new position
   * @throws IllegalStateException during setup
   */
  public Position toPosition() {
    if (!board.inPlay()) {
      throw new IllegalStateException("no position before both setups are complete");
    }
    return board.position().copy();
  }

  /** Where the pieces stand, for the steps and rules of this package. */
  ClassicBoard board() {
    return board;
  }

  /** The actions and move logs so far, as the persistent lists new states extend. */
  Journal journal() {
    return journal;
  }

  // ---------------------------------------------------------------- legality

  /**
   * The moves of the player to move, in the documented order (see the class comment): the fast
   * choice for bots, which never includes a draw offer or a resignation.
   *
   * @return the legal moves; empty during setup and once the game is over
   */
  public List<Move> legalMoves() {
    List<Move> l = legal;
    if (l == null) {
      l = MoveSteps.legalMoves(this);
      legal = l;
    }
    return l;
  }

  /**
   * Every action a player may take now, in the documented order (see the class comment).
   *
   * @param seat {@link Seat#RED} or {@link Seat#BLUE}
   * @return the actions; empty once the game is over
   * @throws IllegalArgumentException for another seat
   */
  @Override
  public List<ClassicAction> legalActions(Seat seat) {
    return ActionRules.legalActions(this, ClassicSeats.require(seat));
  }

  @Override
  public List<ClassicAction> legalActions() {
    return ActionRules.legalActionsOfDeciders(this);
  }

  /**
   * Why an action is illegal now, or empty when {@link #apply} would accept it. Never throws for a
   * non-null action. It does not ask who sends the action: answer a client with {@link #check(Seat,
   * Action)}.
   *
   * @param action the action
   * @return the reason, or empty
   */
  public Optional<ClassicReason> check(ClassicAction action) {
    return Optional.ofNullable(ActionRules.reason(this, action));
  }

  /**
   * Why an action sent by a seat is illegal now, or empty exactly when it is in {@code
   * legalActions(sender)}: {@link ClassicReason#NOT_YOUR_ACTION} for an action in another seat's
   * name and {@link ClassicReason#FOREIGN_ACTION} for an action of another game, before anything
   * about the action is examined, so the answer never describes another seat's pieces (C-8). Never
   * throws for non-null arguments.
   *
   * @param sender the seat that sends the action
   * @param action the action
   * @return the reason, or empty
   */
  @Override
  public Optional<ClassicReason> check(Seat sender, Action action) {
    ClassicReason first = ActionRules.senderReason(sender, action);
    return first != null ? Optional.of(first) : check((ClassicAction) action);
  }

  // ---------------------------------------------------------------- applying

  /**
   * Applies an action: the next state and the events of the step. This state is unchanged.
   *
   * @param action the action
   * @return the next state and the events
   * @throws IllegalActionException when {@link #check} gives a reason (with the same reason)
   */
  public ClassicStep apply(ClassicAction action) {
    ClassicReason why = ActionRules.reason(this, action);
    if (why != null) {
      throw new IllegalActionException(why, action);
    }
    return ClassicSteps.apply(this, action);
  }

  /**
   * Applies an action sent by a seat (see {@link #check(Seat, Action)}): the next state and the
   * events. This state is unchanged.
   *
   * @param sender the seat that sends the action
   * @param action the action
   * @return the next state and the events
   * @throws IllegalActionException with the reason {@link #check(Seat, Action)} gives
   */
  @Override
  public ClassicStep apply(Seat sender, Action action) {
    ClassicReason first = ActionRules.senderReason(sender, action);
    if (first != null) {
      throw new IllegalActionException(
          first, first == ClassicReason.FOREIGN_ACTION ? "of another game" : action);
    }
    return apply((ClassicAction) action);
  }

  /**
   * Places a player's whole setup at once, as the placements of its pieces in square order (and, in
   * a free setup, the {@link FinishSetup}): a convenience for clients and records that hold a whole
   * setup. The setup is validated first, every problem listed at once (C-2.2); then each placement
   * is applied by the same rule as a single {@link PlacePiece}. The player must not have placed any
   * piece yet.
   *
   * @param seat the seat
   * @param setup the setup
   * @return the state after the setup and the events of all its placements
   * @throws InvalidSetupException listing every problem of the setup
   * @throws IllegalActionException when the game is over or in play ({@link
   *     ClassicReason#GAME_OVER}, {@link ClassicReason#WRONG_PHASE}), or when the player's setup is
   *     complete ({@link ClassicReason#SETUP_ALREADY_PLACED}) or begun ({@link
   *     ClassicReason#SETUP_STARTED})
   */
  public ClassicStep placeSetup(Seat seat, Setup setup) {
    return SetupSteps.placeSetup(
        this, ClassicSeats.require(seat), Objects.requireNonNull(setup, "setup"));
  }

  // ---------------------------------------------------------------- contract factories

  /**
   * A player's resignation (C-7.5).
   *
   * @param seat {@link Seat#RED} or {@link Seat#BLUE}
   * @return the action, legal whenever the game goes on
   */
  @Override
  public ClassicResignation resignation(Seat seat) {
    return new ClassicResignation(seat);
  }

  /**
   * A player's draw offer (C-7.5).
   *
   * @param seat {@link Seat#RED} or {@link Seat#BLUE}
   * @return the action
   */
  @Override
  public ClassicDrawOffer drawOffer(Seat seat) {
    return new ClassicDrawOffer(seat);
  }

  /**
   * A player's acceptance of the opponent's standing draw offer (C-7.5).
   *
   * @param seat {@link Seat#RED} or {@link Seat#BLUE}
   * @return the action
   */
  @Override
  public ClassicDrawAcceptance drawAcceptance(Seat seat) {
    return new ClassicDrawAcceptance(seat);
  }

  // ---------------------------------------------------------------- views and records

  /**
   * What a seat may see (C-8): an independent snapshot that shares no mutable data with this state.
   * Its cost does not grow with the length of the game.
   *
   * @param seat {@link Seat#RED} or {@link Seat#BLUE}
   * @return the view
   * @throws IllegalArgumentException for another seat
   */
  @Override
  public ClassicView viewFor(Seat seat) {
    return view(ClassicSeats.require(seat));
  }

  /**
   * What a spectator may see: the public facts of C-8, no piece type that has not been revealed.
   *
   * @return the view
   */
  @Override
  public ClassicView publicView() {
    return view(null);
  }

  private ClassicView view(@Nullable Seat viewer) {
    return ClassicViews.view(
        this,
        viewer,
        new ClassicViews.Inputs(board.inPlay(), board.forViews(), journal.moveLog(viewer)));
  }

  /**
   * The game record so far in the {@code stratego-record 1} format ({@link ClassicRecord}): the
   * ruleset, each player's placements on its setup line, the actions since, the outcome. A referee
   * file: it shows both setups.
   *
   * @return the record text
   * @throws IllegalStateException for a game restored from a position ({@link #of}), whose start is
   *     unknown
   */
  @Override
  public String record() {
    return ClassicRecord.of(this, Map.of()).format();
  }

  /**
   * The full board as text, every piece shown: for the referee's eyes and debugging only.
   *
   * @param numbering how to print ranks
   * @return the diagram
   */
  public String fullDiagram(RankNumbering numbering) {
    return Diagram.full(board.forViews(), Objects.requireNonNull(numbering, "numbering"));
  }

  /** A summary with no piece in it, so that logging a state leaks nothing. */
  @Override
  public String toString() {
    return "ClassicState["
        + ruleset.spec()
        + ", "
        + phase
        + ", ply "
        + ply()
        + toMove().map(p -> ", " + p + " to move").orElse("")
        + outcome().map(o -> ", " + o).orElse("")
        + "]";
  }
}
