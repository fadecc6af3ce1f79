package io.github.strategorules.engine.protocol;

/**
 * Why a {@link ProtocolSession} refused a line: the machine-readable {@code error} of an error
 * reply ({@code docs/protocol.md}). None of them ends the session, and no error message names a
 * fact hidden from the seat a request speaks for: messages describe the request, and an illegal
 * action is described by the game's own reason, which never does.
 */
public enum ProtocolError {
  /**
   * The line is not one JSON object (bad JSON, nesting deeper than 64 levels, another value), or an
   * object of it names a field twice, or it holds more JSON tokens than stratego-json reads.
   */
  MALFORMED("not one JSON object"),
  /**
   * The line is longer than {@link Protocol#MAX_LINE_CHARS} code points; it was read and dropped.
   */
  LINE_TOO_LONG("a line longer than the limit"),
  /** The {@code type} names no request of the protocol. */
  UNKNOWN_TYPE("a request type the protocol does not have"),
  /**
   * A field of the request is missing, of the wrong JSON type or not a valid value (an id that
   * cannot be echoed as sent included).
   */
  BAD_REQUEST("a field missing or not valid"),
  /** A request other than {@code hello} came before the handshake. */
  HANDSHAKE_REQUIRED("the session starts with hello"),
  /** The {@code hello} lists no protocol version the session speaks. */
  UNSUPPORTED_VERSION("no protocol version in common"),
  /** The spec is not a game on the path (an unknown name, bad options). */
  BAD_SPEC("not a game on the path"),
  /** The record text cannot be read as a record of any game on the path. */
  BAD_RECORD("not a game record"),
  /** The {@code game_id} names no open game of the session. */
  NO_SUCH_GAME("no such game in this session"),
  /** The session already holds as many open games as it may. */
  TOO_MANY_GAMES("too many open games"),
  /** The seat does not play in the game. */
  BAD_SEAT("not a seat of the game"),
  /** The action is not an action of the game (neither by its notation nor by its fields). */
  BAD_ACTION("not an action of the game"),
  /** The game refuses the action from that seat now; the reply's {@code illegal} says why. */
  ILLEGAL_ACTION("an action the rules refuse now"),
  /** The session ended with {@code bye}. */
  CLOSED("the session is closed"),
  /** A fault of the library; the session goes on, and the game is as it was before the request. */
  INTERNAL("an internal error");

  private final String description;

  ProtocolError(String description) {
    this.description = description;
  }

  /**
   * A short description.
   *
   * @return the description
   */
  public String description() {
    return description;
  }
}
