package io.github.strategorules.core.error;

import io.github.strategorules.core.game.Reason;
import java.util.Objects;

/**
 * Thrown by {@code apply} for an action the rules do not allow, in every game. A game's {@code
 * check} (such as {@code ClassicState.check}) gives the same reason without throwing. The message
 * names the action and the public reason only.
 */
public final class IllegalActionException extends StrategoException {
  private static final long serialVersionUID = 1L;

  /** The reason (an enum constant in practice). */
  private final Reason reason;

  /**
   * Creates the exception.
   *
   * @param reason why the action is illegal
   * @param action the action, printed in the message (actions hold no hidden facts)
   */
  public IllegalActionException(Reason reason, Object action) {
    super(
        "illegal action "
            + action
            + ": "
            + Objects.requireNonNull(reason, "reason").description()
            + (reason.ruleId().isEmpty() ? "" : " (" + reason.ruleId() + ")"));
    this.reason = reason;
  }

  /**
   * Why the action is illegal.
   *
   * @return the reason
   */
  public Reason reason() {
    return reason;
  }
}
