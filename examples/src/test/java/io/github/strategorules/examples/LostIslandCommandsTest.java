package io.github.strategorules.examples;

import static io.github.strategorules.examples.DemoCommandTest.run;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code stratego demo --game lost-island} and {@code stratego selfplay --ruleset lost-island(...)}. */
class LostIslandCommandsTest {

  @Test
  void demoPlaysAFullFourPlayerGameAndPrintsTheIslandEachRound() {
    DemoCommandTest.Run r = run("demo", "--game", "lost-island", "--players", "4", "--seed", "3");
    assertThat(r.code()).isZero();
    assertThat(r.err()).isEmpty();
    assertThat(r.out()).contains("Stratego Lost Island (lost-island(players=4,seed=3,turn_limit=200))",
        "Round 1", "Round 2", "view of RED", "sinks");
    assertThat(r.out()).containsPattern("Outcome after \\d+ turns: (RED|BLUE|GREEN|YELLOW) wins|draw");
    // seen by RED: BLUE's values that RED never saw stay hidden in the first drawing
    String firstRound = r.out().substring(r.out().indexOf("Round 1"), r.out().indexOf("Round 2"));
    assertThat(firstRound).contains("B?");
    assertThat(run("demo", "--game", "lost-island", "--seed", "3").out()).isEqualTo(r.out());
  }

  @Test
  void demoRejectsBadLostIslandOptions() {
    assertThat(run("demo", "--game", "lost-island", "--players", "5").code()).isEqualTo(2);
    assertThat(run("demo", "--game", "lost-island", "--players", "2", "--seat", "3").code()).isEqualTo(2);
    assertThat(run("demo", "--game", "chess").code()).isEqualTo(2);
  }

  @Test
  void selfplayPlaysLostIslandWithTheTurnLimit() {
    DemoCommandTest.Run r = run("selfplay", "--ruleset", "lost-island(players=3)", "--games", "20", "--seed", "4");
    assertThat(r.code()).isZero();
    assertThat(r.out()).contains("20 games of lost-island(players=3", "turn limit 200", "RED wins ", "GREEN wins ",
        "mean turns", "games/s");
    DemoCommandTest.Run limited = run("selfplay", "--ruleset", "lost-island(players=2,turn_limit=3)", "--games", "5");
    assertThat(limited.out()).contains("turn limit 3", "TURN_LIMIT (LI-11.2): 5", "draws 5");
    DemoCommandTest.Run bad = run("selfplay", "--ruleset", "lost-island(players=3,colour=red)", "--games", "2");
    assertThat(bad.code()).isEqualTo(2);
    assertThat(bad.err()).contains("accepted options");
  }
}
