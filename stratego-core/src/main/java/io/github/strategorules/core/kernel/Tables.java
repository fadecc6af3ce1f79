package io.github.strategorules.core.kernel;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.event.BattleResult;
import io.github.strategorules.core.rules.Movement;
import io.github.strategorules.core.rules.Ruleset;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * A ruleset compiled into flat arrays for the kernel: neighbours per square and direction, movement
 * and combat by piece code. Immutable and shared by every position of a ruleset.
 */
final class Tables {
  /**
   * Tables by ruleset, kept while an equal ruleset is reachable: weak keys, so parsed text cannot
   * grow memory without bound, and no bound on the count, so that a program using many rulesets at
   * once never rebuilds tables (a bounded cache cleared at 64 rulesets made each new position 33 to
   * 60 times slower: issue 16). Tables hold no reference to their ruleset.
   */
  private static final Map<Ruleset, Tables> CACHE =
      Collections.synchronizedMap(new WeakHashMap<>());

  static final int TYPES = PieceType.values().length;

  final int width;
  final int height;
  final int size;

  /**
   * nbr[sq * 4 + dir]: the neighbour in direction dir (0 south, 1 west, 2 east, 3 north), or -1.
   */
  final int[] nbr;

  final boolean[] lake;

  /** steps[dir]: the index difference to the neighbour in direction dir (-width, -1, 1, width). */
  final int[] steps;

  /** nbrWall: like nbr, with {@link #wall} instead of -1, for branch-free generation. */
  final int[] nbrWall;

  /**
   * The index of the wall sentinel square, one past the board; its code is {@link Position#WALL}.
   */
  final int wall;

  /** x and y of each square, so the kernel never divides. */
  final int[] xs;

  final int[] ys;

  /** The square of each index, for {@link Position#square}. */
  final Square[] squares;

  /** Bitboard words per board. */
  final int words;

  /** Squares that exist and are not lakes. */
  final long[] valid;

  /** adjacent[sq * words + w]: the squares next to sq (no lakes), as bitboards. */
  final long[] adjacent;

  /** valid minus the first file, and minus the last file. */
  final long[] validNotFirstFile;

  final long[] validNotLastFile;

  /**
   * open[p * CODES_FULL + code]: 1 when player p may move onto a square holding code (empty or
   * enemy).
   */
  final byte[] open;

  /** movement[code]: 0 immobile, 1 one step, 2 line, 3 two squares (V-1.2 captains). */
  final byte[] movement;

  /** combat[attackerType * TYPES + defenderType]: Position.ATTACKER_WINS etc. */
  final byte[] combat;

  final int twoSquares;
  final boolean moreSquares;

  /** V-2.5 off: a scout may end a long move with an attack (C-3.3). */
  final boolean rangeAttack;

  /** V-2.6: a defender that wins is not revealed. */
  final boolean silentDefence;

  /** zobrist[sq * Position.CODES + code]: random keys of the board hash; 0 for an empty square. */
  final long[] zobrist;

  final boolean gravonEndings;
  final int plyLimit;
  final int noAttackLimit;
  final int firstSeat;

  /**
   * Whether some type moves two squares (V-1.2): generation then takes {@link ExtendedGenerator}.
   */
  final boolean twoSquareMovers;

  /** V-1.2 rescue on: generation then takes {@link ExtendedGenerator}. */
  final boolean rescue;

  /** zone[p]: the square indexes of player p's setup zone, ascending: rescue squares by slot. */
  final int[][] zone;

  /** roster[type]: pieces of each type a player starts with (captured = roster - on board). */
  final int[] roster;

  /** The y of each player's enemy back row, where V-1.2 rescues happen. */
  final int[] enemyBackRow;

  /**
   * rowWalls[y]: what stops a line mover on rank y besides pieces, in {@link Position#rows}' bit
   * layout: bit x + 1 per lake, bits 0 and width + 1 for the edges (boards are at most 26 x 26, so
   * a line and its two walls fit in an int).
   */
  final int[] rowWalls;

  /** colWalls[x]: the same for file x, bit y + 1 per lake, bits 0 and height + 1 for the edges. */
  final int[] colWalls;

  /** twoSquareMovers or rescue, computed once: the generators test it on every call. */
  private final boolean extended;

