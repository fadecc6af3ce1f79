package io.github.strategorules.research.classic;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.kernel.Moves;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.Movement;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.core.view.ViewPiece;
import java.util.Arrays;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * One board for a search that does not sample worlds (issue 52): the rules kernel's position as the
 * searching seat sees it, its own pieces as they are, the enemy's revealed pieces as they are, and
 * each unknown enemy piece with a stand-in type and the seat's {@link TypeBelief} of it. The
 * stand-in only lets the kernel move the piece (a likely bomb or flag stays put; a piece that moved
 * far is a scout); what the piece is worth, and what happens when it fights, the search takes from
 * the belief ({@link DeepSearch}: a battle with an unknown piece is a chance node over the types it
 * may be). The flag is never a stand-in: taking the enemy's flag is one of those chances.
 *
 * <p>The position is the game's moves replayed on the kernel from both setups with the stand-ins
 * (so the two-squares and more-squares rules know the game's history, C-5, C-6); in the rare game
 * whose history the stand-ins cannot replay (a more-squares constraint that depends on types) it is
 * the view's board alone. Built from the view alone (C-8). Mutable: {@link #make} and {@link
 * #unmake} keep each unknown piece's identity as it moves; not thread-safe.
 */
final class BeliefBoard {
  private static final int TYPES = PieceType.values().length;
  private static final int FLAG = PieceType.FLAG.ordinal();
  private static final int BOMB = PieceType.BOMB.ordinal();
  private static final int MINER = PieceType.MINER.ordinal();

  final Position pos;
  final Ruleset ruleset;

  /** The searching side, 0 (RED) or 1 (BLUE). */
  final int me;

  final int width;
  final int size;

  /** Per square index: the unknown enemy piece there, or -1 (own, known, empty). */
  final int[] idAt;

  /** Per unknown piece: the belief by type ordinal, as at the root. */
  final double[][] dist;

  /** Per unknown piece: the expected material by the belief (seen values, see {@link #values}). */
  final double[] expected;

  /** Per unknown piece: the probability that it can move (not a bomb nor the flag). */
  final double[] mobileChance;

  /** Per unknown piece: the probability that it is a miner. */
  final double[] minerChance;

  /**
   * Per unknown piece: the probability that it is a miner once it has moved ({@link #minerChance}
   * over {@link #mobileChance}), read at every leaf for each enemy piece that moved.
   */
  final double[] minerIfMoved;

  /** Per unknown piece: the probability that it is the flag. */
  final double[] flagChance;

  /** The unknown piece most likely the flag, or -1 (every piece known, or no flag in play). */
  final int likelyFlag;

  /** Per type ordinal: whether it moves, and whether along lines or two squares (far). */
  final boolean[] mobile = new boolean[TYPES];

  final boolean[] far = new boolean[TYPES];

  /** A hash of which unknown pieces a search has resolved into known ones. */
  long knowledge;

  /** 64-bit words per side in {@link #occupied}. */
  final int words;

  /**
   * The squares each side's pieces stand on: bit {@code sq & 63} of word {@code side * words + (sq
   * >>> 6)}, for loops over the pieces rather than the squares.
   */
  final long[] occupied;

  private long[] occupiedUndo = new long[64];
  private int occupiedTop;

  private final long[] resolvedKey;
  private int[] undo = new int[64];
  private int top;

  private BeliefBoard(
      Position pos, int me, int[] idAt, double[][] dist, double[] values, Ruleset ruleset) {
    this.pos = pos;
    this.ruleset = ruleset;
    this.me = me;
    this.width = ruleset.width();
    this.size = width * ruleset.height();
    this.idAt = idAt;
    this.dist = dist;
    this.words = (size + 63) >>> 6;
    this.occupied = new long[2 * words];
    for (int sq = 0; sq < size; sq++) {
      refresh(sq);
    }
    for (PieceType t : PieceType.values()) {
      Movement m = ruleset.movement(t);
      mobile[t.ordinal()] = m.isMobile();
      far[t.ordinal()] = m == Movement.LINE || m == Movement.TWO_SQUARES;
    }
    int n = dist.length;
    expected = new double[n];
    mobileChance = new double[n];
    minerChance = new double[n];
    minerIfMoved = new double[n];
    flagChance = new double[n];
    resolvedKey = new long[n];
    SplittableRandom keys = new SplittableRandom(0x52);
    int flag = -1;
    for (int k = 0; k < n; k++) {
      for (int t = 0; t < TYPES; t++) {
        expected[k] += dist[k][t] * values[t];
        mobileChance[k] += mobile[t] ? dist[k][t] : 0;
      }
      minerChance[k] = dist[k][MINER];
      minerIfMoved[k] = minerChance[k] / Math.max(1e-9, mobileChance[k]);
      flagChance[k] = dist[k][FLAG];
      resolvedKey[k] = keys.nextLong();
      if (flagChance[k] > 0 && (flag < 0 || flagChance[k] > flagChance[flag])) {
        flag = k;
      }
    }
    likelyFlag = flag;
  }

  /**
   * The board of a seat's view.
   *
   * @param view the seat's view
   * @param sampler the view's sampler
   * @param belief the seat's belief, from the same sampler
   * @param values the material value of each type ordinal (the search's scale)
   * @return the board, the seat to move
   */
  static BeliefBoard of(
      ClassicView view, ClassicSampler sampler, TypeBelief belief, double[] values) {
    Provenance prov = sampler.provenance();
    int me = prov.viewer.ordinal();
    Ruleset r = prov.ruleset;
    int size = r.width() * r.height();
    int[] unknownPieces = new int[belief.pieces()];
    int n = 0;
    for (int i = 0; i < belief.pieces(); i++) {
      if (!belief.isKnown(i)) {
        unknownPieces[n++] = i;
      }
    }
    double[][] dist = new double[n][];
    int[] idAt = new int[size];
    Arrays.fill(idAt, -1);
    int[] types = prov.type.clone();
    int[] standIns = standIns(belief, unknownPieces, n, r);
    for (int k = 0; k < n; k++) {
      int i = unknownPieces[k];
      dist[k] = belief.row(i);
      idAt[belief.square(i)] = k;
      types[belief.provId(i)] = standIns[k];
    }
    for (int i = 0; i < belief.pieces(); i++) {
      if (belief.isKnown(i) && types[belief.provId(i)] < 0) {
        types[belief.provId(i)] = TypeBelief.certain(belief.row(i)); // deduced, not revealed
      }
    }
    Position p = sampler.positionWith(types);
    if (p == null) {
      p = viewBoard(view, belief, types, me);
    }
    return new BeliefBoard(p, me, idAt, dist, values, r);
  }

  /**
   * A board from a full position, for tests and tools: the pieces on the given squares are unknown
   * to the searching side, each with its belief; their types in the position are the stand-ins.
   *
   * @param position the position, the searching side to move (copied)
   * @param unknown per square index of an unknown enemy piece, its belief by type ordinal
   * @param values the material value of each type ordinal
   * @return the board
   */
  static BeliefBoard of(
      Position position, java.util.Map<Integer, double[]> unknown, double[] values) {
    Ruleset r = position.ruleset();
    int[] idAt = new int[r.width() * r.height()];
    Arrays.fill(idAt, -1);
    double[][] dist = new double[unknown.size()][];
    int k = 0;
    for (var e : new java.util.TreeMap<>(unknown).entrySet()) {
      idAt[e.getKey()] = k;
      dist[k++] = e.getValue().clone();
    }
    return new BeliefBoard(position.copy(), position.toMove(), idAt, dist, values, r);
  }

  /**
   * Stand-in types: a piece whose belief makes it more likely a bomb or the flag than anything that
   * moves is a bomb; any other the most likely type that moves as it did, types taken in the order
   * of their probability while the roster has them left (so that few pieces are scouts).
   */
  private static int[] standIns(TypeBelief belief, int[] pieces, int n, Ruleset r) {
    double[] expectedCount = new double[TYPES];
    for (int k = 0; k < n; k++) {
      double[] row = belief.row(pieces[k]);
      for (int t = 0; t < TYPES; t++) {
        expectedCount[t] += row[t];
      }
    }
    int[] left = new int[TYPES];
    for (int t = 0; t < TYPES; t++) {
      left[t] = (int) Math.round(expectedCount[t]); // the types left, as the belief counts them
    }
    left[BOMB] += left[FLAG];
    int[] out = new int[n];
    Arrays.fill(out, -1);
    int pairs = n * TYPES;
    Integer[] order = new Integer[pairs];
    for (int i = 0; i < pairs; i++) {
      order[i] = i;
    }
    double[][] p = new double[n][TYPES];
    for (int k = 0; k < n; k++) {
      double[] row = belief.row(pieces[k]);
      double still = row[BOMB] + row[FLAG];
      for (int t = 0; t < TYPES; t++) {
        boolean moves = r.movement(PieceType.values()[t]).isMobile();
        p[k][t] = t == FLAG ? 0 : t == BOMB ? (still >= 0.5 ? still : 0) : moves ? row[t] : 0;
      }
    }
    Arrays.sort(order, (a, b) -> Double.compare(p[b / TYPES][b % TYPES], p[a / TYPES][a % TYPES]));
    for (int i : order) {
      int k = i / TYPES;
      int t = i % TYPES;
      if (out[k] < 0 && p[k][t] > 0 && left[t] > 0) {
        out[k] = t;
        left[t]--;
      }
    }
    for (int k = 0; k < n; k++) {
      if (out[k] < 0) { // the roster ran out of its likely types: its most likely that fits
        int best = -1;
        for (int t = 0; t < TYPES; t++) {
          if (p[k][t] > 0 && (best < 0 || p[k][t] > p[k][best])) {
            best = t;
          }
        }
        out[k] = best >= 0 ? best : mostLikely(belief.row(pieces[k]));
      }
    }
    return out;
  }

  private static int mostLikely(double[] row) {
    int best = 0;
    for (int t = 1; t < TYPES; t++) {
      if (row[t] > row[best]) {
        best = t;
      }
    }
    return best == FLAG ? BOMB : best;
  }

  /** The view's board with the stand-ins, without the game's history (its clock only). */
  private static Position viewBoard(ClassicView view, TypeBelief belief, int[] types, int me) {
    Ruleset r = view.ruleset();
    Position p = new Position(r);
    int w = r.width();
    for (int sq = 0; sq < w * r.height(); sq++) {
      Optional<ViewPiece> vp = view.pieceAt(Square.of(sq % w, sq / w));
      if (vp.isEmpty()) {
        continue;
      }
      ViewPiece v = vp.get();
      int marks =
          (v.moved() ? Position.MOVED : 0)
              | (v.movedFar() ? Position.MOVED_FAR : 0)
              | (v.revealed() ? Position.REVEALED : 0);
      int piece = belief.pieceAt(sq);
      int type = v.type().isPresent() ? v.type().get().ordinal() : types[belief.provId(piece)];
      p.put(sq, Position.code(v.owner().ordinal(), type), marks);
    }
    p.setClock(me, view.ply(), 0);
    return p;
  }

  /** The key of the position and of what the search resolved, for a transposition table. */
  long key() {
    return pos.boardHash() ^ knowledge ^ (pos.toMove() == 0 ? 0 : 0x9E3779B97F4A7C15L);
  }

  /**
   * Makes a move, keeping the unknown pieces' identities.
   *
   * @param move a legal kernel move
   * @return the battle result, as {@link Position#make}
   */
  int make(int move) {
    int from = Moves.from(move);
    int to = Moves.to(move);
    if (top + 3 > undo.length) {
      undo = Arrays.copyOf(undo, undo.length * 2);
    }
    undo[top++] = move;
    undo[top++] = idAt[from];
    undo[top++] = idAt[to];
    if (occupiedTop + occupied.length > occupiedUndo.length) {
      occupiedUndo = Arrays.copyOf(occupiedUndo, occupiedUndo.length * 2);
    }
    System.arraycopy(occupied, 0, occupiedUndo, occupiedTop, occupied.length);
    occupiedTop += occupied.length;
    int mover = pos.toMove();
    int result = pos.make(move);
    if (result == Position.NO_BATTLE || result == Position.ATTACKER_WINS) {
      idAt[to] = idAt[from];
    } else if (result == Position.BOTH_LOSE) {
      idAt[to] = -1;
    }
    idAt[from] = -1;
    refresh(from);
    refresh(to);
    if (Moves.isRescue(move)) { // V-1.2: a piece back from captivity
      refresh(pos.rescueSquare(mover, Moves.rescueSlot(move)));
    }
    return result;
  }

  /** Sets a square's bits in {@link #occupied} from what stands there. */
  private void refresh(int sq) {
    int k = sq >>> 6;
    long bit = 1L << (sq & 63);
    occupied[k] &= ~bit;
    occupied[words + k] &= ~bit;
    int code = pos.pieceAt(sq);
    if (code != 0) {
      occupied[Position.owner(code) * words + k] |= bit;
    }
  }

  /** Takes back the last {@link #make}. */
  void unmake() {
    pos.unmake();
    occupiedTop -= occupied.length;
    System.arraycopy(occupiedUndo, occupiedTop, occupied, 0, occupied.length);
    int idTo = undo[--top];
    int idFrom = undo[--top];
    int move = undo[--top];
    idAt[Moves.to(move)] = idTo;
    idAt[Moves.from(move)] = idFrom;
  }

  /**
   * Resolves an unknown piece into a known one of a type (a chance of a battle): its square shows
   * the type, and the search reads it as known. Undone by {@link #unresolve}.
   *
   * @param sq the piece's square
   * @param type the type ordinal
   * @return what stood there, for {@link #unresolve}
   */
  int resolve(int sq, int type) {
    int k = idAt[sq];
    int code = pos.pieceAt(sq);
    pos.put(sq, Position.code(Position.owner(code), type), pos.flagsAt(sq));
    knowledge ^= resolvedKey[k];
    idAt[sq] = -1;
    return code << 16 | k;
  }

  /** Undoes {@link #resolve}. */
  void unresolve(int sq, int saved) {
    int k = saved & 0xFFFF;
    pos.put(sq, saved >>> 16, pos.flagsAt(sq));
    knowledge ^= resolvedKey[k];
    idAt[sq] = k;
  }

  /** The types an unknown piece on a square may be given how it moved (bit per ordinal). */
  int movedMask(int sq) {
    int f = pos.flagsAt(sq);
    int mask = 0;
    for (int t = 0; t < TYPES; t++) {
      if ((f & Position.MOVED) == 0 || mobile[t] && ((f & Position.MOVED_FAR) == 0 || far[t])) {
        mask |= 1 << t;
      }
    }
    return mask;
  }
}
