package io.github.strategorules.research.classic;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.research.env.EnvOpponent;
import io.github.strategorules.research.env.EnvSlot;
import io.github.strategorules.research.env.EnvSlots;
import java.util.List;
import java.util.Optional;

/**
 * The classic family's fast path through a {@code VectorEnv} ({@link ClassicResearch#fastPath}):
 * every game on the rules kernel ({@link KernelSlot}), its ids from a table of the {@link
 * ClassicActionCodec} ({@link KernelIds}) and its observation written from the position ({@link
 * KernelObservations}), all three shared by the environment's games, as is the start pool in kernel
 * form. Every ruleset of the family but free setups (whose starts have no fixed roster to bound the
 * legal-id rows).
 */
final class ClassicEnvSlots implements EnvSlots {
  private final KernelIds ids;
  private final KernelObservations observations;

  /** The start pool as positions, never written: a reset copies from them. */
  private final Position[] pool;

  private final int maxLegal;
  private final Ruleset ruleset;

  ClassicEnvSlots(Ruleset ruleset, List<GameState> pool, GameState first) {
    this.ruleset = ruleset;
    this.ids = new KernelIds(ClassicActionCodec.of(ruleset), ruleset.width() * ruleset.height());
    this.observations = new KernelObservations(ruleset);
    this.pool = new Position[pool.size()];
    // A start's move bound holds for its whole game: pieces only leave the board (V-1.2 bounds
    // by the roster), and every start of a ruleset has the same roster, so one bound serves.
    int bound = ((ClassicState) first).toPosition().maxMoves();
    for (int k = 0; k < this.pool.length; k++) {
      this.pool[k] = ((ClassicState) pool.get(k)).toPosition();
      bound = Math.max(bound, this.pool[k].maxMoves());
    }
    this.maxLegal = bound;
  }

  @Override
  public int maxLegal() {
    return maxLegal;
  }

  @Override
  public EnvSlot slot(GameState start) {
    return new KernelSlot((ClassicState) start, pool, ids, observations, maxLegal);
  }

  /**
   * {@inheritDoc} The classic family's: {@code heuristic} and {@code random} ({@link
   * KernelOpponent}); the other bots (search, reference, strategist) play through their {@code Bot}
   * API.
   */
  @Override
  public Optional<EnvOpponent> opponent(String name) {
    return Optional.ofNullable(KernelOpponent.of(name, ruleset));
  }
}
