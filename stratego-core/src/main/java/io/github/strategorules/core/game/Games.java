package io.github.strategorules.core.game;

import io.github.strategorules.core.error.NotationException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeSet;

/**
 * The registry of games: every game of the library found by its spec, and every game record
 * replayed, whatever the game. Games come from the {@link GameProvider}s on the class path or
 * module path: {@code stratego-core} (classic), {@code stratego-variants} (the variant presets,
 * through the classic family) and {@code stratego-lostisland}.
 *
 * <pre>{@code
 * Game game = Games.parse("lost-island(players=3)");
 * GameState state = game.newGame(42);
 * }</pre>
 */
public final class Games {
  /**
   * Spec names of games this library provides in modules that may be missing: for the error
   * message.
   */
  private static final Map<String, String> MODULE_OF =
      Map.of(
          "barrage",
          "stratego-variants",
          "duel",
          "stratego-variants",
          "ultimate_lightning",
          "stratego-variants",
          "quick_battle",
          "stratego-variants",
          "lost-island",
          "stratego-lostisland");

  private Games() {}

  private static List<GameProvider> providers() {
    return ServiceLoader.load(GameProvider.class, Games.class.getClassLoader()).stream()
        .map(ServiceLoader.Provider::get)
        .toList();
  }

  /**
   * The game of a spec, such as {@code classic}, {@code barrage(two_squares=5)} or {@code
   * lost-island(players=3,secret_fights)}.
   *
   * @param spec the spec
   * @return the game
   * @throws NotationException for a malformed spec, invalid options, or a game that no module on
   *     the path provides (the message names the module that would)
   */
  public static Game parse(String spec) {
    Objects.requireNonNull(spec, "spec");
    String name = nameOf(spec);
    for (GameProvider p : providers()) {
      if (p.names().contains(name)) {
        return p.parse(spec);
      }
    }
    String module = MODULE_OF.get(name);
    throw new NotationException(
        module == null
            ? "unknown game '" + name + "' (known: " + String.join(", ", names()) + ")"
            : "the game '"
                + name
                + "' is provided by the module "
                + module
                + " (io.github.strategorules:"
                + module
                + "), which is not on the class path or module path",
        spec,
        0);
  }

  /**
   * The spec names of every game on the path.
   *
   * @return the names, sorted
   */
  public static Set<String> names() {
    Set<String> all = new TreeSet<>();
    for (GameProvider p : providers()) {
      all.addAll(p.names());
    }
    return all;
  }

  /**
   * The value types of every family on the path that describes them ({@link GameProvider#types()}),
   * for codecs: the first description of a family wins.
   *
   * @return the descriptions, in the order the providers are found
   */
  public static List<GameTypes> types() {
    Map<String, GameTypes> byFamily = new LinkedHashMap<>();
    for (GameProvider p : providers()) {
      for (GameTypes t : p.types()) {
        byFamily.putIfAbsent(t.family(), t);
      }
    }
    return List.copyOf(byFamily.values());
  }

  /**
   * The game a record was played under, from the record's header.
   *
   * @param record a record of any game ({@link GameState#record()})
   * @return the game
   * @throws NotationException when no game on the path reads the record
   */
  public static Game gameOfRecord(String record) {
    Objects.requireNonNull(record, "record");
    for (GameProvider p : providers()) {
      var g = p.gameOfRecord(record);
      if (g.isPresent()) {
        return g.get();
      }
    }
    throw new NotationException("not a game record of any game on the path", record, 0);
  }

  /**
   * Replays a record of any game ({@link GameState#record()}).
   *
   * @param record the record text
   * @return the replay
   * @throws NotationException when the record cannot be read, with its line and column
   */
  public static RecordReplay<GameState, RecordReplay.Refused> replay(String record) {
    return gameOfRecord(record).replay(record);
  }

  /** The name of a spec: up to the first parenthesis, trimmed. */
  private static String nameOf(String spec) {
    int paren = spec.indexOf('(');
    String name = (paren < 0 ? spec : spec.substring(0, paren)).strip();
    if (name.isEmpty()) {
      throw new NotationException("a spec starts with the game's name", spec, 0);
    }
    return name;
  }
}
