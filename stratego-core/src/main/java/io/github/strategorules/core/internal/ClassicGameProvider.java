package io.github.strategorules.core.internal;

import io.github.strategorules.core.ClassicGame;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameProvider;
import io.github.strategorules.core.notation.ClassicRecord;
import io.github.strategorules.core.rules.Ruleset;
import java.util.Optional;
import java.util.Set;

/**
 * The classic family for {@link io.github.strategorules.core.game.Games}: the {@link ClassicGame}
 * of every ruleset, found by its spec ({@link Ruleset#parse}), under the name {@code classic} and
 * every preset name on the path (those of {@code stratego-variants}, such as {@code barrage}, when
 * it is there), and the games of {@code stratego-record 1} records.
 */
public final class ClassicGameProvider implements GameProvider {
  /** Creates the provider (for {@link java.util.ServiceLoader}). */
  public ClassicGameProvider() {}

  @Override
  public Set<String> names() {
    return Ruleset.presetNames();
  }

  @Override
  public Game parse(String spec) {
    return ClassicGame.parse(spec);
  }

  @Override
  public Optional<Game> gameOfRecord(String record) {
    return ClassicRecord.rulesetOf(record).map(ClassicGame::of);
  }
}
