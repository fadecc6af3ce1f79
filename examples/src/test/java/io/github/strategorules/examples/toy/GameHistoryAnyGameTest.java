package io.github.strategorules.examples.toy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.core.referee.Verdict;
import io.github.strategorules.lostisland.Scenario;
import io.github.strategorules.research.GameHistory;
import io.github.strategorules.research.Transcript;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link GameHistory} is written against the contract alone ({@code GameState.origin()} and {@code
 * history()}): it serves classic Stratego, Lost Island and the toy game, which has no research kit,
 * alike (issue 24 item 2).
 */
class GameHistoryAnyGameTest {
  /**
   * Plays random decisions and a draw offer now and then to the end, resigning after 120 actions.
   */
  private static List<Step> play(Game game, long seed) {
    Random r = new Random(seed);
    GameState s = game.newGame(seed);
    List<Step> steps = new ArrayList<>();
    while (s.outcome().isEmpty()) {
      Seat seat = s.toDecide().get(r.nextInt(s.toDecide().size()));
      Action a;
      if (steps.size() >= 120) {
        a = s.resignation(seat);
      } else if (r.nextInt(10) == 0 && s.legalActions(seat).contains(s.drawOffer(seat))) {
        a = s.drawOffer(seat);
      } else {
        List<Action> decisions = s.decisions(seat);
        a = decisions.get(r.nextInt(decisions.size()));
      }
      Step step = s.apply(a.seat(), a);
      steps.add(step);
      s = step.state();
    }
    return steps;
  }

  @ParameterizedTest
  @ValueSource(strings = {"classic", "barrage", "lost-island", "lost-island(players=3)", "toy"})
  void aPlayedGameIsItsOriginAndItsActionsAndRebuildsEverySeatsTranscript(String spec) {
    Game game = Games.parse(spec);
    GameState first = game.newGame(7);
    List<Step> steps = play(game, 7);
    GameState end = steps.get(steps.size() - 1).state();

    GameHistory h = GameHistory.of(end);
    assertThat(h.size()).isEqualTo(steps.size()).isEqualTo(end.history().size());
    assertThat(h.start().history()).isEmpty();
    assertThat(h.start().record()).isEqualTo(first.record());
    assertThat(h.stateAfter(h.size()).record()).isEqualTo(end.record());
    for (Seat seat : game.seats()) {
      // Folded step by step from a referee's shares, as a transport that tells every step would.
      Referee referee = Referee.of(first);
      Transcript t = Transcript.start(referee.arrivalFor(Optional.of(seat)));
      for (int i = 0; i < steps.size(); i++) {
        Action a = h.actions().get(i);
        t = t.after(((Verdict.Applied) referee.submit(a.seat(), a)).shares().forSeat(seat));
      }
      assertThat(h.transcript(seat, h.size())).as("%s's transcript", seat).isEqualTo(t);
      assertThat(t.size()).isEqualTo(steps.size());
    }
    // every state along the way has the same origin and a prefix of the actions
    GameState mid = steps.get(steps.size() / 2).state();
    assertThat(GameHistory.of(mid).actions())
        .isEqualTo(h.actions().subList(0, steps.size() / 2 + 1));
    // a record may order the setup otherwise (a classic record holds each setup on its line)
    GameHistory read = GameHistory.ofRecord(end.record());
    assertThat(read.actions())
        .hasSameSizeAs(h.actions())
        .containsExactlyInAnyOrderElementsOf(h.actions());
    assertThat(read.stateAfter(read.size()).record()).isEqualTo(end.record());
  }

  @Test
  void aStateRestoredFromAPositionHasNoOriginAndNoHistoryFromANewGame() {
    ClassicState played = (ClassicState) play(Games.parse("classic"), 3).get(80).state();
    ClassicState restored = ClassicState.of(played.toPosition());
    ClassicState moved = restored.apply(restored.legalMoves().get(0)).state();
    assertThat(moved.origin()).isEmpty();
    assertThat(moved.history()).containsExactly(restored.legalMoves().get(0));
    assertThatThrownBy(() -> GameHistory.of(moved))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("restored from a position");

    GameState scenario =
        Scenario.players(2)
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  R5 B2 .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        """)
            .build();
    assertThat(scenario.origin()).isEmpty();
    assertThatThrownBy(() -> GameHistory.of(scenario)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aClassicGameResignedDuringItsSetupStillHasItsHistory() {
    GameState s = Games.parse("classic").newGame(1);
    Action place = s.decisions(Seat.RED).get(0);
    GameState over =
        s.apply(Seat.RED, place).state().apply(Seat.BLUE, s.resignation(Seat.BLUE)).state();
    GameHistory h = GameHistory.of(over);
    assertThat(h.actions()).containsExactly(place, s.resignation(Seat.BLUE));
    assertThat(h.setupActions()).isEqualTo(2);
    assertThat(h.stateAfter(2).record()).isEqualTo(over.record());
  }
}
