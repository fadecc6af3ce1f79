package io.github.strategorules.core.rules;

import static io.github.strategorules.testkit.classic.Boards.classic;
import static io.github.strategorules.testkit.classic.Boards.game;
import static io.github.strategorules.testkit.classic.Boards.move;
import static io.github.strategorules.testkit.classic.Boards.play;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.action.ClassicReason;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.event.ClassicOutcome;
import io.github.strategorules.core.event.ClassicTermination;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Moves;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.testkit.classic.Boards;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * C-6: the more-squares rule. In the main scenario RED's Major chases BLUE's Captain round the 2x2
 * block e2 f2 f3 e3; after one lap, moving on would repeat the chase's first position.
 */
class C6MoreSquaresTest {

  /** RED's Major on e2, BLUE's Captain on f3; flags and a free BLUE scout far away. */
  private static final String BLOCK =
      """
      10  .   .   .   .   .   .   .   .  bF   .
       9  .   .   .   .   .   .   .   .   .  b2
       8  .   .   .   .   .   .   .   .   .   .
       7  .   .   .   .   .   .   .   .   .   .
       6  .   .   ~   ~   .   .   ~   ~   .   .
       5  .   .   ~   ~   .   .   ~   ~   .   .
       4  .   .   .   .   .   .   .   .   .   .
       3  .   .   .   .   .  b6   .   .   .   .
       2  .   .   .   .  r7   .   .   .   .   .
       1 rF   .   .   .   .   .   .   .   .   .
      """;

  /** One lap: every RED move threatens the Captain, every BLUE move is its evasion. */
  private static final String[] LAP = {
    "e2-f2", "f3-e3", "f2-f3", "e3-e2", "f3-e3", "e2-f2", "e3-e2", "f2-f3"
  };

  private static ClassicState lap() {
    return play(classic(Seat.RED, BLOCK), LAP);
  }

  @Test
  @ChecksRule({"C-6.1", "C-6.3", "C-8.3"})
  @DisplayName("C-6.1 the chaser may not make a chasing move that repeats a position of the chase")
  void c6_1_repeatForbidden() {
    ClassicState s = lap();
    assertThat(s.chase(Seat.RED).chasing()).isTrue();
    assertThat(s.chase(Seat.RED).positions()).isEqualTo(4);
    assertThat(s.chase(Seat.RED).evaders()).containsExactly(Square.parse("f3"));
    // e2-f2 would give the position after RED's first move of the chase again.
    assertThat(s.check(move(s, "e2-f2"))).contains(ClassicReason.MORE_SQUARES_RULE);
    assertThat(s.legalMoves())
        .extracting(Move::toString)
        .doesNotContain("e2-f2")
        .contains("e2-e3", "e2-e1", "e2-d2");
    assertThat(s.viewFor(Seat.RED).forbiddenByMoreSquares())
        .extracting(Move::toString)
        .containsExactly("e2-f2");
    // With the rule off (C-6.3) the same move is legal.
    ClassicState off =
        play(game(Ruleset.classic().toBuilder().moreSquares(false).build(), Seat.RED, BLOCK), LAP);
    assertThat(off.check(move(off, "e2-f2"))).isEmpty();
  }

  @Test
  @ChecksRule({"C-6", "C-6.1"})
  @DisplayName("C-6 the chased side is never restricted")
  void c6_chasedSideFree() {
    ClassicState s = play(lap(), "e2-e3");
    assertThat(s.chase(Seat.BLUE).chasing()).isFalse();
    assertThat(s.viewFor(Seat.BLUE).forbiddenByMoreSquares()).isEmpty();
    // The Captain may go back to any square of the lap.
    assertThat(s.check(move(s, "f3-f2"))).isEmpty();
  }

  /** RED's Major on a3 and BLUE's Captain on a5: the Captain dodges between a5 and b5. */
  private static final String SHUTTLE =
      """
      10  .   .   .   .   .   .   .   .  bF   .
       9  .   .   .   .   .   .   .   .   .  b2
       8  .   .   .   .   .   .   .   .   .   .
       7  .   .   .   .   .   .   .   .   .   .
       6  .   .   ~   ~   .   .   ~   ~   .   .
       5 b6   .   ~   ~   .   .   ~   ~   .   .
       4  .   .   .   .   .   .   .   .   .   .
       3 r7   .   .   .   .   .   .   .   .   .
       2  .   .   .   .   .   .   .   .   .   .
       1 rF   .   .   .   .   .   .   .   .   .
      """;

  @Test
  @ChecksRule("C-6.2")
  @DisplayName(
      "C-6.2 the same piece may step back to the square it just left, though the position repeats")
  void c6_2_backStep() {
    ClassicState s = play(classic(Seat.RED, SHUTTLE), "a3-a4", "a5-b5", "a4-b4", "b5-a5");
    // b4-a4 gives the chase's first position again, but it is the Major's step back.
    assertThat(s.check(move(s, "b4-a4"))).isEmpty();
    s = play(s, "b4-a4", "a5-b5");
    assertThat(s.check(move(s, "a4-b4"))).isEmpty();
  }

