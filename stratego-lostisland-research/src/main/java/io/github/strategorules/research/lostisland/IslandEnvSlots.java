package io.github.strategorules.research.lostisland;

import io.github.strategorules.core.game.GameState;
import io.github.strategorules.lostisland.IslandGame;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.kernel.IslandPosition;
import io.github.strategorules.research.env.EnvSlot;
import io.github.strategorules.research.env.EnvSlots;
import java.util.List;

/**
 * Lost Island's fast path through a {@code VectorEnv} ({@link IslandResearch#fastPath}), for 2 to 4
 * seats and every LI-12 toggle: every game on the rules kernel ({@link IslandSlot} on an {@link
 * IslandPosition}), its ids from the {@link IslandActionCodec} ({@code encodeKernel}) and its
 * observation written from the position ({@link PositionObservations}); the codec, the writer and
 * the start pool in kernel form are shared by the environment's games and never written.
 */
final class IslandEnvSlots implements EnvSlots {
  private final IslandActionCodec codec;
  private final PositionObservations observations;

  /** The start pool as positions, never written: a reset copies from them. */
  private final IslandPosition[] pool;

  private final int maxLegal;

  IslandEnvSlots(IslandGame game, List<GameState> pool) {
    this.codec = IslandActionCodec.of(game);
    this.observations = new PositionObservations(game);
    this.pool = new IslandPosition[pool.size()];
    for (int k = 0; k < this.pool.length; k++) {
      this.pool[k] = IslandPosition.of((IslandState) pool.get(k));
    }
    // The generator's bound holds for every decision, setups included, whatever the toggles.
    this.maxLegal = Math.min(IslandPosition.MAX_DECISIONS, codec.numDistinctActions());
  }

  @Override
  public int maxLegal() {
    return maxLegal;
  }

  @Override
  public EnvSlot slot(GameState start) {
    return new IslandSlot((IslandState) start, pool, codec, observations, maxLegal);
  }
}
