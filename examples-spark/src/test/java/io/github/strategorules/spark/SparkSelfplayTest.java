package io.github.strategorules.spark;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.examples.StrategoCli;
import io.github.strategorules.research.ActionCodec;
import io.github.strategorules.research.Arena;
import io.github.strategorules.research.ArenaResult;
import io.github.strategorules.research.Bots;
import io.github.strategorules.research.Match;
import io.github.strategorules.research.MatchResult;
import io.github.strategorules.research.ObservationEncoder;
import io.github.strategorules.research.Research;
import io.github.strategorules.research.Transcript;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javax.imageio.ImageIO;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * The self-play job in local mode: a few hundred games of classic Stratego and of Lost Island (4
 * players) between random bots, played once on {@code local[1]} in one partition and once on {@code
 * local[2]} in five, and a small run with a row per decision. The dataset is checked against a
 * single-process {@link Arena} run of the same seeds, and every record is replayed by the CLI's own
 * {@code replay} command.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Tag("slow") // two Spark sessions, 1 to 2 minutes; .ci/run runs it (-Pslow-tests)
class SparkSelfplayTest {
  private static final List<String> SPECS = List.of("classic", "lost-island");
  private static final int GAMES = 200;
  private static final long SEED = 20;
  private static final int DECISION_GAMES = 3;
  private static final long DECISION_SEED = 7;

  /**
   * Decision rows are wide (a classic observation is 4,238 floats): the decision games are cut
   * short.
   */
  private static final int DECISION_CAP = 200;

  @TempDir static Path tmp;

  private SparkSession spark;
  private List<Row> gamesOne;
  private List<Row> decisionsOne;
  private List<Row> games;
  private List<Row> decisions;

  private static SparkSession session(String master) {
    return SparkSession.builder()
        .appName("SparkSelfplayTest")
        .master(master)
        .config("spark.ui.enabled", "false")
        .config("spark.sql.shuffle.partitions", "4")
        // wide decision rows: smaller batches than the default 4,096 rows keep the reader's buffers
        // small
        .config("spark.sql.parquet.columnarReaderBatchSize", "256")
        .getOrCreate();
  }

  private static JobPlan plan(int partitions) {
    return new JobPlan(
        SPECS, List.of("random"), GAMES, SEED, Match.DEFAULT_MAX_ACTIONS, false, false, partitions);
  }

  private static JobPlan decisionPlan(int partitions, boolean packed) {
    return new JobPlan(
        SPECS,
        List.of("random"),
        DECISION_GAMES,
        DECISION_SEED,
        DECISION_CAP,
        true,
        packed,
        partitions);
  }

  @BeforeAll
  void play() {
    // One executor thread and one partition first: a second SparkContext cannot run beside it.
    SparkSession one = session("local[1]");
    try {
      SelfplayJob.run(one, plan(1), tmp.resolve("one").toString(), "snappy");
      SelfplayJob.run(
          one, decisionPlan(1, false), tmp.resolve("one-decisions").toString(), "snappy");
      gamesOne = SelfplayJob.sortedRows(one, tmp.resolve("one/games").toString());
      decisionsOne = hashes(one, tmp.resolve("one-decisions/decisions").toString());
    } finally {
      one.stop();
    }
    spark = session("local[2]");
    SelfplayJob.Summary s =
        SelfplayJob.run(spark, plan(5), tmp.resolve("two").toString(), "snappy");
    assertThat(s.games()).isEqualTo(SPECS.size() * GAMES);
    SelfplayJob.Summary d =
        SelfplayJob.run(
            spark, decisionPlan(3, false), tmp.resolve("two-decisions").toString(), "zstd");
    SelfplayJob.run(spark, decisionPlan(2, true), tmp.resolve("packed").toString(), "snappy");
    games = SelfplayJob.sortedRows(spark, tmp.resolve("two/games").toString());
    decisions = hashes(spark, tmp.resolve("two-decisions/decisions").toString());
    assertThat(d.decisions()).isEqualTo(decisions.size());
  }

  /**
   * Per decision row its key and a hash of all its columns: a wide dataset compared without
   * collecting it.
   */
  private static List<Row> hashes(SparkSession spark, String path) {
    return spark
        .read()
        .parquet(path)
        .selectExpr("spec", "game_index", "ply", "xxhash64(*) AS hash")
        .sort("spec", "game_index", "ply")
        .collectAsList();
  }

  @AfterAll
  void stop() {
    if (spark != null) {
      spark.stop();
    }
  }

  private List<Row> gamesOf(String spec) {
    return games.stream().filter(r -> r.getString(0).equals(spec)).toList();
  }

  private static List<String> strings(Row r, String column) {
    return r.getList(r.fieldIndex(column));
  }

