package io.github.strategorules.research;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Seat;

/**
 * The board as each seat sees it from its own side, for a policy whose input and output are both in
 * its seat's frame ({@link ResearchKit#seatFrame}): where each square of an {@link
 * ObservationLayout} plane goes, and what each action id becomes. A seat's frame is a relabelling
 * of squares and ids, never of what the seat may know: the same facts, in other places.
 *
 * <p>The classic family's: RED sees the board as it is stored (rank 1, its own back row, at the
 * bottom: row 0); BLUE sees it turned half a circle (its own back row at the bottom, its left at
 * the left), and every action of BLUE's as RED's action on the turned board (so a BLUE move up the
 * board, toward the enemy, has the id of a RED move up the board). Implementations are immutable;
 * the arrays they return are the caller's to keep and must not be written.
 */
public interface SeatFrame {
  /**
   * The game whose squares and ids are relabelled.
   *
   * @return the game
   */
  Game game();

  /**
   * Where each square of a plane goes in a seat's frame: {@code squares(seat)[s]} is the index, in
   * that seat's frame, of the absolute square index {@code s = y * width + x}. A permutation.
   *
   * @param seat a seat of the game
   * @return the permutation, {@code height * width} long (the identity for a seat that sees the
   *     board as stored)
   */
  int[] squares(Seat seat);

  /**
   * What each action id is in a seat's frame: {@code actions(seat)[id]} is the id, in that seat's
   * frame, of the absolute id {@code id} ({@link ActionCodec}) of an action of that seat. A
   * permutation of the codec's ids.
   *
   * @param seat a seat of the game
   * @return the permutation, {@link ActionCodec#numDistinctActions()} long
   */
  int[] actions(Seat seat);
}
