package io.github.strategorules.core;

import io.github.strategorules.core.action.ClassicAction;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.action.Rescue;
import io.github.strategorules.core.board.Piece;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.event.BattleResult;
import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.event.ClassicOutcome;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.internal.History;
import io.github.strategorules.core.internal.IndexedLog;
import io.github.strategorules.core.kernel.Moves;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.kernel.Status;
import io.github.strategorules.core.rules.Ruleset;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.RandomAccess;

/**
 * The steps of play on the kernel (C-3, C-4, C-7): the legal moves of a state in the API's form,
 * and a legal move applied to a copy of the state's position, with its events and its entry in the
 * public move log. The immutable API's fast path: it generates the next player's moves once, for
 * the end-of-game test and the next state's {@link ClassicState#legalMoves()}.
 */
final class MoveSteps {
  private MoveSteps() {}

  /**
   * The API form of the kernel's moves for the player to move (C-3), in the kernel's order. The
   * list makes each {@link Move} when it is read: a playout reads one move of about thirty, and
   * building them all was a third of a ply's time (issue 35).
   */
  static List<Move> legalMoves(ClassicState s) {
    if (s.phase() != Phase.PLAY) {
      return List.of();
    }
    Position position = s.board().position();
    int[] codes = s.board().generatedMoves();
    if (codes == null) {
      int[] buf = new int[position.maxMoves()];
      codes = Arrays.copyOf(buf, position.generate(buf));
    }
    return new MoveList(position, Seat.of(position.toMove()), codes);
  }

  /** The API form of a kernel move code. */
  private static Move toMove(Position position, Seat p, int code) {
    Move m = Move.of(p, position.square(Moves.from(code)), position.square(Moves.to(code)));
    if (!Moves.isRescue(code)) {
      return m;
    }
    Square at = position.square(position.rescueSquare(p.ordinal(), Moves.rescueSlot(code)));
    return Move.withRescue(p, m.from(), m.to(), new Rescue(TYPES[Moves.rescueType(code)], at));
  }

  /** A legal move applied: the next state on a copy of the position, the events, the log entry. */
  static ClassicStep apply(ClassicState s, Move m, History<ClassicAction> h) {
    Position position = s.board().position();
    Ruleset ruleset = s.ruleset();
    Position p = position.copy();
    int from = p.index(m.from());
    int to = p.index(m.to());
    int attacker = p.pieceAt(from);
    int defender = p.pieceAt(to);
    int result = p.make(position.codeOf(m));
    ClassicEvent[] events =
        new ClassicEvent[5]; // at most a battle, two captures, a rescue, the end
    int k = 0;
    ClassicEvent seen;
    if (result == Position.NO_BATTLE) {
      seen = new ClassicEvent.PieceMoved(m.seat(), m.from(), m.to());
      events[k++] = seen;
    } else {
      PieceType at = TYPES[Position.type(attacker)];
      PieceType dt = TYPES[Position.type(defender)];
      BattleResult br = RESULTS[result - 1];
      seen = new ClassicEvent.Battle(m.seat(), m.from(), m.to(), at, Optional.of(dt), br);
      events[k++] = seen;
      if (br != BattleResult.ATTACKER_WINS) {
        events[k++] = new ClassicEvent.PieceCaptured(new Piece(m.seat(), at), m.from());
      }
      if (br != BattleResult.DEFENDER_WINS) {
        events[k++] = new ClassicEvent.PieceCaptured(new Piece(m.seat().opponent(), dt), m.to());
      }
    }
    IndexedLog<ClassicEvent> l = s.journal().log().plus(Redaction.ofMove(ruleset, seen, null));
    MoveLog own = s.journal().ownLogs();
    own = own == null ? null : own.plus(ruleset, seen);
    if (m.rescue().isPresent()
        && (result == Position.NO_BATTLE || result == Position.ATTACKER_WINS)) {
      Rescue r = m.rescue().get();
      ClassicEvent rescued =
          new ClassicEvent.Rescued(new Piece(m.seat(), r.type()), r.square(), m.to()); // V-1.2
      events[k++] = rescued;
      l = l.plus(rescued); // a rescue is public
      own = own == null ? null : own.plus(ruleset, rescued);
    }
    // Generate the next player's moves once: for the end-of-game test and the next legalMoves().
    int[] buf = scratch(p.maxMoves());
    int n = p.generate(buf);
    int status = p.statusAfterGenerate(n);
    ClassicOutcome o = status == Status.ONGOING ? null : Status.outcome(status);
    if (o != null) {
      events[k++] = new ClassicEvent.GameEnded(o);
    }
    // A move by the offerer's opponent declines a standing draw offer (C-7.5).
    Seat offer = s.drawOffer().orElse(null) == m.seat() ? m.seat() : null;
    ClassicBoard next = s.board().after(p, o == null ? Arrays.copyOf(buf, n) : null);
    return new ClassicStep(
        new ClassicState(
            ruleset,
            o == null ? Phase.PLAY : Phase.OVER,
            next,
            o,
            o == null ? offer : null,
            new Journal(h, l, own)),
        listOf(events, k));
  }

  /** The first k events as an immutable list, which the step keeps without copying it again. */
  private static List<ClassicEvent> listOf(ClassicEvent[] e, int k) {
    return switch (k) {
      case 1 -> List.of(e[0]);
      case 2 -> List.of(e[0], e[1]);
      case 3 -> List.of(e[0], e[1], e[2]);
      case 4 -> List.of(e[0], e[1], e[2], e[3]);
      default -> List.of(e[0], e[1], e[2], e[3], e[4]);
    };
  }

  private static final PieceType[] TYPES = PieceType.values();
  private static final BattleResult[] RESULTS = BattleResult.values();

  /** A per-thread generation buffer, so that apply allocates only the moves it keeps. */
  private static final ThreadLocal<int[][]> SCRATCH =
      ThreadLocal.withInitial(() -> new int[1][512]);

  private static int[] scratch(int length) {
    int[][] holder = SCRATCH.get();
    if (holder[0].length < length) {
      holder[0] = new int[length];
    }
    return holder[0];
  }

  /**
   * An unmodifiable list over the kernel's move codes, which nothing else changes: the state's
   * position is never changed once the state exists, so reading it from several threads is safe,
   * and {@link Move#of} gives equal moves for equal codes.
   */
  private static final class MoveList extends AbstractList<Move> implements RandomAccess {
    private final Position position;
    private final Seat seat;
    private final int[] codes;

    MoveList(Position position, Seat seat, int[] codes) {
      this.position = position;
      this.seat = seat;
      this.codes = codes;
    }

    @Override
    public Move get(int index) {
      return toMove(position, seat, codes[index]);
    }

    @Override
    public int size() {
      return codes.length;
    }
  }
}
