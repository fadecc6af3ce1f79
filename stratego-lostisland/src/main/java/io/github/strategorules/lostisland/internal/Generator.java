package io.github.strategorules.lostisland.internal;

import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ImplementsRule;
import io.github.strategorules.lostisland.Axis;
import io.github.strategorules.lostisland.Direction;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandOption;
import io.github.strategorules.lostisland.Ring;
import java.util.ArrayList;
import java.util.List;

/**
 * The legal actions of a position: the one place legality is decided. The order is documented on
 * {@link io.github.strategorules.lostisland.IslandState#legalActions()}.
 */
public final class Generator {
  private static final Direction[] DIRS = Direction.values();

  private Generator() {}

  /**
   * The table actions any seat of the game may take while the game goes on, whoever decides, in
   * this order (LI-11.3, LI-11.4 [interp]): {@code DrawAcceptance} while a draw offer stands that
   * the seat has not agreed to; {@code DrawOffer} during play (not during setup) while the seat has
   * not agreed to a draw; {@code Resignation}, always.
   *
   * @param k the position
   * @param seat a seat index of the game
   * @param out where the actions are added
   */
  @ImplementsRule({"LI-11.3", "LI-11.4"})
  public static void table(Kernel k, int seat, List<IslandAction> out) {
    if (k.over() || seat < 0 || seat >= k.n) {
      return;
    }
    Seat s = Seat.of(seat);
    boolean agreed = (k.drawAgreed & (1 << seat)) != 0;
    if (k.drawAgreed != 0 && !agreed) {
      out.add(new IslandAction.DrawAcceptance(s));
    }
    if (k.step != 0 && !agreed) {
      out.add(new IslandAction.DrawOffer(s));
    }
    out.add(new IslandAction.Resignation(s));
  }

  /**
   * Every legal action of the pending decision, in the documented order (no table action: {@link
   * #table} adds those of any seat after them).
   *
   * @param k the position
   * @return the actions; empty when the game is over
   */
  @ImplementsRule({"LI-3.4", "LI-4", "LI-4.1", "LI-R5"})
  public static List<IslandAction> legal(Kernel k) {
    List<IslandAction> out = new ArrayList<>();
    if (k.over()) {
      return out;
    }
    Seat s = Seat.of(k.pendingSeat);
    switch (k.decisionKind()) {
      case PLACE_EXPLORERS -> {
        if (k.has(IslandOption.CUSTOM_SETUP)) {
          customPlacements(k, s, out);
        } else {
          placements(s, out);
        }
      }
      case ORDER_BOAT -> boatOrders(k, s, out);
      case ACTION -> stepOne(k, s, out);
      case POWER_UP -> powerUps(k, s, out);
      case SHRINK -> {
        for (int c : shrinkCandidates(k)) {
          out.add(new IslandAction.RemoveTile(s, Grid.square(c)));
        }
      }
      case BOMB_AXIS -> {
        out.add(new IslandAction.ChooseAxis(s, Axis.HORIZONTAL));
        out.add(new IslandAction.ChooseAxis(s, Axis.VERTICAL));
      }
      case BOMB_LINE -> {
        for (int d = 0; d < 8; d++) {
          if (bombNext(k, d) >= 0) {
            out.add(new IslandAction.ChooseDirection(s, DIRS[d]));
          }
        }
      }
      case BOMB_EXPERT -> {
        out.add(new IslandAction.BombExpert(s, true));
        out.add(new IslandAction.BombExpert(s, false));
      }
      case STORM_DIRECTION -> {
        for (int d = 0; d < 4; d++) {
          out.add(new IslandAction.ChooseDirection(s, DIRS[d]));
        }
      }
      case FLAG_DESTINATION -> {
        for (int c = 0; c < Grid.CELLS; c++) {
          if ((k.flagChoices & (1L << c)) != 0) {
            out.add(new IslandAction.PlaceFlag(s, Grid.square(c)));
          }
        }
      }
      default -> throw new IllegalStateException("unknown decision " + k.pending);
    }
    return out;
  }

  /** LI-3.1: every ordered choice of three distinct values for the start cells, lexicographic. */
  @ImplementsRule({"LI-3.1", "LI-R1"})
  private static void placements(Seat s, List<IslandAction> out) {
    for (int a = 1; a <= 6; a++) {
      for (int b = 1; b <= 6; b++) {
        for (int c = 1; c <= 6; c++) {
          if (a != b && b != c && a != c) {
            out.add(new IslandAction.PlaceExplorers(s, List.of(a, b, c)));
          }
        }
      }
    }
  }

