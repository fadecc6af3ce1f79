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
import java.nio.FloatBuffer;
import java.util.Arrays;

/**
 * The {@link IslandObservations} tensor of one seat written straight from an {@link
 * IslandPosition}, without a view or a transcript and without allocating: the fast path's
 * observation ({@link IslandEnvSlots}). It reads of the position only what the seat may know
 * (LI-13): a tile only where it is shown to every seat, an explorer's value only where the seat
 * knows it, and the public rest (cells, explorers' places and rings, coins, supplies, the flag, the
 * pending decision, the turn's counters, which every seat counts from the actions it saw). {@code
 * FastPathProperties} holds it equal to the encoder over the seat's transcript, float for float.
 *
 * <p>The tensor is sparse: of its 1,421 floats some 100 to 150 are not 0. So it is computed as the
 * list of the plane entries that may be nonzero (in the order the encoder writes them) and the
 * tail, and written into the environment's buffer by what changed since the last write into the
 * same region ({@link Region}): the entries of the last write cleared, the new ones set, the tail
 * in full, the ring planes (LI-2.3, never changing) only where nothing is known of the region.
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
   * What one game's region of the environment's buffer holds since the last incremental write (the
   * plane entries written, besides the ring planes' constant ones), and the scratch of a write.
   * Owned by one slot.
   */
  static final class Region {
    /** The plane entries of the last incremental write, the first {@code count}. */
    int[] at = new int[ENTRIES];

    float[] values = new float[ENTRIES];
    int count;

    /** Scratch: the plane entries of the write under way. */
    int[] nextAt = new int[ENTRIES];

    float[] nextValues = new float[ENTRIES];

    /** Scratch: the tail of the write under way. */
    final float[] tail = new float[IslandObservations.TAIL];
  }

  /**
   * The most plane entries of one write besides the rings: eight per cell (its kind, a known tile's
   * content, back, pattern and value, coins, fresh coins, the flag), five per explorer (its seat,
   * the flag carried, a ring, a known value and its plane), the bomb, its next hit, the storm and
   * the flag's destinations.
   */
  private static final int ENTRIES = 8 * AREA + 5 * 24 + 3 + AREA;

  /** Zeros to clear a region's planes with. */
  private static final float[] ZEROS = new float[TAIL_AT];

  /** A region record for one game's slot. */
  Region region() {
    return new Region();
  }

  /**
   * Writes the observation of a seat.
   *
   * @param p the position, of a game of this writer's players
   * @param me the seat's index
   * @param out the tensor, {@link #size()} floats written from 0
   * @param scratch the calling slot's region record, for its scratch (what it remembers is left
   *     alone)
   */
  void write(IslandPosition p, int me, float[] out, Region scratch) {
    Arrays.fill(out, 0, size, 0f);
    int n = entries(p, me, scratch);
    int[] at = scratch.nextAt;
    float[] values = scratch.nextValues;
    for (int i = 0; i < n; i++) {
      out[at[i]] = values[i];
    }
    for (int c = 0; c < AREA; c++) {
      out[RING_PLANE[c] * AREA + c] = 1f;
    }
    System.arraycopy(scratch.tail, 0, out, TAIL_AT, scratch.tail.length);
  }

  /**
   * Writes the observation of a seat into a region of a buffer by what changed since the last write
   * recorded in {@code region}: the entries of that write set back to 0, this write's set, the tail
   * in full; the ring planes, which never change, only when {@code fresh}.
   *
   * @param p the position
   * @param me the seat's index
   * @param out the buffer
   * @param base the region's first index
   * @param region what the region holds, updated
   * @param fresh whether the region may hold anything: it is then cleared first
   */
  void write(IslandPosition p, int me, FloatBuffer out, int base, Region region, boolean fresh) {
    if (fresh) {
      out.put(base, ZEROS, 0, ZEROS.length);
      for (int c = 0; c < AREA; c++) {
        out.put(base + RING_PLANE[c] * AREA + c, 1f);
      }
      region.count = 0;
    }
    int[] old = region.at;
    for (int i = 0, n = region.count; i < n; i++) {
      out.put(base + old[i], 0f);
    }
    int n = entries(p, me, region);
    int[] at = region.nextAt;
    float[] values = region.nextValues;
    for (int i = 0; i < n; i++) {
      out.put(base + at[i], values[i]);
    }
    out.put(base + TAIL_AT, region.tail, 0, region.tail.length);
    region.nextAt = old;
    region.at = at;
    float[] v = region.values;
    region.values = values;
    region.nextValues = v;
    region.count = n;
  }

  /**
   * The plane entries of a seat's observation that may be nonzero, ring planes apart, into {@code
   * s.nextAt} and {@code s.nextValues} in the order they are to be written (a later entry of the
   * same index wins; returns their count), and the tail into {@code s.tail}.
   */
  private int entries(IslandPosition p, int me, Region s) {
    int[] at = s.nextAt;
    float[] values = s.nextValues;
    int e = 0;
    float[] tailOut = s.tail;
    Arrays.fill(tailOut, 0f);
    int unseenPlain = plain;
    int unseenLoot = loot;
    int unseenBomb = bomb;
    int unseenStorm = storm;
    int flagCell = p.flagCell();
    for (int c = 0; c < AREA; c++) {
      int state = p.cellState(c);
      Tile t = p.tile(c);
      int kindPlane =
          state == IslandPosition.WATER
              ? 0
              : state == IslandPosition.FACE_UP ? 3 : t.stone() ? 2 : 1;
      at[e] = kindPlane * AREA + c;
      values[e++] = 1f;
      if (p.shown(c)) { // face up, or removed face up: every seat saw it
        TileKind kind = t.kind();
        at[e] = (4 + kindIndex(kind)) * AREA + c;
        values[e++] = 1f;
        if (t.stone()) {
          at[e] = 9 * AREA + c;
          values[e++] = 1f;
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
          at[e] = (10 + pattern.ordinal()) * AREA + c;
          values[e++] = 1f;
        }
        int value = t.value();
        if (value != 0) { // plane 13 has no other entry: a 0 is the cleared value
          at[e] = 13 * AREA + c;
          values[e++] = value / 6f;
        }
      }
      int coins = p.coins(c);
      if (coins != 0) { // plane 14 likewise
        at[e] = 14 * AREA + c;
        values[e++] = coins / 6f;
      }
      if (p.freshCoins(c)) {
        at[e] = 15 * AREA + c;
        values[e++] = 1f;
      }
      if (flagCell == c) {
        at[e] = 16 * AREA + c;
        values[e++] = 1f;
      }
    }
    int n = players;
    int carrier = p.flagCarrier();
    for (int id = 0; id < n * 6; id++) {
      int c = p.cell(id);
      if (c < 0) {
        continue; // in the boat (below), or not placed yet
      }
      int rel = Math.floorMod(id / 6 - me, n);
      int base = rel * 11;
      at[e] = (18 + rel) * AREA + c;
      values[e++] = 1f;
      if (carrier == id) {
        at[e] = 17 * AREA + c;
        values[e++] = 1f;
      }
      boolean ring = p.ring(id);
      if (ring) {
        at[e] = 22 * AREA + c;
        values[e++] = 1f;
      }
      if (p.knows(me, id)) {
        at[e] = 23 * AREA + c;
        values[e++] = 1f;
        at[e] = (23 + p.value(id)) * AREA + c;
        values[e++] = 1f;
      }
      tailOut[base + 2] += SIXTH; // added one by one, as the encoder does: the same float
      if (ring) {
        tailOut[base + 4] += SIXTH;
      }
    }
    for (int seat = 0; seat < n; seat++) {
      int base = Math.floorMod(seat - me, n) * 11;
      for (int slot = 0; slot < p.boatSize(seat); slot++) {
        int id = p.boat(seat, slot);
        tailOut[base + 3] += SIXTH;
        tailOut[base + 5 + slot] = p.knows(me, id) ? p.value(id) / 6f : 0f;
      }
    }
    for (int r = 0; r < n; r++) {
      tailOut[r * 11] = 1f;
      tailOut[r * 11 + 1] = p.coinsHeld((me + r) % n) / 24f;
    }
    tailOut[44] = p.supplyCoins() / 24f;
    tailOut[45] = p.lostCoins() / 24f;
    tailOut[46] = p.supplyRings() / 24f;
    tailOut[47] = p.ringsOut() / 24f;
    tailOut[48 + (carrier >= 0 ? 2 : flagCell >= 0 ? 1 : 0)] = 1f;
    if (p.bombCell() >= 0) {
      at[e] = 33 * AREA + p.bombCell();
      values[e++] = 1f;
    }
    if (p.nextHit() >= 0) {
      at[e] = 34 * AREA + p.nextHit();
      values[e++] = 1f;
    }
    if (p.stormCell() >= 0) {
      at[e] = 35 * AREA + p.stormCell();
      values[e++] = 1f;
    }
    for (long m = p.flagChoices(); m != 0; m &= m - 1) {
      at[e] = 36 * AREA + Long.numberOfTrailingZeros(m);
      values[e++] = 1f;
    }
    DecisionKind kind = p.decisionKind();
    if (kind != null) {
      tailOut[51 + kind.ordinal()] = 1f;
      tailOut[61 + Math.floorMod(p.decidingSeat() - me, n)] = 1f;
    } else {
      tailOut[65] = 1f;
    }
    tailOut[66 + p.step()] = 1f;
    tailOut[70] = p.turn() / 100f;
    tailOut[71] = p.actionsUsed() / 2f;
    tailOut[72] = p.reinforcedThisTurn() ? 1f : 0f;
    tailOut[73] = p.boughtReinforcementThisTurn() ? 1f : 0f;
    tailOut[74 + n - 2] = 1f;
    for (int o = options; o != 0; o &= o - 1) {
      tailOut[77 + Integer.numberOfTrailingZeros(o)] = 1f;
    }
    tailOut[85] = unseenPlain / 32f;
    tailOut[86] = unseenLoot / 32f;
    tailOut[87] = unseenBomb / 32f;
    tailOut[88] = unseenStorm / 32f;
    return e;
  }
}
