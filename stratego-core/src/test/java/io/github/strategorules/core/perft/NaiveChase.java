package io.github.strategorules.core.perft;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * A deliberately naive, independent implementation of the more-squares rule (C-6 of
 * {@code shared/rules/classic.md}), used only to cross-check the rules kernel on real games. It
 * shares no code with the kernel and favours being obviously correct over being fast: every call
 * replays the whole game from the Gravon field, keeps a full board snapshot (a 100-character
 * string of Gravon letters, so owner and type of every square) after every move, and recomputes
 * the chase from the start of the history. The moves it filters come from {@link NaiveReference}
 * (C-1 to C-5).
 *
 * <h2>Reading of the C-6 definitions</h2>
 *
 * Where classic.md leaves room, this is the reading implemented (the most literal one found):
 *
 * <ul>
 *   <li><b>threaten</b>: after a move, if the moved piece stands on its target square (it moved to
 *       an empty square, or won its attack: a bomb defused by a miner and the spy beating the
 *       marshal included), it threatens every enemy piece on the up to four squares orthogonally
 *       next to that target square, <em>whatever their type</em>: bombs and the flag, and pieces
 *       that would beat the moved piece, are threatened too (the text says "the enemy pieces",
 *       with no rank condition). A moved piece that lost its attack or traded threatens nothing.
 *       A scout threatens only what is next to its last square, never what it passed.
 *   <li><b>evade</b>: a reply (the opponent's move directly after a threatening move) is an
 *       evasion when the piece it moves is one of the pieces the directly preceding move
 *       threatened, whatever the reply does: moving to a square that is still next to the chaser,
 *       attacking (even the chaser itself), dying in the attack. Tracked by piece identity (each
 *       piece of the field gets a number for the game), which here is the same as "the reply
 *       starts on a threatened square".
 *   <li><b>continuous chase</b>: for the chaser X, look at the pairs (a move of X, the opponent's
 *       reply). A pair is <i>good</i> when X's move threatens at least one piece and the reply is
 *       an evasion of that move. When X is to move, X is chasing iff the latest pair (X's
 *       previous move, the opponent's last move) is good; the chase started at the first pair of
 *       the longest unbroken run of good pairs that ends with the latest pair. Pieces need not be
 *       the same from pair to pair (several chased pieces, several chasing pieces: one chase). A
 *       bad pair ends the chase; the next good pair starts a new one (a move never belongs to two
 *       chases of the same chaser). Each player's chase as chaser is computed separately; the
 *       opponent's chase plays no part in X's.
 *   <li><b>evaders of the chase</b>: the pieces moved by the replies of the good pairs of the
 *       current chase (the first evasion included), followed by identity to where they stand now
 *       (a captured evader is gone).
 *   <li><b>chasing move</b>: a move of X, while X is chasing, after which the moved piece
 *       threatens (definition above) at least one evader of the chase. (It need not threaten only
 *       evaders.)
 *   <li><b>the chase's positions</b>: the full boards (owner and type per square, not piece
 *       identities, no hashing) after each move of X in the good pairs of the chase: after the
 *       first threatening move, and after each later move of X during the chase. The position
 *       after the candidate move itself is not among them, nor the positions after the opponent's
 *       replies.
 *   <li><b>C-6.1</b>: a chasing move is forbidden when the board after it equals one of the
 *       chase's positions. (An attack can never repeat a position, since the number of pieces
 *       only falls, so it needs no special case.)
 *   <li><b>C-6.2</b>: the exception holds for a move of the piece X moved on its directly
 *       preceding turn (the last move of the chase), back to exactly the square that move
 *       started from (for a scout: the very start square, not a square on the way). Such a move
 *       is never forbidden by C-6; C-5 is applied separately, by {@link NaiveReference}.
 * </ul>
 *
 * The positions compared all have the same player to move (the opponent), so no side-to-move
 * flag is stored. Two-squares chains (C-5) are not part of a position.
 */
public final class NaiveChase {
  private static final int SIZE = 10;
  private static final char EMPTY = 'A';
  private static final int RED = 0;
  private static final int BLUE = 1;

