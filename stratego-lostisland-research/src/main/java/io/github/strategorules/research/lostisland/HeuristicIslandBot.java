package io.github.strategorules.research.lostisland;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.View;
import io.github.strategorules.lostisland.Axis;
import io.github.strategorules.lostisland.Direction;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.lostisland.Ring;
import io.github.strategorules.lostisland.kernel.KernelActions;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.DeterminizedSearchBot;
import io.github.strategorules.research.Transcript;
import java.util.List;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;

/**
 * A one-ply heuristic bot: scores every legal action from its seat's view and plays the best
 * (random among equals). Its preferences, in short: take the flag (a lying flag, then face-down
 * stones that may hide it), attack explorers it beats (known values, or by the share of the owner's
 * unseen values it beats; the flag carrier above all), never attack a known stronger explorer,
 * avoid ending next to known stronger explorers, flip tiles next to its explorers, reinforce while
 * few of its explorers are on the island, remove the tiles of opponents' explorers, fire bombs and
 * storms at opponents, pay the bomb expert to save a flag carrier or a strong explorer, buy a ring
 * for its flag carrier. Setup: the three highest values on the island, the boat highest first.
 * Reads only its seat's view. Stateless; ties broken by the random source. Its scores are also the
 * policy of Lost Island's {@code search} bot ({@link IslandSearchBot}), which computes them in its
 * playouts from a position and the seat's knowledge ({@link IslandSight}) without building a view:
 * one place of the scores, on decisions as the rules kernel's ints ({@link KernelActions}).
 */
public final class HeuristicIslandBot implements Bot, DeterminizedSearchBot.Policy {
  private static final Direction[] DIRS = Direction.values();

  /** The neighbours a danger or a threat comes from, in this order: north, east, south, west. */
  private static final int[] ORTHOGONAL = {0, 1, 2, 3};

  /** Creates the bot. */
  public HeuristicIslandBot() {}

  @Override
  public String name() {
    return "heuristic";
  }

