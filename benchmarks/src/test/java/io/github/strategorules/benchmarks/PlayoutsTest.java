package io.github.strategorules.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.kernel.Status;
import io.github.strategorules.core.rules.Ruleset;
import org.junit.jupiter.api.Test;

/** The benchmarks measure what they claim: real playouts from valid, distinct, live positions. */
class PlayoutsTest {

  @Test
  void startPositionsAreDistinctGamesInPlay() {
    var starts = Playouts.starts(Ruleset.classic(), 8, 42);
    assertThat(starts).hasSize(8).allMatch(s -> s.ply() == 0 && s.outcome().isEmpty());
    assertThat(starts.stream().map(s -> s.setup(io.github.strategorules.core.game.Seat.RED).orElseThrow()).distinct())
        .hasSize(8);
  }

  @Test
  void midGamePositionsAreOngoingAndPastTheOpening() {
    var positions = Playouts.midGame(Ruleset.classic(), 32, 99);
    assertThat(positions).hasSize(32);
    for (Position p : positions) {
      assertThat(p.status()).isEqualTo(Status.ONGOING);
      assertThat(p.ply()).isGreaterThan(0);
    }
  }

  @Test
  void fastPathPliesFollowTheRules() {
    PlayoutBenchmark.FastPath fast = new PlayoutBenchmark.FastPath();
    fast.setUp();
    for (int i = 0; i < 5000; i++) {
      Position before = fast.position.copy();
      fast.ply();
      if (fast.position.ply() == before.ply() + 1) {
        assertThat(ClassicState.of(before).legalMoves()).isNotEmpty();
      }
    }
    PlayoutBenchmark.Immutable api = new PlayoutBenchmark.Immutable();
    api.setUp();
    for (int i = 0; i < 2000; i++) {
      assertThat(api.ply().ply()).isPositive();
    }
  }

  @Test
  void longGamesReachTheirPlyInPlay() {
    var g = Playouts.longGame(1000, 42);
    assertThat(g.ply()).isEqualTo(1000);
    assertThat(g.outcome()).isEmpty();
    assertThat(g.viewFor(io.github.strategorules.core.game.Seat.RED).moveLog()).hasSize(1000);
  }
}
