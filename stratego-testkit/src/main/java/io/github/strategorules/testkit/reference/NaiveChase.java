package io.github.strategorules.testkit.reference;

import io.github.strategorules.core.rules.ImplementsRule;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * A deliberately naive implementation of the more-squares rule (C-6), the reading C-R6 of the
 * project's rules in plain code, independent of the kernel's incremental one. It looks at the whole
 * game of a {@link NaiveReference} every time: every move's threatened pieces (by piece number) and
 * the full board after it (every square's owner and type, not hashed), and recomputes the chase
 * from the latest move backwards.
 *
 * <ul>
 *   <li><b>threaten</b>: after a move, if the moved piece stands on its target square, it threatens
 *       every enemy piece on the up to four squares next to that square, whatever their type
 *       (bombs, the flag and stronger pieces too). A piece that lost its attack or traded threatens
 *       nothing; a scout threatens only what is next to its last square.
 *   <li><b>evade</b>: a reply is an evasion when the piece it moves is one the directly preceding
 *       move threatened, whatever it does (step next to the chaser again, attack, die).
 *   <li><b>continuous chase</b>: for the player to move X, the pairs (a move of X, the opponent's
 *       reply) are <i>good</i> when X's move threatens something and the reply evades it. X is
 *       chasing when its last pair is good; the chase is the longest unbroken run of good pairs
 *       that ends with it, whichever pieces chase or are chased.
 *   <li><b>evaders</b>: the pieces moved by the replies of the chase's pairs, followed by number to
 *       where they stand now (a captured evader is gone).
 *   <li><b>chasing move</b>: a move of X while it is chasing after which the moved piece threatens
 *       at least one evader.
 *   <li><b>the chase's positions</b>: the boards after each move of X in the chase's pairs; not the
 *       boards after the replies, not the board after the move being judged.
 *   <li><b>C-6.1</b>: a chasing move is forbidden when the board after it is one of the chase's
 *       positions. <b>C-6.2</b>: never a move of the piece X moved last back to the square that
 *       move started from (a scout's very start square); C-5 still applies to it.
 * </ul>
 */
@ImplementsRule({"C-6", "C-6.1", "C-6.2", "C-R6", "C-R7"})
public final class NaiveChase {
  private NaiveChase() {}

  /**
   * What the rule sees in a position, for tests and for explaining a disagreement.
   *
   * @param candidates the moves C-1 to C-5 allow ({@link NaiveReference#candidateMoves()})
   * @param chaseStartPly the index in the game of the chaser's first threatening move of the
   *     current chase, or -1 when the player to move is not chasing
   * @param evaders where the chase's evaders stand now, sorted
   * @param positions how many distinct boards the chase has had
   * @param positionPlies the plies after which the chase's positions were recorded
   * @param forbidden the candidates C-6.1 forbids and C-6.2 does not allow, sorted
   */
  public record Analysis(
      List<String> candidates,
      int chaseStartPly,
      List<String> evaders,
      int positions,
      List<Integer> positionPlies,
      SortedSet<String> forbidden) {}

  /**
   * The moves of the player to move that C-6 forbids, each allowed by C-1 to C-5, whether or not
   * the position's rules have the more-squares rule on.
   *
   * @param position the position
   * @return the forbidden moves, sorted
   */
  public static SortedSet<String> forbidden(NaiveReference position) {
    return analyse(position).forbidden();
  }

  /**
   * The full analysis of a position.
   *
   * @param position the position
   * @return the analysis
   */
  public static Analysis analyse(NaiveReference position) {
    List<String> candidates = position.candidateMoves();
    List<NaiveReference.Ply> plies = position.history();
    int n = plies.size();
    int start = -1;
    for (int t = n - 2; t >= 0 && isGoodPair(plies.get(t), plies.get(t + 1)); t -= 2) {
      start = t;
    }
    if (start < 0) {
      return new Analysis(
          candidates,
          -1,
          List.of(),
          0,
          List.of(),
          Collections.unmodifiableSortedSet(new TreeSet<>()));
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
    for (int s = 0; s < position.size(); s++) {
      if (position.idAt(s) != 0 && evaderIds.contains(position.idAt(s))) {
        evaderSquares.add(position.name(s));
      }
    }
    Collections.sort(evaderSquares);
    NaiveReference.Ply previous = plies.get(n - 2); // the chaser's directly preceding move
    SortedSet<String> forbidden = new TreeSet<>();
    for (String move : candidates) {
      NaiveReference after = position.copy();
      after.apply(move);
      NaiveReference.Ply made = after.history().get(n);
      boolean chasing = !Collections.disjoint(made.threatened(), evaderIds);
      boolean repeated = positions.contains(made.boardAfter());
      boolean exception = made.pieceId() == previous.pieceId() && made.to() == previous.from();
      if (chasing && repeated && !exception) {
        forbidden.add(move);
      }
    }
    return new Analysis(
        candidates,
        start,
        List.copyOf(evaderSquares),
        positions.size(),
        List.copyOf(positionPlies),
        Collections.unmodifiableSortedSet(forbidden));
  }

  /** A move of the chaser and the reply: the move threatens something and the reply evades it. */
  private static boolean isGoodPair(NaiveReference.Ply chaserMove, NaiveReference.Ply reply) {
    return !chaserMove.threatened().isEmpty() && chaserMove.threatened().contains(reply.pieceId());
  }
}
