package io.github.strategorules.json.spi;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.View;
import java.util.List;

/**
 * What {@link io.github.strategorules.json.StrategoJson} needs to know of one family of games to
 * write its values as JSON and read them back, found with {@link java.util.ServiceLoader}. The
 * JSON itself is written once for every game, from records: a game's actions and events are the
 * records of a sealed interface, written field by field (see {@code docs/json.md}); its view is
 * a record too. {@code stratego-json} provides the codecs of the classic family and of Lost
 * Island; a module that adds a game adds its codec with {@code provides
 * io.github.strategorules.json.spi.GameCodec with ...} (and a {@code META-INF/services} entry for
 * the class path).
 *
 * <p>A codec decides nothing about hidden information: it writes only what the values it is
 * given hold, and those are already redacted for their seat by the game (views, events).
 */
public interface GameCodec {
  /**
   * The family this codec serves, as {@link io.github.strategorules.core.game.Game#family()}
   * names it.
   *
   * @return the family, such as {@code classic}
   */
  String family();

  /**
   * The sealed interface of the game's actions, whose permitted subclasses are records.
   *
   * @return the action type
   */
  Class<? extends Action> actionType();

  /**
   * The sealed interface of the game's events, whose permitted subclasses are records.
   *
   * @return the event type
   */
  Class<? extends Event> eventType();

  /**
   * The record type a view of this game is written from and read back as: it implements
   * {@link View} and has a component named {@code game}.
   *
   * @return the view record type
   */
  Class<? extends Record> viewType();

  /**
   * A view of this game as its {@link #viewType()} record, holding every fact the view holds.
   *
   * @param view a view of this game
   * @return the record
   * @throws IllegalArgumentException for a view of another game
   */
  Record viewValue(View view);

  /**
   * The outcome of this game with these winners and termination.
   *
   * @param winners the winning seats, in seat order (none for a draw)
   * @param termination the name of the termination
   * @return the outcome
   * @throws IllegalArgumentException when this game has no such outcome
   */
  Outcome outcome(List<Seat> winners, String termination);

  /**
   * The value types of this game written as one JSON string each, beyond those every game shares
   * (enums by name, squares such as {@code a4}).
   *
   * @return the leaves
   */
  default List<Leaf<?>> leaves() {
    return List.of();
  }
}
