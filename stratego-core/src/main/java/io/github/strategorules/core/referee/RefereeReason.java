package io.github.strategorules.core.referee;

import io.github.strategorules.core.game.Reason;

/**
 * Why the referee itself (not the rules of the game) refuses an action ({@link Verdict.Refused}) or
 * a request ({@link RefereeException}). The rules' own reasons come from {@link
 * io.github.strategorules.core.game.GameState#check}.
 */
public enum RefereeReason implements Reason {
  /** The sender's clock ran out before its action arrived: it lost on time. */
  OUT_OF_TIME("the seat ran out of time"),
  /**
   * The sender or the recipient is not a seat of this game (GREEN in a game for two): the same
   * refusal for an action, a resignation, a draw or a share, in every game.
   */
  NOT_A_SEAT("the sender is not a seat of this game"),
  /**
   * The updates asked for are of steps the referee no longer keeps ({@link Referee#updatesSince}):
   * the recipient starts again from {@link Referee#arrivalFor}.
   */
  NOT_KEPT("those steps are no longer kept");

  private final String description;

  RefereeReason(String description) {
    this.description = description;
  }

  @Override
  public String ruleId() {
    return "";
  }

  @Override
  public String description() {
    return description;
  }
}
