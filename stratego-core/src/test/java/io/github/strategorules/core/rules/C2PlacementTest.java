package io.github.strategorules.core.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.ClassicAction;
import io.github.strategorules.core.ClassicEvent;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.ClassicStep;
import io.github.strategorules.core.FinishSetup;
import io.github.strategorules.core.IllegalActionException;
import io.github.strategorules.core.IllegalReason;
import io.github.strategorules.core.InvalidSetupException;
import io.github.strategorules.core.Phase;
import io.github.strategorules.core.PieceType;
import io.github.strategorules.core.PlacePiece;
import io.github.strategorules.core.Player;
import io.github.strategorules.core.Resign;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.SetupProblem;
import io.github.strategorules.core.Square;
import io.github.strategorules.core.ViewPiece;
import io.github.strategorules.core.game.Seat;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** C-2 through the listed actions: a setup is placed piece by piece, and stays secret. */
class C2PlacementTest {
  private static final Ruleset R = Ruleset.classic();
  private static final Ruleset FREE = Ruleset.parse("classic(free_setup)");

  private static PlacePiece place(Player p, String square, PieceType t) {
    return new PlacePiece(p, Square.parse(square), t);
  }

  /** Places a setup one piece at a time, in its order. */
  private static ClassicState placeEach(ClassicState s, Player p, Setup setup) {
    for (Setup.Placement x : setup.placements()) {
      s = s.apply(p.seat(), new PlacePiece(p, x.square(), x.type())).state();
    }
    return s;
  }

