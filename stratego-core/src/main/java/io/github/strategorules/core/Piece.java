package io.github.strategorules.core;

import java.util.Objects;

/**
 * A piece: its owner and its type (C-1.2).
 *
 * @param owner the player who owns it
 * @param type its type
 */
public record Piece(Player owner, PieceType type) {
  /**
   * Checks that both parts are present.
   *
   * @param owner the owner
   * @param type the type
   */
  public Piece {
    Objects.requireNonNull(owner, "owner");
    Objects.requireNonNull(type, "type");
  }
}
