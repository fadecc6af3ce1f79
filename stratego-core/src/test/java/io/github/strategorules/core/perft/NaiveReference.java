package io.github.strategorules.core.perft;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A deliberately naive, independent Stratego move generator used only to check the perft data
 * files and the real rules kernel against each other.
 *
 * <p>It shares no code with the kernel and favours being obviously correct over being fast: the
 * board is a {@code char[][]} of Gravon piece letters, every move ever played is kept in a list,
 * and the two-squares rule is recomputed from that list on every call.
 *
 * <p>Rules implemented (ids from {@code shared/rules/classic.md}):
 *
 * <ul>
 *   <li>C-1: 10x10 board, lakes c5 d5 c6 d6 g5 h5 g6 h6 never entered nor crossed.
 *   <li>C-3: RED moves first, players alternate; one-step moves, scouts any distance through
 *       empty squares, possibly ending on the first enemy piece; bombs and flags never move.
 *   <li>C-4: higher rank wins, equal ranks both leave, the spy beats the marshal only when
 *       attacking, a miner defuses a bomb, any other attacker of a bomb dies, any piece takes
 *       the flag.
 *   <li>C-5 with the library's [interp] reading: each player has one chain, the consecutive moves
 *       of the piece that player moved last (tracked by piece identity, whatever the opponent
 *       does in between). Once the chain holds at least N moves, the chain piece may not make a
 *       move crossing a square boundary that each of the last N chain moves crossed. A move of
 *       another piece starts a new chain, so only the chain piece is ever restricted.
 *   <li>C-7.1 and C-7.2: the game is over once a flag is captured or either player has no
 *       movable piece left; then there are no legal moves. (C-7.3, no legal move, needs no
 *       special case: the move list is simply empty.)
 * </ul>
 *
 * <p>Not implemented: the more-squares rule (C-6) and the C-7.4 option.
 */
public final class NaiveReference {

  private static final int SIZE = 10;
  private static final char EMPTY = 'A';
  private static final char LAKE = '_';
  private static final int RED = 0;
  private static final int BLUE = 1;

  /** Piece kinds, in the Gravon letter order: index = letter - 'B' (red) or letter - 'N' (blue). */
  private static final int BOMB = 0;
  private static final int SPY = 1;
  private static final int SCOUT = 2;
  private static final int MINER = 3;
  private static final int MARSHAL = 10;
  private static final int FLAG = 11;

  /** One played move, with what is needed to replay the two-squares rule and the end test. */
  private record PlayedMove(
      int player, int pieceId, int fromFile, int fromRank, int toFile, int toRank,
      char defender) {}

  private final int twoSquaresN;

  /** board[file][rank], both 0-based; Gravon letters, {@link #EMPTY} or {@link #LAKE}. */
  private final char[][] board;

  /**
   * A number per piece, fixed for the whole game, so that the two-squares chain follows a piece
   * and not a square; 0 where there is no piece.
   */
  private final int[][] pieceIds;

  private final List<PlayedMove> history;

  private NaiveReference(int twoSquaresN, char[][] board, int[][] pieceIds,
      List<PlayedMove> history) {
    this.twoSquaresN = twoSquaresN;
    this.board = board;
    this.pieceIds = pieceIds;
    this.history = history;
  }

  /**
   * Board from a 100-char Gravon field string (index=(rank-1)*10+file; 'A' empty, '_' lake, red
   * 'B'..'M', blue 'N'..'Y' in the order Bomb, Spy, Scout, Miner, Sergeant, Lieutenant, Captain,
   * Major, Colonel, General, Marshal, Flag). RED to move first. twoSquaresN = N of rule C-5 (0 =
   * rule off).
   *
   * @param field the 100-character Gravon field content
   * @param twoSquaresN N of rule C-5, 0 to switch the rule off
   * @return the starting position, RED to move
   */
  public static NaiveReference fromField(String field, int twoSquaresN) {
    if (field.length() != SIZE * SIZE) {
      throw new IllegalArgumentException("field must have 100 characters: " + field.length());
    }
    if (twoSquaresN < 0) {
      throw new IllegalArgumentException("twoSquaresN must be >= 0: " + twoSquaresN);
    }
    char[][] board = new char[SIZE][SIZE];
    int[][] ids = new int[SIZE][SIZE];
    int nextId = 1;
    for (int rank = 0; rank < SIZE; rank++) {
      for (int file = 0; file < SIZE; file++) {
        char c = field.charAt(rank * SIZE + file);
        boolean lakeSquare = isLake(file, rank);
        if (lakeSquare != (c == LAKE)) {
          throw new IllegalArgumentException(
              "lake mismatch at " + squareName(file, rank) + ": '" + c + "'");
        }
        if (c != EMPTY && c != LAKE && (c < 'B' || c > 'Y')) {
          throw new IllegalArgumentException("bad field character '" + c + "'");
        }
        board[file][rank] = c;
        if (c != EMPTY && c != LAKE) {
          ids[file][rank] = nextId++;
        }
      }
    }
    return new NaiveReference(twoSquaresN, board, ids, new ArrayList<>());
  }

