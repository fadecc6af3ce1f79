package io.github.strategorules.core;

import io.github.strategorules.core.game.Seat;

/**
 * The two players of a classic-family game (C-1.2). RED sets up on ranks 1 to 4 and, in the
 * Jumbo rules, moves first (C-3.1). In the game-neutral contract the players are the seats
 * {@link Seat#RED} and {@link Seat#BLUE}: {@link #seat()} and {@link #of(Seat)} convert.
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

  /**
   * The contract's seat of this player.
   *
   * @return {@link Seat#RED} or {@link Seat#BLUE}
   */
  public Seat seat() {
    return this == RED ? Seat.RED : Seat.BLUE;
  }

  /**
   * The player at a seat.
   *
   * @param seat {@link Seat#RED} or {@link Seat#BLUE}
   * @return the player
   * @throws IllegalArgumentException for a seat that does not play classic Stratego
   */
  public static Player of(Seat seat) {
    return switch (seat) {
      case RED -> RED;
      case BLUE -> BLUE;
      default -> throw new IllegalArgumentException("classic Stratego has the seats RED and BLUE, not " + seat);
    };
  }
}
