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
 * <p>The tensor is sparse and changes little from one decision to the next: of its 1,421 floats
 * some 100 to 150 are not 0, and most of them stay. So it is computed in a compact form (the plane
 * entries that are 1 as a bitmap, planes 13 and 14 as the counts they are sixths of, the tail) and
 * written into the environment's buffer by what differs from the last write into the same region,
 * which each slot keeps in that form ({@link Region}): a step touches a few of the region's cache
 * lines, not all of them (at 1,024 games the buffer does not stay in cache). Immutable: one
 * instance serves every game of an environment, on any thread.
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

  /** The ring planes' entries (LI-2.3), the same in every observation, as a bitmap. */
  private static final long[] RINGS = new long[(PLANES * AREA + 63) / 64];

  static {
    for (int c = 0; c < AREA; c++) {
      RING_PLANE[c] = 30 + Ring.of(Square.of(c % Ring.SIZE, c / Ring.SIZE)).ordinal();
      set(RINGS, RING_PLANE[c] * AREA + c);
    }
  }

  PositionObservations(IslandGame game) {
    this.players = game.players();
    this.size = IslandObservations.of(game).size();
    this.zeros = new float[size];
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

  /** The words of a bitmap of the plane entries. */
  private static final int WORDS = (TAIL_AT + 63) / 64;

  /**
   * What one game's region of the environment's buffer holds since the last incremental write, in a
   * compact form that stays in cache where the buffer does not: the plane entries that are 1 as a
   * bitmap, planes 13 and 14 (the only planes with other values) as the counts they are sixths of,
   * and the tail; and the scratch of a write, in the same form. Owned by one slot.
   */
  static final class Region {
    long[] ones = new long[WORDS];
    int[] values = new int[AREA];
    int[] coins = new int[AREA];
    float[] tail = new float[IslandObservations.TAIL];

    long[] nextOnes = new long[WORDS];
    int[] nextValues = new int[AREA];
    int[] nextCoins = new int[AREA];
    float[] nextTail = new float[IslandObservations.TAIL];

    /** Makes the write under way the one the region holds. */
    void swap() {
      long[] o = ones;
      ones = nextOnes;
      nextOnes = o;
      int[] v = values;
      values = nextValues;
      nextValues = v;
      int[] c = coins;
      coins = nextCoins;
      nextCoins = c;
      float[] t = tail;
      tail = nextTail;
      nextTail = t;
    }
  }

  /** Zeros to clear a region with. */
  private final float[] zeros;

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
    entries(p, me, scratch);
    long[] ones = scratch.nextOnes;
    for (int w = 0; w < WORDS; w++) {
      for (long m = ones[w]; m != 0; m &= m - 1) {
        out[(w << 6) + Long.numberOfTrailingZeros(m)] = 1f;
      }
    }
    int[] values = scratch.nextValues;
    int[] coins = scratch.nextCoins;
    for (int c = 0; c < AREA; c++) {
      if (values[c] != 0) {
        out[13 * AREA + c] = values[c] / 6f;
      }
      if (coins[c] != 0) {
        out[14 * AREA + c] = coins[c] / 6f;
      }
    }
    System.arraycopy(scratch.nextTail, 0, out, TAIL_AT, scratch.nextTail.length);
  }

  /**
   * Writes the observation of a seat into a region of a buffer by what changed since the last write
   * recorded in {@code region}: only the entries that differ are written, so a step touches few of
   * the region's cache lines.
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
      out.put(base, zeros, 0, size);
      Arrays.fill(region.ones, 0L);
      Arrays.fill(region.values, 0);
      Arrays.fill(region.coins, 0);
      Arrays.fill(region.tail, 0f);
    }
    entries(p, me, region);
    long[] old = region.ones;
    long[] ones = region.nextOnes;
    for (int w = 0; w < WORDS; w++) {
      long now = ones[w];
      for (long m = old[w] ^ now; m != 0; m &= m - 1) {
        int bit = Long.numberOfTrailingZeros(m);
        out.put(base + (w << 6) + bit, ((now >>> bit) & 1) != 0 ? 1f : 0f);
      }
    }
    int[] oldValues = region.values;
    int[] values = region.nextValues;
    int[] oldCoins = region.coins;
    int[] coins = region.nextCoins;
    for (int c = 0; c < AREA; c++) {
      if (values[c] != oldValues[c]) {
        out.put(base + 13 * AREA + c, values[c] / 6f);
      }
      if (coins[c] != oldCoins[c]) {
        out.put(base + 14 * AREA + c, coins[c] / 6f);
      }
    }
    float[] oldTail = region.tail;
    float[] tail = region.nextTail;
    for (int i = 0; i < tail.length; i++) {
      if (Float.floatToRawIntBits(tail[i]) != Float.floatToRawIntBits(oldTail[i])) {
        out.put(base + TAIL_AT + i, tail[i]);
      }
    }
    region.swap();
  }

  /**
   * A seat's observation in a region record's scratch form: the plane entries that are 1 into
   * {@code s.nextOnes}, planes 13 and 14 into {@code s.nextValues} and {@code s.nextCoins}, the
   * tail into {@code s.nextTail}.
   */
  private void entries(IslandPosition p, int me, Region s) {
    long[] ones = s.nextOnes;
    System.arraycopy(RINGS, 0, ones, 0, WORDS);
    int[] values = s.nextValues;
    int[] coinsOut = s.nextCoins;
    float[] tailOut = s.nextTail;
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
      set(ones, kindPlane * AREA + c);
      if (p.shown(c)) { // face up, or removed face up: every seat saw it
        TileKind kind = t.kind();
        set(ones, (4 + kindIndex(kind)) * AREA + c);
        if (t.stone()) {
          set(ones, 9 * AREA + c);
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
          set(ones, (10 + pattern.ordinal()) * AREA + c);
        }
        values[c] = t.value();
      } else {
        values[c] = 0;
      }
      coinsOut[c] = p.coins(c);
      if (p.freshCoins(c)) {
        set(ones, 15 * AREA + c);
      }
      if (flagCell == c) {
        set(ones, 16 * AREA + c);
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
      set(ones, (18 + rel) * AREA + c);
      if (carrier == id) {
        set(ones, 17 * AREA + c);
      }
      boolean ring = p.ring(id);
      if (ring) {
        set(ones, 22 * AREA + c);
      }
      if (p.knows(me, id)) {
        set(ones, 23 * AREA + c);
        set(ones, (23 + p.value(id)) * AREA + c);
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
      set(ones, 33 * AREA + p.bombCell());
    }
    if (p.nextHit() >= 0) {
      set(ones, 34 * AREA + p.nextHit());
    }
    if (p.stormCell() >= 0) {
      set(ones, 35 * AREA + p.stormCell());
    }
    for (long m = p.flagChoices(); m != 0; m &= m - 1) {
      set(ones, 36 * AREA + Long.numberOfTrailingZeros(m));
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
  }

  private static void set(long[] bits, int index) {
    bits[index >>> 6] |= 1L << index;
  }
}
