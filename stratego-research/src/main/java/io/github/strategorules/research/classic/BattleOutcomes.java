package io.github.strategorules.research.classic;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.event.BattleResult;
import io.github.strategorules.core.kernel.Moves;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.HouseRule;
import io.github.strategorules.core.rules.Movement;
import io.github.strategorules.core.rules.Ruleset;
import java.util.Arrays;

/**
 * The battles of {@link DeepSearch} on a {@link BeliefBoard} (issue 52): what an attack is expected
 * to win by the belief's distribution of its unknown piece, the outcomes of a battle with an
 * unknown piece (the chances of a chance node), and the attacks of a side found by looking along
 * its pieces' lines.
 *
 * <p>An outcome (the attacker wins, the defender wins, both lose, C-4.1, or the flag is taken,
 * C-7.1) has the belief's probability of the types that give it, conditioned on how the unknown
 * piece moved in the search (one that moves is no bomb nor flag, C-3.1; one that moves far a line
 * mover, C-3.3). It is searched on with the piece shown as the outcome's most likely type, and a
 * correction counts the material that changed hands at the outcome's expectation rather than at the
 * unknown piece's mean: a piece taken in an outcome is worth the mean of that outcome's types, a
 * piece shown is worth its shown type, so that over the outcomes the corrections average to nothing
 * and an attack is worth what the belief says, not what one sampled world says. Allocates nothing
 * per call. Not thread-safe: one per search.
 */
final class BattleOutcomes {
  /** The outcomes of a battle: the flag taken, then the kernel's battle results. */
  static final int CHANCES = 4;

  /** The outcome in which the unknown defender was the flag (C-7.1). */
  static final int FLAG_TAKEN = 0;

  /** Outcomes less likely than this are left out (the others renormalized). */
  private static final double MIN_CHANCE = 0.01;

  private static final int TYPES = PieceType.values().length;
  private static final int FLAG = PieceType.FLAG.ordinal();

  /** Per ply and outcome: its chance, written by {@link #chances}. */
  final double[][] chance;

  /** Per ply and outcome: the type the unknown piece is shown as. */
  final int[][] shown;

  /** Per ply and outcome: the material correction for the side to move. */
  final double[][] correction;

  private final int[] combat = new int[TYPES * TYPES];
  private final double[] value;
  private final double hidden;
  private final double flagHope;
  private final int size;
  private final int width;
  private final boolean lines;
  private final boolean noRange;
  private final int twoSquares;

  /**
   * next[4 * sq + d]: the square one step from {@code sq} in direction d (east, west, north, south
   * by index: +1, -1, +width, -width), or -1 off the board or on a lake.
   */
  private final int[] next;

  /** The 64-bit words of a board's squares. */
  private final int words;

  /**
   * around[sq * words + w]: word w of the bitboard of the squares one step from {@code sq}: a piece
   * that moves by steps can attack only there, so one AND with the enemy's squares tells whether it
   * has an attack at all.
   */
  private final long[] around;

  private final double[] acc = new double[CHANCES];
  private final double[] accValue = new double[CHANCES];
  private final int[] best = new int[CHANCES];

  // Set by prepare(), which every use follows: a search has no board before it starts.
  @SuppressWarnings("NullAway.Init")
  private BeliefBoard b;

  @SuppressWarnings("NullAway.Init")
  private Position pos;

