package io.github.strategorules.research;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** An interval prints as a report shows it, not as a raw record. */
class IntervalTest {

  @Test
  void printsTheValueAndItsInterval() {
    Interval score = Interval.wilson(226.5, 400);
    assertThat(score).hasToString("0.566 [0.517, 0.614]");
    assertThat(Interval.eloOf(score).toString()).startsWith("46.");
    assertThat(Interval.eloOf(new Interval(1, 0.5, 1))).hasToString("+inf [0.000, +inf]");
  }
}