  /**
   * Plays a move written like "b2-b3" (files a..j, ranks 1..10, rank 1 = red's back row) for the
   * side to move; throws IllegalArgumentException if it is not among legalMoves().
   *
   * @param move the move, like "b2-b3"
   */
  public void play(String move) {
    if (!legalMoves().contains(move)) {
      throw new IllegalArgumentException("illegal move " + move + " at ply " + history.size());
    }
    apply(move);
  }

  /**
   * The position after a list of moves from a Gravon field, like {@link #fromField} followed by
   * {@link #play} for each move, but without checking each move's legality on the way (which costs
   * a full move generation per move): for tests that replay long games from the start at every
   * ply and already know the moves are legal.
   *
   * @param field the 100-character Gravon field content
   * @param twoSquaresN N of rule C-5, 0 to switch the rule off
   * @param moves the moves from the start, like "b2-b3", RED's first
   * @return the position after the moves
   */
  public static NaiveReference replayUnchecked(String field, int twoSquaresN, List<String> moves) {
    NaiveReference ref = fromField(field, twoSquaresN);
    for (String m : moves) {
      ref.apply(m);
    }
    return ref;
  }

  /**
   * All legal moves of the side to move as strings "b2-b3", sorted in plain String order; empty
   * if the game is over.
   *
   * @return the sorted legal moves
   */
  public List<String> legalMoves() {
    List<String> moves = new ArrayList<>();
    if (isOver()) {
      return moves;
    }
    int player = sideToMove();
    int chainPiece = chainPieceId(player);
    Set<Integer> forbidden = forbiddenBoundaries(player, chainPiece);
    int[][] directions = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    for (int file = 0; file < SIZE; file++) {
      for (int rank = 0; rank < SIZE; rank++) {
        char c = board[file][rank];
        if (owner(c) != player || !isMovable(kind(c))) {
          continue;
        }
        int maxSteps = kind(c) == SCOUT ? SIZE : 1;
        for (int[] d : directions) {
          for (int step = 1; step <= maxSteps; step++) {
            int f = file + d[0] * step;
            int r = rank + d[1] * step;
            if (f < 0 || f >= SIZE || r < 0 || r >= SIZE || board[f][r] == LAKE
                || owner(board[f][r]) == player) {
              break;
            }
            boolean blockedByC5 = pieceIds[file][rank] == chainPiece
                && !Collections.disjoint(crossedBoundaries(file, rank, f, r), forbidden);
            if (!blockedByC5) {
              moves.add(squareName(file, rank) + "-" + squareName(f, r));
            }
            if (board[f][r] != EMPTY) {
              break; // an attack ends the line: scouts never jump over pieces
            }
          }
        }
      }
    }
    Collections.sort(moves);
    return moves;
  }

  /**
   * perft counts for depth 1..maxDepth: result[d-1] = number of move sequences of length d from
   * here, not expanding positions where the game is over.
   *
   * @param maxDepth the deepest depth to count, at least 0
   * @return the counts for depths 1..maxDepth
   */
  public long[] perft(int maxDepth) {
    long[] counts = new long[maxDepth];
    countFrom(0, counts);
    return counts;
  }

  /**
   * true if a flag has been captured or a player has no movable piece left (C-7.1, C-7.2).
   *
   * @return whether the game is over
   */
  public boolean isOver() {
    for (PlayedMove m : history) {
      if (m.defender() != EMPTY && kind(m.defender()) == FLAG) {
        return true;
      }
    }
    return !hasMovablePiece(RED) || !hasMovablePiece(BLUE);
  }

  private void countFrom(int depth, long[] counts) {
    if (depth == counts.length) {
      return;
    }
    for (String move : legalMoves()) {
      counts[depth]++;
      NaiveReference child = copy();
      child.apply(move);
      child.countFrom(depth + 1, counts);
    }
  }

  private NaiveReference copy() {
    char[][] b = new char[SIZE][];
    int[][] ids = new int[SIZE][];
    for (int f = 0; f < SIZE; f++) {
      b[f] = board[f].clone();
      ids[f] = pieceIds[f].clone();
    }
    return new NaiveReference(twoSquaresN, b, ids, new ArrayList<>(history));
  }

