package io.github.strategorules.lostisland.support;

import io.github.strategorules.core.support.property.Rules;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandRecord;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandStep;
import java.util.List;

/**
 * Lost Island games for the choice-sequence generators: every decision, setups included, is a
 * legal action, and the record is {@link IslandRecord}'s.
 */
public final class IslandRules implements Rules<IslandState, IslandAction, IslandStep> {
  /** The legal actions as the game lists them. */
  public static final IslandRules ACTIONS = new IslandRules();

  private IslandRules() {}

  @Override
  public List<IslandAction> legal(IslandState state) {
    // the pending decision: resignations and draws are the contract properties' concern (ContractProperties)
    return state.legalDecisions();
  }

  @Override
  public IslandStep apply(IslandState state, IslandAction action) {
    return state.apply(action);
  }

  @Override
  public IslandState next(IslandStep step) {
    return step.state();
  }

  @Override
  public String record(IslandState state) {
    return IslandRecord.of(state).format();
  }
}
