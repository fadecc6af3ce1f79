package io.github.strategorules.core.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.action.ClassicAction;
import io.github.strategorules.core.action.ClassicDrawAcceptance;
import io.github.strategorules.core.action.ClassicDrawOffer;
import io.github.strategorules.core.action.ClassicResignation;
import io.github.strategorules.core.action.FinishSetup;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.action.PlacePiece;
import io.github.strategorules.core.action.Rescue;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.Ruleset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * One text form per classic action kind ({@link ClassicAction#notation()}), read back by the game.
 */
class ActionNotationTest {
  private static final Ruleset R = Ruleset.classic();

  @Test
  void everyActionKindRoundTrips() {
    List<ClassicAction> all =
        List.of(
            Move.of(Seat.RED, Square.parse("a4"), Square.parse("a5")),
            Move.withRescue(
                Seat.RED,
                Square.parse("d9"),
                Square.parse("d10"),
                new Rescue(PieceType.MARSHAL, Square.parse("e2"))),
            new PlacePiece(Seat.RED, Square.parse("a1"), PieceType.BOMB),
            new PlacePiece(Seat.BLUE, Square.parse("j10"), PieceType.MARSHAL),
            new FinishSetup(Seat.RED),
            new ClassicResignation(Seat.RED),
            new ClassicDrawOffer(Seat.BLUE),
            new ClassicDrawAcceptance(Seat.BLUE));
    List<String> texts =
        List.of(
            "RED move a4-a5",
            "RED move d9-d10+M@e2",
            "RED place a1=B",
            "BLUE place j10=10",
            "RED finish setup",
            "RED resign",
            "BLUE offer draw",
            "BLUE accept draw");
    for (int i = 0; i < all.size(); i++) {
      ClassicAction a = all.get(i);
      assertThat(a.notation()).isEqualTo(texts.get(i));
      assertThat(ClassicAction.parse(a.notation())).isEqualTo(a);
      assertThat(ClassicAction.parse(texts.get(i))).isEqualTo(a);
      assertThat(a.seat()).isIn(Seat.RED, Seat.BLUE);
    }
    // Non-secret actions print their text; a placement prints neither square nor type.
    assertThat(new ClassicResignation(Seat.RED)).hasToString("RED resign");
    assertThat(new ClassicDrawOffer(Seat.BLUE)).hasToString("BLUE offer draw");
    assertThat(all.get(2).toString()).isEqualTo("PlacePiece[RED]");
    // Extra spaces are read.
    assertThat(ClassicAction.parse("  BLUE   accept   draw "))
        .isEqualTo(new ClassicDrawAcceptance(Seat.BLUE));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "''|a classic action starts with its seat|0",
        "red resign|a classic action starts with its seat|0",
        "GREEN resign|classic Stratego has the seats RED and BLUE|0",
        "RED fly a1|unknown action 'fly'|4",
        "RED move|a move is written like RED move a4-a5|8",
        "RED move a4a5|a move is written like b2-b3|9",
        "RED move a4-5a|not a square|12",
        "RED move d9-d10+Q@e2|a rescue is written|15",
        "RED place a1|a placement is square=piece|10",
        "RED place a1=X|'X' is not a piece|13",
        "RED resign now|nothing follows this action|11",
        "BLUE offer|expected 'draw'|10",
        "BLUE accept peace|expected 'draw'|12",
        "RED finish|expected 'setup'|10",
      })
  void badTextIsANotationErrorWithItsIndex(String text, String problem, int index) {
    assertThatThrownBy(() -> ClassicAction.parse(text))
        .isInstanceOfSatisfying(
            NotationException.class,
            e -> {
              assertThat(e.problem()).contains(problem);
              assertThat(e.index()).isEqualTo(index);
            });
  }
}