  /**
   * The battles of a ruleset.
   *
   * @param ruleset the rules
   * @param value the material value of each type ordinal, as the other side has seen it (read as it
   *     is when asked, not copied)
   * @param hidden the fraction a piece is worth more while the other side has not seen it
   * @param flagHope what an outcome that takes the flag by chance is worth
   * @param plies the plies of the search
   */
  BattleOutcomes(Ruleset ruleset, double[] value, double hidden, double flagHope, int plies) {
    this.value = value;
    this.hidden = hidden;
    this.flagHope = flagHope;
    for (PieceType a : PieceType.values()) {
      for (PieceType d : PieceType.values()) {
        BattleResult r = ruleset.combat().result(a, d);
        combat[a.ordinal() * TYPES + d.ordinal()] =
            r == BattleResult.ATTACKER_WINS
                ? Position.ATTACKER_WINS
                : r == BattleResult.DEFENDER_WINS ? Position.DEFENDER_WINS : Position.BOTH_LOSE;
      }
    }
    width = ruleset.width();
    size = width * ruleset.height();
    boolean[] lake = new boolean[size];
    for (Square sq : ruleset.lakes()) {
      lake[sq.y() * width + sq.x()] = true;
    }
    boolean plain = !ruleset.has(HouseRule.RESCUE);
    for (PieceType t : PieceType.values()) {
      plain &= ruleset.movement(t) != Movement.TWO_SQUARES;
    }
    lines = plain;
    words = (size + 63) >>> 6;
    next = new int[4 * size];
    around = new long[size * words];
    for (int sq = 0; sq < size; sq++) {
      int x = sq % width;
      int[] to = {x + 1 < width ? sq + 1 : -1, x > 0 ? sq - 1 : -1, sq + width, sq - width};
      for (int d = 0; d < 4; d++) {
        int t = to[d] >= 0 && to[d] < size && !lake[to[d]] ? to[d] : -1;
        next[4 * sq + d] = t;
        if (t >= 0) {
          around[sq * words + (t >>> 6)] |= 1L << (t & 63);
        }
      }
    }
    noRange = ruleset.has(HouseRule.NO_RANGE_ATTACK);
    twoSquares = ruleset.twoSquaresLimit();
    chance = new double[plies][CHANCES];
    shown = new int[plies][CHANCES];
    correction = new double[plies][CHANCES];
  }

  /**
   * Starts a search.
   *
   * @param board the board at the root, changed in place by the search
   */
  void prepare(BeliefBoard board) {
    b = board;
    pos = board.pos;
  }

  /**
   * The material a move's battle is expected to win for the mover (0 for a quiet move; a known flag
   * counts {@code win}, an unknown piece's chance of being the flag the flag's hope).
   *
   * @param move a legal move of the side to move
   * @param win the value of a won game
   * @return the expected material
   */
  double gain(int move, double win) {
    int to = Moves.to(move);
    int def = pos.pieceAt(to);
    if (def == 0) {
      return 0;
    }
    int from = Moves.from(move);
    int atk = pos.pieceAt(from);
    double[] v = value;
    int a = Position.type(atk);
    int d = Position.type(def);
    int ka = b.idAt[from];
    int kd = b.idAt[to];
    if (ka < 0 && kd < 0) {
      return d == FLAG ? win : battleGain(combat[a * TYPES + d], v[a], v[d]);
    }
    int k = ka >= 0 ? ka : kd;
    int mask = b.movedMask(ka >= 0 ? from : to);
    double[] dist = b.dist[k];
    double total = 0;
    double g = 0;
    for (int t = 0; t < TYPES; t++) {
      double p = dist[t];
      if (p == 0 || (mask >>> t & 1) == 0 || (ka >= 0 && !b.mobile[t])) {
        continue;
      }
      total += p;
      if (ka >= 0) {
        g += p * battleGain(combat[t * TYPES + d], v[t], v[d]);
      } else {
        g += p * (t == FLAG ? flagHope : battleGain(combat[a * TYPES + t], v[a], v[t]));
      }
    }
    return total == 0 ? 0 : g / total;
  }

  private static double battleGain(int result, double attacker, double defender) {
    return result == Position.ATTACKER_WINS
        ? defender
        : result == Position.DEFENDER_WINS ? -attacker : defender - attacker;
  }

