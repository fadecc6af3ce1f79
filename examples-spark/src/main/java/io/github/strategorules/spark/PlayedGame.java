package io.github.strategorules.spark;

import java.io.Serializable;
import java.util.List;
import org.apache.spark.sql.Row;

/**
 * One game as the job writes it: its row ({@link Schemas#GAMES}) and its decision rows ({@link
 * Schemas#DECISIONS}; empty unless the job asked for them).
 *
 * @param game the game row
 * @param decisions the decision rows, by ply
 */
record PlayedGame(Row game, List<Row> decisions) implements Serializable {
  private static final long serialVersionUID = 1L;
}
