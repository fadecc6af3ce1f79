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
   * as {@code RED move a4-a5}, {@code BLUE place a7=B}, {@code GREEN flip b3} or {@code RED
   * resign}. Only a seat's own setup actions hold secret values; {@code toString()} never does.
   *
   * @return the text
   */
  String notation();

  /**
   * Whether the action holds a secret of its seat (a setup choice: which piece stands where, an
   * explorer's value), so that only its own seat may see it whole; every other seat and a spectator
   * learn of it only what their events tell. Generic code (a seat's transcript, a narration)
   * decides by this alone what to show of another seat's action.
   *
   * @return true for a secret setup action; false by default
   */
  default boolean secret() {
    return false;
  }
}
