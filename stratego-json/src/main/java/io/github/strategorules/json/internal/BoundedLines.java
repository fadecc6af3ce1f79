package io.github.strategorules.json.internal;

import java.io.IOException;
import java.io.Reader;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Reads lines of at most a given length from a character stream, so that a peer that never sends
 * a line break cannot make the reader hold an unbounded line: the characters past the limit are
 * read and dropped up to the next line break, and the line is reported as too long. A line ends
 * at {@code \n}; a {@code \r} before it is dropped. Not thread-safe: one reader per stream.
 */
public final class BoundedLines {
  /**
   * One line read.
   *
   * @param text the line without its line break, or null when it was too long
   * @param length the line's length in characters (what was read, even when dropped)
   */
  public record Line(@Nullable String text, long length) {
    /**
     * Whether the line was longer than the limit (its text was dropped).
     *
     * @return true when too long
     */
    public boolean tooLong() {
      return text == null;
    }
  }

  private final Reader in;
  private final int max;
  private final char[] buffer = new char[8192];
  private int start;
  private int end;

  /**
   * A reader of bounded lines.
   *
   * @param in the stream
   * @param maxChars the longest line kept, in characters
   */
  public BoundedLines(Reader in, int maxChars) {
    this.in = Objects.requireNonNull(in, "in");
    if (maxChars < 1) {
      throw new IllegalArgumentException("maxChars < 1");
    }
    this.max = maxChars;
  }

  /**
   * The next line.
   *
   * @return the line, or null at the end of the stream (a last line without a line break is
   *     returned first)
   * @throws IOException when the stream fails
   */
  public @Nullable Line next() throws IOException {
    StringBuilder line = new StringBuilder();
    long length = 0;
    boolean any = false;
    while (true) {
      if (start == end) {
        int n = in.read(buffer, 0, buffer.length);
        if (n < 0) {
          return any ? finish(line, length) : null;
        }
        start = 0;
        end = n;
      }
      any = true;
      int i = start;
      while (i < end && buffer[i] != '\n') {
        i++;
      }
      int count = i - start;
      if (length + count <= max) {
        line.append(buffer, start, count);
      } else if (length <= max) {
        line.setLength(0); // too long: keep nothing more
      }
      length += count;
      if (i < end) {
        start = i + 1;
        return finish(line, length);
      }
      start = end;
    }
  }

  private Line finish(StringBuilder line, long length) {
    // A CRLF line's \r counts towards the read length but is not part of the line.
    boolean crlf = length > 0 && length <= max && line.length() > 0 && line.charAt(line.length() - 1) == '\r';
    if (crlf) {
      line.setLength(line.length() - 1);
      return new Line(line.toString(), length - 1);
    }
    return length > max ? new Line(null, length) : new Line(line.toString(), length);
  }
}
