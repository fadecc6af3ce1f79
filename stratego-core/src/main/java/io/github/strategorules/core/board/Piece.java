package io.github.strategorules.core.board;

import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.internal.ClassicSeats;
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
    ClassicSeats.require(Objects.requireNonNull(owner, "owner"));
    Objects.requireNonNull(type, "type");
  }
}
