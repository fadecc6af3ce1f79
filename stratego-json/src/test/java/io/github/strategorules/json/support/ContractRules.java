package io.github.strategorules.json.support;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.DrawAcceptance;
import io.github.strategorules.core.game.DrawOffer;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Resignation;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.core.support.property.Rules;
import java.util.List;

/**
 * Any game through the game-neutral contract, for the shared property harness: the decisions of
 * the seats the game waits for (setup included), without the resignations and draw actions that
 * would end most generated games at once (the table-action properties apply those on purpose).
 */
public final class ContractRules implements Rules<GameState, Action, Step> {
  /** The adapter. */
  public static final ContractRules DECISIONS = new ContractRules();

  private ContractRules() {}

  @Override
  public List<Action> legal(GameState state) {
    return state.legalActions().stream()
        .filter(a -> !(a instanceof Resignation || a instanceof DrawOffer || a instanceof DrawAcceptance))
        .map(a -> (Action) a).toList();
  }

  @Override
  public Step apply(GameState state, Action action) {
    return state.apply(action.seat(), action);
  }

  @Override
  public GameState next(Step step) {
    return step.state();
  }

  @Override
  public String record(GameState state) {
    return "# game " + state.game().spec() + "\n" + state.record();
  }
}
