package io.github.strategorules.research;

import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Seat;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The result of one {@link Match}: the final state (referee data: its {@link GameState#record()}
 * replays the game), how many actions were played, whether the game was cut at the cap, the bots'
 * names by seat, the seats that forfeited, if any did, and how long each bot thought.
 *
 * @param finalState the state after the last action
 * @param actions the number of actions played, setup included (a forfeit's resignation too)
 * @param cut whether the game reached the cap on actions without an outcome
 * @param bots the bots' names, seat 0 first
 * @param forfeits the seats whose bots failed ({@link BotFailure}) and lost by resigning, in seat
 *     order for bots that failed to open (every seat's bot is opened, so that two that fail both
 *     forfeit), then in the order of play
 * @param thinking per seat, seat 0 first, the bot's decisions and the time it took to make them
 */
public record MatchResult(
    GameState finalState,
    int actions,
    boolean cut,
    List<String> bots,
    List<Forfeit> forfeits,
    List<Thinking> thinking) {
  /**
   * How much a seat's bot was asked and how long it took to answer, measured around {@link
   * Bot#choose} alone (building the seat's view is the match's time, not the bot's): for a bot with
   * a fixed think time, its real pace; for the others, their cost. Also its slowest decision, and
   * how many decisions took more than twice the think time it declares ({@link Bot#thinkMillis()}):
   * a timed bot that overran its budget.
   *
   * @param decisions how many times the bot chose (setup decisions and forced moves included)
   * @param nanos the wall time of those choices, in nanoseconds
   * @param slowest the wall time of the slowest choice, in nanoseconds, or -1 when not known (a
   *     journal written before it was kept)
   * @param overBudget how many choices took more than twice the bot's declared think time (0 for a
   *     bot that declares none, or when not known)
   */
  public record Thinking(int decisions, long nanos, long slowest, int overBudget) {
    /** No thinking: a seat never asked. */
    public static final Thinking NONE = new Thinking(0, 0, 0, 0);

    /**
     * Checks the counts.
     *
     * @param decisions the decisions, not negative
     * @param nanos the time, not negative
     * @param slowest the slowest decision's time, not negative, or -1 for unknown
     * @param overBudget the decisions over twice the budget, not negative
     */
    public Thinking {
      if (decisions < 0 || nanos < 0 || slowest < -1 || overBudget < 0) {
        throw new IllegalArgumentException(
            "decisions, times and counts must not be negative (the slowest time may be -1)");
      }
    }

    /**
     * Thinking whose slowest decision is not known (a journal written before it was kept).
     *
     * @param decisions the decisions, not negative
     * @param nanos the time, not negative
     */
    public Thinking(int decisions, long nanos) {
      this(decisions, nanos, -1, 0);
    }

    /**
     * Whether the slowest decision is known.
     *
     * @return false for a game read from a journal that did not keep it
     */
    public boolean slowestKnown() {
      return slowest >= 0;
    }

    /**
     * This and another seat's thinking together.
     *
     * @param other the other
     * @return the sums
     */
    public Thinking plus(Thinking other) {
      long slow =
          slowestKnown() && other.slowestKnown()
              ? Math.max(slowest, other.slowest)
              : decisions == 0 ? other.slowest : other.decisions == 0 ? slowest : -1;
      return new Thinking(
          decisions + other.decisions, nanos + other.nanos, slow, overBudget + other.overBudget);
    }

    /**
     * Decisions per second of thinking.
     *
     * @return the rate, 0 when the bot never thought
     */
    public double perSecond() {
      return nanos == 0 ? 0 : decisions / (nanos / 1e9);
    }

    /**
     * The mean time per decision.
     *
     * @return milliseconds, 0 without decisions
     */
    public double meanMillis() {
      return decisions == 0 ? 0 : nanos / 1e6 / decisions;
    }
  }

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
   * @param forfeits the forfeits, maybe none
   * @param thinking per seat, one per bot
   * @throws IllegalArgumentException when there is not one thinking per bot
   */
  public MatchResult {
    Objects.requireNonNull(finalState, "finalState");
    forfeits = List.copyOf(forfeits);
    bots = List.copyOf(bots);
    thinking = List.copyOf(thinking);
    if (thinking.size() != bots.size()) {
      throw new IllegalArgumentException(
          "one thinking per bot: " + bots.size() + ", not " + thinking.size());
    }
  }

  /**
   * The outcome.
   *
   * @return the outcome, or empty for a game cut at the cap
   */
  public Optional<? extends Outcome> outcome() {
    return finalState.outcome();
  }

  /**
   * The first forfeit, when one seat's bot failed.
   *
   * @return the first of {@link #forfeits()}, or empty
   */
  public Optional<Forfeit> forfeit() {
    return forfeits.stream().findFirst();
  }

  /**
   * The seats that won: the outcome's winners but a seat that forfeited, which wins nothing even
   * when every other seat failed too (the referee's outcome then names the last seat that resigned
   * nothing, though its bot never played).
   *
   * @return the winners, in seat order; empty for a draw, a cut game, or a game every seat
   *     forfeited
   */
  public List<Seat> winners() {
    List<Seat> failed = forfeits.stream().map(Forfeit::seat).toList();
    return finalState.outcome().stream()
        .flatMap(o -> o.winners().stream())
        .filter(s -> !failed.contains(s))
        .toList();
  }
}
