package io.github.strategorules.research;

import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Outcome;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The result of one {@link Match}: the final state (referee data: its {@link GameState#record()}
 * replays the game), how many actions were played, whether the game was cut at the cap, and the
 * bots' names by seat.
 *
 * @param finalState the state after the last action
 * @param actions the number of actions played, setup included
 * @param cut whether the game reached the cap on actions without an outcome
 * @param bots the bots' names, seat 0 first
 */
public record MatchResult(GameState finalState, int actions, boolean cut, List<String> bots) {
  /**
   * Checks presence and copies the names.
   *
   * @param finalState the final state
   * @param actions the count
   * @param cut whether cut
   * @param bots the names
   */
  public MatchResult {
    Objects.requireNonNull(finalState, "finalState");
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
