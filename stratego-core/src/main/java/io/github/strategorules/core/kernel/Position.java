package io.github.strategorules.core.kernel;

import io.github.strategorules.core.action.ClassicReason;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ImplementsRule;
import io.github.strategorules.core.rules.Ruleset;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * The rules kernel: a mutable classic-family position with allocation-free move generation,
 * make/unmake and the end-of-game test. <b>This is the unchecked fast path for bots</b>: {@link
 * #make} trusts its argument; pass only moves from {@link #generate}. The immutable {@link
 * io.github.strategorules.core.ClassicState} is built on this class, so legality is decided here
 * and nowhere else: {@link #reason} and {@link #generate} share every rule function.
 *
 * <h2>Encoding</h2>
 *
 * Squares are indexes {@code y * width + x}. A piece is a code {@code 1 + type.ordinal() + 16 *
 * owner} (see {@link #code}); 0 is an empty square. Moves are ints from {@link Moves}. Per square
 * the kernel also keeps what the opponent has seen of the piece there ({@link #MOVED}, {@link
 * #MOVED_FAR}, {@link #REVEALED}: C-8).
 *
 * <h2>Generation order</h2>
 *
 * Moves come by start square index ascending (a1, b1, ..., j1, a2, ...), then by direction (towards
 * rank 1, towards file a, towards the last file, towards the last rank), then by distance
 * ascending. {@code ClassicState.legalMoves()} has the same order.
 *
 * <h2>Two-squares rule (C-5.2)</h2>
 *
 * Each player has one chain: the consecutive moves of the piece it moved last. The rule tracks that
 * piece; the kernel tracks its square, which is the same thing: the square changes only when the
 * piece moves, and no other piece of the player can reach it without a move of its own, which
 * starts a new chain. When the piece is lost (attacking or defending) the chain is emptied. A move
 * of the chain piece is illegal when it crosses a square boundary that each of the chain's last N
 * moves crossed.
 *
 * <p>Not thread-safe; {@link #copy} gives an independent position.
 */
public final class Position {
  /** Number of distinct piece codes (array size for code-indexed tables). */
  static final int CODES = 32;

  /** Size of tables indexed by any board value, the wall included. */
  static final int CODES_FULL = 128;

  /**
   * The board value of the wall sentinel square past the board's end: neither empty nor a piece.
   */
  static final int WALL = 127;

  /** Flag bit: the piece has moved, so it is neither bomb nor flag (C-8). */
  public static final int MOVED = 1;

  /**
   * The most plies a game lasts: at this ply every game is over, drawn by the ply limit (C-7.6)
   * whatever the ruleset's own limit. No game is played this long; the ceiling exists so that a ply
   * count never overflows and every position the library writes it can read back.
   */
  @ImplementsRule("C-R10")
  public static final int MAX_PLY = 1_000_000_000;

  /**
   * Flag bit: the piece once moved more than one square, so it is a scout (C-8), or a V-1.2
   * captain.
   */
  public static final int MOVED_FAR = 2;

  /** Flag bit: the piece's type was shown to both players in an attack (C-4.1, C-8). */
  public static final int REVEALED = 4;

  /** Flag bit: the piece has made its one rescue (V-1.2); public, like the rescue itself. */
  public static final int RESCUED = 8;

  /** Battle result of {@link #make}: no battle. */
  public static final int NO_BATTLE = 0;

  /** Battle result of {@link #make}: the attacker won (C-4.1). */
  public static final int ATTACKER_WINS = 1;

  /** Battle result of {@link #make}: the defender won (C-4.1). */
  public static final int DEFENDER_WINS = 2;

  /** Battle result of {@link #make}: both pieces left the board (C-4.1). */
  public static final int BOTH_LOSE = 3;

  /** Undo record length per move, see {@link #pushUndo}. */
  private static final int UNDO_SIZE = 8 + TwoSquaresChains.UNDO;

  final Tables t;

  /** The ruleset this position was created with (equal rulesets share {@link #t}). */
  private final Ruleset ruleset;

  final byte[] board;
  final byte[] flags;
  private int toMove;
  private int ply;
  private int pliesSinceAttack;
  private final int[] movable = new int[2];

  /** Pieces per player that move along lines (scouts), for the move-count bound. */
  private final int[] lineMovers = new int[2];

  private final int[] flagCount = new int[2];

  /**
   * Whether each player started with a flag: C-7.1 ends the game when such a player has none left.
   */
  private final boolean[] hadFlag = new boolean[2];

  /**
   * Pieces on the board per player and type: [p * TYPES + type] (captured = roster - on board,
   * V-1.2).
   */
  private final int[] onBoard = new int[2 * Tables.TYPES];

  /** Rescues made per player (V-1.2: at most two). */
  private final int[] rescuesUsed = new int[2];

  /** The two-squares rule's chains (C-5). */
  final TwoSquaresChains chains;

  /** The more-squares rule's chases (C-6), or null when the ruleset turns it off. */
  final @Nullable Chases chases;

  /** Zobrist hash of the board: owner and type on every square (the positions of C-6). */
  private long hash;

  /**
   * Per player, one bit per square holding a piece of that player that can move: words [p*words,
   * (p+1)*words).
   */
  final long[] mobile;

  /** Per player, the squares of that player's line movers (scouts), same layout. */
  final long[] liners;

  /** Per player, the squares of all that player's pieces, same layout. */
  final long[] own;

  /**
   * Line masks, for counting line movers' moves without walking ({@link MoveGenerator#rays}):
   * rows[p * height + y] has bit x + 1 set when a piece of p stands on (x, y); cols[p * width + x]
   * has bit y + 1 set. rows[2 * height + y] and cols[2 * width + x] hold both players' pieces and
   * the lakes and edges ({@link Tables#rowWalls}), kept up to date with the others, so that a line
   * mover's rays read one word per line instead of three.
   */
  final int[] rows;

  /** See {@link #rows}. */
  final int[] cols;

  final int words;
  private int[] undo = NO_UNDO;
  private int undoTop;

  private static final int[] NO_UNDO = new int[0];

  /**
   * An empty position for a ruleset, with the ruleset's first player to move.
   *
   * @param ruleset the rules
   */
  public Position(Ruleset ruleset) {
    this.ruleset = ruleset;
    t = Tables.of(ruleset);
    board = new byte[t.size + 1];
    board[t.wall] = (byte) WALL;
    flags = new byte[t.size + 1];
    chains = new TwoSquaresChains(t);
    chases = t.moreSquares ? new Chases(t) : null;
    words = t.words;
    mobile = new long[2 * words];
    liners = new long[2 * words];
    own = new long[2 * words];
    rows = new int[3 * t.height];
    cols = new int[3 * t.width];
    System.arraycopy(t.rowWalls, 0, rows, 2 * t.height, t.height);
    System.arraycopy(t.colWalls, 0, cols, 2 * t.width, t.width);
    toMove = t.firstSeat;
  }

  private Position(Position o) {
    t = o.t;
    ruleset = o.ruleset;
    board = o.board.clone();
    flags = o.flags.clone();
    toMove = o.toMove;
    ply = o.ply;
    pliesSinceAttack = o.pliesSinceAttack;
    movable[0] = o.movable[0];
    movable[1] = o.movable[1];
    lineMovers[0] = o.lineMovers[0];
    lineMovers[1] = o.lineMovers[1];
    flagCount[0] = o.flagCount[0];
    flagCount[1] = o.flagCount[1];
    hadFlag[0] = o.hadFlag[0];
    hadFlag[1] = o.hadFlag[1];
    System.arraycopy(o.onBoard, 0, onBoard, 0, onBoard.length);
    rescuesUsed[0] = o.rescuesUsed[0];
    rescuesUsed[1] = o.rescuesUsed[1];
    chains = new TwoSquaresChains(o.chains);
    chases = o.chases == null ? null : new Chases(o.chases);
    hash = o.hash;
    words = o.words;
    mobile = o.mobile.clone();
    liners = o.liners.clone();
    own = o.own.clone();
    rows = o.rows.clone();
    cols = o.cols.clone();
  }

  /**
   * An independent copy of the position (without the undo history: the copy cannot unmake the moves
   * made before it was taken).
   *
   * @return the copy
   */
  public Position copy() {
    return new Position(this);
  }

  /**
   * Makes this position equal to another of the same ruleset, reusing this object's arrays: once
   * they are large enough (after the first game or so) it allocates nothing, so a bot or a playout
   * loop can restart from a saved position without garbage. Like {@link #copy}, it drops the undo
   * history: the moves made before cannot be taken back.
   *
   * @param o the position to copy, of an equal ruleset
   * @throws IllegalArgumentException when the rulesets differ
   */
  public void copyFrom(Position o) {
    // Equal rulesets may hold different table instances (the table cache is bounded), but their
    // contents, hash keys included, are the same.
    if (o.t != t && !o.ruleset.equals(ruleset)) {
      throw new IllegalArgumentException("positions of different rulesets");
    }
    System.arraycopy(o.board, 0, board, 0, board.length);
    System.arraycopy(o.flags, 0, flags, 0, flags.length);
    toMove = o.toMove;
    ply = o.ply;
    pliesSinceAttack = o.pliesSinceAttack;
    for (int q = 0; q < 2; q++) {
      movable[q] = o.movable[q];
      lineMovers[q] = o.lineMovers[q];
      flagCount[q] = o.flagCount[q];
      hadFlag[q] = o.hadFlag[q];
      rescuesUsed[q] = o.rescuesUsed[q];
    }
    System.arraycopy(o.onBoard, 0, onBoard, 0, onBoard.length);
    chains.copyFrom(o.chains);
    if (chases != null
        && o.chases != null) { // equal rulesets: both positions have chases or neither
      chases.copyFrom(o.chases);
    }
    hash = o.hash;
    System.arraycopy(o.mobile, 0, mobile, 0, mobile.length);
    System.arraycopy(o.liners, 0, liners, 0, liners.length);
    System.arraycopy(o.own, 0, own, 0, own.length);
    System.arraycopy(o.rows, 0, rows, 0, rows.length);
    System.arraycopy(o.cols, 0, cols, 0, cols.length);
    undoTop = 0;
  }

  // ---------------------------------------------------------------- encoding

  /**
   * The piece code for an owner and a type ordinal.
   *
   * @param owner 0 for RED, 1 for BLUE
   * @param typeOrdinal {@link PieceType#ordinal()}
   * @return the code, never 0
   */
  public static int code(int owner, int typeOrdinal) {
    return 1 + typeOrdinal + (owner << 4);
  }

  /**
   * The owner of a non-empty code.
   *
   * @param code a piece code
   * @return 0 for RED, 1 for BLUE
   */
  public static int owner(int code) {
    return code >> 4;
  }

  /**
   * The type ordinal of a non-empty code.
   *
   * @param code a piece code
   * @return {@link PieceType#ordinal()}
   */
  public static int type(int code) {
    return (code & 15) - 1;
  }

  /**
   * The square index of a square.
   *
   * @param s the square, on this board
   * @return {@code y * width + x}
   */
  public int index(Square s) {
    return s.y() * t.width + s.x();
  }

  /**
   * The square of an index.
   *
   * @param index a square index
   * @return the square
   */
  public Square square(int index) {
    // A table, not index % width: the immutable API turns every move it reads into squares.
    return index >= 0 && index < t.size
        ? t.squares[index]
        : Square.of(index % t.width, index / t.width);
  }

  // ---------------------------------------------------------------- reading

  /**
   * The ruleset.
   *
   * @return the rules this position follows
   */
  public Ruleset ruleset() {
    return ruleset;
  }

  /**
   * The number of squares.
   *
   * @return width times height
   */
  public int size() {
    return t.size;
  }

  /**
   * The piece code on a square.
   *
   * @param sq the square index
   * @return the code, 0 when empty
   */
  public int pieceAt(int sq) {
    return board[sq];
  }

  /**
   * What has been seen of the piece on a square: {@link #MOVED}, {@link #MOVED_FAR}, {@link
   * #REVEALED} bits.
   *
   * @param sq the square index
   * @return the bits
   */
  public int flagsAt(int sq) {
    return flags[sq];
  }

  /**
   * The player to move.
   *
   * @return 0 for RED, 1 for BLUE
   */
  public int toMove() {
    return toMove;
  }

  /**
   * The number of moves made since the start.
   *
   * @return the ply
   */
  public int ply() {
    return ply;
  }

  /**
   * The number of moves since the last attack (C-7.6).
   *
   * @return the count
   */
  public int pliesSinceAttack() {
    return pliesSinceAttack;
  }

  /**
   * The number of pieces a player has that the ruleset lets move.
   *
   * @param player 0 or 1
   * @return the count
   */
  public int movableCount(int player) {
    return movable[player];
  }

  /**
   * How many pieces of a type a player has lost: the roster's count minus those on the board (V-1.2
   * rescues bring them back). Meaningless with a free setup, which has no roster.
   *
   * @param player 0 or 1
   * @param typeOrdinal {@link PieceType#ordinal()}
   * @return the count, never negative
   */
  public int captured(int player, int typeOrdinal) {
    return Math.max(0, t.roster[typeOrdinal] - onBoard[player * Tables.TYPES + typeOrdinal]);
  }

  /**
   * How many rescues a player has made (V-1.2: at most two per game).
   *
   * @param player 0 or 1
   * @return the count
   */
  public int rescuesUsed(int player) {
    return rescuesUsed[player];
  }

  /**
   * Sets how many rescues a player has made. Unchecked; for restoring positions.
   *
   * @param player 0 or 1
   * @param count 0 to 2
   */
  public void setRescuesUsed(int player, int count) {
    rescuesUsed[player] = count;
  }

  /**
   * The square index of a rescue slot: the slot-th square of a player's setup zone in square order
   * (see {@link Moves#withRescue}).
   *
   * @param player 0 or 1
   * @param slot the slot
   * @return the square index, or -1 when there is no such slot
   */
  public int rescueSquare(int player, int slot) {
    int[] z = t.zone[player];
    return slot >= 0 && slot < z.length ? z[slot] : -1;
  }

  /**
   * The kernel code of a move of the immutable API whose squares are on this board, its rescue
   * (V-1.2) included.
   *
   * @param m the move
   * @return the code, or -1 when its rescue square is not in the mover's setup zone
   */
  public int codeOf(io.github.strategorules.core.action.Move m) {
    int code = Moves.of(index(m.from()), index(m.to()));
    if (m.rescue().isEmpty()) {
      return code;
    }
    io.github.strategorules.core.action.Rescue r = m.rescue().get();
    Square at = r.square();
    int slot =
        at.x() < t.width && at.y() < t.height ? rescueSlot(m.seat().ordinal(), index(at)) : -1;
    return slot < 0
        ? -1
        : Moves.withRescue(Moves.from(code), Moves.to(code), r.type().ordinal(), slot);
  }

  /**
   * The rescue slot of a square: its rank in a player's setup zone (see {@link Moves#withRescue}).
   *
   * @param player 0 or 1
   * @param sq the square index
   * @return the slot, or -1 when the square is not in the zone
   */
  public int rescueSlot(int player, int sq) {
    int i = Arrays.binarySearch(t.zone[player], sq);
    return i < 0 ? -1 : i;
  }

  // ---------------------------------------------------------------- setting up

  /**
   * Puts a piece on a square (or empties it with code 0), with the given seen-flags. Unchecked.
   *
   * @param sq the square index
   * @param code the piece code, or 0
   * @param seen the {@link #MOVED}/{@link #MOVED_FAR}/{@link #REVEALED}/{@link #RESCUED} bits
   */
  public void put(int sq, int code, int seen) {
    int old = board[sq];
    if (old != 0) {
      count(old, -1);
    }
    board[sq] = (byte) code;
    flags[sq] = (byte) (code == 0 ? 0 : seen);
    if (code != 0) {
      count(code, +1);
    }
    hash ^= t.zobrist[sq * CODES + old] ^ t.zobrist[sq * CODES + code];
    refreshMobile(sq);
  }

  /**
   * The Zobrist hash of the board: owner and type on every square, nothing else (the positions of
   * C-6). Equal boards of one ruleset have equal hashes, within one library version.
   *
   * @return the hash
   */
  public long boardHash() {
    return hash;
  }

  /** Sets the square's bits in the bitboards and line masks from the code standing there now. */
  private void refreshMobile(int sq) {
    leave(0, sq);
    leave(1, sq);
    int c = board[sq];
    if (c != 0) {
      enter(c >> 4, sq, c);
    }
  }

  /** Clears p's bits of square sq in the bitboards and line masks. */
  private void leave(int p, int sq) {
    int k = p * words + (sq >>> 6);
    long clear = ~(1L << (sq & 63));
    own[k] &= clear;
    mobile[k] &= clear;
    liners[k] &= clear;
    int x = t.xs[sq];
    int y = t.ys[sq];
    rows[p * t.height + y] &= ~(2 << x);
    cols[p * t.width + x] &= ~(2 << y);
    // The lakes stay in the shared line masks: put may empty any square, a lake included.
    rows[2 * t.height + y] &= ~(2 << x) | t.rowWalls[y];
    cols[2 * t.width + x] &= ~(2 << y) | t.colWalls[x];
  }

  /**
   * Moves p's piece {@code code} from one square to an empty one in the bitboards and line masks:
   * {@link #leave} then {@link #enter} in one pass, for the usual move. The piece moved, so it is
   * in the mobile set on both squares.
   */
  private void slide(int p, int from, int to, int code) {
    final int base = p * words;
    final int kf = base + (from >>> 6);
    final int kt = base + (to >>> 6);
    final long bf = 1L << (from & 63);
    final long bt = 1L << (to & 63);
    own[kf] &= ~bf;
    own[kt] |= bt;
    mobile[kf] &= ~bf;
    mobile[kt] |= bt;
    if (t.movement[code] == 2) {
      liners[kf] &= ~bf;
      liners[kt] |= bt;
    }
    final int[] xs = t.xs;
    final int[] ys = t.ys;
    final int xf = xs[from];
    final int yf = ys[from];
    final int xt = xs[to];
    final int yt = ys[to];
    final int h = t.height;
    final int w = t.width;
    final int rb = p * h;
    final int cb = p * w;
    rows[rb + yf] &= ~(2 << xf);
    rows[rb + yt] |= 2 << xt;
    rows[2 * h + yf] &= ~(2 << xf);
    rows[2 * h + yt] |= 2 << xt;
    cols[cb + xf] &= ~(2 << yf);
    cols[cb + xt] |= 2 << yt;
    cols[2 * w + xf] &= ~(2 << yf);
    cols[2 * w + xt] |= 2 << yt;
  }

  /** Sets the bits of p's piece {@code code} on square sq in the bitboards and line masks. */
  private void enter(int p, int sq, int code) {
    int k = p * words + (sq >>> 6);
    long bit = 1L << (sq & 63);
    own[k] |= bit;
    int m = t.movement[code];
    if (m != 0) {
      mobile[k] |= bit;
    }
    if (m == 2) {
      liners[k] |= bit;
    }
    int x = t.xs[sq];
    int y = t.ys[sq];
    rows[p * t.height + y] |= 2 << x;
    rows[2 * t.height + y] |= 2 << x;
    cols[p * t.width + x] |= 2 << y;
    cols[2 * t.width + x] |= 2 << y;
  }

  private void count(int code, int delta) {
    int p = owner(code);
    onBoard[p * Tables.TYPES + type(code)] += delta;
    if (t.movement[code] != 0) {
      movable[p] += delta;
      if (t.movement[code] == 2) {
        lineMovers[p] += delta;
      }
    }
    if (type(code) == PieceType.FLAG.ordinal()) {
      flagCount[p] += delta;
      if (delta > 0) {
        hadFlag[p] = true;
      }
    }
  }

  /**
   * Declares whether a player started the game with a flag, for positions restored without their
   * history: a player who had one and has none left has lost (C-7.1). {@link #put} of a flag sets
   * it too.
   *
   * @param player 0 or 1
   * @param had whether the player started with a flag
   */
  public void setHadFlag(int player, boolean had) {
    hadFlag[player] = had;
  }

  /**
   * Whether a player started the game with a flag (see {@link #setHadFlag}).
   *
   * @param player 0 or 1
   * @return true when the player had a flag
   */
  public boolean hadFlag(int player) {
    return hadFlag[player];
  }

  /**
   * Sets the player to move and the counters. Unchecked; for restoring positions.
   *
   * @param player 0 or 1
   * @param plies the ply count
   * @param sinceAttack plies since the last attack
   */
  public void setClock(int player, int plies, int sinceAttack) {
    toMove = player;
    ply = plies;
    pliesSinceAttack = sinceAttack;
  }

  // ---------------------------------------------------------------- C-5 and C-6 state

  /**
   * The square of a player's two-squares chain piece (C-5.2): where the piece that player moved
   * last stands, or -1 when the chain is empty.
   *
   * @param p 0 or 1
   * @return the square index, or -1
   */
  public int chainSquare(int p) {
    return chains.square(p);
  }

  /**
   * How many moves of a player's chain the rule looks at: at most N (C-5.1).
   *
   * @param p 0 or 1
   * @return the number of remembered chain moves
   */
  public int chainLength(int p) {
    return chains.length(p);
  }

  /**
   * One remembered move of a player's chain, oldest first, as the segment it covered: a move code
   * from its lower square to its higher square (direction does not matter to C-5.2).
   *
   * @param p 0 or 1
   * @param i 0 for the oldest remembered move, up to {@link #chainLength} - 1
   * @return the segment as a {@link Moves} code, lower square first
   */
  public int chainSegment(int p, int i) {
    return chains.segment(p, i);
  }

  /**
   * Restores a player's two-squares chain. Unchecked; for restoring positions.
   *
   * @param p 0 or 1
   * @param square the chain piece's square, or -1 for an empty chain
   * @param segments the remembered moves, oldest first, as from/to move codes in either direction;
   *     at most N
   */
  public void setChain(int p, int square, int[] segments) {
    chains.set(p, square, segments);
  }

  /**
   * Whether the more-squares rule (C-6) is on for this position's ruleset.
   *
   * @return true when it is on
   */
  public boolean moreSquaresRule() {
    return chases != null;
  }

  /**
   * A player's last move as C-6.2 needs it: the move code, or -1 when the player has not moved or
   * the piece it moved was lost in that move.
   *
   * @param p 0 or 1
   * @return the move, or -1
   */
  public int lastMove(int p) {
    return chases == null || chases.lastTo(p) < 0
        ? -1
        : Moves.of(chases.lastFrom(p), chases.lastTo(p));
  }

  /**
   * Whether a player is chasing (C-6): a chase by that player is on.
   *
   * @param p 0 or 1
   * @return true during a chase
   */
  public boolean chasing(int p) {
    return chases != null && chases.active(p);
  }

  /**
   * The squares of the enemy pieces that evaded during a player's chase (C-6).
   *
   * @param p the chaser, 0 or 1
   * @return the squares, ascending; empty when no chase is on
   */
  public int[] chaseEvaders(int p) {
    return chases == null ? new int[0] : chases.evaderSquares(p);
  }

  /**
   * The board hashes ({@link #boardHash()}) of a player's current chase, oldest first (C-6).
   *
   * @param p the chaser, 0 or 1
   * @return the hashes; empty when no chase is on
   */
  public long[] chaseHashes(int p) {
    return chases == null ? new long[0] : chases.chasePositions(p);
  }

  /**
   * Restores a player's C-6 state. Unchecked; for restoring positions. Call after the board and the
   * player to move are set: for the player who moved last, what that move threatens is read off the
   * board.
   *
   * @param p 0 or 1
   * @param lastMove the player's last move (see {@link #lastMove}), or -1
   * @param evaders the squares of the enemy pieces that evaded in the player's chase
   * @param chaseHashes the chase's position hashes, oldest first; empty for no chase
   */
  public void setChase(int p, int lastMove, int[] evaders, long[] chaseHashes) {
    if (chases == null) {
      if (lastMove >= 0 || evaders.length > 0 || chaseHashes.length > 0) {
        throw new IllegalArgumentException("the more-squares rule is off in this ruleset");
      }
      return;
    }
    int from = lastMove < 0 ? -1 : Moves.from(lastMove);
    int to = lastMove < 0 ? -1 : Moves.to(lastMove);
    chases.set(board, p, from, to, evaders, chaseHashes, p != toMove, hash);
  }

  /**
   * Whether C-6.1 forbids p's move; attacks never repeat a position (see {@link Chases#forbids}).
   * The position after a rescue (V-1.2) holds the rescued piece.
   */
  @ImplementsRule({"C-6.1", "C-6.2"})
  boolean moreSquaresForbids(int p, int move) {
    int from = Moves.from(move);
    int to = Moves.to(move);
    if (chases == null || !chases.active(p) || board[to] != 0) {
      return false;
    }
    int code = board[from];
    long after = hash ^ t.zobrist[from * CODES + code] ^ t.zobrist[to * CODES + code];
    if (Moves.isRescue(move)) {
      int rsq = rescueSquare(p, Moves.rescueSlot(move));
      after ^= t.zobrist[rsq * CODES + code(p, Moves.rescueType(move))];
    }
    return chases.forbids(p, from, to, after);
  }

  // ---------------------------------------------------------------- generation

  /**
   * Writes the legal moves of the player to move into {@code out}, in the documented order.
   *
   * @param out the buffer, at least {@link #maxMoves()} long (512 suffices for 10 x 10 boards);
   *     entries past the returned count may be overwritten
   * @return the number of moves written
   */
  public int generate(int[] out) {
    return gen(toMove, out, Integer.MAX_VALUE);
  }

  /**
   * The number of legal moves of the player to move, without returning them.
   *
   * @return the count
   */
  public int countMoves() {
    return gen(toMove, new int[maxMoves(toMove)], Integer.MAX_VALUE);
  }

  /**
   * Whether a player would have a legal move if it were that player's turn (C-7.3), with its own
   * two-squares chain.
   *
   * @param player 0 or 1
   * @return true when at least one move exists
   */
  public boolean hasLegalMove(int player) {
    return gen(player, new int[probeLength(player)], 1) > 0;
  }

  /**
   * The buffer a "has it a move?" test needs: the extended generator stops at the first move, so
   * one entry; the standard generators write a piece's moves before testing the limit, so their
   * (small) whole bound. Sizing by {@link #maxMoves(int)} alone allocated a buffer for every rescue
   * of every piece on each call (about 156 KB per apply under Ultimate Lightning with C-7.4: issue
   * 16).
   */
  int probeLength(int player) {
    return t.extended() ? 1 : maxMoves(player);
  }

  /**
   * The buffer length {@link #generate} needs: more than the moves either player's pieces could
   * have on an empty board. Pieces only leave the board, so a buffer sized at the start of a game
   * serves the whole game, for both players.
   *
   * @return the length
   */
  public int maxMoves() {
    return Math.max(maxMoves(0), maxMoves(1));
  }

  int maxMoves(int p) {
    int longestLine = t.width + t.height - 2;
    if (!t.extended()) {
      return lineMovers[p] * longestLine + (movable[p] - lineMovers[p]) * 4 + 1;
    }
    // V-1.2: a two-square mover has up to 12 end squares, and rescues multiply the moves that
    // reach the back row. Rescued pieces return, so bound by the whole roster, not the board.
    int pieces = 0;
    int liners = 0;
    for (PieceType type : PieceType.values()) {
      int m = t.movement[code(p, type.ordinal())];
      if (m != 0) {
        int n = Math.max(t.roster[type.ordinal()], onBoard[p * Tables.TYPES + type.ordinal()]);
        pieces += n;
        liners += m == 2 ? n : 0;
      }
    }
    int bound = liners * longestLine + (pieces - liners) * 12 + 1;
    if (t.rescue) {
      int kinds = 0;
      for (int k = 0; k < Tables.TYPES; k++) {
        kinds += t.roster[k] > 0 ? 1 : 0;
      }
      // At most 3 back-row squares per piece (two-square corner moves), or a whole row for a liner.
      bound += ((pieces - liners) * 3 + liners * t.width) * kinds * t.zone[p].length;
    }
    return bound;
  }

  private int gen(int p, int[] out, int limit) {
    return MoveGenerator.gen(this, p, out, limit);
  }

  private boolean hasMoveIgnoringChases(int p) {
    return MoveGenerator.hasMoveIgnoringChases(this, p);
  }

  /**
   * Why a move from one square to another is illegal for the player to move, or {@code null} if it
   * is legal: the same rules as {@link #generate}, explained.
   *
   * @param from the start square index, or -1 when off the board
   * @param to the end square index, or -1 when off the board
   * @return the reason, or null for a legal move
   */
  public @Nullable ClassicReason reason(int from, int to) {
    return reason(toMove, from, to);
  }

  /**
   * Why a move would be illegal for the given player if it were that player's turn: the two-squares
   * rule applies with that player's own chain. Used for views and the C-7 tests.
   *
   * @param p the player, 0 or 1
   * @param from the start square index, or -1 when off the board
   * @param to the end square index, or -1 when off the board
   * @return the reason, or null for a legal move
   */
  public @Nullable ClassicReason reason(int p, int from, int to) {
    if (from < 0 || to < 0 || from >= t.size || to >= t.size) {
      return ClassicReason.OFF_BOARD;
    }
    return reasonOf(p, Moves.of(from, to));
  }

  /**
   * Why a move, possibly with a rescue (V-1.2, {@link Moves#withRescue}), would be illegal for the
   * given player if it were that player's turn, or {@code null} if it is legal: the one place where
   * a move's legality is decided; {@link #generate} emits exactly the moves it accepts.
   *
   * @param p the player, 0 or 1
   * @param move the move code; its squares must be indexes of this board
   * @return the reason, or null for a legal move
   */
  public @Nullable ClassicReason reasonOf(int p, int move) {
    return Legality.reasonOf(this, p, move);
  }

  // ---------------------------------------------------------------- make / unmake

  /**
   * Plays a move of the player to move. <b>Unchecked</b>: the move must come from {@link #generate}
   * (or be accepted by {@link #reason}).
   *
   * @param move the move
   * @return {@link #NO_BATTLE}, {@link #ATTACKER_WINS}, {@link #DEFENDER_WINS} or {@link
   *     #BOTH_LOSE}
   */
  @ImplementsRule({"C-4.1", "V-R3"})
  public int make(int move) {
    return make(move, true);
  }

  /**
   * Plays a move of the player to move for good, as {@link #make} plays it but keeping no undo
   * record: for a game that only goes forward (an environment, a referee's position), it saves the
   * record's writes and the memory of a record per move. The undo history is dropped, as by {@link
   * #copyFrom}: {@link #unmake} cannot take back this move nor any made before it.
   * <b>Unchecked</b>, as {@link #make} is.
   *
   * @param move the move, from {@link #generate} (or accepted by {@link #reason})
   * @return as {@link #make}
   */
  @ImplementsRule({"C-4.1", "V-R3"})
  public int makeFinal(int move) {
    undoTop = 0;
    return make(move, false);
  }

  /** {@link #make} with or without its undo record. */
  private int make(int move, boolean record) {
    final int from = (move >>> 10) & 1023;
    final int to = move & 1023;
    final int p = toMove;
    final int mc = board[from];
    final int tc = board[to];
    if (record) {
      pushUndo(move, mc, tc, from, to, p);
    }

    // One step is a difference of one square or one rank; any other move went further (C-8).
    int step = Math.abs(to - from);
    int far = step == 1 || step == t.width ? 0 : MOVED_FAR;
    int moverFlags = flags[from] | MOVED | far;
    board[from] = 0;
    flags[from] = 0;
    int result;
    if (tc == 0) {
      board[to] = (byte) mc;
      flags[to] = (byte) moverFlags;
      pliesSinceAttack++;
      result = NO_BATTLE;
    } else {
      pliesSinceAttack = 0;
      result = t.combat[type(mc) * Tables.TYPES + type(tc)];
      if (result == ATTACKER_WINS) {
        count(tc, -1);
        board[to] = (byte) mc;
        flags[to] = (byte) (moverFlags | REVEALED);
      } else if (result == DEFENDER_WINS) {
        count(mc, -1);
        if (!t.silentDefence) {
          flags[to] |= REVEALED; // V-2.6: a silent defender stays hidden
        }
      } else {
        count(mc, -1);
        count(tc, -1);
        board[to] = 0;
        flags[to] = 0;
      }
      if (result != DEFENDER_WINS) {
        chains.removed(p ^ 1, to); // C-5.2: the defender's chain piece is lost, its chain ends
      }
    }
    boolean survived = result == NO_BATTLE || result == ATTACKER_WINS;
    chains.record(p, from, to, survived);
    hash ^=
        t.zobrist[from * CODES + mc]
            ^ t.zobrist[to * CODES + tc]
            ^ t.zobrist[to * CODES + board[to]];
    // Only the mover's bits leave from; at to, the loser's bits go and the winner's come.
    if (result == NO_BATTLE) {
      slide(p, from, to, mc);
    } else if (result == ATTACKER_WINS) {
      leave(p ^ 1, to);
      slide(p, from, to, mc);
    } else {
      leave(p, from);
      if (result == BOTH_LOSE) {
        leave(p ^ 1, to);
      }
    }
    if (move >>> 20 != 0 && survived) {
      rescue(p, move, to);
    }
    if (chases != null) {
      chases.onMove(own, p, from, to, survived, tc != 0 && result != DEFENDER_WINS, hash, record);
    }
    ply++;
    toMove = p ^ 1;
    return result;
  }

  /**
   * V-1.2: the mover reached the enemy back row and survived, so the rescue it declared happens:
   * the captured piece returns, shown to both players, and the rescuer is marked.
   */
  private void rescue(int p, int move, int to) {
    int sq = t.zone[p][Moves.rescueSlot(move)];
    int rc = code(p, Moves.rescueType(move));
    board[sq] = (byte) rc;
    flags[sq] = (byte) REVEALED;
    count(rc, +1);
    flags[to] |= RESCUED;
    rescuesUsed[p]++;
    hash ^= t.zobrist[sq * CODES + rc];
    refreshMobile(sq);
  }

  private void tally(int code, int delta) {
    if (code != 0) {
      onBoard[owner(code) * Tables.TYPES + type(code)] += delta;
    }
  }

  /**
   * Saves what a move may change, {@link #UNDO_SIZE} ints: the move; both codes and both squares'
   * flags (a byte each, packed); the no-attack counter; the per-player counters in pairs (each
   * below 2^16: boards have at most 676 squares), written for battles and rescues only, the moves
   * that change them; the hash; the two-squares state.
   */
  private void pushUndo(int move, int mc, int tc, int from, int to, int p) {
    if (undoTop + UNDO_SIZE > undo.length) {
      undo =
          Arrays.copyOf(
              undo, Math.max(UNDO_SIZE, undo.length * 2)); // copies often make one move only
    }
    int[] u = undo;
    int i = undoTop;
    u[i] = move;
    u[i + 1] = mc | tc << 8 | flags[from] << 16 | flags[to] << 24;
    u[i + 2] = pliesSinceAttack;
    if (tc != 0 || move >>> 20 != 0) { // only battles and rescues change the counters
      u[i + 3] = movable[0] | movable[1] << 16;
      u[i + 4] = flagCount[0] | flagCount[1] << 16;
      u[i + 5] = lineMovers[0] | lineMovers[1] << 16;
    }
    u[i + 6] = (int) hash;
    u[i + 7] = (int) (hash >>> 32);
    chains.save(u, i + 8, p);
    undoTop = i + UNDO_SIZE;
  }

  /**
   * Takes back the last move made with {@link #make} on this object, restoring the position
   * exactly.
   *
   * @throws IllegalStateException when there is no move to take back
   */
  public void unmake() {
    if (undoTop == 0) {
      throw new IllegalStateException("no move to unmake");
    }
    int i = undoTop - UNDO_SIZE;
    undoTop = i;
    int[] u = undo;
    int move = u[i];
    int from = Moves.from(move);
    int to = Moves.to(move);
    int p = toMove ^ 1;
    int codes = u[i + 1];
    int mc = codes & 255;
    int tc = (codes >>> 8) & 255;
    // Pieces on the board per type: take out what stands there now, put back what stood before;
    // the bitboards and line masks likewise, for the squares and players the move changed only.
    int now = board[to];
    tally(now, -1);
    if (Moves.isRescue(move) && now == mc) {
      int rescueSq = t.zone[p][Moves.rescueSlot(move)];
      tally(board[rescueSq], -1);
      leave(p, rescueSq); // before from is refilled: the rescue square may be from itself
      board[rescueSq] = 0;
      flags[rescueSq] = 0;
      rescuesUsed[p]--;
    }
    if (now != 0) {
      leave(now >> 4, to);
    }
    enter(p, from, mc);
    if (tc != 0) {
      enter(tc >> 4, to, tc);
    }
    board[from] = (byte) mc;
    board[to] = (byte) tc;
    tally(mc, +1);
    tally(tc, +1);
    flags[from] = (byte) (codes >>> 16);
    flags[to] = (byte) (codes >>> 24);
    pliesSinceAttack = u[i + 2];
    if (tc != 0 || Moves.isRescue(move)) { // saved for battles and rescues only, see pushUndo
      movable[0] = u[i + 3] & 0xFFFF;
      movable[1] = u[i + 3] >>> 16;
      flagCount[0] = u[i + 4] & 0xFFFF;
      flagCount[1] = u[i + 4] >>> 16;
      lineMovers[0] = u[i + 5] & 0xFFFF;
      lineMovers[1] = u[i + 5] >>> 16;
    }
    hash = (u[i + 6] & 0xFFFFFFFFL) | ((long) u[i + 7] << 32);
    chains.restore(u, i + 8, p);
    if (chases != null) {
      chases.undo();
    }
    ply--;
    toMove = p;
  }

  // ---------------------------------------------------------------- end of game

  /**
   * Whether the game is over by the rules, and how (C-7.1 to C-7.4, C-7.6), as a packed {@link
   * Status} value: {@link Status#ONGOING} or a termination with a winner or a draw.
   *
   * @return the status
   */
  @ImplementsRule({"C-7.1", "C-7.2", "C-7.3", "C-7.4", "C-7.6"})
  public int status() {
    int decided = materialStatus();
    if (decided != Status.ONGOING) {
      return decided;
    }
    return statusAfter(hasLegalMove(toMove));
  }

  /**
   * {@link #status()} for a caller that has just generated the moves of the player to move, so that
   * they are not generated again: the fast path's end-of-game test.
   *
   * @param legalMoveCount what {@link #generate} or {@link #countMoves} returned for this position
   * @return the status
   */
  public int statusAfterGenerate(int legalMoveCount) {
    int decided = materialStatus();
    if (decided != Status.ONGOING) {
      return decided;
    }
    return statusAfter(legalMoveCount > 0);
  }

  /** C-7.1 and C-7.2: decided by what is on the board, in O(1). */
  private int materialStatus() {
    // The usual case first, without branches: both have their flags (or never had one) and a
    // movable piece.
    if ((flagCount[0] > 0 | !hadFlag[0])
        & (flagCount[1] > 0 | !hadFlag[1])
        & movable[0] > 0
        & movable[1] > 0) {
      return Status.ONGOING;
    }
    // C-7.1: a player whose flag was taken has lost (free setups without a flag never end so).
    for (int q = 0; q < 2; q++) {
      if (hadFlag[q] && flagCount[q] == 0) {
        return Status.of(Status.FLAG_CAPTURED, q ^ 1);
      }
    }
    // C-7.2: no movable piece loses at once, whoever is to move; both without one is a draw.
    boolean redCan = movable[0] > 0;
    boolean blueCan = movable[1] > 0;
    if (!redCan && !blueCan) {
      return Status.of(Status.BOTH_NO_MOVABLE_PIECES, Status.DRAW);
    }
    if (!redCan || !blueCan) {
      return Status.of(Status.NO_MOVABLE_PIECES, redCan ? 0 : 1);
    }
    return Status.ONGOING;
  }

  /** C-7.3, C-7.4 and C-7.6, given whether the player to move has a legal move. */
  private int statusAfter(boolean pCan) {
    int p = toMove;
    // C-7.3: no legal move (C-5 and C-6 included) loses, unless the opponent could not move
    // either by C-3 and C-5 alone ("no chase"): then it is a draw.
    if (!pCan) {
      return hasMoveIgnoringChases(p ^ 1)
          ? Status.of(Status.NO_LEGAL_MOVE, p ^ 1)
          : Status.of(Status.BOTH_NO_LEGAL_MOVE, Status.DRAW);
    }
    // C-7.4: the player who just moved is tested too, and loses at once without a legal move.
    if (t.gravonEndings && ply > 0 && !hasLegalMove(p ^ 1)) {
      return Status.of(Status.NO_LEGAL_MOVE, p);
    }
    // C-7.6: optional limits, and the library's ceiling.
    if ((t.plyLimit > 0 && ply >= t.plyLimit) || ply >= MAX_PLY) {
      return Status.of(Status.PLY_LIMIT, Status.DRAW);
    }
    if (t.noAttackLimit > 0 && pliesSinceAttack >= t.noAttackLimit) {
      return Status.of(Status.NO_ATTACK_LIMIT, Status.DRAW);
    }
    return Status.ONGOING;
  }

  /**
   * Compares board, seen-flags, player to move, counters and the two-squares state; not the undo
   * history.
   */
  @Override
  public boolean equals(@Nullable Object o) {
    if (!(o instanceof Position q)) {
      return false;
    }
    return (ruleset == q.ruleset || ruleset.equals(q.ruleset))
        && Arrays.equals(board, q.board)
        && Arrays.equals(flags, q.flags)
        && toMove == q.toMove
        && ply == q.ply
        && pliesSinceAttack == q.pliesSinceAttack
        && Arrays.equals(hadFlag, q.hadFlag)
        && Arrays.equals(rescuesUsed, q.rescuesUsed)
        && hash == q.hash
        && chains.sameAs(q.chains)
        && (chases == null ? q.chases == null : q.chases != null && chases.sameAs(q.chases));
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(board) * 31 + ply;
  }

  /** A summary without the pieces, so that logging a position never prints hidden facts. */
  @Override
  public String toString() {
    return "Position[" + ruleset.spec() + ", ply " + ply + ", " + Seat.of(toMove) + " to move]";
  }
}