  /**
   * LI-3.5 (CUSTOM_SETUP): one explorer onto any free cell without a stone tile, by cell, then by
   * each value the seat has not placed yet, ascending.
   */
  @ImplementsRule({"LI-3.5", "LI-12.1", "LI-R16"})
  private static void customPlacements(Kernel k, Seat s, List<IslandAction> out) {
    int seat = s.index();
    boolean[] used = new boolean[7];
    for (int id = seat * 6; id < seat * 6 + 3; id++) {
      used[k.value[id]] = true;
    }
    for (int c = 0; c < Grid.CELLS; c++) {
      if (k.occ[c] >= 0 || k.layout[c].stone()) {
        continue;
      }
      for (int v = 1; v <= 6; v++) {
        if (!used[v]) {
          out.add(new IslandAction.PlaceExplorer(s, Grid.square(c), v));
        }
      }
    }
  }

  /** LI-3.1: every order of the three values left for the boat, lexicographic. */
  @ImplementsRule("LI-3.1")
  private static void boatOrders(Kernel k, Seat s, List<IslandAction> out) {
    List<Integer> left = new ArrayList<>(List.of(1, 2, 3, 4, 5, 6));
    for (int i = 0; i < 3; i++) {
      left.remove(Integer.valueOf(k.value[s.index() * 6 + i]));
    }
    int[][] perms = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    for (int[] p : perms) {
      out.add(
          new IslandAction.OrderBoat(s, List.of(left.get(p[0]), left.get(p[1]), left.get(p[2]))));
    }
  }

  private static boolean own(Kernel k, int c, int seat) {
    return k.occ[c] >= 0 && k.occ[c] / 6 == seat;
  }

  private static boolean opponent(Kernel k, int c, int seat) {
    return k.occ[c] >= 0 && k.occ[c] / 6 != seat;
  }

  /**
   * Step 1 (LI-5): per own explorer by cell, moves (N, E, S, W) then swims; flips; reinforcements;
   * under POWER_UPS_ANYTIME the power-ups; end.
   */
  @ImplementsRule({"LI-5.1", "LI-5.3", "LI-12.7", "LI-R2", "LI-R21"})
  private static void stepOne(Kernel k, Seat s, List<IslandAction> out) {
    int seat = s.index();
    if (k.actions < 2) {
      for (int c = 0; c < Grid.CELLS; c++) {
        if (!own(k, c, seat)) {
          continue;
        }
        for (int d = 0; d < 4; d++) {
          int t = Grid.step(c, d);
          if (k.enterable(t) || (k.island(t) && opponent(k, t, seat))) {
            out.add(new IslandAction.Move(s, Grid.square(c), Grid.square(t)));
          }
        }
        long shore = swimShore(k, c);
        for (int t = 0; t < Grid.CELLS; t++) {
          if ((shore & (1L << t)) != 0
              && (k.enterable(t) || (k.actions == 0 && opponent(k, t, seat)))) {
            out.add(new IslandAction.Swim(s, Grid.square(c), Grid.square(t)));
          }
        }
      }
      for (int c = 0; c < Grid.CELLS; c++) {
        if (flippable(k, c, seat)) {
          out.add(new IslandAction.Flip(s, Grid.square(c)));
        }
      }
      if (!k.reinforcedAction) {
        for (int c : reinforceTargets(k, seat)) {
          out.add(new IslandAction.Reinforce(s, Grid.square(c)));
        }
      }
    }
    if (k.has(IslandOption.POWER_UPS_ANYTIME)) {
      powerUpChoices(k, s, out, true); // LI-12: power-ups between actions too
    }
    out.add(new IslandAction.EndStep(s));
  }

  /** LI-5.2: a face-down green tile, no explorer, no flag, next to an own explorer. */
  @ImplementsRule("LI-5.2")
  static boolean flippable(Kernel k, int c, int seat) {
    if (k.tile[c] != Kernel.DOWN || k.layout[c].stone() || k.occ[c] >= 0 || k.flagCell == c) {
      return false;
    }
    for (int d = 0; d < 4; d++) {
      int t = Grid.step(c, d);
      if (t >= 0 && own(k, t, seat)) {
        return true;
      }
    }
    return false;
  }

  /**
   * LI-5.3: the island tiles where an explorer on cell {@code c} can come ashore: next to any water
   * cell connected (orthogonally) to a water cell next to {@code c}; {@code c} excluded.
   *
   * @param k the position
   * @param c the explorer's cell
   * @return a bit per cell
   */
  @ImplementsRule({"LI-5.3", "LI-R10"})
  public static long swimShore(Kernel k, int c) {
    long water = 0;
    int[] stack = new int[Grid.CELLS];
    int sp = 0;
    for (int d = 0; d < 4; d++) {
      int t = Grid.step(c, d);
      if (t >= 0 && k.tile[t] == Kernel.WATER && (water & (1L << t)) == 0) {
        water |= 1L << t;
        stack[sp++] = t;
      }
    }
    long shore = 0;
    while (sp > 0) {
      int w = stack[--sp];
      for (int d = 0; d < 4; d++) {
        int t = Grid.step(w, d);
        if (t < 0) {
          continue;
        }
        if (k.tile[t] == Kernel.WATER) {
          if ((water & (1L << t)) == 0) {
            water |= 1L << t;
            stack[sp++] = t;
          }
        } else if (t != c) {
          shore |= 1L << t;
        }
      }
    }
    return shore;
  }

