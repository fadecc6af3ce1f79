package io.github.strategorules.core.gravon;

import io.github.strategorules.core.NotationException;
import io.github.strategorules.core.Square;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Reads Gravon XML records. Safe on hostile input: no DTD and no external entity is ever
 * resolved, nesting depth and element counts are bounded, and every problem is a
 * {@link NotationException} with the line and column.
 */
public final class GravonReader {
  private static final int MAX_DEPTH = 16;
  private static final int MAX_MOVES = 100_000;

  private GravonReader() {}

  private static XMLInputFactory factory() {
    XMLInputFactory f = XMLInputFactory.newFactory();
    f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
    f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
    f.setProperty(XMLInputFactory.IS_REPLACING_ENTITY_REFERENCES, false);
    f.setProperty(XMLInputFactory.IS_COALESCING, false);
    return f;
  }

  /**
   * Reads one game file.
   *
   * @param in the XML (not closed)
   * @param name the name to give the game (file or entry name)
   * @return the game
   * @throws NotationException for malformed XML or content, with line and column
   */
  public static GravonGame read(InputStream in, String name) {
    XMLStreamReader r = null;
    try {
      r = factory().createXMLStreamReader(in);
      return parse(r, name);
    } catch (XMLStreamException e) {
      var loc = e.getLocation();
      throw new NotationException("malformed Gravon XML in " + name + ": " + firstLine(e.getMessage()), "",
          -1, loc == null ? 0 : loc.getLineNumber(), loc == null ? 0 : loc.getColumnNumber());
    } finally {
      if (r != null) {
        try {
          r.close();
        } catch (XMLStreamException ignored) {
          // closing a reader over a stream we do not own: nothing to release
        }
      }
    }
  }

  private static String firstLine(String s) {
    if (s == null) {
      return "";
    }
    String[] lines = s.strip().split("\\R");
    return lines[lines.length - 1];
  }

  /**
   * Reads one game file from a path.
   *
   * @param file the XML file
   * @return the game
   */
  public static GravonGame read(Path file) {
    try (InputStream in = Files.newInputStream(file)) {
      return read(in, file.getFileName().toString());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Streams every {@code .xml} entry of a Gravon monthly zip archive to a consumer, in archive
   * order, without unpacking to disk.
   *
   * @param zip the archive
   * @param sink receives each game
   * @throws NotationException for the first malformed game (its name is in the message)
   */
  public static void readZip(InputStream zip, Consumer<GravonGame> sink) {
    try {
      ZipInputStream z = new ZipInputStream(zip);
      for (ZipEntry e = z.getNextEntry(); e != null; e = z.getNextEntry()) {
        if (!e.isDirectory() && e.getName().endsWith(".xml")) {
          sink.accept(read(new java.io.FilterInputStream(z) {
            @Override
            public void close() {
              // the XML reader may close its input: keep the archive open for the next entry
            }
          }, e.getName()));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (IllegalArgumentException e) {
      // java.util.zip reports an entry name that is not valid UTF-8 this way
      throw new NotationException("malformed zip archive: " + e.getMessage(), "", -1, 1, 1);
    }
  }

  /**
   * Reads every game of a zip archive into a list.
   *
   * @param zip the archive file
   * @return the games, in archive order
   */
  public static List<GravonGame> readZip(Path zip) {
    List<GravonGame> games = new ArrayList<>();
    try (InputStream in = Files.newInputStream(zip)) {
      readZip(in, games::add);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return games;
  }

  private static GravonGame parse(XMLStreamReader r, String name) throws XMLStreamException {
    String type = null;
    String field = null;
    List<GravonMove> moves = new ArrayList<>();
    int resultType = -1;
    int winner = -1;
    java.util.Map<Integer, String> players = new java.util.TreeMap<>();
    int depth = 0;
    Square src = null;
    Square dst = null;
    Square rescueField = null;
    String rescuePiece = null;
    while (r.hasNext()) {
      int ev = r.next();
      if (ev == XMLStreamConstants.DTD || ev == XMLStreamConstants.ENTITY_REFERENCE) {
        throw error(r, name, "DTDs and entity references are not allowed");
      }
      if (ev == XMLStreamConstants.START_ELEMENT) {
        if (++depth > MAX_DEPTH) {
          throw error(r, name, "elements nested too deeply");
        }
        switch (r.getLocalName()) {
          case "game" -> type = attr(r, name, "type");
          case "field" -> field = attr(r, name, "content");
          case "move" -> {
            if (moves.size() >= MAX_MOVES) {
              throw error(r, name, "too many moves");
            }
            src = square(r, name, attr(r, name, "source"));
            dst = square(r, name, attr(r, name, "target"));
            rescueField = null;
            rescuePiece = null;
          }
          case "rescue" -> {
            String f = r.getAttributeValue(null, "rescuefield");
            rescueField = f == null ? null : square(r, name, f);
            rescuePiece = r.getAttributeValue(null, "rescuepiece");
          }
          case "player" -> {
            int id = number(r, name, r.getAttributeValue(null, "id"));
            String text = r.getElementText().strip(); // consumes the end tag
            depth--;
            if (text.length() > 1000) {
              throw error(r, name, "player name too long");
            }
            players.put(id, text);
          }
          case "result" -> {
            resultType = number(r, name, r.getAttributeValue(null, "type"));
            winner = number(r, name, r.getAttributeValue(null, "winner"));
          }
          default -> {
            // other elements (stratego, player, ...) carry nothing the rules need
          }
        }
      } else if (ev == XMLStreamConstants.END_ELEMENT) {
        depth--;
        if (r.getLocalName().equals("move")) {
          moves.add(new GravonMove(src, dst, rescueField, rescuePiece));
        }
      }
    }
    if (type == null) {
      throw new NotationException("no <game type=...> in " + name, "", -1, 1, 1);
    }
    if (field == null) {
      throw new NotationException("no <field content=...> in " + name, "", -1, 1, 1);
    }
    try {
      return new GravonGame(name, type, field, moves, resultType, winner, players);
    } catch (NotationException e) {
      throw new NotationException(name + ": " + e.problem(), field, e.index());
    }
  }

  private static String attr(XMLStreamReader r, String name, String attr) {
    String v = r.getAttributeValue(null, attr);
    if (v == null) {
      throw error(r, name, "<" + r.getLocalName() + "> has no " + attr + " attribute");
    }
    return v;
  }

  private static Square square(XMLStreamReader r, String name, String text) {
    try {
      return GravonMove.parseSquare(text);
    } catch (NotationException e) {
      throw error(r, name, "bad square '" + text + "'");
    }
  }

  private static int number(XMLStreamReader r, String name, String text) {
    if (text == null) {
      return -1;
    }
    try {
      return Integer.parseInt(text.strip());
    } catch (NumberFormatException e) {
      throw error(r, name, "'" + text + "' is not a number");
    }
  }

  private static NotationException error(XMLStreamReader r, String name, String problem) {
    var loc = r.getLocation();
    return new NotationException(problem + " in " + name, "", -1, loc.getLineNumber(), loc.getColumnNumber());
  }
}