  private NaiveChase() {}

  /**
   * What the rule sees in a position, for tests and for explaining a disagreement.
   *
   * @param candidates the moves C-1 to C-5 allow (from {@link NaiveReference}), sorted
   * @param chaseStartPly the ply (0-based index in the move list) of the chaser's first
   *     threatening move of the current chase, or -1 when the player to move is not chasing
   * @param evaders where the chase's evaders stand now, sorted
   * @param positions how many distinct boards the chase has had
   * @param positionPlies the plies after which the chase's positions were recorded
   * @param forbidden the candidates C-6.1 forbids and C-6.2 does not allow, sorted
   */
  public record Analysis(List<String> candidates, int chaseStartPly, List<String> evaders,
      int positions, List<Integer> positionPlies, Set<String> forbidden) {}

  /**
   * The moves of the player to move that C-6 forbids (each of them legal under C-1 to C-5).
   *
   * @param field the 100-character Gravon field content of the start
   * @param movesSoFar every move played since the start, like "b2-b3", RED's first
   * @param twoSquaresN N of C-5 (needed only to know which moves C-5 allows)
   * @return the forbidden moves, sorted
   */
  public static Set<String> forbidden(String field, List<String> movesSoFar, int twoSquaresN) {
    return analyse(field, movesSoFar, twoSquaresN).forbidden();
  }

  /**
   * The full analysis of the position after {@code movesSoFar}.
   *
   * @param field the 100-character Gravon field content of the start
   * @param movesSoFar every move played since the start, like "b2-b3", RED's first
   * @param twoSquaresN N of C-5
   * @return the analysis
   */
  public static Analysis analyse(String field, List<String> movesSoFar, int twoSquaresN) {
    List<String> candidates =
        NaiveReference.replayUnchecked(field, twoSquaresN, movesSoFar).legalMoves();

    // 1. Replay the whole history, recording what every move did.
    Board board = Board.of(field);
    List<Played> plies = new ArrayList<>();
    for (int i = 0; i < movesSoFar.size(); i++) {
      int player = i % 2 == 0 ? RED : BLUE;
      int[] ft = parse(movesSoFar.get(i));
      if (NaiveReference.owner(board.letters[ft[0]]) != player) {
        throw new IllegalArgumentException("ply " + i + ": no piece of the mover on "
            + movesSoFar.get(i));
      }
      int pieceId = board.ids[ft[0]];
      board.apply(ft[0], ft[1]);
      plies.add(new Played(player, pieceId, ft[0], ft[1], board.threatenedBy(pieceId, ft[1]),
          board.snapshot()));
    }

    // 2. The chase of the player to move, as chaser: the longest run of good pairs ending now.
    int n = plies.size();
    int start = -1;
    for (int t = n - 2; t >= 0 && isGoodPair(plies.get(t), plies.get(t + 1)); t -= 2) {
      start = t;
    }
    if (start < 0) {
      return new Analysis(candidates, -1, List.of(), 0, List.of(), Collections.emptySortedSet());
    }
    Set<Integer> evaderIds = new HashSet<>();
    Set<String> positions = new HashSet<>();
    List<Integer> positionPlies = new ArrayList<>();
    for (int t = start; t <= n - 2; t += 2) {
      evaderIds.add(plies.get(t + 1).pieceId());
      positions.add(plies.get(t).boardAfter());
      positionPlies.add(t);
    }
    List<String> evaderSquares = new ArrayList<>();
    for (int s = 0; s < SIZE * SIZE; s++) {
      if (board.ids[s] != 0 && evaderIds.contains(board.ids[s])) {
        evaderSquares.add(squareName(s));
      }
    }
    Collections.sort(evaderSquares);
    Played previous = plies.get(n - 2); // the chaser's directly preceding turn

    // 3. Each candidate: chasing move? position repeated? exception?
    Set<String> forbidden = new TreeSet<>();
    for (String move : candidates) {
      int[] ft = parse(move);
      Board after = board.copy();
      int pieceId = after.ids[ft[0]];
      after.apply(ft[0], ft[1]);
      Set<Integer> threatened = after.threatenedBy(pieceId, ft[1]);
      boolean chasing = !Collections.disjoint(threatened, evaderIds);
      boolean repeated = positions.contains(after.snapshot());
      boolean exception = pieceId == previous.pieceId() && ft[1] == previous.from();
      if (chasing && repeated && !exception) {
        forbidden.add(move);
      }
    }
    return new Analysis(candidates, start, evaderSquares, positions.size(), positionPlies,
        Collections.unmodifiableSet(forbidden));
  }

