package io.github.strategorules.core.referee;

import java.time.Duration;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A time limit per seat (an operator's setting, not a rule of any game): every seat starts with
 * {@code budget}; while the game waits for a seat's decision its clock runs (during a simultaneous
 * setup, every deciding seat's clock runs at once), and each action a seat takes adds {@code
 * increment} to its clock. A seat whose clock reaches zero loses on time: the referee resigns it
 * ({@link Referee#timedOut()}).
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

  /** One duration of a written time control: amounts with units, largest first ({@code 1m30s}). */
  private static final Pattern DURATION =
      Pattern.compile(
          "(?:(\\d{1,6})h)?(?:(\\d{1,6})m(?!s))?(?:(\\d{1,9})s)?" + "(?:(\\d{1,9})ms)?");

  /**
   * Reads a time control as an operator writes it: the budget, then optionally {@code +} and the
   * increment, each as amounts with units {@code h}, {@code m}, {@code s}, {@code ms}, largest
   * first: {@code 10m}, {@code 5m+3s}, {@code 1m30s+500ms}. {@link #toString()} writes this form.
   *
   * @param text the time control
   * @return the time control
   * @throws IllegalArgumentException for text not of this form, a budget that is zero or an amount
   *     too large
   */
  public static TimeControl parse(String text) {
    Objects.requireNonNull(text, "text");
    String t = text.strip();
    int plus = t.indexOf('+');
    Duration budget = duration(plus < 0 ? t : t.substring(0, plus), text);
    Duration increment = plus < 0 ? Duration.ZERO : duration(t.substring(plus + 1), text);
    return new TimeControl(budget, increment);
  }

  private static Duration duration(String part, String whole) {
    Matcher m = DURATION.matcher(part.strip());
    if (part.isBlank() || !m.matches()) {
      throw new IllegalArgumentException(
          "a time control is a budget and an optional increment, such as 10m or "
              + "5m+3s (units h, m, s, ms), not '"
              + whole
              + "'");
    }
    return Duration.ofHours(amount(m.group(1)))
        .plusMinutes(amount(m.group(2)))
        .plusSeconds(amount(m.group(3)))
        .plusMillis(amount(m.group(4)));
  }

  private static long amount(String digits) {
    return digits == null ? 0 : Long.parseLong(digits);
  }

  /**
   * The time control as {@link #parse} reads it, such as {@code 5m+3s} (to the millisecond).
   *
   * @return the written form
   */
  @Override
  public String toString() {
    return increment.isZero() ? written(budget) : written(budget) + "+" + written(increment);
  }

  private static String written(Duration d) {
    if (d.isZero()) {
      return "0s";
    }
    StringBuilder b = new StringBuilder();
    long h = d.toHours();
    int m = d.toMinutesPart();
    int s = d.toSecondsPart();
    int ms = d.toMillisPart();
    if (h > 0) {
      b.append(h).append('h');
    }
    if (m > 0) {
      b.append(m).append('m');
    }
    if (s > 0) {
      b.append(s).append('s');
    }
    if (ms > 0 || b.length() == 0) {
      b.append(ms).append("ms");
    }
    return b.toString();
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
