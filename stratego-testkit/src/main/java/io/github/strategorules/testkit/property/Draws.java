package io.github.strategorules.testkit.property;

import java.util.Arrays;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.quicktheories.core.RandomnessSource;
import org.quicktheories.impl.Constraint;

/**
 * The source an {@link Arb} draws from: bounded numbers, choices, flags, seeds and counted items.
 * It either draws fresh values from QuickTheories' randomness (a new example) or replays a {@link
 * Tape} (a shrink candidate); either way it records what was drawn, in a canonical form (a choice
 * as its index, a flag as 0 or 1, a count as the items actually drawn), so that the recorded tape
 * rebuilds the same value.
 *
 * <p>Replaying is forgiving, so that any edit of a tape still builds some value: a value out of its
 * bounds is clamped, a choice is taken modulo the number of options (the k-th legal action modulo
 * their number), and draws past the end of the tape take their targets (0, or the bound nearest 0).
 */
public final class Draws {
  /** A count of "mostly full" lengths is drawn up to this many times its range, then capped. */
  private static final int FULL_BIAS = 100;

  /** Where fresh draws come from; null when replaying. */
  private final @Nullable RandomnessSource source;

  /** The values replayed; null for fresh draws. */
  private final long @Nullable [] replay;

  private int next;

  private long[] values = new long[64];
  private long[] mins = new long[64];
  private long[] maxs = new long[64];
  private Tape.Kind[] kinds = new Tape.Kind[64];
  private int size;

  private Draws(@Nullable RandomnessSource source, long @Nullable [] replay) {
    this.source = source;
    this.replay = replay;
  }

  /** Fresh draws from QuickTheories. */
  static Draws from(RandomnessSource source) {
    return new Draws(source, null);
  }

  /** Draws that replay the given values. */
  static Draws replaying(long[] values) {
    return new Draws(null, values);
  }

  /** What was drawn so far. */
  Tape tape() {
    return new Tape(
        Arrays.copyOf(values, size),
        Arrays.copyOf(mins, size),
        Arrays.copyOf(maxs, size),
        Arrays.copyOf(kinds, size));
  }

  /**
   * A number in {@code [min, max]}; it shrinks towards 0 (or the bound nearest 0).
   *
   * @param min the smallest value
   * @param max the largest value
   * @return the value
   */
  public long between(long min, long max) {
    if (min > max) {
      throw new IllegalArgumentException("empty range " + min + ".." + max);
    }
    long v = Math.max(min, Math.min(max, raw(min, max)));
    record(v, min, max, Tape.Kind.VALUE);
    return v;
  }

  /**
   * A number in {@code [min, max]}; it shrinks towards 0 (or the bound nearest 0).
   *
   * @param min the smallest value
   * @param max the largest value
   * @return the value
   */
  public int between(int min, int max) {
    return (int) between((long) min, (long) max);
  }

  /**
   * The index of one of {@code n} options, uniformly; a replayed index is taken modulo {@code n}.
   * It shrinks towards the first option.
   *
   * @param n the number of options, at least 1
   * @return the index, {@code 0 <= index < n}
   */
  public int choice(int n) {
    if (n < 1) {
      throw new IllegalArgumentException("no option to choose from");
    }
    int k = (int) Math.floorMod(raw(0, n - 1), (long) n);
    record(k, 0, n - 1, Tape.Kind.CHOICE);
    return k;
  }

  /**
   * The index of one of {@code common + rare} options, where the {@code rare} options (indices
   * {@code common} and up) are drawn together with probability {@code 1/rareOneIn} and the common
   * ones uniformly otherwise; within each group the choice is uniform. A replayed index is taken
   * modulo {@code common + rare}. A rare pick is recorded as {@link Tape.Kind#RARE}, which the
   * {@link Shrinker} removes before anything else: the table actions of a game (resignations and
   * draw offers) are the rare options of its decisions.
   *
   * @param common the number of common options
   * @param rare the number of rare options
   * @param rareOneIn the inverse probability of a rare pick, at least 1
   * @return the index, {@code 0 <= index < common + rare}
   */
  public int choice(int common, int rare, int rareOneIn) {
    int n = common + rare;
    if (n < 1 || common < 0 || rare < 0 || rareOneIn < 1) {
      throw new IllegalArgumentException("no option to choose from, or a bad rate");
    }
    if (rare == 0) {
      return choice(common);
    }
    int k;
    if (source != null && common > 0) {
      // One draw over rareOneIn * common * rare values: the top common * rare of them are the
      // rare picks, so that the draw's target (0, QuickTheories' first example) is a common one.
      long rareZone = (long) common * rare;
      long space = rareOneIn * rareZone;
      long v = raw(0, space - 1);
      k =
          v >= space - rareZone
              ? common + (int) ((v - (space - rareZone)) % rare)
              : (int) (v % common);
    } else {
      k = (int) Math.floorMod(raw(0, n - 1), (long) n);
    }
    record(k, 0, n - 1, k >= common ? Tape.Kind.RARE : Tape.Kind.CHOICE);
    return k;
  }

