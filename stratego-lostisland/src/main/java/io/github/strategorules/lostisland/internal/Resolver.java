package io.github.strategorules.lostisland.internal;

import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ImplementsRule;
import io.github.strategorules.lostisland.Axis;
import io.github.strategorules.lostisland.DecisionKind;
import io.github.strategorules.lostisland.FightResult;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandOption;
import io.github.strategorules.lostisland.Tile;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Applies a legal action to a (copied) position, each rule a small named step: setup (LI-3), the
 * moves, fights and reinforcements of step 1 (LI-5, LI-6), the power-ups of step 2 (LI-10) and the
 * shrink of step 3 (LI-9). Flipping a tile and the bombs and storms it sets off (LI-7) are in
 * {@link Flipping}. The caller has checked legality with {@link Generator}; nothing here re-decides
 * it.
 */
public final class Resolver {
  private static final Axis[] AXES = Axis.values();

  private Resolver() {}

  /**
   * Applies a legal action, appending the events to {@link Kernel#events}: a table action here, a
   * decision through {@link #play}.
   *
   * @param k the position to change
   * @param a a legal action
   */
  public static void apply(Kernel k, IslandAction a) {
    int seat = a.seat().index();
    if (a instanceof IslandAction.Resignation) {
      Agreement.resign(k, seat);
    } else if (a instanceof IslandAction.DrawOffer || a instanceof IslandAction.DrawAcceptance) {
      Agreement.agree(k, seat, a instanceof IslandAction.DrawOffer);
    } else {
      play(k, ActionCodes.of(a));
    }
  }

  /**
   * Applies a legal decision of the deciding seat, given as an int of {@link Generator#generate}
   * ({@link ActionCodes}), recording its events when {@link Kernel#recording} says so: the rules of
   * every decision, for the immutable states and the research positions alike.
   *
   * @param k the position to change
   * @param code a legal decision's int
   */
  public static void play(Kernel k, int code) {
    int seat = k.pendingSeat;
    Agreement.decisionTaken(k, seat);
    int a = ActionCodes.a(code);
    int b = ActionCodes.b(code);
    switch (ActionCodes.kind(code)) {
      case ActionCodes.PLACE_EXPLORERS -> placeExplorers(k, seat, a);
      case ActionCodes.PLACE_EXPLORER -> placeOne(k, seat, a, b);
      case ActionCodes.ORDER_BOAT -> orderBoat(k, seat, a);
      case ActionCodes.MOVE -> {
        k.actions++;
        moveOrAttack(k, a, b, false);
      }
      case ActionCodes.SWIM -> {
        k.actions += k.occ[b] >= 0 ? 2 : 1; // LI-5.3: a swim-attack uses both actions
        moveOrAttack(k, a, b, true);
      }
      case ActionCodes.FLIP -> {
        k.actions++;
        Flipping.flip(k, a);
      }
      case ActionCodes.REINFORCE -> reinforce(k, seat, a, k.step == 2);
      case ActionCodes.BUY_REINFORCEMENT -> reinforce(k, seat, a, true);
      case ActionCodes.BUY_RING -> buyRing(k, seat, a);
      case ActionCodes.SPY -> spy(k, seat, a);
      case ActionCodes.END_STEP -> endStep(k);
      case ActionCodes.REMOVE_TILE -> removeTile(k, a);
      case ActionCodes.CHOOSE_AXIS ->
          Flipping.fireBomb(
              k,
              Objects.requireNonNull(k.layout[k.bombCell].pattern(), "a bomb has a pattern")
                  .directionBits(AXES[a]));
      case ActionCodes.CHOOSE_DIRECTION -> {
        if (k.pending == DecisionKind.STORM_DIRECTION) {
          Flipping.storm(k, a);
        } else {
          k.bombLine = a;
          Flipping.bombTarget(k);
        }
      }
      case ActionCodes.BOMB_EXPERT -> Flipping.bombExpert(k, seat, a == 1);
      case ActionCodes.PLACE_FLAG -> {
        placeFlag(k, k.flagFrom, a);
        finishRemoval(k);
      }
      default -> throw new IllegalArgumentException("not a decision's int: " + code);
    }
  }

  // ------------------------------------------------------------------ setup (LI-3)

