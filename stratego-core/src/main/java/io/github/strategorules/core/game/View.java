package io.github.strategorules.core.game;

import java.util.List;
import java.util.Optional;

/**
 * What one seat (or a spectator) may know of a game: an independent, immutable snapshot built only
 * from what that seat has seen. Neither its fields nor its {@code toString()} (a text diagram) hold
 * a fact hidden from that seat, so it may be sent to that seat's client or bot.
 */
public interface View {
  /**
   * The game, public facts only.
   *
   * @return the game
   */
  Game game();

  /**
   * Whose view this is.
   *
   * @return the seat, or empty for a spectator
   */
  Optional<Seat> seat();

  /**
   * The phase.
   *
   * @return setup, play or over
   */
  Phase phase();

  /**
   * The seats whose decision the game waits for (public).
   *
   * @return the deciding seats, in seat order
   */
  List<Seat> toDecide();

  /**
   * The outcome, once the game is over (public).
   *
   * @return the outcome or empty
   */
  Optional<? extends Outcome> outcome();

  /**
   * The board as this view's seat sees it: squares, terrain and pieces, as data ({@link Grid}).
   * What the view's {@code toString()} draws as a diagram, for clients that draw their own.
   *
   * @return the board
   */
  Grid grid();
}
