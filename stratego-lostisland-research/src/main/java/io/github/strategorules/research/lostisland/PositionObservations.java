package io.github.strategorules.research.lostisland;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.lostisland.BombPattern;
import io.github.strategorules.lostisland.DecisionKind;
import io.github.strategorules.lostisland.IslandGame;
import io.github.strategorules.lostisland.IslandOption;
import io.github.strategorules.lostisland.Ring;
import io.github.strategorules.lostisland.Tile;
import io.github.strategorules.lostisland.TileKind;
import io.github.strategorules.lostisland.kernel.IslandPosition;
import java.util.Arrays;

/**
 * The {@link IslandObservations} tensor of one seat written straight from an {@link
 * IslandPosition}, without a view or a transcript and without allocating: the fast path's
 * observation ({@link IslandEnvSlots}). It reads of the position only what the seat may know
 * (LI-13): a tile only where it is shown to every seat, an explorer's value only where the seat
 * knows it, and the public rest (cells, explorers' places and rings, coins, supplies, the flag, the
 * pending decision, the turn's counters, which every seat counts from the actions it saw). {@code
 * FastPathProperties} holds it equal to the encoder over the seat's transcript, float for float.
 * Immutable: one instance serves every game of an environment, on any thread.
 */
final class PositionObservations {
  private static final int AREA = Ring.SIZE * Ring.SIZE;
  private static final int PLANES = IslandObservations.PLANES;
  private static final int TAIL_AT = PLANES * AREA;

  /** {@link IslandObservations}'s explorer values are added in steps of this, as there. */
  private static final float SIXTH = 1f / 6;

  private final int players;
  private final int size;

  /** Green tiles of the box per kind: plain, loot, bomb, storm (LI-2.5). */
  private final int plain;

  private final int loot;
  private final int bomb;
  private final int storm;

  /** The LI-12 toggles' tail entries: a bit per {@link IslandOption} ordinal. */
  private final int options;

  /** Per cell, its ring's plane (LI-2.3): 30 outer, 31 middle, 32 centre. */
  private static final int[] RING_PLANE = new int[AREA];

  static {
    for (int c = 0; c < AREA; c++) {
      RING_PLANE[c] = 30 + Ring.of(Square.of(c % Ring.SIZE, c / Ring.SIZE)).ordinal();
    }
  }

  PositionObservations(IslandGame game) {
    this.players = game.players();
    this.size = IslandObservations.of(game).size();
    int[] kinds = new int[4];
    for (Tile t : game.tileSet().green()) {
      kinds[kindIndex(t.kind())]++;
    }
    plain = kinds[0];
    loot = kinds[1];
    bomb = kinds[2];
    storm = kinds[3];
    int bits = 0;
    for (IslandOption o : game.options()) {
      bits |= 1 << o.ordinal();
    }
    options = bits;
  }

  private static int kindIndex(TileKind k) {
    return switch (k) {
      case PLAIN -> 0;
      case LOOT -> 1;
      case BOMB -> 2;
      case STORM -> 3;
      case FLAG -> 4;
    };
  }

  int size() {
    return size;
  }

