package io.github.strategorules.core;

import io.github.strategorules.core.board.Piece;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.Ruleset;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Where the pieces of a classic state stand, whatever its phase, with full information (the
 * referee's: {@link ClassicState}'s reading methods give it out, the views redact it, C-8). It is
 * one of three shapes:
 *
 * <ul>
 *   <li><b>during the setup</b> (C-2), and for a game that ended in it: the {@link SetupBoard} of
 *       the pieces both players have placed so far, and no position;
 *   <li><b>from play on</b> (C-3): the kernel {@link Position}, never changed once this value
 *       exists, and the two complete setups play started from (the views count captures against
 *       them; records write them);
 *   <li><b>restored</b> from a position ({@link ClassicState#of}): the position alone, its setups
 *       unknown.
 * </ul>
 *
 * <p>In play it also keeps the moves the kernel generated for the position when the step that made
 * it had them already ({@link MoveSteps}), so that listing or checking a move does not generate
 * them again.
 */
final class ClassicBoard {
  private final Ruleset ruleset;
  private final @Nullable SetupBoard setupBoard;
  private final @Nullable Position position;
  private final @Nullable Setup red;
  private final @Nullable Setup blue;
  private final int @Nullable [] generated;

  private ClassicBoard(
      Ruleset ruleset,
      @Nullable SetupBoard setupBoard,
      @Nullable Position position,
      @Nullable Setup red,
      @Nullable Setup blue,
      int @Nullable [] generated) {
    this.ruleset = ruleset;
    this.setupBoard = setupBoard;
    this.position = position;
    this.red = red;
    this.blue = blue;
    this.generated = generated;
  }

  /** The board of a game in its setup (C-2): the pieces placed so far. */
  static ClassicBoard inSetup(SetupBoard board) {
    return new ClassicBoard(board.ruleset(), board, null, null, null, null);
  }

  /**
   * The board on which play starts (C-3.1): the position of both complete setups, which it keeps.
   */
  static ClassicBoard started(SetupBoard board, Position position) {
    return new ClassicBoard(
        position.ruleset(), null, position, board.setup(Seat.RED), board.setup(Seat.BLUE), null);
  }

  /** A game restored from a position: its setups are unknown. The position is not copied. */
  static ClassicBoard restored(Position position) {
    return new ClassicBoard(position.ruleset(), null, position, null, null, null);
  }

  /**
   * The board after a move: the next position, the same setups.
   *
   * @param next the position after the move, which nothing changes afterwards
   * @param moves the kernel's moves of the next player in {@code next}, or null when not generated
   */
  ClassicBoard after(Position next, int @Nullable [] moves) {
    return new ClassicBoard(ruleset, null, next, red, blue, moves);
  }

  /**
   * Whether play has started, so that there is a position (also once over after play, or restored).
   */
  boolean inPlay() {
    return position != null;
  }

  /** Whether the game was restored from a position, so that its start is unknown. */
  boolean restored() {
    return position != null && red == null;
  }

  /**
   * The setup board of a game without a position (in its setup, or ended during it): never null
   * then.
   */
  SetupBoard setupBoard() {
    return Objects.requireNonNull(setupBoard, "no placements once play has started");
  }

  /** The kernel position of a game in play, or over after play started: never null then (C-3). */
  Position position() {
    return Objects.requireNonNull(position, "no position before play");
  }

  /**
   * The kernel's moves of the player to move when a step generated them, else null (never changed).
   */
  int @Nullable [] generatedMoves() {
    return generated;
  }

  /** The board as the views see it: the position, or during the setup the pieces placed so far. */
  Position forViews() {
    return position != null ? position : setupBoard().toPosition();
  }

  /** The number of moves played: none before play. */
  int ply() {
    return position == null ? 0 : position.ply();
  }

  /** The piece on a square of the board, or empty (also off the board). */
  Optional<Piece> pieceAt(Square square) {
    if (!ruleset.isOnBoard(square)) {
      return Optional.empty();
    }
    int code =
        position != null
            ? position.pieceAt(position.index(square))
            : setupBoard().codeAt(square.y() * ruleset.width() + square.x());
    return code == 0
        ? Optional.empty()
        : Optional.of(
            new Piece(Seat.of(Position.owner(code)), PieceType.values()[Position.type(code)]));
  }

  /** Whether a player's setup is complete (C-2.1): always once play has started. */
  boolean complete(Seat seat) {
    return position != null || setupBoard().complete(seat);
  }

  /** A player's complete setup, or empty until it is complete and for a restored game. */
  Optional<Setup> setup(Seat seat) {
    if (setupBoard != null) {
      return setupBoard.complete(seat) ? Optional.of(setupBoard.setup(seat)) : Optional.empty();
    }
    return Optional.ofNullable(seat == Seat.RED ? red : blue);
  }

  /** The pieces a player has placed so far, complete or not; none for a restored game. */
  Setup placed(Seat seat) {
    if (setupBoard != null) {
      return setupBoard.setup(seat);
    }
    Setup s = seat == Seat.RED ? red : blue;
    return s == null ? Setup.of(List.<Setup.Placement>of()) : s;
  }

  /** A player's two-squares chain (C-5.2): empty before play. */
  TwoSquaresChain chain(Seat seat) {
    return position == null ? TwoSquaresChain.EMPTY : TwoSquaresChain.of(position, seat);
  }

  /** A player's state as chaser (C-6): none before play. */
  Chase chase(Seat seat) {
    return position == null ? Chase.NONE : Chase.of(position, seat);
  }
}