  @Override
  public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
    return choose(IslandResearch.view(transcript), legal, random);
  }

  /**
   * The action this bot takes in a view (the typed API): the best score, ties at random.
   *
   * @param view the deciding seat's view ({@code view.decision()} names the seat)
   * @param legal the legal actions of that seat, not empty; table actions (resign, draws) are never
   *     chosen
   * @param random the source of randomness (ties)
   * @return one of {@code legal}
   * @throws IllegalArgumentException when {@code legal} holds no decision besides table actions
   */
  public Action choose(IslandView view, List<? extends Action> legal, SplittableRandom random) {
    IslandSight sight = new IslandSight().fill(view);
    @Nullable Action best = null;
    double bestScore = Double.NEGATIVE_INFINITY;
    int ties = 0;
    for (Action a : GameState.decisionsAmong(legal)) { // never resign nor offer a draw
      double s = score(sight, KernelActions.of((IslandAction) a));
      if (s > bestScore + 1e-9) {
        best = a;
        bestScore = s;
        ties = 1;
      } else if (Math.abs(s - bestScore) <= 1e-9 && random.nextInt(++ties) == 0) {
        best = a;
      }
    }
    if (best == null) {
      throw new IllegalArgumentException(
          "no decision to choose from besides the table actions (resign, draws)");
    }
    return best;
  }

  /**
   * The score of each decision from the deciding seat's view (higher is better).
   *
   * @param view the deciding seat's view, a Lost Island view
   * @param legal its legal decisions
   * @return the scores, in the decisions' order
   */
  @Override
  public double[] scores(View view, List<Action> legal) {
    IslandSight sight = new IslandSight().fill((IslandView) view);
    double[] out = new double[legal.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = score(sight, KernelActions.of((IslandAction) legal.get(i)));
    }
    return out;
  }

  /**
   * The score of a decision (higher is better) from what the deciding seat sees.
   *
   * @param v the deciding seat's sight
   * @param action the decision, as the rules kernel's int
   * @return the score
   */
  static double score(IslandSight v, int action) {
    int me = v.me;
    int a = KernelActions.a(action);
    int b = KernelActions.b(action);
    switch (KernelActions.kind(action)) {
      case KernelActions.PLACE_EXPLORERS:
        return KernelActions.tripleValue(a, 0)
            + KernelActions.tripleValue(a, 1)
            + KernelActions.tripleValue(a, 2);
      case KernelActions.ORDER_BOAT:
        return KernelActions.tripleValue(a, 0) * 10 + KernelActions.tripleValue(a, 1);
      case KernelActions.PLACE_EXPLORER:
        return b * 10 - nearestStone(v, a);
      case KernelActions.MOVE:
        return enter(v, me, a, b, 0);
      case KernelActions.SWIM:
        return enter(v, me, a, b, v.occupant[b] >= 0 ? 1 : 0.2);
      case KernelActions.FLIP:
        return 1.0;
      case KernelActions.REINFORCE:
        {
          double base = onIsland(v, me) < 3 ? 2.5 : 0.8;
          return (v.step == 2 ? base - 1.5 : base) + arrival(v, a);
        }
      case KernelActions.BUY_REINFORCEMENT:
        return (onIsland(v, me) < 3 ? 1.0 : -1) + arrival(v, a);
      case KernelActions.BUY_RING:
        return v.carrier == v.occupant[a] ? 3 : threatened(v, me, a) ? 0.5 : -1;
      case KernelActions.SPY:
        return -1;
      case KernelActions.END_STEP:
        return 0;
      case KernelActions.REMOVE_TILE:
        return removal(v, me, a);
      case KernelActions.CHOOSE_AXIS:
        {
          double s = 0;
          boolean horizontal = a == Axis.HORIZONTAL.ordinal();
          s += firstOnLine(v, me, v.bomb, horizontal ? Direction.EAST : Direction.NORTH);
          s += firstOnLine(v, me, v.bomb, horizontal ? Direction.WEST : Direction.SOUTH);
          return s;
        }
      case KernelActions.CHOOSE_DIRECTION:
        return v.storm >= 0 ? storm(v, me, v.storm, DIRS[a]) : firstOnLine(v, me, v.bomb, DIRS[a]);
      case KernelActions.BOMB_EXPERT:
        return (a == 1) == saveFromBomb(v, me) ? 1 : 0;
      default: // PLACE_FLAG
        {
          int e = v.occupant[a];
          return (e >= 0 ? e / 6 == me ? 20.0 : -20.0 : 0.0)
              + distanceToSeat(v, a, me, false)
              - distanceToSeat(v, a, me, true);
        }
    }
  }

  /** A move or swim of the explorer on {@code from} onto {@code to}. */
  private static double enter(IslandSight v, int me, int from, int to, double cost) {
    int mine = v.occupant[from];
    int target = v.occupant[to];
    boolean mineCarries = v.carrier == mine;
    if (target >= 0) {
      double p = winChance(v, mine, target);
      double stake = v.carrier == target ? 4 : 1;
      double risk = mineCarries ? 4 : 1;
      return 10 * p * stake - 8 * (1 - p) * risk + p * arrival(v, to) - cost;
    }
    double s = 0.3 + arrival(v, to) - cost;
    s += 0.5 * (distanceToGoal(v, me, from, mine) - distanceToGoal(v, me, to, mine));
    s -= danger(v, me, to, mine) * (mineCarries ? 4 : 1.5);
    return s;
  }

  /** What entering a cell gains: the flag, coins, a face-down stone (LI-5.5, LI-8.1). */
  private static double arrival(IslandSight v, int to) {
    double s = v.coins[to] * 1.5;
    if (v.flagLying[to]) {
      s += 50;
    }
    if (v.kind[to] == IslandSight.STONE_DOWN) {
      s += underStone(v) ? 12 : 3;
    }
    return s;
  }

  /** Whether the flag is still under one of the face-down stones. */
  private static boolean underStone(IslandSight v) {
    return v.flagCell < 0;
  }

  /**
   * Where the explorer should head: the flag when another seat or nobody holds it, else opponents.
   */
  private static int distanceToGoal(IslandSight v, int me, int s, int who) {
    boolean ours = v.carrier >= 0 && v.carrier / 6 == me;
    if (ours) {
      return v.carrier == who ? 0 : distanceToSeat(v, s, me, true);
    }
    if (v.flagCell >= 0) {
      return manhattan(s, v.flagCell);
    }
    return nearestStone(v, s);
  }

  /**
   * The chance that {@code mine} wins a fight against {@code other}, attacking or defending alike.
   */
  private static double winChance(IslandSight v, int mine, int other) {
    int a = v.value[mine];
    int ar = v.ring[mine] ? 1 : 0;
    int dr = v.ring[other] ? 1 : 0;
    if (v.value[other] != 0) {
      return beats(a, ar, v.value[other], dr) ? 1 : 0;
    }
    int seen = 0; // a bit per value of the other's seat the seat has seen
    for (int id = other / 6 * 6; id < other / 6 * 6 + 6; id++) {
      seen |= 1 << v.value[id];
    }
    int n = 0;
    int wins = 0;
    for (int d = 1; d <= 6; d++) {
      if ((seen & (1 << d)) == 0) {
        n++;
        wins += beats(a, ar, d, dr) ? 1 : 0;
      }
    }
    return n == 0 ? 0.5 : (double) wins / n;
  }

  /**
   * LI-6.1, LI-6.2: whether value {@code a} (ring {@code ar}) beats value {@code d} (ring {@code
   * dr}).
   */
  private static boolean beats(int a, int ar, int d, int dr) {
    if (a == 1 && d == 6) {
      return true;
    }
    if (d == 1 && a == 6) {
      return false;
    }
    return a + ar > d + dr;
  }

  /** The expected loss of standing on {@code s}: opponents next to it that would likely win. */
  private static double danger(IslandSight v, int me, int s, int mine) {
    double d = 0;
    for (int dir : ORTHOGONAL) {
      int n = step(s, DIRS[dir]);
      int o = n < 0 ? -1 : v.occupant[n];
      if (o >= 0 && o / 6 != me) {
        d += 1 - winChance(v, mine, o);
      }
    }
    return d;
  }

  private static boolean threatened(IslandSight v, int me, int s) {
    for (int dir : ORTHOGONAL) {
      int n = step(s, DIRS[dir]);
      if (n >= 0 && v.occupant[n] >= 0 && v.occupant[n] / 6 != me) {
        return true;
      }
    }
    return false;
  }

  private static double removal(IslandSight v, int me, int s) {
    int e = v.occupant[s];
    if (e >= 0) {
      double w = v.carrier == e ? 30 : 10;
      return e / 6 == me ? -w : w;
    }
    return 0.2 * distanceToSeat(v, s, me, false) - v.coins[s] * 0.1;
  }

  /** +1 when the first explorer on a line from the bomb is an opponent's, -1 when it is ours. */
  private static double firstOnLine(IslandSight v, int me, int from, Direction d) {
    for (int s = step(from, d); s >= 0; s = step(s, d)) {
      int e = v.occupant[s];
      if (e >= 0) {
        double w = v.carrier == e ? 3 : 1;
        return e / 6 == me ? -w : w;
      }
    }
    return 0;
  }

  /** Explorers a storm's push sends to the boat: opponents count for, own against. */
  private static double storm(IslandSight v, int me, int from, Direction d) {
    double s = 0;
    for (int c = step(from, d); c >= 0; c = step(c, d)) {
      int e = v.occupant[c];
      if (e < 0) {
        continue;
      }
      int land = step(c, d);
      boolean off = land < 0 || v.kind[land] == IslandSight.WATER;
      double w = (off ? 2 : 0.2) * (v.carrier == e ? 3 : 1);
      s += e / 6 == me ? -w : w;
    }
    return s;
  }

  /** Pay when the next hit is our flag carrier or strong explorer that the bomb beats. */
  private static boolean saveFromBomb(IslandSight v, int me) {
    if (v.nextHit < 0 || v.bomb < 0) {
      return false;
    }
    int e = v.occupant[v.nextHit];
    if (e < 0 || e / 6 != me) {
      return false;
    }
    int value = v.value[e];
    boolean loses = value == 1 || value + (v.ring[e] ? 1 : 0) <= v.bombValue;
    return loses && (v.carrier == e || value >= 5);
  }

  private static int onIsland(IslandSight v, int me) {
    int n = 0;
    for (int id = me * 6; id < me * 6 + 6; id++) {
      if (v.cell[id] >= 0) {
        n++;
      }
    }
    return n;
  }

  /** The distance from a cell to the nearest island explorer of {@code me} (or of the others). */
  private static int distanceToSeat(IslandSight v, int s, int me, boolean others) {
    int best = 12;
    for (int id = 0; id < v.cell.length; id++) {
      if (v.cell[id] >= 0 && (id / 6 == me) != others) {
        best = Math.min(best, manhattan(s, v.cell[id]));
      }
    }
    return best;
  }

  private static int nearestStone(IslandSight v, int s) {
    int best = 12;
    for (int c = 0; c < v.kind.length; c++) {
      if (v.kind[c] == IslandSight.STONE_DOWN) {
        best = Math.min(best, manhattan(s, c));
      }
    }
    return best;
  }

  private static int manhattan(int a, int b) {
    return Math.abs(a % Ring.SIZE - b % Ring.SIZE) + Math.abs(a / Ring.SIZE - b / Ring.SIZE);
  }

  /** The next cell in a direction, or -1 off the board. */
  private static int step(int c, Direction d) {
    int x = c % Ring.SIZE + d.dx();
    int y = c / Ring.SIZE + d.dy();
    return x < 0 || y < 0 || x >= Ring.SIZE || y >= Ring.SIZE ? -1 : y * Ring.SIZE + x;
  }
}
