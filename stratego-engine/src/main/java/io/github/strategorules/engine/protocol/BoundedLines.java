package io.github.strategorules.engine.protocol;

import java.io.IOException;
import java.io.Reader;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The lines of the engine protocol read from a peer, each of at most a given length (the protocol's
 * bound, {@link Protocol#MAX_LINE_CHARS}), so that a peer that never sends a line break cannot make
 * the reader hold an unbounded line: the characters past the bound are read and dropped up to the
 * next line break, and the line is reported as too long. Both ends use it: a session serving a
 * client ({@link ProtocolSession#serve}) and a referee reading an engine's replies.
 *
 * <p>A line ends at {@code \n}; a {@code \r} just before it is part of the ending, not of the line,
 * so a line ended by {@code \r\n} is kept or dropped exactly as the same line ended by {@code \n},
 * at the bound too. A last line without a line break is returned before the end of the stream (a
 * {@code \r} that ends it is dropped as well). Lengths are in characters as a user counts them,
 * Unicode code points: a surrogate pair (an emoji) is one character, even when the stream's chunks
 * split it; a lone surrogate counts as one. Not thread-safe: one reader per stream.
 */
public final class BoundedLines {
  /**
   * One line read.
   *
   * @param text the line without its ending, or null when it was longer than the bound
   * @param length the line's length in characters (code points), its ending excluded (what was
   *     read, even when the text was dropped)
   */
  public record Line(@Nullable String text, long length) {
    /**
     * Whether the line was longer than the bound (its text was dropped).
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
   * @param maxChars the longest line kept, in characters (code points), its ending excluded
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
    long length = 0; // code points read before the \n, a final \r included
    boolean any = false;
    boolean lastCr = false;
    boolean afterHigh =
        false; // the last char read was a high surrogate: a low one after it adds nothing
    while (true) {
      if (start == end) {
        int n = in.read(buffer, 0, buffer.length);
        if (n < 0) {
          return any ? finish(line, length, lastCr) : null;
        }
        start = 0;
        end = n;
      }
      any = true;
      int i = start;
      long points = 0;
      while (i < end && buffer[i] != '\n') {
        char c = buffer[i];
        if (!(afterHigh && Character.isLowSurrogate(c))) {
          points++;
        }
        afterHigh = Character.isHighSurrogate(c);
        i++;
      }
      int count = i - start;
      if (count > 0) {
        // One character more than the bound is kept: it may be the \r of a \r\n ending.
        if (length + points <= max + 1L) {
          line.append(buffer, start, count);
        } else {
          line.setLength(0); // too long: keep nothing more
        }
        lastCr = buffer[i - 1] == '\r';
      }
      length += points;
      if (i < end) {
        start = i + 1;
        return finish(line, length, lastCr);
      }
      start = end;
    }
  }

  private Line finish(StringBuilder line, long read, boolean endsWithCr) {
    long length = endsWithCr ? read - 1 : read;
    if (length > max) {
      return new Line(null, length);
    }
    if (endsWithCr) {
      line.setLength(line.length() - 1);
    }
    return new Line(line.toString(), length);
  }
}
