package io.github.strategorules.testkit.property;

/**
 * How many items (decisions of a game) to draw: between {@code min} and {@code max}, either
 * uniformly or mostly {@code max}. It shrinks towards {@code min}.
 *
 * @param min the fewest items
 * @param max the most items
 * @param mostlyFull whether random draws give {@code max} nearly always (99 in 100), as when a game
 *     is played to its end or to a cap and only shrinking shortens it
 */
public record Length(int min, int max, boolean mostlyFull) {
  /**
   * Checks the bounds.
   *
   * @param min the fewest items
   * @param max the most items
   * @param mostlyFull whether random draws give {@code max} nearly always
   */
  public Length {
    if (min < 0 || min > max) {
      throw new IllegalArgumentException("bad length " + min + ".." + max);
    }
  }

  /**
   * Up to {@code max} items, nearly always all of them: games played to the cap or to their end.
   *
   * @param max the cap
   * @return the length
   */
  public static Length upTo(int max) {
    return new Length(0, max, true);
  }

  /**
   * Uniformly between the bounds: games cut at a random point.
   *
   * @param min the fewest items
   * @param max the most items
   * @return the length
   */
  public static Length between(int min, int max) {
    return new Length(min, max, false);
  }
}
