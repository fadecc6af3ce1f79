package io.github.strategorules.research.classic;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.event.BattleResult;
import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.view.ClassicView;
import java.util.Arrays;
import java.util.List;

/**
 * What the enemy's unrevealed pieces showed by the way they moved, as a log-likelihood of each type
 * for each piece ({@link StrategistBot}'s belief, on top of {@link ClassicSampler}'s hard facts and
 * setup prior). A player who knows the type of a piece of ours (it fought, or it moved as only a
 * Scout does) and steps next to it with a piece of its own most likely has a piece that takes it;
 * one that steps away from it, a piece it would take. Each such move adds {@link #EVIDENCE} to the
 * log-weight of the types it favours and takes it from the others, up to {@link #LIMIT} either way
 * (people bluff). Read from the view's public log alone (C-8).
 */
final class Behaviour {
  /** The log-likelihood one approach or retreat adds to the types it favours. */
  static final double EVIDENCE = 0.5;

  /** The most a piece's evidence may weigh for or against a type, in log-likelihood. */
  static final double LIMIT = 1.5;

  private static final int TYPES = PieceType.values().length;

  private Behaviour() {}

  /**
   * Each unrevealed enemy piece's log-likelihood of each type, by its {@link Provenance} id.
   *
   * @param prov the view's provenance
   * @param view the view it was built from
   * @return per id a row of {@link PieceType} ordinals' log-likelihoods (zero for a piece that
   *     showed nothing)
   */
  static double[][] of(Provenance prov, ClassicView view) {
    int width = prov.ruleset.width();
    int size = width * prov.ruleset.height();
    int me = prov.viewer.ordinal();
    boolean[][] takes = new boolean[TYPES][TYPES];
    for (PieceType a : PieceType.values()) {
      for (PieceType d : PieceType.values()) {
        takes[a.ordinal()][d.ordinal()] =
            prov.ruleset.combat().result(a, d) == BattleResult.ATTACKER_WINS;
      }
    }
    boolean[] mobile = new boolean[TYPES];
    for (PieceType t : PieceType.values()) {
      mobile[t.ordinal()] = prov.ruleset.movement(t).isMobile();
    }
    double[][] evidence = new double[prov.count][TYPES];
    int[] at = new int[size];
    Arrays.fill(at, -1);
    for (int id = 0; id < prov.count; id++) {
      if (prov.start[id] >= 0) {
        at[prov.start[id]] = id;
      }
    }
    boolean[] shown = new boolean[prov.count]; // an own piece whose type the enemy knows
    List<ClassicEvent> log = view.moveLog();
    for (ClassicEvent e : log) {
      if (e instanceof ClassicEvent.PieceMoved m) {
        int from = index(m.from(), width);
        int to = index(m.to(), width);
        int id = at[from];
        at[from] = -1;
        at[to] = id;
        if (id < 0) {
          continue;
        }
        if (prov.owner[id] == me) {
          if (Math.abs(m.from().x() - m.to().x()) + Math.abs(m.from().y() - m.to().y()) > 1) {
            shown[id] = true; // only a line mover moves so
          }
        } else if (prov.type[id] < 0) {
          weigh(prov, evidence[id], at, shown, takes, mobile, from, to, width, size);
        }
      } else if (e instanceof ClassicEvent.Battle b) {
        int from = index(b.from(), width);
        int to = index(b.to(), width);
        int attacker = at[from];
        at[from] = -1;
        if (b.result() == BattleResult.ATTACKER_WINS) {
          at[to] = attacker;
          reveal(shown, attacker);
        } else if (b.result() == BattleResult.DEFENDER_WINS) {
          reveal(shown, at[to]);
        } else {
          at[to] = -1;
        }
      } else if (e instanceof ClassicEvent.Rescued r) {
        at[index(r.square(), width)] = -1; // V-1.2: a piece back from captivity, not followed
      }
    }
    for (double[] row : evidence) {
      for (int t = 0; t < TYPES; t++) {
        row[t] = Math.max(-LIMIT, Math.min(LIMIT, row[t]));
      }
    }
    return evidence;
  }

  /** The evidence of one move of an unrevealed enemy piece from {@code from} to {@code to}. */
  private static void weigh(
      Provenance prov,
      double[] row,
      int[] at,
      boolean[] shown,
      boolean[][] takes,
      boolean[] mobile,
      int from,
      int to,
      int width,
      int size) {
    int[] next = new int[4];
    int n = neighbours(to, width, size, next);
    for (int i = 0; i < n; i++) {
      int own = at[next[i]];
      if (known(prov, shown, own) && !adjacent(from, next[i], width)) {
        int target = prov.type[own];
        for (int t = 0; t < TYPES; t++) {
          row[t] += takes[t][target] ? EVIDENCE : -EVIDENCE; // steps up to take it
        }
      }
    }
    n = neighbours(from, width, size, next);
    for (int i = 0; i < n; i++) {
      int own = at[next[i]];
      if (known(prov, shown, own)
          && mobile[prov.type[own]]
          && !adjacent(to, next[i], width)
          && next[i] != to) {
        int threat = prov.type[own];
        for (int t = 0; t < TYPES; t++) {
          row[t] += takes[threat][t] ? EVIDENCE : -EVIDENCE; // runs from what would take it
        }
      }
    }
  }

  /** Whether a square holds a piece of the viewer's whose type the enemy knows. */
  private static boolean known(Provenance prov, boolean[] shown, int id) {
    return id >= 0 && prov.owner[id] == prov.viewer.ordinal() && shown[id] && prov.type[id] >= 0;
  }

  private static void reveal(boolean[] shown, int id) {
    if (id >= 0) {
      shown[id] = true;
    }
  }

  private static int neighbours(int sq, int width, int size, int[] out) {
    int n = 0;
    int x = sq % width;
    if (x > 0) {
      out[n++] = sq - 1;
    }
    if (x < width - 1) {
      out[n++] = sq + 1;
    }
    if (sq >= width) {
      out[n++] = sq - width;
    }
    if (sq + width < size) {
      out[n++] = sq + width;
    }
    return n;
  }

  private static boolean adjacent(int a, int b, int width) {
    return Math.abs(a % width - b % width) + Math.abs(a / width - b / width) == 1;
  }

  private static int index(Square s, int width) {
    return s.y() * width + s.x();
  }
}
