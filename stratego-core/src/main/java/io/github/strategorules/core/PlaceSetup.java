package io.github.strategorules.core;

import java.util.Objects;

/**
 * A player's placement of its whole setup (C-2). Its {@link #toString()} does not show the
 * pieces: setups are secret (C-2.3).
 *
 * @param player the player
 * @param setup the setup
 */
public record PlaceSetup(Player player, Setup setup) implements ClassicAction {
  /**
   * Checks both parts are present.
   *
   * @param player the player
   * @param setup the setup
   */
  public PlaceSetup {
    Objects.requireNonNull(player, "player");
    Objects.requireNonNull(setup, "setup");
  }

  @Override
  public String toString() {
    return "PlaceSetup[" + player + "]";
  }
}