  /**
   * RED's Major on b4 in a chase of BLUE's Captain on a5; its last move was a4-b4, and going back
   * to a4 would repeat the chase's first position. The chain holds a4-b4, b4-a4, a4-b4.
   */
  private static ClassicState backStepAfterAShuttle(int twoSquares) {
    Ruleset r = Ruleset.classic().toBuilder().twoSquaresLimit(twoSquares).build();
    Position p =
        Boards.position(
            r, Seat.RED, SHUTTLE.replace("3 r7", "3  .").replace("4  .   .   .", "4  .  r7   ."));
    int a4 = p.index(Square.parse("a4"));
    int b4 = p.index(Square.parse("b4"));
    p.setChain(0, b4, new int[] {Moves.of(a4, b4), Moves.of(b4, a4), Moves.of(a4, b4)});
    p.make(Moves.of(b4, a4));
    long first = p.boardHash(); // the position the step back would give
    p.unmake();
    p.setChase(
        0,
        Moves.of(a4, b4),
        new int[] {p.index(Square.parse("a5"))},
        new long[] {first, p.boardHash()});
    return ClassicState.of(p);
  }

  @Test
  @ChecksRule({"C-6.2", "C-5"})
  @DisplayName("C-6.2 the exception does not lift the two-squares rule (C-5)")
  void c6_2_refusedWhenTwoSquaresForbids() {
    ClassicState three = backStepAfterAShuttle(3);
    assertThat(three.chase(Seat.RED).chasing()).isTrue();
    // The Major crossed a4|b4 on each of its last three moves: the step back is the 4th crossing.
    assertThat(three.check(move(three, "b4-a4"))).contains(ClassicReason.TWO_SQUARES_RULE);
    // With N = 5, C-5 allows it, and C-6.2 lifts C-6.1 for the step back.
    ClassicState five = backStepAfterAShuttle(5);
    assertThat(five.check(move(five, "b4-a4"))).isEmpty();
  }

  @Test
  @ChecksRule({"C-6", "C-R6"})
  @DisplayName(
      "C-6 a reply that is not an evasion ends the chase: its old positions no longer count")
  void c6_endedByANonEvasion() {
    ClassicState s =
        play(
            classic(Seat.RED, BLOCK),
            "e2-f2",
            "f3-e3",
            "f2-f3",
            "e3-e2",
            "f3-e3",
            "e2-f2",
            "e3-e2");
    s = play(s, "j9-j8"); // BLUE moves its scout instead of the threatened Captain
    assertThat(s.chase(Seat.RED).chasing()).isFalse();
    s = play(s, "e2-e1", "f2-f3", "e1-e2", "j8-j9");
    assertThat(s.check(move(s, "e2-f2")))
        .isEmpty(); // the old chase's first position again: allowed
  }

  @Test
  @ChecksRule({"C-6", "C-R6"})
  @DisplayName("C-6 a chaser move that threatens nothing ends the chase")
  void c6_endedByANonThreat() {
    ClassicState s = play(lap(), "e2-e1");
    assertThat(s.chase(Seat.RED).chasing()).isFalse();
    s = play(s, "j9-j8", "e1-e2", "j8-j9");
    assertThat(s.check(move(s, "e2-f2"))).isEmpty();
  }

  @Test
  @ChecksRule({"C-6", "C-R6"})
  @DisplayName("C-6 chasing two pieces in turn, with two chasing pieces, is one chase")
  void c6_twoPiecesOneChase() {
    ClassicState s =
        classic(
            Seat.RED,
            """
        10  .   .   .   .   .   .   .   .  bF   .
         9  .   .   .   .   .   .   .   .   .  b2
         8  .   .   .   .   .   .   .   .   .   .
         7  .   .   .   .   .   .   .   .   .   .
         6  .   .   ~   ~   .   .   ~   ~   .   .
         5  .   .   ~   ~   .   .   ~   ~   .   .
         4  .   .   .  b6   .   .  b5   .   .   .
         3  .   .   .   .   .   .   .   .   .   .
         2  .   .   .  r7   .   .  r8   .   .   .
         1 rF   .   .   .   .   .   .   .   .   .
        """);
    // The Major threatens the Captain, which evades; the Colonel threatens the Lieutenant, which
    // evades.
    s = play(s, "d2-d3", "d4-e4", "g2-g3", "g4-h4");
    assertThat(s.chase(Seat.RED).chasing()).isTrue();
    assertThat(s.chase(Seat.RED).evaders()).containsExactly(Square.parse("e4"), Square.parse("h4"));
    assertThat(s.chase(Seat.RED).positions()).isEqualTo(2);
  }

