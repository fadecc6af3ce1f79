package io.github.strategorules.engine.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The one reader of the protocol's bounded lines, for a session and for a referee reading an
 * engine: a line ended by {@code \r\n} is kept or dropped exactly as the same line ended by {@code
 * \n}, one character below, at and above the bound, whatever the size of the chunks the stream
 * gives.
 */
class BoundedLinesTest {
  private static final int BOUND = 10;

  @ParameterizedTest(name = "chunks of {0}")
  @ValueSource(ints = {1, 3, 9, 10, 11, 8192})
  void lfAndCrlfLinesAreKeptOrDroppedAlikeBelowAtAndAboveTheBound(int chunk) throws IOException {
    for (String ending : List.of("\n", "\r\n")) {
      String below = "a".repeat(BOUND - 1);
      String at = "b".repeat(BOUND);
      String above = "c".repeat(BOUND + 1);
      List<BoundedLines.Line> lines =
          read(below + ending + at + ending + above + ending + "ok" + ending, chunk);
      assertThat(lines)
          .as("ending %s", ending.replace("\r", "\\r").replace("\n", "\\n"))
          .containsExactly(
              new BoundedLines.Line(below, BOUND - 1),
              new BoundedLines.Line(at, BOUND),
              new BoundedLines.Line(null, BOUND + 1),
              new BoundedLines.Line("ok", 2));
    }
  }

  @Test
  void aLineOfTheBoundAndAnotherCharacterIsTooLongWhateverItsEnding() throws IOException {
    // the \r kept past the bound belongs to the line when no \n follows it at once
    assertThat(read("0123456789\rx\r\n", 4))
        .containsExactly(new BoundedLines.Line(null, BOUND + 2));
    assertThat(read("0123456789\r\r\n", 4)).containsExactly(new BoundedLines.Line(null, BOUND + 1));
    assertThat(read("012345678\r\r\n", 4))
        .containsExactly(new BoundedLines.Line("012345678\r", BOUND));
  }

  @Test
  void aLastLineWithoutABreakComesBeforeTheEndAndEmptyLinesAreLines() throws IOException {
    assertThat(read("\n\r\nlast", 8192))
        .containsExactly(
            new BoundedLines.Line("", 0),
            new BoundedLines.Line("", 0),
            new BoundedLines.Line("last", 4));
    assertThat(read("0123456789\r", 8192))
        .containsExactly(new BoundedLines.Line("0123456789", BOUND));
    assertThat(read("", 8192)).isEmpty();
  }

  /**
   * Issue 36.7: the bound counts characters as a user counts them, code points, so that a line of
   * the bound's emoji (two UTF-16 units each) is kept, whatever chunk boundary splits a pair.
   */
  @ParameterizedTest(name = "chunks of {0}")
  @ValueSource(ints = {1, 3, 8192})
  void theBoundCountsCodePointsNotUtf16Units(int chunk) throws IOException {
    String emoji = "\uD83D\uDE00"; // one character, two UTF-16 units
    String at = emoji.repeat(BOUND);
    String above = emoji.repeat(BOUND + 1);
    assertThat(read(at + "\r\n" + above + "\nok\n", chunk))
        .containsExactly(
            new BoundedLines.Line(at, BOUND),
            new BoundedLines.Line(null, BOUND + 1),
            new BoundedLines.Line("ok", 2));
  }

  @Test
  void aVeryLongLineIsReadThroughAndDroppedWithItsLength() throws IOException {
    String huge = "x".repeat(100_000);
    assertThat(read(huge + "\r\nnext\n", 8192))
        .containsExactly(new BoundedLines.Line(null, 100_000), new BoundedLines.Line("next", 4));
  }

  private static List<BoundedLines.Line> read(String text, int chunk) throws IOException {
    Reader in =
        new StringReader(text) {
          @Override
          public int read(char[] cbuf, int off, int len) throws IOException {
            return super.read(cbuf, off, Math.min(len, chunk));
          }
        };
    BoundedLines lines = new BoundedLines(in, BOUND);
    List<BoundedLines.Line> out = new ArrayList<>();
    for (BoundedLines.Line l = lines.next(); l != null; l = lines.next()) {
      out.add(l);
    }
    return out;
  }
}
