package io.github.strategorules.core.action;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ChecksRule;
import org.junit.jupiter.api.Test;

/**
 * C-1.2: classic Stratego is played by RED and BLUE; the contract's other seats are refused with
 * an {@link IllegalArgumentException} by every way of making a classic action, the cached ones
 * included.
 */
class ClassicSeatsTest {
  private static final String REFUSED = "classic Stratego has the seats RED and BLUE, not GREEN";

  @Test
  @ChecksRule("C-1.2")
  void aMoveOfAnotherSeatIsRefusedBeforeTheCacheIsAsked() {
    assertThatThrownBy(() -> Move.of(Seat.GREEN, Square.parse("a4"), Square.parse("a5")))
        .isInstanceOf(IllegalArgumentException.class).hasMessage(REFUSED);
    assertThatThrownBy(() -> Move.parse(Seat.GREEN, "a4-a5"))
        .isInstanceOf(IllegalArgumentException.class).hasMessage(REFUSED);
    assertThatThrownBy(() -> Move.of(Seat.YELLOW, Square.parse("j9"), Square.parse("j8")))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Move.of(null, Square.parse("a4"), Square.parse("a5")))
        .isInstanceOf(NullPointerException.class).hasMessage("seat");
  }

  @Test
  @ChecksRule("C-1.2")
  void theOtherClassicActionsRefuseAnotherSeat() {
    assertThatThrownBy(() -> new ClassicResignation(Seat.GREEN)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new ClassicDrawOffer(Seat.GREEN)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new ClassicDrawAcceptance(Seat.YELLOW)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new FinishSetup(Seat.GREEN)).isInstanceOf(IllegalArgumentException.class);
  }
}
