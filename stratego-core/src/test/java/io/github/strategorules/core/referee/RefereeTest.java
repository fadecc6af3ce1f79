package io.github.strategorules.core.referee;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class RefereeTest {
  private final AtomicLong now = new AtomicLong(1_000);
  private final List<Integer> told = new ArrayList<>();

  private Referee referee(TimeControl tc) {
    return Referee.builder(Games.parse("classic").newGame(1))
        .timeControl(tc)
        .nanos(now::get)
        .listener(shares -> told.add(shares.steps()))
        .build();
  }

  /** The first decision of the game (not a draw or a resignation) of the first deciding seat. */
  private static Action decision(GameState s) {
    Seat seat = s.toDecide().get(0);
    return s.decisions(seat).get(0);
  }

  private static void toPlay(Referee r) {
    while (r.state().phase() == Phase.SETUP) {
      Action a = decision(r.state());
      assertThat(r.submit(a.seat(), a).applied()).isTrue();
    }
  }

  @Test
  void appliesOnlyLegalActionsInTheSendersNameAndTellsTheListener() {
    Referee r = referee(null);
    Action red = decision(r.state());
    assertThat(r.submit(Seat.BLUE, red)).isInstanceOf(Verdict.Refused.class);
    assertThat(r.steps()).isZero();
    assertThat(told).isEmpty();
    Verdict v = r.submit(red.seat(), red);
    assertThat(v).isInstanceOf(Verdict.Applied.class);
    assertThat(((Verdict.Applied) v).steps()).isEqualTo(1);
    assertThat(told).containsExactly(1);
    assertThat(r.lastStep()).isPresent();
  }

  @Test
  void eachRecipientGetsItsOwnShare() {
    Referee r = referee(null);
    Action red = decision(r.state());
    r.submit(red.seat(), red);
    Update mine = r.updateFor(Optional.of(Seat.RED));
    Update theirs = r.updateFor(Optional.of(Seat.BLUE));
    Update pub = r.updateFor(Optional.empty());
    assertThat(mine.view().seat()).contains(Seat.RED);
    assertThat(theirs.view().seat()).contains(Seat.BLUE);
    assertThat(pub.view().seat()).isEmpty();
    assertThat(pub.legalActions()).isEmpty();
    assertThat(mine.legalActions()).isEqualTo(r.state().legalActions(Seat.RED));
    // one filter (GameState.decisionsAmong) for a state's decisions and an update's
    assertThat(mine.decisions())
        .isEqualTo(r.state().decisions(Seat.RED))
        .isEqualTo(mine.legalActions().subList(0, mine.decisions().size()))
        .isNotEmpty()
        .noneMatch(a -> a instanceof io.github.strategorules.core.game.TableAction);
    assertThat(theirs.decisions()).isEqualTo(r.state().decisions(Seat.BLUE));
    assertThat(pub.decisions()).isEmpty();
    assertThat(mine.events()).isEqualTo(r.lastStep().orElseThrow().eventsFor(Seat.RED));
    assertThat(theirs.events()).isEqualTo(r.lastStep().orElseThrow().eventsFor(Seat.BLUE));
    assertThat(pub.events()).isEqualTo(r.lastStep().orElseThrow().publicEvents());
    assertThat(mine.steps()).isEqualTo(1);
    assertThat(mine.clocks()).isEmpty();
    assertThat(r.finalRecord()).isEmpty();
    assertThat(r.record()).isNotEmpty();
  }

  @Test
  void resignationEndsTheGameAndTheRecordIsGivenOut() {
    Referee r = referee(null);
    assertThat(r.resign(Seat.BLUE).applied()).isTrue();
    assertThat(r.isOver()).isTrue();
    assertThat(r.outcome().orElseThrow().winners()).containsExactly(Seat.RED);
    assertThat(r.finalRecord()).isPresent();
    assertThat(r.resign(Seat.RED)).isInstanceOf(Verdict.Refused.class);
  }

  @Test
  void aDrawNeedsEverySeat() {
    Referee r = referee(null);
    toPlay(r);
    assertThat(r.offerDraw(Seat.RED).applied()).isTrue();
    assertThat(r.isOver()).isFalse();
    assertThat(r.acceptDraw(Seat.BLUE).applied()).isTrue();
    assertThat(r.outcome().orElseThrow().isDraw()).isTrue();
  }

  @Test
  void aSeatWhoseClockRunsOutLosesOnTimeAtTheNextTick() {
    Referee r = referee(TimeControl.of(Duration.ofSeconds(10)));
    assertThat(r.clocks()).containsEntry(Seat.RED, Duration.ofSeconds(10));
    now.addAndGet(Duration.ofSeconds(4).toNanos());
    // During the simultaneous classic setup both clocks run.
    assertThat(r.clocks())
        .containsEntry(Seat.RED, Duration.ofSeconds(6))
        .containsEntry(Seat.BLUE, Duration.ofSeconds(6));
    assertThat(r.tick()).isEmpty();
    now.addAndGet(Duration.ofSeconds(6).toNanos());
    assertThat(r.tick()).contains(Seat.RED);
    assertThat(r.timedOut()).contains(Seat.RED);
    assertThat(r.outcome().orElseThrow().winners()).containsExactly(Seat.BLUE);
    assertThat(told).containsExactly(1);
    assertThat(r.tick()).isEmpty();
  }

  @Test
  void anActionAfterTheFlagFellIsRefusedOutOfTime() {
    Referee r = referee(new TimeControl(Duration.ofSeconds(10), Duration.ofSeconds(1)));
    Action red = decision(r.state());
    now.addAndGet(Duration.ofSeconds(3).toNanos());
    r.submit(Seat.RED, red);
    assertThat(r.clocks().get(Seat.RED)).isEqualTo(Duration.ofSeconds(8));
    now.addAndGet(Duration.ofSeconds(20).toNanos());
    Action next = r.state().legalActions(Seat.RED).get(0);
    assertThat(r.submit(Seat.RED, next)).isEqualTo(new Verdict.Refused(RefereeReason.OUT_OF_TIME));
    assertThat(r.isOver()).isTrue();
  }

  @Test
  void oneSeatAtATimeChargesOnlyTheSenderAndTicksReadNoClock() {
    Referee r =
        Referee.builder(Games.parse("classic").newGame(1))
            .timeControl(TimeControl.of(Duration.ofSeconds(10)))
            .nanos(now::get)
            .oneSeatAtATime()
            .build();
    Action red = decision(r.state());
    now.addAndGet(Duration.ofSeconds(4).toNanos());
    assertThat(r.tick()).isEmpty();
    assertThat(r.submit(Seat.RED, red).applied()).isTrue();
    // The 4 s went to RED, who sent; BLUE, also deciding in the setup, was not charged.
    assertThat(r.clocks())
        .containsEntry(Seat.RED, Duration.ofSeconds(6))
        .containsEntry(Seat.BLUE, Duration.ofSeconds(10));
    now.addAndGet(Duration.ofSeconds(30).toNanos());
    assertThat(r.tick()).isEmpty();
    Action blue = r.state().decisions(Seat.BLUE).get(0);
    assertThat(r.submit(Seat.BLUE, blue)).isEqualTo(new Verdict.Refused(RefereeReason.OUT_OF_TIME));
    assertThat(r.timedOut()).contains(Seat.BLUE);
    assertThat(r.outcome().orElseThrow().winners()).containsExactly(Seat.RED);
  }

  @Test
  void stoppedClocksChargeNobodyUntilStarted() {
    Referee r =
        Referee.builder(Games.parse("classic").newGame(1))
            .timeControl(TimeControl.of(Duration.ofSeconds(10)))
            .nanos(now::get)
            .clocksStopped()
            .build();
    assertThat(r.clocksRunning()).isFalse();
    now.addAndGet(Duration.ofMinutes(5).toNanos());
    assertThat(r.tick()).isEmpty();
    r.startClocks();
    assertThat(r.clocksRunning()).isTrue();
    now.addAndGet(Duration.ofSeconds(3).toNanos());
    assertThat(r.clocks())
        .containsEntry(Seat.RED, Duration.ofSeconds(7))
        .containsEntry(Seat.BLUE, Duration.ofSeconds(7));
  }

  @Test
  void onlyADecisionOfTheDecidingSeatEarnsTheIncrement() {
    Referee r = referee(new TimeControl(Duration.ofMinutes(10), Duration.ofSeconds(5)));
    toPlay(r);
    Map<Seat, Duration> before = r.clocks();
    Seat mover = r.state().toDecide().get(0);
    Seat other = mover == Seat.RED ? Seat.BLUE : Seat.RED;
    // The seat not on move offers a draw: a table action, out of turn, earns nothing.
    assertThat(r.offerDraw(other).applied()).isTrue();
    assertThat(r.clocks().get(other)).isEqualTo(before.get(other));
    Action move = r.state().decisions(mover).get(0);
    assertThat(r.submit(mover, move).applied()).isTrue();
    assertThat(r.clocks().get(mover)).isEqualTo(before.get(mover).plusSeconds(5));
  }

  @Test
  void theVerdictCarriesTheSharesThatAnswerTheSender() {
    List<Shares> heard = new ArrayList<>();
    Referee r = Referee.builder(Games.parse("classic").newGame(1)).listener(heard::add).build();
    Action red = decision(r.state());
    Verdict.Applied v = (Verdict.Applied) r.submit(Seat.RED, red);
    assertThat(heard).containsExactly(v.shares());
    assertThat(v.shares().sender()).contains(Seat.RED);
    // The sender's answer is its own share, equal to a resync's.
    assertThat(v.shares().forSeat(Seat.RED)).isEqualTo(r.updateFor(Optional.of(Seat.RED)));
    assertThat(v.shares().forSeat(Seat.BLUE)).isEqualTo(r.updateFor(Optional.of(Seat.BLUE)));
    assertThat(v.shares().forSpectators()).isEqualTo(r.updateFor(Optional.empty()));
    assertThat(v.shares().forSeat(Seat.BLUE).events()).isEqualTo(v.step().eventsFor(Seat.BLUE));
    // A recipient that arrives now saw no step: the same share without events.
    Update late = r.arrivalFor(Optional.of(Seat.BLUE));
    assertThat(late.events()).isEmpty();
    assertThat(late.view()).isEqualTo(r.updateFor(Optional.of(Seat.BLUE)).view());
    assertThat(v.shares().toString()).doesNotContain(red.notation());
  }

  @Test
  void aTimeLossIsTheReferees() {
    List<Shares> heard = new ArrayList<>();
    Referee r =
        Referee.builder(Games.parse("classic").newGame(1))
            .timeControl(TimeControl.of(Duration.ofSeconds(1)))
            .nanos(now::get)
            .listener(heard::add)
            .build();
    now.addAndGet(Duration.ofSeconds(2).toNanos());
    r.tick();
    assertThat(heard).hasSize(1);
    assertThat(heard.get(0).sender()).isEmpty();
    assertThat(heard.get(0).ended()).isTrue();
    assertThat(heard.get(0).forSeat(Seat.BLUE).clocks())
        .isEqualTo(heard.get(0).forSpectators().clocks());
  }

  @Test
  void aSenderThatIsNotASeatIsRefusedTheSameWayForEveryKindOfAction() {
    // Found by an outside review: classic threw for GREEN's resignation where Lost Island refused.
    // The referee refuses before the game is asked, so the answer is the same in every game.
    for (String spec : List.of("classic", "classic(first=blue)")) {
      Referee r = Referee.of(Games.parse(spec).newGame(1));
      Verdict notASeat = new Verdict.Refused(RefereeReason.NOT_A_SEAT);
      assertThat(r.resign(Seat.GREEN)).as(spec).isEqualTo(notASeat);
      assertThat(r.offerDraw(Seat.GREEN)).as(spec).isEqualTo(notASeat);
      assertThat(r.acceptDraw(Seat.GREEN)).as(spec).isEqualTo(notASeat);
      assertThat(r.submit(Seat.GREEN, decision(r.state()))).as(spec).isEqualTo(notASeat);
      assertThat(r.steps()).isZero();
    }
  }

  @Test
  void aClockSourceThatGoesBackwardsGivesNoTimeBack() {
    Referee r = referee(TimeControl.of(Duration.ofSeconds(10)));
    now.addAndGet(Duration.ofSeconds(4).toNanos());
    assertThat(r.clocks().get(Seat.RED)).isEqualTo(Duration.ofSeconds(6));
    now.addAndGet(-Duration.ofSeconds(3).toNanos()); // the source jumps back 3 s
    assertThat(r.clocks().get(Seat.RED)).isEqualTo(Duration.ofSeconds(6));
    now.addAndGet(Duration.ofSeconds(5).toNanos()); // 2 s past its latest reading
    assertThat(r.clocks().get(Seat.RED)).isEqualTo(Duration.ofSeconds(4));
  }

  @Test
  void aListenerThatThrowsLeavesTheStepAppliedAndTheSenderWithoutAVerdict() {
    Referee r =
        Referee.builder(Games.parse("classic").newGame(1))
            .listener(
                shares -> {
                  throw new IllegalStateException("transport down");
                })
            .build();
    Action red = decision(r.state());
    assertThatThrownBy(() -> r.submit(Seat.RED, red)).hasMessage("transport down");
    assertThat(r.steps()).isEqualTo(1);
    assertThat(r.lastStep()).isPresent();
    assertThat(r.check(Seat.RED, red))
        .isPresent(); // applied: the same placement is not legal again
  }

  @Test
  void givesThePublicGame() {
    GameState s = Games.parse("classic").newGame(3);
    assertThat(Referee.of(s).game()).isEqualTo(s.game());
    assertThatThrownBy(() -> new TimeControl(Duration.ZERO, Duration.ZERO))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
