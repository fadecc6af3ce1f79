package io.github.strategorules.lostisland.internal;

import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ImplementsRule;
import io.github.strategorules.lostisland.Axis;
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

  private static final int RINGS = Ring.values().length;

  /**
   * The most legal decisions one pending decision can have, toggles included: in step 1, six island
   * explorers with 4 moves and 35 swims each, 36 flips, 36 reinforcements and, under
   * POWER_UPS_ANYTIME, 6 rings, 36 bought reinforcements and 18 spies, and the end of the step (the
   * setups have at most 216: CUSTOM_SETUP's cells times values).
   */
  public static final int MAX_DECISIONS = 6 * (4 + 35) + 36 + 36 + 6 + 36 + 18 + 1;

  /**
   * Every legal action of the pending decision, in the documented order (no table action: {@link
   * #table} adds those of any seat after them): the actions of {@link #generate}.
   *
   * @param k the position
   * @return the actions; empty when the game is over
   */
  public static List<IslandAction> legal(Kernel k) {
    int[] codes = new int[MAX_DECISIONS];
    int count = generate(k, codes);
    List<IslandAction> out = new ArrayList<>(count);
    Seat s = Seat.of(k.pendingSeat);
    for (int i = 0; i < count; i++) {
      out.add(ActionCodes.toAction(codes[i], s));
    }
    return out;
  }

  /**
   * Every legal decision of the pending decision as ints ({@link ActionCodes}), in the documented
   * order, without allocating: the one place legality is decided.
   *
   * @param k the position
   * @param out where the ints are written from 0, at least {@link #MAX_DECISIONS} long
   * @return the number written; 0 when the game is over
   */
  @ImplementsRule({"LI-3.4", "LI-4", "LI-4.1", "LI-R5"})
  public static int generate(Kernel k, int[] out) {
    if (k.over()) {
      return 0;
    }
    int seat = k.pendingSeat;
    return switch (k.decisionKind()) {
      case PLACE_EXPLORERS ->
          k.has(IslandOption.CUSTOM_SETUP) ? customPlacements(k, seat, out) : placements(out);
      case ORDER_BOAT -> boatOrders(k, seat, out);
      case ACTION -> stepOne(k, seat, out);
      case POWER_UP -> powerUps(k, seat, out);
      case SHRINK -> cells(ActionCodes.REMOVE_TILE, shrinkCandidates(k), out, 0);
      case BOMB_AXIS -> {
        out[0] = ActionCodes.of(ActionCodes.CHOOSE_AXIS, Axis.HORIZONTAL.ordinal(), 0);
        out[1] = ActionCodes.of(ActionCodes.CHOOSE_AXIS, Axis.VERTICAL.ordinal(), 0);
        yield 2;
      }
      case BOMB_LINE -> {
        int n = 0;
        for (int d = 0; d < 8; d++) {
          if (bombNext(k, d) >= 0) {
            out[n++] = ActionCodes.of(ActionCodes.CHOOSE_DIRECTION, d, 0);
          }
        }
        yield n;
      }
      case BOMB_EXPERT -> {
        out[0] = ActionCodes.of(ActionCodes.BOMB_EXPERT, 1, 0);
        out[1] = ActionCodes.of(ActionCodes.BOMB_EXPERT, 0, 0);
        yield 2;
      }
      case STORM_DIRECTION -> {
        for (int d = 0; d < 4; d++) {
          out[d] = ActionCodes.of(ActionCodes.CHOOSE_DIRECTION, d, 0);
        }
        yield 4;
      }
      case FLAG_DESTINATION -> cells(ActionCodes.PLACE_FLAG, k.flagChoices, out, 0);
    };
  }

  /** One decision of a kind per cell of a set, by cell, from {@code n}; the new count. */
  private static int cells(int kind, long set, int[] out, int n) {
    for (long m = set; m != 0; m &= m - 1) {
      out[n++] = ActionCodes.of(kind, Long.numberOfTrailingZeros(m), 0);
    }
    return n;
  }

  /** LI-3.1: every ordered choice of three distinct values for the start cells, lexicographic. */
  @ImplementsRule({"LI-3.1", "LI-R1"})
  private static int placements(int[] out) {
    for (int i = 0; i < ActionCodes.TRIPLES.length; i++) {
      out[i] = ActionCodes.of(ActionCodes.PLACE_EXPLORERS, i, 0);
    }
    return ActionCodes.TRIPLES.length;
  }

  /**
   * LI-3.5 (CUSTOM_SETUP): one explorer onto any free cell without a stone tile, by cell, then by
   * each value the seat has not placed yet, ascending.
   */
  @ImplementsRule({"LI-3.5", "LI-12.1", "LI-R16"})
  private static int customPlacements(Kernel k, int seat, int[] out) {
    int used = 0;
    for (int id = seat * 6; id < seat * 6 + 3; id++) {
      used |= 1 << k.value[id];
    }
    int n = 0;
    for (int c = 0; c < Grid.CELLS; c++) {
      if (k.occ[c] >= 0 || k.layout[c].stone()) {
        continue;
      }
      for (int v = 1; v <= 6; v++) {
        if ((used & (1 << v)) == 0) {
          out[n++] = ActionCodes.of(ActionCodes.PLACE_EXPLORER, c, v);
        }
      }
    }
    return n;
  }

  /**
   * The orders of three values, lexicographic: hex digits name the values left (0, 1, 2: the
   * smallest first), front of the boat first.
   */
  private static final int[] PERMS = {0x012, 0x021, 0x102, 0x120, 0x201, 0x210};

  /** LI-3.1: every order of the three values left for the boat, lexicographic. */
  @ImplementsRule("LI-3.1")
  private static int boatOrders(Kernel k, int seat, int[] out) {
    int placed = 0;
    for (int i = 0; i < 3; i++) {
      placed |= 1 << k.value[seat * 6 + i];
    }
    int left = 0; // the three values left, ascending, 3 bits each
    int count = 0;
    for (int v = 1; v <= 6; v++) {
      if ((placed & (1 << v)) == 0) {
        left |= v << (3 * count++);
      }
    }
    for (int i = 0; i < PERMS.length; i++) {
      int p = PERMS[i];
      out[i] =
          ActionCodes.of(
              ActionCodes.ORDER_BOAT,
              ActionCodes.tripleIndex(
                  (left >>> (3 * (p >>> 8))) & 7,
                  (left >>> (3 * ((p >>> 4) & 0xF))) & 7,
                  (left >>> (3 * (p & 0xF))) & 7),
              0);
    }
    return PERMS.length;
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
  private static int stepOne(Kernel k, int seat, int[] out) {
    int n = 0;
    if (k.actions < 2) {
      long water = water(k);
      for (int c = 0; c < Grid.CELLS; c++) {
        if (!own(k, c, seat)) {
          continue;
        }
        for (int d = 0; d < 4; d++) {
          int t = Grid.step(c, d);
          if (k.enterable(t) || (k.island(t) && opponent(k, t, seat))) {
            out[n++] = ActionCodes.of(ActionCodes.MOVE, c, t);
          }
        }
        for (long m = swimShore(k, c, water); m != 0; m &= m - 1) {
          int t = Long.numberOfTrailingZeros(m);
          if (k.enterable(t) || (k.actions == 0 && opponent(k, t, seat))) {
            out[n++] = ActionCodes.of(ActionCodes.SWIM, c, t);
          }
        }
      }
      for (int c = 0; c < Grid.CELLS; c++) {
        if (flippable(k, c, seat)) {
          out[n++] = ActionCodes.of(ActionCodes.FLIP, c, 0);
        }
      }
      if (!k.reinforcedAction) {
        n = cells(ActionCodes.REINFORCE, reinforceTargets(k, seat), out, n);
      }
    }
    if (k.has(IslandOption.POWER_UPS_ANYTIME)) {
      n = powerUpChoices(k, seat, out, n, true); // LI-12: power-ups between actions too
    }
    out[n++] = ActionCodes.of(ActionCodes.END_STEP, 0, 0);
    return n;
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

  /** The water cells (removed tiles) of a position, a bit per cell. */
  private static long water(Kernel k) {
    long water = 0;
    for (int c = 0; c < Grid.CELLS; c++) {
      if (k.tile[c] == Kernel.WATER) {
        water |= 1L << c;
      }
    }
    return water;
  }

  /**
   * LI-5.3: the island tiles where an explorer on cell {@code c} can come ashore: next to any water
   * cell connected (orthogonally) to a water cell next to {@code c}; {@code c} excluded.
   *
   * @param k the position
   * @param c the explorer's cell
   * @return a bit per cell
   */
  public static long swimShore(Kernel k, int c) {
    return swimShore(k, c, water(k));
  }

  /** {@link #swimShore(Kernel, int)} given the position's water cells. */
  @ImplementsRule({"LI-5.3", "LI-R10"})
  private static long swimShore(Kernel k, int c, long water) {
    long region = Grid.neighbours(1L << c) & water;
    if (region == 0) {
      return 0;
    }
    while (true) { // the water connected to the cells next to c
      long grown = region | (Grid.neighbours(region) & water);
      if (grown == region) {
        break;
      }
      region = grown;
    }
    return Grid.neighbours(region) & ~water & ~(1L << c);
  }

  /**
   * LI-5.4: free enterable tiles next to an own island explorer; if none, every free enterable
   * tile. Empty when the boat is empty.
   *
   * @param k the position
   * @param seat the seat
   * @return a bit per cell
   */
  @ImplementsRule("LI-5.4")
  public static long reinforceTargets(Kernel k, int seat) {
    if (k.boatSize[seat] == 0) {
      return 0;
    }
    long near = 0;
    long any = 0;
    for (int c = 0; c < Grid.CELLS; c++) {
      if (!k.enterable(c)) {
        continue;
      }
      any |= 1L << c;
      for (int d = 0; d < 4; d++) {
        int t = Grid.step(c, d);
        if (t >= 0 && own(k, t, seat)) {
          near |= 1L << c;
          break;
        }
      }
    }
    return near == 0 ? any : near;
  }

  /** Step 2 (LI-10): rings by cell, the bought reinforcement by cell, spies by target cell, end. */
  private static int powerUps(Kernel k, int seat, int[] out) {
    int n = powerUpChoices(k, seat, out, 0, false);
    out[n++] = ActionCodes.of(ActionCodes.END_STEP, 0, 0);
    return n;
  }

  /**
   * LI-10 power-ups: rings by cell, the bought reinforcement by cell ({@code Reinforce} in step 2,
   * {@code BuyReinforcement} in step 1 under POWER_UPS_ANYTIME), spies by target cell.
   */
  @ImplementsRule({"LI-10.1", "LI-10.2", "LI-10.3", "LI-R2"})
  private static int powerUpChoices(Kernel k, int seat, int[] out, int from, boolean stepOne) {
    int n = from;
    if (k.held[seat] >= 1) {
      if (k.supplyRings > 0) {
        for (int c = 0; c < Grid.CELLS; c++) {
          if (own(k, c, seat) && ((k.rings >>> k.occ[c]) & 1) == 0) {
            out[n++] = ActionCodes.of(ActionCodes.BUY_RING, c, 0);
          }
        }
      }
      if (!k.reinforcedBought) {
        n =
            cells(
                stepOne ? ActionCodes.BUY_REINFORCEMENT : ActionCodes.REINFORCE,
                reinforceTargets(k, seat),
                out,
                n);
      }
      n = cells(ActionCodes.SPY, spyTargets(k, seat), out, n);
    }
    return n;
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
   * @return a bit per cell
   */
  @ImplementsRule("LI-9.2")
  public static long shrinkCandidates(Kernel k) {
    for (int r = 0; r < RINGS; r++) {
      long free = 0;
      long taken = 0;
      for (int c = 0; c < Grid.CELLS; c++) {
        if (Grid.depth(c) == r && k.removable(c)) {
          if (k.occ[c] < 0) {
            free |= 1L << c;
          } else {
            taken |= 1L << c;
          }
        }
      }
      if (free != 0) {
        return free;
      }
      if (taken != 0) {
        return taken;
      }
    }
    return 0;
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
