package io.github.strategorules.json.internal;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameTypes;
import io.github.strategorules.core.game.TextForm;
import io.github.strategorules.json.JsonFormatException;
import io.github.strategorules.json.JsonProblem;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The codecs in use, by family, and what they share: the text forms of every codec, and per sealed
 * action or event type the records it permits, by kind.
 */
public final class Codecs {
  private final Map<String, GameTypes> byFamily = new LinkedHashMap<>();
  private final Map<Class<?>, TextForm<?>> leaves = new HashMap<>();
  private final Map<Class<?>, Map<String, Class<?>>> kinds = new HashMap<>();

  /**
   * Indexes codecs.
   *
   * @param codecs the codecs, the first of a family winning
   */
  public Codecs(List<? extends GameTypes> codecs) {
    for (GameTypes c : codecs) {
      if (byFamily.putIfAbsent(c.family(), c) != null) {
        continue;
      }
      for (TextForm<?> l : c.textForms()) {
        leaves.putIfAbsent(l.type(), l);
      }
      index(c.actionType());
      index(c.eventType());
    }
  }

  private void index(Class<?> sealed) {
    Map<String, Class<?>> map = new HashMap<>();
    for (Class<?> sub : sealed.getPermittedSubclasses()) {
      if (!sub.isRecord()) {
        throw new IllegalArgumentException(sub + " permitted by " + sealed + " is not a record");
      }
      if (map.put(Names.kind(sub), sub) != null) {
        throw new IllegalArgumentException("two kinds named " + Names.kind(sub) + " in " + sealed);
      }
    }
    kinds.put(sealed, Map.copyOf(map));
  }

  /**
   * The codec of a family.
   *
   * @param family the family
   * @return the codec, or empty
   */
  public Optional<GameTypes> of(String family) {
    return Optional.ofNullable(byFamily.get(family));
  }

  /**
   * The codec of a game's family, which reading a value of the game needs.
   *
   * @param game the game
   * @param path the JSON path the game was read at, for the error
   * @return the codec
   * @throws JsonFormatException {@link JsonProblem#UNKNOWN_GAME} when no codec serves the family
   */
  public GameTypes of(Game game, String path) {
    return of(game.family())
        .orElseThrow(
            () ->
                new JsonFormatException(
                    JsonProblem.UNKNOWN_GAME,
                    path,
                    "no JSON codec for the family "
                        + game.family()
                        + " (known: "
                        + families()
                        + ")"));
  }

  /**
   * The families served.
   *
   * @return the families, in the order the codecs came
   */
  public List<String> families() {
    return List.copyOf(byFamily.keySet());
  }

  /**
   * The codec whose action type an action is of.
   *
   * @param action the action
   * @return the codec, or empty
   */
  public Optional<GameTypes> ofAction(Action action) {
    return byFamily.values().stream().filter(c -> c.actionType().isInstance(action)).findFirst();
  }

  /**
   * The codec whose event type an event is of.
   *
   * @param event the event
   * @return the codec, or empty
   */
  public Optional<GameTypes> ofEvent(Event event) {
    return byFamily.values().stream().filter(c -> c.eventType().isInstance(event)).findFirst();
  }

  /**
   * The text form of a type, exactly.
   *
   * @param type the type
   * @return the text form, or null
   */
  @Nullable TextForm<?> leaf(Class<?> type) {
    return leaves.get(type);
  }

  /**
   * The records a sealed action or event type permits, by kind.
   *
   * @param sealed the sealed type
   * @return the records by kind, or null when the type is not one of the codecs'
   */
  @Nullable Map<String, Class<?>> kinds(Class<?> sealed) {
    return kinds.get(sealed);
  }
}
