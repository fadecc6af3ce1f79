package io.github.strategorules.gravon;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.rules.ImplementsRule;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One {@code <move>} of a Gravon record. Gravon writes files {@code A}..{@code K} without {@code
 * J}, and rank 10 as {@code :}.
 *
 * <p>A quirk of the archives: in some months a move that carries a {@code <rescue>} (Ultimate
 * Lightning, V-1.2) writes the tenth file as {@code J} ({@code source="J9" target="J:"}) while
 * every other move writes it {@code K}. Since {@code J} is never a file otherwise, the reader takes
 * it for the tenth file in the squares of a move with a rescue, and refuses it elsewhere; {@link
 * #formatSquare} always writes {@code K}.
 *
 * @param source the start square
 * @param target the end square
 * @param rescueField the square of a rescue in Ultimate Lightning ({@code <rescue rescuefield>}),
 *     or null
 * @param rescuePiece the raw {@code rescuepiece} code, or null
 */
public record GravonMove(
    Square source, Square target, @Nullable Square rescueField, @Nullable String rescuePiece) {
  private static final String FILES = "ABCDEFGHIK";

  /**
   * Checks the squares are present.
   *
   * @param source the start square
   * @param target the end square
   * @param rescueField the rescue square or null
   * @param rescuePiece the rescue code or null
   */
  public GravonMove {
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(target, "target");
  }

  /**
   * Reads a Gravon square such as {@code K:} (j10).
   *
   * @param text the square
   * @return the square
   * @throws NotationException when it is not a Gravon square
   */
  public static Square parseSquare(String text) {
    return parseSquare(text, false);
  }

  /**
   * Reads a Gravon square, optionally with {@code J} for the tenth file (the quirk of moves with a
   * rescue, see the class comment).
   *
   * @param text the square
   * @param tenthFileJ whether {@code J} stands for the tenth file
   * @return the square
   * @throws NotationException when it is not a Gravon square
   */
  @ImplementsRule("V-R5")
  public static Square parseSquare(String text, boolean tenthFileJ) {
    if (text == null || text.length() != 2) {
      throw new NotationException(
          "a Gravon square is a file A-K (no J) and a rank 1-9 or ':'", text, 0);
    }
    char c = text.charAt(0);
    char file =
        c >= 'a' && c <= 'z' ? (char) (c - 'a' + 'A') : c; // ASCII only: no Unicode case folding
    int x = tenthFileJ && file == 'J' ? 9 : FILES.indexOf(file);
    char r = text.charAt(1);
    int y = r == ':' ? 9 : r >= '1' && r <= '9' ? r - '1' : -1;
    if (x < 0) {
      throw new NotationException("not a Gravon file letter", text, 0);
    }
    if (y < 0) {
      throw new NotationException("not a Gravon rank", text, 1);
    }
    return Square.of(x, y);
  }

  /**
   * Writes a square the Gravon way.
   *
   * @param s a square of the 10 x 10 board
   * @return the Gravon square, such as {@code K:}
   */
  public static String formatSquare(Square s) {
    return "" + FILES.charAt(s.x()) + (s.y() == 9 ? ':' : (char) ('1' + s.y()));
  }
}