  /** A move of the chaser and the reply: the move threatens something and the reply evades it. */
  private static boolean isGoodPair(Played chaserMove, Played reply) {
    return !chaserMove.threatened().isEmpty()
        && chaserMove.threatened().contains(reply.pieceId());
  }

  /**
   * One played move, as the rule sees it.
   *
   * @param player who moved
   * @param pieceId the moved piece
   * @param from the start square (index rank*10+file)
   * @param to the target square
   * @param threatened the ids of the enemy pieces the move threatens
   * @param boardAfter the full board after the move
   */
  private record Played(int player, int pieceId, int from, int to, Set<Integer> threatened,
      String boardAfter) {}

  /** A board of Gravon letters with a fixed number per piece; index rank*10+file, 0-based. */
  private static final class Board {
    final char[] letters;
    final int[] ids;

    private Board(char[] letters, int[] ids) {
      this.letters = letters;
      this.ids = ids;
    }

    static Board of(String field) {
      char[] letters = field.toCharArray();
      int[] ids = new int[SIZE * SIZE];
      int next = 1;
      for (int s = 0; s < SIZE * SIZE; s++) {
        if (NaiveReference.owner(letters[s]) >= 0) {
          ids[s] = next++;
        }
      }
      return new Board(letters, ids);
    }

    Board copy() {
      return new Board(letters.clone(), ids.clone());
    }

    String snapshot() {
      return new String(letters);
    }

    /** Plays a move already known to be legal, resolving an attack per C-4. */
    void apply(int from, int to) {
      char attacker = letters[from];
      char defender = letters[to];
      int attackerId = ids[from];
      letters[from] = EMPTY;
      ids[from] = 0;
      int result = defender == EMPTY ? 1 : NaiveReference.battle(NaiveReference.kind(attacker), NaiveReference.kind(defender));
      if (result > 0) {
        letters[to] = attacker;
        ids[to] = attackerId;
      } else if (result == 0) {
        letters[to] = EMPTY;
        ids[to] = 0;
      }
      // result < 0: the defender stays.
    }

    /**
     * The ids of the enemy pieces next to {@code to}, if the piece {@code pieceId} stands there
     * after its move; empty if it died.
     */
    Set<Integer> threatenedBy(int pieceId, int to) {
      Set<Integer> result = new HashSet<>();
      if (ids[to] != pieceId || pieceId == 0) {
        return result;
      }
      int me = NaiveReference.owner(letters[to]);
      int file = to % SIZE;
      int rank = to / SIZE;
      int[][] dirs = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
      for (int[] d : dirs) {
        int f = file + d[0];
        int r = rank + d[1];
        if (f < 0 || f >= SIZE || r < 0 || r >= SIZE) {
          continue;
        }
        int s = r * SIZE + f;
        int o = NaiveReference.owner(letters[s]);
        if (o >= 0 && o != me) {
          result.add(ids[s]);
        }
      }
      return result;
    }
  }

  /** "b2-b3" to {from, to}, each rank*10+file, 0-based. */
  private static int[] parse(String move) {
    String[] parts = move.split("-");
    return new int[] {square(parts[0]), square(parts[1])};
  }

  private static int square(String name) {
    int file = name.charAt(0) - 'a';
    int rank = Integer.parseInt(name.substring(1)) - 1;
    return rank * SIZE + file;
  }

  static String squareName(int s) {
    return (char) ('a' + s % SIZE) + Integer.toString(s / SIZE + 1);
  }
}
