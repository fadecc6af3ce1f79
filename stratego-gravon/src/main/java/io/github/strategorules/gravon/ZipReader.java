package io.github.strategorules.gravon;

import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.ReadLimits;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;
import org.jspecify.annotations.Nullable;

/**
 * Streams the entries of a zip archive, checking its whole structure so that no entry is lost
 * silently: {@link java.util.zip.ZipInputStream} ends quietly at a damaged header or a truncated
 * file, which lost games. Here every local entry is read and its checksum verified; the central
 * directory that follows must list as many entries as were found, and the archive must end with its
 * end record. A problem with one entry whose end can still be found (bad checksum, bad compressed
 * data of known size, a name that is not UTF-8, an entry past the size limit) is reported for that
 * entry and reading goes on; a problem that hides where the next entry starts (a damaged header, a
 * truncated file, an archive past the expansion limit) is an error for the whole archive, with its
 * byte offset.
 *
 * <p>Supported: stored and deflated entries, data descriptors, Zip64 sizes. Not supported (the
 * entry is reported unreadable): encryption and other compression methods.
 */
final class ZipReader {
  private static final int LOC = 0x04034b50;
  private static final int CEN = 0x02014b50;
  private static final int END = 0x06054b50;
  private static final int END64 = 0x06064b50;
  private static final int LOCATOR64 = 0x07064b50;
  private static final int SIGNATURE = 0x05054b50;
  private static final int DESCRIPTOR = 0x08074b50;

  /** What the caller does with the entries. */
  interface Visitor {
    /**
     * Whether to keep an entry's bytes (others are expanded only to check them and find the next).
     *
     * @param name the entry name
     * @return true to receive it
     */
    boolean wants(String name);

    /**
     * One entry, complete and verified.
     *
     * @param name the entry name
     * @param data the expanded bytes
     * @param length how many of them
     */
    void entry(String name, byte[] data, int length);

    /**
     * An entry that cannot be read; the archive goes on.
     *
     * @param problem why, located in the entry (its name, or its number and offset)
     */
    void unreadable(NotationException problem);
  }

  private final InputStream in;
  private final String archive;
  private final ReadLimits limits;
  private final byte[] buf = new byte[1 << 16];
  private int pos;
  private int lim;

  /** Archive offset of buf[0]. */
  private long base;

  private long expanded;
  private final Inflater inflater = new Inflater(true);
  private final CRC32 crc = new CRC32();
  private byte[] out = new byte[1 << 16];
  private final byte[] scratch = new byte[1 << 16];

  private ZipReader(InputStream in, String archive, ReadLimits limits) {
    this.in = in;
    this.archive = archive;
    this.limits = limits;
  }