  @Test
  @ChecksRule({"C-6", "C-R6"})
  @DisplayName("C-6 an attack inside a chase is always allowed; a captured evader leaves the chase")
  void c6_attackInsideAChase() {
    ClassicState s = play(classic(Seat.RED, SHUTTLE), "a3-a4", "a5-b5", "a4-b4", "b5-a5");
    s = play(s, "b4-b5", "a5-a6"); // threatens a5 from b5; the Captain evades to a6
    s = play(s, "b5-a5", "a6-b6"); // ... and to b6
    s = play(s, "a5-a6");
    assertThat(s.chase(Seat.RED).chasing()).isTrue();
    s = play(s, "b6-b5", "a6-b6"); // RED attacks the Captain on b6
    assertThat(s.pieceAt(Square.parse("b6")).orElseThrow().owner()).isEqualTo(Seat.RED);
    assertThat(s.chase(Seat.RED).evaders()).doesNotContain(Square.parse("b6"));
  }

  @Test
  @ChecksRule({"C-6.1", "C-7.3"})
  @DisplayName("C-6/C-7.3 a chaser whose only moves are forbidden by C-6 and C-5 loses")
  void c6_chaserWithoutLegalMoveLoses() {
    // RED's Major on e2, walled in by its bombs but for e1 (its shuttle square), f2 and e3.
    Position p =
        Boards.position(
            Ruleset.classic(),
            Seat.RED,
            """
        10  .   .   .   .   .   .   .   .  bF   .
         9  .   .   .   .   .   .   .   .   .  b2
         8  .   .   .   .   .   .   .   .   .   .
         7  .   .   .   .   .   .   .   .   .   .
         6  .   .   ~   ~   .   .   ~   ~   .   .
         5  .   .   ~   ~   .   .   ~   ~   .   .
         4  .   .   .   .   .   .   .   .   .   .
         3  .   .   .   .   .  b6   .   .   .   .
         2  .   .   .  rB  r7   .   .   .   .   .
         1 rF   .   .  rB   .  rB   .   .   .   .
        """);
    int e1 = p.index(Square.parse("e1"));
    int e2 = p.index(Square.parse("e2"));
    // The Major shuttled e1-e2 three times (C-5 forbids going back), and both other squares
    // would repeat positions of its chase of the Captain on f3 (C-6).
    p.setChain(0, e2, new int[] {Moves.of(e1, e2), Moves.of(e2, e1), Moves.of(e1, e2)});
    long[] repeats = new long[2];
    int i = 0;
    for (String to : new String[] {"f2", "e3"}) {
      p.make(Moves.of(e2, p.index(Square.parse(to))));
      repeats[i++] = p.boardHash();
      p.unmake();
    }
    p.setChase(0, Moves.of(e1, e2), new int[] {p.index(Square.parse("f3"))}, repeats);
    ClassicState s = ClassicState.of(p);
    assertThat(s.outcome())
        .contains(ClassicOutcome.win(Seat.BLUE, ClassicTermination.NO_LEGAL_MOVE));
  }

  /** BLOCK with three unrevealed BLUE pieces far from the chase: two Captains and a Lieutenant. */
  private static final String BLOCK_AND_THREE = BLOCK.replace(" 9  .   .   . ", " 9 b6  b6  b5 ");

  @Test
  @ChecksRule("C-R7")
  @DisplayName(
      "C-R7 positions compare owner and type: had two hidden pieces traded places, the chaser's moves tell whether they share a type")
  void c_r7_positionsCompareTypes() {
    assertThat(BLOCK_AND_THREE).contains(" 9 b6  b6  b5 ");
    Position p = play(classic(Seat.RED, BLOCK_AND_THREE), LAP).toPosition();
    int a9 = p.index(Square.parse("a9"));
    int b9 = p.index(Square.parse("b9"));
    int c9 = p.index(Square.parse("c9"));
    // The chase's positions were recorded with the Captains on a9 and b9 and the Lieutenant on
    // c9. Let the pieces on two of those squares trade places, the chase kept as it was.
    Position sameType = swapped(p, a9, b9);
    Position otherTypes = swapped(p, b9, c9);
    assertThat(sameType.boardHash()).isEqualTo(p.boardHash());
    assertThat(otherTypes.boardHash()).isNotEqualTo(p.boardHash());
    ClassicState same = ClassicState.of(sameType);
    ClassicState other = ClassicState.of(otherTypes);
    // RED cannot tell the three apart, yet e2-f2 repeats a chase position only in the first case.
    for (String sq : new String[] {"a9", "b9", "c9"}) {
      assertThat(other.viewFor(Seat.RED).pieceAt(Square.parse(sq)))
          .isEqualTo(same.viewFor(Seat.RED).pieceAt(Square.parse(sq)));
    }
    assertThat(same.viewFor(Seat.RED).forbiddenByMoreSquares())
        .extracting(Move::toString)
        .containsExactly("e2-f2");
    assertThat(other.viewFor(Seat.RED).forbiddenByMoreSquares()).isEmpty();
  }

  private static Position swapped(Position p, int a, int b) {
    Position q = p.copy();
    int pieceA = q.pieceAt(a);
    int flagsA = q.flagsAt(a);
    q.put(a, q.pieceAt(b), q.flagsAt(b));
    q.put(b, pieceA, flagsA);
    return q;
  }
}
