package io.github.strategorules.examples.web;

/**
 * A client's request the server cannot grant, with the code the client receives in an {@code error}
 * frame and a message that names nothing hidden.
 */
public final class WebException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** The code. */
  private final ErrorCode code;

  /**
   * An error.
   *
   * @param code the code
   * @param message the message, in words
   */
  public WebException(ErrorCode code, String message) {
    super(message);
    this.code = code;
  }

  /**
   * The code.
   *
   * @return the code
   */
  public ErrorCode code() {
    return code;
  }
}
