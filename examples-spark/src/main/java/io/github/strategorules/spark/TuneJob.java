package io.github.strategorules.spark;

import io.github.strategorules.research.Arena;
import io.github.strategorules.research.BotFamily;
import io.github.strategorules.research.Interval;
import java.io.PrintWriter;
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
 * <p>Writes to the output folder (the driver's local file system, {@link TuneFiles}): {@code
 * plan.tsv} (the plan), {@code curve.tsv} (one row per measurement), {@code steps.tsv} (one row per
 * iteration), {@code weights.tsv} (the final weights) and {@code curve.png} ({@link TuneChart});
 * all again after each measurement, so that a long run shows its curve so far (and the weights of
 * its last measurement) as it goes, and a stopped run goes on from there ({@code resume}).
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
   * @param games the games this run played (a resumed run: those after its resumption)
   * @param seconds this run's wall time
   */
  public record Result(
      List<String> parameters,
      List<CurvePoint> curve,
      double[] weights,
      long games,
      double seconds) {}

  private TuneJob() {}

  /**
   * Runs a tuning job from its start.
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
    return run(spark, plan, finder, out, log, false);
  }

  /**
   * Runs a tuning job, from its start or, resuming, from the last iteration a stopped run of the
   * same plan wrote in the folder ({@link TuneFiles#resume}). A resumed job plays what the stopped
   * one had not written yet (the measurement of that iteration, if it was due and is missing, then
   * the next iterations) and writes the same files as a job that never stopped: every iteration's
   * signs and games follow from the seed and the iteration alone. The partitions may differ
   * (another cluster); nothing else of the plan may.
   *
   * @param spark the session
   * @param plan the plan
   * @param finder how the driver and the tasks find the family
   * @param out the output folder; without {@code resume} it must not exist, or be empty
   * @param log told of each iteration and measurement
   * @param resume whether to go on with the job in {@code out} (a folder without one starts it)
   * @return what was found
   * @throws IllegalArgumentException for a bad game, family or opponent (before any game), an
   *     output folder that is not empty (starting) or that holds another plan's job (resuming)
   */
  public static Result run(
      SparkSession spark,
      TunePlan plan,
      FamilyFinder finder,
      Path out,
      PrintWriter log,
      boolean resume) {
    BotFamily family = plan.check(finder);
    List<String> names = family.parameters();
    TuneFiles.State state = resume ? TuneFiles.resume(out, plan, names, family.defaults()) : null;
    if (!resume && !TuneFiles.isEmpty(out)) {
      throw new IllegalArgumentException("the output folder is not empty: " + out);
    }
    long start = System.nanoTime();
    JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
    Spsa spsa = plan.spsa();
    double[] scales = family.scales();
    double[] opponentWeights = plan.opponent() == null ? family.defaults() : null;
    String opponentName = plan.opponent() == null ? family.name() + " (defaults)" : plan.opponent();
    long measureSeed = measureSeed(plan.seed());
    if (state == null) {
      TuneFiles.writePlan(out, plan);
      state = TuneFiles.State.start(names, family.defaults());
    } else {
      log.printf(
          Locale.ROOT,
          "resuming after iteration %d of %d (%d measurements on record)%n",
          state.iteration(),
          plan.iterations(),
          state.curve().size());
      log.flush();
    }
    double[] theta = state.theta();
    List<CurvePoint> curve = new ArrayList<>(state.curve());
    List<String> steps = new ArrayList<>(state.steps());
    double[] defaults = family.defaults();
    long games = 0;
    int done = state.iteration();
    if (plan.measuresAfter(done) && (curve.isEmpty() || last(curve).iteration() < done)) {
      // Stopped between an iteration and its measurement (or before the first): measure first.
      games += plan.evalGames();
      curve.add(measure(jsc, plan, finder, theta, opponentWeights, measureSeed, done, log));
      TuneFiles.write(out, plan, names, defaults, scales, theta, curve, steps, opponentName);
    }
    for (int k = done; k < plan.iterations(); k++) {
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
      games += g;
      // theta+ against theta-: with two seats the points of theta- are 1 minus those of theta+.
      double r = (2 * play(jsc, duel, g, plan.partitions()) - g) / g;
      theta = spsa.step(theta, scales, delta, k, r);
      steps.add(stepRow(spsa, k, r, delta, theta));
      log.printf(
          Locale.ROOT, "iteration %d: r = %+.3f, weights %s%n", k + 1, r, text(names, theta));
      log.flush();
      // The files after each iteration: a stopped run loses no iteration, and shows its curve.
      TuneFiles.write(out, plan, names, defaults, scales, theta, curve, steps, opponentName);
      if (plan.measuresAfter(k + 1)) {
        games += plan.evalGames();
        curve.add(measure(jsc, plan, finder, theta, opponentWeights, measureSeed, k + 1, log));
        TuneFiles.write(out, plan, names, defaults, scales, theta, curve, steps, opponentName);
      }
    }
    return new Result(names, curve, theta, games, (System.nanoTime() - start) / 1e9);
  }

  /** A row of {@code steps.tsv}: the iteration, its gains, its result, its signs, the weights. */
  private static String stepRow(Spsa spsa, int k, double r, int[] delta, double[] theta) {
    StringBuilder row = new StringBuilder();
    row.append(k + 1).append('\t').append(spsa.ck(k)).append('\t').append(spsa.ak(k));
    row.append('\t').append(r);
    for (int d : delta) {
      row.append('\t').append(d);
    }
    for (double t : theta) {
      row.append('\t').append(t);
    }
    return row.toString();
  }

  private static CurvePoint last(List<CurvePoint> curve) {
    return curve.get(curve.size() - 1);
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
    double points = play(jsc, duel, plan.evalGames(), plan.partitions());
    Interval score = Interval.wilson(points, plan.evalGames());
    List<Double> w = new ArrayList<>();
    for (double t : theta) {
      w.add(t);
    }
    CurvePoint p = new CurvePoint(k, (long) k * plan.gamesPerIteration(), points, score, w);
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
