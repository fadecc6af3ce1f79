package io.github.strategorules.core;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.action.ClassicDrawAcceptance;
import io.github.strategorules.core.action.ClassicDrawOffer;
import io.github.strategorules.core.action.ClassicResignation;
import io.github.strategorules.core.action.FinishSetup;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.RankNumbering;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.notation.ClassicRecord;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import java.util.Optional;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;

/**
 * C-1.2: classic Stratego is played by RED and BLUE. The contract's other seats (GREEN, YELLOW) are
 * refused with an {@link IllegalArgumentException} wherever the classic API takes a seat: the
 * actions (the cached moves included), the events, the setups, the rulesets, the state and its
 * views; none answers for another seat as if it were BLUE, nor fails with an index error.
 */
class ClassicSeatsTest {
  private static final String REFUSED = "classic Stratego has the seats RED and BLUE, not ";
  private static final Ruleset RULES = Ruleset.classic();

  private static void refused(ThrowingCallable call) {
    assertThatThrownBy(call)
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith(REFUSED);
  }

  @Test
  @ChecksRule("C-1.2")
  void aMoveOfAnotherSeatIsRefusedBeforeTheCacheIsAsked() {
    refused(() -> Move.of(Seat.GREEN, Square.parse("a4"), Square.parse("a5")));
    refused(() -> Move.parse(Seat.GREEN, "a4-a5"));
    refused(() -> Move.of(Seat.YELLOW, Square.parse("j9"), Square.parse("j8")));
    assertThatThrownBy(() -> Move.of(null, Square.parse("a4"), Square.parse("a5")))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("seat");
  }

  @Test
  @ChecksRule("C-1.2")
  void theOtherActionsAndTheEventsRefuseAnotherSeat() {
    refused(() -> new ClassicResignation(Seat.GREEN));
    refused(() -> new ClassicDrawOffer(Seat.GREEN));
    refused(() -> new ClassicDrawAcceptance(Seat.YELLOW));
    refused(() -> new FinishSetup(Seat.GREEN));
    refused(() -> new ClassicEvent.SetupPlaced(Seat.GREEN));
    refused(() -> new ClassicEvent.PlayStarted(Seat.YELLOW));
    refused(() -> new ClassicEvent.PieceMoved(Seat.GREEN, Square.parse("a4"), Square.parse("a5")));
    refused(() -> new ClassicEvent.Resigned(Seat.GREEN));
    refused(() -> new ClassicEvent.DrawOffered(Seat.GREEN));
    refused(() -> new ClassicRecord.RecordedResult(Optional.of(Seat.GREEN), Optional.empty()));
  }

  @Test
  @ChecksRule("C-1.2")
  void setupsRulesetsStatesAndViewsRefuseAnotherSeat() {
    Setup red = Setup.random(RULES, Seat.RED, 1);
    refused(() -> Setup.random(RULES, Seat.GREEN, 1));
    refused(() -> red.toText(RULES, Seat.GREEN, RankNumbering.MODERN));
    refused(() -> red.problems(RULES, Seat.YELLOW));
    refused(() -> RULES.setupZone(Seat.GREEN));
    refused(() -> RULES.isInSetupZone(Seat.GREEN, Square.parse("a1")));
    refused(() -> RULES.toBuilder().firstSeat(Seat.GREEN));
    refused(() -> SensibleSetups.generate(RULES, Seat.GREEN, 1));

    ClassicState setup = ClassicState.newGame(RULES);
    refused(() -> setup.hasPlacedSetup(Seat.GREEN));
    refused(() -> setup.placements(Seat.GREEN));
    refused(() -> setup.placeSetup(Seat.GREEN, red));
    ClassicState play = ClassicState.start(RULES, red, Setup.random(RULES, Seat.BLUE, 2));
    refused(() -> play.setup(Seat.GREEN));
    refused(() -> play.hasPlacedSetup(Seat.YELLOW));
    refused(() -> play.chain(Seat.GREEN));
    refused(() -> play.chase(Seat.GREEN));
    ClassicView view = play.viewFor(Seat.RED);
    refused(() -> view.rescuesUsed(Seat.GREEN));
    refused(() -> view.hasPlacedSetup(Seat.GREEN));
    refused(() -> view.chain(Seat.GREEN));
    refused(() -> view.chase(Seat.GREEN));
  }
}
