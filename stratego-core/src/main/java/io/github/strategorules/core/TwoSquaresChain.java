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
 * A player's two-squares chain (C-5.2): the square of the piece that player moved last and the
 * chain's remembered moves (at most N), oldest first. Public information: both players saw every
 * move. Each remembered move is given as the segment it covered, from its lower square to its
 * higher square, because the rule only looks at the square boundaries a move crosses.
 *
 * @param piece where the chain piece stands, or empty for an empty chain
 * @param segments the remembered moves as segments, oldest first
 */
public record TwoSquaresChain(Optional<Square> piece, List<Move> segments) {
  /** The empty chain. */
  public static final TwoSquaresChain EMPTY = new TwoSquaresChain(Optional.empty(), List.of());

  /**
   * Checks the parts and copies the segments.
   *
   * @param piece the chain piece's square or empty
   * @param segments the segments
   */
  public TwoSquaresChain {
    Objects.requireNonNull(piece, "piece");
    segments = List.copyOf(segments);
  }

  /**
   * A player's chain read off a kernel position.
   *
   * @param p the position
   * @param seat the seat
   * @return the chain
   */
  public static TwoSquaresChain of(Position p, Seat seat) {
    int q = ClassicSeats.require(seat).ordinal();
    int len = p.chainLength(q);
    if (len == 0) {
      return EMPTY;
    }
    List<Move> list = new ArrayList<>(len);
    for (int i = 0; i < len; i++) {
      int seg = p.chainSegment(q, i);
      list.add(Move.of(seat, p.square(Moves.from(seg)), p.square(Moves.to(seg))));
    }
    return new TwoSquaresChain(Optional.of(p.square(p.chainSquare(q))), list);
  }
}
