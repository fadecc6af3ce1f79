package io.github.strategorules.core.action;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.internal.seats.ClassicSeats;
import java.util.Objects;

/**
 * A seat puts one piece of its setup on one square (C-2.1): the setup is placed piece by piece, and
 * it is complete once the whole roster stands (or, in a free setup, once the seat sends {@link
 * FinishSetup}). Placements are secret (C-2.3): the other seat learns only that the setup is
 * complete, so {@link #toString()} shows neither square nor type, while {@link #notation()} ({@code
 * RED place a1=B}) does and belongs to the referee and the placer alone.
 *
 * @param seat the placing seat
 * @param square where the piece goes
 * @param type the piece's type
 */
public record PlacePiece(Seat seat, Square square, PieceType type) implements ClassicAction {
  /**
   * Checks every part is present.
   *
   * @param seat the seat
   * @param square the square
   * @param type the type
   */
  public PlacePiece {
    ClassicSeats.require(seat);
    Objects.requireNonNull(square, "square");
    Objects.requireNonNull(type, "type");
  }

  /** The seat only: where and what it places is secret (C-2.3). */
  @Override
  public String toString() {
    return "PlacePiece[" + seat + "]";
  }

  /** A setup choice: the type placed is the seat's secret until the setups are complete (C-8). */
  @Override
  public boolean secret() {
    return true;
  }
}
