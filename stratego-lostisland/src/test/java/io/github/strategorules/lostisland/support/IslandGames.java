package io.github.strategorules.lostisland.support;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.ChoiceGames;
import io.github.strategorules.testkit.property.Length;
import io.github.strategorules.testkit.property.Played;
import java.util.List;

/**
 * Generators of Lost Island games that shrink, on the contract's generator ({@link ChoiceGames}): a
 * configuration ({@link IslandConfigs}), then every decision from the new game on, setups included,
 * as a choice among the legal actions. These games are for properties of the rules (LI-1 to LI-13):
 * they hold no resignation or draw action unless asked for with {@link #games(Arb, Length,
 * ChoiceGames.Options)} (the contract properties do). A failing game shrinks to fewer decisions,
 * earlier actions in the legal order and a simpler configuration; it shows as its {@link
 * io.github.strategorules.lostisland.IslandRecord}.
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
  public static Arb<Played<IslandState>> games(Arb<IslandConfig> configs) {
    return games(configs, Length.upTo(TO_THE_END));
  }

  /**
   * A game replayed from a new game of its configuration, each action in its own seat's name.
   *
   * @param start the new game
   * @param actions the actions
   * @return the game
   * @throws io.github.strategorules.core.error.IllegalActionException at the first illegal action
   */
  public static Played<IslandState> replay(IslandState start, List<? extends Action> actions) {
    return ChoiceGames.replay(start, actions);
  }

  /**
   * Games of some length (decisions after the setup).
   *
   * @param configs the configurations
   * @param length how many decisions after the setup
   * @return the generator
   */
  public static Arb<Played<IslandState>> games(Arb<IslandConfig> configs, Length length) {
    return games(configs, length, ChoiceGames.Options.DEFAULT.tableActionsOneIn(0));
  }

  /**
   * Games whose decisions are chosen with other options (table actions at some rate, say).
   *
   * @param configs the configurations
   * @param length how many decisions after the setup
   * @param options how decisions are chosen
   * @return the generator
   */
  public static Arb<Played<IslandState>> games(
      Arb<IslandConfig> configs, Length length, ChoiceGames.Options options) {
    return ChoiceGames.fromStarts(configs.map(IslandState::newGame), length, options);
  }
}
