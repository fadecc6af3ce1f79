package io.github.strategorules.research.env;

import io.github.strategorules.core.error.StrategoException;

/**
 * What a {@link VectorEnv} refuses, with a machine-readable {@link Reason} and the index of the
 * game concerned: an action it cannot take (thrown before any game is stepped, so the environment
 * is left as it was), a step before the first reset, a start its {@link Starts} cannot give (thrown
 * while the environment is built, reset, or starts a game's next episode within a step: that game
 * has no episode then, so build or reset the environment again with other starts), a pinned game,
 * opponents that do not fit (when the environment is built), an opponent's bot that failed within a
 * step, or a frame the game does not offer. The message names the game, the id and the reason,
 * nothing else: the legal ids it refers to are the deciding seat's own knowledge, and a start's
 * hidden facts are never named.
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
    NOT_RESET,
    /**
     * The environment's {@link Starts} gave no state (null), a state of another game, or no state
     * in play in 1,000 draws.
     */
    INVALID_START,
    /**
     * The game is pinned to one hidden configuration ({@link EnvKit#pinned}), which every episode
     * would replay: allow it with {@link VectorEnv.Builder#allowPinned}.
     */
    PINNED_GAME,
    /** An opponent's name is not a bot of the game ({@code Bots.names}). */
    UNKNOWN_OPPONENT,
    /**
     * The opponents do not fit the game: not one name for every seat but the learner's (or one for
     * all), a learner's seat that is not a seat of the game, or a learner without opponents.
     */
    BAD_OPPONENTS,
    /**
     * An opponent's bot failed inside a step: it threw ({@code BotFailure}) or chose an action
     * outside its legal decisions. Thrown while the games are stepped, so some games of the step
     * may have been played: reset the environment.
     */
    OPPONENT_FAILED,
    /**
     * A step gave a game whose episode ended under {@link AutoresetMode#DISABLED} an id other than
     * -1: reset that game first ({@link VectorEnv#reset(java.nio.ByteBuffer)}).
     */
    EPISODE_ENDED,
    /**
     * The environment was asked for observations and ids in each seat's frame ({@link
     * VectorEnv.Builder#seatFrame}), which the game's research kit does not offer.
     */
    NO_SEAT_FRAME
  }

  /** Why the action was refused. */
  private final Reason reason;

  /** The index of the game concerned, or -1 (the start pool, or the environment as a whole). */
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
   * The index of the game whose action or start was refused, or -1 when no one game is concerned
   * (the start pool, a pinned game, a step before the first reset).
   *
   * @return the index
   */
  public int game() {
    return game;
  }
}
