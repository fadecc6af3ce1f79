package io.github.strategorules.examples.web;

/**
 * Why the server answers a client's message with an {@code error} frame (the message is not about
 * an action: those get a {@code refused} frame with the rules' reason). The connection stays open,
 * up to {@link Limits#maxBadMessages()} bad messages in a row.
 */
public enum ErrorCode {
  /** The text is not a JSON object with a known {@code type}, or a field is missing or wrong. */
  MALFORMED,
  /** The spec names no game on the server's path, or its options are invalid. */
  BAD_SPEC,
  /** No game has this id (or it finished long ago and was dropped). */
  NO_SUCH_GAME,
  /** The seat does not play in this game, or a bot plays it. */
  NO_SUCH_SEAT,
  /** Someone holds the seat (resume it with its token instead). */
  SEAT_TAKEN,
  /** Every seat for people is taken. */
  NO_FREE_SEAT,
  /** The token is not this seat's. */
  BAD_TOKEN,
  /** The connection plays no seat, so it cannot act. */
  NOT_SEATED,
  /**
   * The server holds as many games as it may (none finished or abandoned), or the rest is kept for
   * newcomers.
   */
  SERVER_FULL,
  /**
   * The connection or its address holds as many unfinished games as it may, or created as many
   * lately.
   */
  TOO_MANY_GAMES,
  /** The game has as many spectators as it may. */
  TABLE_FULL,
  /** The game offers no bot of this name. */
  NO_SUCH_BOT,
  /** The bot could not start (an engine that does not run, say). */
  BOT_FAILED,
  /** The game offers no setup style of this name ({@code setup} message). */
  NO_SUCH_SETUP,
  /** The seat has no setup to place now (its setup is done, or the game is past it). */
  NOT_SETTING_UP
}
