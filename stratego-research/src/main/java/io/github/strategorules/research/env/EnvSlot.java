package io.github.strategorules.research.env;

import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Seat;
import java.util.List;

/**
 * One game of a {@link VectorEnv}: its current episode, the seat to act and that seat's legal
 * action ids. Two kinds: a game's own fast path (a research kit's {@link EnvSlots}, such as the
 * classic family's on its rules kernel, allocation-free) and the contract path that serves any game
 * ({@link GameState#apply}, through the codec and the encoder).
 *
 * <p>A subclass plays the rules and keeps {@link #ids} and {@link #legalCount} current (after it is
 * built, after {@link #reset} and after every {@link #step} that does not end the episode); the
 * environment does the rest: it checks every id against {@link #ids} before any game is stepped,
 * remembers the ids played (for {@link VectorEnv#state}), cuts an episode at its ply cap, and
 * copies the seat, the legal ids, the mask and the observation into the caller's buffers.
 * Everything a slot writes for the seat to act must follow from what that seat may know (C-8 for
 * the classic family), but for what the rules themselves let out ({@link #mayRevealHidden}).
 *
 * <p>Not thread-safe: the environment steps a slot on one thread at a time; slots of one
 * environment may share immutable tables.
 */
public abstract class EnvSlot {
  /**
   * The legal ids of the seat to act, in the game's order of legal actions; the first {@link
   * #legalCount} count.
   */
  protected final int[] ids;

  /** The number of legal ids of the seat to act. */
  protected int legalCount;

  /** The ids played in this episode, the first {@link #played} count: the environment's. */
  int[] actions = new int[64];

  /** The number of ids played in this episode: the environment's. */
  int played;

  /** The episode's start: the environment's. */
  GameState start;

  /**
   * A slot whose legal ids fit in {@code maxLegal} entries.
   *
   * @param start the first episode's start, a state in play
   * @param maxLegal the most legal actions one decision can have ({@link EnvSlots#maxLegal()})
   */
  protected EnvSlot(GameState start, int maxLegal) {
    this.start = start;
    this.ids = new int[maxLegal];
  }

  /**
   * Starts a new episode from a state in play (the environment checked that it is one), and writes
   * its first decision's legal ids.
   *
   * @param poolIndex the index of the start in the environment's start pool (the list given to
   *     {@link EnvKit#fastPath}), or -1 for a start made for this episode
   * @param start the start
   */
  protected abstract void reset(int poolIndex, GameState start);

  /**
   * The seat to act.
   *
   * @return its index in the game's seats ({@code Game.seats()})
   */
  protected abstract int seat();

  /**
   * Plays a legal id of the seat to act (one of the first {@link #legalCount} {@link #ids}: the
   * environment checked it), then writes the next decision's legal ids, or, when the rules end the
   * episode, each seat's reward.
   *
   * @param id the id
   * @param rewards each seat's reward by seat index, all 0 on entry: +1 to each winner and -1 to
   *     every other seat when the rules end the episode with winners, else left at 0
   * @return true when the rules ended the episode
   */
  protected abstract boolean step(int id, float[] rewards);

  /**
   * Writes the observation of the seat to act (the game's {@code ObservationEncoder} layout).
   *
   * @param out the observation, at least the encoder's size long, written from 0
   */
  protected abstract void observe(float[] out);

  /**
   * Whether the legal ids of the seat to act may now depend on facts hidden from it, because the
   * rules themselves let them out: for the classic family, the more-squares rule compares positions
   * by type (C-6.1, C-R7), so while the seat chases, a forbidden move or an allowed one can tell
   * whether two unrevealed enemy pieces share a type. False (the default) promises that the legal
   * ids depend on nothing hidden. The answer itself must follow from what the seat may know.
   *
   * @return whether the legal ids may carry a hidden fact now
   */
  protected boolean mayRevealHidden() {
    return false;
  }

  /** Whether an id is among the legal ones. */
  final boolean isLegal(int id) {
    int[] a = ids;
    for (int i = 0, n = legalCount; i < n; i++) {
      if (a[i] == id) {
        return true;
      }
    }
    return false;
  }

  /** Remembers a played id, for {@link VectorEnv#state}. */
  final void record(int id) {
    if (played == actions.length) {
      actions = java.util.Arrays.copyOf(actions, 2 * played);
    }
    actions[played++] = id;
  }

  /**
   * Writes the rewards of an outcome: +1 to each winner and -1 to every other seat, 0 to all on a
   * draw.
   *
   * @param outcome the outcome
   * @param seats the game's seats, in order
   * @param rewards the rewards by seat index, from 0
   */
  protected static void reward(Outcome outcome, List<Seat> seats, float[] rewards) {
    List<Seat> winners = outcome.winners();
    if (winners.isEmpty()) {
      return;
    }
    for (int s = 0; s < seats.size(); s++) {
      rewards[s] = winners.contains(seats.get(s)) ? 1f : -1f;
    }
  }
}
