package io.github.strategorules.examples;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Seat;
import java.util.Locale;

/**
 * Reads a seat given on the command line: its index (0 to 3) or its name ({@code red}, {@code blue}
 * ...).
 */
final class SeatOption {
  private SeatOption() {}

  /**
   * The seat.
   *
   * @param text the option's value
   * @param game the game it must play in
   * @param option the option's name, for the message
   * @return the seat
   * @throws IllegalArgumentException for a seat that does not play in the game
   */
  static Seat parse(String text, Game game, String option) {
    Seat seat = null;
    String t = text.strip().toUpperCase(Locale.ROOT);
    if (t.matches("\\d")) {
      int i = Integer.parseInt(t);
      seat = i < Seat.values().length ? Seat.of(i) : null;
    } else {
      for (Seat s : Seat.values()) {
        if (s.name().equals(t)) {
          seat = s;
        }
      }
    }
    if (seat == null || !game.seats().contains(seat)) {
      throw new IllegalArgumentException(
          option
              + " must be one of the seats of "
              + game.spec()
              + ": "
              + game.seats().stream()
                  .map(s -> s.index() + " or " + s.name().toLowerCase(Locale.ROOT))
                  .toList());
    }
    return seat;
  }
}
