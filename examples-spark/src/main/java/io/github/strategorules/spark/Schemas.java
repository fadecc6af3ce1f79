package io.github.strategorules.spark;

import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * The columns of the two datasets a job writes. Seats are named by {@link
 * io.github.strategorules.core.game.Seat} ({@code RED}, {@code BLUE}, ...); a column of seats is in
 * seat order, seat 0 first.
 *
 * <p><b>games</b>, one row per game: {@code spec}, {@code game_index} (from 0 within its spec),
 * {@code base_seed}, {@code seed} (the game's own, {@code Arena.gameSeed(base_seed, game_index)}),
 * {@code seats}, {@code bots} (by seat), {@code winners} (seats; empty for a draw or a cut game),
 * {@code termination} ({@link io.github.strategorules.core.game.Termination#name()}, or {@code
 * CUT}), {@code rule_id} (the rule that ended the game; null when cut), {@code cut}, {@code plies}
 * (actions played, setup included), {@code setup_plies} (how many of them were setup actions),
 * {@code first_move} (the text of the first action after the setup; null when there is none) and
 * {@code record} (the referee's record, which {@code stratego replay} reads: it holds every seat's
 * hidden setup).
 *
 * <p><b>decisions</b>, one row per action: {@code spec}, {@code game_index}, {@code ply} (how many
 * actions came before it), {@code seat}, {@code bot}, {@code phase} ({@code SETUP} or {@code
 * PLAY}), {@code action_id} (the game's {@link io.github.strategorules.research.ActionCodec}),
 * {@code legal_count}, {@code legal_mask} (indexed by action id: the seat's legal decisions) and
 * {@code observation} (the seat's {@link io.github.strategorules.research.ObservationEncoder}
 * tensor at the decision: only what that seat may know). Packed ({@code --packed}), the last two
 * are bytes instead: the mask one bit per id, least significant bit first, and the observation
 * little-endian IEEE 754 floats ({@link Packing}).
 */
public final class Schemas {
  /** The columns of a game row. */
  public static final StructType GAMES =
      new StructType(
          new StructField[] {
            DataTypes.createStructField("spec", DataTypes.StringType, false),
            DataTypes.createStructField("game_index", DataTypes.IntegerType, false),
            DataTypes.createStructField("base_seed", DataTypes.LongType, false),
            DataTypes.createStructField("seed", DataTypes.LongType, false),
            DataTypes.createStructField(
                "seats", DataTypes.createArrayType(DataTypes.StringType, false), false),
            DataTypes.createStructField(
                "bots", DataTypes.createArrayType(DataTypes.StringType, false), false),
            DataTypes.createStructField(
                "winners", DataTypes.createArrayType(DataTypes.StringType, false), false),
            DataTypes.createStructField("termination", DataTypes.StringType, false),
            DataTypes.createStructField("rule_id", DataTypes.StringType, true),
            DataTypes.createStructField("cut", DataTypes.BooleanType, false),
            DataTypes.createStructField("plies", DataTypes.IntegerType, false),
            DataTypes.createStructField("setup_plies", DataTypes.IntegerType, false),
            DataTypes.createStructField("first_move", DataTypes.StringType, true),
            DataTypes.createStructField("record", DataTypes.StringType, false)
          });

  /** The columns of a decision row, tensors as arrays. */
  public static final StructType DECISIONS = decisions(false);

  /**
   * The columns of a decision row.
   *
   * @param packed whether the mask and the observation are packed into bytes ({@link Packing})
   *     rather than arrays of booleans and floats
   * @return the columns
   */
  public static StructType decisions(boolean packed) {
    return new StructType(
        new StructField[] {
          DataTypes.createStructField("spec", DataTypes.StringType, false),
          DataTypes.createStructField("game_index", DataTypes.IntegerType, false),
          DataTypes.createStructField("ply", DataTypes.IntegerType, false),
          DataTypes.createStructField("seat", DataTypes.StringType, false),
          DataTypes.createStructField("bot", DataTypes.StringType, false),
          DataTypes.createStructField("phase", DataTypes.StringType, false),
          DataTypes.createStructField("action_id", DataTypes.IntegerType, false),
          DataTypes.createStructField("legal_count", DataTypes.IntegerType, false),
          DataTypes.createStructField(
              "legal_mask",
              packed
                  ? DataTypes.BinaryType
                  : DataTypes.createArrayType(DataTypes.BooleanType, false),
              false),
          DataTypes.createStructField(
              "observation",
              packed ? DataTypes.BinaryType : DataTypes.createArrayType(DataTypes.FloatType, false),
              false)
        });
  }

  private Schemas() {}
}
