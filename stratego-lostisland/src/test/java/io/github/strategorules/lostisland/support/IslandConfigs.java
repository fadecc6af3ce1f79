package io.github.strategorules.lostisland.support;

import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandOption;
import io.github.strategorules.testkit.lostisland.IslandSpecs;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.Draws;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Lost Island configurations as generated values that shrink towards the 2-player base game, drawn
 * by the test kit's {@link IslandSpecs} and read with {@link IslandConfig#parse(String)}: the
 * players (2 to 4), the first seat, the layout seed, each LI-12 toggle on half the time
 * (ALTERNATING only with CUSTOM_SETUP, which also draws four stone cells) and, a quarter of the
 * time, a small LI-1.3 supply so that gains and ring purchases meet its limits. Shrinking goes to
 * fewer players, the first seat first, seed 0, no toggle and the default supply. Every game has a
 * turn limit of 200 turns as a backstop.
 *
 * @param minPlayers the fewest players
 * @param maxPlayers the most players
 * @param required toggles always on
 * @param smallSupplies whether small supplies are drawn
 */
public record IslandConfigs(
    int minPlayers, int maxPlayers, Set<IslandOption> required, boolean smallSupplies)
    implements Arb<IslandConfig> {
  /** The turn limit of every generated game (LI-11.2). */
  public static final int TURN_LIMIT = IslandSpecs.TURN_LIMIT;

  /** Copies the toggles. */
  public IslandConfigs {
    required = required.isEmpty() ? EnumSet.noneOf(IslandOption.class) : EnumSet.copyOf(required);
  }

  /**
   * 2 to 4 players, random toggles and sometimes a small supply.
   *
   * @return the generator
   */
  public static IslandConfigs any() {
    return new IslandConfigs(2, 4, Set.of(), true);
  }

  /**
   * These configurations for a number of players in the given range.
   *
   * @param min the fewest
   * @param max the most
   * @return the generator
   */
  public IslandConfigs players(int min, int max) {
    return new IslandConfigs(min, max, required, smallSupplies);
  }

  /**
   * These configurations with a toggle always on.
   *
   * @param option the toggle
   * @return the generator
   */
  public IslandConfigs with(IslandOption option) {
    Set<IslandOption> set = EnumSet.of(option);
    set.addAll(required);
    return new IslandConfigs(minPlayers, maxPlayers, set, smallSupplies);
  }

  /**
   * These configurations with the default supply only.
   *
   * @return the generator
   */
  public IslandConfigs defaultSupply() {
    return new IslandConfigs(minPlayers, maxPlayers, required, false);
  }

  /** The kit's generator of the same specs. */
  private IslandSpecs specs() {
    return new IslandSpecs(
        minPlayers,
        maxPlayers,
        required.stream().map(IslandOption::specName).collect(Collectors.toSet()),
        smallSupplies);
  }

  @Override
  public IslandConfig draw(Draws d) {
    return IslandConfig.parse(specs().draw(d));
  }
}