  private static void placeExplorers(Kernel k, int seat, int triple) {
    for (int i = 0; i < 3; i++) {
      int id = seat * 6 + i;
      int value = ActionCodes.tripleValue(triple, i);
      k.value[id] = value;
      int c = k.startCells[seat * 3 + i];
      k.occ[c] = id;
      k.pos[id] = c;
      k.known[seat] |= 1 << id;
      if (k.recording) {
        k.events.add(
            new IslandEvent.ExplorerPlaced(
                Kernel.tag(id), Optional.of(Grid.square(c)), OptionalInt.of(value)));
      }
    }
    k.pending = DecisionKind.ORDER_BOAT;
  }

  /**
   * LI-3.5 (CUSTOM_SETUP): one explorer onto a free non-stone cell; its tag is the next of A to C
   * in placement order. ALTERNATING passes to the next seat after each explorer and asks for the
   * boats once everyone has three; otherwise the seat places its three, then orders its boat.
   */
  private static void placeOne(Kernel k, int seat, int c, int value) {
    int id = seat * 6 + k.placed(seat);
    k.value[id] = value;
    k.occ[c] = id;
    k.pos[id] = c;
    k.known[seat] |= 1 << id;
    if (k.recording) {
      k.events.add(
          new IslandEvent.ExplorerPlaced(
              Kernel.tag(id), Optional.of(Grid.square(c)), OptionalInt.of(value)));
    }
    if (k.has(IslandOption.ALTERNATING)) {
      int next = (seat + 1) % k.n;
      if (k.placed(next) < 3) {
        k.pendingSeat = next;
      } else {
        k.pending = DecisionKind.ORDER_BOAT;
        k.pendingSeat = k.config.first().index();
      }
    } else if (k.placed(seat) == 3) {
      k.pending = DecisionKind.ORDER_BOAT;
    }
  }

  private static void orderBoat(Kernel k, int seat, int triple) {
    for (int i = 0; i < 3; i++) {
      int id = seat * 6 + 3 + i;
      int value = ActionCodes.tripleValue(triple, i);
      k.value[id] = value;
      k.known[seat] |= 1 << id;
      k.boat[seat * 6 + i] = id;
      if (k.recording) {
        k.events.add(
            new IslandEvent.ExplorerPlaced(
                Kernel.tag(id), Optional.empty(), OptionalInt.of(value)));
      }
    }
    k.boatSize[seat] = 3;
    int next = (seat + 1) % k.n;
    if (next == k.config.first().index()) {
      Turns.startTurn(k, next);
    } else {
      k.pending =
          k.has(IslandOption.ALTERNATING) ? DecisionKind.ORDER_BOAT : DecisionKind.PLACE_EXPLORERS;
      k.pendingSeat = next;
    }
  }

  // ------------------------------------------------------------------ step 1 (LI-5, LI-6)

  private static void moveOrAttack(Kernel k, int from, int to, boolean swam) {
    int id = k.occ[from];
    k.moved |=
        1 << id; // public: the action names its explorer (LI-13); a loser's bit goes with it to
    // the boat
    if (k.occ[to] >= 0) {
      fight(k, id, k.occ[to]);
    } else {
      k.occ[from] = -1;
      if (k.recording) {
        k.events.add(
            new IslandEvent.Moved(Kernel.tag(id), Grid.square(from), Grid.square(to), swam));
      }
      Effects.enter(k, id, to);
    }
    if (!Turns.checkWin(k)) {
      Turns.resume(k);
    }
  }

  /**
   * LI-6: a fight. LI-6.2: an original 1 beats an original 6 whoever attacks; otherwise values with
   * rings (LI-6.3) compare.
   */
  @ImplementsRule({"LI-6.1", "LI-6.2", "LI-6.3"})
  static FightResult fightResult(
      int attackerValue, int defenderValue, int attackerStrength, int defenderStrength) {
    if (attackerValue == 1 && defenderValue == 6) {
      return FightResult.ATTACKER_WINS;
    }
    if (defenderValue == 1 && attackerValue == 6) {
      return FightResult.DEFENDER_WINS;
    }
    return attackerStrength > defenderStrength
        ? FightResult.ATTACKER_WINS
        : attackerStrength < defenderStrength ? FightResult.DEFENDER_WINS : FightResult.TIE;
  }

