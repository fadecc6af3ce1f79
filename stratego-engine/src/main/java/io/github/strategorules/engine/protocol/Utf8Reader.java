package io.github.strategorules.engine.protocol;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * The protocol's lines as characters, decoded from UTF-8 so that a byte that is not UTF-8 stays
 * visible: each such byte reads as a lone low surrogate ({@code U+DC80} to {@code U+DCFF}), which
 * no well-formed UTF-8 decodes to, instead of the replacement character {@code U+FFFD} that an
 * {@link java.io.InputStreamReader} puts in its place. A reader of a line then tells a line that
 * was not UTF-8 ({@link #wellFormed}) and refuses it: echoed with {@code U+FFFD}, two different ids
 * ({@code "a\xffb"}, {@code "a\xfeb"}) would come back the same. Not thread-safe.
 */
public final class Utf8Reader extends Reader {
  private final InputStream in;
  private final CharsetDecoder decoder =
      StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT);
  private final ByteBuffer bytes = ByteBuffer.allocate(8192).flip();
  private final CharBuffer chars = CharBuffer.allocate(8192).flip();
  private boolean ended;

  /** Whether the decoder asked for more bytes than are buffered. */
  private boolean underflowed;

  /**
   * A reader of a stream of UTF-8.
   *
   * @param in the bytes
   */
  public Utf8Reader(InputStream in) {
    this.in = Objects.requireNonNull(in, "in");
  }

  /**
   * Whether a line read holds only what well-formed UTF-8 decodes to: no lone surrogate (a byte
   * that was not UTF-8, read by this reader, or a lone surrogate in a Java string).
   *
   * @param line the line
   * @return true when every surrogate is half of a pair
   */
  public static boolean wellFormed(CharSequence line) {
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (Character.isHighSurrogate(c)
          && i + 1 < line.length()
          && Character.isLowSurrogate(line.charAt(i + 1))) {
        i++;
      } else if (Character.isSurrogate(c)) {
        return false;
      }
    }
    return true;
  }

  @Override
  public int read(char[] cbuf, int off, int len) throws IOException {
    Objects.checkFromIndexSize(off, len, cbuf.length);
    if (len == 0) {
      return 0;
    }
    while (!chars.hasRemaining()) {
      if (!fill()) {
        return -1;
      }
    }
    int n = Math.min(len, chars.remaining());
    chars.get(cbuf, off, n);
    return n;
  }

  /** Decodes more characters; false at the end of the stream with nothing left. */
  private boolean fill() throws IOException {
    chars.clear();
    try {
      while (chars.position() == 0) {
        if (!bytes.hasRemaining() || underflowed) {
          if (ended) {
            // what is left is an incomplete sequence at the end: each of its bytes is malformed
            while (bytes.hasRemaining() && chars.hasRemaining()) {
              chars.put(marked(bytes.get()));
            }
            return chars.position() > 0;
          }
          bytes.compact();
          int n = in.read(bytes.array(), bytes.position(), bytes.remaining());
          if (n < 0) {
            ended = true;
          } else {
            bytes.position(bytes.position() + n);
          }
          bytes.flip();
          underflowed = false;
          continue;
        }
        CoderResult r = decoder.decode(bytes, chars, false);
        if (r.isMalformed() || r.isUnmappable()) {
          for (int i = 0; i < r.length() && chars.hasRemaining(); i++) {
            chars.put(marked(bytes.get()));
          }
        } else if (r.isUnderflow()) {
          underflowed = true; // an incomplete sequence, or nothing: read more bytes
        }
      }
      return true;
    } finally {
      chars.flip();
    }
  }

  private static char marked(byte b) {
    return (char) (0xDC00 | (b & 0xFF));
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
