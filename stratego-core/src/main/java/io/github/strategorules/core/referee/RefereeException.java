package io.github.strategorules.core.referee;

import io.github.strategorules.core.error.StrategoException;
import java.util.Objects;

/**
 * A request the referee refuses outright, with the same reason in every game: a share asked for a
 * seat that does not play in the game ({@link RefereeReason#NOT_A_SEAT}), or the updates of steps
 * the referee no longer keeps ({@link RefereeReason#NOT_KEPT}). An action, a resignation or a draw
 * is never refused with it: those get a {@link Verdict.Refused}. The message names the request and
 * the game's public facts only.
 */
public final class RefereeException extends StrategoException {
  private static final long serialVersionUID = 1L;

  /** The reason, an enum constant. */
  private final RefereeReason reason;

  /**
   * Creates the exception.
   *
   * @param reason why the request is refused
   * @param message the human-readable message, naming nothing hidden
   */
  public RefereeException(RefereeReason reason, String message) {
    super(message);
    this.reason = Objects.requireNonNull(reason, "reason");
  }

  /**
   * Why the request is refused.
   *
   * @return the reason
   */
  public RefereeReason reason() {
    return reason;
  }
}
