package io.github.strategorules.research.env;

import io.github.strategorules.core.game.GameState;
import java.util.Optional;

/**
 * A game's fast path through one {@link VectorEnv}: the slots of its games, made by a research
 * kit's {@link EnvKit#fastPath} once per environment. The slots may share what the factory holds
 * (tables compiled from the rules, the start pool in the game's own form), which must then be
 * immutable, as the environment steps its games on several threads ({@link
 * VectorEnv.Builder#threads}).
 */
public interface EnvSlots {
  /**
   * The most legal actions one decision of this environment's games can have during play: the
   * length of each slot's {@link EnvSlot#ids} (the environment's legal-id rows are at least this
   * long: longer with setup episodes, whose placements the contract path lists).
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

  /**
   * The fast form of a library bot of this game for this fast path's slots ({@link EnvOpponent},
   * whose contract a kit must check), or empty (the default): the environment then runs the bot
   * through its {@code Bot} API on the seat's transcript, folded from a referee that follows the
   * game, which is correct and slow. Asked once per block of games an environment steps on one
   * thread (each answer is used by one thread at a time), only for environments with opponents
   * ({@link VectorEnv.Builder#opponents}); a kit answers for the names whose bot it can play
   * exactly.
   *
   * @param name the bot's name, as {@code Bots.byName} knows it
   * @return a new fast form, or empty
   */
  default Optional<EnvOpponent> opponent(String name) {
    return Optional.empty();
  }
}
