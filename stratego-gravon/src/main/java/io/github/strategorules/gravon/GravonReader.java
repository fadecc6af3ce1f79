package io.github.strategorules.gravon;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.ReadLimits;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.jspecify.annotations.Nullable;

/**
 * Reads Gravon XML records, one file or whole zip archives, safely on hostile input: no DTD and no
 * external entity is ever resolved, the bytes are decoded as strict UTF-8 by the reader itself,
 * every size, count and depth is bounded by a {@link ReadLimits} policy, nothing is printed, and
 * every problem is a {@link NotationException} with its location (the file or entry, and a line and
 * column, or a byte offset in an archive).
 *
 * <p>Archives are never read partly in silence: a file that is not a zip archive, a damaged or
 * truncated archive, or one past a limit is an error naming the archive; a game that cannot be read
 * is reported with its entry and location while the other games are read ({@link
 * #readZip(InputStream, String, ReadLimits, Consumer, Consumer)}).
 */
public final class GravonReader {
  private GravonReader() {}

  private static XMLInputFactory factory() {
    XMLInputFactory f = XMLInputFactory.newFactory();
    f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
    f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
    f.setProperty(XMLInputFactory.IS_REPLACING_ENTITY_REFERENCES, false);
    f.setProperty(XMLInputFactory.IS_COALESCING, false);
    // A library prints nothing: problems become exceptions, warnings are dropped.
    f.setXMLReporter((message, type, info, location) -> {});
    return f;
  }

  /**
   * Reads one game file with the default limits.
   *
   * @param in the XML (not closed)
   * @param name the name to give the game (file or entry name)
   * @return the game
   * @throws NotationException for malformed XML or content, or a document past a limit, naming the
   *     game and its line and column
   */
  public static GravonGame read(InputStream in, String name) {
    return read(in, name, ReadLimits.DEFAULT);
  }

