package io.github.strategorules.core.action;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import java.util.Objects;

/**
 * The rescue part of a move that ends on the enemy back row (V-1.2): which captured piece comes
 * back, and onto which empty square of the mover's setup zone. Written {@code +T@sq} after the
 * move, with the type's {@link PieceType#letter()}: {@code c2-c1+9@e7} rescues a General onto e7.
 * It happens only if the mover survives on the back row; a public fact once it happens.
 *
 * @param type the rescued piece's type
 * @param square where it is placed
 */
public record Rescue(PieceType type, Square square) {
  /**
   * Checks both parts are present.
   *
   * @param type the type
   * @param square the square
   */
  public Rescue {
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(square, "square");
  }

  /** Written {@code +T@sq}, the form that follows a move. */
  @Override
  public String toString() {
    return "+" + type.letter() + "@" + square;
  }
}
