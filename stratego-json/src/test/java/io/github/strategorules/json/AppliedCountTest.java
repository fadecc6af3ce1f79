package io.github.strategorules.json;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.RecordReplay;
import io.github.strategorules.core.game.Seat;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link RecordReplay#applied()} and the stored record's {@code actions} mean one thing in every
 * game: every action of the record applied, the setup placements included (issue 37 item 8).
 * Classic counted only the actions after its setup lines (20 after 100 actions, Lost Island 100).
 */
class AppliedCountTest {

  private static GameState play(String spec, long seed, int actions) {
    GameState state = Games.parse(spec).newGame(seed);
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < actions; i++) {
      Seat seat = state.toDecide().get(0);
      List<Action> decisions = state.decisions(seat);
      state = state.apply(seat, decisions.get(random.nextInt(decisions.size()))).state();
    }
    assertThat(state.outcome()).as(spec + " still goes on").isEmpty();
    return state;
  }

  @ParameterizedTest(name = "{0} after {1} actions")
  @CsvSource(
      delimiter = ';',
      value = {
        "classic; 100",
        "classic; 30",
        "classic; 80",
        "barrage; 40",
        "lost-island(players=2); 100",
        "lost-island(players=3); 30",
        "lost-island(players=4); 100"
      })
  void everyGameCountsEveryActionItAppliedSetupIncluded(String spec, int actions) {
    GameState state = play(spec, 5, actions);
    assertThat(state.history()).hasSize(actions);
    RecordReplay<GameState, RecordReplay.Refused> replay = Games.replay(state.record());
    assertThat(replay.isLegal()).isTrue();
    assertThat(replay.applied()).isEqualTo(actions);
    assertThat(replay.finalState().history()).hasSize(actions);
    assertThat(StoredRecord.of(state).actions()).isEqualTo(actions);
  }

  @Test
  void classicAndLostIslandAgreeAfterTheSameNumberOfActions() {
    int classic = Games.replay(play("classic", 1, 100).record()).applied();
    int island = Games.replay(play("lost-island(players=2)", 1, 100).record()).applied();
    assertThat(classic).isEqualTo(island).isEqualTo(100);
  }
}
