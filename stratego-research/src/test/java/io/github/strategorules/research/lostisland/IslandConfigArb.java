package io.github.strategorules.research.lostisland;

import io.github.strategorules.core.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandOption;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.ChoiceGames;
import io.github.strategorules.testkit.property.Draws;
import io.github.strategorules.testkit.property.Length;
import io.github.strategorules.testkit.property.Played;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Lost Island configurations for the research properties, drawn so that they shrink (testkit's
 * {@link Draws}): a number of players in a range, a random first seat and layout seed, each LI-12
 * toggle on half the time or always when required (ALTERNATING only with CUSTOM_SETUP, which also
 * draws the four stone cells, LI-3.5), the default supply and a turn limit of 200 turns as a
 * backstop (LI-11.2). The research tools read a configuration's supply and stone cells, which the
 * contract's spec generator ({@code GameSpecs.lostIsland()}) does not vary, hence this generator;
 * lostisland's own test generators are not published (no test-jars).
 *
 * @param minPlayers the fewest players
 * @param maxPlayers the most players
 * @param required the toggles always on
 */
record IslandConfigArb(int minPlayers, int maxPlayers, Set<IslandOption> required) implements Arb<IslandConfig> {
  /** The turn limit of every generated game. */
  static final int TURN_LIMIT = 200;

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
    return ChoiceGames.fromStarts(map(IslandState::newGame), length,
        ChoiceGames.Options.DEFAULT.tableActionsOneIn(0));
  }

  @Override
  public IslandConfig draw(Draws d) {
    int players = d.between(minPlayers, maxPlayers);
    IslandConfig.Builder b = IslandConfig.builder().players(players).first(Seat.of(d.choice(players)))
        .seed(d.seed()).turnLimit(TURN_LIMIT);
    Set<IslandOption> on = EnumSet.noneOf(IslandOption.class);
    for (IslandOption o : IslandOption.values()) {
      if (d.oneIn(2) || required.contains(o)) {
        on.add(o);
      }
    }
    if (!on.contains(IslandOption.CUSTOM_SETUP)) {
      on.remove(IslandOption.ALTERNATING);
    } else {
      List<Square> cells = new ArrayList<>();
      for (int y = 0; y < 6; y++) {
        for (int x = 0; x < 6; x++) {
          cells.add(Square.of(x, y));
        }
      }
      List<Square> stones = new ArrayList<>();
      for (int i = 0; i < 4; i++) {
        stones.add(cells.remove(d.choice(cells.size())));
      }
      b.stones(stones);
    }
    return b.options(on).build();
  }
}
