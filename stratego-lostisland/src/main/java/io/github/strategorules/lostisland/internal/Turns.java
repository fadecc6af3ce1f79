package io.github.strategorules.lostisland.internal;

import io.github.strategorules.core.game.Seat;
import io.github.strategorules.lostisland.DecisionKind;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandTermination;

/**
 * The flow of turns (LI-4) and the end of the game (LI-11) on a {@link Kernel}: which decision
 * comes next once an action and its sub-decisions are done, the next seat's turn, the turn limit,
 * the win, and the end itself. Every rule's step ends by handing over to these; the changes to
 * explorers and coins are in {@link Effects}. Static methods on the position, like those, so the
 * playout kernel allocates nothing more.
 */
final class Turns {
  private Turns() {}

  /**
   * LI-11.1: ends the game when one seat carries the flag and every island explorer is theirs.
   *
   * @param k the position
   * @return true when the game is now over
   */
  static boolean checkWin(Kernel k) {
    if (k.over()) {
      return true;
    }
    if (k.flagCarrier < 0) {
      return false;
    }
    int s = k.flagCarrier / 6;
    for (int id = 0; id < k.n * 6; id++) {
      if (k.pos[id] >= 0 && id / 6 != s) {
        return false;
      }
    }
    end(k, 1 << s, IslandTermination.FLAG_AND_ISLAND);
    return true;
  }

  /**
   * Ends the game: no decision is pending any more, and a {@code GameEnded} event closes the step's
   * events.
   *
   * @param k the position
   * @param winnerMask bit per winning seat, 0 for a draw
   * @param why the termination
   */
  static void end(Kernel k, int winnerMask, IslandTermination why) {
    k.winners = winnerMask;
    k.termination = why;
    k.drawAgreed = 0;
    k.pending = null;
    k.bombCell = -1;
    k.stormCell = -1;
    if (k.recording) {
      k.events.add(new IslandEvent.GameEnded(k.outcome().orElseThrow()));
    }
  }

  /**
   * Returns to the step the current turn is in, once an action and its sub-decisions are done.
   *
   * @param k the position
   */
  static void resume(Kernel k) {
    if (k.over()) {
      return;
    }
    k.pendingSeat = k.current;
    switch (k.step) {
      case 1 -> k.pending = DecisionKind.ACTION;
      case 2 -> k.pending = DecisionKind.POWER_UP;
      default -> endTurn(k);
    }
  }

  /**
   * Starts a seat's turn (LI-4).
   *
   * @param k the position
   * @param seat the seat
   */
  static void startTurn(Kernel k, int seat) {
    k.current = seat;
    k.turn++;
    k.step = 1;
    k.actions = 0;
    k.reinforcedAction = false;
    k.reinforcedBought = false;
    k.wonFight = false;
    k.pending = DecisionKind.ACTION;
    k.pendingSeat = seat;
    if (k.recording) {
      k.events.add(new IslandEvent.TurnStarted(Seat.of(seat), k.turn));
    }
  }

  /**
   * Ends the turn: fresh coins become takeable (LI-5.5), the turn limit (LI-11.2), next seat.
   *
   * @param k the position
   */
  static void endTurn(Kernel k) {
    k.fresh = 0;
    if (k.config.turnLimit() > 0 && k.turn >= k.config.turnLimit()) {
      end(k, 0, IslandTermination.TURN_LIMIT);
      return;
    }
    startTurn(k, (k.current + 1) % k.n);
  }
}
