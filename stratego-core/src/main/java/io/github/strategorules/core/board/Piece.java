package io.github.strategorules.core.board;

import io.github.strategorules.core.game.Seat;
import java.util.Objects;

/**
 * A piece: its owner and its type (C-1.2).
 *
 * @param owner the seat that owns it, RED or BLUE
 * @param type its type
 */
public record Piece(Seat owner, PieceType type) {
  /**
   * Checks that both parts are present and the owner is RED or BLUE (C-1.2).
   *
   * @param owner the owner
   * @param type the type
   */
  public Piece {
    Objects.requireNonNull(owner, "owner");
    if (owner != Seat.RED
        && owner != Seat.BLUE) { // the check of ClassicSeats, which board is below
      throw new IllegalArgumentException(
          "classic Stratego has the seats RED and BLUE, not " + owner);
    }
    Objects.requireNonNull(type, "type");
  }
}
