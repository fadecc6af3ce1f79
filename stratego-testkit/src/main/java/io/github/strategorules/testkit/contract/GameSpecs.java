package io.github.strategorules.testkit.contract;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.Draws;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Game specs as generated values that shrink towards the simplest spec: a game's name, then options
 * drawn from data (a choice among alternatives, the first the simplest; flags that are on with some
 * probability, some only together with another). Specs are text, so a generator needs no compile
 * dependency on the module that provides the game: {@link #games()} finds each spec in the registry
 * ({@link Games#parse}) at run time.
 *
 * <pre>{@code
 * GameSpecs specs = GameSpecs.of("lost-island").choice("players=2", "players=3", "players=4")
 *     .flag("secret_fights", 2);
 * ContractKit.of("lost-island", specs.games()).checkAll();
 * }</pre>
 *
 * <p>An immutable value; each method returns a new generator.
 */
public final class GameSpecs implements Arb<String> {
  /** One option group: alternatives (a choice) or a flag. */
  private record Option(List<String> alternatives, int oneIn, @Nullable String requires) {}

  private final String name;
  private final List<Option> options;

  private GameSpecs(String name, List<Option> options) {
    this.name = name;
    this.options = List.copyOf(options);
  }

  /**
   * Specs of a game with no option yet: always the bare name.
   *
   * @param name the game's name in specs, such as {@code lost-island}
   * @return the generator
   */
  public static GameSpecs of(String name) {
    return new GameSpecs(Objects.requireNonNull(name, "name"), List.of());
  }

  /**
   * The Lost Island games of {@code stratego-lostisland}: 2 to 4 players, each LI-12 toggle on half
   * the time ({@code alternating} only with {@code custom_setup}, as LI-3.5 requires), and in one
   * game of four a small LI-1.3 supply. They shrink to {@code lost-island(players=2)}.
   *
   * @return the generator
   */
  public static GameSpecs lostIsland() {
    GameSpecs s = of("lost-island").choice("players=2", "players=3", "players=4");
    for (String toggle :
        List.of(
            "custom_setup",
            "storms_when_shrinking",
            "extra_loot",
            "removed_face_down",
            "secret_fights",
            "storms_vanish",
            "power_ups_anytime")) {
      s = s.flag(toggle, 2);
    }
    return s.flagWith("alternating", 2, "custom_setup").choice("", "coins=6,rings=2");
  }

  /**
   * These specs with one more option: one of the alternatives, uniformly; the first is the
   * simplest, and the empty string writes no option.
   *
   * @param alternatives the alternatives, such as {@code players=2, players=3}
   * @return the generator
   */
  public GameSpecs choice(String... alternatives) {
    if (alternatives.length == 0) {
      throw new IllegalArgumentException("a choice needs an alternative");
    }
    return with(new Option(List.of(alternatives), 0, null));
  }

  /**
   * These specs with a flag, on in 1 of {@code oneIn} specs; shrinking turns it off.
   *
   * @param option the option as the spec writes it, such as {@code secret_fights}
   * @param oneIn the inverse probability
   * @return the generator
   */
  public GameSpecs flag(String option, int oneIn) {
    return flagWith(option, oneIn, null);
  }

  /**
   * These specs with a flag that may be on only when another flag is (a sub-option).
   *
   * @param option the option
   * @param oneIn the inverse probability when the other flag is on
   * @param requires the other flag, listed before this one; null for none
   * @return the generator
   */
  public GameSpecs flagWith(String option, int oneIn, @Nullable String requires) {
    if (oneIn < 1) {
      throw new IllegalArgumentException("a flag is on in 1 of 1 or more: " + oneIn);
    }
    return with(new Option(List.of(option), oneIn, requires));
  }

  private GameSpecs with(Option o) {
    List<Option> list = new ArrayList<>(options);
    list.add(o);
    return new GameSpecs(name, list);
  }

  /**
   * The games of these specs, found in the registry: the game's module must be on the path.
   *
   * @return the generator
   */
  public Arb<Game> games() {
    return map(Games::parse);
  }

  @Override
  public String draw(Draws d) {
    List<String> on = new ArrayList<>();
    for (Option o : options) {
      if (o.oneIn() == 0) {
        String pick = d.pick(o.alternatives());
        if (!pick.isEmpty()) {
          on.add(pick);
        }
      } else {
        boolean flag = d.oneIn(o.oneIn()); // drawn either way, so that the draws keep their places
        if (flag && (o.requires() == null || on.contains(o.requires()))) {
          on.add(o.alternatives().get(0));
        }
      }
    }
    return on.isEmpty() ? name : name + "(" + String.join(",", on) + ")";
  }

  @Override
  public String toString() {
    return "specs of " + name;
  }
}
