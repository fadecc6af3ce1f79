package io.github.strategorules.research.lostisland;

import io.github.strategorules.lostisland.Ring;
import io.github.strategorules.lostisland.kernel.IslandPosition;

/**
 * The leaf value of Lost Island's {@code search} bot, read off a sampled world (never the true
 * one), between -1 and 1, from the searching seat's side. The game is won by holding the flag with
 * every explorer on the island one's own (LI-11.1), so:
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
 *
 * Computed from the world's position without building a view (issue 53), as it was from the
 * referee's view before ({@code IslandSearchBotTest} holds the two equal).
 */
final class IslandEvaluation {
  private IslandEvaluation() {}

  /**
   * The value of a sampled world for a seat.
   *
   * @param p a world in play
   * @param me the searching seat's index
   * @return the value, -1 to 1
   */
  static double value(IslandPosition p, int me) {
    int n = p.players();
    int all = 0;
    int mineOnIsland = 0;
    double others = 0;
    double coins = 0;
    int carrier = p.flagCarrier();
    int holderOnIsland = 0;
    for (int id = 0; id < n * 6; id++) {
      if (p.cell(id) >= 0) {
        all++;
        mineOnIsland += id / 6 == me ? 1 : 0;
        holderOnIsland += carrier >= 0 && id / 6 == carrier / 6 ? 1 : 0;
      }
    }
    double value = 0;
    if (carrier >= 0) {
      double hold = 0.4 + 0.4 * holderOnIsland / Math.max(1, all);
      value += carrier / 6 == me ? hold : -hold;
    } else {
      int mine = nearest(p, me, true);
      int theirs = nearest(p, me, false);
      value += 0.1 * Math.tanh((theirs - mine) / 3.0);
    }
    for (int s = 0; s < n; s++) {
      if (s != me) {
        int on = 0;
        for (int id = s * 6; id < s * 6 + 6; id++) {
          on += p.cell(id) >= 0 ? 1 : 0;
        }
        others += on;
        coins += p.coinsHeld(s);
      }
    }
    value += 0.03 * (mineOnIsland - others / (n - 1));
    value += 0.01 * (p.coinsHeld(me) - coins / (n - 1));
    return Math.max(-0.95, Math.min(0.95, value));
  }

  /** The distance from a side's nearest island explorer to the flag (or a face-down stone). */
  private static int nearest(IslandPosition p, int me, boolean mine) {
    int flag = p.flagCell(); // lying: nobody carries it here
    int best = 12;
    for (int id = 0; id < p.players() * 6; id++) {
      int at = p.cell(id);
      if (at < 0 || (id / 6 == me) != mine) {
        continue;
      }
      if (flag >= 0) {
        best = Math.min(best, distance(at, flag));
      } else {
        for (int c = 0; c < Ring.SIZE * Ring.SIZE; c++) {
          if (p.cellState(c) == IslandPosition.FACE_DOWN && p.tile(c).stone()) {
            best = Math.min(best, distance(at, c));
          }
        }
      }
    }
    return best;
  }

  private static int distance(int a, int b) {
    return Math.abs(a % Ring.SIZE - b % Ring.SIZE) + Math.abs(a / Ring.SIZE - b / Ring.SIZE);
  }
}