  @ImplementsRule({"LI-6.1", "LI-6.4", "LI-12.5", "LI-R15", "LI-R20"})
  private static void fight(Kernel k, int att, int def) {
    int from = k.pos[att];
    int at = k.pos[def];
    int as = k.strength(att);
    int ds = k.strength(def);
    FightResult r = fightResult(k.value[att], k.value[def], as, ds);
    if (k.has(IslandOption.SECRET_FIGHTS)) {
      // LI-12: only the two fighting seats learn the values
      int both = (1 << att) | (1 << def);
      k.known[att / 6] |= both;
      k.known[def / 6] |= both;
    } else {
      Effects.revealToAll(k, att);
      Effects.revealToAll(k, def);
    }
    if (r == FightResult.ATTACKER_WINS && att / 6 == k.current) {
      k.wonFight = true; // EXTRA_LOOT, LI-12
    }
    if (k.recording) {
      k.events.add(
          new IslandEvent.Fight(
              Kernel.tag(att), Grid.square(from), Kernel.tag(def), Grid.square(at), as, ds, r));
    }
    Effects.useRing(k, att);
    Effects.useRing(k, def);
    boolean attFlag = k.flagCarrier == att;
    boolean defFlag = k.flagCarrier == def;
    switch (r) {
      case ATTACKER_WINS -> {
        Effects.toBoat(k, def, false);
        k.occ[from] = -1;
        k.occ[at] = att;
        k.pos[att] = at;
        if (defFlag) {
          k.flagCarrier = att;
          if (k.recording) {
            k.events.add(new IslandEvent.FlagTaken(Kernel.tag(att), Grid.square(at)));
          }
        }
        Effects.arrive(k, att, at);
      }
      case DEFENDER_WINS -> {
        Effects.toBoat(k, att, false);
        if (attFlag) {
          k.flagCarrier = def;
          if (k.recording) {
            k.events.add(new IslandEvent.FlagTaken(Kernel.tag(def), Grid.square(at)));
          }
        }
      }
      case TIE -> {
        Effects.toBoat(k, att, false);
        Effects.toBoat(k, def, false);
        if (attFlag || defFlag) {
          k.flagCarrier = -1;
          k.flagCell = at;
          if (k.recording) {
            k.events.add(new IslandEvent.FlagDropped(Grid.square(at)));
          }
        }
      }
    }
  }

  @ImplementsRule({"LI-5.4", "LI-10.2", "LI-3.3"})
  private static void reinforce(Kernel k, int seat, int c, boolean bought) {
    if (bought) {
      Effects.pay(k, seat, 1);
      k.reinforcedBought = true;
    } else {
      k.actions++;
      k.reinforcedAction = true;
    }
    int id = k.boat[seat * 6];
    System.arraycopy(k.boat, seat * 6 + 1, k.boat, seat * 6, 5);
    k.boatSize[seat]--;
    if (k.recording) {
      k.events.add(new IslandEvent.Reinforced(Kernel.tag(id), Grid.square(c), bought));
    }
    Effects.enter(k, id, c);
    if (!Turns.checkWin(k)) {
      Turns.resume(k);
    }
  }

  // ------------------------------------------------------------------ step 2 (LI-10)

  @ImplementsRule("LI-10.1")
  private static void buyRing(Kernel k, int seat, int c) {
    Effects.pay(k, seat, 1);
    k.supplyRings--;
    k.rings |= 1 << k.occ[c];
    if (k.recording) {
      k.events.add(new IslandEvent.RingBought(Kernel.tag(k.occ[c])));
    }
    Turns.resume(k);
  }

  @ImplementsRule("LI-10.3")
  private static void spy(Kernel k, int seat, int c) {
    Effects.pay(k, seat, 1);
    int id = k.occ[c];
    k.known[seat] |= 1 << id;
    if (k.recording) {
      k.events.add(
          new IslandEvent.Spied(
              Seat.of(seat), Kernel.tag(id), Grid.square(c), OptionalInt.of(k.value[id])));
    }
    Turns.resume(k);
  }

  @ImplementsRule({"LI-4", "LI-9.1"})
  private static void endStep(Kernel k) {
    if (k.recording) {
      k.events.add(new IslandEvent.StepEnded(Seat.of(k.current), k.step));
    }
    if (k.step == 1) {
      k.step = 2;
      k.pending = DecisionKind.POWER_UP;
    } else {
      k.step = 3;
      if (k.onIsland(k.current)) {
        k.pending = DecisionKind.SHRINK;
        k.pendingSeat = k.current;
      } else {
        Turns.endTurn(k); // LI-9.1: no explorer on the island, no shrink
      }
    }
  }

  // ------------------------------------------------------------------ step 3 (LI-9)

