package io.github.strategorules.core;

import io.github.strategorules.core.action.ClassicAction;
import io.github.strategorules.core.action.ClassicReason;
import io.github.strategorules.core.action.FinishSetup;
import io.github.strategorules.core.error.SetupProblem;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.RecordReplay;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Replays of the classic family's actions, validating each one. The result is the library's one
 * replay type, {@link RecordReplay}, typed: the last {@link ClassicState} reached, how many of the
 * listed actions were applied, and the first {@link IllegalAction}, if any. Replaying stops at the
 * first illegal action; it never throws for one.
 */
public final class ClassicReplay {
  private ClassicReplay() {}

  /**
   * An illegal action met in a replay.
   *
   * @param ply the one-based number of the action in the replayed list; 0 for a setup of a game
   *     record ({@link io.github.strategorules.core.notation.ClassicRecord#replay()})
   * @param action the action; for a whole setup that is invalid, the player's {@link FinishSetup}
   *     (the claim that the setup is complete, which C-2.2 rejects)
   * @param reason why it is illegal
   * @param setupProblems for an invalid setup, every problem; otherwise empty
   */
  public record IllegalAction(
      int ply, ClassicAction action, ClassicReason reason, List<SetupProblem> setupProblems) {
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
   * Replays actions from a state.
   *
   * @param start the state to start from
   * @param actions the actions, in order
   * @return the replay: {@code applied} counts the listed actions applied
   */
  public static RecordReplay<ClassicState, IllegalAction> run(
      ClassicState start, List<? extends ClassicAction> actions) {
    ClassicState s = start;
    int i = 0;
    for (ClassicAction a : actions) {
      Optional<ClassicReason> why = s.check(a);
      if (why.isPresent()) {
        return new RecordReplay<>(
            s, i, Optional.of(new IllegalAction(i + 1, a, why.get(), List.of())));
      }
      s = s.apply(a).state();
      i++;
    }
    return new RecordReplay<>(s, i, Optional.empty());
  }

  /**
   * A classic replay in the game-neutral form of {@link
   * io.github.strategorules.core.game.Game#replay}, counted as every game counts: {@code applied}
   * is every action applied, setup placements included (the final state's {@link
   * ClassicState#history()}, which for a record's replay, from a new game, is every action of the
   * record applied), and the refused action, if any, is written in its text form ({@link
   * ClassicAction#notation()}) with its number among those actions (the setup placements counted; 0
   * for a setup line refused as a whole). The typed replay's {@code applied()} and {@link
   * IllegalAction#ply()} stay the counts of the replayed list (a record's actions after its
   * setups).
   *
   * @param replay a replay of {@link #run} or of a record
   * @return the same replay, game-neutral
   */
  public static RecordReplay<GameState, RecordReplay.Refused> neutral(
      RecordReplay<ClassicState, IllegalAction> replay) {
    // The record's setup lines are applied as placements before the listed actions; the contract
    // counts them as actions (Lost Island's records do too), and the history holds exactly those.
    int actions = replay.finalState().history().size();
    int before = actions - replay.applied();
    return new RecordReplay<>(
        replay.finalState(),
        actions,
        replay
            .firstIllegal()
            .map(
                i ->
                    new RecordReplay.Refused(
                        i.ply() == 0 ? 0 : before + i.ply(), i.action().notation(), i.reason())));
  }
}
