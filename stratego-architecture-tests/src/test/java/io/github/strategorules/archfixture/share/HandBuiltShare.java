package io.github.strategorules.archfixture.share;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.core.referee.Update;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Fixture: a class outside the referee that builds a seat's share by hand, as research's {@code
 * Transcript.after(Action, Step)}, the arena's {@code EngineBot} and the command line's {@code
 * Narration} did before issue 50: it redacts events and an action and builds views and an update of
 * its own. Every part of {@code OneRefereeTest}'s rule for all modules must fail on it.
 */
public final class HandBuiltShare {
  private HandBuiltShare() {}

  static Update share(GameState before, Action action, Seat seat) {
    Step step = before.apply(action.seat(), action);
    Optional<Action> seen =
        action.seat() != seat && action.secret() ? Optional.empty() : Optional.of(action);
    step.publicEvents();
    step.state().publicView();
    return new Update(
        before.game(),
        Optional.of(seat),
        1,
        Optional.of(action.seat()),
        seen,
        step.state().viewFor(seat),
        List.copyOf(step.eventsFor(seat)),
        List.of(),
        Optional.empty(),
        Map.of());
  }
}
