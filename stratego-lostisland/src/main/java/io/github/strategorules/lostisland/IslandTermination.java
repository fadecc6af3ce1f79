package io.github.strategorules.lostisland;

import io.github.strategorules.core.game.Termination;

/**
 * Why a Lost Island game ended, named by its rule: LI-11.1 and LI-11.2 of the rules, and the two
 * endings this library adds where the rules are silent, resignation (LI-11.3 [interp]) and a draw
 * by agreement (LI-11.4 [interp]), read as the game-neutral contract reads them for every game
 * ({@link io.github.strategorules.core.game.GameState}).
 */
public enum IslandTermination implements Termination {
  /** One player has the flag and every explorer on the island is theirs (LI-11.1). */
  FLAG_AND_ISLAND("LI-11.1"),
  /** The optional turn limit was reached: a draw (LI-11.2). */
  TURN_LIMIT("LI-11.2"),
  /**
   * A seat resigned: the game ends at once and every other seat wins (LI-11.3 [interp], a reading
   * of this library: the rules say nothing of resigning).
   */
  RESIGNATION("LI-11.3"),
  /**
   * Every seat offered or accepted a draw during play: a draw (LI-11.4 [interp], a reading of this
   * library: the rules say nothing of agreed draws).
   */
  AGREEMENT("LI-11.4");

  private final String ruleId;

  IslandTermination(String ruleId) {
    this.ruleId = ruleId;
  }

  /**
   * The id of the rule.
   *
   * @return such as {@code LI-11.1}
   */
  @Override
  public String ruleId() {
    return ruleId;
  }
}
