package io.github.strategorules.core.notation;

import static io.github.strategorules.testkit.classic.Boards.classic;
import static io.github.strategorules.testkit.classic.Boards.play;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.action.ClassicReason;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.testkit.classic.Boards;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The one-line position notation: examples, the view form, and errors with their location. */
class PositionNotationTest {

  private static final String BOARD =
      """
      10  .   .   .   .   .   .   .   .  bF  bB
       9  .   .   .   .   .   .   .   .   .  b9
       8  .   .   .   .   .   .   .   .   .   .
       7  .   .   .   .   .   .   .   .   .   .
       6  .   .   ~   ~   .   .   ~   ~   .   .
       5  .   .   ~   ~   .   .   ~   ~   .   .
       4  .   .   .   .   .   .   .   .   .  b2
       3  .   .   .   .  r5   .   .   .   .   .
       2 r2   .   .   .   .  r7   .   .   .   .
       1 rF   .   .   .   .   .   .   .   .   .
      """;

  @Test
  void writesEveryPieceTheSideThePlyAndTheChains() {
    ClassicState s = play(classic(Seat.RED, BOARD), "e3-e4", "j9-i9", "e4-e3", "j4-j7");
    assertThat(PositionNotation.format(s))
        .isEqualTo(
            "classic 8fb/8g^1/10/9r!/2~~2~~2/2~~2~~2/10/4L^5/R4J4/F9 r 4 4 e3@e3-e4,e3-e4 j7@j4-j7 e4-e3 j4-j7");
  }

  @Test
  @ChecksRule({"C-5.2", "C-6.1"})
  void readsBackToAPositionThatDecidesLegalityTheSame() {
    ClassicState s =
        play(classic(Seat.RED, BOARD), "e3-e4", "j9-i9", "e4-e3", "i9-j9", "e3-e4", "j9-i9");
    ClassicState back = PositionNotation.parse(PositionNotation.format(s));
    assertThat(back.toPosition()).isEqualTo(s.toPosition());
    assertThat(back.legalMoves()).isEqualTo(s.legalMoves());
    assertThat(back.check(Boards.move(back, "e4-e3"))).contains(ClassicReason.TWO_SQUARES_RULE);
  }

  @Test
  void theViewFormHidesUnknownEnemyPieces() {
    ClassicState s = play(classic(Seat.RED, BOARD), "e3-e4", "j4-j7");
    assertThat(PositionNotation.format(s.viewFor(Seat.RED)))
        .isEqualTo(
            "classic 8??/9?/10/9?!/2~~2~~2/2~~2~~2/4L^5/10/R4J4/F9 r 2 2 e4@e3-e4 j7@j4-j7 e3-e4 j4-j7 view=red");
    assertThat(PositionNotation.format(s.viewFor(Seat.BLUE)))
        .startsWith("classic 8fb/9g/10/9r!/")
        .contains("/4?^5/10/?4?4/?9 ")
        .endsWith(" view=blue");
    assertThat(PositionNotation.format(s.publicView()))
        .contains("8xx/9x/")
        .endsWith(" view=spectator");
  }

  @Test
  void aRevealedPieceIsMarked() {
    ClassicState s = play(classic(Seat.RED, BOARD), "f2-f3", "j4-f4", "f3-f4");
    // The scout attacked the Major and lost: the Major is revealed; then it moved on.
    assertThat(PositionNotation.format(s)).contains("/5J*^4/");
    assertThat(PositionNotation.format(s.viewFor(Seat.BLUE))).contains("/5J*^4/");
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "nonsense 10/10/10/10/2~~2~~2/2~~2~~2/10/10/10/10 r 0 0 - - - -|unknown ruleset 'nonsense'|0",
        "classic 10/10/10/10/2~~2~~2/2~~2~~2/10/10/10/10 r 0 0 - - - - extra|unexpected text|62",
        "classic 10/10/10/10/2~~2~~2/2~~2~~2/10/10/10/9 r 0 0 - - - -|the board has 10 ranks of 10 squares|46",
        "classic 10/10/10/10/2~~2~~2/2~~2~~2/10/10/10/9Q r 0 0 - - - -|is not a piece letter|46",
        "classic 10/10/10/10/2~~2~~2/2F~2~~2/10/10/10/10 r 0 0 - - - -|a piece on the lake c5|29",
        "classic 10/10/10/10/2~~2~~2/10/10/10/10/10 r 0 0 - - - -|c5 is a lake: write ~|28",
        "classic 10/10/10/10/2~~2~~2/2~~2~~2/10/10/10/MM8 r 0 0 - - - -|more marshal pieces than the roster|46",
        "classic 10/10/10/10/2~~2~~2/2~~2~~2/10/10/10/B^9 r 0 0 - - - -|cannot be marked as moved|45",
        "classic 10/10/10/10/2~~2~~2/2~~2~~2/10/10/10/T!9 r 0 0 - - - -|only a line mover|45",
        "classic 10/10/10/10/2~~2~~2/2~~2~~2/10/10/10/10 x 0 0 - -|the side to move is r or b|48",
        "classic 10/10/10/10/2~~2~~2/2~~2~~2/10/10/10/10 r 3 5 - - - -|more plies since the last attack|52",
        "classic 10/10/10/10/2~~2~~2/2~~2~~2/10/10/10/10 r 0 0 e3 - - -|a chain is - or square@segments|54",
        "classic 10/10/10/10/2~~2~~2/2~~2~~2/10/10/10/10 r 0 0 e3@e3-f4 - - -|runs straight|57",
        "classic 10/10/10/10/2~~2~~2/2~~2~~2/10/10/10/10 r 0 0 -|missing BLUE's chain|55",
        "classic 10/10/10/10/2~~2~~2/2~~2~~2/10/10/10/10/10 r 0 0 - - - -|more than 10 ranks|47",
      })
  void malformedOrImpossibleTextIsANotationErrorWithItsIndex(
      String text, String problem, int index) {
    assertThatThrownBy(() -> PositionNotation.parse(text))
        .isInstanceOfSatisfying(
            NotationException.class,
            e -> {
              assertThat(e.problem()).contains(problem);
              assertThat(e.index()).isEqualTo(index);
            });
  }
}
