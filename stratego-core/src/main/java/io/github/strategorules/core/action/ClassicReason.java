package io.github.strategorules.core.action;

import io.github.strategorules.core.error.IllegalActionException;
import io.github.strategorules.core.error.InvalidSetupException;
import io.github.strategorules.core.game.Reason;

// ClassicState is named in {@code} text, not linked: a link would import the state into the package
// of its actions, which the state imports, a cycle in the source (SourceImportsTest).
/**
 * Why an action is illegal in a classic-family game: the classic family's {@link Reason}, beside
 * its actions, as Lost Island's {@code IslandReason} is beside its own. {@code ClassicState.check}
 * returns one of these, {@link IllegalActionException#reason()} carries it. The reasons name only
 * facts public to the player the action belongs to: an attempt on an enemy piece is refused as
 * {@link #NO_OWN_PIECE}, never with the enemy's type. A server must therefore answer a client with
 * the contract's {@code check(Seat, Action)}, which refuses actions in another player's name first.
 */
public enum ClassicReason implements Reason {
  /** The game is over (C-7). */
  GAME_OVER("C-7", "the game is over"),
  /**
   * The action does not belong to the current phase (setup actions during play, moves during
   * setup).
   */
  WRONG_PHASE("C-2", "that action does not belong to the current phase of the game"),
  /** It is the other player's turn (C-3.1). */
  NOT_YOUR_TURN("C-3.1", "it is not your turn"),
  /** The action names another player than the one who sends it. */
  NOT_YOUR_ACTION("", "that action belongs to the other player"),
  /** The action belongs to another game than classic Stratego (the contract's {@code check}). */
  FOREIGN_ACTION("", "that action belongs to another game"),
  /** A square of the move is not on the board. */
  OFF_BOARD("C-1.1", "that square is not on the board"),
  /** The start square holds no piece of the moving player (C-3.2). */
  NO_OWN_PIECE("C-3.2", "there is no piece of yours on that square"),
  /** Bombs and the flag never move (C-3.2). */
  IMMOBILE_PIECE("C-3.2", "that piece cannot move"),
  /** A move must go straight along a rank or a file, to another square (C-3.2). */
  NOT_STRAIGHT("C-3.2", "a move goes straight along a rank or a file, never diagonally"),
  /** The piece moves one square at a time (C-3.2), or two at most (V-1.2 captains). */
  TOO_FAR("C-3.2", "that piece cannot move that far"),
  /** Lakes are never entered nor crossed (C-1.1). */
  INTO_LAKE("C-1.1", "lakes cannot be entered or crossed"),
  /** A piece never moves onto one of its own side (C-3.2). */
  ONTO_OWN_PIECE("C-3.2", "that square holds one of your own pieces"),
  /** A scout's path must be empty up to its last square (C-3.3). */
  PATH_BLOCKED("C-3.3", "the path is blocked by a piece"),
  /** V-2.5: a scout may move far or attack, not both in one turn. */
  NO_RANGE_ATTACK("V-2.5", "without range attacks a scout attacks only the square next to it"),
  /** The two-squares rule forbids this move (C-5). */
  TWO_SQUARES_RULE("C-5.1", "the two-squares rule forbids moving between the same squares again"),
  /**
   * The more-squares rule forbids this chasing move: it would repeat a position of the chase (C-6).
   */
  MORE_SQUARES_RULE(
      "C-6.1",
      "the more-squares rule forbids continuing this chase into a position it already had"),
  /** The ruleset has no rescues (V-1.2). */
  NO_RESCUE_RULE("V-1.2", "this ruleset has no rescues"),
  /** A rescue happens only on a move that ends on the enemy back row (V-1.2). */
  RESCUE_NOT_ON_BACK_ROW("V-1.2", "a rescue needs a move that ends on the enemy back row"),
  /** A scout never rescues (V-1.2). */
  SCOUT_CANNOT_RESCUE("V-1.2", "a scout cannot rescue"),
  /** A piece rescues at most once per game (V-1.2). */
  PIECE_HAS_RESCUED("V-1.2", "that piece has already made a rescue"),
  /** A player rescues at most twice per game (V-1.2). */
  NO_RESCUES_LEFT("V-1.2", "you have used both of your rescues"),
  /** Only a captured piece of the mover's side can be rescued (V-1.2). */
  NOT_CAPTURED("V-1.2", "none of your pieces of that type has been captured"),
  /** The rescued piece goes onto an empty square of the owner's setup zone (V-1.2). */
  BAD_RESCUE_SQUARE("V-1.2", "a rescued piece goes onto an empty square of your setup zone"),
  /** This player's setup is complete: its roster is placed, or its free setup finished (C-2.1). */
  SETUP_ALREADY_PLACED("C-2.1", "this player's setup is already complete"),
  /**
   * A whole setup was sent ({@code ClassicState.placeSetup}) after some of its pieces were placed
   * one by one: the rest goes piece by piece (C-2.1).
   */
  SETUP_STARTED("C-2.1", "this player has already placed some pieces; place the rest one by one"),
  /** A piece goes into the player's own setup zone (C-2.1). */
  OUTSIDE_SETUP_ZONE("C-2.1", "that square is outside your setup zone"),
  /**
   * One piece per square (C-2.1): the square holds one of the player's own pieces (or, in a free
   * setup, where the squares of placed pieces are public, any piece).
   */
  SQUARE_OCCUPIED("C-2.1", "that square already holds a piece"),
  /**
   * Every piece of that type is placed already: the setup holds the roster exactly (C-1.2, C-2.2).
   */
  NO_PIECE_LEFT("C-2.2", "you have no piece of that type left to place"),
  /** The setup breaks the rules; {@link InvalidSetupException} lists every problem (C-2.2). */
  INVALID_SETUP("C-2.2", "the setup is not valid"),
  /** There is no draw offer from the opponent to accept (C-7.5). */
  NO_DRAW_OFFER("C-7.5", "there is no draw offer from your opponent to accept"),
  /** The player's own draw offer stands already (C-7.5). */
  DRAW_ALREADY_OFFERED("C-7.5", "your draw offer stands already"),
  /**
   * The ruleset has no such action: a {@link FinishSetup} outside a free setup, or a player or
   * value this ruleset does not know.
   */
  UNSUPPORTED_ACTION("", "this ruleset does not support that action");

  private final String ruleId;
  private final String description;

  ClassicReason(String ruleId, String description) {
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
