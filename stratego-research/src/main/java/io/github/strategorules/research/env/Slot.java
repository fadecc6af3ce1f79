package io.github.strategorules.research.env;

import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Seat;
import java.util.List;

/**
 * One game of a {@link VectorEnv}: its current episode, the seat to act and that seat's legal
 * action ids. Two kinds: {@link KernelSlot} (the classic family on the rules kernel,
 * allocation-free) and {@link ContractSlot} (any game, through the contract).
 */
abstract class Slot {
  /** {@link #step}: the episode goes on. */
  static final int ONGOING = 0;

  /** {@link #step}: the episode ended by the rules. */
  static final int TERMINATED = 1;

  /** {@link #step}: the episode reached the ply cap. */
  static final int TRUNCATED = 2;

  /** The legal ids of the seat to act, the first {@link #legalCount} count. */
  int[] ids;

  int legalCount;

  /** The ids played in this episode, the first {@link #played} count. */
  int[] actions = new int[64];

  int played;

  /** The episode's start. */
  GameState start;

  Slot(GameState start, int maxLegal) {
    this.start = start;
    this.ids = new int[maxLegal];
  }

  /** Starts a new episode from a state in play (the caller checked it is one). */
  abstract void reset(int poolIndex, GameState start);

  /** The index in the game's seats of the seat to act. */
  abstract int seat();

  /**
   * Plays an id of the seat to act (one of {@link #ids}), writes each seat's reward from {@code
   * rewardOffset} and tells whether the episode ended.
   */
  abstract int step(int id, float[] rewards, int rewardOffset, int maxPlies);

  /** Writes the observation of the seat to act. */
  abstract void observe(float[] out);

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
   */
  static void reward(Outcome outcome, List<Seat> seats, float[] rewards, int offset) {
    List<Seat> winners = outcome.winners();
    if (winners.isEmpty()) {
      return;
    }
    for (int s = 0; s < seats.size(); s++) {
      rewards[offset + s] = winners.contains(seats.get(s)) ? 1f : -1f;
    }
  }
}
