package io.github.strategorules.core.rules;

import static io.github.strategorules.testkit.classic.Boards.classic;
import static io.github.strategorules.testkit.classic.Boards.move;
import static io.github.strategorules.testkit.classic.Boards.play;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.action.ClassicReason;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.IllegalActionException;
import io.github.strategorules.core.game.Seat;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** C-3: turns and movement. */
class C3TurnsTest {

  private static final String BOARD =
      """
      10  .   .   .   .   .   .   .   .   .  bF
       9  .   .   .   .   .   .   .   .   .   .
       8  .   .   .   .   .   .   .   .   .   .
       7  .   .   .   .   .   .   .   .   .   .
       6  .   .   ~   ~   .   .   ~   ~   .   .
       5  .   .   ~   ~   .   .   ~   ~   .   .
       4  .   .   .   .   .   b4  .   .   .   .
       3  .   .   .   .  r5  rB   .   .   .   .
       2  .   .   .   .  r3   .   .   .   .   .
       1 rF   .   .   .   .   .   .   .   .   .
      """;

  @Test
  @ChecksRule("C-3.1")
  @DisplayName("C-3.1 RED moves first, then the players alternate; passing is impossible")
  void c3_1_alternate() {
    Ruleset r = Ruleset.classic();
    ClassicState s =
        ClassicState.start(r, Setup.random(r, Seat.RED, 1), Setup.random(r, Seat.BLUE, 2));
    assertThat(s.toMove()).contains(Seat.RED);
    Move blueMove = s.apply(s.legalMoves().get(0)).state().legalMoves().get(0);
    assertThat(s.check(blueMove)).contains(ClassicReason.NOT_YOUR_TURN);
    assertThatThrownBy(() -> s.apply(blueMove))
        .isInstanceOfSatisfying(
            IllegalActionException.class,
            e -> assertThat(e.reason()).isEqualTo(ClassicReason.NOT_YOUR_TURN));
    ClassicState after = s.apply(s.legalMoves().get(0)).state();
    assertThat(after.toMove()).contains(Seat.BLUE);
    assertThat(after.apply(after.legalMoves().get(0)).state().toMove()).contains(Seat.RED);
    ClassicState blueFirst =
        ClassicState.start(
            r.toBuilder().firstSeat(Seat.BLUE).build(),
            Setup.random(r, Seat.RED, 1),
            Setup.random(r, Seat.BLUE, 2));
    assertThat(blueFirst.toMove()).contains(Seat.BLUE);
  }

  @Test
  @ChecksRule("C-3.2")
  @DisplayName(
      "C-3.2 one square orthogonally, onto an empty or enemy square; bombs and the flag never move")
  void c3_2_oneStep() {
    ClassicState s = classic(Seat.RED, BOARD);
    assertThat(
            s.legalMoves().stream()
                .filter(m -> m.from().equals(Square.parse("e3")))
                .map(Move::toString)
                .collect(Collectors.toList()))
        .containsExactly("e3-d3", "e3-e4"); // e2 and f3 hold own pieces
    assertThat(s.check(move(s, "e3-f4"))).contains(ClassicReason.NOT_STRAIGHT);
    assertThat(s.check(move(s, "e3-e5"))).contains(ClassicReason.TOO_FAR);
    assertThat(s.check(move(s, "e3-e2"))).contains(ClassicReason.ONTO_OWN_PIECE);
    assertThat(s.check(move(s, "e3-e3"))).contains(ClassicReason.NOT_STRAIGHT);
    assertThat(s.check(move(s, "f3-f4"))).contains(ClassicReason.IMMOBILE_PIECE);
    assertThat(s.check(move(s, "a1-a2"))).contains(ClassicReason.IMMOBILE_PIECE);
    assertThat(s.check(move(s, "f4-f5"))).contains(ClassicReason.NO_OWN_PIECE); // an enemy piece
    assertThat(s.check(move(s, "a5-a6"))).contains(ClassicReason.NO_OWN_PIECE); // an empty square
    assertThat(s.check(Move.of(Seat.RED, Square.parse("e3"), Square.parse("e11"))))
        .contains(ClassicReason.OFF_BOARD);
    assertThat(s.check(move(s, "e2-f2"))).isEmpty();
  }

  @Test
  @ChecksRule("C-3.3")
  @DisplayName("C-3.3 a scout moves any distance over empty squares and may end by attacking")
  void c3_3_scout() {
    ClassicState s =
        classic(
            Seat.RED,
            """
        10  .   .   .   .   .   .   .   .   .  bF
         9  .   .   .   .   .   .   .   .   .   .
         8  .   .   .   .   .   .   .   .   .   .
         7  .   .   .   .   .   .   .   .   .   .
         6  .   .   ~   ~   .   .   ~   ~   .   .
         5  .   .   ~   ~   .   .   ~   ~   .   .
         4  .   .   .   .   .   .   .   .   .   .
         3 r2   .   .  b4   .   .   .   .   .   .
         2  .   .   .   .   .   .   .   .   .   .
         1 rF   .   .   .   .   .   .   .   .   .
        """);
    assertThat(s.legalMoves().stream().map(Move::toString).collect(Collectors.toList()))
        .containsExactly(
            "a3-a2", "a3-b3", "a3-c3", "a3-d3", "a3-a4", "a3-a5", "a3-a6", "a3-a7", "a3-a8",
            "a3-a9", "a3-a10");
    assertThat(s.check(move(s, "a3-e3"))).contains(ClassicReason.PATH_BLOCKED);
    assertThat(s.check(move(s, "a3-a1"))).contains(ClassicReason.ONTO_OWN_PIECE);
    ClassicState after =
        play(s, "a3-d3"); // moving and attacking in one turn: the scout loses to the sergeant
    assertThat(after.pieceAt(Square.parse("d3")).orElseThrow().owner()).isEqualTo(Seat.BLUE);
    assertThat(after.pieceAt(Square.parse("a3"))).isEmpty();
  }
}
