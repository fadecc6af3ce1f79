package io.github.strategorules.spark;

import io.github.strategorules.research.Arena;
import io.github.strategorules.research.BotFamily;
import io.github.strategorules.research.Interval;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;

/**
 * Tunes a bot family's weights by self-play with SPSA ({@link Spsa}) on Spark: each iteration's
 * games of {@code theta+} against {@code theta-} are one Spark job (an RDD of game numbers, each
 * task playing its share, {@link Duel}); the driver sums the points and steps. After every {@code
 * evalEvery} iterations, after the last, and before the first, the weights play {@code evalGames}
 * games against a fixed opponent (another Spark job), which gives the tuning's curve.
 *
 * <p>Deterministic from the plan's seed alone: the signs of iteration {@code k} come from the seed
 * and {@code k} ({@link Spsa#signs}), its games are a duel from seed {@code Arena.gameSeed(seed,
 * k)}, and every measurement plays the same games (one duel seed for all, so the points of the
 * curve differ by the weights alone, not by luck of the draw). The driver adds the games' points in
 * game order, so the partitions and executors change nothing.
 *
 * <p>Writes to the output folder (the driver's local file system): {@code curve.tsv} (one row per
 * measurement), {@code steps.tsv} (one row per iteration), {@code weights.tsv} (the final weights)
 * and {@code curve.png} ({@link TuneChart}); all four again after each measurement, so that a long
 * run shows its curve so far (and the weights of its last measurement) as it goes.
 */
public final class TuneJob {
  /** Mixed into the seed for the measurements' duel. */
  private static final long MEASURE = 0x4D45_4153_5552_4531L;

  /**
   * What a job found.
   *
   * @param parameters the weights' names
   * @param curve the measurements, by iteration
   * @param weights the final weights
   * @param seconds the wall time
   */
  public record Result(
      List<String> parameters, List<CurvePoint> curve, double[] weights, double seconds) {}

  private TuneJob() {}

  /**
   * Runs a tuning job.
   *
   * @param spark the session
   * @param plan the plan
   * @param finder how the driver and the tasks find the family
   * @param out the output folder; it must not exist, or be empty
   * @param log told of each iteration and measurement
   * @return what was found
   * @throws IllegalArgumentException for a bad game, family or opponent (before any game), or an
   *     output folder that is not empty
   */
  public static Result run(
      SparkSession spark, TunePlan plan, FamilyFinder finder, Path out, PrintWriter log) {
    BotFamily family = plan.check(finder);
    checkOut(out);
    long start = System.nanoTime();
    JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
    Spsa spsa = plan.spsa();
    List<String> names = family.parameters();
    double[] theta = family.defaults();
    double[] scales = family.scales();
    double[] opponentWeights = plan.opponent() == null ? family.defaults() : null;
    String opponentName = plan.opponent() == null ? family.name() + " (defaults)" : plan.opponent();
    long measureSeed = measureSeed(plan.seed());
    List<CurvePoint> curve = new ArrayList<>();
    List<String> steps = new ArrayList<>();
    steps.add(
        "iteration\tc_k\ta_k\tr\t"
            + String.join("\t", names.stream().map(n -> "delta_" + n).toList())
            + "\t"
            + String.join("\t", names));
    curve.add(measure(jsc, plan, finder, theta, opponentWeights, measureSeed, 0, log));
    write(out, plan, names, family.defaults(), scales, theta, curve, steps, opponentName);
    for (int k = 0; k < plan.iterations(); k++) {
      int[] delta = spsa.signs(k, theta.length);
      Duel duel =
          new Duel(
              plan.spec(),
              plan.family(),
              finder,
              spsa.perturbed(theta, scales, delta, k, 1),
              spsa.perturbed(theta, scales, delta, k, -1),
              null,
              Arena.gameSeed(plan.seed(), k),
              plan.maxActions());
      int g = plan.gamesPerIteration();
      // theta+ against theta-: with two seats the points of theta- are 1 minus those of theta+.
      double r = (2 * play(jsc, duel, g, plan.partitions()) - g) / g;
      theta = spsa.step(theta, scales, delta, k, r);
      StringBuilder row = new StringBuilder();
      row.append(k + 1).append('\t').append(spsa.ck(k)).append('\t').append(spsa.ak(k));
      row.append('\t').append(r);
      for (int d : delta) {
        row.append('\t').append(d);
      }
      for (double t : theta) {
        row.append('\t').append(t);
      }
      steps.add(row.toString());
      log.printf(
          Locale.ROOT, "iteration %d: r = %+.3f, weights %s%n", k + 1, r, text(names, theta));
      log.flush();
      if ((k + 1) % plan.evalEvery() == 0 || k + 1 == plan.iterations()) {
        curve.add(measure(jsc, plan, finder, theta, opponentWeights, measureSeed, k + 1, log));
        // The files so far after each measurement: a long run shows its curve as it goes.
        write(out, plan, names, family.defaults(), scales, theta, curve, steps, opponentName);
      }
    }
    return new Result(names, curve, theta, (System.nanoTime() - start) / 1e9);
  }