  @Test
  void oneRowPerGameWithItsSeed() {
    assertThat(games).hasSize(SPECS.size() * GAMES);
    for (String spec : SPECS) {
      List<Row> rows = gamesOf(spec);
      Game game = Games.parse(spec);
      assertThat(rows).hasSize(GAMES);
      for (int i = 0; i < GAMES; i++) {
        Row r = rows.get(i);
        assertThat(r.getInt(r.fieldIndex("game_index"))).isEqualTo(i);
        assertThat(r.getLong(r.fieldIndex("base_seed"))).isEqualTo(SEED);
        assertThat(r.getLong(r.fieldIndex("seed"))).isEqualTo(Arena.gameSeed(SEED, i));
        assertThat(strings(r, "seats")).isEqualTo(game.seats().stream().map(Seat::name).toList());
        assertThat(strings(r, "bots")).containsOnly("random").hasSize(game.seats().size());
      }
    }
  }

  @Test
  void outcomesEqualASingleProcessRunOfTheSameSeeds() throws InterruptedException {
    Analysis analysis = Analysis.of(spark, tmp.resolve("two/games").toString(), 100);
    for (String spec : SPECS) {
      Game game = Games.parse(spec);
      ArenaResult arena =
          Arena.run(
              game,
              game.seats().stream().map(s -> Bots.byName(game, "random")).toList(),
              Arena.Seating.FIXED,
              GAMES,
              SEED,
              2,
              Match.DEFAULT_MAX_ACTIONS,
              null);
      List<Row> rows = gamesOf(spec);
      Map<String, Integer> terminations = new TreeMap<>();
      for (ArenaResult.Summary g : arena.games()) {
        Row r = rows.get(g.index());
        // FIXED seating: bot k plays seat k, so the winning bots are the winning seats
        assertThat(strings(r, "winners"))
            .as("game %d of %s", g.index(), spec)
            .isEqualTo(g.winners().stream().map(k -> game.seats().get(k).name()).toList());
        assertThat(r.getString(r.fieldIndex("termination"))).isEqualTo(g.termination());
        assertThat(r.getInt(r.fieldIndex("plies"))).isEqualTo(g.actions());
        String rule = r.getString(r.fieldIndex("rule_id"));
        terminations.merge(
            rule == null ? "CUT" : r.getString(r.fieldIndex("termination")) + " (" + rule + ")",
            1,
            Integer::sum);
      }
      assertThat(terminations).isEqualTo(arena.terminations());
      // The SQL analysis counts the same wins per seat as the single-process arena.
      int[] seatWins = arena.seatWins();
      List<Row> winRates =
          analysis.winRates().stream().filter(r -> r.getString(0).equals(spec)).toList();
      assertThat(winRates).hasSize(game.seats().size());
      for (Seat seat : game.seats()) {
        Row w = winRates.get(seat.index());
        assertThat(w.getString(1)).isEqualTo(seat.name());
        assertThat(w.getLong(3)).isEqualTo(GAMES);
        assertThat(w.getLong(4)).isEqualTo(seatWins[seat.index()]);
        assertThat(w.getLong(5)).isEqualTo(arena.draws());
      }
    }
  }

  @Test
  void everyRecordReplaysWithTheCliReplayCommand() throws IOException {
    Path dir = Files.createDirectories(tmp.resolve("records"));
    Map<String, Row> byFile = new HashMap<>();
    List<String> args = new ArrayList<>(List.of("replay", "--json"));
    for (Row r : games) {
      String name = String.format(Locale.ROOT, "%s-%04d.txt", r.getString(0), r.getInt(1));
      Files.writeString(dir.resolve(name), r.getString(r.fieldIndex("record")));
      byFile.put(name, r);
      args.add(dir.resolve(name).toString());
    }
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code =
        StrategoCli.run(new PrintWriter(out), new PrintWriter(err), args.toArray(String[]::new));
    assertThat(err.toString()).isEmpty();
    assertThat(code).isZero();
    Pattern line =
        Pattern.compile(
            "\\{\"game\":\"([^\"]+)\",\"type\":\"[^\"]+\",\"actions\":(\\d+),"
                + "\"illegal\":null,\"winners\":\\[([^\\]]*)\\],\"termination\":\"([A-Z_]+)\"\\}");
    List<String> lines = out.toString().lines().toList();
    assertThat(lines).hasSize(games.size());
    for (String l : lines) {
      Matcher m = line.matcher(l);
      assertThat(m.matches()).as(l).isTrue();
      Row r = byFile.get(m.group(1));
      // replay counts every action applied, setup placements included, in every game (issue 37)
      assertThat(Integer.parseInt(m.group(2))).isEqualTo(r.getInt(r.fieldIndex("plies")));
      List<String> winners =
          strings(r, "winners").stream()
              .map(w -> "\"" + w.toLowerCase(Locale.ROOT) + "\"")
              .toList();
      assertThat(m.group(3)).isEqualTo(String.join(",", winners));
      assertThat(m.group(4)).isEqualTo(r.getString(r.fieldIndex("termination")));
    }
  }

