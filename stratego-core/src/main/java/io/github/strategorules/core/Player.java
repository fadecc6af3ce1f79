package io.github.strategorules.core;

/**
 * The two players of a classic-family game (C-1.2). RED sets up on ranks 1 to 4 and, in the
 * Jumbo rules, moves first (C-3.1).
 */
public enum Player {
  /** The player whose back row is rank 1. */
  RED,
  /** The player whose back row is the last rank. */
  BLUE;

  /**
   * The other player.
   *
   * @return BLUE for RED and RED for BLUE
   */
  public Player opponent() {
    return this == RED ? BLUE : RED;
  }

  /**
   * The player with the given index.
   *
   * @param index 0 for RED, 1 for BLUE
   * @return the player
   */
  public static Player of(int index) {
    return index == 0 ? RED : BLUE;
  }
}
