package io.github.strategorules.core.referee;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Issue 50: one share for bots and engines. Each update carries the step's actor and its action as
 * the recipient may see it (redacted once, here in core), and the referee gives a recipient that
 * was away every step it has not seen, each as its own update.
 */
class UpdatesSinceTest {
  private static final Game CLASSIC = Games.parse("classic");

  private static Action parse(String notation) {
    return CLASSIC.parseAction(notation);
  }

  private static void submit(Referee r, String... notations) {
    for (String n : notations) {
      Action a = parse(n);
      assertThat(r.submit(a.seat(), a).applied()).as(n).isTrue();
    }
  }

  @Test
  void anUpdateCarriesTheActorAndTheActionAsItsRecipientMaySeeIt() {
    Referee r = Referee.of(CLASSIC.newGame(1));
    Action place = parse("RED place a1=F");
    Shares shares = ((Verdict.Applied) r.submit(Seat.RED, place)).shares();
    // RED's own placement is RED's to see; BLUE and a spectator learn who acted and their events.
    assertThat(shares.forSeat(Seat.RED).action()).contains(place);
    assertThat(shares.forSeat(Seat.BLUE).action()).isEmpty();
    assertThat(shares.forSpectators().action()).isEmpty();
    for (Update u :
        List.of(shares.forSeat(Seat.RED), shares.forSeat(Seat.BLUE), shares.forSpectators())) {
      assertThat(u.actor()).contains(Seat.RED);
      assertThat(u.steps()).isEqualTo(1);
    }
    assertThat(shares.forSeat(Seat.RED).toString()).contains("FLAG"); // RED's own
    assertThat(shares.forSeat(Seat.BLUE).toString()).doesNotContain("FLAG");
    assertThat(shares.forSpectators().toString()).doesNotContain("FLAG");
    assertThat(r.updateFor(Optional.of(Seat.BLUE)).action()).isEmpty();
    assertThat(r.updateFor(Optional.of(Seat.RED)).action()).contains(place);
    // An arrival saw no step.
    Update arrival = r.arrivalFor(Optional.of(Seat.BLUE));
    assertThat(arrival.actor()).isEmpty();
    assertThat(arrival.action()).isEmpty();
    assertThat(arrival.events()).isEmpty();
    assertThat(arrival.steps()).isEqualTo(1);
  }

  @Test
  void anActionThatHoldsNoSecretIsEveryonesToSee() {
    Referee r = Referee.of(CLASSIC.newGame(1));
    toPlay(r);
    Seat mover = r.state().toDecide().get(0);
    Action move = r.state().decisions(mover).get(0);
    Shares shares = ((Verdict.Applied) r.submit(mover, move)).shares();
    for (Seat s : CLASSIC.seats()) {
      assertThat(shares.forSeat(s).action()).as("%s", s).contains(move);
    }
    assertThat(shares.forSpectators().action()).contains(move);
    Action resign = r.state().resignation(mover);
    Shares end = ((Verdict.Applied) r.submit(mover, resign)).shares();
    assertThat(end.forSpectators().action()).contains(resign);
    assertThat(end.forSpectators().outcome()).isPresent();
  }

  @Test
  void aRecipientAwayForSeveralStepsGetsEachStepsOwnUpdate() {
    List<Shares> told = new ArrayList<>();
    Referee r = Referee.builder(CLASSIC.newGame(1)).keepSteps().listener(told::add).build();
    submit(r, "RED place a1=F", "RED place b1=B", "BLUE place j10=F", "RED place c1=B");
    List<Update> blue = r.updatesSince(Optional.of(Seat.BLUE), 0);
    assertThat(blue).hasSize(4);
    for (int i = 0; i < 4; i++) {
      // Each is the step's own update, as the listener's shares gave it then.
      assertThat(blue.get(i)).isEqualTo(told.get(i).forSeat(Seat.BLUE));
      assertThat(blue.get(i).steps()).isEqualTo(i + 1);
    }
    assertThat(blue.stream().map(u -> u.actor().orElseThrow()))
        .containsExactly(Seat.RED, Seat.RED, Seat.BLUE, Seat.RED);
    assertThat(blue.get(2).action()).contains(parse("BLUE place j10=F"));
    assertThat(blue.get(0).action()).isEmpty();
    // A spectator may ask too, over the steps still kept; from a later cursor, only the rest.
    assertThat(r.updatesSince(Optional.empty(), 0)).hasSize(4);
    assertThat(r.updatesSince(Optional.of(Seat.RED), 2))
        .containsExactly(told.get(2).forSeat(Seat.RED), told.get(3).forSeat(Seat.RED));
    assertThat(r.updatesSince(Optional.of(Seat.BLUE), 4)).isEmpty();
    assertThatThrownBy(() -> r.updatesSince(Optional.of(Seat.BLUE), 5))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> r.updatesSince(Optional.of(Seat.BLUE), -1))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void stepsEverySeatHasFetchedAreForgotten() {
    Referee r = Referee.builder(CLASSIC.newGame(1)).keepSteps().build();
    submit(r, "RED place a1=F", "RED place b1=B", "RED place c1=B");
    assertThat(r.updatesSince(Optional.of(Seat.RED), 0)).hasSize(3);
    // BLUE has not fetched them: they are kept for it (and anyone else meanwhile).
    assertThat(r.updatesSince(Optional.of(Seat.RED), 0)).hasSize(3);
    assertThat(r.updatesSince(Optional.of(Seat.BLUE), 1)).hasSize(2);
    // Now every seat has seen the three steps: only the last is kept (a resync's events).
    assertThatThrownBy(() -> r.updatesSince(Optional.of(Seat.BLUE), 0))
        .isInstanceOfSatisfying(
            RefereeException.class, e -> assertThat(e.reason()).isEqualTo(RefereeReason.NOT_KEPT));
    assertThat(r.updatesSince(Optional.of(Seat.BLUE), 2)).hasSize(1);
    assertThat(r.updateFor(Optional.of(Seat.BLUE)).steps()).isEqualTo(3);
    submit(r, "BLUE place j10=F");
    assertThat(r.updatesSince(Optional.of(Seat.RED), 3)).hasSize(1);
  }

