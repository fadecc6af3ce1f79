package io.github.strategorules.template;

import io.github.strategorules.core.game.Reason;

/**
 * Why this game refuses an action ({@link ToyState#check}): a rule id and words a client shows the
 * sender, as the engine protocol's {@code check} and the web page's refusals do. A reason says what
 * the sender did wrong, never a fact it may not know.
 */
public enum ToyReason implements Reason {
  /** Sent in another seat's name, or not an action of this game. */
  NOT_YOURS("TOY-3", "the action is not the sender's"),
  /** The game is over. */
  GAME_OVER("TOY-4", "the game is over"),
  /** Not among the seat's legal actions now. */
  NOT_LEGAL_NOW("TOY-3", "the rules do not allow this action now");

  private final String rule;
  private final String text;

  ToyReason(String rule, String text) {
    this.rule = rule;
    this.text = text;
  }

  @Override
  public String ruleId() {
    return rule;
  }

  @Override
  public String description() {
    return text;
  }
}
