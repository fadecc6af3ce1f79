package io.github.strategorules.research.env;

import io.github.strategorules.core.game.GameState;

/**
 * A game's fast path through one {@link VectorEnv}: the slots of its games, made by a research
 * kit's {@link EnvKit#fastPath} once per environment. The slots may share what the factory holds
 * (tables compiled from the rules, the start pool in the game's own form), which must then be
 * immutable, as the environment steps its games on several threads ({@link
 * VectorEnv.Builder#threads}).
 */
public interface EnvSlots {
  /**
   * The most legal actions one decision of this environment's games can have: the length of each
   * game's legal-id row ({@link EnvShape#maxLegal()}), and of every slot's {@link EnvSlot#ids}.
   *
   * @return the bound, at least 1
   */
  int maxLegal();

  /**
   * A slot for one game of the environment, at the start of its first episode, with its first
   * decision's legal ids written.
   *
   * @param start the start, a state in play of the environment's game
   * @return the slot
   */
  EnvSlot slot(GameState start);
}