  @Test
  void withoutKeepingStepsOnlyTheLastIsKept() {
    Referee r = Referee.of(CLASSIC.newGame(1));
    assertThat(r.updatesSince(Optional.of(Seat.RED), 0)).isEmpty();
    submit(r, "RED place a1=F", "RED place b1=B");
    assertThat(r.updatesSince(Optional.of(Seat.BLUE), 1)).hasSize(1);
    assertThatThrownBy(() -> r.updatesSince(Optional.of(Seat.BLUE), 0))
        .isInstanceOf(RefereeException.class)
        .hasMessageContaining("no longer kept");
  }

  @Test
  void anUpdateBuildsItsViewWhenReadAndEqualsTheSameUpdateGivenWhole() {
    Referee r = Referee.builder(CLASSIC.newGame(1)).keepSteps().build();
    submit(r, "RED place a1=F", "BLUE place j10=F");
    for (Update u : r.updatesSince(Optional.of(Seat.BLUE), 0)) {
      Update whole =
          new Update(
              u.game(),
              u.seat(),
              u.steps(),
              u.actor(),
              u.action(),
              u.view(),
              u.events(),
              u.legalActions(),
              u.outcome(),
              u.clocks());
      assertThat(whole).isEqualTo(u).hasSameHashCodeAs(u);
      assertThat(u.decisions()).isEqualTo(whole.decisions()).isNotEmpty();
    }
    GameState now = r.state();
    Update last = r.updateFor(Optional.of(Seat.BLUE));
    assertThat(last.view()).isEqualTo(r.viewFor(Seat.BLUE));
    assertThat(last.legalActions()).isEqualTo(now.legalActions(Seat.BLUE));
    assertThatThrownBy(
            () ->
                new Update(
                    CLASSIC,
                    Optional.of(Seat.BLUE),
                    1,
                    Optional.of(Seat.BLUE),
                    Optional.of(parse("RED place a1=F")),
                    last.view(),
                    List.of(),
                    List.of(),
                    Optional.empty(),
                    java.util.Map.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("actor");
  }

  /**
   * Two games that differ only in RED's secret setup give BLUE and the spectators equal updates,
   * the action included (it is hidden from them), and RED different ones.
   */
  @Test
  void twinSetupsGiveTheOtherSeatsEqualUpdates() {
    Referee a = Referee.builder(CLASSIC.newGame(1)).keepSteps().build();
    Referee b = Referee.builder(CLASSIC.newGame(1)).keepSteps().build();
    submit(a, "RED place a1=F", "RED place b1=B", "BLUE place j10=F");
    submit(b, "RED place a1=B", "RED place b1=F", "BLUE place j10=F");
    for (Optional<Seat> who : List.of(Optional.of(Seat.BLUE), Optional.<Seat>empty())) {
      List<Update> ua = a.updatesSince(who, 0);
      List<Update> ub = b.updatesSince(who, 0);
      assertThat(ub).isEqualTo(ua);
      assertThat(ub.toString()).isEqualTo(ua.toString());
      assertThat(ua.get(0).action()).isEmpty();
    }
    assertThat(b.updatesSince(Optional.of(Seat.RED), 0))
        .isNotEqualTo(a.updatesSince(Optional.of(Seat.RED), 0));
  }

  private static void toPlay(Referee r) {
    while (r.state().phase() == Phase.SETUP) {
      Seat seat = r.state().toDecide().get(0);
      Action a = r.state().decisions(seat).get(0);
      assertThat(r.submit(seat, a).applied()).isTrue();
    }
  }
}
