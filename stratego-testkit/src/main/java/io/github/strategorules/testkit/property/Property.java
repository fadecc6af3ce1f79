package io.github.strategorules.testkit.property;

import static org.quicktheories.QuickTheory.qt;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import org.opentest4j.TestAbortedException;
import org.quicktheories.api.AsString;
import org.quicktheories.core.Gen;
import org.quicktheories.core.Reporter;

/**
 * Property checks with QuickTheories, from plain JUnit {@code @Test} methods: {@code
 * Property.forAll(60, games, game -> ...)} checks the property on 60 distinct generated examples.
 * QuickTheories draws the examples; on a failure the {@link Shrinker} shrinks it and the test fails
 * with the simplest failing example, shown by its {@code toString()} (a game as its record), the
 * cause and the seed.
 *
 * <p>Seeds are fixed per property (from its name), so every build checks the same examples; {@code
 * -DQT_SEED=n} checks others. The shrinking budget is {@code -Dshrink.runs} property runs (3000)
 * and {@code -Dshrink.seconds} (120). Each property's counts go to {@code
 * target/property-examples.tsv}, nothing to the console.
 */
public final class Property {
  /** Examples rejected by {@link #assume} may be at most this many times the examples asked for. */
  private static final int MAX_REJECTED_RATIO = 5;

  /** QuickTheories first tries the targets, minima and maxima, which may coincide: ask for more. */
  private static final int BOUNDARY_EXAMPLES = 3;

  private static final Rejected REJECTED = new Rejected();

  private Property() {}

  /**
   * Rejects the current example when its assumption fails: it is not counted and another is drawn
   * (at most five times as many rejected as asked for, or the property fails).
   *
   * @param assumption what the example must satisfy
   */
  public static void assume(boolean assumption) {
    if (!assumption) {
      throw REJECTED;
    }
  }

  /**
   * Checks a property on {@code examples} distinct examples.
   *
   * @param <A> the value type
   * @param examples the number of examples
   * @param a the generator
   * @param property the property: returns normally when it holds, throws (an assertion) when not
   */
  public static <A> void forAll(int examples, Arb<A> a, Consumer<? super A> property) {
    run(caller(), examples, a, property::accept);
  }

  /**
   * Checks a property on {@code examples} distinct examples, under a name of its own (for a
   * property run for several games, as the contract kit does): the name picks the seed and labels
   * the failure and the statistics.
   *
   * @param <A> the value type
   * @param name the property's name
   * @param examples the number of examples
   * @param a the generator
   * @param property the property: returns normally when it holds, throws (an assertion) when not
   */
  public static <A> void forAll(String name, int examples, Arb<A> a, Consumer<? super A> property) {
    run(name, examples, a, property::accept);
  }

  /**
   * Checks a property of two generated values on {@code examples} distinct examples.
   *
   * @param <A> the first value type
   * @param <B> the second value type
   * @param examples the number of examples
   * @param a the first generator
   * @param b the second generator
   * @param property the property
   */
  public static <A, B> void forAll(
      int examples, Arb<A> a, Arb<B> b, BiConsumer<? super A, ? super B> property) {
    run(
        caller(),
        examples,
        d -> new Values(List.of(a.draw(d), b.draw(d))),
        v -> property.accept(v.get(0), v.get(1)));
  }

  /**
   * Checks a property of three generated values on {@code examples} distinct examples.
   *
   * @param <A> the first value type
   * @param <B> the second value type
   * @param <C> the third value type
   * @param examples the number of examples
   * @param a the first generator
   * @param b the second generator
   * @param c the third generator
   * @param property the property
   */
  public static <A, B, C> void forAll(
      int examples, Arb<A> a, Arb<B> b, Arb<C> c, TriConsumer<A, B, C> property) {
    run(
        caller(),
        examples,
        d -> new Values(List.of(a.draw(d), b.draw(d), c.draw(d))),
        v -> property.accept(v.get(0), v.get(1), v.get(2)));
  }

