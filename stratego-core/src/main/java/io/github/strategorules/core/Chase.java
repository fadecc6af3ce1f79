package io.github.strategorules.core;

import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.internal.seats.ClassicSeats;
import io.github.strategorules.core.kernel.Moves;
import io.github.strategorules.core.kernel.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A player's state as chaser under the more-squares rule (C-6): its last move (for the C-6.2
 * exception), whether a chase by it is on, the squares of the enemy pieces that evaded during the
 * chase, and how many positions the chase has had. Public: it follows from the moves both players
 * saw. (The positions themselves are boards with every piece's type, so only their number is here.)
 *
 * @param lastMove the player's last move, if its piece survived it
 * @param chasing whether a chase by this player is on
 * @param evaders where the pieces that evaded during the chase stand
 * @param positions how many positions the chase has had
 */
public record Chase(Optional<Move> lastMove, boolean chasing, List<Square> evaders, int positions) {
  /** No chase and no last move. */
  public static final Chase NONE = new Chase(Optional.empty(), false, List.of(), 0);

  /**
   * Checks the parts and copies the evaders.
   *
   * @param lastMove the last move or empty
   * @param chasing whether a chase is on
   * @param evaders the evaders' squares
   * @param positions the number of chase positions
   */
  public Chase {
    Objects.requireNonNull(lastMove, "lastMove");
    evaders = List.copyOf(evaders);
  }

  /**
   * A player's chase state read off a kernel position.
   *
   * @param p the position
   * @param seat the seat as chaser
   * @return the state
   */
  public static Chase of(Position p, Seat seat) {
    int q = ClassicSeats.require(seat).ordinal();
    if (!p.moreSquaresRule()) {
      return NONE;
    }
    int last = p.lastMove(q);
    List<Square> evaders = new ArrayList<>();
    for (int s : p.chaseEvaders(q)) {
      evaders.add(p.square(s));
    }
    Optional<Move> lastMove =
        last < 0
            ? Optional.empty()
            : Optional.of(Move.of(seat, p.square(Moves.from(last)), p.square(Moves.to(last))));
    return new Chase(lastMove, p.chasing(q), evaders, p.chaseHashes(q).length);
  }
}
