package io.github.strategorules.testkit.reference;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ImplementsRule;
import io.github.strategorules.core.rules.Movement;
import io.github.strategorules.core.rules.Ruleset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * A deliberately naive, second implementation of the classic-family move rules, written to be read:
 * it shares no code with the rules kernel ({@link io.github.strategorules.core.kernel}) and favours
 * being obviously right over being fast. It exists to check the kernel (perft tables, cross-checks
 * on real games) and to show what the rules say in plain code. It is <b>not</b> the fast path: it
 * keeps the whole game in a list, recomputes the repetition rules from that list on every call, and
 * allocates freely. Bots and servers use the kernel or {@link
 * io.github.strategorules.core.ClassicState}.
 *
 * <p>The board is a {@code char} array of Gravon piece letters ({@code A} empty, {@code _} lake,
 * RED {@code B}..{@code M}, BLUE {@code N}..{@code Y} for Bomb, Spy, Scout, Miner, Sergeant,
 * Lieutenant, Captain, Major, Colonel, General, Marshal, Flag), index {@code (rank - 1) * width +
 * file}; every piece gets a number for the whole game, so that rules about "the same piece" follow
 * the piece and not its square. From the {@link Ruleset} it reads data only: the board's size and
 * lakes, the setup zones (where rescued pieces return), the roster (which pieces are captured), how
 * each type moves, the toggles, the two-squares limit and whether the more-squares rule is on.
 * Combat it decides with its own function, written from the rules' text, and it refuses a ruleset
 * whose combat table says otherwise. Where a piece may go is {@link NaiveMoves}', the two-squares
 * rule {@link NaiveTwoSquares}', combat {@link NaiveCombat}'s; this class keeps the board and the
 * game, plays moves and says when the game is over.
 *
 * <p>Rules implemented (ids of the project's {@code docs/rules}): C-1 (any board, lakes never
 * entered nor crossed); C-3 (one-step moves, scouts in a line, bombs and the flag still); C-4 and
 * V-2.1 to V-2.3, V-R6, V-R8 (combat); V-2.5 (no range attack); V-1.2 (captains' two squares and
 * rescues, with V-R1 and V-R3); C-5 with its reading C-5.2 and V-R2; C-6 through {@link
 * NaiveChase}, when the ruleset has it on; C-7.1 to C-7.3 (a game is over when a flag is lost or a
 * player has no movable piece; a player without a legal move simply has none). Not implemented:
 * C-7.4 and C-7.6, which a ruleset given here must not switch on.
 *
 * <pre>{@code
 * NaiveReference ref = NaiveReference.of(Ruleset.classic(), field);  // a 100-letter Gravon field
 * ref.play("b4-b5");
 * List<String> moves = ref.legalMoves();                          // sorted, like "a4-a5"
 * long[] perft = ref.perft(3);                                    // move sequences of 1, 2 and 3 moves
 * }</pre>
 *
 * <p>A {@code NaiveReference} is mutable ({@link #play}) and not thread-safe.
 */
@ImplementsRule({
  "C-1.1", "C-3.2", "C-3.3", "C-4.1", "C-4.2", "C-4.3", "C-4.4", "C-5.1", "C-5.2", "C-7.1", "C-7.2",
  "C-7.3", "V-1.2", "V-2.1", "V-2.2", "V-2.3", "V-2.5", "V-R1", "V-R2", "V-R3", "V-R6", "V-R8"
})
public final class NaiveReference {
  static final char EMPTY = 'A';
  static final char LAKE = '_';
  static final int RED = 0;
  static final int BLUE = 1;

  /** Piece kinds in the Gravon letter order: index = letter - 'B' (RED) or letter - 'N' (BLUE). */
  static final int BOMB = 0;

  static final int SPY = 1;
  static final int SCOUT = 2;
  static final int MINER = 3;
  static final int CAPTAIN = 6;
  static final int MARSHAL = 10;
  static final int FLAG = 11;
  private static final String KINDS =
      "BOMB SPY SCOUT MINER SERGEANT LIEUTENANT CAPTAIN MAJOR COLONEL GENERAL MARSHAL FLAG";

  /** The letter of each kind in the library's move notation (a rescue names its type so). */
  static final String NOTATION_LETTERS = "BS23456789MF";

  /** How a kind moves: never, one square, any distance in a line, up to two squares (V-1.2). */
  static final int STILL = 0;

  static final int STEP = 1;
  static final int LINE = 2;
  static final int TWO = 3;

  /**
   * One played move, with everything the repetition rules and the end of the game look back at.
   *
   * @param player who moved
   * @param pieceId the moved piece
   * @param from its start square
   * @param to its target square
   * @param survived whether the moved piece stands on {@code to} afterwards
   * @param crossed the square boundaries it crossed (C-5)
   * @param threatened the enemy pieces it threatens afterwards (C-6)
   * @param boardAfter every square's letter afterwards (C-6's positions)
   */
  record Ply(
      int player,
      int pieceId,
      int from,
      int to,
      boolean survived,
      Set<Long> crossed,
      Set<Integer> threatened,
      String boardAfter) {}

  // The board and the rescue bookkeeping are package-private: NaiveMoves reads them, as plainly as
  // this class does, to list where a piece may go.
  private final Ruleset rules;
  private final int width;
  final int height;
  final int[] movement;
  final boolean[][] zone;
  final int[][] roster;
  private final boolean[] hadFlag;
  final char[] board;
  final int[] ids;
  final Set<Integer> rescuers;
  final int[] rescuesUsed;
  private final List<Ply> history;
  private int nextId;

  private NaiveReference(
      Ruleset rules,
      char[] board,
      int[] ids,
      boolean[] hadFlag,
      Set<Integer> rescuers,
      int[] rescuesUsed,
      List<Ply> history,
      int nextId,
      @Nullable NaiveReference shared) {
    this.rules = rules;
    this.width = rules.width();
    this.height = rules.height();
    this.board = board;
    this.ids = ids;
    this.hadFlag = hadFlag;
    this.rescuers = rescuers;
    this.rescuesUsed = rescuesUsed;
    this.history = history;
    this.nextId = nextId;
    if (shared != null) {
      movement = shared.movement;
      zone = shared.zone;
      roster = shared.roster;
      return;
    }
    movement = new int[12];
    roster = new int[2][12];
    for (int k = 0; k < 12; k++) {
      PieceType type = type(k);
      Movement m = rules.movement(type);
      movement[k] =
          m == Movement.IMMOBILE
              ? STILL
              : m == Movement.STEP ? STEP : m == Movement.LINE ? LINE : TWO;
      roster[RED][k] = rules.count(type);
      roster[BLUE][k] = rules.count(type);
    }
    zone = new boolean[2][width * height];
    for (Seat p : List.of(Seat.RED, Seat.BLUE)) {
      for (Square s : rules.setupZone(p)) {
        zone[p.ordinal()][s.y() * width + s.x()] = true;
      }
    }
  }

  /**
   * A position: the pieces of a field, before any move, the ruleset's first player to move.
   *
   * @param rules the rules (not C-7.4, C-7.6, nor a combat table other than its toggles give)
   * @param field {@code width * height} letters: {@code A} empty, {@code _} exactly on the lakes,
   *     RED {@code B}..{@code M}, BLUE {@code N}..{@code Y} (see the class comment)
   * @return the position
   * @throws IllegalArgumentException for a field that does not fit the rules, or rules this
   *     reference does not implement
   */
  public static NaiveReference of(Ruleset rules, String field) {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(field, "field");
    if (rules.gravonEndings() || rules.plyLimit() > 0 || rules.noAttackLimit() > 0) {
      throw new IllegalArgumentException(
          "the reference implements neither C-7.4 nor the limits of C-7.6");
    }
    int size = rules.width() * rules.height();
    if (field.length() != size) {
      throw new IllegalArgumentException(
          "the field must have " + size + " letters, not " + field.length());
    }
    char[] board = new char[size];
    int[] ids = new int[size];
    boolean[] hadFlag = new boolean[2];
    int next = 1;
    for (int i = 0; i < size; i++) {
      char c = field.charAt(i);
      Square s = Square.of(i % rules.width(), i / rules.width());
      if (rules.isLake(s) != (c == LAKE)) {
        throw new IllegalArgumentException("the lakes do not fit the rules at " + s);
      }
      if (c != EMPTY && c != LAKE && owner(c) < 0) {
        throw new IllegalArgumentException("not a piece letter: '" + c + "' at " + s);
      }
      board[i] = c;
      if (owner(c) >= 0) {
        ids[i] = next++;
        if (kind(c) == FLAG) {
          hadFlag[owner(c)] = true;
        }
      }
    }
    NaiveReference ref =
        new NaiveReference(
            rules, board, ids, hadFlag, new HashSet<>(), new int[2], new ArrayList<>(), next, null);
    NaiveCombat.requireSameCombat(rules);
    return ref;
  }

  /**
   * The rules.
   *
   * @return the ruleset
   */
  public Ruleset rules() {
    return rules;
  }

  /**
   * The moves played so far.
   *
   * @return how many
   */
  public int ply() {
    return history.size();
  }

  /**
   * The player to move: the rules' first player after an even number of moves.
   *
   * @return RED or BLUE
   */
  public Seat toMove() {
    return Seat.of(sideToMove());
  }

  /**
   * The board: every square's letter, as in {@link #of}.
   *
   * @return the field
   */
  public String field() {
    return new String(board);
  }

  /**
   * Plays a move of the player to move, in the library's notation ({@code b2-b3}, a rescue as
   * {@code d9-d10+M@e2}).
   *
   * @param move the move
   * @throws IllegalArgumentException when it is not among {@link #legalMoves()}
   */
  public void play(String move) {
    if (!legalMoves().contains(move)) {
      throw new IllegalArgumentException("illegal move " + move + " at ply " + history.size());
    }
    apply(move);
  }

  /**
   * Plays moves already known to be legal, without generating the legal moves before each (for
   * replaying long games at every ply).
   *
   * @param moves the moves, in the library's notation
   */
  public void playUnchecked(List<String> moves) {
    moves.forEach(this::apply);
  }

  /**
   * Every legal move of the player to move, sorted as strings; empty once the game is over. With
   * the more-squares rule on, the moves {@link NaiveChase} forbids are left out.
   *
   * @return the moves
   */
  public List<String> legalMoves() {
    List<String> moves = candidateMoves();
    if (rules.moreSquares() && !moves.isEmpty()) {
      moves.removeAll(NaiveChase.analyse(this).forbidden());
    }
    return moves;
  }

  /**
   * The moves C-1 to C-5 and V-1.2 allow the player to move, before the more-squares rule, sorted;
   * empty once the game is over.
   *
   * @return the moves
   */
  public List<String> candidateMoves() {
    List<String> moves = new ArrayList<>();
    if (isOver()) {
      return moves;
    }
    int p = sideToMove();
    int chainPiece = NaiveTwoSquares.chainPieceId(this, p);
    Set<Long> forbidden = NaiveTwoSquares.forbiddenBoundaries(this, p, chainPiece);
    for (int from = 0; from < board.length; from++) {
      char c = board[from];
      if (owner(c) != p || movement[kind(c)] == STILL) {
        continue;
      }
      for (int to : NaiveMoves.targets(this, from)) {
        if (ids[from] == chainPiece
            && !Collections.disjoint(NaiveTwoSquares.crossed(this, from, to), forbidden)) {
          continue; // C-5
        }
        String plain = name(from) + "-" + name(to);
        moves.add(plain);
        for (String rescue : NaiveMoves.rescues(this, p, from, to)) {
          moves.add(plain + rescue);
        }
      }
    }
    Collections.sort(moves);
    return moves;
  }

  /**
   * The number of move sequences of each length from here: {@code result[d - 1]} for {@code d}
   * moves, not continuing past a position where the game is over.
   *
   * @param maxDepth the longest sequence, 0 or more
   * @return the counts for 1 to {@code maxDepth} moves
   */
  public long[] perft(int maxDepth) {
    long[] counts = new long[maxDepth];
    countFrom(0, counts);
    return counts;
  }

  /**
   * Whether the game is over: a player lost its flag (C-7.1), or a player has no movable piece
   * (C-7.2). A player to move without a legal move (C-7.3) is seen from an empty {@link
   * #legalMoves()}.
   *
   * @return whether it is over
   */
  public boolean isOver() {
    for (int p = RED; p <= BLUE; p++) {
      if (hadFlag[p] && !has(p, true)) {
        return true;
      }
    }
    return !has(RED, false) || !has(BLUE, false);
  }

  private void countFrom(int depth, long[] counts) {
    if (depth == counts.length) {
      return;
    }
    for (String move : legalMoves()) {
      counts[depth]++;
      if (depth + 1 < counts.length) {
        NaiveReference child = copy();
        child.apply(move);
        child.countFrom(depth + 1, counts);
      }
    }
  }

  /** An independent copy, for the children of a perft node. */
  NaiveReference copy() {
    return new NaiveReference(
        rules,
        board.clone(),
        ids.clone(),
        hadFlag.clone(),
        new HashSet<>(rescuers),
        rescuesUsed.clone(),
        new ArrayList<>(history),
        nextId,
        this);
  }

  /** The square one step away in a direction, or -1 off the board. */
  int step(int square, int[] d) {
    if (square < 0) {
      return -1;
    }
    int x = square % width + d[0];
    int y = square / width + d[1];
    return x < 0 || y < 0 || x >= width || y >= height ? -1 : y * width + x;
  }

  /** Plays a move known to be legal: the battle by {@link #battle}, then a declared rescue. */
  void apply(String move) {
    int plus = move.indexOf('+');
    String squares = plus < 0 ? move : move.substring(0, plus);
    int dash = squares.indexOf('-');
    int from = square(squares.substring(0, dash));
    int to = square(squares.substring(dash + 1));
    int p = sideToMove();
    char attacker = board[from];
    char defender = board[to];
    int moverId = ids[from];
    board[from] = EMPTY;
    ids[from] = 0;
    boolean survived;
    if (defender == EMPTY) {
      survived = true;
    } else {
      int result = NaiveCombat.battle(rules, kind(attacker), kind(defender));
      survived = result > 0;
      if (result == 0) {
        board[to] = EMPTY;
        ids[to] = 0;
      }
    }
    if (survived) {
      board[to] = attacker;
      ids[to] = moverId;
      if (plus >= 0) {
        int at = move.indexOf('@', plus);
        int k = NOTATION_LETTERS.indexOf(move.charAt(plus + 1));
        int rescueSquare = square(move.substring(at + 1));
        board[rescueSquare] = (char) ((p == RED ? 'B' : 'N') + k);
        ids[rescueSquare] = nextId++;
        rescuers.add(moverId);
        rescuesUsed[p]++;
      }
    }
    history.add(
        new Ply(
            p,
            moverId,
            from,
            to,
            survived,
            NaiveTwoSquares.crossed(this, from, to),
            survived ? threatenedFrom(to) : Set.of(),
            new String(board)));
  }

  /** The enemy pieces next to a square, by number (C-6: what a piece standing there threatens). */
  Set<Integer> threatenedFrom(int square) {
    Set<Integer> out = new HashSet<>();
    int p = owner(board[square]);
    for (int[] d : new int[][] {{0, -1}, {-1, 0}, {1, 0}, {0, 1}}) {
      int s = step(square, d);
      if (s >= 0 && owner(board[s]) >= 0 && owner(board[s]) != p) {
        out.add(ids[s]);
      }
    }
    return out;
  }

  // ------------------------------------------------------------------ helpers

  int sideToMove() {
    int first = rules.firstSeat().ordinal();
    return history.size() % 2 == 0 ? first : 1 - first;
  }

  List<Ply> history() {
    return history;
  }

  int idAt(int square) {
    return ids[square];
  }

  int width() {
    return width;
  }

  int size() {
    return board.length;
  }

  /** Whether a player has a movable piece, or (with {@code flag}) its flag. */
  private boolean has(int p, boolean flag) {
    for (char c : board) {
      if (owner(c) == p && (flag ? kind(c) == FLAG : movement[kind(c)] != STILL)) {
        return true;
      }
    }
    return false;
  }

  /** RED, BLUE, or -1 for an empty square or a lake. */
  static int owner(char c) {
    return c >= 'B' && c <= 'M' ? RED : c >= 'N' && c <= 'Y' ? BLUE : -1;
  }

  /** Kind 0..11 (Bomb, Spy, Scout, ..., Marshal, Flag); for 1..10 also the modern rank. */
  static int kind(char c) {
    return owner(c) == RED ? c - 'B' : c - 'N';
  }

  /** The library's piece type of a kind. */
  static PieceType type(int kind) {
    return PieceType.valueOf(KINDS.split(" ")[kind]);
  }

  /** A square's name, like {@code e2} or {@code a10}. */
  String name(int square) {
    return (char) ('a' + square % width) + Integer.toString(square / width + 1);
  }

  /** A square's index from its name. */
  int square(String name) {
    int file = name.charAt(0) - 'a';
    int rank = Integer.parseInt(name.substring(1)) - 1;
    if (file < 0 || file >= width || rank < 0 || rank >= height) {
      throw new IllegalArgumentException("not a square of this board: " + name);
    }
    return rank * width + file;
  }
}
