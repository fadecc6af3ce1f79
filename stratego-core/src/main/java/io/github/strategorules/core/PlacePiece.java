package io.github.strategorules.core;

import java.util.Objects;

/**
 * A player puts one piece of its setup on one square (C-2.1): the setup is placed piece by piece,
 * and it is complete once the whole roster stands (or, in a free setup, once the player sends
 * {@link FinishSetup}). Placements are secret (C-2.3): the other player learns only that the setup
 * is complete, so {@link #toString()} shows neither square nor type, while {@link #notation()}
 * ({@code RED place a1=B}) does and belongs to the referee and the placer alone.
 *
 * @param player the placing player
 * @param square where the piece goes
 * @param type the piece's type
 */
public record PlacePiece(Player player, Square square, PieceType type) implements ClassicAction {
  /**
   * Checks every part is present.
   *
   * @param player the player
   * @param square the square
   * @param type the type
   */
  public PlacePiece {
    Objects.requireNonNull(player, "player");
    Objects.requireNonNull(square, "square");
    Objects.requireNonNull(type, "type");
  }

  /** The player only: where and what it places is secret (C-2.3). */
  @Override
  public String toString() {
    return "PlacePiece[" + player + "]";
  }

  /** A setup choice: the type placed is the player's secret until the setups are complete (C-8). */
  @Override
  public boolean secret() {
    return true;
  }
}
