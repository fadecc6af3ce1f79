package io.github.strategorules.research.classic;

import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.Piece;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.event.BattleResult;
import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.core.view.ViewPiece;
import io.github.strategorules.research.ObservationEncoder;
import io.github.strategorules.research.ObservationLayout;
import io.github.strategorules.research.Transcript;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * Observation tensors and information-state strings of one player of a classic-family game,
 * computed from that player's {@link ClassicView} alone (a transcript's current view: its public
 * move log is the player's perfect recall), so they hold nothing the player has not seen (C-8).
 *
 * <h2>Tensor layout</h2>
 *
 * {@link #size()} floats: {@link #PLANES} planes of {@code height * width} values, the value of
 * square {@code (x, y)} of plane {@code k} at {@code k * height * width + y * width + x} (absolute
 * squares, as in {@link ClassicActionCodec}: rank 1 is row 0 for both players), then a tail of
 * {@link #TAIL} scalars at {@code PLANES * height * width}. Planes (1 = yes, 0 = no):
 *
 * <ul>
 *   <li>0-11: the viewer's pieces, one plane per {@link PieceType} in ordinal order (Flag first);
 *   <li>12-23: enemy pieces of known type, same order;
 *   <li>24: enemy pieces of unknown type; 25: of those, the ones that moved (so neither bomb nor
 *       flag); 26: of those, the ones that once moved more than one square (scouts, or under V-1.2
 *       scouts or captains);
 *   <li>27: lakes;
 *   <li>28: the viewer's pieces whose type the enemy knows; 29: the viewer's pieces that moved;
 *   <li>30-37: the last four moves, newest first, two planes each: start square, end square (a
 *       rescue, V-1.2, is part of its move);
 *   <li>38: start squares and 39: end squares of the viewer's moves the repetition rules forbid now
 *       (C-5 two-squares and C-6 more-squares);
 *   <li>40: all ones when the viewer is to move; 41: all ones when the viewer is RED.
 * </ul>
 *
 * Tail: 12 values per type of the enemy's pieces still on the board divided by the roster's count
 * (0 for types not in the roster); 12 values per type of the enemy pieces on the board whose type
 * the viewer does not know, divided likewise (remaining count minus those known); 12 values of the
 * viewer's own remaining pieces; the ply / 1000; the plies since the last attack / 100.
 *
 * <h2>Information state</h2>
 *
 * {@link #infoState} is a perfect-recall string of what the player observed: the ruleset spec, the
 * viewer, its own start setup ({@code a1F b1B ...}), every move of the public log ({@code a4-a5},
 * or {@code a4xa5(3v2:A)} for an attack: attacker type letter, defender type letter or {@code ?},
 * result {@code A} attacker wins, {@code D} defender wins, {@code B} both lose; a rescue, V-1.2,
 * follows its move as {@code +M@e2}), then the player to move and a standing draw offer. For a game
 * restored from a position (no log) the view's board diagram replaces the setup.
 */
public final class ClassicObservations implements ObservationEncoder {
  /** The number of planes. */
  public static final int PLANES = 42;

  /** The number of scalars after the planes. */
  public static final int TAIL = 3 * 12 + 2;

  private static final int LAST_MOVES = 4;

  private final Ruleset ruleset;
  private final int width;
  private final int area;

  private ClassicObservations(Ruleset ruleset) {
    this.ruleset = ruleset;
    this.width = ruleset.width();
    this.area = ruleset.width() * ruleset.height();
  }

  /**
   * The encoder of a ruleset's board.
   *
   * @param ruleset the rules
   * @return the encoder
   */
  public static ClassicObservations of(Ruleset ruleset) {
    return new ClassicObservations(Objects.requireNonNull(ruleset, "ruleset"));
  }

  /**
   * The length of a tensor: {@code PLANES * height * width + TAIL}.
   *
   * @return the length
   */
  @Override
  public int size() {
    return PLANES * area + TAIL;
  }

  /**
   * The layout of the class comment, every plane and scalar named: {@code own_flag} ... {@code
   * own_marshal}, {@code enemy_flag} ... {@code enemy_marshal} (known types), {@code
   * enemy_unknown}, {@code enemy_unknown_moved}, {@code enemy_unknown_moved_far}, {@code lake},
   * {@code own_known_to_enemy}, {@code own_moved}, {@code last_move_1_from}, {@code last_move_1_to}
   * ... {@code last_move_4_to} (newest first), {@code forbidden_from}, {@code forbidden_to}, {@code
   * to_move}, {@code is_red}; scalars {@code enemy_left_flag} ..., {@code enemy_unknown_left_flag}
   * ..., {@code own_left_flag} ..., {@code ply_per_1000}, {@code plies_since_attack_per_100}.
   *
   * @return the layout: {@value #PLANES} planes of {@code height x width}, {@value #TAIL} scalars
   */
  @Override
  public ObservationLayout layout() {
    List<String> planes = new ArrayList<>(PLANES);
    List<String> tail = new ArrayList<>(TAIL);
    for (String who : List.of("own_", "enemy_")) {
      for (PieceType t : PieceType.values()) {
        planes.add(who + t.name().toLowerCase(Locale.ROOT));
      }
    }
    planes.addAll(
        List.of(
            "enemy_unknown",
            "enemy_unknown_moved",
            "enemy_unknown_moved_far",
            "lake",
            "own_known_to_enemy",
            "own_moved"));
    for (int i = 1; i <= LAST_MOVES; i++) {
      planes.add("last_move_" + i + "_from");
      planes.add("last_move_" + i + "_to");
    }
    planes.addAll(List.of("forbidden_from", "forbidden_to", "to_move", "is_red"));
    for (String what : List.of("enemy_left_", "enemy_unknown_left_", "own_left_")) {
      for (PieceType t : PieceType.values()) {
        tail.add(what + t.name().toLowerCase(Locale.ROOT));
      }
    }
    tail.add("ply_per_1000");
    tail.add("plies_since_attack_per_100");
    return new ObservationLayout(PLANES, ruleset.height(), width, planes, tail);
  }

  /**
   * Writes the tensor of a transcript's current view ({@link #write(ClassicView, float[], int)}).
   *
   * @param transcript a player's transcript of a game of this encoder's ruleset
   * @param out the tensor
   * @param offset where to start writing
   * @throws IllegalArgumentException for a transcript of another game
   */
  @Override
  public void write(Transcript transcript, float[] out, int offset) {
    write(viewOf(transcript), out, offset);
  }

  /**
   * The information-state string of a transcript's current view ({@link #infoState(ClassicView)}).
   *
   * @param transcript a player's transcript
   * @return the string
   * @throws IllegalArgumentException for a transcript of another game
   */
  @Override
  public String infoState(Transcript transcript) {
    return infoState(viewOf(transcript));
  }

  private static ClassicView viewOf(Transcript transcript) {
    if (transcript.view() instanceof ClassicView v) {
      return v;
    }
    throw new IllegalArgumentException("not a transcript of a classic-family game");
  }

  /**
   * Writes a player's observation tensor (see the class comment) into {@code out} from {@code
   * offset}, overwriting {@link #size()} values.
   *
   * @param view a player's view (not a spectator's) of a game of this encoder's ruleset
   * @param out the tensor
   * @param offset where to start writing
   * @throws IllegalArgumentException for a spectator view or another ruleset's view
   */
  public void write(ClassicView view, float[] out, int offset) {
    Seat me =
        view.viewer().orElseThrow(() -> new IllegalArgumentException("a player's view is needed"));
    if (!view.ruleset().equals(ruleset)) {
      throw new IllegalArgumentException("the view is of another ruleset");
    }
    Arrays.fill(out, offset, offset + size(), 0f);
    int[] enemyKnown = new int[12];
    for (int sq = 0; sq < area; sq++) {
      Square s = Square.of(sq % width, sq / width);
      if (ruleset.isLake(s)) {
        out[offset + 27 * area + sq] = 1f;
      }
      Optional<ViewPiece> o = view.pieceAt(s);
      if (o.isEmpty()) {
        continue;
      }
      ViewPiece p = o.get();
      if (p.owner() == me) {
        out[offset + p.type().orElseThrow().ordinal() * area + sq] = 1f;
        set(out, offset, 28, sq, p.revealed());
        set(out, offset, 29, sq, p.moved());
      } else if (p.type().isPresent()) {
        out[offset + (12 + p.type().get().ordinal()) * area + sq] = 1f;
        enemyKnown[p.type().get().ordinal()]++;
      } else {
        out[offset + 24 * area + sq] = 1f;
        set(out, offset, 25, sq, p.moved());
        set(out, offset, 26, sq, p.movedFar());
      }
    }
    List<ClassicEvent> log = view.moveLog();
    for (int i = 0, k = log.size() - 1; i < LAST_MOVES && k >= 0; k--) {
      ClassicEvent e = log.get(k);
      if (e instanceof ClassicEvent.Rescued) {
        continue; // V-1.2: part of the move before it; the rescued piece shows as a revealed piece
      }
      Square from =
          e instanceof ClassicEvent.PieceMoved m ? m.from() : ((ClassicEvent.Battle) e).from();
      Square to = e instanceof ClassicEvent.PieceMoved m ? m.to() : ((ClassicEvent.Battle) e).to();
      out[offset + (30 + 2 * i) * area + index(from)] = 1f;
      out[offset + (31 + 2 * i) * area + index(to)] = 1f;
      i++;
    }
    for (List<Move> list : List.of(view.forbiddenByTwoSquares(), view.forbiddenByMoreSquares())) {
      for (Move m : list) {
        out[offset + 38 * area + index(m.from())] = 1f;
        out[offset + 39 * area + index(m.to())] = 1f;
      }
    }
    if (view.toMove().orElse(null) == me) {
      Arrays.fill(out, offset + 40 * area, offset + 41 * area, 1f);
    }
    if (me == Seat.RED) {
      Arrays.fill(out, offset + 41 * area, offset + 42 * area, 1f);
    }
    int[][] lost = new int[2][12];
    for (Piece p : view.captured()) {
      lost[p.owner().ordinal()][p.type().ordinal()]++;
    }
    int tail = offset + PLANES * area;
    for (PieceType t : PieceType.values()) {
      int roster = ruleset.count(t);
      if (roster == 0) {
        continue;
      }
      int enemyLeft = roster - lost[me.opponent().ordinal()][t.ordinal()];
      out[tail + t.ordinal()] = (float) enemyLeft / roster;
      out[tail + 12 + t.ordinal()] =
          (float) Math.max(0, enemyLeft - enemyKnown[t.ordinal()]) / roster;
      out[tail + 24 + t.ordinal()] = (float) (roster - lost[me.ordinal()][t.ordinal()]) / roster;
    }
    out[tail + 36] = view.ply() / 1000f;
    out[tail + 37] = view.pliesSinceAttack() / 100f;
  }

  /**
   * A player's observation tensor in a new array.
   *
   * @param view a player's view
   * @return the tensor, {@link #size()} long
   */
  public float[] tensor(ClassicView view) {
    float[] out = new float[size()];
    write(view, out, 0);
    return out;
  }

  /**
   * The perfect-recall information-state string of a player (see the class comment): equal for two
   * states exactly when the player observed the same things.
   *
   * @param view a player's view (not a spectator's)
   * @return the string
   * @throws IllegalArgumentException for a spectator view
   */
  public static String infoState(ClassicView view) {
    Seat me =
        view.viewer().orElseThrow(() -> new IllegalArgumentException("a player's view is needed"));
    StringBuilder sb = new StringBuilder(64 + 16 * view.moveLog().size());
    sb.append(view.ruleset().spec()).append('|').append(me).append('|');
    long moves = view.moveLog().stream().filter(e -> !(e instanceof ClassicEvent.Rescued)).count();
    if (moves == view.ply() && view.phase() != io.github.strategorules.core.game.Phase.SETUP) {
      sb.append(Provenance.ofAnyPhase(view).ownSetup());
    } else {
      sb.append(
          view.render(io.github.strategorules.core.board.RankNumbering.MODERN).replace('\n', '/'));
    }
    for (ClassicEvent e : view.moveLog()) {
      if (e instanceof ClassicEvent.Rescued r) {
        // V-1.2: the rescue belongs to the move before it, written as in the move notation.
        sb.append('+').append(r.piece().type().letter()).append('@').append(r.square());
        continue;
      }
      sb.append('|');
      if (e instanceof ClassicEvent.PieceMoved m) {
        sb.append(m.from()).append('-').append(m.to());
      } else {
        ClassicEvent.Battle b = (ClassicEvent.Battle) e;
        sb.append(b.from())
            .append('x')
            .append(b.to())
            .append('(')
            .append(b.attackerType().letter())
            .append('v')
            .append(b.defenderType().map(PieceType::letter).orElse('?'))
            .append(':')
            .append(
                b.result() == BattleResult.ATTACKER_WINS
                    ? 'A'
                    : b.result() == BattleResult.DEFENDER_WINS ? 'D' : 'B')
            .append(')');
      }
    }
    sb.append("|").append(view.phase());
    view.toMove().ifPresent(p -> sb.append("|to move ").append(p));
    view.drawOffer().ifPresent(p -> sb.append("|offer ").append(p));
    view.outcome().ifPresent(o -> sb.append("|").append(o));
    return sb.toString();
  }

  private int index(Square s) {
    return s.y() * width + s.x();
  }

  private void set(float[] out, int offset, int plane, int sq, boolean on) {
    if (on) {
      out[offset + plane * area + sq] = 1f;
    }
  }
}
