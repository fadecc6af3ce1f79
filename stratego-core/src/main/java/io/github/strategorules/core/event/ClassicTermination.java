package io.github.strategorules.core.event;

import io.github.strategorules.core.game.Termination;

/**
 * Why a classic-family game ended, named by the rule that ended it (C-7). The kernel's codes
 * ({@link #kernelCode()}) are the constants of {@link io.github.strategorules.core.kernel.Status},
 * written here as numbers so that the events do not depend on the kernel.
 */
public enum ClassicTermination implements Termination {
  /** A flag was captured (C-4.4, C-7.1). */
  FLAG_CAPTURED("C-7.1", 1),
  /** A player has no movable piece left (C-7.2). */
  NO_MOVABLE_PIECES("C-7.2", 2),
  /** Neither player has a movable piece left: a draw (C-7.2). */
  BOTH_NO_MOVABLE_PIECES("C-7.2", 3),
  /** A player had to move and had no legal move (C-7.3), or, with C-7.4, had none after moving. */
  NO_LEGAL_MOVE("C-7.3", 4),
  /** Neither player could move: a draw (C-7.3). */
  BOTH_NO_LEGAL_MOVE("C-7.3", 5),
  /** The unofficial ply limit was reached: a draw (C-7.6). */
  PLY_LIMIT("C-7.6", 6),
  /** The unofficial limit of plies without an attack was reached: a draw (C-7.6). */
  NO_ATTACK_LIMIT("C-7.6", 7),
  /** A player resigned (C-7.5). */
  RESIGNATION("C-7.5", 0),
  /** The players agreed to a draw (C-7.5). */
  AGREEMENT("C-7.5", 0);

  private final String ruleId;
  private final int kernelCode;

  ClassicTermination(String ruleId, int kernelCode) {
    this.ruleId = ruleId;
    this.kernelCode = kernelCode;
  }

  /**
   * The id of the rule that ends the game this way.
   *
   * @return the rule id, such as {@code C-7.1}
   */
  @Override
  public String ruleId() {
    return ruleId;
  }

  /**
   * The code {@link io.github.strategorules.core.kernel.Position#status()} uses for this
   * termination, 0 for terminations the kernel does not decide (resignation, agreement).
   *
   * @return the code
   */
  public int kernelCode() {
    return kernelCode;
  }

  /**
   * The termination with a kernel code.
   *
   * @param code a code from {@link io.github.strategorules.core.kernel.Status}
   * @return the termination
   */
  public static ClassicTermination ofKernelCode(int code) {
    for (ClassicTermination t : values()) {
      if (t.kernelCode == code && code != 0) {
        return t;
      }
    }
    throw new IllegalArgumentException("no termination with code " + code);
  }
}
