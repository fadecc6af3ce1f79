package io.github.strategorules.template;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.Seat;
import java.util.List;

/**
 * What happened in a step of this game: a sealed interface of records, for the JSON codec as {@link
 * ToyAction}'s ({@code GameTypes.eventType()}), written {@code {"event":"walked",...}}.
 *
 * <p>Events are what a seat learns of a step, and must hold nothing that seat may not know: this
 * game's events are the same for every seat ({@link ToyStep#eventsFor}), so none names a hidden
 * value; {@link ValueHidden} says that a value was hidden, not which, and {@link Fought} shows both
 * only because a fight reveals them (TOY-4). A game whose seats learn different things gives each
 * seat its own redacted list, with the hidden fields {@code null} or left out.
 */
public sealed interface ToyEvent extends Event {
  /**
   * A seat hid its value (which stays secret).
   *
   * @param seat the seat
   */
  record ValueHidden(Seat seat) implements ToyEvent {}

  /**
   * Both values are hidden: play starts.
   *
   * @param first the seat to walk first
   */
  record PlayStarted(Seat first) implements ToyEvent {}

  /**
   * A piece walked.
   *
   * @param seat its seat
   * @param from where from
   * @param to where to
   */
  record Walked(Seat seat, Square from, Square to) implements ToyEvent {}

  /**
   * A fight, with both values shown.
   *
   * @param attacker the walking seat
   * @param at the square
   * @param attackerValue its value
   * @param defenderValue the other's value
   */
  record Fought(Seat attacker, Square at, int attackerValue, int defenderValue)
      implements ToyEvent {}

  /**
   * A seat offered a draw.
   *
   * @param seat the seat
   */
  record DrawOffered(Seat seat) implements ToyEvent {}

  /**
   * A seat resigned.
   *
   * @param seat the seat
   */
  record Resigned(Seat seat) implements ToyEvent {}

  /**
   * The game ended: the last event of every game, which clients show as its end.
   *
   * @param winners the winners, none for a draw
   * @param termination why
   */
  record GameEnded(List<Seat> winners, ToyTermination termination) implements ToyEvent {}
}
