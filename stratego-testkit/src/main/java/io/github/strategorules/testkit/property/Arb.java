package io.github.strategorules.testkit.property;

import java.util.List;
import java.util.function.Function;

/**
 * How to build a value from {@link Draws}: a generator whose values shrink, because the {@link
 * Shrinker} can replay edited draws through it. Build values only from the draws (no other
 * randomness), so that a replay builds the same value.
 *
 * @param <T> the value type; its {@code toString()} is what a failing property shows, so make it
 *     something a person can paste into a scenario test
 */
@FunctionalInterface
public interface Arb<T> {

  /**
   * Builds a value.
   *
   * @param d the draws
   * @return the value
   */
  T draw(Draws d);

  /**
   * This generator's values, transformed.
   *
   * @param <R> the new value type
   * @param f the transformation
   * @return the generator
   */
  default <R> Arb<R> map(Function<? super T, ? extends R> f) {
    return d -> f.apply(draw(d));
  }

  /**
   * A generator chosen by this generator's value.
   *
   * @param <R> the new value type
   * @param f the choice of generator
   * @return the generator
   */
  default <R> Arb<R> flatMap(Function<? super T, Arb<R>> f) {
    return d -> f.apply(draw(d)).draw(d);
  }

  /**
   * Numbers in {@code [min, max]}, shrinking towards 0 (or the bound nearest 0).
   *
   * @param min the smallest
   * @param max the largest
   * @return the generator
   */
  static Arb<Integer> between(int min, int max) {
    return d -> d.between(min, max);
  }

  /**
   * Every long, shrinking towards 0.
   *
   * @return the generator
   */
  static Arb<Long> longs() {
    return d -> d.between(Long.MIN_VALUE, Long.MAX_VALUE);
  }

  /**
   * Every int, shrinking towards 0.
   *
   * @return the generator
   */
  static Arb<Integer> ints() {
    return d -> d.between(Integer.MIN_VALUE, Integer.MAX_VALUE);
  }

  /**
   * Seeds for randomness beside the tested value (random probes), tried at 0 when shrinking.
   *
   * @return the generator
   */
  static Arb<Long> seeds() {
    return Draws::seed;
  }

  /**
   * True or false, shrinking to false.
   *
   * @return the generator
   */
  static Arb<Boolean> booleans() {
    return d -> d.oneIn(2);
  }

  /**
   * One of the options, shrinking towards the first.
   *
   * @param <T> the option type
   * @param options the options
   * @return the generator
   */
  static <T> Arb<T> pick(List<T> options) {
    List<T> copy = List.copyOf(options);
    return d -> d.pick(copy);
  }
}
