package io.github.strategorules.core.game;

import java.util.List;

/**
 * The value types of one family of games, described for codecs that know no game: its actions and
 * events are the records of a sealed interface each, its view is a record too, its outcomes are
 * made from winners and a termination name, and a few value types may be written as one string each
 * ({@link TextForm}). A generic codec writes and reads these values field by field from their
 * record components, so a game that describes its types here is written as JSON (by {@code
 * stratego-json}) with no code of its own and no dependency of its module on any codec library.
 *
 * <p>A game gives its description through its provider ({@link GameProvider#types()}); {@link
 * Games#types()} lists every description found. A description holds no state and decides nothing
 * about hidden information: the values it describes are already redacted for their seat by the game
 * (views, events).
 */
public interface GameTypes {
  /**
   * The family described, as {@link Game#family()} names it.
   *
   * @return the family, such as {@code lost-island}
   */
  String family();

  /**
   * The sealed interface of the family's actions, whose permitted subclasses are records.
   *
   * @return the action type
   */
  Class<? extends Action> actionType();

  /**
   * The sealed interface of the family's events, whose permitted subclasses are records.
   *
   * @return the event type
   */
  Class<? extends Event> eventType();

  /**
   * The record type a view of this family is written from and read back as: it implements {@link
   * View} and has a component named {@code game}.
   *
   * @return the view record type
   */
  Class<? extends Record> viewType();

  /**
   * A view of this family as its {@link #viewType()} record, holding every fact the view holds.
   *
   * @param view a view of this family
   * @return the record
   * @throws IllegalArgumentException for a view of another family
   */
  Record viewValue(View view);

  /**
   * The outcome of this family with these winners and termination.
   *
   * @param winners the winning seats, in seat order (none for a draw)
   * @param termination the name of the termination
   * @return the outcome
   * @throws IllegalArgumentException when this family has no such outcome
   */
  Outcome outcome(List<Seat> winners, String termination);

  /**
   * The value types of this family written as one string each, beyond those every game shares
   * (enums by name, seats, squares such as {@code a4}).
   *
   * @return the text forms
   */
  default List<TextForm<?>> textForms() {
    return List.of();
  }
}
