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
 * This game's provider: how the library finds the game, and all it needs to know of it. Registered
 * as a service twice, {@code provides ... with ToyProvider} in the module descriptor for the module
 * path and {@code META-INF/services/io.github.strategorules.core.game.GameProvider} for the class
 * path (as most users run the library), the registry ({@code Games}) finds it by the name of a
 * spec, and the game of a record by the record's header. Nothing in the library names the game: the
 * command-line tool's {@code --ruleset toy}, the engine protocol's {@code new_game} and the web
 * page's form all go through {@code Games.parse}.
 *
 * <p>{@link #types()} describes the game's value types for codecs, so that {@code stratego-json}
 * writes and reads its actions, events, views and outcomes, and with them the engine protocol and
 * the web server serve it, with no JSON code here and no dependency of this module on a codec.
 */
public final class ToyProvider implements GameProvider {
  /** For the service loader, which needs a public constructor without arguments. */
  public ToyProvider() {}

  /** The names of the specs this provider reads: the part before the options. */
  @Override
  public Set<String> names() {
    return Set.of(ToyGame.FAMILY);
  }

  /**
   * The game of a spec. This game has no options, so {@code toy} is its only spec; a game with
   * options reads {@code name(option,key=value)} here and refuses unknown options with a {@link
   * NotationException} that says where, which the command-line tool shows as it is.
   */
  @Override
  public Game parse(String spec) {
    if (!spec.equals(ToyGame.FAMILY)) {
      throw new NotationException(
          ToyGame.FAMILY + " has no options",
          spec,
          Math.min(spec.length(), ToyGame.FAMILY.length()));
    }
    return new ToyGame();
  }

  /** The game of a record in this game's format, found by its header ({@code toy-record 1}). */
  @Override
  public Optional<Game> gameOfRecord(String record) {
    return record.startsWith(ToyState.HEADER + "\n")
        ? Optional.of(new ToyGame())
        : Optional.empty();
  }

  /**
   * The description of this family's value types, one per family this provider gives: its sealed
   * action and event interfaces of records, its view record, and how to build an outcome from the
   * winners and a termination's name (what JSON holds). A codec then writes and reads every value
   * of the game field by field from the record components.
   */
  @Override
  public List<GameTypes> types() {
    return List.of(
        new GameTypes() {
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
