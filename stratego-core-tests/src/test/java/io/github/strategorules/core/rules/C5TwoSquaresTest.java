package io.github.strategorules.core.rules;

import static io.github.strategorules.testkit.classic.Boards.game;
import static io.github.strategorules.testkit.classic.Boards.move;
import static io.github.strategorules.testkit.classic.Boards.play;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.action.ClassicReason;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.game.Seat;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** C-5: the two-squares rule, one definition for every piece (C-5.2 [interp]). */
class C5TwoSquaresTest {

  private static final String BOARD =
      """
      10  .   .   .   .   .   .   .   .   .  bF
       9  .   .   .   .   .   .   .   .   .  b4
       8  .   .   .   .   .   .   .   .   .   .
       7  .   .   .   .   .   .   .   .   .   .
       6  .   .   ~   ~   .   .   ~   ~   .   .
       5  .   .   ~   ~   .   .   ~   ~   .   .
       4  .   .   .   .   .   .   .   .   .   .
       3  .   .   .   .  r5   .   .   .   .   .
       2 r2   .   .   .   .   .   .   .   .   .
       1 rF   .   .   .   .   .   .   .   .   .
      """;

  private static ClassicState start(int n) {
    return game(Ruleset.classic().toBuilder().twoSquaresLimit(n).build(), Seat.RED, BOARD);
  }

  @Test
  @ChecksRule("C-5.1")
  @DisplayName(
      "C-5.1 no more than 3 moves non-stop between the same two squares: the 4th is illegal")
  void c5_1_fourthMoveIllegal() {
    ClassicState s = play(start(3), "e3-e4", "j9-i9", "e4-e3", "i9-i8", "e3-e4", "i8-h8");
    assertThat(s.check(move(s, "e4-e3"))).contains(ClassicReason.TWO_SQUARES_RULE);
    assertThat(s.legalMoves().stream().map(Move::toString).collect(Collectors.toList()))
        .doesNotContain("e4-e3")
        .contains("e4-d4", "e4-f4", "e4-e5");
    assertThat(s.viewFor(Seat.RED).forbiddenByTwoSquares())
        .extracting(Move::toString)
        .containsExactly("e4-e3");
    assertThat(s.viewFor(Seat.BLUE).forbiddenByTwoSquares()).isEmpty();
  }

  @Test
  @ChecksRule("C-5.1")
  @DisplayName("C-5.1 N = 5 (ISF) is selectable: the 6th move is the first illegal one")
  void c5_1_isfLimit() {
    ClassicState s =
        play(start(5), "e3-e4", "j9-i9", "e4-e3", "i9-i8", "e3-e4", "i8-h8", "e4-e3", "h8-g8");
    assertThat(s.check(move(s, "e3-e4"))).isEmpty();
    s = play(s, "e3-e4", "g8-f8");
    assertThat(s.check(move(s, "e4-e3"))).contains(ClassicReason.TWO_SQUARES_RULE);
  }

  @Test
  @ChecksRule("C-5.1")
  @DisplayName("C-5.1 attacking moves count")
  void c5_1_attacksCount() {
    ClassicState s =
        game(
            Ruleset.classic(),
            Seat.RED,
            BOARD.replace("4  .   .   .   .   .", "4  .   .   .   .  b2"));
    s =
        play(
            s, "e3-e4", "j9-i9", "e4-e3", "i9-i8", "e3-e4",
            "i8-h8"); // the first move takes the scout
    assertThat(s.check(move(s, "e4-e3"))).contains(ClassicReason.TWO_SQUARES_RULE);
  }

  @Test
  @ChecksRule("C-5.2")
  @DisplayName("C-5.2 moving another piece starts a new chain")
  void c5_2_anotherPieceResets() {
    ClassicState s =
        play(start(3), "e3-e4", "j9-i9", "e4-e3", "i9-i8", "e3-e4", "i8-h8", "a2-b2", "h8-g8");
    assertThat(s.check(move(s, "e4-e3"))).isEmpty();
  }

  @Test
  @ChecksRule("C-5.2")
  @DisplayName("C-5.2 the opponent's moves in between do not matter, whatever they are")
  void c5_2_opponentIrrelevant() {
    ClassicState s = play(start(3), "e3-e4", "j9-j8", "e4-e3", "j8-j9", "e3-e4", "j9-j8");
    assertThat(s.check(move(s, "e4-e3"))).contains(ClassicReason.TWO_SQUARES_RULE);
  }

  @Test
  @ChecksRule({"C-5.2", "C-R5"})
  @DisplayName(
      "C-5.2 scouts: a boundary crossed by each of the last N moves may not be crossed again")
  void c5_2_scoutBoundaries() {
    ClassicState s = play(start(3), "a2-a5", "j9-i9", "a5-a3", "i9-i8", "a3-a5", "i8-h8");
    for (String forbidden : new String[] {"a5-a4", "a5-a3", "a5-a2"}) {
      assertThat(s.check(move(s, forbidden)))
          .as(forbidden)
          .contains(ClassicReason.TWO_SQUARES_RULE);
    }
    assertThat(s.check(move(s, "a5-a6"))).isEmpty();
    assertThat(s.check(move(s, "a5-a9"))).isEmpty();
    assertThat(s.check(move(s, "a5-b5"))).isEmpty();
  }

  @Test
  @ChecksRule("C-5.2")
  @DisplayName("C-5.2 a scout's moves along different lines share no boundary")
  void c5_2_scoutTurningIsFree() {
    ClassicState s = play(start(3), "a2-a4", "j9-i9", "a4-b4", "i9-i8", "b4-a4", "i8-h8");
    assertThat(s.check(move(s, "a4-b4"))).isEmpty();
    assertThat(s.check(move(s, "a4-a2"))).isEmpty();
  }

  @Test
  @ChecksRule("C-5.3")
  @DisplayName("C-5.3 the player who started the shuttle must stop first")
  void c5_3_starterStopsFirst() {
    ClassicState s = play(start(3), "e3-e4", "j9-i9", "e4-e3", "i9-j9", "e3-e4", "j9-i9");
    assertThat(s.check(move(s, "e4-e3"))).contains(ClassicReason.TWO_SQUARES_RULE);
    s = play(s, "e4-e5");
    assertThat(s.check(move(s, "i9-j9"))).contains(ClassicReason.TWO_SQUARES_RULE);
  }
}
