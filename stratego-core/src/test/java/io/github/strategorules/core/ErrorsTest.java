package io.github.strategorules.core;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.action.ClassicReason;
import io.github.strategorules.core.error.IllegalActionException;
import io.github.strategorules.core.error.InvalidSetupException;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.core.rules.Ruleset;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import org.junit.jupiter.api.Test;

/** The exceptions keep their machine-readable data, even through Java serialization. */
class ErrorsTest {

  @SuppressWarnings("unchecked")
  private static <T> T roundTrip(T o) throws IOException, ClassNotFoundException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(o);
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      return (T) in.readObject();
    }
  }

  @Test
  void illegalActionKeepsItsReason() throws Exception {
    IllegalActionException e = new IllegalActionException(ClassicReason.TWO_SQUARES_RULE, "e4-e3");
    assertThat(roundTrip(e).reason()).isEqualTo(ClassicReason.TWO_SQUARES_RULE);
    assertThat(e.getMessage())
        .isEqualTo(
            "illegal action e4-e3: the two-squares rule forbids moving between the same squares again (C-5.1)");
  }

  @Test
  void aProblemQuotingAHugeTokenIsShortenedAndStaysOneLine() {
    String token = "\b".repeat(50_000) + "X";
    NotationException e = new NotationException("'" + token + "' is not a piece", token, -1, 2, 3);
    assertThat(e.problem())
        .hasSize(NotationException.MAX_PROBLEM_LENGTH)
        .startsWith("'\b\b")
        .contains("...")
        .endsWith("X' is not a piece");
    assertThat(e.getMessage())
        .doesNotContain("\n", "\b")
        .contains("\\u0008...\\u0008")
        .endsWith("X' is not a piece at line 2, column 3: \"" + "\\u0008".repeat(57) + "...\"");
    assertThat(e.getMessage().length()).isLessThan(6 * NotationException.MAX_PROBLEM_LENGTH + 400);
    assertThat(new NotationException("short", "", 0).problem()).isEqualTo("short");
  }

  @Test
  void shorteningNeverSplitsACharacterInTwo() {
    for (String before : new String[] {"", "a"}) { // one of the two puts each cut mid-pair
      String wide =
          before
              + "\ud83c\udccf"
                  .repeat(NotationException.MAX_PROBLEM_LENGTH); // jokers, two chars each
      String problem = new NotationException(wide, "", 0).problem();
      assertThat(
              problem
                  .codePoints()
                  .noneMatch(c -> c >= Character.MIN_SURROGATE && c <= Character.MAX_SURROGATE))
          .as("no lone surrogate")
          .isTrue();
      assertThat(problem)
          .contains("...")
          .hasSizeLessThanOrEqualTo(NotationException.MAX_PROBLEM_LENGTH);
    }
  }

  @Test
  @ChecksRule("C-2.2")
  void invalidSetupKeepsEveryProblem() throws Exception {
    Ruleset r = Ruleset.classic();
    var placements = new ArrayList<>(Setup.random(r, Seat.RED, 1).placements());
    placements.remove(0);
    InvalidSetupException e = new InvalidSetupException(Setup.of(placements).problems(r, Seat.RED));
    assertThat(roundTrip(e).problems()).isEqualTo(e.problems()).isNotEmpty();
  }

  @Test
  @ChecksRule("V-3.2")
  void rulesetsWithDifferentSpecsAreDifferent() {
    Ruleset a = Ruleset.classic().toBuilder().name("x").build();
    Ruleset five = a.toBuilder().twoSquaresLimit(5).build();
    Ruleset fiveAsPreset = five.toBuilder().name("x").build();
    assertThat(five.spec()).isEqualTo("x(two_squares=5)");
    assertThat(fiveAsPreset.spec()).isEqualTo("x");
    assertThat(five).isNotEqualTo(fiveAsPreset);
    assertThat(new io.github.strategorules.core.kernel.Position(fiveAsPreset).ruleset().spec())
        .isEqualTo("x");
  }
}