  /**
   * Reads a whole archive.
   *
   * @param in the archive (not closed)
   * @param archive its name, for messages
   * @param limits the limits (entries, entry size, expansion)
   * @param visitor receives the entries
   * @throws NotationException for a damaged archive or one past a limit, naming it
   * @throws UncheckedIOException when the stream fails
   */
  static void read(InputStream in, String archive, ReadLimits limits, Visitor visitor) {
    ZipReader z = new ZipReader(in, archive, limits);
    try {
      z.run(visitor);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + archive + ": " + e.getMessage(), e);
    } finally {
      z.inflater.end();
    }
  }

  private long offset() {
    return base + pos;
  }

  private NotationException damaged(String problem, long at) {
    return NotationException.atByte(archive, problem, at);
  }

  /** Makes n bytes available (n at most the buffer size); false at the end of the input. */
  private boolean ensure(int n) throws IOException {
    if (lim - pos >= n) {
      return true;
    }
    System.arraycopy(buf, pos, buf, 0, lim - pos);
    base += pos;
    lim -= pos;
    pos = 0;
    while (lim < n) {
      int r = in.read(buf, lim, buf.length - lim);
      if (r < 0) {
        return false;
      }
      lim += r;
    }
    return true;
  }

  private void need(int n, String what) throws IOException {
    if (!ensure(n)) {
      throw damaged("truncated zip archive: it ends inside " + what, base + lim);
    }
  }

  private int u16() {
    int v = (buf[pos] & 0xff) | (buf[pos + 1] & 0xff) << 8;
    pos += 2;
    return v;
  }

  private int u32() {
    int v =
        (buf[pos] & 0xff)
            | (buf[pos + 1] & 0xff) << 8
            | (buf[pos + 2] & 0xff) << 16
            | (buf[pos + 3] & 0xff) << 24;
    pos += 4;
    return v;
  }

  private long u64() {
    long lo = u32() & 0xffffffffL;
    long hi = u32() & 0xffffffffL;
    return lo | hi << 32;
  }

  private void skip(long n, String what) throws IOException {
    while (n > 0) {
      need(1, what);
      int k = (int) Math.min(n, lim - pos);
      pos += k;
      n -= k;
    }
  }

  private void run(Visitor visitor) throws IOException {
    int entries = 0;
    while (true) {
      long at = offset();
      if (!ensure(4)) {
        throw damaged(
            at == 0
                ? "not a zip archive: the file is empty"
                : "truncated zip archive: it ends before its central directory",
            at);
      }
      int sig = u32();
      if (sig == LOC) {
        if (++entries > limits.maxArchiveEntries()) {
          throw damaged(
              "more than " + limits.maxArchiveEntries() + " entries (ReadLimits.maxArchiveEntries)",
              at);
        }
        entry(entries, at, visitor);
      } else if (sig == CEN || sig == END || sig == END64) {
        pos -= 4;
        directory(entries);
        return;
      } else if (at == 0) {
        throw damaged("not a zip archive", 0);
      } else {
        throw damaged(
            "damaged zip archive: no entry header where entry " + (entries + 1) + " should start",
            at);
      }
    }
  }

  private void entry(int number, long at, Visitor visitor) throws IOException {
    need(26, "an entry header");
    u16(); // version needed
    int flags = u16();
    int method = u16();
    u32(); // time and date
    int crcField = u32();
    long csize = u32() & 0xffffffffL;
    long usize = u32() & 0xffffffffL;
    int nameLength = u16();
    int extraLength = u16();
    need(nameLength, "an entry name");
    byte[] nameBytes = java.util.Arrays.copyOfRange(buf, pos, pos + nameLength);
    pos += nameLength;
    boolean zip64 = false;
    need(extraLength, "an entry's extra field");
    int extraEnd = pos + extraLength;
    while (pos + 4 <= extraEnd) {
      int id = u16();
      int size = u16();
      int next = Math.min(extraEnd, pos + size);
      if (id == 0x0001) {
        zip64 = true;
        if (usize == 0xffffffffL && pos + 8 <= next) {
          usize = u64();
        }
        if (csize == 0xffffffffL && pos + 8 <= next) {
          csize = u64();
        }
      }
      pos = next;
    }
    pos = extraEnd;
    String name = decodeName(nameBytes);
    // An entry is named by its name, or, when it has none that can be shown, by its number.
    String label =
        name != null && !name.isEmpty() ? name : "entry " + number + " (at byte " + at + ")";
    boolean descriptor = (flags & 8) != 0;
    NotationException problem = null;
    if (name == null) {
      problem = NotationException.atByte(label, "the entry name is not UTF-8", at);
    } else if ((flags & 1) != 0) {
      problem = NotationException.atByte(label, "the entry is encrypted", at);
    } else if (method != 0 && method != 8) {
      problem =
          NotationException.atByte(
              label,
              "compression method " + method + " is not supported (only stored and deflated)",
              at);
    }
    if (descriptor && (problem != null || method != 8)) {
      // Without its compressed size the end of the entry cannot be found.
      throw damaged(
          "the end of entry '" + label + "' cannot be found (no size before its data)", at);
    }
    if (problem != null) {
      skip(csize, "an entry's data");
      visitor.unreadable(problem);
      return;
    }
    boolean keep = visitor.wants(label);
    long dataAt = offset();
    Data data =
        method == 8
            ? inflate(keep, label, descriptor ? -1 : csize, offset(), zip64)
            : store(keep, csize, label);
    long read = data.read();
    long written = data.written();
    boolean overLimit = data.overLimit();
    if (data.damaged()) {
      problem = NotationException.atByte(label, "the entry's compressed data is damaged", dataAt);
    } else if (method == 8 && !descriptor && read != csize) {
      problem =
          NotationException.atByte(label, "the compressed size differs from the header's", dataAt);
    }
    int expectedCrc = crcField;
    long expectedSize = usize;
    if (descriptor && !data.damaged()) {
      need(4, "a data descriptor");
      int first = u32();
      if (first == DESCRIPTOR) {
        need(4, "a data descriptor");
        first = u32();
      }
      expectedCrc = first;
      need(zip64 ? 16 : 8, "a data descriptor");
      long c = zip64 ? u64() : u32() & 0xffffffffL;
      expectedSize = zip64 ? u64() : u32() & 0xffffffffL;
      if (problem == null && c != read) {
        // The data ended early (damaged): find the real descriptor, or give up on the archive.
        if (!resync(dataAt, zip64)) {
          throw damaged(
              "the data of entry '" + label + "' is damaged and its end cannot be found", dataAt);
        }
        problem = NotationException.atByte(label, "the entry's compressed data is damaged", dataAt);
      }
    }
    if (problem == null && (written != expectedSize || (int) crc.getValue() != expectedCrc)) {
      problem =
          NotationException.atByte(
              label, "the entry's checksum or size does not match its data", dataAt);
    }
    if (problem == null && overLimit) {
      problem =
          NotationException.atByte(
              label,
              "the entry expands to more than "
                  + limits.maxDocumentLength()
                  + " bytes (ReadLimits.maxDocumentLength)",
              dataAt);
    }
    if (problem != null) {
      visitor.unreadable(problem);
    } else if (keep) {
      visitor.entry(label, out, (int) written);
    }
  }

  private static @Nullable String decodeName(byte[] bytes) {
    try {
      return StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(bytes))
          .toString();
    } catch (CharacterCodingException e) {
      return null;
    }
  }

  /** Counts expanded bytes against the archive's expansion limit. */
  private void expand(long n) {
    expanded += n;
    long allowed = (long) limits.maxExpansion() * offset() + limits.maxDocumentLength();
    if (expanded > allowed) {
      throw damaged(
          "the archive expands to more than "
              + limits.maxExpansion()
              + " times its size (ReadLimits.maxExpansion)",
          offset());
    }
  }

  /** What reading one entry's data found. */
  private record Data(long read, long written, boolean overLimit, boolean damaged) {}

  /**
   * Keeps (up to the limit) and checksums the expanded bytes; returns whether the limit was passed.
   */
  private boolean emit(byte[] b, int off, int n, long written, boolean keep) {
    crc.update(b, off, n);
    expand(n);
    if (!keep || written + n > limits.maxDocumentLength()) {
      return keep;
    }
    if (written + n > out.length) {
      out =
          java.util.Arrays.copyOf(
              out,
              (int) Math.min(limits.maxDocumentLength(), Math.max(written + n, 2L * out.length)));
    }
    System.arraycopy(b, off, out, (int) written, n);
    return false;
  }

  private Data store(boolean keep, long size, String label) throws IOException {
    crc.reset();
    long done = 0;
    boolean over = false;
    while (done < size) {
      need(1, "the data of '" + label + "'");
      int k = (int) Math.min(size - done, lim - pos);
      over |= emit(buf, pos, k, done, keep);
      pos += k;
      done += k;
    }
    return new Data(size, size, over, false);
  }

  /**
   * Inflates one entry from the stream. With a known compressed size it never reads past the entry,
   * so damaged data is skipped; without one, the compressed bytes it did not use are left unread
   * for the data descriptor.
   */
  private Data inflate(boolean keep, String label, long knownSize, long dataAt, boolean zip64)
      throws IOException {
    crc.reset();
    inflater.reset();
    long limitIn = knownSize < 0 ? Long.MAX_VALUE : knownSize;
    long written = 0;
    long read = 0;
    boolean over = false;
    boolean dummy = false;
    try {
      while (!inflater.finished()) {
        if (inflater.needsInput()) {
          if (read >= limitIn) {
            if (dummy) {
              throw new DataFormatException("the compressed data ends early");
            }
            // An inflater without zlib wrapping may want one byte past the data (as ZipFile gives
            // it).
            dummy = true;
            inflater.setInput(new byte[1]);
          } else {
            need(1, "the data of '" + label + "'");
            int k = (int) Math.min(lim - pos, limitIn - read);
            inflater.setInput(buf, pos, k);
            pos += k;
            read += k;
          }
        }
        int n = inflater.inflate(scratch);
        if (n == 0 && inflater.needsDictionary()) {
          throw new DataFormatException("a preset dictionary is not supported");
        }
        if (n > 0) {
          over |= emit(scratch, 0, n, written, keep);
          written += n;
        }
      }
    } catch (DataFormatException e) {
      if (knownSize < 0) {
        // The end is the data descriptor whose compressed size is its distance from the data.
        pos -= dummy ? 0 : inflater.getRemaining();
        if (!resync(dataAt, zip64)) {
          throw damaged(
              "the data of entry '" + label + "' is damaged and its end cannot be found", dataAt);
        }
        return new Data(-1, written, over, true);
      }
      skip(knownSize - read, "an entry's data");
      return new Data(knownSize, written, over, true);
    }
    int unused = dummy ? 0 : inflater.getRemaining();
    pos -= unused;
    read -= unused;
    return new Data(read, written, over, false);
  }

  /**
   * After damaged data of an entry with a data descriptor: moves past the descriptor (with its
   * signature) whose compressed size is its distance from the entry's data, if there is one.
   */
  private boolean resync(long dataAt, boolean zip64) throws IOException {
    int size = zip64 ? 24 : 16;
    while (ensure(size)) {
      if (buf[pos] == 'P' && buf[pos + 1] == 'K' && buf[pos + 2] == 7 && buf[pos + 3] == 8) {
        long at = offset();
        int save = pos;
        pos += 8;
        long c = zip64 ? u64() : u32() & 0xffffffffL;
        if (c == at - dataAt) {
          pos += zip64 ? 8 : 4;
          return true;
        }
        pos = save;
      }
      pos++;
    }
    return false;
  }

  /** The central directory and end record: as many entries as were found, then nothing more. */
  private void directory(int entries) throws IOException {
    int listed = 0;
    while (true) {
      long at = offset();
      need(4, "the central directory");
      int sig = u32();
      if (sig == CEN) {
        need(42, "the central directory");
        pos += 24;
        int n = u16();
        int x = u16();
        int c = u16();
        pos += 12;
        skip((long) n + x + c, "the central directory");
        if (++listed > entries) {
          throw damaged(
              "the central directory lists more entries than the archive holds ("
                  + entries
                  + " found): entries are missing or damaged",
              at);
        }
      } else if (sig == SIGNATURE) {
        need(2, "the central directory");
        skip(u16(), "the central directory");
      } else if (sig == END64) {
        need(8, "the Zip64 end record");
        skip(u64(), "the Zip64 end record");
      } else if (sig == LOCATOR64) {
        skip(16, "the Zip64 locator");
      } else if (sig == END) {
        need(18, "the end record");
        pos += 4;
        u16(); // entries on this disk
        int total = u16();
        pos += 8;
        int comment = u16();
        skip(comment, "the archive comment");
        if (listed != entries || (total != 0xffff && total != (entries & 0xffff))) {
          throw damaged(
              "the archive lists "
                  + listed
                  + " entries in its directory but holds "
                  + entries
                  + ": it is damaged",
              at);
        }
        if (ensure(1)) {
          throw damaged("unexpected data after the end of the zip archive", offset());
        }
        return;
      } else {
        throw damaged("damaged zip archive: a bad record in its central directory", at);
      }
    }
  }
}
