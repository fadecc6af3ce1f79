package io.github.strategorules.lostisland;

import java.util.Objects;
import java.util.Optional;

/**
 * What replaying an {@link IslandRecord} gave: the state reached and, when the record holds an
 * illegal action, the first one with its index and reason.
 *
 * @param finalState the state after the last legal action applied
 * @param applied how many actions were applied
 * @param firstIllegal the first illegal action, if any; replay stops there
 */
public record IslandReplay(IslandState finalState, int applied, Optional<IllegalAction> firstIllegal) {
  /**
   * Checks presence.
   *
   * @param finalState the state reached
   * @param applied the actions applied
   * @param firstIllegal the first illegal action or empty
   */
  public IslandReplay {
    Objects.requireNonNull(finalState, "finalState");
    Objects.requireNonNull(firstIllegal, "firstIllegal");
  }

  /**
   * An action the rules refuse.
   *
   * @param index its position in the record's actions, 1 for the first
   * @param action the action
   * @param reason why it is refused
   */
  public record IllegalAction(int index, IslandAction action, LostIslandReason reason) {
    /**
     * Checks presence.
     *
     * @param index the index, from 1
     * @param action the action
     * @param reason the reason
     */
    public IllegalAction {
      Objects.requireNonNull(action, "action");
      Objects.requireNonNull(reason, "reason");
    }
  }

  /**
   * Whether every action of the record was legal.
   *
   * @return true when nothing was refused
   */
  public boolean isLegal() {
    return firstIllegal.isEmpty();
  }
}