  /**
   * The seed of the measurements' duel: every measurement of a job plays the games of {@code
   * Arena.run} with this seed.
   *
   * @param seed the plan's seed
   * @return the duel's seed
   */
  static long measureSeed(long seed) {
    return Arena.gameSeed(seed ^ MEASURE, 0);
  }

  private static CurvePoint measure(
      JavaSparkContext jsc,
      TunePlan plan,
      FamilyFinder finder,
      double[] theta,
      double[] opponentWeights,
      long seed,
      int k,
      PrintWriter log) {
    Duel duel =
        new Duel(
            plan.spec(),
            plan.family(),
            finder,
            theta,
            opponentWeights,
            plan.opponent(),
            seed,
            plan.maxActions());
    Interval score =
        Interval.wilson(play(jsc, duel, plan.evalGames(), plan.partitions()), plan.evalGames());
    List<Double> w = new ArrayList<>();
    for (double t : theta) {
      w.add(t);
    }
    CurvePoint p = new CurvePoint(k, (long) k * plan.gamesPerIteration(), score, w);
    log.printf(
        Locale.ROOT,
        "measure after %d iterations: score %s over %d games%n",
        k,
        score,
        plan.evalGames());
    log.flush();
    return p;
  }

  /** Plays games 0 to n-1 of a duel on the cluster; the first bot's points, added in game order. */
  private static double play(JavaSparkContext jsc, Duel duel, int n, int partitions) {
    List<Integer> numbers = IntStream.range(0, n).boxed().toList();
    List<Double> points =
        jsc.parallelize(numbers, Math.min(partitions, n)).map(duel::points).collect();
    double sum = 0;
    for (double p : points) {
      sum += p;
    }
    return sum;
  }

  private static void checkOut(Path out) {
    try {
      if (Files.exists(out)) {
        try (var files = Files.list(out)) {
          if (files.findAny().isPresent()) {
            throw new IllegalArgumentException("the output folder is not empty: " + out);
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void write(
      Path out,
      TunePlan plan,
      List<String> names,
      double[] defaults,
      double[] scales,
      double[] theta,
      List<CurvePoint> curve,
      List<String> steps,
      String opponent) {
    List<String> c = new ArrayList<>();
    c.add("iteration\tgames\tscore\tlow\thigh\t" + String.join("\t", names));
    for (CurvePoint p : curve) {
      StringBuilder row = new StringBuilder();
      row.append(p.iteration()).append('\t').append(p.games());
      row.append(
          String.format(
              Locale.ROOT,
              "\t%.4f\t%.4f\t%.4f",
              p.score().value(),
              p.score().low(),
              p.score().high()));
      for (double w : p.weights()) {
        row.append('\t').append(w);
      }
      c.add(row.toString());
    }
    List<String> w = new ArrayList<>();
    w.add("parameter\tweight\tdefault\tscale");
    for (int i = 0; i < names.size(); i++) {
      w.add(names.get(i) + "\t" + theta[i] + "\t" + defaults[i] + "\t" + scales[i]);
    }
    try {
      Files.createDirectories(out);
      Files.write(out.resolve("curve.tsv"), c);
      Files.write(out.resolve("steps.tsv"), steps);
      Files.write(out.resolve("weights.tsv"), w);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write to " + out + ": " + e.getMessage(), e);
    }
    TuneChart.write(
        curve,
        plan.family()
            + " on "
            + plan.spec()
            + " vs "
            + opponent
            + ", "
            + plan.evalGames()
            + " games per point",
        out.resolve("curve.png"));
  }

  private static String text(List<String> names, double[] theta) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < theta.length; i++) {
      b.append(i == 0 ? "" : ", ")
          .append(names.get(i))
          .append('=')
          .append(String.format(Locale.ROOT, "%.4f", theta[i]));
    }
    return b.toString();
  }
}
