package io.github.strategorules.research.env;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.core.referee.Verdict;
import io.github.strategorules.research.Transcript;
import io.github.strategorules.research.Transcripts;

/**
 * The referee of one game of a {@link VectorEnv}'s episode and every seat's transcript, folded from
 * its updates ({@link Transcripts}): where a seat's observation comes through the contract (the
 * contract path, a seat that is not to act), and where an opponent's bot reads its seat's
 * transcript. Nothing here redacts: the referee builds each seat's share. One per game and episode,
 * and only when something needs it (the environment says when).
 */
final class Mirror {
  private final Referee referee;
  private final Transcripts transcripts;

  Mirror(GameState start) {
    this.referee = Referee.builder(start).keepSteps().build();
    this.transcripts = new Transcripts(referee);
  }

  /** Applies a legal action of a seat (the environment checked it). */
  void submit(Seat seat, Action action) {
    if (referee.submit(seat, action) instanceof Verdict.Refused r) {
      throw new IllegalStateException(
          referee.game().spec()
              + ": the referee refused an action the environment found legal: "
              + r.reason().description());
    }
    transcripts.stepped();
  }

  /** The game now: referee data (the environment's, never a seat's). */
  GameState state() {
    return referee.state();
  }

  /** A seat's transcript now, folded from the referee's updates for it. */
  Transcript transcript(Seat seat) {
    return transcripts.of(seat);
  }
}
