package io.github.strategorules.research.classic;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.Piece;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.event.BattleResult;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.CombatTable;
import io.github.strategorules.core.rules.Movement;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.core.view.ViewPiece;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The pre-kernel implementation of the classic bots' scores, kept in test code as an independent
 * oracle: {@code HeuristicBot}'s view-based move scores, {@code SearchBot.material} and {@code
 * SearchEvaluation.of} as they were at commit e72a163, before they moved onto the rules kernel
 * ({@link KernelPolicy}, {@link KernelEvaluation}). Only the vocabulary was renamed (Seat for
 * Player, ClassicView for PlayerView); the loops, terms and weights are the old ones, written out
 * here and not read from the production constants, so that a changed weight or term in production
 * fails the tests that compare with this class. Its rules are the ruleset's: C-4 for the battles
 * (the combat table), C-4.3 for the miners, C-7.1 for the flag, C-8 for what a view shows.
 */
final class ViewScoringOracle {
  /** What capturing the flag was worth on top of its material value in {@code HeuristicBot}. */
  static final double FLAG_BONUS = 1000;

  private static final double APPROACH = 0.15;
  private static final double MINER_DANGER = 3;
  private static final double[] LAST_MINERS = {6, 3, 1};
  private static final double[] DANGER = {0, 8, 4, 1.6};

  private ViewScoringOracle() {}

  // ---------------------------------------------------------------- SearchBot.material

  /**
   * The material of {@code me} minus the opponent's, flags left out, read square by square from the
   * state.
   */
  static double material(ClassicState s, Seat me) {
    Ruleset r = s.ruleset();
    double m = 0;
    for (int y = 0; y < r.height(); y++) {
      for (int x = 0; x < r.width(); x++) {
        var piece = s.pieceAt(Square.of(x, y));
        if (piece.isPresent() && piece.get().type() != PieceType.FLAG) {
          m += piece.get().owner() == me ? value(piece.get().type()) : -value(piece.get().type());
        }
      }
    }
    return m;
  }

  /**
   * The old piece values (PieceValues at e72a163), written out, by type ordinal: Flag, Bomb, Spy,
   * Scout, Miner, ..., Marshal.
   */
  private static final double[] VALUE = {100, 3, 5, 1.5, 4, 2.5, 3, 4, 5.5, 7, 9, 12};

  /** A type's material value, as PieceValues gave it at e72a163. */
  static double value(PieceType t) {
    return VALUE[t.ordinal()];
  }

  // ---------------------------------------------------------------- SearchEvaluation.of

  /**
   * The positional value of a full state for {@code me}: last miners, danger near the own flag,
   * approach.
   */
  static double positional(ClassicState s, Seat me) {
    Ruleset r = s.ruleset();
    int w = r.width();
    int h = r.height();
    int[] miners = new int[2];
    int myFlag = -1;
    int enemyFlag = -1;
    int area = w * h;
    int[] enemyMobile = new int[area];
    boolean[] enemyMiner = new boolean[area];
    int[] myMobile = new int[area];
    boolean[] myMiner = new boolean[area];
    int ne = 0;
    int nm = 0;
    for (int y = 0; y < h; y++) {
      for (int x = 0; x < w; x++) {
        Optional<Piece> o = s.pieceAt(Square.of(x, y));
        if (o.isEmpty()) {
          continue;
        }
        Piece p = o.get();
        int sq = y * w + x;
        boolean mine = p.owner() == me;
        if (p.type() == PieceType.FLAG) {
          if (mine) {
            myFlag = sq;
          } else {
            enemyFlag = sq;
          }
        } else if (r.movement(p.type()).isMobile()) {
          if (mine) {
            myMiner[nm] = p.type() == PieceType.MINER;
            myMobile[nm++] = sq;
          } else {
            enemyMiner[ne] = p.type() == PieceType.MINER;
            enemyMobile[ne++] = sq;
          }
          if (p.type() == PieceType.MINER) {
            miners[p.owner().ordinal()]++;
          }
        }
      }
    }
    double v = lastMiners(miners[me.ordinal()]) - lastMiners(miners[me.ordinal() ^ 1]);
    if (myFlag >= 0) {
      double danger = 0;
      for (int i = 0; i < ne; i++) {
        int d = distance(enemyMobile[i], myFlag, w);
        if (d < DANGER.length) {
          danger += DANGER[d] * (enemyMiner[i] ? MINER_DANGER : 1);
        }
      }
      v -= danger;
    }
    if (enemyFlag >= 0) {
      int any = Integer.MAX_VALUE;
      int miner = Integer.MAX_VALUE;
      for (int i = 0; i < nm; i++) {
        int d = distance(myMobile[i], enemyFlag, w);
        any = Math.min(any, d);
        if (myMiner[i]) {
          miner = Math.min(miner, d);
        }
      }
      if (any != Integer.MAX_VALUE) {
        v -= APPROACH * any;
      }
      // without a miner the flag is as far as it gets: losing the last one must not gain
      v -= APPROACH * (miner == Integer.MAX_VALUE ? w + h : miner);
    }
    return v;
  }

  private static double lastMiners(int n) {
    double v = 0;
    for (int i = 0; i < n && i < LAST_MINERS.length; i++) {
      v += LAST_MINERS[i];
    }
    return v;
  }

  private static int distance(int a, int b, int w) {
    return Math.abs(a % w - b % w) + Math.abs(a / w - b / w);
  }

  // ---------------------------------------------------------------- HeuristicBot.scores

  /**
   * The heuristic score of each of the view's legal moves, in their order, with the given bonus for
   * taking the flag: read from the view only.
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
        double v =
            switch (res) {
              case ATTACKER_WINS -> value(t) + (t == PieceType.FLAG ? flagBonus : 0);
              case DEFENDER_WINS -> -value(mover);
              case BOTH_LOSE -> value(t) - value(mover);
            };
        score += p[t.ordinal()] * v;
      }
      if (target.get().type().isEmpty() && value(mover) <= 3) {
        score += 0.5; // cheap pieces scout the unknown
      }
      if (b.nearFlag(m.to(), 2)) {
        score += 3; // an enemy near the flag
      }
    } else {
      score -= b.danger(m.to(), m.from(), mover);
      score += b.danger(m.from(), null, mover) * 0.9;
      int forward =
          view.viewer().orElseThrow() == Seat.RED
              ? m.to().y() - m.from().y()
              : m.from().y() - m.to().y();
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

    /**
     * The probability of each type for an enemy piece, from the hidden composition and its moves.
     */
    double[] distribution(ViewPiece p) {
      double[] d = new double[hidden.length];
      if (p.type().isPresent()) {
        d[p.type().get().ordinal()] = 1;
        return d;
      }
      Ruleset r = view.ruleset();
      double sum = 0;
      for (PieceType t : PieceType.values()) {
        boolean allowed =
            p.movedFar() ? r.movement(t) == Movement.LINE : !p.moved() || r.movement(t).isMobile();
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

    /**
     * The expected loss if the mover stands on {@code at}: enemy neighbours that may attack and
     * win.
     */
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
            loss += p[t.ordinal()] * value(mover);
          } else if (res == BattleResult.BOTH_LOSE) {
            loss += p[t.ordinal()] * (value(mover) - value(t));
          } else {
            loss -= p[t.ordinal()] * value(t) * 0.5; // it would lose attacking us
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
