package io.github.strategorules.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.game.ReadLimits;
import org.junit.jupiter.api.Test;

/**
 * Issue 23, point 4: {@code StrategoJson.parse} is bounded like every other reader of the library
 * ({@link ReadLimits}): a document, a string or a number past the policy is a typed {@link
 * JsonProblem#TOO_LARGE} error, never an unbounded read.
 */
class ParseLimitsTest {
  private static final StrategoJson JSON = StrategoJson.standard();
  private static final ReadLimits SMALL = ReadLimits.DEFAULT.withMaxDocumentLength(100);

  private static void tooLarge(Runnable read) {
    assertThatThrownBy(read::run)
        .isInstanceOfSatisfying(
            JsonFormatException.class,
            e -> assertThat(e.problem()).as(e.getMessage()).isEqualTo(JsonProblem.TOO_LARGE));
  }

  @Test
  void aDocumentLongerThanThePolicyIsRefusedBeforeItIsRead() {
    String doc = "[" + "1,".repeat(100) + "1]";
    assertThat(JSON.parse(doc).size()).isEqualTo(101);
    tooLarge(() -> JSON.parse(doc, SMALL));
    tooLarge(() -> JSON.parse(" ".repeat(2 * ReadLimits.DEFAULT.maxDocumentLength() + 1) + "1"));
  }

  @Test
  void aStringLongerThanOneDocumentOrANameLongerThanAValueIsRefused() {
    String s = "\"" + "x".repeat(101) + "\"";
    assertThat(JSON.parse("\"" + "x".repeat(100) + "\"", SMALL).asString()).hasSize(100);
    tooLarge(() -> JSON.parse(s, SMALL));
    tooLarge(
        () -> JSON.parse("{\"" + "k".repeat(ReadLimits.DEFAULT.maxValueLength() + 1) + "\":1}"));
  }

  @Test
  void aNumberOfMoreThan64DigitsIsRefused() {
    assertThat(JSON.parse("1" + "0".repeat(63)).isNumber()).isTrue();
    tooLarge(() -> JSON.parse("1" + "0".repeat(64)));
  }

  /**
   * Issue 36.7: a document of many small values within the length bound (4 M characters of empty
   * arrays once made a tree of about 205 MB, past a 200 MB heap) is refused by its count of tokens,
   * before the tree grows past a few megabytes.
   */
  @Test
  void aDocumentOfTooManyValuesIsRefusedBeforeItsTreeIsBuilt() {
    int max = 2 * ReadLimits.DEFAULT.maxDocumentLength();
    String empties = "[" + "[],".repeat((max - 4) / 3) + "[]]";
    assertThat(empties.length()).isLessThanOrEqualTo(max);
    tooLarge(() -> JSON.parse(empties));
    assertThatThrownBy(() -> JSON.parse(empties))
        .hasMessageContaining(String.valueOf(StrategoJson.MAX_TOKENS));
    // a document just within the count is read
    int arrays = (StrategoJson.MAX_TOKENS - 2) / 2;
    assertThat(JSON.parse("[" + "[],".repeat(arrays - 1) + "[]]").size()).isEqualTo(arrays);
    tooLarge(() -> JSON.parse("[" + "1,".repeat(StrategoJson.MAX_TOKENS) + "1]"));
  }

  @Test
  void deepNestingStaysMalformed() {
    assertThatThrownBy(() -> JSON.parse("[".repeat(100)))
        .isInstanceOfSatisfying(
            JsonFormatException.class,
            e -> assertThat(e.problem()).isEqualTo(JsonProblem.MALFORMED));
  }
}
