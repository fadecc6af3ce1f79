package io.github.strategorules.research.lostisland;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.View;
import io.github.strategorules.lostisland.Axis;
import io.github.strategorules.lostisland.Direction;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.lostisland.Ring;
import io.github.strategorules.lostisland.Tag;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The heuristic bot's scores as they were computed from the view before issue 53 moved them onto
 * what a seat sees as ints ({@link IslandSight}), kept word for word as the oracle of {@code
 * HeuristicScoresTest}: the bot, its prior in the search and its playout policy must score every
 * decision exactly as this did.
 */
final class ViewHeuristicOracle {
  private ViewHeuristicOracle() {}

  /**
   * The score of each decision from the deciding seat's view (higher is better).
   *
   * @param view the deciding seat's view, a Lost Island view
   * @param legal its legal decisions
   * @return the scores, in the decisions' order
   */
  static double[] scores(View view, List<Action> legal) {
    IslandView v = (IslandView) view;
    Seat me =
        v.decision().orElseThrow(() -> new IllegalArgumentException("the game is over")).seat();
    double[] out = new double[legal.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = score(v, me, (IslandAction) legal.get(i));
    }
    return out;
  }

  private static double score(IslandView v, Seat me, IslandAction a) {
    if (a instanceof IslandAction.PlaceExplorers p) {
      return p.values().stream().mapToInt(Integer::intValue).sum();
    } else if (a instanceof IslandAction.OrderBoat o) {
      return o.values().get(0) * 10 + o.values().get(1);
    } else if (a instanceof IslandAction.PlaceExplorer p) {
      return p.value() * 10 - nearestStone(v, p.square());
    } else if (a instanceof IslandAction.Move m) {
      return enter(v, me, m.from(), m.to(), 0);
    } else if (a instanceof IslandAction.Swim s) {
      return enter(v, me, s.from(), s.to(), v.cell(s.to()).explorer().isPresent() ? 1 : 0.2);
    } else if (a instanceof IslandAction.Flip) {
      return 1.0;
    } else if (a instanceof IslandAction.Reinforce r) {
      double base = onIsland(v, me) < 3 ? 2.5 : 0.8;
      return (v.step() == 2 ? base - 1.5 : base) + arrival(v, r.square());
    } else if (a instanceof IslandAction.BuyReinforcement r) {
      return (onIsland(v, me) < 3 ? 1.0 : -1) + arrival(v, r.square());
    } else if (a instanceof IslandAction.BuyRing r) {
      ExplorerInfo e = at(v, r.square()).orElseThrow();
      return e.view.carriesFlag() ? 3 : threatened(v, me, r.square()) ? 0.5 : -1;
    } else if (a instanceof IslandAction.Spy) {
      return -1;
    } else if (a instanceof IslandAction.EndStep) {
      return 0;
    } else if (a instanceof IslandAction.RemoveTile r) {
      return removal(v, me, r.square());
    } else if (a instanceof IslandAction.ChooseAxis ax) {
      double s = 0;
      for (Direction d :
          ax.axis() == Axis.HORIZONTAL
              ? List.of(Direction.EAST, Direction.WEST)
              : List.of(Direction.NORTH, Direction.SOUTH)) {
        s += firstOnLine(v, me, v.bomb().orElseThrow(), d);
      }
      return s;
    } else if (a instanceof IslandAction.ChooseDirection cd) {
      return v.storm().isPresent()
          ? storm(v, me, v.storm().get(), cd.direction())
          : firstOnLine(v, me, v.bomb().orElseThrow(), cd.direction());
    } else if (a instanceof IslandAction.BombExpert be) {
      return be.pay() == saveFromBomb(v, me) ? 1 : 0;
    } else {
      Square to = ((IslandAction.PlaceFlag) a).square();
      return at(v, to).map(e -> e.tag.seat() == me ? 20.0 : -20.0).orElse(0.0)
          + distanceToSeat(v, to, me, false)
          - distanceToSeat(v, to, me, true);
    }
  }