  @ImplementsRule({"LI-9.2", "LI-9.3", "LI-9.4", "LI-12.3", "LI-12.4", "LI-R18", "LI-R22"})
  private static void removeTile(Kernel k, int c) {
    boolean revealed = k.tile[c] == Kernel.DOWN && !k.has(IslandOption.REMOVED_FACE_DOWN);
    if (k.tile[c] == Kernel.DOWN && !revealed) {
      k.sunk |= 1L << c; // REMOVED_FACE_DOWN: nobody learns what lay there
      if (k.recording) {
        k.events.add(new IslandEvent.TileSunk(Grid.square(c)));
      }
    } else if (k.recording) {
      k.events.add(new IslandEvent.TileRemoved(Grid.square(c), k.layout[c]));
    }
    k.tile[c] = Kernel.WATER;
    if (k.coins[c] > 0) {
      k.lostCoins += k.coins[c];
      if (k.recording) {
        k.events.add(new IslandEvent.CoinsLost(Grid.square(c), k.coins[c]));
      }
      k.coins[c] = 0;
    }
    k.fresh &= ~(1L << c);
    Tile t = k.layout[c];
    if (revealed
        && t.kind() == io.github.strategorules.lostisland.TileKind.STORM
        && k.has(IslandOption.STORMS_WHEN_SHRINKING)) {
      k.shrinkStorm = c; // acts after the removal and any flag move (finishRemoval)
    }
    if (revealed
        && t.kind() == io.github.strategorules.lostisland.TileKind.LOOT
        && k.has(IslandOption.EXTRA_LOOT)
        && k.wonFight) {
      int got = Effects.drawCoins(k, t.value());
      k.held[k.current] += got;
      if (k.recording) {
        k.events.add(new IslandEvent.LootTaken(Seat.of(k.current), Grid.square(c), got));
      }
    }
    int id = k.occ[c];
    if (id < 0) {
      finishRemoval(k);
      return;
    }
    boolean carried = k.flagCarrier == id;
    Effects.toBoat(k, id, false);
    if (!carried) {
      finishRemoval(k);
      return;
    }
    k.flagCarrier = -1;
    long nearest = nearestTiles(k, c);
    if (Long.bitCount(nearest) == 1) {
      placeFlag(k, c, Long.numberOfTrailingZeros(nearest));
      finishRemoval(k);
    } else {
      k.flagChoices = nearest;
      k.flagFrom = c;
      k.pending = DecisionKind.FLAG_DESTINATION;
      k.pendingSeat = k.current;
    }
  }

  /** LI-9.4 [interp]: the island tiles at the least Manhattan distance from a cell. */
  @ImplementsRule("LI-9.4")
  static long nearestTiles(Kernel k, int from) {
    long best = 0;
    int bestDist = Integer.MAX_VALUE;
    for (int c = 0; c < Grid.CELLS; c++) {
      if (!k.island(c)) {
        continue;
      }
      int dist = Grid.manhattan(from, c);
      if (dist < bestDist) {
        bestDist = dist;
        best = 0;
      }
      if (dist == bestDist) {
        best |= 1L << c;
      }
    }
    return best;
  }

  /** LI-9.4: the flag goes to a tile; an explorer standing there takes it. */
  @ImplementsRule({"LI-9.4", "LI-R8"})
  private static void placeFlag(Kernel k, int from, int to) {
    k.flagChoices = 0;
    k.flagFrom = -1;
    if (k.recording) {
      k.events.add(new IslandEvent.FlagMoved(Grid.square(from), Grid.square(to)));
    }
    if (k.occ[to] >= 0) {
      k.flagCarrier = k.occ[to];
      if (k.recording) {
        k.events.add(new IslandEvent.FlagTaken(Kernel.tag(k.occ[to]), Grid.square(to)));
      }
    } else {
      k.flagCell = to;
    }
  }

  /**
   * After a removal and any flag move: the win (LI-11.1), then a storm revealed by the removal
   * (STORMS_WHEN_SHRINKING, LI-12, the shrinking seat choosing its direction), then the next turn.
   */
  @ImplementsRule({"LI-11.1", "LI-12.2", "LI-R17"})
  private static void finishRemoval(Kernel k) {
    if (Turns.checkWin(k)) {
      k.shrinkStorm = -1;
      return;
    }
    if (k.shrinkStorm >= 0) {
      k.stormCell = k.shrinkStorm;
      k.shrinkStorm = -1;
      k.pending = DecisionKind.STORM_DIRECTION;
      k.pendingSeat = k.current;
      return;
    }
    Turns.endTurn(k);
  }
}
