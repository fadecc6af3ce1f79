package io.github.strategorules.research;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.core.referee.RefereeException;
import io.github.strategorules.core.referee.RefereeReason;
import io.github.strategorules.core.referee.Update;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Issue 50: a {@link Transcript} is a fold of the referee's updates for its seat, each step's own
 * in order, and {@link Transcripts} keeps every seat's with the referee keeping few steps.
 */
class TranscriptsTest {
  private static void play(Referee r, int steps) {
    for (int i = 0; i < steps && r.state().phase() != Phase.OVER; i++) {
      Seat seat = r.state().toDecide().get(0);
      Action a = r.state().decisions(seat).get(0);
      assertThat(r.submit(seat, a).applied()).isTrue();
    }
  }

  @Test
  void aTranscriptTakesItsSeatsUpdatesStepByStepAndNothingElse() {
    Referee r = Referee.builder(Games.parse("classic").newGame(3)).keepSteps().build();
    Transcript blue = Transcript.start(r.arrivalFor(Optional.of(Seat.BLUE)));
    assertThat(blue.steps()).isZero();
    assertThat(blue.size()).isZero();
    play(r, 3);
    List<Update> three = r.updatesSince(Optional.of(Seat.BLUE), 0);
    // One at a time or all at once: the same transcript.
    Transcript oneByOne = blue.after(three.get(0)).after(three.get(1)).after(three.get(2));
    assertThat(blue.after(three)).isEqualTo(oneByOne);
    assertThat(oneByOne.steps()).isEqualTo(3);
    assertThat(oneByOne.view()).isEqualTo(r.viewFor(Seat.BLUE));
    assertThat(oneByOne.entries().get(0).action()).isEmpty(); // RED's placement, hidden from BLUE
    assertThat(oneByOne.entries().get(0).events()).isEqualTo(three.get(0).events());
    assertThat(blue.after(List.of())).isSameAs(blue);
    // Not another seat's, a spectator's, an arrival, nor a step out of order.
    Update spectator = r.updatesSince(Optional.empty(), 0).get(0);
    Update red = r.updatesSince(Optional.of(Seat.RED), 0).get(0); // now every seat has them all
    assertThatThrownBy(() -> blue.after(red)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> blue.after(spectator)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> blue.after(r.arrivalFor(Optional.of(Seat.BLUE))))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> blue.after(three.get(1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("step 1");
    assertThatThrownBy(() -> blue.after(List.of(three.get(0), three.get(2))))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Transcript.start(r.arrivalFor(Optional.empty())))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Transcript.start(three.get(0)))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aSeatNotAskedCatchesUpSoThatTheRefereeForgetsWhatEverySeatHasSeen() {
    Referee r = Referee.builder(Games.parse("classic").newGame(3)).keepSteps().build();
    Transcripts t = new Transcripts(r);
    // Only RED is asked, at every step (80 steps of setup); BLUE never.
    for (int i = 0; i < 80; i++) {
      play(r, 1);
      t.stepped();
      t.of(Seat.RED);
    }
    // BLUE caught up at step 64: the steps both had seen are forgotten...
    assertThatThrownBy(() -> r.updatesSince(Optional.of(Seat.BLUE), 0))
        .isInstanceOfSatisfying(
            RefereeException.class, e -> assertThat(e.reason()).isEqualTo(RefereeReason.NOT_KEPT));
    // ...and BLUE's transcript still holds every step, with perfect recall.
    Transcript blue = t.of(Seat.BLUE);
    assertThat(blue.steps()).isEqualTo(80);
    assertThat(blue.size()).isEqualTo(80);
    assertThat(blue.view()).isEqualTo(r.viewFor(Seat.BLUE));
    assertThatThrownBy(() -> t.of(Seat.GREEN))
        .isInstanceOfSatisfying(
            RefereeException.class,
            e -> assertThat(e.reason()).isEqualTo(RefereeReason.NOT_A_SEAT));
  }
}
