package io.github.strategorules.testkit.property;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.board.Piece;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.notation.ClassicRecord;
import io.github.strategorules.testkit.classic.ClassicGames;
import io.github.strategorules.testkit.classic.Rulesets;
import org.junit.jupiter.api.Test;

/**
 * The property harness fails with the simplest failing example, a game as a record that replays.
 */
class ShrinkingTest {

  /** The example shown in a failure message. */
  static String example(AssertionError e) {
    String m = e.getMessage();
    int from = m.indexOf("Simplest failing example:\n") + "Simplest failing example:\n".length();
    return m.substring(from, m.indexOf("\nCause: ", from));
  }

  @Test
  void aNumberShrinksToTheSmallestThatFails() {
    AssertionError e =
        catchThrowableOfType(
            AssertionError.class,
            () ->
                Property.forAll(
                    100, Arb.between(0, 1_000_000), x -> assertThat(x).isLessThan(1000)));
    assertThat(example(e)).isEqualTo("1000");
    assertThat(e.getMessage()).contains("to a local minimum").contains("-DQT_SEED=");
  }

  @Test
  void aGameShrinksToTheShortestFailingGameAndItsRecordReplays() {
    AssertionError e =
        catchThrowableOfType(
            AssertionError.class,
            () ->
                Property.forAll(
                    20,
                    ClassicGames.games(Rulesets.classic(), Length.upTo(400)),
                    game -> {
                      for (ClassicState s : game.states()) {
                        assertThat(s.viewFor(Seat.RED).captured()).as("pieces captured").isEmpty();
                      }
                    }));
    ClassicRecord record = ClassicRecord.parse(example(e));
    var replay = record.replay();
    assertThat(replay.isLegal()).isTrue();
    assertThat(replay.finalState().viewFor(Seat.RED).captured()).hasSize(1);
    assertThat(record.actions())
        .hasSizeLessThanOrEqualTo(8); // a scout may attack on move 2 or later
    for (int n = 0; n < record.actions().size(); n++) { // and no shorter prefix fails
      ClassicState s =
          new ClassicRecord(
                  record.ruleset(),
                  record.red(),
                  record.blue(),
                  record.actions().subList(0, n),
                  java.util.Optional.empty(),
                  java.util.Map.of())
              .replay()
              .finalState();
      assertThat(s.viewFor(Seat.RED).captured()).as("after %d moves", n).isEmpty();
    }
  }

  @Test
  void shrinkingKeepsToTheSameFailure() {
    // games shorter than 10 moves raise another error: the shrunk game still fails as the first did
    AssertionError e =
        catchThrowableOfType(
            AssertionError.class,
            () ->
                Property.forAll(
                    20,
                    ClassicGames.games(Rulesets.classic(), Length.upTo(400)),
                    game -> {
                      int n = game.actions().size();
                      if (n < 10) {
                        throw new IllegalStateException("a short game");
                      }
                      assertThat(n).as("moves").isLessThan(20);
                    }));
    assertThat(ClassicRecord.parse(example(e)).actions()).hasSize(20);
    assertThat(e.getCause()).hasMessageContaining("moves");
  }

  @Test
  void aConfigurationShrinksTowardsTheSimplest() {
    AssertionError e =
        catchThrowableOfType(
            AssertionError.class,
            () ->
                Property.forAll(
                    50,
                    Rulesets.classic().moreSquaresOffOneIn(2).houseRulesFlippedOneIn(2),
                    r -> assertThat(r.moreSquares()).as("%s", r).isTrue()));
    assertThat(example(e)).isEqualTo("classic(more_squares=off)");
  }

  @Test
  void rejectedExamplesAreNotCountedAndTooManyGiveUp() {
    assertThatThrownBy(
            () -> Property.forAll(10, Arb.between(0, 1_000_000), x -> Property.assume(x < 0)))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("gave up: 0 of 10 examples met its assumptions");
    int[] checked = new int[1];
    Property.forAll(
        10,
        Arb.between(0, 1000),
        x -> {
          Property.assume(x % 2 == 0);
          checked[0]++;
        });
    assertThat(checked[0]).isEqualTo(10);
  }

  @Test
  void aFailingExampleIsShownWithItsPieces() {
    // several generated values: each is shown, the game as its record
    AssertionError e =
        catchThrowableOfType(
            AssertionError.class,
            () ->
                Property.forAll(
                    10,
                    ClassicGames.games(Rulesets.classic(), Length.upTo(10)),
                    Arb.between(0, 5),
                    (game, k) -> {
                      Piece any =
                          game.start()
                              .pieceAt(io.github.strategorules.core.board.Square.parse("a1"))
                              .orElseThrow();
                      assertThat(any.owner()).isEqualTo(Seat.BLUE);
                    }));
    assertThat(example(e))
        .startsWith("value 1:\nstratego-record 1\nruleset classic\n")
        .endsWith("value 2:\n0");
  }
}
