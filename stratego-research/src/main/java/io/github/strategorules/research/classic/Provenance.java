package io.github.strategorules.research.classic;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.event.BattleResult;
import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.Movement;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.core.view.ViewPiece;
import io.github.strategorules.research.SamplingException;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Where every piece of a game started, read off one player's view alone: the pieces on the board
 * are followed back through the public move log ({@link ClassicView#moveLog()}) to their start
 * squares, each battle puts its lost pieces (of revealed type) back where they stood, and each
 * rescue (V-1.2) takes the rescued piece off the board again. Along the way every move a piece made
 * narrows the types it can be ({@link #allowed}). Pieces are numbered; the arrays are indexed by
 * piece number.
 */
final class Provenance {
  final Ruleset ruleset;
  final Seat viewer;
  int count;
  int[] owner = new int[96];

  /** The type ordinal, or -1 when the viewer does not know it. */
  int[] type = new int[96];

  int[] start = new int[96];

  /** The square now, or -1 for a captured piece. */
  int[] now = new int[96];

  /**
   * The types (bit per ordinal) whose movement allows every move the piece made: all types for a
   * piece that never moved, the mobile ones for a one-square step, line movers (scouts) for a
   * straight move of three or more, and under V-1.2 line or two-square movers (captains) for a
   * straight move of two and two-square movers for a corner move.
   */
  int[] allowed = new int[96];

  /**
   * A piece brought back by a rescue (V-1.2): of known type, not part of its owner's setup (the
   * roster counts it once, as the captured piece it was).
   */
  boolean[] rescued = new boolean[96];

  /**
   * The types (bit per ordinal) that the other public facts allow: not a Scout for a piece that
   * rescued (V-1.2), a type that beats the attacker for a defender that won unseen under silent
   * defence (V-2.6). Unlike {@link #allowed}, these sets are not nested, so the sampler checks them
   * after its draw.
   */
  int[] required = new int[96];

  private Provenance(ClassicView view) {
    this.ruleset = view.ruleset();
    this.viewer =
        view.viewer()
            .orElseThrow(() -> new SamplingException(SamplingException.Failure.SPECTATOR_VIEW));
    int w = ruleset.width();
    int size = w * ruleset.height();
    int[] at = new int[size];
    Arrays.fill(at, -1);
    for (int sq = 0; sq < size; sq++) {
      Optional<ViewPiece> vp = view.pieceAt(Square.of(sq % w, sq / w));
      if (vp.isPresent()) {
        ViewPiece p = vp.get();
        int id = add(p.owner().ordinal(), p.type().map(Enum::ordinal).orElse(-1), sq);
        at[sq] = id;
      }
    }
    List<ClassicEvent> log = view.moveLog();
    for (int i = log.size() - 1; i >= 0; i--) {
      ClassicEvent e = log.get(i);
      if (e instanceof ClassicEvent.PieceMoved m) {
        int from = index(m.from());
        int to = index(m.to());
        narrow(at[to], m.from(), m.to());
        at[from] = at[to];
        at[to] = -1;
      } else if (e instanceof ClassicEvent.Rescued r) {
        // The log lists a rescue after its move; walking back, the rescued piece leaves first.
        int sq = index(r.square());
        int rescuer = at[index(r.rescuer())];
        if (rescuer >= 0) {
          required[rescuer] &= ~(1 << PieceType.SCOUT.ordinal()); // V-1.2: a Scout cannot rescue
        }
        learn(at[sq], r.piece().type().ordinal());
        if (at[sq] >= 0) {
          rescued[at[sq]] = true;
        }
        at[sq] = -1;
      } else if (e instanceof ClassicEvent.Battle b) {
        int from = index(b.from());
        int to = index(b.to());
        int att = b.attacker().ordinal();
        int defType = b.defenderType().map(Enum::ordinal).orElse(-1);
        if (b.result() == BattleResult.ATTACKER_WINS) {
          at[from] = at[to];
          learn(at[from], b.attackerType().ordinal());
          at[to] = add(att ^ 1, defType, -1);
        } else if (b.result() == BattleResult.DEFENDER_WINS) {
          at[from] = add(att, b.attackerType().ordinal(), -1);
          learn(at[to], defType);
          if (defType < 0 && at[to] >= 0) { // V-2.6: won unseen, so a type that beats the attacker
            required[at[to]] &= beats(b.attackerType());
          }
        } else {
          at[from] = add(att, b.attackerType().ordinal(), -1);
          at[to] = add(att ^ 1, defType, -1);
        }
      }
    }
    for (int sq = 0; sq < size; sq++) {
      if (at[sq] >= 0) {
        start[at[sq]] = sq;
      }
    }
  }

  /**
   * The provenance of a player's view.
   *
   * @throws SamplingException for a spectator view, outside play, or with an incomplete log
   */
  static Provenance of(ClassicView view) {
    if (view.phase() != io.github.strategorules.core.game.Phase.PLAY) {
      throw new SamplingException(SamplingException.Failure.NOT_IN_PLAY);
    }
    if (view.moveLog().stream().filter(e -> !(e instanceof ClassicEvent.Rescued)).count()
        != view.ply()) {
      throw new SamplingException(SamplingException.Failure.INCOMPLETE_HISTORY);
    }
    if (view.ruleset().freeSetup()) {
      throw new SamplingException(SamplingException.Failure.FREE_SETUP);
    }
    return new Provenance(view);
  }

  /** The provenance of a player's view in play or after the game; the log must be complete. */
  static Provenance ofAnyPhase(ClassicView view) {
    return new Provenance(view);
  }

  /** The types that win when defending against the attacker's type (C-4, the ruleset's table). */
  private int beats(PieceType attacker) {
    int mask = 0;
    for (PieceType t : PieceType.values()) {
      if (ruleset.combat().result(attacker, t) == BattleResult.DEFENDER_WINS) {
        mask |= 1 << t.ordinal();
      }
    }
    return mask;
  }

  /** Keeps the types whose movement allows the piece's move from {@code a} to {@code b}. */
  private void narrow(int id, Square a, Square b) {
    if (id < 0) {
      return;
    }
    int dx = Math.abs(a.x() - b.x());
    int dy = Math.abs(a.y() - b.y());
    int mask = 0;
    for (PieceType t : PieceType.values()) {
      if (allows(ruleset.movement(t), dx, dy)) {
        mask |= 1 << t.ordinal();
      }
    }
    allowed[id] &= mask;
  }

  /** Whether a piece that moves this way can move {@code dx} files and {@code dy} ranks at once. */
  static boolean allows(Movement m, int dx, int dy) {
    boolean straight = dx == 0 || dy == 0;
    return switch (m) {
      case IMMOBILE -> false;
      case STEP -> straight && dx + dy == 1;
      case LINE -> straight;
      case TWO_SQUARES -> straight ? dx + dy <= 2 : dx == 1 && dy == 1;
    };
  }

  private void learn(int id, int t) {
    if (id >= 0 && t >= 0) {
      type[id] = t;
    }
  }

  private int add(int own, int t, int sq) {
    if (count == owner.length) {
      int n = count * 2;
      owner = Arrays.copyOf(owner, n);
      type = Arrays.copyOf(type, n);
      start = Arrays.copyOf(start, n);
      now = Arrays.copyOf(now, n);
      allowed = Arrays.copyOf(allowed, n);
      rescued = Arrays.copyOf(rescued, n);
      required = Arrays.copyOf(required, n);
    }
    int id = count++;
    owner[id] = own;
    type[id] = t;
    now[id] = sq;
    start[id] = -1;
    allowed[id] = (1 << PieceType.values().length) - 1;
    required[id] = allowed[id];
    return id;
  }

  private int index(Square s) {
    return s.y() * ruleset.width() + s.x();
  }

  /** The viewer's start setup as {@code a1F b1B ...}: square and letter, by square index. */
  String ownSetup() {
    String[] bySquare = new String[ruleset.width() * ruleset.height()];
    for (int id = 0; id < count; id++) {
      if (owner[id] == viewer.ordinal() && start[id] >= 0) {
        bySquare[start[id]] =
            Square.of(start[id] % ruleset.width(), start[id] / ruleset.width()).toString()
                + PieceType.values()[type[id]].letter();
      }
    }
    StringBuilder sb = new StringBuilder();
    for (String s : bySquare) {
      if (s != null) {
        sb.append(sb.length() == 0 ? "" : " ").append(s);
      }
    }
    return sb.toString();
  }
}
