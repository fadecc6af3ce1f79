package io.github.strategorules.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.notation.ReadLimits;
import org.junit.jupiter.api.Test;

/**
 * Issue 23, point 4: {@code StrategoJson.parse} is bounded like every other reader of the library
 * ({@link ReadLimits}): a document, a string or a number past the policy is a typed
 * {@link JsonProblem#TOO_LARGE} error, never an unbounded read.
 */
class ParseLimitsTest {
  private static final StrategoJson JSON = StrategoJson.standard();
  private static final ReadLimits SMALL = ReadLimits.DEFAULT.withMaxDocumentLength(100);

  private static void tooLarge(Runnable read) {
    assertThatThrownBy(read::run).isInstanceOfSatisfying(JsonFormatException.class,
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
    tooLarge(() -> JSON.parse("{\"" + "k".repeat(ReadLimits.DEFAULT.maxValueLength() + 1) + "\":1}"));
  }

  @Test
  void aNumberOfMoreThan64DigitsIsRefused() {
    assertThat(JSON.parse("1" + "0".repeat(63)).isNumber()).isTrue();
    tooLarge(() -> JSON.parse("1" + "0".repeat(64)));
  }

  @Test
  void deepNestingStaysMalformed() {
    assertThatThrownBy(() -> JSON.parse("[".repeat(100))).isInstanceOfSatisfying(JsonFormatException.class,
        e -> assertThat(e.problem()).isEqualTo(JsonProblem.MALFORMED));
  }
}
