package io.github.strategorules.core;

import io.github.strategorules.core.game.DrawAcceptance;
import java.util.Objects;

/**
 * A player accepts the opponent's standing draw offer: the game ends in a draw by agreement (C-7.5).
 * Written {@code BLUE accept draw}; the contract's {@link DrawAcceptance}.
 *
 * @param player the player who accepts
 */
public record AcceptDraw(Player player) implements ClassicAction, DrawAcceptance {
  /**
   * Checks the player is present.
   *
   * @param player the player
   */
  public AcceptDraw {
    Objects.requireNonNull(player, "player");
  }

  /** The text form, {@code RED accept draw}. */
  @Override
  public String toString() {
    return notation();
  }
}
