package io.github.strategorules.core.error;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One thing wrong with a setup (C-2.2). {@link InvalidSetupException} carries every problem of a
 * setup at once.
 *
 * @serial exclude
 * @param kind what is wrong
 * @param square the square concerned, or {@code null} for composition problems
 * @param type the piece type concerned, or {@code null}
 * @param expected for {@link Kind#WRONG_COUNT}, how many the roster has; otherwise 0
 * @param actual for {@link Kind#WRONG_COUNT}, how many the setup has; otherwise 0
 */
public record SetupProblem(
    Kind kind, @Nullable Square square, @Nullable PieceType type, int expected, int actual)
    implements java.io.Serializable {

  /** The kinds of setup problem. */
  public enum Kind {
    /** A square is not on the board. */
    OFF_BOARD,
    /** A piece stands on a lake. */
    ON_LAKE,
    /** A piece stands outside the player's setup zone (C-2.1). */
    OUTSIDE_ZONE,
    /** Two pieces on one square. */
    SQUARE_TAKEN_TWICE,
    /** The number of pieces of a type differs from the roster (C-1.2). */
    WRONG_COUNT
  }

  /**
   * Checks the kind is present.
   *
   * @param kind what is wrong
   * @param square the square, or null
   * @param type the type, or null
   * @param expected the expected count, or 0
   * @param actual the actual count, or 0
   */
  public SetupProblem {
    Objects.requireNonNull(kind, "kind");
  }

  /**
   * A human description of the problem.
   *
   * @return the message
   */
  public String message() {
    return switch (kind) {
      case OFF_BOARD -> square + " is not on the board";
      case ON_LAKE -> square + " is a lake";
      case OUTSIDE_ZONE -> square + " is outside the setup zone";
      case SQUARE_TAKEN_TWICE -> square + " holds more than one piece";
      case WRONG_COUNT -> "expected " + expected + " x " + type + ", found " + actual;
    };
  }

  @Override
  public String toString() {
    return message();
  }
}
