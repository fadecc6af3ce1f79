package io.github.strategorules.core.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.action.ClassicReason;
import io.github.strategorules.core.action.PlacePiece;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.RankNumbering;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.InvalidSetupException;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.error.SetupProblem;
import io.github.strategorules.core.game.Seat;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** C-2: placing the setups. */
class C2SetupTest {
  private static final Ruleset R = Ruleset.classic();

  /** A legal formation, front row first, as its owner sees it. */
  static final String FORMATION =
      """
      2 9 2 3 2 6 2 5 10 2
      7 5 4 B 8 3 7 B 6 4
      6 S 3 4 B 7 2 8 B 5
      3 2 4 6 3 5 B F B 2
      """;

  @Test
  @ChecksRule("C-2.1")
  @DisplayName("C-2.1 all 40 pieces on the own four back rows; ranks 5 and 6 start empty")
  void c2_1_zone() {
    Setup red = Setup.parse(R, Seat.RED, FORMATION, RankNumbering.MODERN);
    Setup blue = Setup.parse(R, Seat.BLUE, FORMATION, RankNumbering.MODERN);
    assertThat(red.problems(R, Seat.RED)).isEmpty();
    assertThat(blue.problems(R, Seat.BLUE)).isEmpty();
    assertThat(red.placements()).allMatch(p -> p.square().rank() <= 4);
    assertThat(blue.placements()).allMatch(p -> p.square().rank() >= 7);
    // Same text, same formation from each owner's side: RED's back-row left is a1, BLUE's is j10.
    assertThat(red.placements()).contains(new Setup.Placement(Square.parse("a1"), PieceType.MINER));
    assertThat(blue.placements())
        .contains(new Setup.Placement(Square.parse("j10"), PieceType.MINER));
    assertThat(red.placements())
        .contains(new Setup.Placement(Square.parse("i4"), PieceType.MARSHAL));
    assertThat(blue.placements())
        .contains(new Setup.Placement(Square.parse("b7"), PieceType.MARSHAL));
    ClassicState s = ClassicState.start(R, red, blue);
    for (int x = 0; x < 10; x++) {
      assertThat(s.pieceAt(Square.of(x, 4))).isEmpty();
      assertThat(s.pieceAt(Square.of(x, 5))).isEmpty();
    }
    assertThat(
            Setup.parse(
                R, Seat.BLUE, blue.toText(R, Seat.BLUE, RankNumbering.OLD), RankNumbering.OLD))
        .isEqualTo(blue);
  }

  @Test
  @ChecksRule("C-2.1")
  @DisplayName("C-2.1 random setups are valid and reproducible from their seed")
  void c2_1_randomSetups() {
    for (long seed = 0; seed < 50; seed++) {
      for (Seat p : List.of(Seat.RED, Seat.BLUE)) {
        assertThat(Setup.random(R, p, seed).problems(R, p)).isEmpty();
      }
    }
    assertThat(Setup.random(R, Seat.RED, 7)).isEqualTo(Setup.random(R, Seat.RED, 7));
    assertThat(Setup.random(R, Seat.RED, 7)).isNotEqualTo(Setup.random(R, Seat.RED, 8));
  }

