package io.github.strategorules.testkit.classic;

import io.github.strategorules.core.Setup;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.Ruleset;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Statistics of a collection of setups of one ruleset, to compare generated setups with the Gravon
 * archives' (for {@code SensibleSetups}): where the flag stands, how many bombs guard it, and the
 * mean depth (rows from the own back row) of each type.
 *
 * @param setups how many setups
 * @param flagOnBackRow the share of setups with the flag on the back row
 * @param flagGuarded the share of setups with at least one bomb next to the flag
 * @param meanGuards the mean number of bombs next to the flag
 * @param flagInCorner the share of setups with the flag on a back-row corner
 * @param meanDepth the mean depth of each type present
 */
public record SetupStatistics(
    int setups,
    double flagOnBackRow,
    double flagGuarded,
    double meanGuards,
    double flagInCorner,
    Map<PieceType, Double> meanDepth) {

  /**
   * Statistics, the map copied.
   *
   * @param setups how many setups
   * @param flagOnBackRow the share of setups with the flag on the back row
   * @param flagGuarded the share of setups with at least one bomb next to the flag
   * @param meanGuards the mean number of bombs next to the flag
   * @param flagInCorner the share of setups with the flag on a back-row corner
   * @param meanDepth the mean depth of each type present
   */
  public SetupStatistics {
    meanDepth = Map.copyOf(meanDepth);
  }

  /**
   * The statistics of setups, each with its player.
   *
   * @param r the rules
   * @param setups the setups and their players
   * @return the statistics
   * @throws IllegalArgumentException when there is no setup
   */
  public static SetupStatistics of(Ruleset r, List<Map.Entry<Seat, Setup>> setups) {
    if (setups.isEmpty()) {
      throw new IllegalArgumentException("no setups");
    }
    int back = 0;
    int guarded = 0;
    int guards = 0;
    int corner = 0;
    Map<PieceType, double[]> depth = new EnumMap<>(PieceType.class);
    for (Map.Entry<Seat, Setup> e : setups) {
      Seat p = e.getKey();
      Map<Square, PieceType> at = new HashMap<>();
      for (Setup.Placement pl : e.getValue().placements()) {
        at.put(pl.square(), pl.type());
        double[] d = depth.computeIfAbsent(pl.type(), k -> new double[2]);
        d[0] += depth(r, p, pl.square());
        d[1]++;
      }
      for (Setup.Placement pl : e.getValue().placements()) {
        if (pl.type() != PieceType.FLAG) {
          continue;
        }
        Square f = pl.square();
        if (depth(r, p, f) == 0) {
          back++;
          if (f.x() == 0 || f.x() == r.width() - 1) {
            corner++;
          }
        }
        int n = 0;
        int[][] dirs = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        for (int[] dd : dirs) {
          int x = f.x() + dd[0];
          int y = f.y() + dd[1];
          if (x >= 0
              && y >= 0
              && x < r.width()
              && y < r.height()
              && at.get(Square.of(x, y)) == PieceType.BOMB) {
            n++;
          }
        }
        guards += n;
        guarded += n > 0 ? 1 : 0;
        break;
      }
    }
    Map<PieceType, Double> mean = new EnumMap<>(PieceType.class);
    depth.forEach((t, d) -> mean.put(t, d[0] / d[1]));
    double n = setups.size();
    return new SetupStatistics(setups.size(), back / n, guarded / n, guards / n, corner / n, mean);
  }

  /**
   * The depth of a square for a player: 0 on its back row.
   *
   * @param r the rules
   * @param p the player
   * @param s the square
   * @return rows from the player's back row
   */
  public static int depth(Ruleset r, Seat p, Square s) {
    return p == Seat.RED ? s.y() : r.height() - 1 - s.y();
  }

  /**
   * A one-line summary.
   *
   * @return the flag's shares and the mean depths of a few types
   */
  public String summary() {
    StringBuilder b =
        new StringBuilder(
            String.format(
                Locale.ROOT,
                "%d setups: flag on back row %.3f, guarded %.3f, mean guards %.2f, in a corner %.3f; mean depth",
                setups,
                flagOnBackRow,
                flagGuarded,
                meanGuards,
                flagInCorner));
    for (PieceType t : PieceType.values()) {
      if (meanDepth.containsKey(t)) {
        b.append(
            String.format(
                Locale.ROOT, " %s %.2f", t.name().toLowerCase(Locale.ROOT), meanDepth.get(t)));
      }
    }
    return b.toString();
  }
}
