package io.github.strategorules.research.env;

import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Seat;
import java.nio.FloatBuffer;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * One game of a {@link VectorEnv}: its current episode, the seat to act and that seat's legal
 * action ids. Two kinds: a game's own fast path (a research kit's {@link EnvSlots}, such as the
 * classic family's on its rules kernel, allocation-free) and the contract path that serves any game
 * ({@link GameState#apply}, through the codec and the encoder).
 *
 * <p>A subclass plays the rules and keeps {@link #ids} and {@link #legalCount} current (after it is
 * built, after {@link #reset} and after every {@link #step} that does not end the episode); the
 * environment does the rest: it checks every id against {@link #ids} before any game is stepped,
 * remembers the ids played (for {@link VectorEnv#state}), cuts an episode at its ply cap, plays the
 * opponents' decisions ({@link VectorEnv.Builder#opponents}: through the same {@link #step}),
 * relabels squares and ids into a seat's frame ({@link VectorEnv.Builder#seatFrame}), and copies
 * the seat, the legal ids, the mask and the observation into the caller's buffers. Everything a
 * slot writes for a seat must follow from what that seat may know (C-8 for the classic family), but
 * for what the rules themselves let out ({@link #mayRevealHidden}).
 *
 * <p>Required: {@link #reset}, {@link #seat}, {@link #step}, {@link #observe(float[])}. Optional,
 * each with a default that the environment works around (correct, slower): {@link #observe(int,
 * float[])} (any seat's observation, for final observations and {@link VectorEnv#observe}: by
 * default the environment folds the seat's transcript from a referee that replays the episode),
 * {@link #observeInto} (an incremental write straight into the buffer: by default {@link
 * #observe(float[])} and one copy), {@link #mayRevealHidden} (default false), {@link
 * EnvSlots#opponent} (bots' fast forms: by default bots play through their {@code Bot} API), and
 * for a fast path with opponents {@link #stepAt} and {@link #idAt} with {@link #deferIds} (play an
 * opponent's choice by index and encode no ids for its decision: by default the id is looked up).
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

  /**
   * A slot whose legal ids fit in {@code maxLegal} entries.
   *
   * @param start the first episode's start, a state in play
   * @param maxLegal the most legal actions one decision can have ({@link EnvSlots#maxLegal()})
   */
  protected EnvSlot(GameState start, int maxLegal) {
    java.util.Objects.requireNonNull(start, "start");
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
   * Writes the observation of the seat to act (the game's {@code ObservationEncoder} layout,
   * squares as stored: the environment relabels them into a seat's frame itself).
   *
   * @param out the observation, at least the encoder's size long, written from 0
   */
  protected abstract void observe(float[] out);

  /**
   * Writes the observation of any seat of the game as it stands, from what that seat may know only:
   * the seat to act's, another seat's, or, right after a {@link #step} that ended the episode (and
   * before {@link #reset}), a seat's observation of the final position (for the environment's final
   * observations and {@link VectorEnv#observe}). Equal to the encoder's over that seat's
   * transcript, as {@link #observe(float[])} is for the seat to act; squares as stored.
   *
   * <p>The default writes nothing and returns false: the environment then folds the seat's
   * transcript from a referee that replays the episode's start and ids, and asks the encoder (one
   * view per call, and a replay when no referee follows the game: correct, and slow enough for a
   * final observation per episode, not for every step).
   *
   * @param seat the seat's index in the game's seats
   * @param out the observation, at least the encoder's size long, written from 0
   * @return true when written, false to leave it to the environment
   */
  protected boolean observe(int seat, float[] out) {
    return false;
  }

  /**
   * Writes the observation of the seat to act straight into a region of the environment's buffer,
   * for a fast path that writes only what changed since its last write (an observation is mostly
   * zeros; the classic family's sets some 200 of 4,238 floats). The environment promises: the
   * region is {@code [offset, offset + size)} of {@code out} (direct or array-backed, written at
   * absolute indexes); unless {@code fresh}, it holds exactly what this slot's previous call of
   * this method wrote there (the environment passes {@code fresh} after it wrote the region
   * otherwise: a reset, a final observation, another slot); the squares of every plane go where
   * {@code squares} says (a seat's frame; null: as stored); the tail after the planes is as the
   * encoder writes it.
   *
   * <p>The default writes nothing and returns false: the environment then calls {@link
   * #observe(float[])} into a scratch array, relabels the squares and copies the whole region.
   *
   * @param out the environment's observations buffer
   * @param offset the first index of this game's region
   * @param squares where each square of a plane goes ({@code SeatFrame.squares}), or null
   * @param fresh true when the region's content is unknown to this slot: write all of it
   * @return true when written, false to leave it to the environment
   */
  protected boolean observeInto(
      FloatBuffer out, int offset, int @Nullable [] squares, boolean fresh) {
    return false;
  }

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

  /**
   * Lets the ids of this decision be written only when the environment reads them ({@link
   * #writeIds}): a fast path whose next decision may be an opponent's, played by index ({@link
   * #stepAt}), need not encode that decision's legal actions at all. Call after setting {@link
   * #legalCount}; the environment then calls {@link #writeIds} once before it reads {@link #ids}.
   */
  protected final void deferIds() {
    idsDeferred = true;
  }

  /** Whether {@link #ids} waits for {@link #writeIds} ({@link #deferIds}). */
  private boolean idsDeferred;

  /**
   * Writes the first {@link #legalCount} {@link #ids} of a decision whose ids were deferred ({@link
   * #deferIds}). The default has nothing to write: a slot that defers its ids must override it.
   */
  protected void writeIds() {
    throw new IllegalStateException("a slot that defers its ids must write them");
  }

  /**
   * The id at an index of the legal ids of the seat to act, as {@link #ids} holds it once written;
   * a slot that defers its ids may encode that one id alone.
   *
   * @param index from 0 to {@link #legalCount} - 1
   * @return the id
   */
  protected int idAt(int index) {
    return legalIds()[index];
  }

  /**
   * Plays the legal id at an index of the seat to act's legal ids, as {@link #step} plays that id
   * (the default calls it); a fast path that keeps its legal actions in the order of its ids plays
   * the action at the index without looking the id up.
   *
   * @param index from 0 to {@link #legalCount} - 1
   * @param rewards as for {@link #step}
   * @return true when the rules ended the episode
   */
  protected boolean stepAt(int index, float[] rewards) {
    return step(legalIds()[index], rewards);
  }

  /**
   * The legal ids of the seat to act, written first if they were deferred ({@link #deferIds}).
   *
   * @return {@link #ids}, whose first {@link #legalCount} are the legal ids
   */
  protected final int[] legalIds() {
    if (idsDeferred) {
      idsDeferred = false;
      writeIds();
    }
    return ids;
  }

  /** The index of an id among the legal ones, or -1. */
  final int indexOf(int id) {
    int[] a = legalIds();
    for (int i = 0, n = legalCount; i < n; i++) {
      if (a[i] == id) {
        return i;
      }
    }
    return -1;
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