  @Test
  @ChecksRule({"C-2.1", "C-R1"})
  @DisplayName("C-2.1 every placement is listed, by square then type, then the resignation")
  void c2_1_listing() {
    ClassicState s = R.newGame(1);
    assertThat(s.phase()).isEqualTo(Phase.SETUP);
    assertThat(s.toDecide()).containsExactly(Seat.RED, Seat.BLUE);
    List<ClassicAction> red = s.legalActions(Seat.RED);
    assertThat(red).hasSize(40 * 12 + 1);
    assertThat(red.get(0)).isEqualTo(place(Player.RED, "a1", PieceType.FLAG));
    assertThat(red.get(1)).isEqualTo(place(Player.RED, "a1", PieceType.BOMB));
    assertThat(red.get(12)).isEqualTo(place(Player.RED, "b1", PieceType.FLAG));
    assertThat(red.get(red.size() - 2)).isEqualTo(place(Player.RED, "j4", PieceType.MARSHAL));
    assertThat(red.get(red.size() - 1)).isEqualTo(new Resign(Player.RED));
    assertThat(s.legalActions(Seat.BLUE).get(0)).isEqualTo(place(Player.BLUE, "a7", PieceType.FLAG));
    assertThat(s.legalActions()).hasSize(2 * (40 * 12 + 1)); // both decide: RED's, then BLUE's
    assertThatThrownBy(() -> s.legalActions(Seat.GREEN)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  @ChecksRule({"C-2.1", "C-R1"})
  @DisplayName("C-2.1 one piece per square of the own zone, the roster exactly; each refusal names its reason")
  void c2_1_placementRules() {
    ClassicState s = R.newGame(1).apply(Seat.RED, place(Player.RED, "a1", PieceType.FLAG)).state();
    List<ClassicAction> red = s.legalActions(Seat.RED);
    assertThat(red).doesNotContain(place(Player.RED, "a1", PieceType.BOMB), place(Player.RED, "b1", PieceType.FLAG))
        .contains(place(Player.RED, "b1", PieceType.BOMB));
    assertThat(red.get(0)).isEqualTo(place(Player.RED, "b1", PieceType.BOMB)); // first empty square, first type left
    assertThat(s.check(place(Player.RED, "a1", PieceType.BOMB))).contains(IllegalReason.SQUARE_OCCUPIED);
    assertThat(s.check(place(Player.RED, "b1", PieceType.FLAG))).contains(IllegalReason.NO_PIECE_LEFT);
    assertThat(s.check(place(Player.RED, "e5", PieceType.BOMB))).contains(IllegalReason.OUTSIDE_SETUP_ZONE);
    assertThat(s.check(place(Player.RED, "a7", PieceType.BOMB))).contains(IllegalReason.OUTSIDE_SETUP_ZONE);
    assertThat(s.check(place(Player.RED, "c5", PieceType.BOMB))).contains(IllegalReason.INTO_LAKE);
    assertThat(s.check(new PlacePiece(Player.RED, Square.of(3, 12), PieceType.BOMB)))
        .contains(IllegalReason.OFF_BOARD);
    assertThat(s.check(new FinishSetup(Player.RED))).contains(IllegalReason.UNSUPPORTED_ACTION);
    assertThat(s.check(Seat.BLUE, place(Player.RED, "b1", PieceType.BOMB))).contains(IllegalReason.NOT_YOUR_ACTION);
    assertThatThrownBy(() -> s.apply(Seat.RED, place(Player.RED, "a1", PieceType.BOMB)))
        .isInstanceOfSatisfying(IllegalActionException.class,
            e -> assertThat(e.reason()).isEqualTo(IllegalReason.SQUARE_OCCUPIED));
  }

  @Test
  @ChecksRule({"C-2.1", "C-R1", "C-3.1"})
  @DisplayName("C-2.1 a setup is complete when its roster stands; play starts when both are, first player to move")
  void c2_1_completeAndStart() {
    ClassicState s = R.newGame(1);
    ClassicStep last = null;
    for (int i = 0; i < 40; i++) {
      last = s.apply(Seat.RED, s.legalActions(Seat.RED).get(0)); // choice 0: the first empty square, first type
      s = last.state();
    }
    assertThat(last.events()).containsExactly(
        new ClassicEvent.PiecePlaced(Player.RED, Square.parse("j4"), Optional.of(PieceType.MARSHAL)),
        new ClassicEvent.SetupPlaced(Player.RED));
    assertThat(s.hasPlacedSetup(Player.RED)).isTrue();
    assertThat(s.setup(Player.RED)).hasValueSatisfying(x -> assertThat(R.validate(Player.RED, x)).isEmpty());
    assertThat(s.toDecide()).containsExactly(Seat.BLUE);
    assertThat(s.legalActions(Seat.RED)).containsExactly(new Resign(Player.RED));
    assertThat(s.check(place(Player.RED, "a1", PieceType.FLAG))).contains(IllegalReason.SETUP_ALREADY_PLACED);
    assertThat(s.check(R.parseAction("RED move a4-a5"))).contains(IllegalReason.WRONG_PHASE);

    ClassicStep started = placeEach(s, Player.BLUE, blueWithoutLast()).apply(Seat.BLUE,
        place(Player.BLUE, "j10", PieceType.MARSHAL));
    assertThat(started.events()).endsWith(new ClassicEvent.SetupPlaced(Player.BLUE),
        new ClassicEvent.PlayStarted(Player.RED));
    assertThat(started.state().phase()).isEqualTo(Phase.PLAY);
    assertThat(started.state().toDecide()).containsExactly(Seat.RED);
    assertThat(started.state().history()).hasSize(80);
  }

  /** A valid BLUE setup in square order whose last placement, j10, holds the Marshal, left out. */
  private static Setup blueWithoutLast() {
    Setup full = Setup.random(R, Player.BLUE, 5);
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
  @DisplayName("C-2.2 placeSetup validates the whole setup first, then places it; not after single placements")
  void c2_2_placeSetup() {
    Setup red = Setup.random(R, Player.RED, 2);
    ClassicStep step = R.newGame(1).placeSetup(Player.RED, red);
    assertThat(step.state().setup(Player.RED)).contains(red);
    assertThat(step.state().history()).hasSize(40).allMatch(a -> a instanceof PlacePiece);
    assertThat(step.eventsFor(Player.BLUE)).containsExactly(new ClassicEvent.SetupPlaced(Player.RED));
    assertThat(step.eventsFor(Player.RED)).hasSize(41);

    ClassicState started = R.newGame(1).apply(Seat.RED, place(Player.RED, "a1", PieceType.FLAG)).state();
    assertThatThrownBy(() -> started.placeSetup(Player.RED, red)).isInstanceOfSatisfying(IllegalActionException.class,
        e -> assertThat(e.reason()).isEqualTo(IllegalReason.SETUP_STARTED));
    assertThatThrownBy(() -> step.state().placeSetup(Player.RED, red)).isInstanceOfSatisfying(
        IllegalActionException.class, e -> assertThat(e.reason()).isEqualTo(IllegalReason.SETUP_ALREADY_PLACED));
    Setup short1 = Setup.of(red.placements().subList(1, 40));
    assertThatThrownBy(() -> R.newGame(1).placeSetup(Player.RED, short1))
        .isInstanceOfSatisfying(InvalidSetupException.class,
            e -> assertThat(e.problems()).extracting(SetupProblem::kind).containsExactly(SetupProblem.Kind.WRONG_COUNT));
  }

  @Test
  @ChecksRule({"C-2.3", "C-R2"})
  @DisplayName("C-2.3 the other player and spectators learn only that a setup is complete")
  void c2_3_placementsAreSecret() {
    // Two games that differ only in RED's setup: BLUE and spectators see the same at every step.
    Setup a = Setup.random(R, Player.RED, 11);
    Setup b = Setup.random(R, Player.RED, 12);
    ClassicState sa = R.newGame(1);
    ClassicState sb = R.newGame(1);
    for (int i = 0; i < 40; i++) {
      Setup.Placement pa = a.placements().get(i);
      Setup.Placement pb = b.placements().get(i);
      ClassicStep ta = sa.apply(Seat.RED, new PlacePiece(Player.RED, pa.square(), pa.type()));
      ClassicStep tb = sb.apply(Seat.RED, new PlacePiece(Player.RED, pb.square(), pb.type()));
      assertThat(ta.eventsFor(Seat.BLUE)).isEqualTo(tb.eventsFor(Seat.BLUE));
      assertThat(ta.publicEvents()).isEqualTo(tb.publicEvents());
      assertThat(ta.eventsFor(Seat.RED)).startsWith( // RED sees its own placements
          new ClassicEvent.PiecePlaced(Player.RED, pa.square(), Optional.of(pa.type())));
      sa = ta.state();
      sb = tb.state();
      assertThat(sa.viewFor(Seat.BLUE)).isEqualTo(sb.viewFor(Seat.BLUE));
      assertThat(sa.publicView()).isEqualTo(sb.publicView());
      assertThat(sa.legalActions(Seat.BLUE)).isEqualTo(sb.legalActions(Seat.BLUE));
      assertThat(sa.toString()).isEqualTo(sb.toString());
    }
    assertThat(sa.viewFor(Seat.BLUE).hasPlacedSetup(Player.RED)).isTrue();
    assertThat(sa.viewFor(Seat.RED)).isNotEqualTo(sb.viewFor(Seat.RED));
    // The placer's own view shows its pieces; a placement prints neither square nor type.
    Setup.Placement first = a.placements().get(0);
    assertThat(sa.viewFor(Seat.RED).pieceAt(first.square()).flatMap(ViewPiece::type)).contains(first.type());
    PlacePiece p = new PlacePiece(Player.RED, first.square(), first.type());
    assertThat(p.toString()).isEqualTo("PlacePiece[RED]");
    assertThat(p.notation()).isEqualTo("RED place " + first.square() + "=" + io.github.strategorules.core.RankNumbering
        .MODERN.token(first.type()));
  }

  @Test
  @ChecksRule("C-R3")
  @DisplayName("free setup: any types on any empty square, public squares, secret types, an explicit finish")
  void freeSetup() {
    ClassicState s = FREE.newGame(1);
    List<ClassicAction> red = s.legalActions(Seat.RED);
    assertThat(red).hasSize(92 * 12 + 2).endsWith(new FinishSetup(Player.RED), new Resign(Player.RED));
    assertThat(red).contains(place(Player.RED, "e5", PieceType.FLAG), place(Player.RED, "j10", PieceType.MARSHAL));
    ClassicStep step = s.apply(Seat.RED, place(Player.RED, "e5", PieceType.MARSHAL));
    // BLUE learns the square, never the type; the square is then refused to BLUE for a public reason.
    assertThat(step.eventsFor(Seat.BLUE)).containsExactly(
        new ClassicEvent.PiecePlaced(Player.RED, Square.parse("e5"), Optional.empty()));
    s = step.state();
    assertThat(s.viewFor(Seat.BLUE).pieceAt(Square.parse("e5")))
        .contains(new ViewPiece(Player.RED, Optional.empty(), false, false, false));
    assertThat(s.check(place(Player.BLUE, "e5", PieceType.FLAG))).contains(IllegalReason.SQUARE_OCCUPIED);
    assertThat(s.legalActions(Seat.BLUE)).doesNotContain(place(Player.BLUE, "e5", PieceType.FLAG));
    // Two Marshals and no flag are fine in a free setup.
    s = s.apply(Seat.RED, place(Player.RED, "e4", PieceType.MARSHAL)).state();
    ClassicStep finished = s.apply(Seat.RED, new FinishSetup(Player.RED));
    assertThat(finished.publicEvents()).containsExactly(new ClassicEvent.SetupPlaced(Player.RED));
    s = finished.state();
    assertThat(s.toDecide()).containsExactly(Seat.BLUE);
    assertThat(s.check(new FinishSetup(Player.RED))).contains(IllegalReason.SETUP_ALREADY_PLACED);
    s = s.apply(Seat.BLUE, place(Player.BLUE, "a10", PieceType.FLAG)).state()
        .apply(Seat.BLUE, place(Player.BLUE, "b10", PieceType.SCOUT)).state()
        .apply(Seat.BLUE, new FinishSetup(Player.BLUE)).state();
    assertThat(s.phase()).isEqualTo(Phase.PLAY);
    assertThat(s.setup(Player.RED).orElseThrow().placements()).hasSize(2);
    // The whole-setup convenience refuses squares the other player took (public in a free setup).
    ClassicState other = FREE.newGame(1).apply(Seat.RED, place(Player.RED, "e5", PieceType.FLAG)).state();
    assertThatThrownBy(() -> other.placeSetup(Player.BLUE, Setup.of(List.of(
        new Setup.Placement(Square.parse("e5"), PieceType.BOMB))))).isInstanceOfSatisfying(InvalidSetupException.class,
            e -> assertThat(e.problems()).extracting(SetupProblem::kind)
                .containsExactly(SetupProblem.Kind.SQUARE_TAKEN_TWICE));
  }

  @Test
  @ChecksRule({"C-R3", "C-7.2"})
  @DisplayName("free setup: a player may finish with any pieces, even none; the rules then decide (C-7.2)")
  void freeSetupWithNothing() {
    ClassicState s = FREE.newGame(1).apply(Seat.RED, new FinishSetup(Player.RED)).state()
        .apply(Seat.BLUE, place(Player.BLUE, "a10", PieceType.SCOUT)).state()
        .apply(Seat.BLUE, new FinishSetup(Player.BLUE)).state();
    assertThat(s.phase()).isEqualTo(Phase.OVER);
    assertThat(s.outcome().orElseThrow().winner()).contains(Player.BLUE);
  }
}