  /**
   * Reads one game file.
   *
   * @param in the XML (not closed)
   * @param name the name to give the game (file or entry name)
   * @param limits the limits: document size, value lengths, moves, players, depth
   * @return the game
   * @throws NotationException for malformed XML or content, or a document past a limit, naming the
   *     game and its line and column
   * @throws UncheckedIOException when the stream fails
   */
  public static GravonGame read(InputStream in, String name, ReadLimits limits) {
    byte[] data;
    try {
      data = in.readNBytes(limits.maxDocumentLength() + 1);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + name + ": " + e.getMessage(), e);
    }
    if (data.length > limits.maxDocumentLength()) {
      throw new NotationException(
              "the file is longer than the limit of "
                  + limits.maxDocumentLength()
                  + " bytes (ReadLimits.maxDocumentLength)",
              "",
              -1,
              1,
              1)
          .in(name);
    }
    return parse(factory(), data, data.length, name, limits);
  }

  /**
   * Reads one game file from a path, with the default limits.
   *
   * @param file the XML file
   * @return the game
   * @throws NotationException for a file that is not a readable game, naming it
   * @throws UncheckedIOException when the file cannot be read
   */
  public static GravonGame read(Path file) {
    try (InputStream in = Files.newInputStream(file)) {
      return read(in, file.getFileName().toString(), ReadLimits.DEFAULT);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Streams every {@code .xml} entry of a Gravon monthly zip archive to a consumer, in archive
   * order, with the default limits; strict: the first game that cannot be read ends the reading
   * with its error (the games before it have been delivered).
   *
   * @param zip the archive (not closed)
   * @param sink receives each game
   * @throws NotationException for a damaged archive or the first game that cannot be read, naming
   *     its entry
   */
  public static void readZip(InputStream zip, Consumer<GravonGame> sink) {
    readZip(
        zip,
        "zip archive",
        ReadLimits.DEFAULT,
        sink,
        e -> {
          throw e;
        });
  }

  /**
   * Streams every {@code .xml} entry of a zip archive, in archive order: each game to {@code
   * games}, each entry that cannot be read (malformed XML or content, a damaged entry, an entry
   * past a limit) to {@code unreadable} with its entry name and location, and reading goes on.
   * Other entries (directories, other files) are checked and skipped. Entries are read one at a
   * time: memory stays within one entry whatever the archive's size.
   *
   * @param zip the archive (not closed)
   * @param archive the archive's name, for messages
   * @param limits the limits: entries, expansion, and each game's as for {@link #read}
   * @param games receives each game read
   * @param unreadable receives the problem of each game that cannot be read; it may throw to stop
   * @throws NotationException naming the archive, when it is not a zip archive, is damaged or
   *     truncated so that its remaining entries cannot be found, or passes {@link
   *     ReadLimits#maxArchiveEntries()} or {@link ReadLimits#maxExpansion()}
   * @throws UncheckedIOException when the stream fails
   */
  public static void readZip(
      InputStream zip,
      String archive,
      ReadLimits limits,
      Consumer<GravonGame> games,
      Consumer<NotationException> unreadable) {
    XMLInputFactory factory = factory();
    ZipReader.read(
        zip,
        archive,
        limits,
        new ZipReader.Visitor() {
          @Override
          public boolean wants(String name) {
            return !name.endsWith("/") && name.toLowerCase(Locale.ROOT).endsWith(".xml");
          }

          @Override
          public void entry(String name, byte[] data, int length) {
            GravonGame g;
            try {
              g = parse(factory, data, length, name, limits);
            } catch (NotationException e) {
              unreadable.accept(e);
              return;
            }
            games.accept(g);
          }

          @Override
          public void unreadable(NotationException problem) {
            unreadable.accept(problem);
          }
        });
  }

  /**
   * Reads every game of a zip archive into a list, with the default limits; strict, like {@link
   * #readZip(InputStream, Consumer)}.
   *
   * @param zip the archive file
   * @return the games, in archive order
   * @throws NotationException for a damaged archive or a game that cannot be read, naming the
   *     archive and the game
   * @throws UncheckedIOException when the file cannot be read
   */
  public static List<GravonGame> readZip(Path zip) {
    List<GravonGame> list = new ArrayList<>();
    String name = zip.getFileName().toString();
    try (InputStream in = Files.newInputStream(zip)) {
      readZip(
          in,
          name,
          ReadLimits.DEFAULT,
          list::add,
          e -> {
            throw e.in(name);
          });
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return list;
  }

  // ------------------------------------------------------------------ one document

  private static GravonGame parse(
      XMLInputFactory factory, byte[] data, int length, String name, ReadLimits limits) {
    String text = decode(data, length, name);
    XMLStreamReader r = null;
    try {
      r = factory.createXMLStreamReader(new StringReader(text));
      return new Parser(r, name, limits).parse();
    } catch (NotationException e) {
      throw e.in(name);
    } catch (XMLStreamException e) {
      Location loc = e.getLocation();
      throw new NotationException(
              "malformed XML: " + lastLine(e.getMessage()),
              "",
              -1,
              loc == null ? 1 : Math.max(1, loc.getLineNumber()),
              loc == null ? 1 : Math.max(1, loc.getColumnNumber()))
          .in(name);
    } finally {
      if (r != null) {
        try {
          r.close();
        } catch (XMLStreamException ignored) {
          // nothing to release: the reader reads a string
        }
      }
    }
  }

  private static String lastLine(@Nullable String s) {
    if (s == null) {
      return "";
    }
    String[] lines = s.strip().split("\\R");
    return lines[lines.length - 1];
  }

  /**
   * Strict UTF-8 (Gravon writes UTF-8), so that a bad byte is an error with its location rather
   * than a replacement character or a message of the XML parser on standard error.
   */
  private static String decode(byte[] data, int length, String name) {
    int start =
        length >= 3 && data[0] == (byte) 0xEF && data[1] == (byte) 0xBB && data[2] == (byte) 0xBF
            ? 3
            : 0;
    CharsetDecoder d =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(data, start, length - start);
    CharBuffer out = CharBuffer.allocate(length - start);
    CoderResult result = d.decode(in, out, true);
    if (!result.isError()) {
      result = d.flush(out);
    }
    if (result.isError()) {
      int at = in.position();
      int line = 1;
      int lineStart = 0;
      for (int i = 0; i < at; i++) {
        if (data[i] == '\n') {
          line++;
          lineStart = i + 1;
        }
      }
      throw new NotationException(
              "invalid UTF-8 (byte " + at + ")", "", -1, line, at - lineStart + 1)
          .in(name);
    }
    out.flip();
    String text = out.toString();
    checkDeclaredEncoding(text, name);
    return text;
  }

  private static void checkDeclaredEncoding(String text, String name) {
    if (!text.startsWith("<?xml")) {
      return;
    }
    int end = text.indexOf("?>");
    if (end < 0 || end > 200) {
      return; // the parser reports a malformed declaration
    }
    String decl = text.substring(0, end);
    int e = decl.indexOf("encoding");
    if (e < 0) {
      return;
    }
    String rest = decl.substring(e + "encoding".length()).strip();
    if (!rest.startsWith("=")) {
      return;
    }
    rest = rest.substring(1).strip();
    if (rest.isEmpty() || (rest.charAt(0) != '"' && rest.charAt(0) != '\'')) {
      return;
    }
    int close = rest.indexOf(rest.charAt(0), 1);
    String enc = close < 0 ? rest.substring(1) : rest.substring(1, close);
    String norm = enc.toLowerCase(Locale.ROOT).replace("-", "").replace("_", "");
    if (!norm.equals("utf8") && !norm.equals("usascii") && !norm.equals("ascii")) {
      throw new NotationException(
              "the file declares the encoding '" + enc + "': Gravon files are read as UTF-8",
              "",
              -1,
              1,
              1 + e)
          .in(name);
    }
  }

  /** One pass over the events of one game. */
  private static final class Parser {
    private final XMLStreamReader r;
    private final String name;
    private final ReadLimits limits;
    private @Nullable String type;
    private @Nullable String field;
    private int fieldLine;
    private int fieldColumn;
    private final List<GravonMove> moves = new ArrayList<>();
    private int resultType = -1;
    private int winner = -1;
    private final Map<Integer, String> players = new TreeMap<>();
    private int playerElements;
    private int depth;

    /** The squares of the open {@code <move>}; null outside one. */
    private @Nullable String source;

    private @Nullable String target;
    private int moveLine;
    private int moveColumn;
    private boolean rescued;
    private @Nullable Square rescueField;
    private @Nullable String rescuePiece;

    Parser(XMLStreamReader r, String name, ReadLimits limits) {
      this.r = r;
      this.name = name;
      this.limits = limits;
    }

    GravonGame parse() throws XMLStreamException {
      while (r.hasNext()) {
        int ev = r.next();
        if (ev == XMLStreamConstants.DTD || ev == XMLStreamConstants.ENTITY_REFERENCE) {
          throw error("DTDs and entity references are not allowed");
        }
        if (ev == XMLStreamConstants.START_ELEMENT) {
          start();
        } else if (ev == XMLStreamConstants.END_ELEMENT) {
          depth--;
          if (r.getLocalName().equals("move")) {
            endMove();
          }
        }
      }
      if (type == null) {
        throw new NotationException("no <game type=...>", "", -1, 1, 1);
      }
      if (field == null) {
        throw new NotationException("no <field content=...>", "", -1, 1, 1);
      }
      try {
        return new GravonGame(name, type, field, moves, resultType, winner, players);
      } catch (NotationException e) {
        throw new NotationException(
            e.problem() + " (character " + (e.index() + 1) + " of the field)",
            "",
            -1,
            fieldLine,
            fieldColumn);
      }
    }

    private void start() throws XMLStreamException {
      if (++depth > limits.maxDepth()) {
        throw error(
            "elements nested deeper than the limit of "
                + limits.maxDepth()
                + " (ReadLimits.maxDepth)");
      }
      for (int i = 0; i < r.getAttributeCount(); i++) {
        if (r.getAttributeValue(i).length() > limits.maxValueLength()) {
          throw error(
              "an attribute is longer than the limit of "
                  + limits.maxValueLength()
                  + " characters (ReadLimits.maxValueLength)");
        }
      }
      switch (r.getLocalName()) {
        case "game" -> type = attr("type");
        case "field" -> {
          field = attr("content");
          fieldLine = r.getLocation().getLineNumber();
          fieldColumn = r.getLocation().getColumnNumber();
        }
        case "move" -> {
          if (moves.size() >= limits.maxActions()) {
            throw error(
                "more moves than the limit of " + limits.maxActions() + " (ReadLimits.maxActions)");
          }
          source = attr("source");
          target = attr("target");
          moveLine = r.getLocation().getLineNumber();
          moveColumn = r.getLocation().getColumnNumber();
          rescued = false;
          rescueField = null;
          rescuePiece = null;
        }
        case "rescue" -> {
          rescued = true;
          String f = r.getAttributeValue(null, "rescuefield");
          rescueField = f == null ? null : square(f, true);
          rescuePiece = r.getAttributeValue(null, "rescuepiece");
          if (rescueField != null) {
            try {
              GravonGame.rescueType(rescuePiece);
            } catch (NotationException e) {
              throw error(e.problem());
            }
          }
        }
        case "player" -> {
          if (++playerElements > limits.maxTags()) {
            throw error(
                "more players than the limit of " + limits.maxTags() + " (ReadLimits.maxTags)");
          }
          int id = number(r.getAttributeValue(null, "id"));
          String text = r.getElementText().strip(); // consumes the end tag
          depth--;
          if (text.length() > limits.maxValueLength()) {
            throw error(
                "a player name is longer than the limit of "
                    + limits.maxValueLength()
                    + " characters (ReadLimits.maxValueLength)");
          }
          players.put(id, text);
        }
        case "result" -> {
          resultType = number(r.getAttributeValue(null, "type"));
          winner = number(r.getAttributeValue(null, "winner"));
        }
        default -> {
          // other elements (stratego, ...) carry nothing the rules need
        }
      }
    }

    private void endMove() {
      if (source == null || target == null) {
        return; // a stray </move> is refused by the XML parser itself
      }
      // Gravon's quirk: a move with a rescue may write the tenth file as J (see GravonMove).
      Square from = square(source, rescued, moveLine, moveColumn);
      Square to = square(target, rescued, moveLine, moveColumn);
      moves.add(new GravonMove(from, to, rescueField, rescueField == null ? null : rescuePiece));
      source = null;
    }

    private String attr(String attr) {
      String v = r.getAttributeValue(null, attr);
      if (v == null) {
        throw error("<" + r.getLocalName() + "> has no " + attr + " attribute");
      }
      return v;
    }

    private Square square(String text, boolean allowJ) {
      Location loc = r.getLocation();
      return square(text, allowJ, loc.getLineNumber(), loc.getColumnNumber());
    }

    private static Square square(String text, boolean allowJ, int line, int column) {
      try {
        return GravonMove.parseSquare(text, allowJ);
      } catch (NotationException e) {
        throw new NotationException(
            "bad square '" + text + "'", "", -1, Math.max(1, line), Math.max(1, column));
      }
    }

    private int number(@Nullable String text) {
      if (text == null) {
        return -1;
      }
      try {
        return Integer.parseInt(text.strip());
      } catch (NumberFormatException e) {
        throw error("'" + text + "' is not a number");
      }
    }

    private NotationException error(String problem) {
      Location loc = r.getLocation();
      return new NotationException(
          problem, "", -1, Math.max(1, loc.getLineNumber()), Math.max(1, loc.getColumnNumber()));
    }
  }
}
