package io.github.strategorules.research;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.TimeControl;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * A match with a {@link TimeControl} keeps every seat's clock through its referee: the time a bot
 * takes to choose runs on its seat's clock, and a bot out of time loses on time (a forfeit named
 * {@code OUT_OF_TIME}). The clock here is a counter that only a bot's thinking moves, so the tests
 * are exact whatever the machine's load.
 */
class MatchClockTest {
  private final AtomicLong now = new AtomicLong();

  /** A random bot that "thinks" a fixed time for each decision, and longer at one of them. */
  private Bot thinking(Duration each, int slowAt, Duration slow) {
    return new Bot() {
      private int decisions;

      @Override
      public String name() {
        return "thinking";
      }

      @Override
      public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
        decisions++;
        now.addAndGet((decisions == slowAt ? slow : each).toNanos());
        return legal.get(random.nextInt(legal.size()));
      }
    };
  }

  private static Bot instant() {
    return new RandomBot();
  }

  @Test
  void aBotThatRunsOutOfTimeLosesOnTime() {
    Game game = Games.parse("barrage");
    TimeControl tc = TimeControl.parse("2s");
    // RED places its 8 pieces and moves at 1 ms a decision; its 12th decision takes 3 s.
    MatchResult r =
        Match.play(
            game,
            List.of(thinking(Duration.ofMillis(1), 12, Duration.ofSeconds(3)), instant()),
            5,
            10_000,
            null,
            tc,
            now::get);
    assertThat(r.forfeit())
        .hasValueSatisfying(
            f -> {
              assertThat(f.seat()).isEqualTo(Seat.RED);
              assertThat(f.reason()).isEqualTo("OUT_OF_TIME");
              assertThat(f.detail()).contains("2s");
            });
    assertThat(r.outcome().orElseThrow().winners()).containsExactly(Seat.BLUE);
    assertThat(r.finalState().record()).isNotEmpty();
    // RED's 8 placements and 3 moves, BLUE's 8 and 3, then RED's resignation instead of its 12th.
    assertThat(r.actions()).isEqualTo(8 + 3 + 8 + 3 + 1);
    // Each seat's thinking is its bot's time in choose alone: RED was asked 12 times (11 ms, then
    // 3 s), BLUE 11 times, instantly on this clock; RED's slowest decision took the 3 s.
    assertThat(r.thinking())
        .containsExactly(
            new MatchResult.Thinking(
                12,
                Duration.ofMillis(11).plusSeconds(3).toNanos(),
                Duration.ofSeconds(3).toNanos(),
                0),
            new MatchResult.Thinking(11, 0, 0, 0));
    assertThat(r.thinking().get(0).meanMillis()).isEqualTo((11 + 3000) / 12.0);
  }

  @Test
  void theIncrementKeepsABotThatUsesItInTime() {
    Game game = Games.parse("barrage");
    // 1 s a decision against a 2 s budget: without the 1 s increment RED would lose at its third.
    MatchResult r =
        Match.play(
            game,
            List.of(thinking(Duration.ofSeconds(1), -1, Duration.ZERO), instant()),
            5,
            300,
            null,
            TimeControl.parse("2s+1s"),
            now::get);
    assertThat(r.forfeit()).isEmpty();
    MatchResult without =
        Match.play(
            game,
            List.of(thinking(Duration.ofSeconds(1), -1, Duration.ZERO), instant()),
            5,
            300,
            null,
            TimeControl.parse("2s"),
            now::get);
    assertThat(without.forfeit())
        .hasValueSatisfying(f -> assertThat(f.reason()).isEqualTo("OUT_OF_TIME"));
    assertThat(without.actions()).isEqualTo(2);
  }

  @Test
  void withoutAClockThinkingTakesAsLongAsItTakes() {
    MatchResult r =
        Match.play(
            Games.parse("barrage"),
            List.of(thinking(Duration.ofHours(1), -1, Duration.ZERO), instant()),
            5,
            300,
            null,
            null,
            now::get);
    assertThat(r.forfeit()).isEmpty();
    assertThat(r.actions()).isGreaterThan(16);
  }

  @Test
  void openingTheBotsIsNobodysTime() {
    // An engine that takes 10 s to start, against a 2 s budget: the clocks start after it opened.
    Bot slowToOpen =
        new Bot() {
          @Override
          public String name() {
            return "slow to open";
          }

          @Override
          public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
            return legal.get(random.nextInt(legal.size()));
          }

          @Override
          public Bot open(Game game, Seat seat) {
            now.addAndGet(Duration.ofSeconds(10).toNanos());
            return this;
          }
        };
    MatchResult r =
        Match.play(
            Games.parse("barrage"),
            List.of(slowToOpen, instant()),
            5,
            200,
            null,
            TimeControl.parse("2s"),
            now::get);
    assertThat(r.forfeit()).isEmpty();
  }

  @Test
  void aSeatIsNeverChargedForTheOtherBotsThinking() {
    // BLUE's bot answers at once; RED's thinks 1 s a decision and keeps its 2 s with the increment.
    // BLUE waits 8 s through RED's part of the setup and more during play, and is never charged.
    MatchResult r =
        Match.play(
            Games.parse("barrage"),
            List.of(thinking(Duration.ofSeconds(1), -1, Duration.ZERO), instant()),
            5,
            200,
            null,
            TimeControl.parse("2s+1s"),
            now::get);
    assertThat(r.forfeit()).isEmpty();
    assertThat(r.actions()).isGreaterThan(16);
  }
}
