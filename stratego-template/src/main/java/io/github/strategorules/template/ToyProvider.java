package io.github.strategorules.template;

import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameProvider;
import io.github.strategorules.core.game.GameTypes;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.View;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The toy game's provider (a {@code META-INF/services} entry of the examples' tests): the registry
 * finds it by its spec, and the JSON codec by its description of the game's types. That is all a
 * game of another module gives; nothing in the library names it.
 */
public final class ToyProvider implements GameProvider {
  /** For the service loader. */
  public ToyProvider() {}

  @Override
  public Set<String> names() {
    return Set.of(ToyGame.FAMILY);
  }

  @Override
  public Game parse(String spec) {
    if (!spec.equals(ToyGame.FAMILY)) {
      throw new NotationException("the toy game has no options", spec, Math.min(spec.length(), ToyGame.FAMILY.length()));
    }
    return new ToyGame();
  }

  @Override
  public Optional<Game> gameOfRecord(String record) {
    return record.startsWith(ToyState.HEADER + "\n") ? Optional.of(new ToyGame()) : Optional.empty();
  }

  @Override
  public List<GameTypes> types() {
    return List.of(new GameTypes() {
      @Override
      public String family() {
        return ToyGame.FAMILY;
      }

      @Override
      public Class<? extends Action> actionType() {
        return ToyAction.class;
      }

      @Override
      public Class<? extends Event> eventType() {
        return ToyEvent.class;
      }

      @Override
      public Class<? extends Record> viewType() {
        return ToyView.class;
      }

      @Override
      public Record viewValue(View view) {
        return (ToyView) view;
      }

      @Override
      public Outcome outcome(List<Seat> winners, String termination) {
        return new ToyOutcome(winners, ToyTermination.valueOf(termination));
      }
    });
  }
}
