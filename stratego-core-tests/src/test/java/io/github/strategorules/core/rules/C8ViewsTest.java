package io.github.strategorules.core.rules;

import static io.github.strategorules.testkit.classic.Boards.classic;
import static io.github.strategorules.testkit.classic.Boards.play;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.action.ClassicReason;
import io.github.strategorules.core.action.ClassicResignation;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.Piece;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.IllegalActionException;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.core.view.ViewPiece;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** C-8: what each player may see. */
class C8ViewsTest {

  private static final String BOARD =
      """
      10  .   .   .   .   .   .   .   .  bF  bB
       9  .   .   .   .   .   .   .   .   .  b9
       8  .   .   .   .   .   .   .   .   .   .
       7  .   .   .   .   .   .   .   .   .   .
       6  .   .   ~   ~   .   .   ~   ~   .   .
       5  .   .   ~   ~   .   .   ~   ~   .   .
       4  .   .   .   .   .   .   .   .   .  b2
       3  .   .   .   .   .   .   .   .   .   .
       2 r2   .   .   .   .  r7   .   .   .   .
       1 rF   .   .   .   .   .   .   .   .   .
      """;

  private static ViewPiece at(ClassicView v, String square) {
    return v.pieceAt(Square.parse(square)).orElseThrow();
  }

  @Test
  @ChecksRule({"C-8.1", "C-8.2"})
  @DisplayName("C-8 own pieces: everything; enemy pieces: position only, until revealed")
  void c8_ownAndEnemy() {
    ClassicState s = classic(Seat.RED, BOARD);
    ClassicView red = s.viewFor(Seat.RED);
    assertThat(at(red, "f2"))
        .isEqualTo(new ViewPiece(Seat.RED, Optional.of(PieceType.MAJOR), false, false, false));
    assertThat(at(red, "j9"))
        .isEqualTo(new ViewPiece(Seat.BLUE, Optional.empty(), false, false, false));
    assertThat(red.toString())
        .contains(
            "10    .   .   .   .   .   .   .   .   ?   ?",
            " 9    .   .   .   .   .   .   .   .   .   ?",
            " 2    2   .   .   .   .   7   .   .   .   .");
    assertThat(red.legalMoves()).isEqualTo(s.legalMoves());
    assertThat(s.viewFor(Seat.BLUE).legalMoves()).isEmpty();
  }

  @Test
  @ChecksRule("C-8.2")
  @DisplayName("C-8 whether an enemy piece moved, and whether it moved more than one square")
  void c8_movedAndMovedFar() {
    ClassicState s = play(classic(Seat.RED, BOARD), "f2-f3", "j9-i9", "f3-f4", "j4-j8");
    ClassicView red = s.viewFor(Seat.RED);
    assertThat(at(red, "i9"))
        .isEqualTo(new ViewPiece(Seat.BLUE, Optional.empty(), true, false, false));
    assertThat(at(red, "j8"))
        .isEqualTo(new ViewPiece(Seat.BLUE, Optional.empty(), true, true, false));
    assertThat(at(red, "j10").moved()).isFalse();
  }

  @Test
  @ChecksRule({"C-8.2", "C-8.3"})
  @DisplayName("C-8 a type revealed in an attack stays known; captured pieces are public")
  void c8_revealedStaysKnown() {
    ClassicState start = classic(Seat.RED, BOARD);
    ClassicState attack = play(start, "a2-a4", "j4-b4", "a4-b4");
    ClassicView blue = attack.viewFor(Seat.BLUE);
    ClassicView red = attack.viewFor(Seat.RED);
    // Scout against scout: both leave, both revealed, both captured. (A game started from a
    // diagram counts the roster's missing pieces as captured before it began.)
    List<Piece> newlyCaptured = new ArrayList<>(blue.captured());
    start.viewFor(Seat.BLUE).captured().forEach(newlyCaptured::remove);
    assertThat(newlyCaptured)
        .containsExactlyInAnyOrder(
            new Piece(Seat.RED, PieceType.SCOUT), new Piece(Seat.BLUE, PieceType.SCOUT));
    assertThat(red.captured()).isEqualTo(blue.captured());

    ClassicState won = play(classic(Seat.RED, BOARD), "f2-f3", "j9-i9", "f3-f4", "j4-f4");
    assertThat(at(won.viewFor(Seat.BLUE), "f4").type()).contains(PieceType.MAJOR);
    ClassicState later = play(won, "a2-a3", "i9-h9");
    assertThat(at(later.viewFor(Seat.BLUE), "f4"))
        .isEqualTo(new ViewPiece(Seat.RED, Optional.of(PieceType.MAJOR), true, false, true));
  }

  @Test
  @ChecksRule("C-8.4")
  @DisplayName("C-8 a spectator sees only public facts; views are independent snapshots")
  void c8_spectatorAndSnapshots() {
    Ruleset r = Ruleset.classic();
    ClassicState s =
        ClassicState.start(r, Setup.random(r, Seat.RED, 5), Setup.random(r, Seat.BLUE, 6));
    ClassicView pub = s.publicView();
    assertThat(pub.viewer()).isEmpty();
    for (int y = 0; y < 10; y++) {
      for (int x = 0; x < 10; x++) {
        pub.pieceAt(Square.of(x, y)).ifPresent(vp -> assertThat(vp.type()).isEmpty());
      }
    }
    ClassicView before = s.viewFor(Seat.BLUE);
    ClassicState next = s.apply(s.legalMoves().get(0)).state();
    assertThat(s.viewFor(Seat.BLUE)).isEqualTo(before);
    assertThat(next.viewFor(Seat.BLUE)).isNotEqualTo(before);
  }

  @Test
  @ChecksRule("C-8.4")
  @DisplayName(
      "C-8 a server answers with check(sender, action): another player's move reveals nothing")
  void c8_checkAsTheSender() {
    ClassicState s = classic(Seat.RED, BOARD);
    Move probe = Move.parse(Seat.RED, "a1-a3"); // RED's flag: the plain check says IMMOBILE_PIECE
    assertThat(s.check(probe)).contains(ClassicReason.IMMOBILE_PIECE);
    assertThat(s.check(Seat.BLUE, probe)).contains(ClassicReason.NOT_YOUR_ACTION);
    assertThat(s.check(Seat.RED, probe)).contains(ClassicReason.IMMOBILE_PIECE);
    assertThatThrownBy(() -> s.apply(Seat.BLUE, probe))
        .isInstanceOfSatisfying(
            IllegalActionException.class,
            e -> assertThat(e.reason()).isEqualTo(ClassicReason.NOT_YOUR_ACTION));
  }

  @Test
  @ChecksRule({"C-2.3", "C-8.4"})
  @DisplayName("C-2.3/C-8 a game resigned during setup shows no enemy piece and no captures")
  void c8_resignedDuringSetup() {
    Ruleset r = Ruleset.classic();
    ClassicState s =
        ClassicState.newGame(r)
            .placeSetup(Seat.RED, Setup.random(r, Seat.RED, 1))
            .state()
            .apply(new ClassicResignation(Seat.RED))
            .state();
    ClassicView blue = s.viewFor(Seat.BLUE);
    for (int y = 0; y < 10; y++) {
      for (int x = 0; x < 10; x++) {
        assertThat(blue.pieceAt(Square.of(x, y))).isEmpty();
      }
    }
    assertThat(blue.captured()).isEmpty();
    assertThat(s.viewFor(Seat.RED).captured()).isEmpty();
  }
}
