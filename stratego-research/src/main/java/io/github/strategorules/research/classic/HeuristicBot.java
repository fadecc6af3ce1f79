package io.github.strategorules.research.classic;

import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.Piece;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.event.BattleResult;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.CombatTable;
import io.github.strategorules.core.rules.Movement;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.core.view.ViewPiece;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Transcript;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;

/**
 * A one-ply heuristic bot that reads only its view. It scores each legal move and plays the best
 * (ties broken at random):
 * <ul>
 *   <li>attacks by expected material: against a known piece the combat table decides; against an
 *       unknown one the outcome is averaged over the types it may still be (the hidden enemy
 *       composition, narrowed to movable types once it moved and to line movers once it moved far),
 *       so it attacks known weaker pieces and avoids known stronger ones;
 *   <li>quiet moves: penalised for ending next to an enemy piece that may beat the mover, rewarded
 *       for escaping such a threat, slightly rewarded for advancing;
 *   <li>its flag: set up on the back row behind bombs ({@code ClassicSetups.guarded}, one
 *       placement at a time), its neighbours stay put, and enemy pieces near it are attacked first.
 * </ul>
 */
public final class HeuristicBot implements Bot {
  /** What capturing the flag is worth on top of its material value: more than anything else. */
  private static final double FLAG_BONUS = 1000;

  /** Creates the bot. */
  public HeuristicBot() {}

  @Override
  public String name() {
    return "heuristic";
  }

  @Override
  public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
    ClassicView view = ClassicResearch.view(transcript);
    if (view.phase() == Phase.SETUP) {
      return ClassicSetups.guarded(view, legal, random);
    }
    return choose(view, random);
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

  /**
   * The heuristic score of each legal move with the given bonus for capturing the flag (on top of
   * its material value), for a search that values the flag's capture itself.
   */
  static double[] scores(ClassicView view, double flagBonus) {
    Beliefs beliefs = new Beliefs(view);
    List<Move> moves = view.legalMoves();
    double[] scores = new double[moves.size()];
    for (int i = 0; i < scores.length; i++) {
      scores[i] = score(view, beliefs, moves.get(i), flagBonus);
    }
    return scores;
  }

  private static double score(ClassicView view, Beliefs b, Move m, double flagBonus) {
    Ruleset r = view.ruleset();
    PieceType mover = view.pieceAt(m.from()).orElseThrow().type().orElseThrow();
    Optional<ViewPiece> target = view.pieceAt(m.to());
    double score = 0;
    if (target.isPresent()) {
      double[] p = b.distribution(target.get());
      CombatTable combat = r.combat();
      for (PieceType t : PieceType.values()) {
        if (p[t.ordinal()] == 0) {
          continue;
        }
        BattleResult res = combat.result(mover, t);
        double v = switch (res) {
          case ATTACKER_WINS -> PieceValues.of(t) + (t == PieceType.FLAG ? flagBonus : 0);
          case DEFENDER_WINS -> -PieceValues.of(mover);
          case BOTH_LOSE -> PieceValues.of(t) - PieceValues.of(mover);
        };
        score += p[t.ordinal()] * v;
      }
      if (target.get().type().isEmpty() && PieceValues.of(mover) <= 3) {
        score += 0.5; // cheap pieces scout the unknown
      }
      if (b.nearFlag(m.to(), 2)) {
        score += 3; // an enemy near the flag
      }
    } else {
      score -= b.danger(m.to(), m.from(), mover);
      score += b.danger(m.from(), null, mover) * 0.9;
      int forward = view.viewer().orElseThrow() == Seat.RED ? m.to().y() - m.from().y() : m.from().y() - m.to().y();
      score += 0.05 * Math.signum(forward);
    }
    if (b.nearFlag(m.from(), 1) && !b.nearFlag(m.to(), 1)) {
      score -= 1; // keep the flag's guards
    }
    return score;
  }

  /** What the view tells about the enemy's pieces: the hidden composition and the flag's place. */
  private static final class Beliefs {
    private final ClassicView view;
    private final Seat me;
    private final double[] hidden = new double[PieceType.values().length];
    private final List<Square> flags = new ArrayList<>();

    Beliefs(ClassicView view) {
      this.view = view;
      this.me = view.viewer().orElseThrow();
      Ruleset r = view.ruleset();
      for (PieceType t : PieceType.values()) {
        hidden[t.ordinal()] = r.count(t);
      }
      for (Piece p : view.captured()) {
        if (p.owner() != me) {
          hidden[p.type().ordinal()]--;
        }
      }
      for (int y = 0; y < r.height(); y++) {
        for (int x = 0; x < r.width(); x++) {
          Optional<ViewPiece> vp = view.pieceAt(Square.of(x, y));
          if (vp.isEmpty()) {
            continue;
          }
          if (vp.get().owner() != me && vp.get().type().isPresent()) {
            hidden[vp.get().type().get().ordinal()]--;
          } else if (vp.get().owner() == me && vp.get().type().orElseThrow() == PieceType.FLAG) {
            flags.add(Square.of(x, y));
          }
        }
      }
    }

    /** The probability of each type for an enemy piece, from the hidden composition and its flags. */
    double[] distribution(ViewPiece p) {
      double[] d = new double[hidden.length];
      if (p.type().isPresent()) {
        d[p.type().get().ordinal()] = 1;
        return d;
      }
      Ruleset r = view.ruleset();
      double sum = 0;
      for (PieceType t : PieceType.values()) {
        boolean allowed = p.movedFar() ? r.movement(t) == Movement.LINE : !p.moved() || r.movement(t).isMobile();
        d[t.ordinal()] = allowed ? Math.max(0, hidden[t.ordinal()]) : 0;
        sum += d[t.ordinal()];
      }
      if (sum > 0) {
        for (int i = 0; i < d.length; i++) {
          d[i] /= sum;
        }
      }
      return d;
    }

    /** The expected loss if the mover stands on {@code at}: enemy neighbours that may attack and win. */
    double danger(Square at, @Nullable Square ignore, PieceType mover) {
      Ruleset r = view.ruleset();
      double worst = 0;
      int[][] dirs = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
      for (int[] d : dirs) {
        int x = at.x() + d[0];
        int y = at.y() + d[1];
        if (x < 0 || y < 0 || x >= r.width() || y >= r.height()) {
          continue;
        }
        Square s = Square.of(x, y);
        Optional<ViewPiece> vp = view.pieceAt(s);
        if (s.equals(ignore) || vp.isEmpty() || vp.get().owner() == me) {
          continue;
        }
        double[] p = distribution(vp.get());
        double loss = 0;
        for (PieceType t : PieceType.values()) {
          if (p[t.ordinal()] == 0 || !r.movement(t).isMobile()) {
            continue;
          }
          BattleResult res = r.combat().result(t, mover);
          if (res == BattleResult.ATTACKER_WINS) {
            loss += p[t.ordinal()] * PieceValues.of(mover);
          } else if (res == BattleResult.BOTH_LOSE) {
            loss += p[t.ordinal()] * (PieceValues.of(mover) - PieceValues.of(t));
          } else {
            loss -= p[t.ordinal()] * PieceValues.of(t) * 0.5; // it would lose attacking us
          }
        }
        worst = Math.max(worst, loss);
      }
      return worst;
    }

    boolean nearFlag(Square s, int distance) {
      for (Square f : flags) {
        if (Math.abs(f.x() - s.x()) + Math.abs(f.y() - s.y()) <= distance) {
          return true;
        }
      }
      return false;
    }
  }
}
