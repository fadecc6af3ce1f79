package io.github.strategorules.testkit.lostisland;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.Draws;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.StringJoiner;

/**
 * Lost Island configurations as generated specs, such as {@code
 * lost-island(players=3,first=1,seed=42,turn_limit=200,custom_setup,stones=a1.c4.e2.f6)}, that
 * shrink towards the 2-player base game: the players (2 to 4), the first seat, the layout seed,
 * each LI-12 toggle on half the time ({@code alternating} only with {@code custom_setup}, which
 * also draws four stone cells, LI-3.5) and, a quarter of the time when asked for, a small LI-1.3
 * supply so that gains and ring purchases meet its limits. Shrinking goes to fewer players, the
 * first seat first, seed 0, no toggle and the default supply. Every game has a turn limit of
 * {@value #TURN_LIMIT} turns as a backstop (LI-11.2).
 *
 * <p>Unlike {@code GameSpecs.lostIsland()}, which varies only what the contract's properties need,
 * this generator varies everything a configuration holds (first seat, seed, stone cells, supply),
 * for the properties of the game and of the research tools. Read a spec with {@code
 * IslandConfig.parse(spec)}, or as a game with {@link #games()}.
 *
 * @param minPlayers the fewest players
 * @param maxPlayers the most players
 * @param required the toggles always on, by their spec names ({@link #TOGGLES})
 * @param smallSupplies whether small supplies are drawn
 */
public record IslandSpecs(
    int minPlayers, int maxPlayers, Set<String> required, boolean smallSupplies)
    implements Arb<String> {
  /** The turn limit of every generated game (LI-11.2). */
  public static final int TURN_LIMIT = 200;

  /**
   * The LI-12 toggles by their spec names, in the order of the game's {@code IslandOption}, which
   * is the order they are drawn in.
   */
  public static final List<String> TOGGLES =
      List.of(
          "custom_setup",
          "alternating",
          "storms_when_shrinking",
          "extra_loot",
          "removed_face_down",
          "secret_fights",
          "storms_vanish",
          "power_ups_anytime");

  /**
   * Checks the range and the toggles, and copies them.
   *
   * @param minPlayers the fewest players, 2 or more
   * @param maxPlayers the most players, 4 or fewer
   * @param required the toggles always on
   * @param smallSupplies whether small supplies are drawn
   * @throws IllegalArgumentException for a range outside 2 to 4 players or an unknown toggle
   */
  public IslandSpecs {
    if (minPlayers < 2 || maxPlayers > 4 || minPlayers > maxPlayers) {
      throw new IllegalArgumentException(
          "players from 2 to 4, not " + minPlayers + " to " + maxPlayers);
    }
    for (String t : required) {
      if (!TOGGLES.contains(t)) {
        throw new IllegalArgumentException(
            "not a Lost Island toggle: " + t + " (toggles: " + TOGGLES + ")");
      }
    }
    required = Set.copyOf(required);
  }

  /**
   * 2 to 4 players, random toggles and sometimes a small supply.
   *
   * @return the generator
   */
  public static IslandSpecs any() {
    return new IslandSpecs(2, 4, Set.of(), true);
  }

  /**
   * These specs for a number of players in the given range.
   *
   * @param min the fewest
   * @param max the most
   * @return the generator
   */
  public IslandSpecs players(int min, int max) {
    return new IslandSpecs(min, max, required, smallSupplies);
  }

  /**
   * These specs with a toggle always on.
   *
   * @param toggle the toggle's spec name, such as {@code secret_fights}
   * @return the generator
   */
  public IslandSpecs with(String toggle) {
    Set<String> set = new LinkedHashSet<>(required);
    set.add(toggle);
    return new IslandSpecs(minPlayers, maxPlayers, set, smallSupplies);
  }

  /**
   * These specs with the default supply only.
   *
   * @return the generator
   */
  public IslandSpecs defaultSupply() {
    return new IslandSpecs(minPlayers, maxPlayers, required, false);
  }

  /**
   * The games of these specs, found in the registry ({@code stratego-lostisland} must be on the
   * path when the generator draws).
   *
   * @return the generator of games
   */
  public Arb<Game> games() {
    return d -> Games.parse(draw(d));
  }

  @Override
  public String draw(Draws d) {
    // The draws come in a fixed order (players, first seat, seed, toggles, stones, supply), so that
    // shrinking one of them leaves the others as they were.
    int players = d.between(minPlayers, maxPlayers);
    StringJoiner spec = new StringJoiner(",", "lost-island(", ")");
    spec.add("players=" + players)
        .add("first=" + d.choice(players))
        .add("seed=" + d.seed())
        .add("turn_limit=" + TURN_LIMIT);
    Set<String> on = new LinkedHashSet<>();
    for (String t : TOGGLES) {
      if (d.oneIn(2) || required.contains(t)) {
        on.add(t);
      }
    }
    if (!on.contains("custom_setup")) {
      on.remove("alternating"); // LI-3.5: alternating placement is a way of the custom setup
    }
    on.forEach(spec::add);
    if (on.contains("custom_setup")) {
      List<String> cells = new ArrayList<>();
      for (int y = 0; y < 6; y++) {
        for (int x = 0; x < 6; x++) {
          cells.add(Square.of(x, y).toString());
        }
      }
      StringJoiner stones = new StringJoiner(".", "stones=", "");
      for (int i = 0; i < 4; i++) {
        stones.add(cells.remove(d.choice(cells.size())));
      }
      spec.add(stones.toString());
    }
    if (smallSupplies && d.oneIn(4)) {
      spec.add("coins=" + (players + d.between(0, 5))).add("rings=" + d.between(0, 3));
    }
    return spec.toString();
  }
}
