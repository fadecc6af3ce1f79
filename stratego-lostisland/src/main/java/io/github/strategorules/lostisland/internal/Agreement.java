package io.github.strategorules.lostisland.internal;

import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ImplementsRule;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandTermination;

/**
 * The effects of the table actions, which end a game by the seats' will rather than by the rules of
 * play: resignation (LI-11.3 [interp]) and a draw by agreement (LI-11.4 [interp]). The rules of
 * Lost Island are silent on both; this library reads them as the game-neutral contract does for
 * every game. {@link Generator#table} decides when they are legal; this class only applies them,
 * and withdraws a standing offer when a seat that has not agreed takes a decision instead.
 */
final class Agreement {
  private Agreement() {}

  /**
   * LI-11.3 [interp]: the seat resigns; the game ends at once and every other seat wins.
   *
   * @param k the position
   * @param seat the resigning seat
   */
  @ImplementsRule("LI-11.3")
  static void resign(Kernel k, int seat) {
    if (k.recording) {
      k.events.add(new IslandEvent.Resigned(Seat.of(seat)));
    }
    Turns.end(k, ((1 << k.n) - 1) & ~(1 << seat), IslandTermination.RESIGNATION);
  }

  /**
   * LI-11.4 [interp]: the seat offers a draw or accepts the standing offer (the same agreement);
   * once every seat has agreed, the game is drawn.
   *
   * @param k the position
   * @param seat the agreeing seat
   * @param offer whether it offered (rather than accepted)
   */
  @ImplementsRule("LI-11.4")
  static void agree(Kernel k, int seat, boolean offer) {
    k.drawAgreed |= 1 << seat;
    if (k.recording) {
      k.events.add(
          offer
              ? new IslandEvent.DrawOffered(Seat.of(seat))
              : new IslandEvent.DrawAccepted(Seat.of(seat)));
    }
    if (k.drawAgreed == (1 << k.n) - 1) {
      Turns.end(k, 0, IslandTermination.AGREEMENT);
    }
  }

  /**
   * LI-11.4 [interp]: a decision of the game taken by a seat that has not agreed to the standing
   * draw offer declines it (every agreement is withdrawn); a seat that agreed may go on playing
   * while its offer stands.
   *
   * @param k the position, before the decision's effects
   * @param seat the deciding seat
   */
  @ImplementsRule("LI-11.4")
  static void decisionTaken(Kernel k, int seat) {
    if (k.drawAgreed != 0 && (k.drawAgreed & (1 << seat)) == 0) {
      k.drawAgreed = 0;
      if (k.recording) {
        k.events.add(new IslandEvent.DrawDeclined(Seat.of(seat)));
      }
    }
  }
}
