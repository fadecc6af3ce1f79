package io.github.strategorules.research.lostisland;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandView;

/**
 * The search bot's leaf value as it was computed from the referee's view of a sampled state before
 * issue 53 moved it onto the position ({@link IslandEvaluation}), kept word for word as the oracle
 * of {@code IslandSearchBotTest}. The leaf value of Lost Island's {@code search} bot, read off a
 * sampled full state (never the true one), between -1 and 1, from the searching seat's side. The
 * game is won by holding the flag with every explorer on the island one's own (LI-11.1), so:
 *
 * <ul>
 *   <li>carrying the flag is worth 0.4, plus up to 0.4 by the share of the island's explorers that
 *       are the carrier's (the closer to LI-11.1, the more); another seat carrying it costs as
 *       much;
 *   <li>while nobody carries it, being nearer to it (or to the face-down stones while it is under
 *       one) than the nearest opponent is worth up to 0.1;
 *   <li>explorers on the island count 0.03 each (against the mean of the other seats: they fight
 *       for the flag and keep others from winning) and coins 0.01 each (they buy rings, spies and
 *       reinforcements, LI-10).
 * </ul>
 */
final class ViewEvaluationOracle {
  private ViewEvaluationOracle() {}

  /**
   * The value of a sampled state for a seat.
   *
   * @param state a Lost Island state in play
   * @param me the searching seat
   * @return the value, -1 to 1
   */
  static double value(GameState state, Seat me) {
    IslandView v = ((IslandState) state).refereeView();
    int n = v.players();
    int[] onIsland = new int[n];
    int all = 0;
    for (IslandView.ExplorerView e : v.explorers()) {
      if (e.square().isPresent()) {
        onIsland[e.tag().seat().index()]++;
        all++;
      }
    }
    double value = 0;
    IslandView.FlagView flag = v.flag();
    if (flag.carrier().isPresent()) {
      Seat holder = flag.carrier().get().seat();
      double hold = 0.4 + 0.4 * onIsland[holder.index()] / Math.max(1, all);
      value += holder == me ? hold : -hold;
    } else {
      int mine = nearest(v, me, true);
      int theirs = nearest(v, me, false);
      value += 0.1 * Math.tanh((theirs - mine) / 3.0);
    }
    double others = 0;
    double coins = 0;
    for (int s = 0; s < n; s++) {
      if (s != me.index()) {
        others += onIsland[s];
        coins += v.coinsHeld().get(s);
      }
    }
    value += 0.03 * (onIsland[me.index()] - others / (n - 1));
    value += 0.01 * (v.coinsHeld().get(me.index()) - coins / (n - 1));
    return Math.max(-0.95, Math.min(0.95, value));
  }

  /** The distance from a side's nearest island explorer to the flag (or a face-down stone). */
  private static int nearest(IslandView v, Seat me, boolean mine) {
    int best = 12;
    for (IslandView.ExplorerView e : v.explorers()) {
      if (e.square().isEmpty() || (e.tag().seat() == me) != mine) {
        continue;
      }
      Square at = e.square().get();
      if (v.flag().square().isPresent()) {
        best = Math.min(best, distance(at, v.flag().square().get()));
      } else {
        for (IslandView.CellView c : v.cells()) {
          if (c.kind() == IslandView.CellKind.STONE_FACE_DOWN) {
            best = Math.min(best, distance(at, c.square()));
          }
        }
      }
    }
    return best;
  }

  private static int distance(Square a, Square b) {
    return Math.abs(a.x() - b.x()) + Math.abs(a.y() - b.y());
  }
}
