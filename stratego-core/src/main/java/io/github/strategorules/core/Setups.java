package io.github.strategorules.core;

import io.github.strategorules.core.game.Seat;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The placements a classic state keeps (C-2): while the setup goes on, the setup board with each
 * player's placements so far; once play has started, both complete setups (for the views, which
 * count captures against them, and for records); for a game restored from a position, nothing.
 *
 * @param during the placements so far while the setup goes on (or the game ended in it), else null
 * @param red RED's complete setup once play has started, else null
 * @param blue BLUE's complete setup once play has started, else null
 */
record Setups(@Nullable SetupBoard during, @Nullable Setup red, @Nullable Setup blue) {
  /** A game restored from a position: its setups are unknown. */
  static final Setups NONE = new Setups(null, null, null);

  /** The placements of a game in its setup. */
  static Setups during(SetupBoard board) {
    return new Setups(board, null, null);
  }

  /** The two complete setups of a board on which play starts. */
  static Setups played(SetupBoard board) {
    return new Setups(null, board.setup(Seat.RED), board.setup(Seat.BLUE));
  }

  /** Whether the game was restored from a position, so that its start is unknown. */
  boolean restored() {
    return during == null && red == null;
  }

  /** The setup board of a game without a position (in its setup, or ended during it): never null then. */
  SetupBoard board() {
    return Objects.requireNonNull(during, "no placements once play has started");
  }

  /** Whether a player's setup is complete; {@code inPlay} answers once the setup board is gone. */
  boolean complete(Seat seat, boolean inPlay) {
    return during == null ? inPlay : during.complete(seat);
  }

  /** A player's complete setup, or empty until it is complete and for a restored game. */
  Optional<Setup> setup(Seat seat) {
    if (during != null) {
      return during.complete(seat) ? Optional.of(during.setup(seat)) : Optional.empty();
    }
    return Optional.ofNullable(seat == Seat.RED ? red : blue);
  }

  /** The pieces a player has placed so far, complete or not; none for a restored game. */
  Setup placed(Seat seat) {
    if (during != null) {
      return during.setup(seat);
    }
    Setup s = seat == Seat.RED ? red : blue;
    return s == null ? Setup.of(List.<Setup.Placement>of()) : s;
  }
}
