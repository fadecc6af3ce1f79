package io.github.strategorules.research.env;

import io.github.strategorules.core.error.StrategoException;

/**
 * An action a {@link VectorEnv} cannot take. Thrown before any game is stepped, so the environment
 * is left as it was. The message names the game, the id and the reason, nothing else: the legal ids
 * it refers to are the deciding seat's own knowledge.
 */
public final class EnvException extends StrategoException {
  private static final long serialVersionUID = 1L;

  /** Why an action was refused. */
  public enum Reason {
    /** The id is outside {@code 0 .. actions - 1}. */
    ACTION_OUT_OF_RANGE,
    /** The id is not one of the legal ids of the seat to act. */
    ACTION_NOT_LEGAL,
    /** The environment has no buffers yet: call {@link VectorEnv#reset} first. */
    NOT_RESET
  }

  /** Why the action was refused. */
  private final Reason reason;

  /** The index of the game concerned, or -1. */
  private final int game;

  EnvException(Reason reason, int game, String message) {
    super(message);
    this.reason = reason;
    this.game = game;
  }

  /**
   * The machine-readable reason.
   *
   * @return the reason
   */
  public Reason reason() {
    return reason;
  }

  /**
   * The index of the game whose action was refused, or -1 when no game is concerned.
   *
   * @return the index
   */
  public int game() {
    return game;
  }
}
