package io.github.strategorules.json.support;

import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.ChoiceGames;
import io.github.strategorules.testkit.property.Length;
import io.github.strategorules.testkit.property.Played;
import java.util.ArrayList;
import java.util.List;

/**
 * Generated games of both games, by spec through the registry, as a server starts them: classic
 * presets with toggles and house rules, Lost Island with 2 to 4 players and the LI-12 toggles.
 * The simplest draw is the plain preset ({@code classic}, {@code lost-island}).
 */
public final class JsonGames {
  private static final List<String> PRESETS = List.of("classic", "duel", "barrage", "ultimate_lightning",
      "quick_battle");
  private static final List<String> CLASSIC_TOGGLES = List.of("silent_defence", "free_setup", "two_squares=3",
      "more_squares=off", "aggressor_wins_ties", "one_time_bombs", "open", "no_range_attack", "rescue",
      "captains_two_squares", "scouts_defuse_bombs", "movable_bombs_and_flag", "first=blue", "no_attack_limit=40");
  private static final List<String> ISLAND_TOGGLES = List.of("secret_fights", "custom_setup", "alternating",
      "storms_when_shrinking", "extra_loot", "removed_face_down", "storms_vanish", "power_ups_anytime");

  private JsonGames() {}

  /**
   * Classic-family specs: a preset, then each toggle one time in {@code oneIn}.
   *
   * @param oneIn how rarely a toggle is on
   * @param required toggles always on
   * @return the specs
   */
  public static Arb<String> classicSpecs(int oneIn, List<String> required) {
    return d -> {
      String preset = d.pick(PRESETS);
      List<String> on = new ArrayList<>(required);
      for (String t : CLASSIC_TOGGLES) {
        if (d.oneIn(oneIn) && !on.contains(t)) {
          on.add(t);
        }
      }
      String spec = on.isEmpty() ? preset : preset + "(" + String.join(",", on) + ")";
      try {
        Games.parse(spec);
        return spec;
      } catch (NotationException e) {
        return preset; // options that do not fit together (rescue needs a fixed roster, not free_setup)
      }
    };
  }

  /**
   * Lost Island specs: players, the first seat, a turn limit, each toggle one time in two.
   *
   * @param required toggles always on
   * @return the specs
   */
  public static Arb<String> islandSpecs(List<String> required) {
    return islandSpecs(2, required);
  }

  /**
   * Lost Island specs of at least some players.
   *
   * @param minPlayers the fewest players, 2 to 4
   * @param required toggles always on
   * @return the specs
   */
  public static Arb<String> islandSpecs(int minPlayers, List<String> required) {
    return d -> {
      int players = d.between(minPlayers, 4);
      List<String> on = new ArrayList<>();
      on.add("players=" + players);
      int first = d.choice(players);
      if (first != 0) {
        on.add("first=" + first);
      }
      on.add("turn_limit=" + d.between(20, 80));
      for (String t : ISLAND_TOGGLES) {
        if ((d.oneIn(2) || required.contains(t)) && (!t.equals("alternating") || on.contains("custom_setup"))) {
          on.add(t);
        }
      }
      if (d.oneIn(4)) {
        on.add("coins=" + (players + d.between(0, 5)));
        on.add("rings=" + d.between(0, 3));
      }
      return "lost-island(" + String.join(",", on) + ")";
    };
  }

  /**
   * Specs of either game.
   *
   * @return the specs
   */
  public static Arb<String> specs() {
    Arb<String> classic = classicSpecs(5, List.of());
    Arb<String> island = islandSpecs(List.of());
    return d -> d.oneIn(2) ? island.draw(d) : classic.draw(d);
  }

  /**
   * The games of specs.
   *
   * @param specs the specs
   * @return the games
   */
  public static Arb<Game> games(Arb<String> specs) {
    return specs.map(Games::parse);
  }

  /**
   * Games played by random decisions from their start, each new game drawn from a seed, on the
   * contract's generator: the decisions of the seats the game waits for (setup included), without
   * the resignations and draw actions that would end many generated games early ({@link TableActions}
   * applies those on purpose).
   *
   * @param specs the specs
   * @param length how many decisions after the setup, at most
   * @return the games
   */
  public static Arb<Played<GameState>> played(Arb<String> specs, Length length) {
    return ChoiceGames.games(games(specs), length, ChoiceGames.Options.DEFAULT.tableActionsOneIn(0));
  }
}
