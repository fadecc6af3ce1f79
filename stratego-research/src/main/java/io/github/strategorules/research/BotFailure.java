package io.github.strategorules.research;

import io.github.strategorules.core.error.StrategoException;
import java.util.Objects;

/**
 * A bot could not play its seat: an external engine crashed, timed out or replied with an action
 * that was not legal. Thrown by {@link Bot#open} or {@link Bot#choose}, it makes the seat forfeit
 * the game: {@link Match} resigns in its name (every other seat wins) and records the reason
 * ({@link MatchResult.Forfeit}). A bug of a bot is not a failure of this kind: a reference bot
 * never throws it.
 */
public final class BotFailure extends StrategoException {
  private static final long serialVersionUID = 1L;

  /** Why, as a machine-readable name. */
  private final String reason;

  /**
   * Creates the failure.
   *
   * @param reason why, as a machine-readable name such as {@code TIMEOUT} or {@code CRASHED}
   * @param detail what happened, for people, with no fact hidden from the bot's seat
   */
  public BotFailure(String reason, String detail) {
    super(
        Objects.requireNonNull(reason, "reason") + ": " + Objects.requireNonNull(detail, "detail"));
    this.reason = reason;
  }

  /**
   * Why the bot failed.
   *
   * @return the reason's name
   */
  public String reason() {
    return reason;
  }
}
