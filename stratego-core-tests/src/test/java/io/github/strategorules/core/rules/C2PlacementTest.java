package io.github.strategorules.core.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.ClassicStep;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.action.ClassicAction;
import io.github.strategorules.core.action.ClassicReason;
import io.github.strategorules.core.action.ClassicResignation;
import io.github.strategorules.core.action.FinishSetup;
import io.github.strategorules.core.action.PlacePiece;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.IllegalActionException;
import io.github.strategorules.core.error.InvalidSetupException;
import io.github.strategorules.core.error.SetupProblem;
import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.view.ViewPiece;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** C-2 through the listed actions: a setup is placed piece by piece, and stays secret. */
class C2PlacementTest {
  private static final Ruleset R = Ruleset.classic();
  private static final Ruleset FREE = Ruleset.parse("classic(free_setup)");

  private static PlacePiece place(Seat p, String square, PieceType t) {
    return new PlacePiece(p, Square.parse(square), t);
  }

  /** Places a setup one piece at a time, in its order. */
  private static ClassicState placeEach(ClassicState s, Seat p, Setup setup) {
    for (Setup.Placement x : setup.placements()) {
      s = s.apply(p, new PlacePiece(p, x.square(), x.type())).state();
    }
    return s;
  }

  @Test
  @ChecksRule({"C-2.1", "C-R1"})
  @DisplayName("C-2.1 every placement is listed, by square then type, then the resignation")
  void c2_1_listing() {
    ClassicState s = ClassicState.newGame(R);
    assertThat(s.phase()).isEqualTo(Phase.SETUP);
    assertThat(s.toDecide()).containsExactly(Seat.RED, Seat.BLUE);
    List<ClassicAction> red = s.legalActions(Seat.RED);
    assertThat(red).hasSize(40 * 12 + 1);
    assertThat(red.get(0)).isEqualTo(place(Seat.RED, "a1", PieceType.FLAG));
    assertThat(red.get(1)).isEqualTo(place(Seat.RED, "a1", PieceType.BOMB));
    assertThat(red.get(12)).isEqualTo(place(Seat.RED, "b1", PieceType.FLAG));
    assertThat(red.get(red.size() - 2)).isEqualTo(place(Seat.RED, "j4", PieceType.MARSHAL));
    assertThat(red.get(red.size() - 1)).isEqualTo(new ClassicResignation(Seat.RED));
    assertThat(s.legalActions(Seat.BLUE).get(0)).isEqualTo(place(Seat.BLUE, "a7", PieceType.FLAG));
    assertThat(s.legalActions()).hasSize(2 * (40 * 12 + 1)); // both decide: RED's, then BLUE's
    assertThatThrownBy(() -> s.legalActions(Seat.GREEN))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  @ChecksRule({"C-2.1", "C-R1"})
  @DisplayName(
      "C-2.1 one piece per square of the own zone, the roster exactly; each refusal names its reason")
  void c2_1_placementRules() {
    ClassicState s =
        ClassicState.newGame(R).apply(Seat.RED, place(Seat.RED, "a1", PieceType.FLAG)).state();
    List<ClassicAction> red = s.legalActions(Seat.RED);
    assertThat(red)
        .doesNotContain(
            place(Seat.RED, "a1", PieceType.BOMB), place(Seat.RED, "b1", PieceType.FLAG))
        .contains(place(Seat.RED, "b1", PieceType.BOMB));
    assertThat(red.get(0))
        .isEqualTo(place(Seat.RED, "b1", PieceType.BOMB)); // first empty square, first type left
    assertThat(s.check(place(Seat.RED, "a1", PieceType.BOMB)))
        .contains(ClassicReason.SQUARE_OCCUPIED);
    assertThat(s.check(place(Seat.RED, "b1", PieceType.FLAG)))
        .contains(ClassicReason.NO_PIECE_LEFT);
    assertThat(s.check(place(Seat.RED, "e5", PieceType.BOMB)))
        .contains(ClassicReason.OUTSIDE_SETUP_ZONE);
    assertThat(s.check(place(Seat.RED, "a7", PieceType.BOMB)))
        .contains(ClassicReason.OUTSIDE_SETUP_ZONE);
    assertThat(s.check(place(Seat.RED, "c5", PieceType.BOMB))).contains(ClassicReason.INTO_LAKE);
    assertThat(s.check(new PlacePiece(Seat.RED, Square.of(3, 12), PieceType.BOMB)))
        .contains(ClassicReason.OFF_BOARD);
    assertThat(s.check(new FinishSetup(Seat.RED))).contains(ClassicReason.UNSUPPORTED_ACTION);
    assertThat(s.check(Seat.BLUE, place(Seat.RED, "b1", PieceType.BOMB)))
        .contains(ClassicReason.NOT_YOUR_ACTION);
    assertThatThrownBy(() -> s.apply(Seat.RED, place(Seat.RED, "a1", PieceType.BOMB)))
        .isInstanceOfSatisfying(
            IllegalActionException.class,
            e -> assertThat(e.reason()).isEqualTo(ClassicReason.SQUARE_OCCUPIED));
  }

  @Test
  @ChecksRule({"C-2.1", "C-R1", "C-3.1"})
  @DisplayName(
      "C-2.1 a setup is complete when its roster stands; play starts when both are, first player to move")
  void c2_1_completeAndStart() {
    ClassicState s = ClassicState.newGame(R);
    ClassicStep last = null;
    for (int i = 0; i < 40; i++) {
      last =
          s.apply(
              Seat.RED,
              s.legalActions(Seat.RED).get(0)); // choice 0: the first empty square, first type
      s = last.state();
    }
    assertThat(last.events())
        .containsExactly(
            new ClassicEvent.PiecePlaced(
                Seat.RED, Square.parse("j4"), Optional.of(PieceType.MARSHAL)),
            new ClassicEvent.SetupPlaced(Seat.RED));
    assertThat(s.hasPlacedSetup(Seat.RED)).isTrue();
    assertThat(s.setup(Seat.RED))
        .hasValueSatisfying(x -> assertThat(x.problems(R, Seat.RED)).isEmpty());
    assertThat(s.toDecide()).containsExactly(Seat.BLUE);
    assertThat(s.legalActions(Seat.RED)).containsExactly(new ClassicResignation(Seat.RED));
    assertThat(s.check(place(Seat.RED, "a1", PieceType.FLAG)))
        .contains(ClassicReason.SETUP_ALREADY_PLACED);
    assertThat(s.check(ClassicAction.parse("RED move a4-a5"))).contains(ClassicReason.WRONG_PHASE);

    ClassicStep started =
        placeEach(s, Seat.BLUE, blueWithoutLast())
            .apply(Seat.BLUE, place(Seat.BLUE, "j10", PieceType.MARSHAL));
    assertThat(started.events())
        .endsWith(new ClassicEvent.SetupPlaced(Seat.BLUE), new ClassicEvent.PlayStarted(Seat.RED));
    assertThat(started.state().phase()).isEqualTo(Phase.PLAY);
    assertThat(started.state().toDecide()).containsExactly(Seat.RED);
    assertThat(started.state().history()).hasSize(80);
  }

  /** A valid BLUE setup in square order whose last placement, j10, holds the Marshal, left out. */
  private static Setup blueWithoutLast() {
    Setup full = Setup.random(R, Seat.BLUE, 5);
    List<Setup.Placement> list = new java.util.ArrayList<>();
    PieceType atJ10 = null;
    for (Setup.Placement x : full.placements()) {
      if (x.square().equals(Square.parse("j10"))) {
        atJ10 = x.type();
      } else {
        list.add(x);
      }
    }
    // Swap so that the Marshal is the piece left for j10.
    for (int i = 0; i < list.size(); i++) {
      if (list.get(i).type() == PieceType.MARSHAL) {
        list.set(i, new Setup.Placement(list.get(i).square(), atJ10));
      }
    }
    return Setup.of(list);
  }

  @Test
  @ChecksRule({"C-2.2", "C-R1"})
  @DisplayName(
      "C-2.2 placeSetup validates the whole setup first, then places it; not after single placements")
  void c2_2_placeSetup() {
    Setup red = Setup.random(R, Seat.RED, 2);
    ClassicStep step = ClassicState.newGame(R).placeSetup(Seat.RED, red);
    assertThat(step.state().setup(Seat.RED)).contains(red);
    assertThat(step.state().history()).hasSize(40).allMatch(a -> a instanceof PlacePiece);
    assertThat(step.eventsFor(Seat.BLUE)).containsExactly(new ClassicEvent.SetupPlaced(Seat.RED));
    assertThat(step.eventsFor(Seat.RED)).hasSize(41);

    ClassicState started =
        ClassicState.newGame(R).apply(Seat.RED, place(Seat.RED, "a1", PieceType.FLAG)).state();
    assertThatThrownBy(() -> started.placeSetup(Seat.RED, red))
        .isInstanceOfSatisfying(
            IllegalActionException.class,
            e -> assertThat(e.reason()).isEqualTo(ClassicReason.SETUP_STARTED));
    assertThatThrownBy(() -> step.state().placeSetup(Seat.RED, red))
        .isInstanceOfSatisfying(
            IllegalActionException.class,
            e -> assertThat(e.reason()).isEqualTo(ClassicReason.SETUP_ALREADY_PLACED));
    Setup short1 = Setup.of(red.placements().subList(1, 40));
    assertThatThrownBy(() -> ClassicState.newGame(R).placeSetup(Seat.RED, short1))
        .isInstanceOfSatisfying(
            InvalidSetupException.class,
            e ->
                assertThat(e.problems())
                    .extracting(SetupProblem::kind)
                    .containsExactly(SetupProblem.Kind.WRONG_COUNT));
  }

  @Test
  @ChecksRule({"C-2.3", "C-R2"})
  @DisplayName("C-2.3 the other player and spectators learn only that a setup is complete")
  void c2_3_placementsAreSecret() {
    // Two games that differ only in RED's setup: BLUE and spectators see the same at every step.
    Setup a = Setup.random(R, Seat.RED, 11);
    Setup b = Setup.random(R, Seat.RED, 12);
    ClassicState sa = ClassicState.newGame(R);
    ClassicState sb = ClassicState.newGame(R);
    for (int i = 0; i < 40; i++) {
      Setup.Placement pa = a.placements().get(i);
      Setup.Placement pb = b.placements().get(i);
      ClassicStep ta = sa.apply(Seat.RED, new PlacePiece(Seat.RED, pa.square(), pa.type()));
      ClassicStep tb = sb.apply(Seat.RED, new PlacePiece(Seat.RED, pb.square(), pb.type()));
      assertThat(ta.eventsFor(Seat.BLUE)).isEqualTo(tb.eventsFor(Seat.BLUE));
      assertThat(ta.publicEvents()).isEqualTo(tb.publicEvents());
      assertThat(ta.eventsFor(Seat.RED))
          .startsWith( // RED sees its own placements
              new ClassicEvent.PiecePlaced(Seat.RED, pa.square(), Optional.of(pa.type())));
      sa = ta.state();
      sb = tb.state();
      assertThat(sa.viewFor(Seat.BLUE)).isEqualTo(sb.viewFor(Seat.BLUE));
      assertThat(sa.publicView()).isEqualTo(sb.publicView());
      assertThat(sa.legalActions(Seat.BLUE)).isEqualTo(sb.legalActions(Seat.BLUE));
      assertThat(sa.toString()).isEqualTo(sb.toString());
    }
    assertThat(sa.viewFor(Seat.BLUE).hasPlacedSetup(Seat.RED)).isTrue();
    assertThat(sa.viewFor(Seat.RED)).isNotEqualTo(sb.viewFor(Seat.RED));
    // The placer's own view shows its pieces; a placement prints neither square nor type.
    Setup.Placement first = a.placements().get(0);
    assertThat(sa.viewFor(Seat.RED).pieceAt(first.square()).flatMap(ViewPiece::type))
        .contains(first.type());
    PlacePiece p = new PlacePiece(Seat.RED, first.square(), first.type());
    assertThat(p.toString()).isEqualTo("PlacePiece[RED]");
    assertThat(p.notation())
        .isEqualTo(
            "RED place "
                + first.square()
                + "="
                + io.github.strategorules.core.board.RankNumbering.MODERN.token(first.type()));
  }

  @Test
  @ChecksRule("C-R3")
  @DisplayName(
      "free setup: any types on any empty square, public squares, secret types, an explicit finish")
  void freeSetup() {
    ClassicState s = ClassicState.newGame(FREE);
    List<ClassicAction> red = s.legalActions(Seat.RED);
    assertThat(red)
        .hasSize(92 * 12 + 2)
        .endsWith(new FinishSetup(Seat.RED), new ClassicResignation(Seat.RED));
    assertThat(red)
        .contains(place(Seat.RED, "e5", PieceType.FLAG), place(Seat.RED, "j10", PieceType.MARSHAL));
    ClassicStep step = s.apply(Seat.RED, place(Seat.RED, "e5", PieceType.MARSHAL));
    // BLUE learns the square, never the type; the square is then refused to BLUE for a public
    // reason.
    assertThat(step.eventsFor(Seat.BLUE))
        .containsExactly(
            new ClassicEvent.PiecePlaced(Seat.RED, Square.parse("e5"), Optional.empty()));
    s = step.state();
    assertThat(s.viewFor(Seat.BLUE).pieceAt(Square.parse("e5")))
        .contains(new ViewPiece(Seat.RED, Optional.empty(), false, false, false));
    assertThat(s.check(place(Seat.BLUE, "e5", PieceType.FLAG)))
        .contains(ClassicReason.SQUARE_OCCUPIED);
    assertThat(s.legalActions(Seat.BLUE)).doesNotContain(place(Seat.BLUE, "e5", PieceType.FLAG));
    // Two Marshals and no flag are fine in a free setup.
    s = s.apply(Seat.RED, place(Seat.RED, "e4", PieceType.MARSHAL)).state();
    ClassicStep finished = s.apply(Seat.RED, new FinishSetup(Seat.RED));
    assertThat(finished.publicEvents()).containsExactly(new ClassicEvent.SetupPlaced(Seat.RED));
    s = finished.state();
    assertThat(s.toDecide()).containsExactly(Seat.BLUE);
    assertThat(s.check(new FinishSetup(Seat.RED))).contains(ClassicReason.SETUP_ALREADY_PLACED);
    s =
        s.apply(Seat.BLUE, place(Seat.BLUE, "a10", PieceType.FLAG))
            .state()
            .apply(Seat.BLUE, place(Seat.BLUE, "b10", PieceType.SCOUT))
            .state()
            .apply(Seat.BLUE, new FinishSetup(Seat.BLUE))
            .state();
    assertThat(s.phase()).isEqualTo(Phase.PLAY);
    assertThat(s.setup(Seat.RED).orElseThrow().placements()).hasSize(2);
    // The whole-setup convenience refuses squares the other player took (public in a free setup).
    ClassicState other =
        ClassicState.newGame(FREE).apply(Seat.RED, place(Seat.RED, "e5", PieceType.FLAG)).state();
    assertThatThrownBy(
            () ->
                other.placeSetup(
                    Seat.BLUE,
                    Setup.of(List.of(new Setup.Placement(Square.parse("e5"), PieceType.BOMB)))))
        .isInstanceOfSatisfying(
            InvalidSetupException.class,
            e ->
                assertThat(e.problems())
                    .extracting(SetupProblem::kind)
                    .containsExactly(SetupProblem.Kind.SQUARE_TAKEN_TWICE));
  }

  @Test
  @ChecksRule({"C-R3", "C-7.2"})
  @DisplayName(
      "free setup: a player may finish with any pieces, even none; the rules then decide (C-7.2)")
  void freeSetupWithNothing() {
    ClassicState s =
        ClassicState.newGame(FREE)
            .apply(Seat.RED, new FinishSetup(Seat.RED))
            .state()
            .apply(Seat.BLUE, place(Seat.BLUE, "a10", PieceType.SCOUT))
            .state()
            .apply(Seat.BLUE, new FinishSetup(Seat.BLUE))
            .state();
    assertThat(s.phase()).isEqualTo(Phase.OVER);
    assertThat(s.outcome().orElseThrow().winner()).contains(Seat.BLUE);
  }
}
