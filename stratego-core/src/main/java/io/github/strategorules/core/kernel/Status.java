package io.github.strategorules.core.kernel;

import io.github.strategorules.core.event.ClassicOutcome;
import io.github.strategorules.core.event.ClassicTermination;
import io.github.strategorules.core.game.Seat;

/**
 * The packed end-of-game status of {@link Position#status()}: {@code termination << 2 | winner},
 * where the winner is 0 (RED), 1 (BLUE) or {@link #DRAW}. {@link #ONGOING} is 0. The termination
 * codes match {@link io.github.strategorules.core.event.ClassicTermination#kernelCode()}.
 */
public final class Status {
  private Status() {}

  /** The game goes on. */
  public static final int ONGOING = 0;

  /** Winner value for a draw. */
  public static final int DRAW = 2;

  /** C-7.1. */
  public static final int FLAG_CAPTURED = 1;

  /** C-7.2, one player. */
  public static final int NO_MOVABLE_PIECES = 2;

  /** C-7.2, both players: a draw. */
  public static final int BOTH_NO_MOVABLE_PIECES = 3;

  /** C-7.3 (and C-7.4), one player. */
  public static final int NO_LEGAL_MOVE = 4;

  /** C-7.3, both players: a draw. */
  public static final int BOTH_NO_LEGAL_MOVE = 5;

  /** C-7.6 ply limit. */
  public static final int PLY_LIMIT = 6;

  /** C-7.6 plies-without-attack limit. */
  public static final int NO_ATTACK_LIMIT = 7;

  /**
   * Packs a status.
   *
   * @param termination the termination code
   * @param winner 0, 1 or {@link #DRAW}
   * @return the packed status
   */
  public static int of(int termination, int winner) {
    return termination << 2 | winner;
  }

  /**
   * The termination code of a packed status.
   *
   * @param status the status
   * @return the code, 0 when ongoing
   */
  public static int termination(int status) {
    return status >>> 2;
  }

  /**
   * The winner of a packed status.
   *
   * @param status the status (not ongoing)
   * @return 0 (RED), 1 (BLUE) or {@link #DRAW}
   */
  public static int winner(int status) {
    return status & 3;
  }

  /**
   * The outcome of a packed status (C-7): the termination of {@link #termination}, won by the seat
   * of {@link #winner} or drawn.
   *
   * @param status a status from {@link Position#status()}, not ongoing
   * @return the outcome
   */
  public static ClassicOutcome outcome(int status) {
    ClassicTermination t = ClassicTermination.ofKernelCode(termination(status));
    int w = winner(status);
    return w == DRAW ? ClassicOutcome.draw(t) : ClassicOutcome.win(Seat.of(w), t);
  }
}
