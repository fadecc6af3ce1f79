package io.github.strategorules.core.game;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A service that provides games to {@link Games}, found with {@link java.util.ServiceLoader}:
 * {@code stratego-core} provides the classic family, {@code stratego-lostisland} Lost Island. A
 * module that adds a game declares {@code provides io.github.strategorules.core.game.GameProvider
 * with ...} (and a {@code META-INF/services} entry for the class path).
 */
public interface GameProvider {
  /**
   * The names this provider reads: the part of a spec before its options, such as {@code classic},
   * {@code barrage} or {@code lost-island}.
   *
   * @return the names
   */
  Set<String> names();

  /**
   * The game of a spec whose name is one of {@link #names()}.
   *
   * @param spec the spec
   * @return the game
   * @throws io.github.strategorules.core.error.NotationException when the spec is malformed or its
   *     options are not valid, with the index of the problem
   */
  Game parse(String spec);

  /**
   * The game a record was played under, read from the record's header, when the record is in this
   * provider's format.
   *
   * @param record a record text
   * @return the game, or empty when the record is not in this provider's format
   * @throws io.github.strategorules.core.error.NotationException when the record is in this
   *     provider's format but its header cannot be read
   */
  Optional<Game> gameOfRecord(String record);

  /**
   * The value types of the games this provider gives, described for codecs (one per family), so
   * that a codec such as {@code stratego-json} serves the game with no code of the game's own. None
   * by default: a family may be described by a module that plugs into the codec instead.
   *
   * @return the descriptions
   */
  default List<GameTypes> types() {
    return List.of();
  }
}
