package io.github.strategorules.research.lostisland;

import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandOption;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.testkit.lostisland.IslandSpecs;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.ChoiceGames;
import io.github.strategorules.testkit.property.Draws;
import io.github.strategorules.testkit.property.Length;
import io.github.strategorules.testkit.property.Played;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Lost Island configurations for the research properties: the test kit's {@link IslandSpecs} (a
 * number of players in a range, a random first seat and layout seed, each LI-12 toggle on half the
 * time or always when required, the stone cells of a custom setup, a turn limit of 200 turns) with
 * the default supply, read as configurations, and their games. The same generator as
 * stratego-lostisland's tests use, not a copy of it.
 *
 * @param minPlayers the fewest players
 * @param maxPlayers the most players
 * @param required the toggles always on
 */
record IslandConfigArb(int minPlayers, int maxPlayers, Set<IslandOption> required)
    implements Arb<IslandConfig> {
  /** The turn limit of every generated game. */
  static final int TURN_LIMIT = IslandSpecs.TURN_LIMIT;

  /** Copies the toggles. */
  IslandConfigArb {
    required = required.isEmpty() ? EnumSet.noneOf(IslandOption.class) : EnumSet.copyOf(required);
  }

  /** 2 to 4 players, random toggles. */
  static IslandConfigArb any() {
    return new IslandConfigArb(2, 4, Set.of());
  }

  /** These configurations for a number of players in the given range. */
  IslandConfigArb players(int min, int max) {
    return new IslandConfigArb(min, max, required);
  }

  /** These configurations with a toggle always on. */
  IslandConfigArb with(IslandOption option) {
    Set<IslandOption> set = EnumSet.of(option);
    set.addAll(required);
    return new IslandConfigArb(minPlayers, maxPlayers, set);
  }

  /**
   * Games of these configurations, every decision from the new game on a choice among the legal
   * decisions, without resignations or draw offers: the research tools are about play.
   */
  Arb<Played<IslandState>> games(Length length) {
    return ChoiceGames.fromStarts(
        map(IslandState::newGame), length, ChoiceGames.Options.DEFAULT.tableActionsOneIn(0));
  }

  @Override
  public IslandConfig draw(Draws d) {
    return IslandConfig.parse(
        new IslandSpecs(
                minPlayers,
                maxPlayers,
                required.stream().map(IslandOption::specName).collect(Collectors.toSet()),
                false)
            .draw(d));
  }
}
