package io.github.strategorules.lostisland.internal;

import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ImplementsRule;
import io.github.strategorules.lostisland.BombPattern;
import io.github.strategorules.lostisland.DecisionKind;
import io.github.strategorules.lostisland.Direction;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandOption;
import io.github.strategorules.lostisland.Tile;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Flipping a tile (LI-7) and what the revealed tile does: loot puts coins on it (LI-7.5), a bomb
 * fires its lines, hit by hit, each hit offered to a bomb expert first (LI-7.2 to LI-7.4, LI-10.4),
 * and a storm pushes the explorers of a line (LI-7.6). A bomb or a storm spans several decisions of
 * its own, so its progress lives in the position ({@link Kernel#bombCell}, {@link
 * Kernel#stormCell}) and {@link Resolver} hands each of those decisions back here.
 */
final class Flipping {
  private static final Direction[] DIRS = Direction.values();

  private Flipping() {}

  /**
   * LI-7: turns a face-down tile over (an action, LI-5.2) and sets off what it shows.
   *
   * @param k the position
   * @param c the face-down cell
   */
  @ImplementsRule({"LI-5.2", "LI-7.5", "LI-7.7", "LI-R14"})
  static void flip(Kernel k, int c) {
    Tile t = k.layout[c];
    k.tile[c] = Kernel.UP;
    if (k.recording) {
      k.events.add(new IslandEvent.TileFlipped(Grid.square(c), t));
    }
    switch (t.kind()) {
      case LOOT -> {
        int got = Effects.drawCoins(k, t.value());
        k.coins[c] += got;
        if (got > 0) {
          k.fresh |= 1L << c;
        }
        if (k.recording) {
          k.events.add(new IslandEvent.CoinsPlaced(Grid.square(c), got));
        }
        Turns.resume(k);
      }
      case BOMB -> {
        k.bombCell = c;
        k.bombValue = t.value();
        if (t.pattern() == BombPattern.LINE) {
          k.pending = DecisionKind.BOMB_AXIS;
          k.pendingSeat = k.current;
        } else {
          fireBomb(
              k, Objects.requireNonNull(t.pattern(), "a bomb has a pattern").directionBits(null));
        }
      }
      case STORM -> {
        k.stormCell = c;
        k.pending = DecisionKind.STORM_DIRECTION;
        k.pendingSeat = k.current;
      }
      default -> Turns.resume(k);
    }
  }

  /**
   * Fires the revealed bomb along its lines (for a line bomb, those of the chosen axis).
   *
   * @param k the position, {@link Kernel#bombCell} set
   * @param lines the bomb's directions, a bit per {@link Direction} ordinal
   */
  static void fireBomb(Kernel k, int lines) {
    k.bombLines = lines;
    for (int d = 0; d < 8; d++) {
      if ((lines & (1 << d)) != 0) {
        k.bombCursor[d] = 0;
      }
    }
    k.bombLine = -1;
    if (k.recording) {
      List<Direction> dirs = new ArrayList<>(4);
      for (int d = 0; d < 8; d++) {
        if ((lines & (1 << d)) != 0) {
          dirs.add(DIRS[d]);
        }
      }
      k.events.add(new IslandEvent.BombFired(Grid.square(k.bombCell), List.copyOf(dirs)));
    }
    bombContinue(k);
  }

  /** LI-7.3: the next line is asked only while two or more lines can still hit. */
  @ImplementsRule({"LI-7.3", "LI-R3"})
  private static void bombContinue(Kernel k) {
    int active = 0;
    int only = -1;
    for (int d = 0; d < 8; d++) {
      if (Generator.bombNext(k, d) >= 0) {
        active++;
        only = d;
      }
    }
    if (active == 0) {
      endBomb(k);
    } else if (active >= 2) {
      k.pending = DecisionKind.BOMB_LINE;
      k.pendingSeat = k.current;
    } else {
      k.bombLine = only;
      bombTarget(k);
    }
  }

  /**
   * LI-7.4: the next hit is known; ask the bomb expert, active seat first, clockwise.
   *
   * @param k the position, {@link Kernel#bombLine} set
   */
  static void bombTarget(Kernel k) {
    k.expertNext = 0;
    askExpert(k);
  }

  @ImplementsRule({"LI-7.4", "LI-10.4", "LI-R4"})
  private static void askExpert(Kernel k) {
    for (int off = k.expertNext; off < k.n; off++) {
      int s = (k.current + off) % k.n;
      if (k.held[s] >= 2) {
        k.expertNext = off;
        k.pending = DecisionKind.BOMB_EXPERT;
        k.pendingSeat = s;
        return;
      }
    }
    bombHit(k);
  }

  /**
   * LI-10.4: the asked seat's answer: paying stops the bomb, declining asks the next seat.
   *
   * @param k the position
   * @param seat the asked seat
   * @param pay whether it pays
   */
  static void bombExpert(Kernel k, int seat, boolean pay) {
    if (pay) {
      Effects.pay(k, seat, 2);
      if (k.recording) {
        k.events.add(new IslandEvent.BombStopped(Seat.of(seat)));
      }
      endBomb(k);
    } else {
      k.expertNext++;
      askExpert(k);
    }
  }

  /** LI-7.2: the hit; lower or equal goes to the boat and the line goes on, higher stops it. */
  @ImplementsRule({"LI-7.2", "LI-R7"})
  private static void bombHit(Kernel k) {
    int d = k.bombLine;
    int t = Generator.bombNext(k, d);
    int id = k.occ[t];
    int strength = k.strength(id);
    boolean stays = k.value[id] != 1 && strength > k.bombValue;
    Effects.revealToAll(k, id);
    if (k.recording) {
      k.events.add(
          new IslandEvent.BombHit(Kernel.tag(id), Grid.square(t), k.bombValue, strength, stays));
    }
    Effects.useRing(k, id);
    int dist = 0;
    for (int c = k.bombCell; c != t; c = Grid.step(c, d)) {
      dist++;
    }
    k.bombCursor[d] = dist;
    if (stays) {
      k.bombLines &= ~(1 << d);
    } else {
      Effects.toBoat(k, id, true);
    }
    k.bombLine = -1;
    if (!Turns.checkWin(k)) {
      bombContinue(k);
    }
  }

  private static void endBomb(Kernel k) {
    k.bombCell = -1;
    k.bombLine = -1;
    k.bombLines = 0;
    Turns.resume(k);
  }

  /**
   * LI-7.6: every explorer on the line shifts one cell away, all at once; those landing off an
   * island tile go to their boats (nearest the storm first), leaving a carried flag where they
   * stood; landings then apply LI-5.5. The win is checked once, after the push.
   *
   * @param k the position, {@link Kernel#stormCell} set
   * @param d the direction's ordinal
   */
  @ImplementsRule({"LI-7.6", "LI-12.6", "LI-R13", "LI-R19"})
  static void storm(Kernel k, int d) {
    int origin = k.stormCell;
    k.stormCell = -1;
    if (k.recording) {
      k.events.add(new IslandEvent.StormPushed(Grid.square(origin), DIRS[d]));
    }
    int[] line = k.pushed; // the line's explorers, nearest the storm first
    int pushed = 0;
    for (int c = Grid.step(origin, d); c >= 0; c = Grid.step(c, d)) {
      if (k.occ[c] >= 0) {
        line[pushed++] = k.occ[c];
        k.occ[c] = -1;
      }
    }
    int landed = 0; // those landing on a tile move to the front of the line, in order
    for (int i = 0; i < pushed; i++) {
      int id = line[i];
      int dest = Grid.step(k.pos[id], d);
      if (!k.island(dest)) {
        Effects.toBoat(k, id, true);
      } else {
        line[landed++] = id;
      }
    }
    for (int i = 0; i < landed; i++) {
      int id = line[i];
      int from = k.pos[id];
      int dest = Grid.step(from, d);
      k.occ[dest] = id;
      k.pos[id] = dest;
      if (k.recording) {
        k.events.add(new IslandEvent.Shifted(Kernel.tag(id), Grid.square(from), Grid.square(dest)));
      }
    }
    for (int i = 0; i < landed; i++) {
      int id = line[i];
      Effects.arrive(k, id, k.pos[id]);
    }
    if (Turns.checkWin(k)) {
      return;
    }
    if (k.has(IslandOption.STORMS_VANISH) && k.tile[origin] != Kernel.WATER) {
      // LI-12: the storm's tile becomes shallow water (not the turn's shrink); a storm revealed by
      // a removal (STORMS_WHEN_SHRINKING) is already water
      k.tile[origin] = Kernel.WATER;
      if (k.recording) {
        k.events.add(new IslandEvent.StormVanished(Grid.square(origin)));
      }
    }
    Turns.resume(k);
  }
}
