package io.github.strategorules.core.game;

/**
 * A decision of one seat, in any game. Actions name the acting seat and what it chooses, never a
 * result the seat cannot know (what an attack meets, what lies under a tile). Each game's actions
 * are records of its own sealed type; this interface is what all of them share.
 */
public interface Action {
  /**
   * The seat that takes the action.
   *
   * @return the seat
   */
  Seat seat();

  /**
   * The text form, read back by {@link Game#parseAction}: the seat, a verb and its arguments, such
   * as {@code RED move a4-a5}, {@code BLUE place a7=B}, {@code GREEN flip b3} or
   * {@code RED resign}. Only a seat's own setup actions hold secret values; {@code toString()}
   * never does.
   *
   * @return the text
   */
  String notation();
}