  /** Plays a move already known to be legal, resolving the battle per C-4. */
  private void apply(String move) {
    String[] parts = move.split("-");
    int ff = parts[0].charAt(0) - 'a';
    int fr = Integer.parseInt(parts[0].substring(1)) - 1;
    int tf = parts[1].charAt(0) - 'a';
    int tr = Integer.parseInt(parts[1].substring(1)) - 1;
    char attacker = board[ff][fr];
    char defender = board[tf][tr];
    int attackerId = pieceIds[ff][fr];
    history.add(new PlayedMove(sideToMove(), attackerId, ff, fr, tf, tr, defender));
    board[ff][fr] = EMPTY;
    pieceIds[ff][fr] = 0;
    if (defender == EMPTY) {
      board[tf][tr] = attacker;
      pieceIds[tf][tr] = attackerId;
      return;
    }
    int result = battle(kind(attacker), kind(defender));
    if (result > 0) {
      board[tf][tr] = attacker;
      pieceIds[tf][tr] = attackerId;
    } else if (result == 0) {
      board[tf][tr] = EMPTY;
      pieceIds[tf][tr] = 0;
    }
    // result < 0: the defender stays where it is.
  }

  /** C-4: positive if the attacker wins, 0 if both leave the board, negative if it loses. */
  static int battle(int attacker, int defender) {
    if (defender == FLAG) {
      return 1;
    }
    if (defender == BOMB) {
      return attacker == MINER ? 1 : -1;
    }
    if (attacker == SPY && defender == MARSHAL) {
      return 1;
    }
    return Integer.compare(attacker, defender);
  }

  private int sideToMove() {
    return history.size() % 2 == 0 ? RED : BLUE;
  }

  /**
   * The piece the player moved last, if it is still on the board; 0 otherwise (no move yet, or
   * the piece was lost, which starts a new chain).
   */
  private int chainPieceId(int player) {
    int last = lastMoveIndexOf(player);
    if (last < 0) {
      return 0;
    }
    int id = history.get(last).pieceId();
    for (int f = 0; f < SIZE; f++) {
      for (int r = 0; r < SIZE; r++) {
        if (pieceIds[f][r] == id) {
          return id;
        }
      }
    }
    return 0;
  }

  /**
   * C-5: the square boundaries crossed by each of the last N moves of the player's chain, whose
   * piece is {@code id}; empty when the rule is off, the chain piece is gone (id 0) or the chain
   * is shorter than N.
   */
  private Set<Integer> forbiddenBoundaries(int player, int id) {
    if (twoSquaresN == 0 || id == 0) {
      return Set.of();
    }
    List<PlayedMove> chain = new ArrayList<>();
    for (int i = lastMoveIndexOf(player); i >= 0 && history.get(i).pieceId() == id; i -= 2) {
      chain.add(history.get(i));
    }
    if (chain.size() < twoSquaresN) {
      return Set.of();
    }
    Set<Integer> common = null;
    for (PlayedMove m : chain.subList(0, twoSquaresN)) {
      Set<Integer> crossed = crossedBoundaries(m.fromFile(), m.fromRank(), m.toFile(), m.toRank());
      if (common == null) {
        common = crossed;
      } else {
        common.retainAll(crossed);
      }
    }
    return common;
  }

  /** Index in the history of the player's latest move, or -1; players strictly alternate. */
  private int lastMoveIndexOf(int player) {
    int i = history.size() - 1;
    if (i >= 0 && history.get(i).player() != player) {
      i--;
    }
    return i;
  }

  /**
   * The boundaries between consecutive squares on the straight path of a move, each coded by its
   * two square numbers (file*10+rank) so the same boundary gets the same code in either direction.
   */
  private static Set<Integer> crossedBoundaries(int ff, int fr, int tf, int tr) {
    Set<Integer> crossed = new HashSet<>();
    int df = Integer.signum(tf - ff);
    int dr = Integer.signum(tr - fr);
    int f = ff;
    int r = fr;
    while (f != tf || r != tr) {
      int a = f * SIZE + r;
      f += df;
      r += dr;
      int b = f * SIZE + r;
      crossed.add(Math.min(a, b) * SIZE * SIZE + Math.max(a, b));
    }
    return crossed;
  }

  private boolean hasMovablePiece(int player) {
    for (int f = 0; f < SIZE; f++) {
      for (int r = 0; r < SIZE; r++) {
        char c = board[f][r];
        if (owner(c) == player && isMovable(kind(c))) {
          return true;
        }
      }
    }
    return false;
  }

  /** RED, BLUE, or -1 for an empty square or a lake. */
  static int owner(char c) {
    if (c >= 'B' && c <= 'M') {
      return RED;
    }
    if (c >= 'N' && c <= 'Y') {
      return BLUE;
    }
    return -1;
  }

  /** Kind 0..11 (Bomb, Spy, Scout, ..., Marshal, Flag): for 1..10 also the fighting strength. */
  static int kind(char c) {
    return owner(c) == RED ? c - 'B' : c - 'N';
  }

  private static boolean isMovable(int kind) {
    return kind != BOMB && kind != FLAG;
  }

  private static boolean isLake(int file, int rank) {
    return (rank == 4 || rank == 5) && (file == 2 || file == 3 || file == 6 || file == 7);
  }

  private static String squareName(int file, int rank) {
    return (char) ('a' + file) + Integer.toString(rank + 1);
  }
}
