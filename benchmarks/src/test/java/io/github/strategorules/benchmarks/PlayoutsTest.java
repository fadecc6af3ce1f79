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
    assertThat(
            starts.stream()
                .map(s -> s.setup(io.github.strategorules.core.game.Seat.RED).orElseThrow())
                .distinct())
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

  /**
   * The bot benchmark's views are distinct mid-game decisions, and each bot answers with a legal
   * move.
   */
  @Test
  void botDecisionsAreLegalMovesInDistinctMidGameViews() {
    BotDecisionBenchmark.Views v = new BotDecisionBenchmark.Views();
    v.setUp();
    assertThat(v.views).hasSize(16).doesNotHaveDuplicates();
    assertThat(v.views.stream().map(view -> view.ply()).distinct().count()).isGreaterThan(8);
    BotDecisionBenchmark b = new BotDecisionBenchmark();
    for (int i = 0; i < 16; i++) {
      var view = v.views.get(i);
      assertThat(view.ply()).isBetween(40, 160);
      assertThat(view.legalMoves()).hasSizeGreaterThan(1);
      assertThat(view.legalMoves())
          .contains((io.github.strategorules.core.action.Move) b.referenceFixed(v));
      v.next = i;
      assertThat(view.legalMoves())
          .contains((io.github.strategorules.core.action.Move) b.search(v));
      v.next = i;
      assertThat(view.legalMoves())
          .contains((io.github.strategorules.core.action.Move) b.heuristic(v));
      v.next = i + 1;
    }
  }
}
