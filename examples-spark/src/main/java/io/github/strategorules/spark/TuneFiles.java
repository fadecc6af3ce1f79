package io.github.strategorules.spark;

import io.github.strategorules.research.Interval;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A tuning job's files in its output folder ({@link TuneJob}), written and read back: {@code
 * plan.tsv} (what the job does, all but the partitions, which change nothing), {@code curve.tsv}
 * (one row per measurement), {@code steps.tsv} (one row per iteration), {@code weights.tsv} (the
 * weights so far) and {@code curve.png} ({@link TuneChart}). They are written again after each
 * iteration and each measurement, each file whole or not at all, so that a run stopped at any
 * moment can go on from its last iteration ({@link #resume}): the weights are written with {@link
 * Double#toString}, which reads back to the same double, and a measurement with its points, so a
 * resumed job writes the same files, to the last digit, as one that never stopped.
 */
final class TuneFiles {
  static final String PLAN = "plan.tsv";
  static final String CURVE = "curve.tsv";
  static final String STEPS = "steps.tsv";
  static final String WEIGHTS = "weights.tsv";
  static final String CHART = "curve.png";

  /**
   * Where a job stopped: its measurements and steps so far and its weights after the last
   * measurement.
   *
   * @param curve the measurements, the last at iteration {@code iteration}
   * @param steps the rows of {@code steps.tsv}, its header first, one row per iteration done
   * @param iteration the iterations done
   * @param theta the weights after them
   */
  record State(List<CurvePoint> curve, List<String> steps, int iteration, double[] theta) {
    /**
     * A job's state before anything: no measurement, the header of {@code steps.tsv}, the family's
     * defaults.
     *
     * @param names the weights' names
     * @param defaults the family's defaults
     * @return the state
     */
    static State start(List<String> names, double[] defaults) {
      String header =
          "iteration\tc_k\ta_k\tr\t"
              + String.join("\t", names.stream().map(n -> "delta_" + n).toList())
              + "\t"
              + String.join("\t", names);
      return new State(List.of(), List.of(header), 0, defaults.clone());
    }
  }

  private TuneFiles() {}

  /**
   * What a plan writes in {@code plan.tsv}: every field but the partitions, in a fixed order.
   *
   * @param plan the plan
   * @return name to value
   */
  static Map<String, String> describe(TunePlan plan) {
    Map<String, String> m = new LinkedHashMap<>();
    m.put("spec", plan.spec());
    m.put("family", plan.family());
    m.put("iterations", Integer.toString(plan.iterations()));
    m.put("games_per_iteration", Integer.toString(plan.gamesPerIteration()));
    m.put("eval_every", Integer.toString(plan.evalEvery()));
    m.put("eval_games", Integer.toString(plan.evalGames()));
    m.put("opponent", plan.opponent() == null ? "-" : plan.opponent());
    m.put("seed", Long.toString(plan.seed()));
    m.put("max_actions", Integer.toString(plan.maxActions()));
    m.put("a", Double.toString(plan.a()));
    m.put("c", Double.toString(plan.c()));
    m.put("stability", Double.toString(plan.stability()));
    return m;
  }

  /**
   * Writes {@code plan.tsv}.
   *
   * @param out the folder
   * @param plan the plan
   */
  static void writePlan(Path out, TunePlan plan) {
    List<String> lines = new ArrayList<>();
    lines.add("field\tvalue");
    describe(plan).forEach((k, v) -> lines.add(k + "\t" + v));
    write(out, PLAN, lines);
  }

  /**
   * Writes the curve, the steps, the weights and the chart.
   *
   * @param out the folder
   * @param plan the plan
   * @param names the weights' names
   * @param defaults the family's defaults
   * @param scales the family's scales
   * @param theta the weights now
   * @param curve the measurements so far
   * @param steps the rows of {@code steps.tsv}, header first
   * @param opponent the measurements' opponent, for the chart's title
   */
  static void write(
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
    c.add(curveHeader(names));
    for (CurvePoint p : curve) {
      StringBuilder row = new StringBuilder();
      row.append(p.iteration()).append('\t').append(p.games());
      row.append('\t').append(p.points());
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
    // The steps first: a run stopped between two files finds the curve behind them, never ahead.
    write(out, STEPS, steps);
    write(out, CURVE, c);
    write(out, WEIGHTS, w);
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
        out.resolve(CHART));
  }

  /**
   * Reads back where a job in a folder stopped, for {@code tune --resume}: after the last iteration
   * in {@code steps.tsv}, with the measurements of {@code curve.tsv} (the one due after that
   * iteration may be missing: the caller measures it first).
   *
   * @param out the folder
   * @param plan the plan of the job to go on with; it must be the one the folder was written by,
   *     but for its partitions
   * @param names the weights' names
   * @param defaults the family's defaults, the weights before the first iteration
   * @return the state after the folder's last iteration, or null when there is none yet (the job
   *     stopped before its first measurement ended, or never started)
   * @throws IllegalArgumentException when the folder holds another job's files, or files that do
   *     not read back
   */
  static State resume(Path out, TunePlan plan, List<String> names, double[] defaults) {
    Path planFile = out.resolve(PLAN);
    if (!Files.exists(planFile)) {
      if (isEmpty(out)) {
        return null;
      }
      throw new IllegalArgumentException(
          "cannot resume: " + out + " holds no " + PLAN + " of a tuning job");
    }
    checkPlan(read(planFile), describe(plan));
    if (!Files.exists(out.resolve(STEPS)) || !Files.exists(out.resolve(CURVE))) {
      return null; // the files come after the first measurement: none was made
    }
    State start = State.start(names, defaults);
    List<String> steps = read(out.resolve(STEPS));
    if (steps.isEmpty() || !steps.get(0).equals(start.steps().get(0))) {
      throw new IllegalArgumentException(
          "cannot resume: " + STEPS + " in " + out + " is not the steps of this family's weights");
    }
    int done = steps.size() - 1;
    if (done > plan.iterations()) {
      throw new IllegalArgumentException(
          "cannot resume: " + STEPS + " in " + out + " has more iterations than the plan");
    }
    List<double[]> thetas = new ArrayList<>();
    thetas.add(defaults.clone());
    for (int k = 1; k <= done; k++) {
      String[] f = steps.get(k).split("\t", -1);
      if (!f[0].equals(Integer.toString(k)) || f.length != 4 + 2 * names.size()) {
        throw new IllegalArgumentException(
            "cannot resume: row " + k + " of " + STEPS + " is not iteration " + k);
      }
      double[] theta = new double[names.size()];
      for (int i = 0; i < theta.length; i++) {
        theta[i] = Double.parseDouble(f[4 + names.size() + i]);
      }
      thetas.add(theta);
    }
    List<CurvePoint> curve = readCurve(out, plan, names);
    for (CurvePoint p : curve) {
      double[] w = p.weights().stream().mapToDouble(Double::doubleValue).toArray();
      if (p.iteration() > done || !Arrays.equals(w, thetas.get(p.iteration()))) {
        throw new IllegalArgumentException(
            "cannot resume: "
                + CURVE
                + " and "
                + STEPS
                + " disagree on the weights after iteration "
                + p.iteration());
      }
    }
    if (curve.isEmpty()) {
      throw new IllegalArgumentException(
          "cannot resume: " + CURVE + " in " + out + " lacks the first measurement");
    }
    return new State(curve, steps, done, thetas.get(done));
  }

  /** The first line of {@code curve.tsv}, written and checked on resuming. */
  private static String curveHeader(List<String> names) {
    return "iteration\tgames\tpoints\tscore\tlow\thigh\t" + String.join("\t", names);
  }

  private static List<CurvePoint> readCurve(Path out, TunePlan plan, List<String> names) {
    List<String> rows = read(out.resolve(CURVE));
    if (rows.isEmpty() || !rows.get(0).equals(curveHeader(names))) {
      throw new IllegalArgumentException(
          "cannot resume: " + CURVE + " in " + out + " is not the curve of this family's weights");
    }
    List<CurvePoint> curve = new ArrayList<>();
    for (String row : rows.subList(1, rows.size())) {
      String[] f = row.split("\t", -1);
      if (f.length != 6 + names.size()) {
        throw new IllegalArgumentException("cannot resume: a row of " + CURVE + " is cut: " + row);
      }
      List<Double> weights = new ArrayList<>();
      for (int i = 6; i < f.length; i++) {
        weights.add(Double.parseDouble(f[i]));
      }
      double points = Double.parseDouble(f[2]);
      curve.add(
          new CurvePoint(
              Integer.parseInt(f[0]),
              Long.parseLong(f[1]),
              points,
              Interval.wilson(points, plan.evalGames()),
              weights));
    }
    return curve;
  }

  /** The folder's plan must be the job's, field by field; every difference is named at once. */
  private static void checkPlan(List<String> lines, Map<String, String> expected) {
    Map<String, String> found = new LinkedHashMap<>();
    for (String line : lines.subList(Math.min(1, lines.size()), lines.size())) {
      String[] kv = line.split("\t", 2);
      if (kv.length == 2) {
        found.put(kv[0], kv[1]);
      }
    }
    List<String> differences = new ArrayList<>();
    for (Map.Entry<String, String> e : expected.entrySet()) {
      String there = found.get(e.getKey());
      if (!e.getValue().equals(there)) {
        differences.add(e.getKey() + " " + e.getValue() + " (the folder's job: " + there + ")");
      }
    }
    if (!differences.isEmpty()) {
      throw new IllegalArgumentException(
          "cannot resume: the folder holds another job; " + String.join(", ", differences));
    }
  }

  static boolean isEmpty(Path out) {
    if (!Files.exists(out)) {
      return true;
    }
    try (var files = Files.list(out)) {
      return files.findAny().isEmpty();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static List<String> read(Path file) {
    try {
      return Files.readAllLines(file);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
    }
  }

  /** Writes a file whole or not at all: into a temporary file, then moved over the old one. */
  private static void write(Path out, String name, List<String> lines) {
    try {
      Files.createDirectories(out);
      Path part = out.resolve(name + ".part");
      Files.write(part, lines);
      Files.move(
          part,
          out.resolve(name),
          StandardCopyOption.REPLACE_EXISTING,
          StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write to " + out + ": " + e.getMessage(), e);
    }
  }
}
