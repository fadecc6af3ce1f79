package io.github.strategorules.engine.connection;

import io.github.strategorules.core.error.StrategoException;
import java.util.Objects;

/**
 * An engine failed the referee: crashed, timed out, replied nonsense or chose an illegal action
 * ({@link #failure()}). The message describes what the engine did, never a fact hidden from the
 * engine's seat (the referee sends the engine nothing else to begin with).
 */
public final class EngineException extends StrategoException {
  private static final long serialVersionUID = 1L;

  /** Why. */
  private final EngineFailure failure;

  /**
   * Creates the exception.
   *
   * @param failure why
   * @param detail what happened, for people
   */
  public EngineException(EngineFailure failure, String detail) {
    super(Objects.requireNonNull(failure, "failure").description() + ": " + detail);
    this.failure = failure;
  }

  /**
   * Why the engine failed.
   *
   * @return the failure
   */
  public EngineFailure failure() {
    return failure;
  }
}
