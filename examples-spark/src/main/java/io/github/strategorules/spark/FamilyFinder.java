package io.github.strategorules.spark;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.research.BotFamily;
import io.github.strategorules.research.Bots;
import java.io.Serializable;

/**
 * Finds a tunable bot family by name on every executor: {@link #BOTS} ({@link Bots#family}, the
 * families of the games' research kits) for the command line; a test gives its own. Serializable,
 * as tasks receive it.
 */
@FunctionalInterface
public interface FamilyFinder extends Serializable {
  /** The research kits' families: {@link Bots#family}. */
  FamilyFinder BOTS = Bots::family;

  /**
   * The family of a game by name.
   *
   * @param game the game
   * @param name the family's name
   * @return the family
   * @throws IllegalArgumentException for an unknown name
   */
  BotFamily family(Game game, String name);
}
