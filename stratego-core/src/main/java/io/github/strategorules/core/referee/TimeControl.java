package io.github.strategorules.core.referee;

import java.time.Duration;
import java.util.Objects;

/**
 * A time limit per seat (an operator's setting, not a rule of any game): every seat starts with
 * {@code budget}; while the game waits for a seat's decision its clock runs (during a simultaneous
 * setup, every deciding seat's clock runs at once), and each action a seat takes adds
 * {@code increment} to its clock. A seat whose clock reaches zero loses on time: the referee
 * resigns it ({@link Referee#timedOut()}).
 *
 * @param budget each seat's time at the start, positive
 * @param increment added to a seat's clock after each of its actions, zero or more
 */
public record TimeControl(Duration budget, Duration increment) {
  /**
   * Checks the durations.
   *
   * @param budget the starting time, positive
   * @param increment the increment, zero or more
   * @throws IllegalArgumentException for a budget that is not positive or a negative increment
   */
  public TimeControl {
    Objects.requireNonNull(budget, "budget");
    Objects.requireNonNull(increment, "increment");
    if (budget.isNegative() || budget.isZero()) {
      throw new IllegalArgumentException("a time budget is positive, not " + budget);
    }
    if (increment.isNegative()) {
      throw new IllegalArgumentException("an increment is zero or more, not " + increment);
    }
  }

  /**
   * A budget with no increment.
   *
   * @param budget each seat's time
   * @return the time control
   */
  public static TimeControl of(Duration budget) {
    return new TimeControl(budget, Duration.ZERO);
  }
}
