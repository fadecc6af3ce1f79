package io.github.strategorules.spark;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * A small analysis of a {@code games} dataset with Spark SQL: win rates per spec, seat and bot, the
 * distribution of game lengths (in plies, setup included) and the most frequent first moves after
 * the setup. Each query's rows come back sorted, so a dataset always gives the same tables.
 *
 * @param winRates per spec, seat and bot: {@code spec, seat, bot, games, wins, draws, cut,
 *     win_rate}, in seat order
 * @param lengths per spec: {@code spec, games, min, p10, median, p90, max, mean}
 * @param histogram per spec and bucket: {@code spec, from_ply, games}, buckets {@code bucket} plies
 *     wide
 * @param firstMoves per spec, the most frequent first moves: {@code spec, first_move, games,
 *     share}, most frequent first (ties by text)
 * @param bucket the width of a histogram bucket in plies
 */
public record Analysis(
    List<Row> winRates, List<Row> lengths, List<Row> histogram, List<Row> firstMoves, int bucket) {
  /** How many first moves per spec {@link #of} keeps. */
  public static final int TOP_FIRST_MOVES = 10;

  /**
   * Runs the queries over a {@code games} dataset.
   *
   * @param spark the session
   * @param games the folder of the games dataset
   * @param bucket the width of a histogram bucket in plies, at least 1
   * @return the tables
   */
  public static Analysis of(SparkSession spark, String games, int bucket) {
    if (bucket < 1) {
      throw new IllegalArgumentException("the bucket width must be at least 1 ply");
    }
    spark.read().parquet(games).createOrReplaceTempView("games");
    List<Row> winRates =
        spark
            .sql(
                """
        SELECT spec, seats[pos] AS seat, bot, count(*) AS games,
               sum(IF(array_contains(winners, seats[pos]), 1, 0)) AS wins,
               sum(IF(size(winners) = 0 AND NOT cut, 1, 0)) AS draws,
               sum(IF(cut, 1, 0)) AS cut,
               round(sum(IF(array_contains(winners, seats[pos]), 1, 0)) / count(*), 4) AS win_rate
        FROM games LATERAL VIEW posexplode(bots) b AS pos, bot
        GROUP BY spec, pos, seats[pos], bot
        ORDER BY spec, pos, bot""")
            .collectAsList();
    List<Row> lengths =
        spark
            .sql(
                """
        SELECT spec, count(*) AS games, min(plies) AS min,
               percentile(plies, 0.1) AS p10, percentile(plies, 0.5) AS median,
               percentile(plies, 0.9) AS p90, max(plies) AS max, round(avg(plies), 1) AS mean
        FROM games GROUP BY spec ORDER BY spec""")
            .collectAsList();
    List<Row> histogram =
        spark
            .sql(
                """
        SELECT spec, CAST(floor(plies / %d) * %d AS INT) AS from_ply, count(*) AS games
        FROM games GROUP BY spec, from_ply ORDER BY spec, from_ply"""
                    .formatted(bucket, bucket))
            .collectAsList();
    List<Row> firstMoves =
        spark
            .sql(
                """
        SELECT spec, first_move, games, round(games / total, 4) AS share FROM (
          SELECT spec, first_move, count(*) AS games,
                 sum(count(*)) OVER (PARTITION BY spec) AS total,
                 row_number() OVER (PARTITION BY spec ORDER BY count(*) DESC, first_move) AS rank
          FROM games WHERE first_move IS NOT NULL GROUP BY spec, first_move)
        WHERE rank <= %d ORDER BY spec, rank"""
                    .formatted(TOP_FIRST_MOVES))
            .collectAsList();
    return new Analysis(
        List.copyOf(winRates),
        List.copyOf(lengths),
        List.copyOf(histogram),
        List.copyOf(firstMoves),
        bucket);
  }

  /**
   * Prints the tables.
   *
   * @param out where to
   */
  public void print(PrintWriter out) {
    out.println("Win rates by seat and bot");
    out.printf(
        "  %-28s %-7s %-10s %7s %7s %6s %5s %8s%n",
        "spec", "seat", "bot", "games", "wins", "draws", "cut", "win rate");
    for (Row r : winRates) {
      out.printf(
          Locale.ROOT,
          "  %-28s %-7s %-10s %7d %7d %6d %5d %8.4f%n",
          r.getString(0),
          r.getString(1),
          r.getString(2),
          r.getLong(3),
          r.getLong(4),
          r.getLong(5),
          r.getLong(6),
          r.getDouble(7));
    }
    out.println("Game length in plies (setup included)");
    out.printf(
        "  %-28s %7s %6s %8s %8s %8s %6s %8s%n",
        "spec", "games", "min", "p10", "median", "p90", "max", "mean");
    for (Row r : lengths) {
      out.printf(
          Locale.ROOT,
          "  %-28s %7d %6d %8.1f %8.1f %8.1f %6d %8.1f%n",
          r.getString(0),
          r.getLong(1),
          r.getInt(2),
          r.getDouble(3),
          r.getDouble(4),
          r.getDouble(5),
          r.getInt(6),
          r.getDouble(7));
    }
    out.println("Most frequent first moves after the setup");
    for (Row r : firstMoves) {
      out.printf(
          Locale.ROOT,
          "  %-28s %-24s %7d %8.4f%n",
          r.getString(0),
          r.getString(1),
          r.getLong(2),
          r.getDouble(3));
    }
    out.flush();
  }
}
