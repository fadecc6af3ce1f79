package io.github.strategorules.core.game;

import io.github.strategorules.core.error.IllegalActionException;

/**
 * A machine-readable reason why an action is illegal. Each game has its own enum of reasons, named
 * {@code <Game>Reason} (the contract names no game); this interface lets them share {@link
 * IllegalActionException}. Reasons are serializable, as enums are.
 */
public interface Reason extends java.io.Serializable {
  /**
   * A stable identifier, such as {@code TWO_SQUARES_RULE}.
   *
   * @return the identifier
   */
  String name();

  /**
   * The id of the rule that makes the action illegal, such as {@code C-5.1}, or an empty string.
   *
   * @return the rule id
   */
  String ruleId();

  /**
   * A short human description that reveals nothing hidden.
   *
   * @return the description
   */
  String description();
}