  /**
   * Checks a property of four generated values on {@code examples} distinct examples.
   *
   * @param <A> the first value type
   * @param <B> the second value type
   * @param <C> the third value type
   * @param <D> the fourth value type
   * @param examples the number of examples
   * @param a the first generator
   * @param b the second generator
   * @param c the third generator
   * @param d the fourth generator
   * @param property the property
   */
  public static <A, B, C, D> void forAll(
      int examples, Arb<A> a, Arb<B> b, Arb<C> c, Arb<D> d, QuadConsumer<A, B, C, D> property) {
    run(
        caller(),
        examples,
        draws -> new Values(List.of(a.draw(draws), b.draw(draws), c.draw(draws), d.draw(draws))),
        v -> property.accept(v.get(0), v.get(1), v.get(2), v.get(3)));
  }

  /**
   * Checks a property of two generated values under a name of its own (see {@link #forAll(String,
   * int, Arb, Consumer)}).
   *
   * @param <A> the first value type
   * @param <B> the second value type
   * @param name the property's name
   * @param examples the number of examples
   * @param a the first generator
   * @param b the second generator
   * @param property the property
   */
  public static <A, B> void forAll(
      String name, int examples, Arb<A> a, Arb<B> b, BiConsumer<? super A, ? super B> property) {
    run(
        name,
        examples,
        d -> new Values(List.of(a.draw(d), b.draw(d))),
        v -> property.accept(v.get(0), v.get(1)));
  }

  /**
   * Checks a property of three generated values under a name of its own (see {@link #forAll(String,
   * int, Arb, Consumer)}).
   *
   * @param <A> the first value type
   * @param <B> the second value type
   * @param <C> the third value type
   * @param name the property's name
   * @param examples the number of examples
   * @param a the first generator
   * @param b the second generator
   * @param c the third generator
   * @param property the property
   */
  public static <A, B, C> void forAll(
      String name, int examples, Arb<A> a, Arb<B> b, Arb<C> c, TriConsumer<A, B, C> property) {
    run(
        name,
        examples,
        d -> new Values(List.of(a.draw(d), b.draw(d), c.draw(d))),
        v -> property.accept(v.get(0), v.get(1), v.get(2)));
  }

  /**
   * A property of four values.
   *
   * @param <A> the first value type
   * @param <B> the second value type
   * @param <C> the third value type
   * @param <D> the fourth value type
   */
  @FunctionalInterface
  public interface QuadConsumer<A, B, C, D> {
    /**
     * Checks the values.
     *
     * @param a the first
     * @param b the second
     * @param c the third
     * @param d the fourth
     */
    void accept(A a, B b, C c, D d);
  }

  /**
   * A property of three values.
   *
   * @param <A> the first value type
   * @param <B> the second value type
   * @param <C> the third value type
   */
  @FunctionalInterface
  public interface TriConsumer<A, B, C> {
    /**
     * Checks the values.
     *
     * @param a the first
     * @param b the second
     * @param c the third
     */
    void accept(A a, B b, C c);
  }

  /** Several generated values, shown one after the other. */
  private record Values(List<Object> values) {
    @SuppressWarnings("unchecked")
    <T> T get(int i) {
      return (T) values.get(i);
    }

