package io.github.strategorules.research;

import io.github.strategorules.core.game.Game;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeSet;

/**
 * The registry of research kits: the {@link ResearchKit} of a game, found by its family.
 *
 * <pre>{@code
 * Game game = Games.parse("classic");
 * ActionCodec codec = Research.of(game).codec(game);
 * }</pre>
 */
public final class Research {
  /** Loaded once: kits are stateless. */
  private static final List<ResearchKit> KITS =
      ServiceLoader.load(ResearchKit.class, Research.class.getClassLoader()).stream()
          .map(ServiceLoader.Provider::get)
          .toList();

  private Research() {}

  /**
   * The kit of a game.
   *
   * @param game the game
   * @return the kit of its family
   * @throws IllegalArgumentException when no kit on the path serves the family
   */
  public static ResearchKit of(Game game) {
    String family = Objects.requireNonNull(game, "game").family();
    return find(game)
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    "no research tools for the game family '"
                        + family
                        + "' (known: "
                        + String.join(", ", families())
                        + ")"));
  }

  /**
   * The research kit of a game's family, if one is on the path.
   *
   * @param game a game
   * @return the kit, or empty for a family no kit serves
   */
  public static Optional<ResearchKit> find(Game game) {
    String family = Objects.requireNonNull(game, "game").family();
    return KITS.stream().filter(k -> k.family().equals(family)).findFirst();
  }

  /**
   * The families served.
   *
   * @return the family names, sorted
   */
  public static Set<String> families() {
    Set<String> all = new TreeSet<>();
    KITS.forEach(k -> all.add(k.family()));
    return all;
  }
}
