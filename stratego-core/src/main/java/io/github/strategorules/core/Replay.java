package io.github.strategorules.core;

import io.github.strategorules.core.action.ClassicAction;
import io.github.strategorules.core.action.ClassicReason;
import io.github.strategorules.core.action.FinishSetup;
import io.github.strategorules.core.error.SetupProblem;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The result of replaying a list of actions from a state, validating each one: the last state
 * reached, how many actions were applied, and the first illegal action, if any. Replaying stops
 * at the first illegal action; it never throws for one.
 *
 * @param finalState the state after the last legal action
 * @param applied how many actions were applied
 * @param firstIllegal the first illegal action, or empty when all were legal
 */
public record Replay(ClassicState finalState, int applied, Optional<IllegalAction> firstIllegal) {

  /**
   * An illegal action met in a replay.
   *
   * @param ply the one-based number of the action in the replayed list; 0 for a setup of a game
   *     record ({@link io.github.strategorules.core.notation.GameRecord#replay()})
   * @param action the action; for a whole setup that is invalid, the player's {@link FinishSetup}
   *     (the claim that the setup is complete, which C-2.2 rejects)
   * @param reason why it is illegal
   * @param setupProblems for an invalid setup, every problem; otherwise empty
   */
  public record IllegalAction(int ply, ClassicAction action, ClassicReason reason, List<SetupProblem> setupProblems) {
    /**
     * Checks the parts and copies the problems.
     *
     * @param ply the number of the action
     * @param action the action
     * @param reason the reason
     * @param setupProblems the setup problems
     */
    public IllegalAction {
      Objects.requireNonNull(action, "action");
      Objects.requireNonNull(reason, "reason");
      setupProblems = List.copyOf(setupProblems);
    }
  }

  /**
   * Checks the parts are present.
   *
   * @param finalState the last state
   * @param applied the number applied
   * @param firstIllegal the first illegal action or empty
   */
  public Replay {
    Objects.requireNonNull(finalState, "finalState");
    Objects.requireNonNull(firstIllegal, "firstIllegal");
  }

  /**
   * Replays actions from a state.
   *
   * @param start the state to start from
   * @param actions the actions, in order
   * @return the replay
   */
  public static Replay run(ClassicState start, List<? extends ClassicAction> actions) {
    ClassicState s = start;
    int i = 0;
    for (ClassicAction a : actions) {
      Optional<ClassicReason> why = s.check(a);
      if (why.isPresent()) {
        return new Replay(s, i, Optional.of(new IllegalAction(i + 1, a, why.get(), List.of())));
      }
      s = s.apply(a).state();
      i++;
    }
    return new Replay(s, i, Optional.empty());
  }

  /**
   * Whether every action was legal.
   *
   * @return true when no illegal action was met
   */
  public boolean isLegal() {
    return firstIllegal.isEmpty();
  }

  /**
   * This replay in the game-neutral form ({@link io.github.strategorules.core.game.RecordReplay}),
   * counted as every game counts: {@code applied} is every action applied, setup placements
   * included (the final state's {@link ClassicState#history()}, which for a record's replay, from a
   * new game, is every action of the record applied), and the refused action, if any, is written
   * in its text form ({@link ClassicAction#notation()}) with its number among those actions (the
   * setup placements counted; 0 for a setup line refused as a whole). {@link #applied()} and
   * {@link IllegalAction#ply()} here stay the counts of the replayed list (a record's actions
   * after its setups).
   *
   * @return the replay
   */
  public io.github.strategorules.core.game.RecordReplay toRecordReplay() {
    // The record's setup lines are applied as placements before the listed actions; the contract
    // counts them as actions (Lost Island's records do too), and the history holds exactly those.
    int actions = finalState.history().size();
    int before = actions - applied;
    return new io.github.strategorules.core.game.RecordReplay(finalState, actions, firstIllegal.map(
        i -> new io.github.strategorules.core.game.RecordReplay.Refused(i.ply() == 0 ? 0 : before + i.ply(),
            i.action().notation(), i.reason())));
  }
}
