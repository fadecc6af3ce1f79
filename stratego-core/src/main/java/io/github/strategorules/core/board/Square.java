package io.github.strategorules.core.board;

import io.github.strategorules.core.error.NotationException;
import org.jspecify.annotations.Nullable;

/**
 * A square of the board, by zero-based column {@code x} (file a = 0, left to right from RED's side)
 * and zero-based row {@code y} (rank 1 = 0, RED's back row). Written {@code b2}: files {@code
 * a}..{@code z}, ranks from 1 (C-1.1).
 *
 * <p>A square knows nothing of a board's size: a {@link io.github.strategorules.core.rules.Ruleset}
 * says which squares exist. Instances for boards up to 26 x 26 are cached, so {@link #of} does not
 * allocate.
 *
 * @serial exclude
 * @param x the column, 0 = file a
 * @param y the row, 0 = rank 1
 */
public record Square(int x, int y) implements Comparable<Square>, java.io.Serializable {
  private static final int MAX = 26;
  private static final Square[] CACHE = new Square[MAX * MAX];

  static {
    for (int y = 0; y < MAX; y++) {
      for (int x = 0; x < MAX; x++) {
        CACHE[y * MAX + x] = new Square(x, y);
      }
    }
  }

  /**
   * Validates the coordinates.
   *
   * @param x the column, 0 to 25
   * @param y the row, 0 to 25
   */
  public Square {
    if (x < 0 || x >= MAX || y < 0 || y >= MAX) {
      throw new IllegalArgumentException("square out of range: x=" + x + ", y=" + y);
    }
  }

  /**
   * The square at the given coordinates.
   *
   * @param x the column, 0 = file a
   * @param y the row, 0 = rank 1
   * @return the (cached) square
   */
  public static Square of(int x, int y) {
    if (x < 0 || x >= MAX || y < 0 || y >= MAX) {
      throw new IllegalArgumentException("square out of range: x=" + x + ", y=" + y);
    }
    return CACHE[y * MAX + x];
  }

  /**
   * Parses a square such as {@code b2} or {@code j10}.
   *
   * @param text the square
   * @return the square
   * @throws NotationException when the text is not a square
   */
  public static Square parse(String text) {
    Square s = tryParse(text);
    if (s == null) {
      throw new NotationException(
          "not a square (expected a file letter and a rank number, like b2)", text, 0);
    }
    return s;
  }

  /**
   * Parses a square, returning {@code null} instead of throwing.
   *
   * @param text the square, such as {@code b2}
   * @return the square, or {@code null}
   */
  public static @Nullable Square tryParse(@Nullable String text) {
    if (text == null || text.length() < 2 || text.length() > 3) {
      return null;
    }
    char f = text.charAt(0);
    if (f >= 'A' && f <= 'Z') {
      f = (char) (f + ('a' - 'A')); // ASCII only: the Kelvin sign lower-cases to k
    }
    if (f < 'a' || f >= 'a' + MAX) {
      return null;
    }
    int rank = 0;
    for (int i = 1; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9') {
        return null;
      }
      rank = rank * 10 + (c - '0');
    }
    if (rank < 1 || rank > MAX || text.charAt(1) == '0') {
      return null;
    }
    return of(f - 'a', rank - 1);
  }

  /**
   * The file letter, {@code a} for column 0.
   *
   * @return the file
   */
  public char file() {
    return (char) ('a' + x);
  }

  /**
   * The rank number, 1 for row 0.
   *
   * @return the rank
   */
  public int rank() {
    return y + 1;
  }

  /** Orders squares by row, then column: a1, b1, ..., a2, ... */
  @Override
  public int compareTo(Square o) {
    return y != o.y ? Integer.compare(y, o.y) : Integer.compare(x, o.x);
  }

  /** The square in move notation, such as {@code b2}. */
  @Override
  public String toString() {
    return file() + Integer.toString(y + 1);
  }
}