  private Tables(Ruleset r) {
    width = r.width();
    height = r.height();
    size = width * height;
    lake = new boolean[size];
    for (Square s : r.lakes()) {
      lake[s.y() * width + s.x()] = true;
    }
    nbr = new int[size * 4];
    for (int sq = 0; sq < size; sq++) {
      int x = sq % width;
      int y = sq / width;
      nbr[sq * 4] = link(sq, x, y - 1);
      nbr[sq * 4 + 1] = link(sq, x - 1, y);
      nbr[sq * 4 + 2] = link(sq, x + 1, y);
      nbr[sq * 4 + 3] = link(sq, x, y + 1);
    }
    wall = size;
    steps = new int[] {-width, -1, 1, width};
    nbrWall = new int[(size + 1) * 4];
    for (int i = 0; i < nbrWall.length; i++) {
      nbrWall[i] = i < nbr.length && nbr[i] >= 0 ? nbr[i] : wall;
    }
    xs = new int[size];
    ys = new int[size];
    for (int sq = 0; sq < size; sq++) {
      xs[sq] = sq % width;
      ys[sq] = sq / width;
    }
    squares = new Square[size];
    for (int sq = 0; sq < size; sq++) {
      squares[sq] = Square.of(xs[sq], ys[sq]);
    }
    words =
        Math.max(2, (size + 63) >>> 6); // at least 2, so every board up to 128 squares takes gen2
    valid = new long[words];
    validNotFirstFile = new long[words];
    validNotLastFile = new long[words];
    for (int sq = 0; sq < size; sq++) {
      if (lake[sq]) {
        continue;
      }
      valid[sq >>> 6] |= 1L << (sq & 63);
      if (sq % width != 0) {
        validNotFirstFile[sq >>> 6] |= 1L << (sq & 63);
      }
      if (sq % width != width - 1) {
        validNotLastFile[sq >>> 6] |= 1L << (sq & 63);
      }
    }
    adjacent = new long[size * words];
    for (int sq = 0; sq < size; sq++) {
      for (int d = 0; d < 4; d++) {
        int n = nbr[sq * 4 + d];
        if (n >= 0) {
          adjacent[sq * words + (n >>> 6)] |= 1L << (n & 63);
        }
      }
    }
    open = new byte[2 * Position.CODES_FULL];
    for (int p = 0; p < 2; p++) {
      for (int c = 0; c < Position.CODES_FULL; c++) {
        boolean isPiece = c != 0 && c < Position.CODES;
        open[p * Position.CODES_FULL + c] = (byte) (c == 0 || (isPiece && (c >> 4) != p) ? 1 : 0);
      }
    }
    movement = new byte[Position.CODES_FULL];
    for (PieceType t : PieceType.values()) {
      Movement m = r.movement(t);
      byte v =
          (byte)
              (m == Movement.STEP ? 1 : m == Movement.LINE ? 2 : m == Movement.TWO_SQUARES ? 3 : 0);
      movement[Position.code(0, t.ordinal())] = v;
      movement[Position.code(1, t.ordinal())] = v;
    }
    combat = new byte[TYPES * TYPES];
    for (PieceType a : PieceType.values()) {
      for (PieceType d : PieceType.values()) {
        BattleResult br = r.combat().result(a, d);
        combat[a.ordinal() * TYPES + d.ordinal()] = (byte) (br.ordinal() + 1);
      }
    }
    twoSquares = r.twoSquaresLimit();
    moreSquares = r.moreSquares();
    rangeAttack = !r.has(io.github.strategorules.core.rules.HouseRule.NO_RANGE_ATTACK);
    silentDefence = r.has(io.github.strategorules.core.rules.HouseRule.SILENT_DEFENCE);
    zobrist = new long[(size + 1) * Position.CODES];
    // A fixed seed: hashes are stable across runs, so chase positions can be written down.
    java.util.SplittableRandom keys = new java.util.SplittableRandom(0x5EED_C0DEL + size);
    for (int i = 0; i < zobrist.length; i++) {
      zobrist[i] = i % Position.CODES == 0 ? 0 : keys.nextLong();
    }
    gravonEndings = r.gravonEndings();
    plyLimit = r.plyLimit();
    noAttackLimit = r.noAttackLimit();
    firstSeat = r.firstSeat().ordinal();
    boolean two = false;
    for (PieceType t : PieceType.values()) {
      two |= r.movement(t) == Movement.TWO_SQUARES;
    }
    twoSquareMovers = two;
    rescue = r.has(io.github.strategorules.core.rules.HouseRule.RESCUE);
    zone = new int[2][];
    for (int p = 0; p < 2; p++) {
      zone[p] =
          r.setupZone(io.github.strategorules.core.game.Seat.of(p)).stream()
              .mapToInt(q -> q.y() * width + q.x())
              .toArray();
    }
    roster = new int[TYPES];
    for (PieceType t : PieceType.values()) {
      roster[t.ordinal()] = r.count(t);
    }
    enemyBackRow = new int[] {height - 1, 0};
    extended = twoSquareMovers || rescue;
    rowWalls = new int[height];
    colWalls = new int[width];
    for (int y = 0; y < height; y++) {
      rowWalls[y] = 1 | 1 << (width + 1);
    }
    for (int x = 0; x < width; x++) {
      colWalls[x] = 1 | 1 << (height + 1);
    }
    for (int sq = 0; sq < size; sq++) {
      if (lake[sq]) {
        rowWalls[ys[sq]] |= 2 << xs[sq];
        colWalls[xs[sq]] |= 2 << ys[sq];
      }
    }
  }

  /**
   * Whether moves need the general generator: two-square movers or rescues (V-1.2); read per
   * generation.
   */
  boolean extended() {
    return extended;
  }

  private int link(int from, int x, int y) {
    if (x < 0 || y < 0 || x >= width || y >= height) {
      return -1;
    }
    int to = y * width + x;
    return lake[from] || lake[to] ? -1 : to;
  }

  static Tables of(Ruleset r) {
    return CACHE.computeIfAbsent(r, Tables::new);
  }
}
