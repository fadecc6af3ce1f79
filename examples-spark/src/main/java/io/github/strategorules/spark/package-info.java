/**
 * Self-play on Apache Spark: a job that plays many games of any game of the library through the
 * game-neutral contract and the research layer's bots, each task playing its share of the game
 * numbers, and writes them as Parquet (one row per game, and per decision on request), and an
 * analysis over such a dataset with Spark SQL and a chart, and a tuner of a bot family's weights by
 * SPSA self-play ({@link io.github.strategorules.spark.TuneJob}). See docs/spark.md.
 *
 * <p>Every game's seed is derived from the job's seed and the game's number alone ({@link
 * io.github.strategorules.research.Arena#gameSeed}, as the CLI's {@code selfplay} does), so the
 * dataset is the same however the games are split into partitions and however many executors play
 * them.
 */
package io.github.strategorules.spark;
