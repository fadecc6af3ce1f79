package io.github.strategorules.lostisland.internal;

/**
 * The library's own deterministic random source (SplitMix64), so that a seed gives the same layout
 * on every JVM (LI-2.6). The algorithm is fixed within a version of the library.
 */
public final class SplitMix {
  private long state;

  /**
   * A source from a seed.
   *
   * @param seed the seed
   */
  public SplitMix(long seed) {
    this.state = seed;
  }

  /**
   * The next 64 random bits.
   *
   * @return the bits
   */
  public long nextLong() {
    long z = (state += 0x9E3779B97F4A7C15L);
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /**
   * A uniform integer in {@code [0, bound)} (by rejection, without modulo bias).
   *
   * @param bound the exclusive bound, positive
   * @return the integer
   */
  public int nextInt(int bound) {
    long limit = Long.remainderUnsigned(-1L, bound);
    while (true) {
      long r = nextLong();
      if (Long.compareUnsigned(r, -1L - limit) <= 0 || limit == bound - 1) {
        return (int) Long.remainderUnsigned(r, bound);
      }
    }
  }

  /**
   * Shuffles an array in place (Fisher-Yates, from the end).
   *
   * @param <T> the element type
   * @param a the array
   */
  public <T> void shuffle(T[] a) {
    for (int i = a.length - 1; i > 0; i--) {
      int j = nextInt(i + 1);
      T t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
  }
}