  @Test
  @ChecksRule("C-2.2")
  @DisplayName("C-2.2 a bad setup is rejected with every problem listed at once")
  void c2_2_everyProblemAtOnce() {
    List<Setup.Placement> list = new ArrayList<>(Setup.random(R, Seat.RED, 1).placements());
    Setup.Placement first =
        list.stream().filter(p -> p.type() == PieceType.BOMB).findFirst().orElseThrow();
    list.remove(first); // one bomb short ...
    list.add(
        new Setup.Placement(
            Square.parse("e5"), PieceType.MARSHAL)); // ... a Marshal too many, outside the zone
    list.add(new Setup.Placement(Square.parse("c5"), PieceType.SCOUT)); // a lake
    list.add(new Setup.Placement(list.get(0).square(), PieceType.SCOUT)); // a square used twice
    Setup bad = Setup.of(list);

    List<SetupProblem> problems = bad.problems(R, Seat.RED);
    assertThat(problems)
        .extracting(SetupProblem::kind)
        .contains(
            SetupProblem.Kind.OUTSIDE_ZONE,
            SetupProblem.Kind.ON_LAKE,
            SetupProblem.Kind.SQUARE_TAKEN_TWICE,
            SetupProblem.Kind.WRONG_COUNT);
    assertThat(problems)
        .filteredOn(p -> p.kind() == SetupProblem.Kind.WRONG_COUNT)
        .extracting(SetupProblem::type)
        .contains(first.type(), PieceType.MARSHAL, PieceType.SCOUT);

    ClassicState s = ClassicState.newGame(R);
    assertThatThrownBy(() -> s.placeSetup(Seat.RED, bad))
        .isInstanceOfSatisfying(
            InvalidSetupException.class, e -> assertThat(e.problems()).isEqualTo(problems));
    assertThat(s.placements(Seat.RED).placements()).isEmpty(); // nothing of it was placed
  }

  @Test
  @ChecksRule("C-2.2")
  @DisplayName("C-2.2 unreadable setup text is a notation error with line and column")
  void c2_2_syntax() {
    String text = FORMATION.replaceFirst("B 8", "X 8");
    assertThatThrownBy(() -> Setup.parse(R, Seat.RED, text, RankNumbering.MODERN))
        .isInstanceOfSatisfying(
            NotationException.class,
            e -> {
              assertThat(e.line()).isEqualTo(2);
              assertThat(e.column()).isEqualTo(7);
            });
  }

  @Test
  @ChecksRule("C-2.2")
  @DisplayName("C-2.2 only ASCII letters and digits name pieces in a setup text")
  void c2_2_onlyAsciiTokens() {
    // a control character, a long s (upper-cases to S), a full-width 5, a sign: none names a piece
    for (String bad : List.of("\bB", "B\u0000", "\u017f", "\uff15", "+5", "05B")) {
      String text = FORMATION.replaceFirst("B 8", bad + " 8");
      assertThatThrownBy(() -> Setup.parse(R, Seat.RED, text, RankNumbering.MODERN))
          .as(bad)
          .isInstanceOfSatisfying(
              NotationException.class,
              e -> {
                assertThat(e.line()).isEqualTo(2);
                assertThat(e.column()).isEqualTo(7);
              });
    }
    String lower =
        FORMATION.replaceFirst("B 8", "b 8").replaceFirst("S", "s").replaceFirst("F", "f");
    assertThat(Setup.parse(R, Seat.RED, lower, RankNumbering.MODERN))
        .isEqualTo(Setup.parse(R, Seat.RED, FORMATION, RankNumbering.MODERN));
  }

  @Test
  @ChecksRule("C-2.3")
  @DisplayName(
      "C-2.3 setups are secret: the other player sees that a setup is placed, not what it is")
  void c2_3_secret() {
    Setup red = Setup.random(R, Seat.RED, 3);
    ClassicState s = ClassicState.newGame(R).placeSetup(Seat.RED, red).state();
    assertThat(s.toDecide()).containsExactly(Seat.BLUE);
    var blueView = s.viewFor(Seat.BLUE);
    assertThat(blueView.hasPlacedSetup(Seat.RED)).isTrue();
    for (Setup.Placement p : red.placements()) {
      assertThat(blueView.pieceAt(p.square())).isEmpty();
    }
    assertThat(s.viewFor(Seat.RED).pieceAt(red.placements().get(0).square())).isPresent();
    Setup.Placement first = red.placements().get(0);
    PlacePiece again = new PlacePiece(Seat.RED, first.square(), first.type());
    assertThat(again.toString())
        .isEqualTo("PlacePiece[RED]")
        .doesNotContain(first.square().toString());
    assertThat(red.toString()).isEqualTo("Setup[40 pieces]");
    assertThat(s.check(again)).contains(ClassicReason.SETUP_ALREADY_PLACED);
  }
}
