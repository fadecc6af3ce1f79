package io.github.strategorules.lostisland;

import io.github.strategorules.core.game.Reason;

/**
 * Why an action is illegal in Lost Island. {@link IslandState#check} returns one; {@link
 * io.github.strategorules.core.error.IllegalActionException#reason()} carries it. Every reason
 * names only facts public to the acting seat (LI-13).
 */
public enum IslandReason implements Reason {
  /** The game is over (LI-11). */
  GAME_OVER("LI-11", "the game is over"),
  /** Another seat must decide now (LI-4.1). */
  NOT_YOUR_DECISION("LI-4.1", "another seat must decide now"),
  /** The action does not answer the pending decision (LI-4.1). */
  WRONG_DECISION("LI-4.1", "that action does not answer the decision the game waits for"),
  /** The action names another seat than the one who sends it. */
  NOT_YOUR_ACTION("", "that action belongs to another seat"),
  /**
   * The action is not a Lost Island action (another game's, handed over through the game-neutral
   * contract).
   */
  FOREIGN_ACTION("", "that is not an action of Lost Island"),
  /** The seat does not play in this game (LI-1.1). */
  NOT_A_SEAT("LI-1.1", "that seat does not play in this game"),
  /** A draw is offered during play only, not during setup (LI-11.4 [interp]). */
  NO_DRAW_IN_SETUP("LI-11.4", "a draw may be offered only during play"),
  /** No draw offer stands to accept (LI-11.4 [interp]). */
  NO_DRAW_OFFER("LI-11.4", "no draw offer stands"),
  /** The seat has already offered or accepted the standing draw (LI-11.4 [interp]). */
  ALREADY_AGREED("LI-11.4", "you have already agreed to the draw"),
  /** A square is not on the 6 x 6 grid (LI-2.1). */
  OFF_GRID("LI-2.1", "that square is not on the island's grid"),
  /** Setup values must be distinct values of this seat's explorers (LI-3.1). */
  INVALID_SETUP("LI-3.1", "the values must be distinct explorer values 1 to 6 not used yet"),
  /** Under CUSTOM_SETUP an explorer goes on a free cell without a stone tile (LI-3.5). */
  NOT_A_PLACEMENT("LI-3.5", "an explorer goes on a free cell without a stone tile"),
  /** Both actions of the turn are used (LI-4, LI-5). */
  NO_ACTIONS_LEFT("LI-4", "both actions of this turn are used"),
  /** No explorer of yours stands there (LI-5.1). */
  NO_OWN_EXPLORER("LI-5.1", "there is no explorer of yours on that square"),
  /** A move goes one cell orthogonally onto an island tile that is not yours (LI-5.1). */
  NOT_A_MOVE(
      "LI-5.1",
      "a move goes one cell orthogonally onto an island tile without an explorer of yours"),
  /** Coins revealed this turn are taken only in a later turn (LI-5.5). */
  FRESH_COINS("LI-5.5", "coins revealed this turn can only be taken in a later turn"),
  /** The tile cannot be flipped (LI-5.2). */
  NOT_FLIPPABLE(
      "LI-5.2",
      "only a face-down green tile next to your explorer, with no explorer and no flag, can be flipped"),
  /** The swim cannot reach that tile (LI-5.3). */
  NOT_A_SWIM("LI-5.3", "that tile cannot be reached by swimming through connected shallow water"),
  /** A swim-attack is only the first action (LI-5.3). */
  SWIM_ATTACK_NOT_FIRST("LI-5.3", "a swim-attack is legal only as the first action"),
  /** Reinforcement used this turn (LI-5, LI-10.2). */
  ALREADY_REINFORCED("LI-5.4", "you already reinforced this way this turn"),
  /** The boat is empty or the cell cannot receive the reinforcement (LI-5.4). */
  NOT_A_REINFORCEMENT("LI-5.4", "the front explorer of your boat cannot come onto that tile"),
  /** Not enough coins (LI-10). */
  NOT_ENOUGH_COINS("LI-10", "you do not hold enough coins"),
  /** The ring supply is empty (LI-1.3). */
  NO_RINGS_LEFT("LI-1.3", "the ring supply is empty"),
  /** No ring can go on that explorer (LI-10.1). */
  NOT_RINGABLE("LI-10.1", "a ring goes on one of your island explorers without a ring"),
  /** That explorer cannot be spied on (LI-10.3). */
  NOT_IN_VIEW(
      "LI-10.3", "spy on an opponent's explorer in a straight line with yours, nothing in between"),
  /** That tile cannot be removed now (LI-9.2). */
  NOT_REMOVABLE("LI-9.2", "that tile is not one the shrink may remove now"),
  /** That choice is not offered (LI-7.3, LI-7.6). */
  NOT_OFFERED("LI-7", "that choice is not offered"),
  /** The flag goes to a nearest tile (LI-9.4). */
  NOT_NEAREST("LI-9.4", "the flag goes to one of the nearest island tiles");

  private final String ruleId;
  private final String description;

  IslandReason(String ruleId, String description) {
    this.ruleId = ruleId;
    this.description = description;
  }

  @Override
  public String ruleId() {
    return ruleId;
  }

  @Override
  public String description() {
    return description;
  }
}
