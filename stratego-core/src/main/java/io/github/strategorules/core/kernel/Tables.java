package io.github.strategorules.core.kernel;

import io.github.strategorules.core.BattleResult;
import io.github.strategorules.core.PieceType;
import io.github.strategorules.core.Square;
import io.github.strategorules.core.rules.Movement;
import io.github.strategorules.core.rules.Ruleset;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A ruleset compiled into flat arrays for the kernel: neighbours per square and direction, movement
 * and combat by piece code. Immutable and shared by every position of a ruleset.
 */
final class Tables {
  private static final Map<Ruleset, Tables> CACHE = new ConcurrentHashMap<>();

  static final int TYPES = PieceType.values().length;

  final Ruleset ruleset;
  final int width;
  final int height;
  final int size;
  /** nbr[sq * 4 + dir]: the neighbour in direction dir (0 south, 1 west, 2 east, 3 north), or -1. */
  final int[] nbr;
  final boolean[] lake;
  /** movement[code]: 0 immobile, 1 one step, 2 line. */
  final byte[] movement;
  /** combat[attackerType * TYPES + defenderType]: Position.ATTACKER_WINS etc. */
  final byte[] combat;
  final int twoSquares;
  final boolean gravonEndings;
  final int plyLimit;
  final int noAttackLimit;
  final int firstPlayer;
  final int flagsPerPlayer;

  private Tables(Ruleset r) {
    ruleset = r;
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
    movement = new byte[Position.CODES];
    for (PieceType t : PieceType.values()) {
      Movement m = r.movement(t);
      byte v = (byte) (m == Movement.STEP ? 1 : m == Movement.LINE ? 2 : 0);
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
    gravonEndings = r.gravonEndings();
    plyLimit = r.plyLimit();
    noAttackLimit = r.noAttackLimit();
    firstPlayer = r.firstPlayer().ordinal();
    flagsPerPlayer = r.count(PieceType.FLAG);
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
