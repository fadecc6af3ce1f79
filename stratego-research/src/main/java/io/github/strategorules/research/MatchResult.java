package io.github.strategorules.research;

import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Seat;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The result of one {@link Match}: the final state (referee data: its {@link GameState#record()}
 * replays the game), how many actions were played, whether the game was cut at the cap, the
 * bots' names by seat, and the seat that forfeited, if one did.
 *
 * @param finalState the state after the last action
 * @param actions the number of actions played, setup included (a forfeit's resignation too)
 * @param cut whether the game reached the cap on actions without an outcome
 * @param bots the bots' names, seat 0 first
 * @param forfeit the seat whose bot failed ({@link BotFailure}) and lost by resigning, or empty
 */
public record MatchResult(GameState finalState, int actions, boolean cut, List<String> bots,
    Optional<Forfeit> forfeit) {
  /**
   * A seat that forfeited the game: its bot failed, and {@link Match} resigned in its name.
   *
   * @param seat the seat
   * @param reason the failure's reason ({@link BotFailure#reason()}), such as {@code TIMEOUT}
   * @param detail what happened, for people
   */
  public record Forfeit(Seat seat, String reason, String detail) {
    /**
     * Checks presence.
     *
     * @param seat the seat
     * @param reason the reason
     * @param detail the detail
     */
    public Forfeit {
      Objects.requireNonNull(seat, "seat");
      Objects.requireNonNull(reason, "reason");
      Objects.requireNonNull(detail, "detail");
    }
  }

  /**
   * Checks presence and copies the names.
   *
   * @param finalState the final state
   * @param actions the count
   * @param cut whether cut
   * @param bots the names
   * @param forfeit the forfeit or empty
   */
  public MatchResult {
    Objects.requireNonNull(finalState, "finalState");
    Objects.requireNonNull(forfeit, "forfeit");
    bots = List.copyOf(bots);
  }

  /**
   * The outcome.
   *
   * @return the outcome, or empty for a game cut at the cap
   */
  public Optional<? extends Outcome> outcome() {
    return finalState.outcome();
  }
}
