import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.function.IntUnaryOperator;

/**
 * Steps the environments of two or more jars in one JVM, by turns of {@code burst} steps (each
 * jar's {@link PairedStep} in a class loader of its own), so that every jar meets the machine's
 * slow and fast minutes alike; prints each jar's env-steps per second every 100 rounds and the
 * ratio of the first jar's time to the last one's (above 1: the last jar is faster). Arguments:
 * the folder of the compiled {@code PairedStep}, then the jars. System properties: {@code burst}
 * (20), {@code warm} (100 rounds not counted), {@code rounds} (300), and {@link PairedStep}'s.
 */
public final class Paired {
  private Paired() {}

  /** Runs the measurement. */
  public static void main(String[] args) throws Exception {
    int n = args.length - 1;
    IntUnaryOperator[] sides = new IntUnaryOperator[n];
    for (int i = 0; i < n; i++) {
      URL[] path = {Path.of(args[0]).toUri().toURL(), Path.of(args[i + 1]).toUri().toURL()};
      ClassLoader loader = new URLClassLoader(path, ClassLoader.getPlatformClassLoader());
      sides[i] =
          (IntUnaryOperator) loader.loadClass("PairedStep").getDeclaredConstructor().newInstance();
    }
    int burst = Integer.getInteger("burst", 20);
    int warm = Integer.getInteger("warm", 100);
    int rounds = Integer.getInteger("rounds", 300);
    int games = Integer.getInteger("games", 1024);
    long[] nanos = new long[n];
    int kept = 0;
    for (int r = 0; r < warm + rounds; r++) {
      for (int k = 0; k < n; k++) {
        int i = (k + r) % n; // each jar goes first in turn
        long t0 = System.nanoTime();
        kept += sides[i].applyAsInt(burst);
        if (r >= warm) {
          nanos[i] += System.nanoTime() - t0;
        }
      }
      int counted = r - warm + 1;
      if (counted > 0 && counted % 100 == 0) {
        StringBuilder line = new StringBuilder("rounds " + counted + ":");
        for (int i = 0; i < n; i++) {
          double rate = counted * (double) burst * games / (nanos[i] / 1e9);
          line.append(String.format(" %s %,.0f/s", Path.of(args[i + 1]).getFileName(), rate));
        }
        line.append(String.format(", first/last time %.3f", (double) nanos[0] / nanos[n - 1]));
        System.out.println(line);
      }
    }
    System.out.println(kept == Integer.MIN_VALUE ? "" : "done");
  }
}
