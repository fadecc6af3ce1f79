package io.github.strategorules.core.board;

import io.github.strategorules.core.rules.ImplementsRule;
import org.jspecify.annotations.Nullable;

/**
 * The two ways printed editions number the ranks (C-1.3). Pieces are identified by {@link
 * PieceType}, never by a bare number; a numbering is only used to read and write text.
 */
@ImplementsRule("C-1.3")
public enum RankNumbering {
  /** Jumbo numbering: Marshal 10 down to Scout 2 and Spy 1. The default. */
  MODERN,
  /** Milton Bradley numbering: Marshal 1 down to Scout 9, Spy {@code S}. */
  OLD;

  /**
   * The token that names a piece type in this numbering: {@code F}, {@code B}, {@code S} for the
   * Spy, and the rank number for the others.
   *
   * @param type the piece type
   * @return its token
   */
  public String token(PieceType type) {
    return switch (type) {
      case FLAG -> "F";
      case BOMB -> "B";
      case SPY -> "S";
      default -> Integer.toString(this == MODERN ? type.modernRank() : 11 - type.modernRank());
    };
  }

  /**
   * The piece type a token names in this numbering. {@code S} is always the Spy; in the modern
   * numbering {@code 1} is the Spy as well, in the old one it is the Marshal. Case is ignored;
   * surrounding whitespace is too. Only ASCII letters and digits name pieces: a control character,
   * a sign, or a letter or digit of another script (such as U+017F, which upper-cases to {@code S},
   * or a full-width digit) makes the token name none.
   *
   * @param token the token
   * @return the piece type, or {@code null} when the token names none
   */
  public @Nullable PieceType parse(String token) {
    String stripped = token.strip();
    if (stripped.isEmpty()
        || stripped.length() > 2
        || !stripped.chars().allMatch(RankNumbering::asciiLetterOrDigit)) {
      return null;
    }
    String t = stripped.toUpperCase(java.util.Locale.ROOT);
    switch (t) {
      case "F":
        return PieceType.FLAG;
      case "B":
        return PieceType.BOMB;
      case "S":
        return PieceType.SPY;
      default:
        break;
    }
    int n;
    try {
      n = Integer.parseInt(t);
    } catch (NumberFormatException e) {
      return null;
    }
    if (n < 1 || n > 10) {
      return null;
    }
    int modern = this == MODERN ? n : 11 - n;
    if (this == OLD && n == 10) {
      return null; // the old numbering has no 10: its Spy is S
    }
    for (PieceType p : PieceType.values()) {
      if (p.modernRank() == modern) {
        return p;
      }
    }
    return null;
  }

  private static boolean asciiLetterOrDigit(int c) {
    return c >= '0' && c <= '9' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z';
  }
}
