package io.github.strategorules.lostisland.support;

import io.github.strategorules.core.support.property.Arb;
import io.github.strategorules.core.support.property.ChoiceGames;
import io.github.strategorules.core.support.property.Length;
import io.github.strategorules.core.support.property.Played;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandStep;
import java.util.List;

/**
 * Generators of Lost Island games that shrink: a configuration ({@link IslandConfigs}), then every
 * decision from the new game on, setups included, as a choice sequence. A failing game shrinks to
 * fewer decisions, earlier actions in the legal order and a simpler configuration; it shows as
 * its {@link io.github.strategorules.lostisland.IslandRecord}.
 */
public final class IslandGames {
  /** More decisions than any game takes: games are played to their end. */
  public static final int TO_THE_END = 100_000;

  private IslandGames() {}

  /**
   * Games played to their end.
   *
   * @param configs the configurations
   * @return the generator
   */
  public static Arb<Played<IslandState, IslandAction, IslandStep>> games(Arb<IslandConfig> configs) {
    return games(configs, Length.upTo(TO_THE_END));
  }

  /**
   * A game replayed from a new game of its configuration.
   *
   * @param start the new game
   * @param actions the actions
   * @return the game
   * @throws io.github.strategorules.core.IllegalActionException at the first illegal action
   */
  public static Played<IslandState, IslandAction, IslandStep> replay(IslandState start,
      List<IslandAction> actions) {
    return ChoiceGames.replay(IslandRules.ACTIONS, start, actions);
  }

  /**
   * Games of some length.
   *
   * @param configs the configurations
   * @param length how many decisions
   * @return the generator
   */
  public static Arb<Played<IslandState, IslandAction, IslandStep>> games(Arb<IslandConfig> configs,
      Length length) {
    return ChoiceGames.games(IslandRules.ACTIONS, configs.map(IslandState::newGame), length);
  }
}