  /**
   * LI-5.4: free enterable tiles next to an own island explorer; if none, every free enterable
   * tile. Empty when the boat is empty.
   *
   * @param k the position
   * @param seat the seat
   * @return the cells in order
   */
  @ImplementsRule("LI-5.4")
  public static List<Integer> reinforceTargets(Kernel k, int seat) {
    List<Integer> near = new ArrayList<>();
    if (k.boatSize[seat] == 0) {
      return near;
    }
    List<Integer> any = new ArrayList<>();
    for (int c = 0; c < Grid.CELLS; c++) {
      if (!k.enterable(c)) {
        continue;
      }
      any.add(c);
      for (int d = 0; d < 4; d++) {
        int t = Grid.step(c, d);
        if (t >= 0 && own(k, t, seat)) {
          near.add(c);
          break;
        }
      }
    }
    return near.isEmpty() ? any : near;
  }

  /** Step 2 (LI-10): rings by cell, the bought reinforcement by cell, spies by target cell, end. */
  private static void powerUps(Kernel k, Seat s, List<IslandAction> out) {
    powerUpChoices(k, s, out, false);
    out.add(new IslandAction.EndStep(s));
  }

  /**
   * LI-10 power-ups: rings by cell, the bought reinforcement by cell ({@code Reinforce} in step 2,
   * {@code BuyReinforcement} in step 1 under POWER_UPS_ANYTIME), spies by target cell.
   */
  @ImplementsRule({"LI-10.1", "LI-10.2", "LI-10.3", "LI-R2"})
  private static void powerUpChoices(Kernel k, Seat s, List<IslandAction> out, boolean stepOne) {
    int seat = s.index();
    if (k.held[seat] >= 1) {
      if (k.supplyRings > 0) {
        for (int c = 0; c < Grid.CELLS; c++) {
          if (own(k, c, seat) && ((k.rings >>> k.occ[c]) & 1) == 0) {
            out.add(new IslandAction.BuyRing(s, Grid.square(c)));
          }
        }
      }
      if (!k.reinforcedBought) {
        for (int c : reinforceTargets(k, seat)) {
          out.add(
              stepOne
                  ? new IslandAction.BuyReinforcement(s, Grid.square(c))
                  : new IslandAction.Reinforce(s, Grid.square(c)));
        }
      }
      long targets = spyTargets(k, seat);
      for (int c = 0; c < Grid.CELLS; c++) {
        if ((targets & (1L << c)) != 0) {
          out.add(new IslandAction.Spy(s, Grid.square(c)));
        }
      }
    }
  }

  /**
   * LI-10.3: opponent explorers in a straight orthogonal line with an own explorer, nothing in
   * between (water does not block).
   *
   * @param k the position
   * @param seat the spy
   * @return a bit per target cell
   */
  @ImplementsRule({"LI-10.3", "LI-R9"})
  public static long spyTargets(Kernel k, int seat) {
    long targets = 0;
    for (int c = 0; c < Grid.CELLS; c++) {
      if (!own(k, c, seat)) {
        continue;
      }
      for (int d = 0; d < 4; d++) {
        int t = Grid.step(c, d);
        while (t >= 0 && k.occ[t] < 0) {
          t = Grid.step(t, d);
        }
        if (t >= 0 && opponent(k, t, seat)) {
          targets |= 1L << t;
        }
      }
    }
    return targets;
  }

  /**
   * LI-9.2: the tiles the shrinking seat may remove: in the outermost ring with a removable tile,
   * the removable tiles without an explorer, else those with one.
   *
   * @param k the position
   * @return the cells in order
   */
  @ImplementsRule("LI-9.2")
  public static List<Integer> shrinkCandidates(Kernel k) {
    for (Ring r : Ring.values()) {
      List<Integer> free = new ArrayList<>();
      List<Integer> taken = new ArrayList<>();
      for (int c = 0; c < Grid.CELLS; c++) {
        if (Grid.depth(c) == r.ordinal() && k.removable(c)) {
          (k.occ[c] < 0 ? free : taken).add(c);
        }
      }
      if (!free.isEmpty()) {
        return free;
      }
      if (!taken.isEmpty()) {
        return taken;
      }
    }
    return List.of();
  }

  /**
   * LI-7.3: the cell of the next explorer a bomb line would hit, or -1 when the line is stopped,
   * not one of the bomb's, or has no explorer left.
   *
   * @param k the position
   * @param d the direction index
   * @return the cell or -1
   */
  @ImplementsRule({"LI-7.1", "LI-7.3"})
  public static int bombNext(Kernel k, int d) {
    if ((k.bombLines & (1 << d)) == 0) {
      return -1;
    }
    int t = k.bombCell;
    for (int i = 0; i < k.bombCursor[d]; i++) {
      t = Grid.step(t, d);
    }
    t = Grid.step(t, d);
    while (t >= 0) {
      if (k.occ[t] >= 0) {
        return t;
      }
      t = Grid.step(t, d);
    }
    return -1;
  }
}
