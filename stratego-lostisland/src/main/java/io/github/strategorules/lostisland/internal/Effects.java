package io.github.strategorules.lostisland.internal;

import io.github.strategorules.core.rules.ImplementsRule;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.Tile;
import io.github.strategorules.lostisland.TileKind;

/**
 * The changes to explorers, coins and rings that several rules share, applied to a {@link Kernel}:
 * entering a tile (LI-5.5, LI-8.1), going to the boat (LI-3.3), using a ring (LI-6.3), revealing a
 * value to everyone (LI-13), and the coin supply (LI-1.3). {@link Resolver} and {@link Flipping}
 * call them from each rule's step; the turn's flow and the game's end are in {@link Turns}. Static
 * methods on the position rather than an object of their own, so the playout kernel allocates
 * nothing more and the JIT inlines them as it did the methods of the position.
 */
final class Effects {
  private Effects() {}

  /**
   * Takes up to {@code want} coins from the supply (LI-1.3 [interp]).
   *
   * @param k the position
   * @param want the coins wanted
   * @return how many the supply gave
   */
  @ImplementsRule({"LI-1.3", "LI-R6"})
  static int drawCoins(Kernel k, int want) {
    int got = Math.min(want, k.supplyCoins);
    k.supplyCoins -= got;
    return got;
  }

  /**
   * Pays coins back to the supply (LI-1.3).
   *
   * @param k the position
   * @param seat the payer
   * @param amount the coins
   */
  static void pay(Kernel k, int seat, int amount) {
    k.held[seat] -= amount;
    k.supplyCoins += amount;
  }

  /**
   * Puts an explorer on a free cell and applies LI-5.5: it takes the flag and the coins lying
   * there, and a face-down stone tile under it turns over (LI-8.1).
   *
   * @param k the position
   * @param id the explorer
   * @param c the cell, with no explorer
   */
  static void enter(Kernel k, int id, int c) {
    k.occ[c] = id;
    k.pos[id] = c;
    arrive(k, id, c);
  }

  /**
   * The effects of LI-5.5 and LI-8.1 for an explorer that now stands on a cell.
   *
   * @param k the position
   * @param id the explorer
   * @param c its cell
   */
  @ImplementsRule({"LI-5.5", "LI-8.1", "LI-R8", "LI-R13"})
  static void arrive(Kernel k, int id, int c) {
    if (k.flagCell == c) {
      k.flagCell = -1;
      k.flagCarrier = id;
      if (k.recording) {
        k.events.add(new IslandEvent.FlagTaken(Kernel.tag(id), Grid.square(c)));
      }
    }
    if (k.coins[c] > 0) {
      int got = k.coins[c];
      k.coins[c] = 0;
      k.held[id / 6] += got;
      if (k.recording) {
        k.events.add(new IslandEvent.CoinsTaken(Kernel.tag(id), Grid.square(c), got));
      }
    }
    k.fresh &= ~(1L << c);
    if (k.tile[c] == Kernel.DOWN && k.layout[c].stone()) {
      k.tile[c] = Kernel.UP;
      Tile t = k.layout[c];
      if (k.recording) {
        k.events.add(new IslandEvent.TileFlipped(Grid.square(c), t));
      }
      if (t.kind() == TileKind.FLAG) {
        k.flagFound = true;
        k.flagCarrier = id;
        if (k.recording) {
          k.events.add(new IslandEvent.FlagTaken(Kernel.tag(id), Grid.square(c)));
        }
      } else {
        int got = drawCoins(k, t.value());
        k.held[id / 6] += got;
        if (k.recording) {
          k.events.add(new IslandEvent.CoinsTaken(Kernel.tag(id), Grid.square(c), got));
        }
      }
    }
  }

  /**
   * Sends an island explorer to the back of its boat (LI-3.3), its ring out of the game (LI-10.1).
   * With {@code dropFlag}, a flag it carried stays on its cell (LI-6.4, LI-7.2, LI-7.6); otherwise
   * the caller decides where the flag goes.
   *
   * @param k the position
   * @param id the explorer
   * @param dropFlag whether a carried flag stays on its cell
   */
  @ImplementsRule({"LI-3.3", "LI-10.1", "LI-R7"})
  static void toBoat(Kernel k, int id, boolean dropFlag) {
    int c = k.pos[id];
    if (k.occ[c] == id) {
      k.occ[c] = -1;
    }
    k.pos[id] = -1;
    k.moved &= ~(1 << id);
    boolean ring = ((k.rings >>> id) & 1) != 0;
    if (ring) {
      k.rings &= ~(1 << id);
      k.ringsOut++;
    }
    int seat = id / 6;
    k.boat[seat * 6 + k.boatSize[seat]++] = id;
    if (k.recording) {
      k.events.add(new IslandEvent.ToBoat(Kernel.tag(id), Grid.square(c), ring));
    }
    if (k.flagCarrier == id && dropFlag) {
      k.flagCarrier = -1;
      k.flagCell = c;
      if (k.recording) {
        k.events.add(new IslandEvent.FlagDropped(Grid.square(c)));
      }
    }
  }

  /**
   * Uses an explorer's ring, if any, for a fight or bomb hit (LI-6.3).
   *
   * @param k the position
   * @param id the explorer
   */
  @ImplementsRule("LI-6.3")
  static void useRing(Kernel k, int id) {
    if (((k.rings >>> id) & 1) != 0) {
      k.rings &= ~(1 << id);
      k.ringsOut++;
      if (k.recording) {
        k.events.add(new IslandEvent.RingUsed(Kernel.tag(id)));
      }
    }
  }

  /**
   * Reveals an explorer's value to every seat (a public fight or bomb hit, LI-13).
   *
   * @param k the position
   * @param id the explorer
   */
  static void revealToAll(Kernel k, int id) {
    for (int s = 0; s < k.n; s++) {
      k.known[s] |= 1 << id;
    }
    k.publicKnown |= 1 << id;
  }
}
