package io.github.strategorules.testkit.property;

import java.util.HashSet;
import java.util.Set;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Shrinks a failing example by editing its {@link Tape} and replaying it through the {@link Arb}:
 * first the rare picks (a game's resignations and draw offers: each deleted, or else replaced by
 * the first common option), then the counts of items (a game cut after fewer decisions, by
 * bisection), then runs of items (decisions deleted from the middle), then each draw towards its
 * target (the first option, the base configuration). A candidate is kept when it still fails and is
 * simpler; the passes repeat until none helps (a local minimum) or the budget is spent.
 *
 * <p>Why not QuickTheories' own shrinker alone: it changes one randomly chosen draw per cycle, so a
 * game of some hundred decisions rarely sees its length drawn, and shrinking to the shortest
 * failing game took tens of thousands of property runs. These passes know that a count heads the
 * items it counts, which makes the length of a game the first thing to shrink.
 *
 * @param <T> the value type
 */
final class Shrinker<T> {

  /** The outcome: the simplest failing example found. */
  record Result<T>(T value, Tape tape, Throwable failure, int evaluations, boolean minimal) {}

  private final Arb<T> arb;
  private final Function<T, @Nullable Throwable> failure;
  private final int maxEvaluations;
  private final long deadline;
  private final Set<Tape> seen = new HashSet<>();

  private String signature;
  private T bestValue;
  private Tape best;
  private Throwable bestFailure;
  private int evaluations;
  private boolean exhausted;

  /**
   * A shrinker.
   *
   * @param arb the generator the example came from
   * @param failure how a value fails: the throwable, or null when the property holds
   * @param maxEvaluations the most property runs
   * @param maxMillis the most time
   * @param value the failing example
   * @param tape the draws it came from
   * @param cause how it fails
   */
  Shrinker(
      Arb<T> arb,
      Function<T, @Nullable Throwable> failure,
      int maxEvaluations,
      long maxMillis,
      T value,
      Tape tape,
      Throwable cause) {
    this.arb = arb;
    this.failure = failure;
    this.maxEvaluations = maxEvaluations;
    this.deadline = System.currentTimeMillis() + maxMillis;
    bestValue = value;
    best = tape;
    bestFailure = cause;
    signature = signature(cause);
    seen.add(tape);
  }

  /** Shrinks the failing example; a shrinker shrinks once. */
  Result<T> shrink() {
    boolean progress = true;
    while (progress && !exhausted) {
      progress = dropRare();
      progress |= cutCounts();
      progress |= deleteItems();
      progress |= lowerDraws();
    }
    return new Result<>(bestValue, best, bestFailure, evaluations, !exhausted);
  }

  /**
   * Each rare pick deleted when it is an item (a decision of a game), or else set to its target,
   * the first common option: a failing game loses its resignations and draw offers first, and keeps
   * one only when the failure needs it.
   */
  private boolean dropRare() {
    boolean progress = false;
    for (int i = 0; i < best.size() && !exhausted; i++) {
      if (best.kind(i) != Tape.Kind.RARE) {
        continue;
      }
      int at = countOf(i);
      if (at >= 0
          && best.value(at) > best.min(at)
          && attempt(best.withoutItems(at, i - at - 1, 1))) {
        progress = true;
        i--; // the next draw now has this index
      } else if (attempt(best.with(i, best.target(i)))) {
        progress = true;
      }
    }
    return progress;
  }

  /** The LENGTH entry whose items include draw {@code i}, or -1. */
  private int countOf(int i) {
    for (int j = 0; j < i; j++) {
      if (best.kind(j) == Tape.Kind.LENGTH) {
        if (i <= j + best.value(j)) {
          return j;
        }
        j += (int) best.value(j);
      }
    }
    return -1;
  }

