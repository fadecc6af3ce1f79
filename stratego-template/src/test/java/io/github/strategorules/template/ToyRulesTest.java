package io.github.strategorules.template;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.IllegalActionException;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * This game's rules, one scenario each (TOY-1 to TOY-6), played through the contract as every
 * client plays it: actions read from their notation, applied in their seat's name. The conformance
 * suite checks what every game must do; these check what this game's rules say. A new game replaces
 * them with scenarios of its own rules.
 */
class ToyRulesTest {
  private static final ToyGame GAME = new ToyGame();

  /** A new game, as its own type: the typed API of a game is its classes' public methods. */
  private static ToyState start() {
    return (ToyState) GAME.newGame(1);
  }

  /** Applies actions given by their notation, each in its own seat's name. */
  private static ToyState play(ToyState state, String... actions) {
    for (String text : actions) {
      Action a = GAME.parseAction(text);
      state = state.apply(a.seat(), a).state();
    }
    return state;
  }

  private static Square sq(String s) {
    return Square.parse(s);
  }

  @Test
  void rule1And2TheSetupHidesAValueInEachPieceBothSeatsAtOnce() {
    ToyState start = start();
    assertThat(start.phase()).isEqualTo(Phase.SETUP);
    assertThat(start.toDecide()).containsExactly(Seat.RED, Seat.BLUE);
    assertThat(start.decisions(Seat.BLUE))
        .extracting(Action::notation)
        .containsExactly("BLUE hide 1", "BLUE hide 2", "BLUE hide 3");
    ToyView view = (ToyView) start.viewFor(Seat.RED);
    assertThat(view.tokens()).extracting(ToyView.Token::square).containsExactly(sq("b1"), sq("b4"));
    assertThat(view.grid().cell(ToyGame.POND).orElseThrow().terrain()).isEqualTo("pond");

    ToyState blueHid = play(start, "BLUE hide 3");
    assertThat(blueHid.toDecide()).containsExactly(Seat.RED);
    assertThat(((ToyView) blueHid.viewFor(Seat.BLUE)).tokens().get(1).value())
        .isEqualTo(OptionalInt.of(3));
    assertThat(((ToyView) blueHid.viewFor(Seat.RED)).tokens().get(1).value())
        .as("BLUE's secret")
        .isEmpty();
    assertThat(((ToyView) blueHid.publicView()).tokens()).allMatch(t -> t.value().isEmpty());

    ToyState playing = play(blueHid, "RED hide 1");
    assertThat(playing.phase()).isEqualTo(Phase.PLAY);
    assertThat(playing.toDecide()).containsExactly(Seat.RED);
  }

  @Test
  void rule3APieceWalksOneSquareAlongAFileOrRankAndNeverIntoThePond() {
    ToyState s = play(start(), "RED hide 2", "BLUE hide 2");
    assertThat(s.decisions(Seat.RED))
        .extracting(Action::notation)
        .containsExactly("RED walk b1-b2", "RED walk b1-c1", "RED walk b1-a1");
    assertThat(s.decisions(Seat.BLUE)).as("RED walks first").isEmpty();
    s = play(s, "RED walk b1-c1", "BLUE walk b4-c4");
    assertThat(s.decisions(Seat.RED))
        .extracting(Action::notation)
        .as("c2 is the pond")
        .containsExactly("RED walk c1-b1");
    Action intoThePond = GAME.parseAction("RED walk c1-c2");
    assertThat(s.check(Seat.RED, intoThePond)).contains(ToyReason.NOT_LEGAL_NOW);
    ToyState before = s;
    assertThatThrownBy(() -> before.apply(Seat.RED, intoThePond))
        .isInstanceOf(IllegalActionException.class);
    assertThat(s.check(Seat.BLUE, GAME.parseAction("RED walk c1-b1")))
        .as("in another seat's name")
        .contains(ToyReason.NOT_YOURS);
  }

