package io.github.strategorules.lostisland;

/** Why a Lost Island game ended, named by its rule (LI-11). */
public enum IslandTermination {
  /** One player has the flag and every explorer on the island is theirs (LI-11.1). */
  FLAG_AND_ISLAND("LI-11.1"),
  /** The optional turn limit was reached: a draw (LI-11.2). */
  TURN_LIMIT("LI-11.2");

  private final String ruleId;

  IslandTermination(String ruleId) {
    this.ruleId = ruleId;
  }

  /**
   * The id of the rule.
   *
   * @return such as {@code LI-11.1}
   */
  public String ruleId() {
    return ruleId;
  }
}
