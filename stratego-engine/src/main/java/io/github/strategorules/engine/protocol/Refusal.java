package io.github.strategorules.engine.protocol;

import io.github.strategorules.core.game.Reason;
import org.jspecify.annotations.Nullable;

/**
 * A request the session refuses, thrown inside a request's handling and turned into the error
 * reply: never leaves the session.
 */
final class Refusal extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** Why. */
  final ProtocolError error;

  /** Where in the request, as a JSON pointer. */
  final String path;

  /** The game's reason, for {@link ProtocolError#ILLEGAL_ACTION}; else null. */
  final transient @Nullable Reason illegal;

  Refusal(ProtocolError error, String path, String message) {
    this(error, path, message, null);
  }

  Refusal(ProtocolError error, String path, String message, @Nullable Reason illegal) {
    super(message, null, false, false); // no stack trace: a refusal is an answer, not a fault
    this.error = error;
    this.path = path;
    this.illegal = illegal;
  }
}
