package io.github.strategorules.research.classic;

import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.Piece;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.core.view.ViewPiece;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.DeterminizedSearchBot;
import io.github.strategorules.research.Transcript;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * A one-ply heuristic bot that reads only its view. It scores each legal move and plays the best
 * (ties broken at random):
 *
 * <ul>
 *   <li>attacks by expected material: against a known piece the combat table decides; against an
 *       unknown one the outcome is averaged over the types it may still be (the hidden enemy
 *       composition, narrowed to movable types once it moved and to line movers once it moved far),
 *       so it attacks known weaker pieces and avoids known stronger ones;
 *   <li>quiet moves: penalised for ending next to an enemy piece that may beat the mover, rewarded
 *       for escaping such a threat, slightly rewarded for advancing;
 *   <li>its flag: set up on the back row behind bombs ({@code ClassicSetups.guarded}, one placement
 *       at a time), its neighbours stay put, and enemy pieces near it are attacked first.
 * </ul>
 *
 * The scores are computed once for both: by the policy of the {@link ReferenceBot}'s playouts, on
 * the rules kernel, given the view's board (what the view shows, nothing else).
 */
public final class HeuristicBot implements Bot {
  /** What capturing the flag is worth on top of its material value: more than anything else. */
  static final double FLAG_BONUS = 1000;

  /** Creates the bot. */
  public HeuristicBot() {}

  @Override
  public String name() {
    return "heuristic";
  }

  @Override
  public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
    return ClassicSetups.decide(
        transcript, legal, random, ClassicSetups::guarded, (view, decisions, r) -> choose(view, r));
  }

  /**
   * The move this bot plays in a view (the typed API; the decisions of play are the view's legal
   * moves).
   *
   * @param view the view of the player to move
   * @param random the source of randomness (ties)
   * @return one of the view's legal moves
   */
  public Move choose(ClassicView view, SplittableRandom random) {
    double[] scores = scores(view);
    int best = 0;
    double bestScore = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < scores.length; i++) {
      double score = scores[i] + random.nextDouble() * 1e-3;
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    return view.legalMoves().get(best);
  }

  /** The heuristic score of each of the view's legal moves, in their order (material units). */
  static double[] scores(ClassicView view) {
    return scores(view, FLAG_BONUS);
  }

  /** The heuristic as this bot plays it, as a search policy (the playouts of {@link SearchBot}). */
  static DeterminizedSearchBot.Policy policy() {
    return policy(FLAG_BONUS);
  }

  /**
   * The heuristic as a search policy ({@link DeterminizedSearchBot.Policy}): {@link
   * #scores(ClassicView, double)} of the view, for decisions that are the view's legal moves (as
   * the contract's decisions are during play, in the same order); other decisions score as the move
   * they equal, or 0.
   *
   * @param flagBonus what capturing the flag is worth on top of its material value
   */
  static DeterminizedSearchBot.Policy policy(double flagBonus) {
    return (view, legal) -> {
      ClassicView v = (ClassicView) view;
      double[] scores = scores(v, flagBonus);
      List<Move> moves = v.legalMoves();
      if (legal.equals(moves)) {
        return scores;
      }
      double[] out = new double[legal.size()];
      for (int i = 0; i < out.length; i++) {
        int at = moves.indexOf(legal.get(i));
        out[i] = at < 0 ? 0 : scores[at];
      }
      return out;
    };
  }

  /**
   * The heuristic score of each legal move with the given bonus for capturing the flag (on top of
   * its material value), for a search that values the flag's capture itself: {@link KernelPolicy}'s
   * scores, the one place of the heuristic, on the view's board.
   */
  static double[] scores(ClassicView view, double flagBonus) {
    List<Move> moves = view.legalMoves();
    Position board = kernelBoard(view);
    int[] codes = new int[moves.size()];
    for (int i = 0; i < codes.length; i++) {
      codes[i] = board.codeOf(moves.get(i));
    }
    return Arrays.copyOf(
        new KernelPolicy(view.ruleset(), flagBonus).score(board, codes, codes.length),
        codes.length);
  }

  /**
   * What the view shows, as a kernel position with the viewer to move: its own pieces; the enemy's
   * known ones marked {@link Position#REVEALED}; its unknown ones with their moved marks and
   * stand-in types that make up the enemy's hidden composition (the roster less the captured and
   * the known pieces), so that the policy, which reads no unknown type but that composition, sees
   * what the viewer knows and nothing else.
   */
  private static Position kernelBoard(ClassicView view) {
    Ruleset r = view.ruleset();
    Seat me = view.viewer().orElseThrow();
    int enemy = me.ordinal() ^ 1;
    PieceType[] types = PieceType.values();
    int[] left = new int[types.length];
    for (PieceType t : types) {
      left[t.ordinal()] = r.count(t);
    }
    for (Piece c : view.captured()) {
      if (c.owner() != me) {
        left[c.type().ordinal()]--;
      }
    }
    Position p = new Position(r);
    List<int[]> unknown = new ArrayList<>(); // square index, moved marks
    for (int y = 0; y < r.height(); y++) {
      for (int x = 0; x < r.width(); x++) {
        Square at = Square.of(x, y);
        Optional<ViewPiece> vp = view.pieceAt(at);
        if (vp.isEmpty()) {
          continue;
        }
        ViewPiece v = vp.get();
        int marks = (v.moved() ? Position.MOVED : 0) | (v.movedFar() ? Position.MOVED_FAR : 0);
        if (v.owner() == me) {
          p.put(p.index(at), Position.code(me.ordinal(), v.type().orElseThrow().ordinal()), marks);
        } else if (v.type().isPresent()) {
          left[v.type().get().ordinal()]--;
          p.put(
              p.index(at),
              Position.code(enemy, v.type().get().ordinal()),
              marks | Position.REVEALED);
        } else {
          unknown.add(new int[] {p.index(at), marks});
        }
      }
    }
    int t = 0;
    for (int[] u : unknown) {
      while (t < types.length - 1 && left[t] <= 0) {
        t++; // more unknown pieces than the roster leaves (a free setup): the last type stands in
      }
      left[t]--;
      p.put(u[0], Position.code(enemy, t), u[1]);
    }
    p.setClock(me.ordinal(), view.ply(), 0);
    return p;
  }
}
