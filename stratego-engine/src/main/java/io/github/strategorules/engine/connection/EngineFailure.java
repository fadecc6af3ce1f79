package io.github.strategorules.engine.connection;

/**
 * Why an engine failed the referee ({@link EngineException}): what an arena counts as the engine's
 * loss, with this reason.
 */
public enum EngineFailure {
  /** The engine's command could not be started. */
  LAUNCH_FAILED("the engine could not be started"),
  /** The engine ended, or closed its output or input, while the referee still spoke to it. */
  CRASHED("the engine ended or closed its streams"),
  /** The engine did not reply within the time limit. */
  TIMEOUT("no reply within the time limit"),
  /**
   * The engine's reply is not a reply of the protocol (not JSON, too long, a wrong type or field),
   * including a reply that does not begin a JSON object and whose line does not end in time.
   */
  MALFORMED_REPLY("a reply that is not one of the protocol"),
  /** The engine replied with an error instead of what was asked. */
  ERROR_REPLY("the engine replied with an error"),
  /** The engine chose an action that is not one of the legal actions it was sent. */
  ILLEGAL_ACTION("an action that was not among the legal actions"),
  /**
   * The engine did not shake hands: it ended, said nothing in time, or replied nonsense or an error
   * to {@code hello} (what it did is in the message), or its hello does not agree on a version or
   * does not say it is an engine. The reasons above are for an engine that has shaken hands.
   */
  HANDSHAKE("no agreement in the handshake");

  private final String description;

  EngineFailure(String description) {
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
