import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;

/**
 * Steps the environments of two or more builds in one JVM, by turns of {@code burst} steps, so
 * that every build meets the machine's slow and fast minutes alike (issue 50): each argument is a
 * {@code benchmarks.jar}, loaded by a class loader of its own, whose {@code VectorEnvBenchmark}
 * state is set up and stepped as JMH steps it (one thread). Prints each jar's env-steps per second
 * every 100 rounds and the ratio of the first jar's time to the last one's (above 1: the last jar
 * is faster). System properties: {@code game} (classic), {@code games} (1024), {@code opponents}
 * (heuristic; none for no opponents), {@code output} (masks), {@code burst} (20), {@code warm}
 * (100 rounds not counted), {@code rounds} (300).
 */
public final class Paired {
  private static final String BENCHMARK = "io.github.strategorules.benchmarks.VectorEnvBenchmark";

  private Paired() {}

  /** One build's benchmark state and its step method. */
  private static final class Side {
    private final Object benchmark;
    private final Object state;
    private final Method step;

    Side(Object benchmark, Object state, Method step) {
      this.benchmark = benchmark;
      this.state = state;
      this.step = step;
    }

    int step() throws Exception {
      return (Integer) step.invoke(benchmark, state);
    }
  }

  /** Runs the measurement. */
  public static void main(String[] jars) throws Exception {
    int n = jars.length;
    int games = Integer.getInteger("games", 1024);
    Side[] sides = new Side[n];
    for (int i = 0; i < n; i++) {
      URL[] path = {Path.of(jars[i]).toUri().toURL()};
      ClassLoader loader = new URLClassLoader(path, ClassLoader.getPlatformClassLoader());
      Class<?> bench = loader.loadClass(BENCHMARK);
      Class<?> env = loader.loadClass(BENCHMARK + "$Env");
      Object state = env.getDeclaredConstructor().newInstance();
      env.getField("game").set(state, System.getProperty("game", "classic"));
      env.getField("games").setInt(state, games);
      env.getField("output").set(state, System.getProperty("output", "masks"));
      env.getField("opponents").set(state, System.getProperty("opponents", "heuristic"));
      env.getField("threads").setInt(state, 1);
      env.getMethod("setUp").invoke(state);
      Object benchmark = bench.getDeclaredConstructor().newInstance();
      sides[i] = new Side(benchmark, state, bench.getMethod("step", env));
    }
    int burst = Integer.getInteger("burst", 20);
    int warm = Integer.getInteger("warm", 100);
    int rounds = Integer.getInteger("rounds", 300);
    long[] nanos = new long[n];
    int kept = 0;
    for (int r = 0; r < warm + rounds; r++) {
      for (int k = 0; k < n; k++) {
        int i = (k + r) % n; // each jar goes first in turn
        long t0 = System.nanoTime();
        for (int s = 0; s < burst; s++) {
          kept += sides[i].step();
        }
        if (r >= warm) {
          nanos[i] += System.nanoTime() - t0;
        }
      }
      int counted = r - warm + 1;
      if (counted > 0 && counted % 100 == 0) {
        StringBuilder line = new StringBuilder("rounds " + counted + ":");
        for (int i = 0; i < n; i++) {
          double rate = counted * (double) burst * games / (nanos[i] / 1e9);
          line.append(String.format(" %s %,.0f/s", jars[i], rate));
        }
        line.append(String.format(", first/last time %.3f", (double) nanos[0] / nanos[n - 1]));
        System.out.println(line);
      }
    }
    System.out.println(kept == Integer.MIN_VALUE ? "" : "done");
  }
}