    @Override
    public String toString() {
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < values.size(); i++) {
        sb.append(i == 0 ? "" : "\n")
            .append("value ")
            .append(i + 1)
            .append(":\n")
            .append(values.get(i));
      }
      return sb.toString();
    }
  }

  /** A generated value with the draws that built it. */
  private record Example<T>(T value, Tape tape) {
    @Override
    public String toString() {
      return String.valueOf(value);
    }
  }

  /** Thrown by {@link #assume}; no stack trace, as it is no error. */
  private static final class Rejected extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Rejected() {
      super("assumption not met", null, false, false);
    }
  }

  /** The counts of one property run. */
  private static final class Counts {
    int checked;
    int rejected;
  }

  private static <T> void run(String name, int examples, Arb<T> arb, Consumer<T> property) {
    long seed = seed(name);
    Function<T, @Nullable Throwable> failure =
        v -> {
          try {
            property.accept(v);
            return null;
          } catch (Rejected | TestAbortedException notAnExample) {
            return null;
          } catch (Throwable t) {
            return t;
          }
        };
    Gen<Example<T>> gen =
        in -> {
          Draws d = Draws.from(in);
          T value = arb.draw(d);
          return new Example<>(value, d.tape());
        };
    Set<Tape> seen = new HashSet<>();
    Counts counts = new Counts();
    long start = System.nanoTime();
    for (int round = 0; counts.checked < examples; round++) {
      int before = counts.checked + counts.rejected;
      qt().withFixedSeed(seed + round)
          .withExamples(examples - counts.checked + BOUNDARY_EXAMPLES)
          .withShrinkCycles(0)
          .withReporter(new ShrinkingReporter<>(name, arb, failure, counts))
          .forAll(gen)
          .checkAssert(
              example -> {
                if (counts.checked >= examples || !seen.add(example.tape())) {
                  return; // enough examples, or one already checked (QuickTheories' boundary
                  // examples)
                }
                try {
                  property.accept(example.value());
                  counts.checked++;
                } catch (Rejected | TestAbortedException notAnExample) {
                  counts.rejected++;
                }
              });
      if (counts.rejected > MAX_REJECTED_RATIO * examples) {
        throw new AssertionError(
            String.format(
                "Property %s gave up: %d of %d examples met its assumptions, " + "%d did not",
                name, counts.checked, examples, counts.rejected));
      }
      if (counts.checked + counts.rejected == before) {
        throw new AssertionError(
            "Property " + name + ": the generator gives no new example after " + counts.checked);
      }
    }
    TestStatistics.append(
        "property-examples.tsv",
        String.format(
            "%s\t%d\t%d\t%d ms",
            name, counts.checked, counts.rejected, (System.nanoTime() - start) / 1_000_000));
  }

  /** The calling test, as {@code Class.method}. */
  private static String caller() {
    return StackWalker.getInstance()
        .walk(
            frames ->
                frames
                    .filter(f -> !f.getClassName().equals(Property.class.getName()))
                    .findFirst()
                    .map(
                        f ->
                            f.getClassName().substring(f.getClassName().lastIndexOf('.') + 1)
                                + "."
                                + f.getMethodName())
                    .orElse("?"));
  }

  private static long seed(String name) {
    String given = System.getProperty("QT_SEED", "");
    return given.isEmpty() ? 0x9E3779B97F4A7C15L * (name.hashCode() + 1L) : Long.parseLong(given);
  }

  /**
   * QuickTheories' reporter for the first failing example: shrinks it and fails the test with the
   * simplest failing example found.
   */
  private static final class ShrinkingReporter<T> implements Reporter {
    private final String name;
    private final Arb<T> arb;
    private final Function<T, @Nullable Throwable> failure;
    private final Counts counts;

    ShrinkingReporter(
        String name, Arb<T> arb, Function<T, @Nullable Throwable> failure, Counts counts) {
      this.name = name;
      this.arb = arb;
      this.failure = failure;
      this.counts = counts;
    }

    @Override
    public void falisification(
        long seed,
        int count,
        Object smallest,
        Throwable cause,
        List<Object> examples,
        AsString<Object> toString) {
      @SuppressWarnings("unchecked")
      Example<T> first = (Example<T>) smallest;
      int runs = Integer.getInteger("shrink.runs", 3000);
      long millis = 1000L * Integer.getInteger("shrink.seconds", 120);
      Shrinker.Result<T> r =
          new Shrinker<>(arb, failure, runs, millis, first.value(), first.tape(), cause).shrink();
      String message =
          String.format(
              "Property %s falsified by example %d (seed %d; -DQT_SEED=%d checks the "
                  + "same examples).%nShrunk in %d runs%s, from %s to %s. Simplest failing example:%n%s%nCause: %s",
              name,
              counts.checked + counts.rejected + 1,
              seed,
              seed,
              r.evaluations(),
              r.minimal()
                  ? " to a local minimum"
                  : " (budget spent: -Dshrink.runs, -Dshrink.seconds)",
              size(first.tape()),
              size(r.tape()),
              r.value(),
              r.failure());
      throw new AssertionError(message, r.failure());
    }

    private static String size(Tape tape) {
      return tape.size()
          + " draws ("
          + tape.items()
          + (tape.items() == 1 ? " decision)" : " decisions)");
    }

    @Override
    public void falisification(
        long seed, int count, Object smallest, List<Object> examples, AsString<Object> toString) {
      throw new AssertionError(
          "Property " + name + " falsified by " + smallest + " (seed " + seed + ")");
    }

    @Override
    public void valuesExhausted(int completedExamples) {
      throw new AssertionError(
          "Property " + name + ": only " + completedExamples + " examples generated");
    }
  }
}
