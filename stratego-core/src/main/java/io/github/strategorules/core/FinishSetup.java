package io.github.strategorules.core;

import java.util.Objects;

/**
 * A player declares its free setup finished (rulesets with {@code free_setup}, Gravon's
 * "classicfree"): any pieces may stand, a flag or not, so only the player can say when it is done.
 * In other rulesets a setup is complete when its roster is placed, and this action is never
 * legal. Written {@code RED finish setup}.
 *
 * @param player the player
 */
public record FinishSetup(Player player) implements ClassicAction {
  /**
   * Checks the player is present.
   *
   * @param player the player
   */
  public FinishSetup {
    Objects.requireNonNull(player, "player");
  }

  /** The text form, {@code RED finish setup}. */
  @Override
  public String toString() {
    return notation();
  }
}
