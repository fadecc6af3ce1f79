package io.github.strategorules.core.game;

/**
 * A seat at the table, the same in every game: seats are numbered 0 to n-1 in playing order
 * (clockwise, LI-1.1); a game of n players uses the first n seats. The colour names only label the
 * seats: classic Stratego's two players are {@link #RED} and {@link #BLUE} (C-1.2; the classic
 * typed API uses these two seats, {@link #opponent()} is the other one), Lost Island's explorer
 * tags use the names ({@code RED-A}, LI-1.2).
 */
public enum Seat {
  /** Seat 0. */
  RED,
  /** Seat 1. */
  BLUE,
  /** Seat 2. */
  GREEN,
  /** Seat 3. */
  YELLOW;

  private static final Seat[] ALL = values();

  /**
   * The seat with an index.
   *
   * @param index 0 to 3
   * @return the seat
   * @throws IllegalArgumentException for another index
   */
  public static Seat of(int index) {
    if (index < 0 || index >= ALL.length) {
      throw new IllegalArgumentException("no seat " + index + " (seats are 0 to 3)");
    }
    return ALL[index];
  }

  /**
   * The seat's index, 0 to 3.
   *
   * @return the index
   */
  public int index() {
    return ordinal();
  }

  /**
   * The other seat of a two-seat game such as classic Stratego (C-1.2).
   *
   * @return BLUE for RED and RED for BLUE
   * @throws IllegalStateException for GREEN or YELLOW, which have no single opponent
   */
  public Seat opponent() {
    return switch (this) {
      case RED -> BLUE;
      case BLUE -> RED;
      default ->
          throw new IllegalStateException(
              this
                  + " has no single opponent: opponent() is for the "
                  + "two-seat games, RED against BLUE");
    };
  }

  /**
   * The next seat clockwise in a game of {@code players} players (LI-4).
   *
   * @param players the number of players, 2 to 4
   * @return the next seat
   */
  public Seat next(int players) {
    return ALL[(ordinal() + 1) % players];
  }
}
