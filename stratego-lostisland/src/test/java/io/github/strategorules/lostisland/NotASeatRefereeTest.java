package io.github.strategorules.lostisland;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.core.referee.RefereeException;
import io.github.strategorules.core.referee.RefereeReason;
import io.github.strategorules.core.referee.Shares;
import io.github.strategorules.core.referee.Verdict;
import java.util.List;
import java.util.Optional;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;

/**
 * Issue 54 item 13: a seat that does not play in a game (GREEN in a game for two) is refused its
 * share the same way in every game, with a typed error. Before, a step's shares redacted the events
 * for GREEN in Lost Island ({@code Shares.eventsFor}, now gone: a seat's events are its update's)
 * and threw the classic state's {@code IllegalArgumentException} in classic: the answer depended on
 * the game's own check, which the referee now makes first.
 */
class NotASeatRefereeTest {
  private static final List<String> GAMES =
      List.of("classic", "classic(first=blue)", "lost-island(players=2)", "lost-island(players=3)");

  private static void refused(String spec, Seat seat, ThrowingCallable request) {
    assertThatThrownBy(request)
        .as("%s in %s", seat, spec)
        .isInstanceOfSatisfying(
            RefereeException.class, e -> assertThat(e.reason()).isEqualTo(RefereeReason.NOT_A_SEAT))
        .hasMessageContaining(seat.name());
  }

  @Test
  void aSeatThatDoesNotPlayIsRefusedItsShareTheSameWayInEveryGame() {
    for (String spec : GAMES) {
      Referee r = Referee.of(Games.parse(spec).newGame(1));
      Seat first = r.state().toDecide().get(0);
      Action a = r.state().decisions(first).get(0);
      Shares shares = ((Verdict.Applied) r.submit(first, a)).shares();
      for (Seat absent : Seat.values()) {
        if (r.seats().contains(absent)) {
          continue;
        }
        refused(spec, absent, () -> shares.forSeat(absent));
        refused(spec, absent, () -> r.updatesSince(Optional.of(absent), 0));
        refused(spec, absent, () -> r.updateFor(Optional.of(absent)));
        refused(spec, absent, () -> r.arrivalFor(Optional.of(absent)));
        refused(spec, absent, () -> r.viewFor(absent));
        refused(spec, absent, () -> r.legalActions(absent));
        assertThat(r.check(absent, a).map(x -> (Object) x))
            .as(spec)
            .contains(RefereeReason.NOT_A_SEAT);
      }
    }
  }
}
