package io.github.strategorules.core.view;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.internal.seats.ClassicSeats;
import java.util.Objects;
import java.util.Optional;

/**
 * A piece as one player sees it (C-8): always its owner; its type if it is the viewer's own piece
 * or was revealed in an attack; whether it ever moved (so it is neither bomb nor flag) and ever
 * moved more than one square (so it is a scout, or a captain under V-1.2).
 *
 * @param owner the owner
 * @param type the type, or empty when the viewer does not know it
 * @param moved whether the piece has moved
 * @param movedFar whether the piece once moved more than one square
 * @param revealed whether the piece's type was revealed to both players
 */
public record ViewPiece(
    Seat owner, Optional<PieceType> type, boolean moved, boolean movedFar, boolean revealed) {
  /**
   * Checks the parts are present and the owner is RED or BLUE (C-1.2).
   *
   * @param owner the owner
   * @param type the type or empty
   * @param moved whether it moved
   * @param movedFar whether it moved far
   * @param revealed whether it was revealed
   */
  public ViewPiece {
    ClassicSeats.require(Objects.requireNonNull(owner, "owner"));
    Objects.requireNonNull(type, "type");
  }
}
