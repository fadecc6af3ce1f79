package io.github.strategorules.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.research.Arena;
import io.github.strategorules.research.ArenaResult;
import io.github.strategorules.research.Bots;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tuning job in local mode on a small game (barrage) with the test family {@link MixFamily}:
 * its outputs, its determinism (the same files from one partition and from five), and its
 * measurements against a single-process {@link Arena} of the same seed.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Tag("slow") // a Spark session, 10 to 20 s; .ci/run runs it (-Pslow-tests)
class TuneJobTest {
  private static final String SPEC = "barrage";
  private static final int CAP = 400;

  @TempDir Path tmp;

  private SparkSession spark;

  @BeforeAll
  void start() {
    spark =
        SparkSession.builder()
            .appName("TuneJobTest")
            .master("local[2]")
            .config("spark.ui.enabled", "false")
            .getOrCreate();
  }

  @AfterAll
  void stop() {
    spark.stop();
  }

  private TunePlan plan(int partitions, String opponent) {
    return new TunePlan(SPEC, "mix", 3, 8, 2, 12, opponent, 5, CAP, partitions, 1, 1, 0);
  }

  private TuneJob.Result run(TunePlan plan, Path out) {
    StringWriter log = new StringWriter();
    TuneJob.Result r = TuneJob.run(spark, plan, MixFamily.FINDER, out, new PrintWriter(log));
    assertThat(log.toString()).contains("iteration 3: r = ").contains("measure after 3 iterations");
    return r;
  }

  @Test
  void writesTheCurveTheStepsTheWeightsAndTheChart() throws IOException {
    Path out = tmp.resolve("one");
    TuneJob.Result r = run(plan(1, null), out);
    // Measured before the first iteration, after the second (every 2) and after the last.
    assertThat(r.curve()).extracting(CurvePoint::iteration).containsExactly(0, 2, 3);
    assertThat(r.curve()).extracting(CurvePoint::games).containsExactly(0L, 16L, 24L);
    List<String> curve = Files.readAllLines(out.resolve("curve.tsv"));
    assertThat(curve).hasSize(4);
    assertThat(curve.get(0))
        .isEqualTo("iteration\tgames\tpoints\tscore\tlow\thigh\theuristic_share");
    assertThat(curve.get(1))
        .startsWith("0\t0\t" + r.curve().get(0).points() + "\t")
        .endsWith("\t0.3");
    assertThat(Files.readAllLines(out.resolve("plan.tsv")))
        .contains("field\tvalue", "spec\tbarrage", "iterations\t3", "seed\t5", "opponent\t-")
        .noneMatch(l -> l.startsWith("partitions"));
    for (CurvePoint p : r.curve()) {
      assertThat(p.score().low()).isLessThanOrEqualTo(p.score().value());
      assertThat(p.score().high()).isGreaterThanOrEqualTo(p.score().value());
    }
    assertThat(Files.readAllLines(out.resolve("steps.tsv"))).hasSize(4);
    List<String> weights = Files.readAllLines(out.resolve("weights.tsv"));
    assertThat(weights)
        .containsExactly(
            "parameter\tweight\tdefault\tscale",
            "heuristic_share\t" + r.weights()[0] + "\t0.3\t0.2");
    BufferedImage png = ImageIO.read(out.resolve("curve.png").toFile());
    assertThat(png.getWidth()).isEqualTo(TuneChart.WIDTH);
    assertThat(png.getHeight()).isEqualTo(TuneChart.HEIGHT);
    // The first measurement's dot is drawn at its score.
    CurvePoint first = r.curve().get(0);
    int rgb = png.getRGB(TuneChart.x(0, 3), TuneChart.y(first.score().value())) & 0xFFFFFF;
    assertThat(rgb).isEqualTo(TuneChart.LINE.getRGB() & 0xFFFFFF);
  }

  @Test
  void aStoppedJobResumedWritesTheSameFilesAsOneThatNeverStopped() throws IOException {
    Path whole = tmp.resolve("whole");
    run(plan(1, "random"), whole);
    // Killed during its last measurement: the files hold iteration 3, and the curve up to 2.
    Path late = tmp.resolve("late");
    stop(late, "measure after 3 iterations");
    assertThat(Files.readAllLines(late.resolve("steps.tsv"))).hasSize(4);
    assertThat(Files.readAllLines(late.resolve("curve.tsv"))).hasSize(3);
    // Resumed on another cluster (five partitions): that measurement, and nothing else.
    StringWriter log = new StringWriter();
    TuneJob.Result r =
        TuneJob.run(spark, plan(5, "random"), MixFamily.FINDER, late, new PrintWriter(log), true);
    assertThat(log.toString())
        .contains("resuming after iteration 3 of 3")
        .doesNotContain("r = ")
        .contains("measure after 3 iterations");
    assertThat(r.games()).isEqualTo(12);
    assertThat(r.curve()).extracting(CurvePoint::iteration).containsExactly(0, 2, 3);
    assertSameFiles(whole, late);
    // Killed as it ended its second iteration: it goes on from the first.
    Path early = tmp.resolve("early");
    stop(early, "iteration 2: r = ");
    TuneJob.Result e =
        TuneJob.run(spark, plan(1, "random"), MixFamily.FINDER, early, new PrintWriter(log), true);
    assertThat(e.games()).isEqualTo(8 + 12 + 8 + 12);
    assertSameFiles(whole, early);
    // Resuming a finished job plays nothing and changes nothing.
    TuneJob.Result again =
        TuneJob.run(spark, plan(1, "random"), MixFamily.FINDER, late, new PrintWriter(log), true);
    assertThat(again.games()).isZero();
    assertSameFiles(whole, late);
  }

