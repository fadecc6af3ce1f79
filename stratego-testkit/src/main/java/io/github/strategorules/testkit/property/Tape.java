package io.github.strategorules.testkit.property;

import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * The draws that built one generated value, in order: each draw's value, its bounds and its kind.
 * Replaying a tape through the same {@link Arb} builds the same value, so a tape is what the {@link
 * Shrinker} edits: a shorter tape, or one whose values lie closer to their targets, is a simpler
 * example. Immutable.
 *
 * <p>A {@link Kind#LENGTH} entry of value {@code n} is followed by exactly {@code n} item entries,
 * one draw per item (the decisions of a game), so that items can be cut off or deleted together
 * with their count.
 */
public final class Tape implements Comparable<Tape> {

  /** How the shrinker treats a draw. */
  public enum Kind {
    /** A number: tried at its target, then bisected towards it. */
    VALUE,
    /** The index of a choice among {@code max + 1} options: as a value. */
    CHOICE,
    /**
     * A choice that took one of its rare options ({@link Draws#choice(int, int, int)}): removed
     * first, then as a value.
     */
    RARE,
    /** A seed: only its target (0) is tried, as nearby seeds are no simpler. */
    OPAQUE,
    /** The number of single-draw items that follow. */
    LENGTH
  }

  static final Tape EMPTY = new Tape(new long[0], new long[0], new long[0], new Kind[0]);

  private final long[] values;
  private final long[] mins;
  private final long[] maxs;
  private final Kind[] kinds;

  Tape(long[] values, long[] mins, long[] maxs, Kind[] kinds) {
    this.values = values;
    this.mins = mins;
    this.maxs = maxs;
    this.kinds = kinds;
  }

  /**
   * The number of draws.
   *
   * @return the count
   */
  public int size() {
    return values.length;
  }

  long value(int i) {
    return values[i];
  }

  long min(int i) {
    return mins[i];
  }

  long max(int i) {
    return maxs[i];
  }

  Kind kind(int i) {
    return kinds[i];
  }

  /** The simplest value a draw can take: 0 when its bounds allow, else the bound nearest 0. */
  long target(int i) {
    return Math.max(mins[i], Math.min(maxs[i], 0));
  }

  /** The raw values, for replaying. */
  long[] values() {
    return values.clone();
  }

  /** A copy with one value replaced (its bounds kept; the next replay checks them). */
  Tape with(int i, long value) {
    long[] v = values.clone();
    v[i] = value;
    return new Tape(v, mins, maxs, kinds);
  }

  /** A copy with the items {@code [from, from + count)} of the LENGTH entry {@code at} deleted. */
  Tape withoutItems(int at, long from, long count) {
    int start = at + 1 + (int) from;
    int n = (int) count;
    long[] v = new long[values.length - n];
    long[] lo = new long[v.length];
    long[] hi = new long[v.length];
    Kind[] k = new Kind[v.length];
    copy(0, start, 0, v, lo, hi, k);
    copy(start + n, values.length, start, v, lo, hi, k);
    v[at] = values[at] - n;
    return new Tape(v, lo, hi, k);
  }

  private void copy(int from, int to, int dest, long[] v, long[] lo, long[] hi, Kind[] k) {
    System.arraycopy(values, from, v, dest, to - from);
    System.arraycopy(mins, from, lo, dest, to - from);
    System.arraycopy(maxs, from, hi, dest, to - from);
    System.arraycopy(kinds, from, k, dest, to - from);
  }

  /**
   * Simpler first: fewer items in all (a shorter game), then the first draw that lies closer to its
   * target (so a simpler configuration beats a simpler later choice), then fewer draws. The
   * shrinker keeps only strictly simpler tapes; as there are finitely many, it always ends.
   */
  @Override
  public int compareTo(Tape o) {
    int c = Long.compare(items(), o.items());
    for (int i = 0; c == 0 && i < Math.min(values.length, o.values.length); i++) {
      c = Long.compareUnsigned(distance(values[i], target(i)), distance(o.values[i], o.target(i)));
    }
    return c != 0 ? c : Integer.compare(values.length, o.values.length);
  }

  /**
   * The number of items counted by the LENGTH entries: the decisions of the games drawn.
   *
   * @return the count
   */
  public long items() {
    long n = 0;
    for (int i = 0; i < values.length; i++) {
      if (kinds[i] == Kind.LENGTH) {
        n += values[i];
      }
    }
    return n;
  }

  /** |v - t| as an unsigned number (exact over the whole long range). */
  private static long distance(long v, long t) {
    return v >= t ? v - t : t - v;
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof Tape t && Arrays.equals(values, t.values) && Arrays.equals(kinds, t.kinds);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(values);
  }

  @Override
  public String toString() {
    return Arrays.toString(values);
  }
}
