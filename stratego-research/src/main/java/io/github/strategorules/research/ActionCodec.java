package io.github.strategorules.research;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Seat;
import java.util.List;

/**
 * Dense integer ids for the actions of one game, for policy networks and search tables: every
 * decision a seat can take has an id in {@code 0 .. numDistinctActions() - 1}, the same for every
 * seat ({@link #decode} takes the seat). Each game documents its layout of ids. Implementations are
 * immutable and thread-safe; {@link ResearchKit#codec} gives a game's codec.
 */
public interface ActionCodec {
  /**
   * The number of ids.
   *
   * @return the count
   */
  int numDistinctActions();

  /**
   * The id of an action.
   *
   * @param action an action of this codec's game
   * @return the id, {@code 0 <= id < numDistinctActions()}
   * @throws IllegalArgumentException when the action has no id (another game's action, or a shape
   *     no id names)
   */
  int encode(Action action);

  /**
   * The action of an id, taken by a seat. An id may name an action that is never legal (a move out
   * of a lake); decoding it still works.
   *
   * @param id the id
   * @param seat the acting seat
   * @return the action
   * @throws IllegalArgumentException when the id is out of range
   */
  Action decode(int id, Seat seat);

  /**
   * Writes a legal-action mask: {@code out[id]} is true exactly for the ids of the listed actions.
   *
   * @param legal legal actions, such as a bot's decisions
   * @param out the mask, at least {@link #numDistinctActions()} long; entries 0 to {@code
   *     numDistinctActions() - 1} are written
   * @return the number of listed actions
   * @throws IllegalArgumentException when a listed action has no id
   */
  default int writeLegalMask(List<? extends Action> legal, boolean[] out) {
    java.util.Arrays.fill(out, 0, numDistinctActions(), false);
    for (Action a : legal) {
      out[encode(a)] = true;
    }
    return legal.size();
  }
}