  @Test
  void rule4AFightShowsBothValuesAndTheHigherWins() {
    ToyState s = play(start(), "RED hide 3", "BLUE hide 1", "RED walk b1-b2", "BLUE walk b4-b3");
    ToyStep fight = s.apply(Seat.RED, GAME.parseAction("RED walk b2-b3"));
    assertThat(fight.eventsFor(Seat.BLUE))
        .startsWith(new ToyEvent.Fought(Seat.RED, sq("b3"), 3, 1));
    assertThat(fight.state().outcome())
        .contains(new ToyOutcome(List.of(Seat.RED), ToyTermination.FIGHT_WON));
    assertThat(fight.state().phase()).isEqualTo(Phase.OVER);
    assertThat(fight.state().toDecide()).isEmpty();

    ToyState even =
        play(
            start(),
            "RED hide 2",
            "BLUE hide 2",
            "RED walk b1-b2",
            "BLUE walk b4-b3",
            "RED walk b2-b3");
    assertThat(even.outcome()).contains(new ToyOutcome(List.of(), ToyTermination.EVEN_FIGHT));
  }

  @Test
  void rule5TwelveWalksWithoutAFightDrawTheGame() {
    ToyState s = play(start(), "RED hide 1", "BLUE hide 2");
    for (int i = 0; i < 3; i++) {
      assertThat(s.outcome()).isEmpty();
      s = play(s, "RED walk b1-a1", "BLUE walk b4-a4", "RED walk a1-b1", "BLUE walk a4-b4");
    }
    assertThat(((ToyView) s.publicView()).walks()).isEqualTo(ToyGame.WALK_LIMIT);
    assertThat(s.outcome()).contains(new ToyOutcome(List.of(), ToyTermination.WALK_LIMIT));
  }

  @Test
  void rule6ResignationAndDrawsAsTheContractSays() {
    ToyState s = play(start(), "RED hide 1");
    assertThat(play(s, "BLUE resign").outcome())
        .as("a resignation during the setup")
        .contains(new ToyOutcome(List.of(Seat.RED), ToyTermination.RESIGNED));
    s = play(s, "BLUE hide 2");
    assertThat(s.legalActions(Seat.BLUE))
        .extracting(Action::notation)
        .as("draws during play, any seat")
        .containsExactly("BLUE offer draw", "BLUE resign");
    ToyState offered = play(s, "BLUE offer draw");
    assertThat(offered.legalActions(Seat.RED))
        .extracting(Action::notation)
        .endsWith("RED accept draw", "RED resign");
    assertThat(play(offered, "RED accept draw").outcome())
        .contains(new ToyOutcome(List.of(), ToyTermination.DRAW_AGREED));
    ToyState declined = play(offered, "RED walk b1-b2");
    assertThat(declined.legalActions(Seat.RED))
        .extracting(Action::notation)
        .as("a walk declines the offer")
        .doesNotContain("RED accept draw");
  }

  @Test
  void aRecordReplaysToTheSameGameAndStopsAtAnIllegalAction() {
    ToyState s = play(start(), "RED hide 3", "BLUE hide 1", "RED walk b1-b2");
    assertThat(s.record()).isEqualTo("toy-record 1\nRED hide 3\nBLUE hide 1\nRED walk b1-b2\n");
    var replay = GAME.replay(s.record());
    assertThat(replay.isLegal()).isTrue();
    assertThat(replay.finalState().record()).isEqualTo(s.record());
    assertThat(replay.applied()).isEqualTo(3);

    var illegal = GAME.replay(s.record() + "RED walk b2-b3\n");
    assertThat(illegal.applied()).isEqualTo(3);
    assertThat(illegal.firstIllegal().orElseThrow().reason()).isEqualTo(ToyReason.NOT_LEGAL_NOW);
    assertThatThrownBy(() -> GAME.replay("toy-record 1\nRED dance\n"))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("not an action of toy");
  }
}
