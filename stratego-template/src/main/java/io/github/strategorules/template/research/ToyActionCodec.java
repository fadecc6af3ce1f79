package io.github.strategorules.template.research;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.research.ActionCodec;
import io.github.strategorules.template.ToyAction;
import io.github.strategorules.template.ToyGame;
import java.util.ArrayList;
import java.util.List;

/**
 * Dense action ids of the toy game, the same for both seats ({@link #decode} takes the seat): what
 * a policy network outputs and a legal mask indexes. The ids are the game's decisions only (the
 * table actions, resigning and draws, have none: a learner never takes them, as {@code
 * GameState.decisions} leaves them out):
 *
 * <ul>
 *   <li>{@code 0 .. 33}: a walk (TOY-3) from one square to an orthogonal neighbour on the board,
 *       squares in rank order (a1, b1, c1, a2, ...), each square's steps up, down, left, right. The
 *       pond's walks (TOY-1) have ids too, never legal;
 *   <li>{@code 34 .. 36}: hiding the value 1, 2 or 3 (TOY-2).
 * </ul>
 *
 * A game of your own lists its decisions the same way: every decision a seat can ever take gets one
 * id, in an order fixed by the rules, not by a position. Immutable and thread-safe.
 */
public final class ToyActionCodec implements ActionCodec {
  /** The steps of a walk: up, down, left, right (before {@link #INSTANCE}, which reads them). */
  private static final int[][] STEPS = {{0, 1}, {0, -1}, {-1, 0}, {1, 0}};

  /** The one codec: the toy game has no options that change its ids. */
  static final ToyActionCodec INSTANCE = new ToyActionCodec();

  /** The walks by id: start and end square. */
  private final List<Square[]> walks = new ArrayList<>();

  /** The id of the walk from square index {@code from} in step direction {@code d}, or -1. */
  private final int[][] walkIds = new int[ToyGame.FILES * ToyGame.RANKS][STEPS.length];

  private ToyActionCodec() {
    for (int y = 0; y < ToyGame.RANKS; y++) {
      for (int x = 0; x < ToyGame.FILES; x++) {
        for (int d = 0; d < STEPS.length; d++) {
          int tx = x + STEPS[d][0];
          int ty = y + STEPS[d][1];
          boolean onBoard = tx >= 0 && tx < ToyGame.FILES && ty >= 0 && ty < ToyGame.RANKS;
          walkIds[y * ToyGame.FILES + x][d] = onBoard ? walks.size() : -1;
          if (onBoard) {
            walks.add(new Square[] {Square.of(x, y), Square.of(tx, ty)});
          }
        }
      }
    }
  }

  /** The number of walk ids; the hides follow them. */
  private int walkCount() {
    return walks.size();
  }

  @Override
  public int numDistinctActions() {
    return walkCount() + 3;
  }

  @Override
  public int encode(Action action) {
    if (action instanceof ToyAction.Walk w) {
      int dx = w.to().x() - w.from().x();
      int dy = w.to().y() - w.from().y();
      for (int d = 0; d < STEPS.length; d++) {
        if (STEPS[d][0] == dx && STEPS[d][1] == dy && onBoard(w.from())) {
          int id = walkIds[w.from().y() * ToyGame.FILES + w.from().x()][d];
          if (id >= 0) {
            return id;
          }
        }
      }
    } else if (action instanceof ToyAction.Hide h) {
      return walkCount() + h.value() - 1;
    }
    // toString, not notation(): an action's text may hold a secret (a hidden value)
    throw new IllegalArgumentException("no id for " + action);
  }

  private static boolean onBoard(Square s) {
    return s.x() < ToyGame.FILES && s.y() < ToyGame.RANKS;
  }

  @Override
  public Action decode(int id, Seat seat) {
    if (id < 0 || id >= numDistinctActions()) {
      throw new IllegalArgumentException(
          "action id " + id + " is outside 0.." + (numDistinctActions() - 1));
    }
    if (id >= walkCount()) {
      return new ToyAction.Hide(seat, id - walkCount() + 1);
    }
    Square[] w = walks.get(id);
    return new ToyAction.Walk(seat, w[0], w[1]);
  }

  @Override
  public String toString() {
    return "ToyActionCodec[" + numDistinctActions() + " ids]";
  }
}
