package io.github.strategorules.core.error;

/**
 * The base of every exception this library throws on purpose. All are unchecked, carry a
 * machine-readable reason, and never put a hidden fact (an unrevealed piece, a secret setup) in
 * their message.
 */
public abstract class StrategoException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates an exception with a message that must not reveal hidden information.
   *
   * @param message the human-readable message
   */
  protected StrategoException(String message) {
    super(message);
  }

  /**
   * The human-readable message, which every exception of this library has (unlike a {@link
   * Throwable}'s in general).
   *
   * @return the message, never null
   */
  @Override
  public String getMessage() {
    return java.util.Objects.requireNonNullElse(super.getMessage(), "");
  }
}
