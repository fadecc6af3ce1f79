package io.github.strategorules.examples;

import java.util.Collection;
import java.util.Optional;

/**
 * The nearest known name to a mistyped one ({@code demox} to {@code demo}): the fewest single
 * letters inserted, deleted or changed (Levenshtein distance), if that is at most a third of the
 * longer name (and at least one letter), else nothing; ties go to the first name given.
 */
final class Suggestions {
  private Suggestions() {}

  /**
   * The known name nearest to the given one, if one is near enough.
   *
   * @param given what the user wrote
   * @param known the names that exist, in the order that breaks ties
   * @return the nearest, or empty when none is near
   */
  static Optional<String> nearest(String given, Collection<String> known) {
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    for (String k : known) {
      int d =
          distance(given.toLowerCase(java.util.Locale.ROOT), k.toLowerCase(java.util.Locale.ROOT));
      if (d < bestDistance) {
        best = k;
        bestDistance = d;
      }
    }
    if (best == null || bestDistance > Math.max(1, Math.max(given.length(), best.length()) / 3)) {
      return Optional.empty();
    }
    return Optional.of(best);
  }

  /** The Levenshtein distance of two strings. */
  static int distance(String a, String b) {
    int[] previous = new int[b.length() + 1];
    int[] current = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      current[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int change = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
        current[j] = Math.min(change, Math.min(previous[j], current[j - 1]) + 1);
      }
      int[] t = previous;
      previous = current;
      current = t;
    }
    return previous[b.length()];
  }
}