  /**
   * The outcomes of a move's battle with an unknown piece, written for {@code ply}: per outcome
   * ({@link #FLAG_TAKEN}, then the kernel's battle results) its probability ({@link #chance}), the
   * type shown ({@link #shown}) and the correction that counts the material at its expected value
   * ({@link #correction}), for the side to move.
   *
   * @param move a legal move of the side to move
   * @param ply the ply
   * @return the number of outcomes; 0 for a move whose outcome is certain
   */
  int chances(int move, int ply) {
    int to = Moves.to(move);
    int def = pos.pieceAt(to);
    if (def == 0) {
      return 0;
    }
    int from = Moves.from(move);
    int ka = b.idAt[from];
    int kd = b.idAt[to];
    if (ka < 0 && kd < 0) {
      return 0;
    }
    boolean attackerUnknown = ka >= 0;
    int k = attackerUnknown ? ka : kd;
    int sq = attackerUnknown ? from : to;
    int other = Position.type(attackerUnknown ? def : pos.pieceAt(from));
    int mask = b.movedMask(sq);
    int step = Math.abs(to - from);
    boolean longMove = step != 1 && step != width;
    double[] dist = b.dist[k];
    double[] v = value;
    Arrays.fill(acc, 0);
    Arrays.fill(accValue, 0);
    Arrays.fill(best, -1);
    for (int t = 0; t < TYPES; t++) {
      double p = dist[t];
      if (p == 0
          || (mask >>> t & 1) == 0
          || (attackerUnknown && (!b.mobile[t] || (longMove && !b.far[t])))) {
        continue;
      }
      int c =
          !attackerUnknown && t == FLAG
              ? FLAG_TAKEN
              : attackerUnknown ? combat[t * TYPES + other] : combat[other * TYPES + t];
      acc[c] += p;
      accValue[c] += p * v[t];
      if (best[c] < 0 || p > dist[best[c]]) {
        best[c] = t;
      }
    }
    double total = 0;
    for (int c = 0; c < CHANCES; c++) {
      if (acc[c] > 0) {
        total += acc[c];
      }
    }
    if (total == 0) {
      return 0; // the belief allows nothing here (not reached): the stand-in decides
    }
    double kept = 0;
    for (int c = 0; c < CHANCES; c++) {
      if (acc[c] / total < MIN_CHANCE) {
        acc[c] = 0;
      }
      kept += acc[c];
    }
    double h = 1 + hidden;
    double sign = pos.toMove() == b.me ? 1 : -1;
    int outcomes = 0;
    for (int c = 0; c < CHANCES; c++) {
      chance[ply][c] = acc[c] / kept;
      if (acc[c] == 0) {
        continue;
      }
      outcomes++;
      shown[ply][c] = best[c];
      boolean removed = attackerUnknown ? c != Position.ATTACKER_WINS : c != Position.DEFENDER_WINS;
      double forMe =
          removed ? h * (accValue[c] / acc[c] - b.expected[k]) : h * (v[best[c]] - b.expected[k]);
      correction[ply][c] = sign * forMe;
    }
    // One outcome is still searched as a chance, so that the material counts at its expectation.
    return outcomes;
  }

  /**
   * Whether {@link #attacks} finds every attack: no two-square movers nor rescues (V-1.2).
   *
   * @return true when the pieces move by steps and along lines alone
   */
  boolean lines() {
    return lines;
  }

  /**
   * The legal attacks of a side, found by looking along each of its pieces' lines (a step, or a
   * whole line for a line mover, C-3): for rulesets whose pieces move so ({@link #lines()}).
   *
   * @param side the side
   * @param out where to write them
   * @return how many
   */
  int attacks(int side, int[] out) {
    // Only the two-squares chain's piece once its chain is N moves long (C-5) and, under V-2.5, an
    // attack from a distance can be forbidden (the more-squares rule, C-6, forbids no attack: it
    // takes a piece off the board, so it repeats no position); the others need no check.
    int chain = twoSquares > 0 && pos.chainLength(side) >= twoSquares ? pos.chainSquare(side) : -1;
    int n = 0;
    int enemy = (side ^ 1) * words;
    for (int word = 0; word < b.words; word++) {
      for (long bits = b.occupied[side * b.words + word]; bits != 0; bits &= bits - 1) {
        int from = word << 6 | Long.numberOfTrailingZeros(bits);
        int type = Position.type(pos.pieceAt(from));
        if (b.mobile[type] && (b.far[type] || touches(from, enemy))) {
          n = attacksFrom(side, from, b.far[type], chain, out, n);
        }
      }
    }
    return n;
  }

  /**
   * Whether an enemy piece (its squares at {@code enemy} in the board's bitboards) is next to sq.
   */
  private boolean touches(int sq, int enemy) {
    long any = 0;
    for (int w = 0, at = sq * words; w < words; w++) {
      any |= around[at + w] & b.occupied[enemy + w];
    }
    return any != 0;
  }

  /** The legal attacks of the piece on a square, written from {@code out[n]}; the new count. */
  private int attacksFrom(int side, int from, boolean line, int chain, int[] out, int n) {
    for (int d = 0; d < 4; d++) {
      int step = d == 0 ? 1 : d == 1 ? -1 : d == 2 ? width : -width;
      for (int to = next[4 * from + d]; to >= 0; to = next[4 * to + d]) {
        int there = pos.pieceAt(to);
        if (there != 0) {
          int m = Moves.of(from, to);
          boolean check = from == chain || (noRange && to - from != step);
          if (Position.owner(there) != side && (!check || pos.reasonOf(side, m) == null)) {
            out[n++] = m;
          }
          break;
        }
        if (!line) {
          break;
        }
      }
    }
    return n;
  }
}
