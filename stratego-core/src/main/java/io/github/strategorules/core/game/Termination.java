package io.github.strategorules.core.game;

/** How a game ended, named by the rule that ended it. Each game has an enum of its own. */
public interface Termination {
  /**
   * The name, such as {@code FLAG_CAPTURED} or {@code RESIGNATION}.
   *
   * @return the name
   */
  String name();

  /**
   * The id of the rule that ends the game this way, such as {@code C-7.1} or {@code LI-11.1}.
   *
   * @return the rule id
   */
  String ruleId();
}
