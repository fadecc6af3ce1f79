package io.github.strategorules.research.lostisland;

import io.github.strategorules.core.game.GameState;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.kernel.IslandPosition;
import io.github.strategorules.research.env.EnvSlot;
import java.nio.FloatBuffer;
import org.jspecify.annotations.Nullable;

/**
 * A Lost Island game of a {@code VectorEnv} on the rules kernel ({@link IslandPosition}), Lost
 * Island's fast path ({@link IslandEnvSlots}): its legal decisions and its end come from the same
 * generator and resolver as the immutable {@link IslandState}'s, so the rules are the same, and
 * nothing is allocated per step, nor per reset from the start pool. The observation is the acting
 * seat's, written from the position ({@link PositionObservations}); the position keeps everything a
 * seat's observation needs (what each seat knows, LI-13, and the turn's counters), so the slot
 * keeps no memory of the episode of its own.
 */
final class IslandSlot extends EnvSlot {
  private final IslandPosition position;

  /** The kernel's ints of the legal decisions, in the order of {@link #ids}. */
  private final int[] decisions;

  private final IslandActionCodec codec;
  private final PositionObservations observations;

  /** What the environment's buffer holds of this game's observation, for incremental writes. */
  private final PositionObservations.Region region;

  /** The start positions, shared by every slot of an environment and never written. */
  private final IslandPosition[] pool;

  IslandSlot(
      IslandState start,
      IslandPosition[] pool,
      IslandActionCodec codec,
      PositionObservations observations,
      int maxLegal) {
    super(start, maxLegal);
    this.pool = pool;
    this.position = IslandPosition.of(start);
    this.decisions = new int[IslandPosition.MAX_DECISIONS];
    this.codec = codec;
    this.observations = observations;
    this.region = observations.region();
    generate();
  }

  @Override
  protected void reset(int poolIndex, GameState start) {
    position.copyFrom(poolIndex >= 0 ? pool[poolIndex] : IslandPosition.of((IslandState) start));
    generate();
  }

  /** The legal decisions of the seat to act, and their ids. */
  private void generate() {
    int n = position.generate(decisions);
    for (int i = 0; i < n; i++) {
      ids[i] = codec.encodeKernel(decisions[i]);
    }
    legalCount = n;
  }

  @Override
  protected int seat() {
    return position.decidingSeat();
  }

  @Override
  protected boolean step(int id, float[] rewards) {
    int i = 0;
    while (ids[i] != id) { // the environment checked that the id is legal
      i++;
    }
    position.play(decisions[i]);
    if (position.over()) {
      int winners = position.winners(); // none for a draw: every reward stays 0
      if (winners != 0) {
        for (int s = 0; s < position.players(); s++) {
          rewards[s] = (winners & (1 << s)) != 0 ? 1f : -1f;
        }
      }
      return true;
    }
    generate();
    return false;
  }

  @Override
  protected void observe(float[] out) {
    observations.write(position, position.decidingSeat(), out, region);
  }

  /**
   * Any seat's observation, during play or of the final position, from the position (it keeps what
   * every seat knows, LI-13), instead of the environment's replay of the episode's transcript.
   */
  @Override
  protected boolean observe(int seat, float[] out) {
    observations.write(position, seat, out, region);
    return true;
  }

  /**
   * The seat to act's observation straight into the environment's buffer, by what changed since
   * this slot last wrote the same region; left to the environment in a seat's frame (none is
   * defined for Lost Island, whose squares are absolute).
   */
  @Override
  protected boolean observeInto(
      FloatBuffer out, int offset, int @Nullable [] squares, boolean fresh) {
    if (squares != null) {
      return false;
    }
    observations.write(position, position.decidingSeat(), out, offset, region, fresh);
    return true;
  }
}
