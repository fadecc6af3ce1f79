package io.github.strategorules.core;

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
}
