package io.github.strategorules.research.lostisland;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.lostisland.Ring;
import io.github.strategorules.lostisland.kernel.IslandPosition;
import java.util.Arrays;

/**
 * What one seat sees of a Lost Island game, as the ints the heuristic bot scores ({@link
 * HeuristicIslandBot}): filled from the seat's {@link IslandView} (a bot asked through the
 * contract) or from an {@link IslandPosition} and the seat (the search's playouts, without building
 * a view), the same either way ({@code HeuristicScoresTest}). It holds only what the seat may know
 * (LI-13): the cells' kinds, coins and explorers, each explorer's place, ring and, where the seat
 * knows it, value, the flag, the bomb and storm being resolved and the step. Mutable and reused:
 * one per decision, never shared between threads.
 */
final class IslandSight {
  /** Cell kinds, as {@link IslandView.CellKind}'s. */
  static final int WATER = 0, GREEN_DOWN = 1, STONE_DOWN = 2, FACE_UP = 3;

  private static final int CELLS = Ring.SIZE * Ring.SIZE;

  /** The seat whose sight this is (the deciding seat). */
  int me;

  /** Per cell: its kind, coins, the explorer on it (-1), whether the flag lies there. */
  final int[] kind = new int[CELLS];

  final int[] coins = new int[CELLS];
  final int[] occupant = new int[CELLS];
  final boolean[] flagLying = new boolean[CELLS];

  /** Per explorer ({@code seat * 6 + slot}): its cell (-1 off the island), value seen (0), ring. */
  final int[] cell = new int[24];

  final int[] value = new int[24];
  final boolean[] ring = new boolean[24];

  /** The flag's carrier (-1), and its cell while it is carried or lying (-1 under its stone). */
  int carrier;

  int flagCell;

  /** The step (LI-4); the bomb being resolved (-1) and its value; the storm (-1); the next hit. */
  int step;

  int bomb;
  int bombValue;
  int storm;
  int nextHit;

  /** What the deciding seat of a view sees. */
  IslandSight fill(IslandView v) {
    me =
        v.decision()
            .orElseThrow(() -> new IllegalArgumentException("the game is over"))
            .seat()
            .index();
    Arrays.fill(cell, -1);
    Arrays.fill(value, 0);
    Arrays.fill(ring, false);
    for (int c = 0; c < CELLS; c++) {
      IslandView.CellView cv = v.cells().get(c);
      kind[c] = cv.kind().ordinal(); // WATER, GREEN_FACE_DOWN, STONE_FACE_DOWN, FACE_UP
      coins[c] = cv.coins();
      occupant[c] = cv.explorer().map(t -> t.id()).orElse(-1);
      flagLying[c] = cv.flag();
    }
    carrier = -1;
    for (IslandView.ExplorerView e : v.explorers()) {
      int id = e.tag().id();
      cell[id] = e.square().map(IslandSight::cellOf).orElse(-1);
      value[id] = e.value().orElse(0);
      ring[id] = e.ring();
      if (e.carriesFlag()) {
        carrier = id;
      }
    }
    flagCell = v.flag().square().map(IslandSight::cellOf).orElse(-1);
    step = v.step();
    bomb = v.bomb().map(IslandSight::cellOf).orElse(-1);
    bombValue = bomb < 0 ? 0 : v.cells().get(bomb).tile().map(t -> t.value()).orElse(0);
    storm = v.storm().map(IslandSight::cellOf).orElse(-1);
    nextHit = v.nextHit().map(IslandSight::cellOf).orElse(-1);
    return this;
  }

  /** What a seat sees of a position, without allocating. */
  IslandSight fill(IslandPosition p, int seat) {
    me = seat;
    for (int c = 0; c < CELLS; c++) {
      int state = p.cellState(c);
      kind[c] =
          state == IslandPosition.WATER
              ? WATER
              : state == IslandPosition.FACE_UP
                  ? FACE_UP
                  : p.tile(c).stone() ? STONE_DOWN : GREEN_DOWN; // a tile's back is public
      coins[c] = p.coins(c);
      occupant[c] = p.occupant(c);
      flagLying[c] = p.flagCell() == c;
    }
    int explorers = p.players() * 6;
    for (int id = 0; id < 24; id++) {
      boolean plays = id < explorers;
      cell[id] = plays ? p.cell(id) : -1;
      value[id] = plays && p.knows(seat, id) ? p.value(id) : 0;
      ring[id] = plays && p.ring(id);
    }
    carrier = p.flagCarrier();
    flagCell = carrier >= 0 ? p.cell(carrier) : p.flagCell();
    step = p.step();
    bomb = p.bombCell();
    bombValue = bomb < 0 ? 0 : p.tile(bomb).value(); // a bomb being resolved lies face up
    storm = p.stormCell();
    nextHit = p.nextHit();
    return this;
  }

  private static int cellOf(Square s) {
    return s.y() * Ring.SIZE + s.x();
  }
}
