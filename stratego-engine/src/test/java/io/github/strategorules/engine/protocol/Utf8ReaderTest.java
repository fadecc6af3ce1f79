package io.github.strategorules.engine.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Issue 54.7: {@link Utf8Reader} decodes UTF-8 as an {@link java.io.InputStreamReader} does, but a
 * byte that is not UTF-8 reads as a lone surrogate, which {@link Utf8Reader#wellFormed} finds,
 * instead of U+FFFD, which cannot be told from a sent U+FFFD; sequences split across reads decode
 * whole.
 */
class Utf8ReaderTest {
  /** A stream that gives one byte a read, as a slow pipe may. */
  private static InputStream trickle(byte[] bytes) {
    return new InputStream() {
      private int at;

      @Override
      public int read() {
        return at < bytes.length ? bytes[at++] & 0xff : -1;
      }

      @Override
      public int read(byte[] b, int off, int len) {
        if (at >= bytes.length) {
          return -1;
        }
        if (len == 0) {
          return 0;
        }
        b[off] = bytes[at++];
        return 1;
      }
    };
  }

  private static String all(Reader r) throws IOException {
    StringBuilder sb = new StringBuilder();
    char[] buf = new char[3];
    for (int n = r.read(buf, 0, buf.length); n >= 0; n = r.read(buf, 0, buf.length)) {
      sb.append(buf, 0, n);
    }
    return sb.toString();
  }

  @Test
  void wellFormedUtf8ReadsAsItWasWrittenInAnyChunks() throws IOException {
    String text = "a\u00e9\u20ac\ud83d\ude00\ufffdz\n" + "x".repeat(20_000);
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    assertThat(all(new Utf8Reader(new ByteArrayInputStream(bytes)))).isEqualTo(text);
    assertThat(all(new Utf8Reader(trickle(bytes)))).isEqualTo(text);
    assertThat(Utf8Reader.wellFormed(text)).isTrue();
  }

  @Test
  void aByteThatIsNotUtf8ReadsAsALoneSurrogate() throws IOException {
    byte[] bytes = {'a', (byte) 0xff, 'b', (byte) 0xfe, (byte) 0xc3};
    for (InputStream in : new InputStream[] {new ByteArrayInputStream(bytes), trickle(bytes)}) {
      String read = all(new Utf8Reader(in));
      assertThat(read).isEqualTo("a\udcffb\udcfe\udcc3");
      assertThat(Utf8Reader.wellFormed(read)).isFalse();
    }
    // two ids that differ in a bad byte read differently
    assertThat(all(new Utf8Reader(new ByteArrayInputStream(new byte[] {(byte) 0xff}))))
        .isNotEqualTo(all(new Utf8Reader(new ByteArrayInputStream(new byte[] {(byte) 0xfe}))));
  }
}
