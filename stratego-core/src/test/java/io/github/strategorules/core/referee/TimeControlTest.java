package io.github.strategorules.core.referee;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The written form of a time control, as {@code serve --time-control} and {@code arena
 * --time-control} take it.
 */
class TimeControlTest {
  @Test
  void readsABudgetAndAnOptionalIncrement() {
    assertThat(TimeControl.parse("10m")).isEqualTo(TimeControl.of(Duration.ofMinutes(10)));
    assertThat(TimeControl.parse("5m+3s"))
        .isEqualTo(new TimeControl(Duration.ofMinutes(5), Duration.ofSeconds(3)));
    assertThat(TimeControl.parse(" 1m30s+500ms "))
        .isEqualTo(new TimeControl(Duration.ofSeconds(90), Duration.ofMillis(500)));
    assertThat(TimeControl.parse("1h")).isEqualTo(TimeControl.of(Duration.ofHours(1)));
    assertThat(TimeControl.parse("250ms+0s").increment()).isZero();
  }

  @Test
  void writesWhatItReads() {
    for (String s : new String[] {"10m", "5m+3s", "1m30s+500ms", "1h2m3s4ms+1s", "250ms"}) {
      assertThat(TimeControl.parse(s)).hasToString(s);
      assertThat(TimeControl.parse(TimeControl.parse(s).toString()))
          .isEqualTo(TimeControl.parse(s));
    }
  }

  @Test
  void refusesWhatIsNotATimeControl() {
    for (String s :
        new String[] {"", "+3s", "10", "10x", "3s5m", "5m+", "0s", "5m+3s+1s", "-1m", "m"}) {
      assertThatThrownBy(() -> TimeControl.parse(s))
          .as(s)
          .isInstanceOf(IllegalArgumentException.class);
    }
  }
}
