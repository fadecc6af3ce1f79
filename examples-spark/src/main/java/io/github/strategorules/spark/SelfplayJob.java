package io.github.strategorules.spark;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * The self-play job: splits the plan's game numbers into partitions, lets each task play its share
 * ({@link GamePlayer}), and writes {@code out/games} and, when the plan asks, {@code out/decisions}
 * as Parquet ({@link Schemas}): the decisions in a second pass that plays the games again from
 * their seeds. An existing output folder is an error: a job never mixes its rows with another's.
 *
 * <p>Deterministic: a game's rows depend on the plan and the game's number alone, so the same plan
 * gives the same rows for any number of partitions or executors (only the files they are split into
 * differ). Within a file the rows are in game order.
 */
public final class SelfplayJob {
  /**
   * What a job wrote.
   *
   * @param games the number of game rows
   * @param decisions the number of decision rows (0 when not asked for)
   * @param seconds the wall time, playing and writing
   */
  public record Summary(long games, long decisions, double seconds) {}

  private SelfplayJob() {}

  /**
   * Runs a job.
   *
   * @param spark the session
   * @param plan the plan
   * @param out the output folder (a path Spark writes to: local, HDFS, S3...); must not exist
   * @param compression the Parquet codec ({@code snappy}, {@code zstd}, ...)
   * @return what was written
   * @throws IllegalArgumentException for an unknown spec or bot, before any game is played
   */
  public static Summary run(SparkSession spark, JobPlan plan, String out, String compression) {
    plan.check();
    long start = System.nanoTime();
    JavaRDD<Long> numbers = spark.range(0, plan.totalGames(), 1, plan.partitions()).javaRDD();
    String games = out + "/games";
    String decisions = out + "/decisions";
    // The games pass: no decision rows, so nothing wide is kept or converted.
    JobPlan gamesOnly = plan.withoutDecisions();
    spark
        .createDataFrame(
            numbers.mapPartitions(it -> playAll(gamesOnly, it)).map(PlayedGame::game),
            Schemas.GAMES)
        .write()
        .option("compression", compression)
        .parquet(games);
    long decisionRows = 0;
    if (plan.decisions()) {
      // The decisions pass plays the same games again (a game's play depends on its seed alone)
      // rather than keeping every decision row between two writes: playing is cheaper than
      // caching rows of thousands of floats, and it scales to any number of games.
      spark
          .createDataFrame(
              numbers.mapPartitions(it -> playAll(plan, it)).flatMap(p -> p.decisions().iterator()),
              Schemas.decisions(plan.packed()))
          .write()
          .option("compression", compression)
          .parquet(decisions);
      decisionRows = spark.read().parquet(decisions).count();
    }
    long gameRows = spark.read().parquet(games).count();
    return new Summary(gameRows, decisionRows, (System.nanoTime() - start) / 1e9);
  }

  /** One task: plays its game numbers in order. */
  private static Iterator<PlayedGame> playAll(JobPlan plan, Iterator<Long> numbers) {
    GamePlayer player = new GamePlayer(plan);
    // Lazily, one game at a time: a task never holds more than the game being written.
    return new Iterator<>() {
      @Override
      public boolean hasNext() {
        return numbers.hasNext();
      }

      @Override
      public PlayedGame next() {
        return player.play(numbers.next());
      }
    };
  }

  /**
   * The rows of a dataset in a fixed order, for comparing two runs: games by spec and number,
   * decisions by spec, number and ply.
   *
   * @param spark the session
   * @param path a {@code games} or {@code decisions} folder
   * @return the rows
   */
  public static List<Row> sortedRows(SparkSession spark, String path) {
    var df = spark.read().parquet(path);
    List<String> keys = new ArrayList<>(List.of("spec", "game_index"));
    if (List.of(df.columns()).contains("ply")) {
      keys.add("ply");
    }
    return df.sort(
            keys.stream()
                .map(org.apache.spark.sql.functions::col)
                .toArray(org.apache.spark.sql.Column[]::new))
        .collectAsList();
  }
}
