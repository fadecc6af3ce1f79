package io.github.strategorules.core;

import io.github.strategorules.core.game.Resignation;
import java.util.Objects;

/**
 * A player resigns (C-7.5): allowed at any time until the game is over, the setup included,
 * whoever is to move; the opponent wins. Written {@code RED resign}; the contract's
 * {@link io.github.strategorules.core.game.Resignation}.
 *
 * @param player the player who gives up
 */
public record Resign(Player player) implements ClassicAction, Resignation {
  /**
   * Checks the player is present.
   *
   * @param player the player
   */
  public Resign {
    Objects.requireNonNull(player, "player");
  }

  /** The text form, {@code RED resign}. */
  @Override
  public String toString() {
    return notation();
  }
}