  /** Each count bisected down to the fewest items that still fail (items cut from the end). */
  private boolean cutCounts() {
    boolean progress = false;
    for (int i = 0; i < best.size() && !exhausted; i++) {
      if (best.kind(i) != Tape.Kind.LENGTH) {
        continue;
      }
      long lo = best.min(i) - 1; // passes (or below the range)
      long hi = best.value(i); // fails
      while (hi - lo > 1 && !exhausted) {
        long mid = lo == best.min(i) - 1 ? best.min(i) : lo + (hi - lo) / 2; // the minimum first
        if (attempt(best.withoutItems(i, mid, best.value(i) - mid))) {
          hi = best.value(i);
          progress = true;
        } else {
          lo = mid;
        }
      }
      i += (int) best.value(i);
    }
    return progress;
  }

  /** Runs of items deleted, halving the run length down to single items. */
  private boolean deleteItems() {
    boolean progress = false;
    for (int i = 0; i < best.size() && !exhausted; i++) {
      if (best.kind(i) != Tape.Kind.LENGTH) {
        continue;
      }
      for (long run = Long.highestOneBit(Math.max(1, best.value(i) / 2));
          run >= 1 && !exhausted;
          run /= 2) {
        long start = 0;
        while (start + run <= best.value(i) && best.value(i) - run >= best.min(i) && !exhausted) {
          if (attempt(best.withoutItems(i, start, run))) {
            progress = true; // the next run now starts at the same index
          } else {
            start += run;
          }
        }
      }
      i += (int) best.value(i);
    }
    return progress;
  }

  /** Every other draw tried at its target, then bisected towards it. */
  private boolean lowerDraws() {
    boolean progress = false;
    for (int i = 0; i < best.size() && !exhausted; i++) {
      Tape.Kind kind = best.kind(i);
      long target = best.target(i);
      if (kind == Tape.Kind.LENGTH || best.value(i) == target) {
        continue;
      }
      if (attempt(best.with(i, target))) {
        progress = true;
        continue;
      }
      if (kind == Tape.Kind.OPAQUE) {
        continue;
      }
      long passes = target;
      long fails = best.value(i);
      while (!exhausted && (fails > passes ? fails - passes : passes - fails) > 1) {
        long mid =
            fails > passes ? passes + ((fails - passes) >>> 1) : passes - ((passes - fails) >>> 1);
        if (attempt(best.with(i, mid))) {
          progress = true;
          if (i >= best.size()) {
            break;
          }
          fails = best.value(i);
        } else {
          passes = mid;
        }
      }
    }
    return progress;
  }

  /**
   * What tells failures apart: the exception's class and where the test's code raised it (the first
   * frame outside the JDK, the assertion libraries and this harness). A candidate counts as failing
   * only with the same signature, so shrinking does not slip to another failure, such as a property
   * meeting an example it was not written for.
   */
  static String signature(Throwable t) {
    for (StackTraceElement e : t.getStackTrace()) {
      String c = e.getClassName();
      if (!(c.startsWith("java.")
          || c.startsWith("jdk.")
          || c.startsWith("sun.")
          || c.startsWith("org.assertj.")
          || c.startsWith("org.opentest4j.")
          || c.startsWith("org.junit.")
          || c.startsWith("org.quicktheories.")
          || c.startsWith(Property.class.getName())
          || c.startsWith(Shrinker.class.getName()))) {
        return t.getClass().getName() + " at " + c + ":" + e.getLineNumber();
      }
    }
    return t.getClass().getName();
  }

  /** Replays a candidate; keeps it when it is simpler than the best and still fails. */
  private boolean attempt(Tape candidate) {
    if (evaluations >= maxEvaluations || System.currentTimeMillis() > deadline) {
      exhausted = true;
      return false;
    }
    Draws d = Draws.replaying(candidate.values());
    T value;
    try {
      value = arb.draw(d);
    } catch (RuntimeException notAValue) {
      return false;
    }
    Tape tape = d.tape();
    if (tape.compareTo(best) >= 0 || !seen.add(tape)) {
      return false;
    }
    evaluations++;
    Throwable t = failure.apply(value);
    if (t == null || !signature(t).equals(signature)) {
      return false; // passes, or fails otherwise: another bug, or an example the property does not
      // cover
    }
    best = tape;
    bestValue = value;
    bestFailure = t;
    return true;
  }
}
