package io.github.strategorules.core.referee;

import io.github.strategorules.core.game.Reason;
import io.github.strategorules.core.game.Step;

/**
 * The referee's answer to an action: applied (with the step, which is referee data: send each
 * seat its {@link Update}) or refused with a reason that names nothing hidden from the sender.
 */
public sealed interface Verdict {
  /**
   * Whether the action was applied.
   *
   * @return true for {@link Applied}
   */
  default boolean applied() {
    return this instanceof Applied;
  }

  /**
   * The action was applied.
   *
   * @param step the step, with every fact: for the referee only
   * @param steps the number of steps applied so far, this one included
   */
  record Applied(Step step, int steps) implements Verdict {}

  /**
   * The action was refused; the game is unchanged (unless the sender's clock ran out, which ended
   * the game).
   *
   * @param reason why, in words that name no hidden fact
   */
  record Refused(Reason reason) implements Verdict {}
}
