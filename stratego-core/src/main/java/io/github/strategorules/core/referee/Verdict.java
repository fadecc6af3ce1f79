package io.github.strategorules.core.referee;

import io.github.strategorules.core.game.Reason;
import io.github.strategorules.core.game.Step;

/**
 * The referee's answer to an action: applied (with the step's {@link Shares}, from which the
 * transport answers the sender with its own {@link Update}) or refused with a reason that names
 * nothing hidden from the sender. A UI asks "why is this illegal?" from the reason, without
 * catching anything.
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
   * @param shares what the step's recipients receive; {@link Shares#forSeat} of the sender answers
   *     it
   */
  record Applied(Shares shares) implements Verdict {
    /**
     * The step, with every fact: referee data.
     *
     * @return the step
     */
    public Step step() {
      return shares.step();
    }

    /**
     * The number of steps applied so far, this one included.
     *
     * @return the count
     */
    public int steps() {
      return shares.steps();
    }
  }

  /**
   * The action was refused; the game is unchanged (unless the sender's clock ran out, which ended
   * the game).
   *
   * @param reason why, in words that name no hidden fact
   */
  record Refused(Reason reason) implements Verdict {}
}