  /**
   * One of the options, uniformly; it shrinks towards the first.
   *
   * @param <T> the option type
   * @param options the options, not empty
   * @return the option
   */
  public <T> T pick(List<T> options) {
    return options.get(choice(options.size()));
  }

  /**
   * A flag that is on with probability {@code 1/n}; it shrinks to off.
   *
   * @param n the inverse probability, at least 1
   * @return whether it is on
   */
  public boolean oneIn(int n) {
    long v = raw(0, n - 1);
    boolean on = source != null ? v == n - 1 : v != 0;
    record(on ? 1 : 0, 0, 1, Tape.Kind.VALUE);
    return on;
  }

  /**
   * A 64-bit seed for randomness that is not worth shrinking (probes beside the game); it shrinks
   * to 0 or not at all.
   *
   * @return the seed
   */
  public long seed() {
    long v = raw(Long.MIN_VALUE, Long.MAX_VALUE);
    record(v, Long.MIN_VALUE, Long.MAX_VALUE, Tape.Kind.OPAQUE);
    return v;
  }

  /**
   * A count of items to draw next, one draw each (the decisions of a game). Call {@link
   * Items#settle} once the items are drawn.
   *
   * @param length the allowed counts
   * @return the count
   */
  public Items items(Length length) {
    long range = (long) length.max() - length.min();
    long v;
    if (source != null && length.mostlyFull()) {
      // 1 in FULL_BIAS counts below the maximum; the draw's target (0) is the maximum, so that
      // QuickTheories' first example (every draw at its target) is a full game too
      long r = raw(0, FULL_BIAS * range);
      v = r <= range ? length.max() - r : length.max();
    } else {
      v = Math.max(length.min(), Math.min(length.max(), raw(length.min(), length.max())));
    }
    int at = size;
    record(v, length.min(), length.max(), Tape.Kind.LENGTH);
    return new Items(at, (int) v, source == null ? next + v : 0);
  }

  /** A count drawn by {@link #items}, to settle once its items are drawn. */
  public final class Items {
    private final int at;
    private final int size;
    private final long replayEnd;

    private Items(int at, int size, long replayEnd) {
      this.at = at;
      this.size = size;
      this.replayEnd = replayEnd;
    }

    /**
     * The count drawn.
     *
     * @return the number of items to draw at most
     */
    public int size() {
      return size;
    }

    /**
     * Records that {@code drawn} items were drawn (fewer than the count when a game ended first),
     * one draw each since the count.
     *
     * @param drawn the number of items drawn
     */
    public void settle(int drawn) {
      if (drawn > this.size || Draws.this.size - at - 1 != drawn) {
        throw new IllegalStateException(
            "items must be one draw each: "
                + drawn
                + " items, "
                + (Draws.this.size - at - 1)
                + " draws");
      }
      values[at] = drawn;
      if (source == null) {
        next =
            (int)
                Math.max(
                    next, Math.min(replayEnd, Integer.MAX_VALUE)); // skip the items not replayed
      }
    }
  }

  private long raw(long min, long max) {
    if (source != null) {
      return min == max ? min : source.next(Constraint.between(min, max));
    }
    long[] r = replay; // without a source the draws replay: never null here
    if (r != null && next < r.length) {
      return r[next++];
    }
    next++;
    return Math.max(min, Math.min(max, 0));
  }

  private void record(long v, long min, long max, Tape.Kind kind) {
    if (size == values.length) {
      int n = 2 * size;
      values = Arrays.copyOf(values, n);
      mins = Arrays.copyOf(mins, n);
      maxs = Arrays.copyOf(maxs, n);
      kinds = Arrays.copyOf(kinds, n);
    }
    values[size] = v;
    mins[size] = min;
    maxs[size] = max;
    kinds[size] = kind;
    size++;
  }
}