  /** An explorer seen on a cell. */
  private record ExplorerInfo(Tag tag, IslandView.ExplorerView view) {}

  private static Optional<ExplorerInfo> at(IslandView v, Square s) {
    return v.cell(s).explorer().map(t -> new ExplorerInfo(t, v.explorer(t).orElseThrow()));
  }

  /** A move or swim of the explorer on {@code from} onto {@code to}. */
  private static double enter(IslandView v, Seat me, Square from, Square to, double cost) {
    ExplorerInfo mine = at(v, from).orElseThrow();
    Optional<ExplorerInfo> target = at(v, to);
    if (target.isPresent()) {
      double p = winChance(v, mine.view, target.get());
      double stake = target.get().view.carriesFlag() ? 4 : 1;
      double risk = mine.view.carriesFlag() ? 4 : 1;
      return 10 * p * stake - 8 * (1 - p) * risk + p * arrival(v, to) - cost;
    }
    double s = 0.3 + arrival(v, to) - cost;
    s += 0.5 * (distanceToGoal(v, me, from, mine) - distanceToGoal(v, me, to, mine));
    s -= danger(v, me, to, mine) * (mine.view.carriesFlag() ? 4 : 1.5);
    return s;
  }

  /** What entering a cell gains: the flag, coins, a face-down stone (LI-5.5, LI-8.1). */
  private static double arrival(IslandView v, Square to) {
    IslandView.CellView c = v.cell(to);
    double s = c.coins() * 1.5;
    if (c.flag()) {
      s += 50;
    }
    if (c.kind() == IslandView.CellKind.STONE_FACE_DOWN) {
      s += v.flag().status() == IslandView.FlagStatus.UNDER_STONE ? 12 : 3;
    }
    return s;
  }

  /**
   * Where the explorer should head: the flag when another seat or nobody holds it, else opponents.
   */
  private static int distanceToGoal(IslandView v, Seat me, Square s, ExplorerInfo who) {
    IslandView.FlagView f = v.flag();
    boolean ours = f.carrier().map(t -> t.seat() == me).orElse(false);
    if (ours) {
      return who.view.carriesFlag() ? 0 : distanceToSeat(v, s, me, true);
    }
    if (f.square().isPresent()) {
      return manhattan(s, f.square().get());
    }
    int best = 12;
    for (IslandView.CellView c : v.cells()) {
      if (c.kind() == IslandView.CellKind.STONE_FACE_DOWN) {
        best = Math.min(best, manhattan(s, c.square()));
      }
    }
    return best;
  }