  /**
   * Writes the observation of a seat.
   *
   * @param p the position, of a game of this writer's players
   * @param me the seat's index
   * @param out the tensor, {@link #size()} floats written from 0
   */
  void write(IslandPosition p, int me, float[] out) {
    Arrays.fill(out, 0, size, 0f);
    int unseenPlain = plain;
    int unseenLoot = loot;
    int unseenBomb = bomb;
    int unseenStorm = storm;
    for (int c = 0; c < AREA; c++) {
      int state = p.cellState(c);
      Tile t = p.tile(c);
      int kindPlane =
          state == IslandPosition.WATER
              ? 0
              : state == IslandPosition.FACE_UP ? 3 : t.stone() ? 2 : 1;
      out[kindPlane * AREA + c] = 1f;
      if (p.shown(c)) { // face up, or removed face up: every seat saw it
        TileKind kind = t.kind();
        out[(4 + kindIndex(kind)) * AREA + c] = 1f;
        if (t.stone()) {
          out[9 * AREA + c] = 1f;
        } else {
          switch (kind) {
            case PLAIN -> unseenPlain--;
            case LOOT -> unseenLoot--;
            case BOMB -> unseenBomb--;
            case STORM -> unseenStorm--;
            case FLAG -> {} // a stone's content
          }
        }
        BombPattern pattern = t.pattern();
        if (pattern != null) {
          out[(10 + pattern.ordinal()) * AREA + c] = 1f;
        }
        out[13 * AREA + c] = t.value() / 6f;
      }
      out[14 * AREA + c] = p.coins(c) / 6f;
      if (p.freshCoins(c)) {
        out[15 * AREA + c] = 1f;
      }
      if (p.flagCell() == c) {
        out[16 * AREA + c] = 1f;
      }
      out[RING_PLANE[c] * AREA + c] = 1f;
    }
    int n = players;
    int carrier = p.flagCarrier();
    for (int id = 0; id < n * 6; id++) {
      int c = p.cell(id);
      if (c < 0) {
        continue; // in the boat (below), or not placed yet
      }
      int rel = Math.floorMod(id / 6 - me, n);
      int base = TAIL_AT + rel * 11;
      out[(18 + rel) * AREA + c] = 1f;
      if (carrier == id) {
        out[17 * AREA + c] = 1f;
      }
      boolean ring = p.ring(id);
      if (ring) {
        out[22 * AREA + c] = 1f;
      }
      if (p.knows(me, id)) {
        out[23 * AREA + c] = 1f;
        out[(23 + p.value(id)) * AREA + c] = 1f;
      }
      out[base + 2] += SIXTH; // added one by one, as the encoder does: the same float
      if (ring) {
        out[base + 4] += SIXTH;
      }
    }
    for (int s = 0; s < n; s++) {
      int base = TAIL_AT + Math.floorMod(s - me, n) * 11;
      for (int slot = 0; slot < p.boatSize(s); slot++) {
        int id = p.boat(s, slot);
        out[base + 3] += SIXTH;
        out[base + 5 + slot] = p.knows(me, id) ? p.value(id) / 6f : 0f;
      }
    }
    int tail = TAIL_AT;
    for (int r = 0; r < n; r++) {
      out[tail + r * 11] = 1f;
      out[tail + r * 11 + 1] = p.coinsHeld((me + r) % n) / 24f;
    }
    out[tail + 44] = p.supplyCoins() / 24f;
    out[tail + 45] = p.lostCoins() / 24f;
    out[tail + 46] = p.supplyRings() / 24f;
    out[tail + 47] = p.ringsOut() / 24f;
    out[tail + 48 + (carrier >= 0 ? 2 : p.flagCell() >= 0 ? 1 : 0)] = 1f;
    if (p.bombCell() >= 0) {
      out[33 * AREA + p.bombCell()] = 1f;
    }
    if (p.nextHit() >= 0) {
      out[34 * AREA + p.nextHit()] = 1f;
    }
    if (p.stormCell() >= 0) {
      out[35 * AREA + p.stormCell()] = 1f;
    }
    for (long m = p.flagChoices(); m != 0; m &= m - 1) {
      out[36 * AREA + Long.numberOfTrailingZeros(m)] = 1f;
    }
    DecisionKind kind = p.decisionKind();
    if (kind != null) {
      out[tail + 51 + kind.ordinal()] = 1f;
      out[tail + 61 + Math.floorMod(p.decidingSeat() - me, n)] = 1f;
    } else {
      out[tail + 65] = 1f;
    }
    out[tail + 66 + p.step()] = 1f;
    out[tail + 70] = p.turn() / 100f;
    out[tail + 71] = p.actionsUsed() / 2f;
    out[tail + 72] = p.reinforcedThisTurn() ? 1f : 0f;
    out[tail + 73] = p.boughtReinforcementThisTurn() ? 1f : 0f;
    out[tail + 74 + n - 2] = 1f;
    for (int o = options; o != 0; o &= o - 1) {
      out[tail + 77 + Integer.numberOfTrailingZeros(o)] = 1f;
    }
    out[tail + 85] = unseenPlain / 32f;
    out[tail + 86] = unseenLoot / 32f;
    out[tail + 87] = unseenBomb / 32f;
    out[tail + 88] = unseenStorm / 32f;
  }
}
