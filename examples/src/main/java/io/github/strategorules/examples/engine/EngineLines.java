package io.github.strategorules.examples.engine;

import java.io.IOException;
import java.io.Reader;

/**
 * The lines an engine writes, each cut off at a bound: an engine that never ends a line makes the
 * referee drop what is past the bound instead of holding it all. A line ends at {@code \n}, and a
 * {@code \r} just before it is not part of it. Read by the one reader thread of a connection.
 */
final class EngineLines {
  /**
   * A line the engine wrote.
   *
   * @param text the line, or null when it passed the bound (what was read of it is dropped)
   * @param length how many characters the line had, its ending excluded
   */
  record Line(String text, long length) {}

  private final Reader in;
  private final int bound;
  private final char[] chunk = new char[8192];
  private int at;
  private int filled;

  EngineLines(Reader in, int bound) {
    this.in = in;
    this.bound = bound;
  }

  /**
   * Reads the next line.
   *
   * @return the line, or null when the engine's output ended (an unfinished last line comes first)
   * @throws IOException when reading fails
   */
  Line next() throws IOException {
    StringBuilder kept = new StringBuilder();
    long length = 0;
    boolean started = false;
    while (true) {
      if (at == filled) {
        filled = in.read(chunk, 0, chunk.length);
        at = 0;
        if (filled < 0) {
          filled = 0;
          return started ? line(kept, length) : null;
        }
      }
      started = true;
      while (at < filled) {
        char c = chunk[at++];
        if (c == '\n') {
          return line(kept, length);
        }
        length++;
        if (length <= bound + 1L) { // one more than the bound, for a \r that ends a line
          kept.append(c);
        }
      }
    }
  }

  private Line line(StringBuilder kept, long length) {
    if (length > 0 && kept.length() == length && kept.charAt(kept.length() - 1) == '\r') {
      kept.setLength(kept.length() - 1);
      length--;
    }
    return length > bound ? new Line(null, length) : new Line(kept.toString(), length);
  }
}