  /**
   * The chance that {@code mine} wins a fight against {@code other}, attacking or defending alike.
   */
  private static double winChance(IslandView v, IslandView.ExplorerView mine, ExplorerInfo other) {
    int a = mine.value().orElseThrow();
    int ar = mine.ring() ? 1 : 0;
    int dr = other.view.ring() ? 1 : 0;
    if (other.view.value().isPresent()) {
      return beats(a, ar, other.view.value().getAsInt(), dr) ? 1 : 0;
    }
    boolean[] seen = new boolean[7];
    for (IslandView.ExplorerView e : v.explorers()) {
      if (e.tag().seat() == other.tag.seat() && e.value().isPresent()) {
        seen[e.value().getAsInt()] = true;
      }
    }
    int n = 0;
    int wins = 0;
    for (int d = 1; d <= 6; d++) {
      if (!seen[d]) {
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
  private static double danger(IslandView v, Seat me, Square s, ExplorerInfo mine) {
    double d = 0;
    for (Square n : neighbours(s)) {
      Optional<ExplorerInfo> o = at(v, n);
      if (o.isPresent() && o.get().tag.seat() != me) {
        d += 1 - winChance(v, mine.view, o.get());
      }
    }
    return d;
  }

  private static boolean threatened(IslandView v, Seat me, Square s) {
    for (Square n : neighbours(s)) {
      if (at(v, n).map(o -> o.tag.seat() != me).orElse(false)) {
        return true;
      }
    }
    return false;
  }

  private static double removal(IslandView v, Seat me, Square s) {
    Optional<ExplorerInfo> e = at(v, s);
    if (e.isPresent()) {
      double w = e.get().view.carriesFlag() ? 30 : 10;
      return e.get().tag.seat() == me ? -w : w;
    }
    return 0.2 * distanceToSeat(v, s, me, false) - v.cell(s).coins() * 0.1;
  }

  /** +1 when the first explorer on a line from the bomb is an opponent's, -1 when it is ours. */
  private static double firstOnLine(IslandView v, Seat me, Square from, Direction d) {
    for (Square s = step(from, d); s != null; s = step(s, d)) {
      Optional<ExplorerInfo> e = at(v, s);
      if (e.isPresent()) {
        double w = e.get().view.carriesFlag() ? 3 : 1;
        return e.get().tag.seat() == me ? -w : w;
      }
    }
    return 0;
  }

  /** Explorers a storm's push sends to the boat: opponents count for, own against. */
  private static double storm(IslandView v, Seat me, Square from, Direction d) {
    double s = 0;
    for (Square c = step(from, d); c != null; c = step(c, d)) {
      Optional<ExplorerInfo> e = at(v, c);
      if (e.isEmpty()) {
        continue;
      }
      Square land = step(c, d);
      boolean off = land == null || v.cell(land).kind() == IslandView.CellKind.WATER;
      double w = (off ? 2 : 0.2) * (e.get().view.carriesFlag() ? 3 : 1);
      s += e.get().tag.seat() == me ? -w : w;
    }
    return s;
  }

  /** Pay when the next hit is our flag carrier or strong explorer that the bomb beats. */
  private static boolean saveFromBomb(IslandView v, Seat me) {
    if (v.nextHit().isEmpty() || v.bomb().isEmpty()) {
      return false;
    }
    Optional<ExplorerInfo> e = at(v, v.nextHit().get());
    int bomb = v.cell(v.bomb().get()).tile().map(t -> t.value()).orElse(0);
    if (e.isEmpty() || e.get().tag.seat() != me) {
      return false;
    }
    IslandView.ExplorerView x = e.get().view;
    int value = x.value().orElse(0);
    boolean loses = value == 1 || value + (x.ring() ? 1 : 0) <= bomb;
    return loses && (x.carriesFlag() || value >= 5);
  }

  private static int onIsland(IslandView v, Seat me) {
    int n = 0;
    for (IslandView.ExplorerView e : v.explorers()) {
      if (e.tag().seat() == me && e.square().isPresent()) {
        n++;
      }
    }
    return n;
  }

  /** The distance from a cell to the nearest island explorer of {@code me} (or of the others). */
  private static int distanceToSeat(IslandView v, Square s, Seat me, boolean others) {
    int best = 12;
    for (IslandView.ExplorerView e : v.explorers()) {
      if (e.square().isPresent() && (e.tag().seat() == me) != others) {
        best = Math.min(best, manhattan(s, e.square().get()));
      }
    }
    return best;
  }

  private static int nearestStone(IslandView v, Square s) {
    int best = 12;
    for (IslandView.CellView c : v.cells()) {
      if (c.kind() == IslandView.CellKind.STONE_FACE_DOWN) {
        best = Math.min(best, manhattan(s, c.square()));
      }
    }
    return best;
  }

  private static int manhattan(Square a, Square b) {
    return Math.abs(a.x() - b.x()) + Math.abs(a.y() - b.y());
  }

  /** The next square in a direction, or null off the board. */
  private static @Nullable Square step(Square s, Direction d) {
    int x = s.x() + d.dx();
    int y = s.y() + d.dy();
    return x < 0 || y < 0 || x >= Ring.SIZE || y >= Ring.SIZE ? null : Square.of(x, y);
  }

  private static List<Square> neighbours(Square s) {
    return java.util.stream.Stream.of(
            Direction.NORTH, Direction.EAST, Direction.SOUTH, Direction.WEST)
        .map(d -> step(s, d))
        .filter(java.util.Objects::nonNull)
        .toList();
  }
}
