package io.github.strategorules.lostisland.internal;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameProvider;
import io.github.strategorules.core.game.GameTypes;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandGame;
import io.github.strategorules.lostisland.IslandRecord;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Provides Lost Island to {@link io.github.strategorules.core.game.Games}: the spec name {@code
 * lost-island} ({@link IslandGame#parse}) and records whose header is {@code lost-island-record}
 * ({@link IslandRecord}). Registered in {@code module-info} and in {@code META-INF/services}; not
 * part of the API.
 */
public final class IslandGameProvider implements GameProvider {
  /** For {@link java.util.ServiceLoader}. */
  public IslandGameProvider() {}

  /**
   * The names.
   *
   * @return {@code lost-island}
   */
  @Override
  public Set<String> names() {
    return Set.of(IslandConfig.NAME);
  }

  /**
   * The game of a spec ({@link IslandGame#parse}: pinned when it names a seed or a layout).
   *
   * @param spec the spec
   * @return the game
   */
  @Override
  public Game parse(String spec) {
    return IslandGame.parse(spec);
  }

  /**
   * The game of a Lost Island record, pinned to the record's configuration and layout (LI-2.6), so
   * that its {@code newGame} starts the recorded game.
   *
   * @param record a record text
   * @return the game, or empty when the text is not a Lost Island record
   */
  @Override
  public Optional<Game> gameOfRecord(String record) {
    if (!IslandRecord.isRecord(record)) {
      return Optional.empty();
    }
    return Optional.of(IslandGame.pinned(IslandRecord.parse(record).config()));
  }

  /**
   * Lost Island's value types, for codecs ({@link IslandTypes}).
   *
   * @return the one description
   */
  @Override
  public List<GameTypes> types() {
    return List.of(new IslandTypes());
  }
}
