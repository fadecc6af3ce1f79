package io.github.strategorules.gravon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.ReadLimits;
import io.github.strategorules.core.rules.ChecksRule;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 16, items 1, 2, 4 and 8: hostile and damaged Gravon files are refused within the {@link
 * ReadLimits}, archives never lose a game silently, the rescue-move quirk is read, and nothing is
 * printed.
 */
class HostileGravonTest {
  private static final String FIELD =
      "AAAAAAEMCDAAAAAABKLDAAAAAAAAAAAAAAAAAAAAAA__AA__AAAA__AA__AAXAAAAAAAAOAAWAAAANQAAAAAYAPAAAAAAAPAAAAA";

  static String game(String body) {
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<stratego>\n <game type=\"classic\">\n  <field content=\""
        + FIELD
        + "\"/>\n"
        + body
        + " </game>\n</stratego>\n";
  }

  static byte[] zip(boolean stored, String... namesAndBodies) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
      for (int i = 0; i < namesAndBodies.length; i += 2) {
        byte[] data = namesAndBodies[i + 1].getBytes(StandardCharsets.UTF_8);
        ZipEntry e = new ZipEntry(namesAndBodies[i]);
        if (stored) {
          CRC32 crc = new CRC32();
          crc.update(data);
          e.setMethod(ZipEntry.STORED);
          e.setSize(data.length);
          e.setCompressedSize(data.length);
          e.setCrc(crc.getValue());
        }
        zip.putNextEntry(e);
        zip.write(data);
        zip.closeEntry();
      }
    }
    return bytes.toByteArray();
  }

  private static byte[] threeGames(boolean stored) throws IOException {
    String g = game("  <move id=\"1\" source=\"H2\" target=\"H3\"/>\n");
    return zip(stored, "g0.xml", g, "g1.xml", g, "g2.xml", g);
  }

  /** What a tolerant read of an archive gives: the games and the problems. */
  private record Read(List<String> games, List<NotationException> problems) {}

  private static Read tolerant(byte[] archive, ReadLimits limits) {
    List<String> games = new ArrayList<>();
    List<NotationException> problems = new ArrayList<>();
    GravonReader.readZip(
        new ByteArrayInputStream(archive),
        "a.zip",
        limits,
        g -> games.add(g.name()),
        problems::add);
    return new Read(games, problems);
  }

  private static int indexOf(byte[] data, String text, int from) {
    byte[] t = text.getBytes(StandardCharsets.ISO_8859_1);
    outer:
    for (int i = from; i <= data.length - t.length; i++) {
      for (int j = 0; j < t.length; j++) {
        if (data[i + j] != t[j]) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }

  // ------------------------------------------------------------------ item 1: memory

  @Test
  void item1AnEntryThatExpandsPastTheLimitIsReportedAndTheOthersAreRead() throws IOException {
    // 64 MB of comment compresses to about 64 KB: before, the parser held it all.
    String bomb = game("<!-- " + "x".repeat(64 << 20) + " -->");
    String ok = game("");
    byte[] archive = zip(false, "a.xml", ok, "bomb.xml", bomb, "c.xml", ok);
    assertThat(archive.length).isLessThan(1 << 20);
    Read r = tolerant(archive, ReadLimits.DEFAULT.withMaxExpansion(2000));
    assertThat(r.games()).containsExactly("a.xml", "c.xml");
    assertThat(r.problems())
        .singleElement()
        .satisfies(
            e -> {
              assertThat(e.source()).isEqualTo("bomb.xml");
              assertThat(e.getMessage()).contains("ReadLimits.maxDocumentLength");
            });
    // With the default expansion limit the archive itself is refused as a zip bomb, naming it.
    assertThatThrownBy(() -> tolerant(archive, ReadLimits.DEFAULT))
        .isInstanceOfSatisfying(
            NotationException.class,
            e ->
                assertThat(e.getMessage())
                    .startsWith("a.zip: ")
                    .contains("ReadLimits.maxExpansion"));
  }

  @Test
  void item1HugeAttributesNamesAndPlayerCountsAreBounded() {
    String longType =
        "<stratego><game type=\""
            + "c".repeat(5000)
            + "\"><field content=\""
            + FIELD
            + "\"/></game></stratego>";
    assertThatThrownBy(() -> read(longType))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("ReadLimits.maxValueLength");
    String longName = game("<player id=\"1\">" + "n".repeat(5000) + "</player>");
    assertThatThrownBy(() -> read(longName))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("ReadLimits.maxValueLength");
    String players = game("<player id=\"1\">p</player>".repeat(300));
    assertThatThrownBy(() -> read(players))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("ReadLimits.maxTags");
    assertThat(
            GravonReader.read(
                    new ByteArrayInputStream(players.getBytes(StandardCharsets.UTF_8)),
                    "t.xml",
                    ReadLimits.DEFAULT.withMaxTags(300))
                .players())
        .hasSize(1);
  }

  private static GravonGame read(String xml) {
    return GravonReader.read(
        new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), "t.xml");
  }

  // ------------------------------------------------------------------ item 2: no silent loss

  @Test
  void item2ADamagedLocalHeaderIsAnErrorNamingTheArchive() throws IOException {
    byte[] archive = threeGames(false);
    int second = indexOf(archive, "PK\u0003\u0004", 4);
    archive[second + 2] = 'X';
    assertThatThrownBy(() -> tolerant(archive, ReadLimits.DEFAULT))
        .isInstanceOfSatisfying(
            NotationException.class,
            e -> {
              assertThat(e.source()).isEqualTo("a.zip");
              assertThat(e.byteOffset()).isEqualTo(second);
              assertThat(e.getMessage()).contains("damaged zip archive");
            });
  }

  @Test
  void item2AFileThatIsNotAZipIsAnError(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("games.zip");
    Files.writeString(file, "<stratego>this is not a zip archive</stratego>");
    assertThatThrownBy(() -> GravonReader.readZip(file))
        .isInstanceOfSatisfying(
            NotationException.class,
            e -> assertThat(e.getMessage()).isEqualTo("games.zip: not a zip archive at byte 0"));
    Files.write(file, new byte[0]);
    assertThatThrownBy(() -> GravonReader.readZip(file))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("empty");
  }

  @Test
  void item2ATruncatedArchiveIsAnError() throws IOException {
    byte[] archive = threeGames(false);
    for (int cut :
        new int[] {
          archive.length - 1, archive.length - 30, indexOf(archive, "PK\u0001\u0002", 0), 200, 31
        }) {
      byte[] part = java.util.Arrays.copyOf(archive, cut);
      assertThatThrownBy(() -> tolerant(part, ReadLimits.DEFAULT))
          .as("cut at " + cut)
          .isInstanceOf(NotationException.class)
          .hasMessageContaining("a.zip: ");
    }
  }

  @Test
  void item2ADamagedEntryIsReportedAndTheOthersAreRead() throws IOException {
    for (boolean stored : new boolean[] {true, false}) {
      byte[] archive = threeGames(stored);
      // Flip a byte inside the second entry's data: its checksum no longer matches.
      int second = indexOf(archive, "g1.xml", 0);
      archive[second + 6 + 20] ^= 0x01;
      Read r = tolerant(archive, ReadLimits.DEFAULT);
      assertThat(r.games()).as("stored " + stored).containsExactly("g0.xml", "g2.xml");
      assertThat(r.problems())
          .singleElement()
          .satisfies(e -> assertThat(e.source()).isEqualTo("g1.xml"));
    }
  }

  @Test
  void item2AnUnreadableGameIsReportedWithItsLocationAndTheRestAreRead() throws IOException {
    String good = game("  <move id=\"1\" source=\"H2\" target=\"H3\"/>\n");
    String bad = game("  <move id=\"1\" source=\"H2\" target=\"Z3\"/>\n");
    byte[] archive = zip(false, "g0.xml", good, "g1.xml", bad, "g2.xml", good);
    Read r = tolerant(archive, ReadLimits.DEFAULT);
    assertThat(r.games()).containsExactly("g0.xml", "g2.xml");
    assertThat(r.problems())
        .singleElement()
        .satisfies(
            e -> {
              assertThat(e.source()).isEqualTo("g1.xml");
              assertThat(e.line()).isEqualTo(5);
              assertThat(e.getMessage()).startsWith("g1.xml: bad square 'Z3' at line 5");
            });
    // The strict readers still stop at it, naming it.
    assertThatThrownBy(() -> GravonReader.readZip(new ByteArrayInputStream(archive), g -> {}))
        .isInstanceOf(NotationException.class)
        .hasMessageStartingWith("g1.xml: ");
  }

  @Test
  void item2MoreEntriesThanTheLimitIsAnError() throws IOException {
    byte[] archive = threeGames(false);
    assertThatThrownBy(() -> tolerant(archive, ReadLimits.DEFAULT.withMaxArchiveEntries(2)))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("ReadLimits.maxArchiveEntries");
    assertThat(tolerant(archive, ReadLimits.DEFAULT.withMaxArchiveEntries(3)).games()).hasSize(3);
  }

  @Test
  void item2StoredAndDeflatedArchivesReadAlike() throws IOException {
    assertThat(tolerant(threeGames(true), ReadLimits.DEFAULT).games())
        .containsExactly("g0.xml", "g1.xml", "g2.xml");
    assertThat(tolerant(threeGames(false), ReadLimits.DEFAULT).games())
        .containsExactly("g0.xml", "g1.xml", "g2.xml");
  }

  // ------------------------------------------------------------------ item 4: J in rescue moves

  @Test
  @ChecksRule("V-R5")
  void item4AMoveWithARescueMayWriteTheTenthFileAsJ() {
    GravonGame g =
        read(
            game(
                "  <move id=\"1\" source=\"J9\" target=\"J:\">   <rescue rescuefield=\"K2\" "
                    + "rescuepiece=\"9\"/>\n  </move>\n  <move id=\"2\" source=\"K7\" target=\"K6\"/>\n"));
    assertThat(g.moves().get(0).source()).isEqualTo(Square.parse("j9"));
    assertThat(g.moves().get(0).target()).isEqualTo(Square.parse("j10"));
    assertThat(g.moves().get(0).rescueField()).isEqualTo(Square.parse("j2"));
    assertThat(g.moves().get(1).source()).isEqualTo(Square.parse("j7"));
    // Elsewhere J is no file.
    assertThatThrownBy(() -> read(game("  <move id=\"1\" source=\"J9\" target=\"J8\"/>\n")))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("bad square 'J9'");
  }

  // ------------------------------------------------------------------ item 8: nothing printed

  @Test
  void item8InvalidUtf8IsAnErrorWithALocationAndNothingIsPrinted() {
    byte[] xml = game("  <player id=\"1\">Ann\u00e9</player>\n").getBytes(StandardCharsets.UTF_8);
    int e = indexOf(xml, "Ann", 0) + 3;
    xml[e] = (byte) 0xC3;
    xml[e + 1] = (byte) 0x28; // not a continuation byte
    PrintStream saved = System.err;
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    try {
      assertThatThrownBy(() -> GravonReader.read(new ByteArrayInputStream(xml), "t.xml"))
          .isInstanceOfSatisfying(
              NotationException.class,
              ex -> {
                assertThat(ex.line()).isEqualTo(5);
                assertThat(ex.getMessage()).contains("invalid UTF-8");
              });
    } finally {
      System.setErr(saved);
    }
    assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
  }

  @Test
  void item8ADeclaredEncodingOtherThanUtf8IsRefused() {
    String xml = game("").replace("UTF-8", "ISO-8859-1");
    assertThatThrownBy(() -> read(xml))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("ISO-8859-1");
  }

  // ------------------------------------------------------------------ found by fuzzing

  @Test
  void fuzzCrashAnEntryWithoutANameIsNamedByItsNumber() throws IOException {
    byte[] archive = zip(true, "", game(""), "b.xml", game(""));
    archive[30 + 40] ^= 1; // damage the stored data of the entry without a name
    Read r = tolerant(archive, ReadLimits.DEFAULT);
    assertThat(r.games()).containsExactly("b.xml");
    assertThat(r.problems())
        .singleElement()
        .satisfies(e -> assertThat(e.source()).isEqualTo("entry 1 (at byte 0)"));
  }

  @Test
  void fuzzCrashAResultOfTenDigitsIsExportedAndReadBack() {
    GravonGame g = read(game("<result type=\"2147483647\" winner=\"-2147483648\"/>"));
    String xml =
        GravonRecords.toXml(
            GravonRecords.toRecord(g, io.github.strategorules.core.rules.Ruleset.classic()));
    GravonGame back = read(xml);
    assertThat(back.resultType()).isEqualTo(Integer.MAX_VALUE);
    assertThat(back.winner()).isEqualTo(Integer.MIN_VALUE);
  }
}