  @Test
  void theSameDatasetOnOneOrTwoExecutorThreadsAndAnyPartitioning() {
    assertThat(gamesOne).hasSameSizeAs(games);
    for (int i = 0; i < games.size(); i++) {
      assertThat(gamesOne.get(i)).isEqualTo(games.get(i));
    }
    assertThat(decisionsOne).hasSameSizeAs(decisions);
    for (int i = 0; i < decisions.size(); i++) {
      assertThat(decisionsOne.get(i)).isEqualTo(decisions.get(i));
    }
  }

  @Test
  void decisionRowsAreWhatEachSeatWasGiven() {
    List<Row> gameRows =
        SelfplayJob.sortedRows(spark, tmp.resolve("two-decisions/games").toString());
    assertThat(gameRows).hasSize(SPECS.size() * DECISION_GAMES);
    var all = spark.read().parquet(tmp.resolve("two-decisions/decisions").toString());
    long plies = 0;
    for (Row g : gameRows) {
      List<Row> rows =
          all.where(
                  functions
                      .col("spec")
                      .equalTo(g.getString(0))
                      .and(functions.col("game_index").equalTo(g.getInt(1))))
              .sort("ply")
              .collectAsList();
      assertThat(rows).hasSize(g.getInt(g.fieldIndex("plies")));
      plies += rows.size();
      replayAndCompare(g, rows);
    }
    assertThat(plies).isEqualTo(decisions.size());
  }

  /**
   * Plays the game again from its seed without the job's recorder, rebuilds every seat's transcript
   * from the referee's steps, and recomputes each decision's columns. (A classic record keeps a
   * setup as a position, not in the order it was placed, so the seed is the source.)
   */
  private static void replayAndCompare(Row g, List<Row> rows) {
    Game game = Games.parse(g.getString(0));
    ActionCodec codec = Research.of(game).codec(game);
    ObservationEncoder encoder = Research.of(game).observations(game);
    Map<Seat, Transcript> transcripts = new HashMap<>();
    boolean[] mask = new boolean[codec.numDistinctActions()];
    int[] ply = {0};
    MatchResult result =
        Match.play(
            game,
            game.seats().stream().map(s -> Bots.byName(game, "random")).toList(),
            g.getLong(g.fieldIndex("seed")),
            DECISION_CAP,
            (before, shares) -> {
              Action a = shares.action(); // referee data: the observer is referee-side
              if (transcripts.isEmpty()) {
                game.seats().forEach(s -> transcripts.put(s, Transcript.start(before, s)));
              }
              Row r = rows.get(ply[0]);
              assertThat(r.getInt(r.fieldIndex("ply"))).isEqualTo(ply[0]);
              assertThat(r.getString(r.fieldIndex("seat"))).isEqualTo(a.seat().name());
              assertThat(r.getString(r.fieldIndex("phase"))).isEqualTo(before.phase().name());
              assertThat(r.getInt(r.fieldIndex("action_id"))).isEqualTo(codec.encode(a));
              int count = codec.writeLegalMask(before.decisions(a.seat()), mask);
              assertThat(r.getInt(r.fieldIndex("legal_count"))).isEqualTo(count);
              List<Boolean> stored = r.getList(r.fieldIndex("legal_mask"));
              assertThat(stored).hasSize(mask.length);
              for (int id = 0; id < mask.length; id++) {
                assertThat(stored.get(id)).isEqualTo(mask[id]);
              }
              float[] expected = encoder.tensor(transcripts.get(a.seat()));
              List<Float> observation = r.getList(r.fieldIndex("observation"));
              float[] got = new float[observation.size()];
              for (int k = 0; k < got.length; k++) {
                got[k] = observation.get(k);
              }
              assertThat(Arrays.equals(got, expected)).as("observation at ply %d", ply[0]).isTrue();
              game.seats()
                  .forEach(s -> transcripts.put(s, transcripts.get(s).after(shares.forSeat(s))));
              ply[0]++;
            });
    assertThat(ply[0]).isEqualTo(rows.size());
    assertThat(result.finalState().record()).isEqualTo(g.getString(g.fieldIndex("record")));
    assertThat(result.cut()).isEqualTo(g.getBoolean(g.fieldIndex("cut")));
  }