  /**
   * Runs the job into a folder until its log is given a text, and dies there as a killed driver.
   */
  private void stop(Path out, String at) {
    assertThatThrownBy(
            () ->
                TuneJob.run(
                    spark,
                    plan(1, "random"),
                    MixFamily.FINDER,
                    out,
                    new PrintWriter(new DyingWriter(at))))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining(at);
  }

  @Test
  void resumingAnotherJobsFolderFailsAndNamesWhatDiffers() throws IOException {
    Path out = tmp.resolve("other");
    run(plan(1, "random"), out);
    TunePlan other = new TunePlan(SPEC, "mix", 4, 8, 2, 12, "random", 6, CAP, 1, 1, 1, 0);
    assertThatThrownBy(
            () ->
                TuneJob.run(
                    spark, other, MixFamily.FINDER, out, new PrintWriter(new StringWriter()), true))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("iterations 4 (the folder's job: 3)")
        .hasMessageContaining("seed 6 (the folder's job: 5)");
    Path stranger = tmp.resolve("stranger");
    Files.createDirectories(stranger);
    Files.writeString(stranger.resolve("x"), "x");
    assertThatThrownBy(
            () ->
                TuneJob.run(
                    spark,
                    plan(1, null),
                    MixFamily.FINDER,
                    stranger,
                    new PrintWriter(new StringWriter()),
                    true))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("plan.tsv");
  }

  private static void assertSameFiles(Path expected, Path actual) throws IOException {
    for (String f : List.of("plan.tsv", "curve.tsv", "steps.tsv", "weights.tsv")) {
      assertThat(Files.readAllLines(actual.resolve(f)))
          .as(f)
          .isEqualTo(Files.readAllLines(expected.resolve(f)));
    }
    assertThat(Files.readAllBytes(actual.resolve("curve.png")))
        .isEqualTo(Files.readAllBytes(expected.resolve("curve.png")));
  }

  /** A log that dies, as a killed driver would, when a line it is given holds some text. */
  private static final class DyingWriter extends StringWriter {
    private final String at;

    DyingWriter(String at) {
      this.at = at;
    }

    @Override
    public void flush() {
      if (toString().contains(at)) {
        throw new IllegalStateException("stopped at: " + at);
      }
    }
  }

  @Test
  void theSameSeedGivesTheSameFilesWhateverThePartitions() throws IOException {
    Path one = tmp.resolve("p1");
    Path five = tmp.resolve("p5");
    run(plan(1, "random"), one);
    run(plan(5, "random"), five);
    for (String f : List.of("curve.tsv", "steps.tsv", "weights.tsv")) {
      assertThat(Files.readAllLines(five.resolve(f)))
          .as(f)
          .isEqualTo(Files.readAllLines(one.resolve(f)));
    }
    assertThat(Files.readAllBytes(five.resolve("curve.png")))
        .isEqualTo(Files.readAllBytes(one.resolve("curve.png")));
  }

  @Test
  void aMeasurementScoresWhatAnArenaOfTheSameSeedScores() throws InterruptedException {
    TuneJob.Result r = run(plan(3, "random"), tmp.resolve("arena"));
    Game game = Games.parse(SPEC);
    MixFamily family = new MixFamily(game);
    ArenaResult arena =
        Arena.run(
            game,
            List.of(family.bot(family.defaults()), Bots.byName(game, "random")),
            12,
            TuneJob.measureSeed(5),
            2,
            CAP,
            null);
    assertThat(r.curve().get(0).score().value()).isEqualTo(arena.score(0).value());
    // Most games end before the cap: the scores are not all draws.
    assertThat(arena.games().stream().filter(g -> !g.winners().isEmpty()).count()).isGreaterThan(6);
  }

  @Test
  void badOptionsFailBeforeAnyGame() throws IOException {
    Path out = tmp.resolve("bad");
    assertThatThrownBy(
            () ->
                TuneJob.run(
                    spark,
                    new TunePlan(SPEC, "nope", 1, 2, 1, 1, null, 1, CAP, 1, 1, 1, 0),
                    MixFamily.FINDER,
                    out,
                    new PrintWriter(new StringWriter())))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("nope");
    assertThatThrownBy(
            () ->
                TuneJob.run(
                    spark,
                    new TunePlan(
                        "lost-island(players=3)", "mix", 1, 2, 1, 1, null, 1, CAP, 1, 1, 1, 0),
                    MixFamily.FINDER,
                    out,
                    new PrintWriter(new StringWriter())))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("two-seat");
    assertThatThrownBy(() -> new TunePlan(SPEC, "mix", 1, 3, 1, 1, null, 1, CAP, 1, 1, 1, 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("even");
    Files.createDirectories(out);
    Files.writeString(out.resolve("x"), "x");
    assertThatThrownBy(() -> run(plan(1, null), out))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not empty");
    assertThat(out.resolve("curve.tsv")).doesNotExist();
  }
}