  @Test
  void packedDecisionsUnpackToTheArrays() {
    var arrays = spark.read().parquet(tmp.resolve("two-decisions/decisions").toString());
    var packed = spark.read().parquet(tmp.resolve("packed/decisions").toString());
    assertThat(packed.count()).isEqualTo(decisions.size());
    for (String spec : SPECS) {
      for (int i = 0; i < DECISION_GAMES; i++) {
        var where = functions.col("spec").equalTo(spec).and(functions.col("game_index").equalTo(i));
        List<Row> a = arrays.where(where).sort("ply").collectAsList();
        List<Row> p = packed.where(where).sort("ply").collectAsList();
        assertThat(p).hasSameSizeAs(a);
        for (int k = 0; k < a.size(); k++) {
          Row x = a.get(k);
          Row y = p.get(k);
          for (int c = 0; c < 8; c++) {
            assertThat(y.get(c)).isEqualTo(x.get(c));
          }
          List<Boolean> mask = x.getList(8);
          boolean[] unpacked = Packing.mask((byte[]) y.get(8), mask.size());
          for (int m = 0; m < unpacked.length; m++) {
            assertThat(unpacked[m]).isEqualTo(mask.get(m));
          }
          List<Float> observation = x.getList(9);
          float[] floats = Packing.floats((byte[]) y.get(9));
          assertThat(floats).hasSize(observation.size());
          for (int m = 0; m < floats.length; m++) {
            assertThat(floats[m]).isEqualTo(observation.get(m));
          }
        }
      }
    }
  }

  @Test
  void analyzePrintsTheTablesAndWritesTheChart() throws IOException {
    Analysis a = Analysis.of(spark, tmp.resolve("two/games").toString(), 100);
    for (String spec : SPECS) {
      List<Integer> plies =
          gamesOf(spec).stream().map(r -> r.getInt(r.fieldIndex("plies"))).sorted().toList();
      long inBuckets =
          a.histogram().stream()
              .filter(r -> r.getString(0).equals(spec))
              .mapToLong(r -> r.getLong(2))
              .sum();
      assertThat(inBuckets).isEqualTo(GAMES);
      Row len =
          a.lengths().stream().filter(r -> r.getString(0).equals(spec)).findFirst().orElseThrow();
      assertThat(len.getInt(2)).isEqualTo(plies.get(0));
      assertThat(len.getInt(6)).isEqualTo(plies.get(plies.size() - 1));
      Map<String, Long> firsts =
          gamesOf(spec).stream()
              .map(r -> r.getString(r.fieldIndex("first_move")))
              .collect(Collectors.groupingBy(m -> m, Collectors.counting()));
      List<Row> top = a.firstMoves().stream().filter(r -> r.getString(0).equals(spec)).toList();
      assertThat(top).hasSize(Math.min(Analysis.TOP_FIRST_MOVES, firsts.size()));
      long best = firsts.values().stream().mapToLong(Long::longValue).max().orElseThrow();
      assertThat(top.get(0).getLong(2)).isEqualTo(best);
      for (Row r : top) {
        assertThat(r.getLong(2)).isEqualTo(firsts.get(r.getString(1)));
      }
    }
    Path png = tmp.resolve("lengths.png");
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code =
        SparkCli.run(
            new PrintWriter(out),
            new PrintWriter(err),
            "analyze",
            "--in",
            tmp.resolve("two").toString(),
            "--chart",
            png.toString(),
            "--bucket",
            "100");
    assertThat(err.toString()).isEmpty();
    assertThat(code).isZero();
    assertThat(out.toString())
        .contains(
            "Win rates by seat and bot",
            "Game length in plies",
            "Most frequent first moves",
            "lost-island",
            "chart: " + png);
    BufferedImage img = ImageIO.read(png.toFile());
    assertThat(img.getWidth()).isEqualTo(LengthChart.WIDTH);
    assertThat(img.getHeight()).isEqualTo(SPECS.size() * LengthChart.PANEL_HEIGHT);
  }

  @Test
  void theCliRunsTheJobAndRefusesAnUnknownBot() {
    String dir = tmp.resolve("cli").toString();
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code =
        SparkCli.run(
            new PrintWriter(out),
            new PrintWriter(err),
            "selfplay",
            "--spec",
            "lost-island(players=3)",
            "--games",
            "5",
            "--bots",
            "heuristic,random,random",
            "--partitions",
            "2",
            "--out",
            dir);
    assertThat(err.toString()).isEmpty();
    assertThat(code).isZero();
    assertThat(out.toString())
        .startsWith(
            "5 games (lost-island(players=3)), heuristic,random,random, seed 1, " + "2 partitions");
    assertThat(spark.read().parquet(dir + "/games").count()).isEqualTo(5);

    StringWriter err2 = new StringWriter();
    int bad =
        SparkCli.run(
            new PrintWriter(new StringWriter()),
            new PrintWriter(err2),
            "selfplay",
            "--games",
            "1",
            "--bots",
            "nobody",
            "--out",
            tmp.resolve("never").toString());
    assertThat(bad).isEqualTo(SparkCli.INPUT_ERROR);
    assertThat(err2.toString()).startsWith("error: ").contains("nobody");
    assertThat(tmp.resolve("never")).doesNotExist();
  }
}
