package io.github.strategorules.gravon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.ReadLimits;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.notation.ClassicRecord;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Reading Gravon XML: real shapes, and hostile or broken input that must fail cleanly with a
 * location.
 */
class GravonReaderTest {
  private static final String FIELD =
      "AAAAAAEMCDAAAAAABKLDAAAAAAAAAAAAAAAAAAAAAA__AA__AAAA__AA__AAXAAAAAAAAOAAWAAAANQAAAAAYAPAAAAAAAPAAAAA";

  private static GravonGame read(String xml) {
    return GravonReader.read(
        new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), "test.xml");
  }

  private static String game(String body) {
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<stratego>\n <game type=\"barrage\">\n  <field content=\""
        + FIELD
        + "\"/>\n"
        + body
        + " </game>\n</stratego>\n";
  }

  @Test
  void readsAGame() {
    GravonGame g =
        read(
            game(
                "  <move id=\"1\" source=\"H2\" target=\"H3\"/>\n  <move id=\"2\" source=\"A7\" target=\"B7\"/>\n"
                    + "  <player id=\"1\">Ann &amp; Bob</player><player id=\"2\">Cy</player>\n  <result type=\"1\" winner=\"2\"/>\n"));
    assertThat(g.type()).isEqualTo("barrage");
    assertThat(g.playerMoves()).extracting(Object::toString).containsExactly("h2-h3", "a7-b7");
    assertThat(g.players()).containsEntry(1, "Ann & Bob").containsEntry(2, "Cy");
    assertThat(g.resultType()).isEqualTo(1);
    assertThat(g.recordedWinner()).contains(Seat.BLUE);
    assertThat(g.setup(Seat.RED).placements()).hasSize(8);
  }

  @Test
  void writesBackWhatItReads() {
    GravonGame g =
        read(
            game(
                "  <move id=\"1\" source=\"H2\" target=\"H3\"/>\n  <player id=\"1\">A &lt;1&gt;</player>\n"
                    + "  <result type=\"3\" winner=\"1\"/>\n"));
    ClassicRecord r =
        GravonRecords.toRecord(
            g, io.github.strategorules.core.rules.Ruleset.classic()); // not validated
    GravonGame back = read(GravonRecords.toXml(r));
    assertThat(back.field()).isEqualTo(g.field());
    assertThat(back.moves()).isEqualTo(g.moves());
    assertThat(back.players()).isEqualTo(g.players());
    assertThat(back.resultType()).isEqualTo(3);
    assertThat(back.winner()).isEqualTo(1);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        // an external entity (XXE): never resolved
        "<?xml version=\"1.0\"?><!DOCTYPE stratego [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>"
            + "<stratego><game type=\"classic\"><field content=\"&x;\"/></game></stratego>",
        // entity expansion ("billion laughs"): no DTD is processed
        "<?xml version=\"1.0\"?><!DOCTYPE lolz [<!ENTITY lol \"lol\"><!ENTITY lol2 \"&lol;&lol;&lol;&lol;\">]>"
            + "<stratego><game type=\"&lol2;\"/></stratego>",
        // truncated
        "<?xml version=\"1.0\"?><stratego><game type=\"classic\"><field content=\"AAAA",
        // not XML
        "this is not xml",
        // a wrong piece letter in the field
        "<stratego><game type=\"classic\"><field content=\"ZAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA__AA__AAAA__AA__AA"
            + "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"/></game></stratego>",
        // a field of the wrong length
        "<stratego><game type=\"classic\"><field content=\"AAA\"/></game></stratego>",
        // a bad square
        "<stratego><game type=\"classic\"><field content=\""
            + FIELD
            + "\"/><move source=\"J2\" target=\"J3\"/></game></stratego>",
        // no field
        "<stratego><game type=\"classic\"></game></stratego>",
        // a result that is not a number
        "<stratego><game type=\"classic\"><field content=\""
            + FIELD
            + "\"/><result type=\"x\" winner=\"1\"/></game></stratego>",
      })
  void hostileOrBrokenXmlIsANotationErrorWithALocation(String xml) {
    assertThatThrownBy(() -> read(xml))
        .isInstanceOfSatisfying(
            NotationException.class,
            e -> {
              assertThat(e.line()).isPositive();
              assertThat(e.getMessage()).doesNotContain("root:");
            });
  }

  @Test
  void deepNestingIsRefusedQuickly() {
    String xml = "<stratego>" + "<a>".repeat(100_000) + "</a>".repeat(100_000) + "</stratego>";
    org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
        Duration.ofSeconds(10),
        () ->
            assertThatThrownBy(() -> read(xml))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("nested"));
  }

  @Test
  void hugeInputIsBoundedAndFailsCleanly() {
    StringBuilder sb =
        new StringBuilder("<stratego><game type=\"classic\"><field content=\"" + FIELD + "\"/>");
    String move = "<move source=\"A1\" target=\"A2\"/>";
    sb.append(move.repeat(100_001)).append("</game></stratego>");
    org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
        Duration.ofSeconds(20),
        () -> {
          assertThatThrownBy(() -> read(sb.toString()))
              .isInstanceOf(NotationException.class)
              .hasMessageContaining("ReadLimits.maxDocumentLength");
          byte[] bytes = sb.toString().getBytes(StandardCharsets.UTF_8);
          ReadLimits roomy = ReadLimits.DEFAULT.withMaxDocumentLength(bytes.length);
          assertThatThrownBy(
                  () -> GravonReader.read(new ByteArrayInputStream(bytes), "test.xml", roomy))
              .isInstanceOf(NotationException.class)
              .hasMessageContaining("more moves than the limit of 100000");
        });
  }

  @Test
  void zipArchivesAreStreamedEntryByEntry(@TempDir Path dir) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
      for (int i = 0; i < 3; i++) {
        zip.putNextEntry(new ZipEntry("g" + i + ".xml"));
        zip.write(
            game("  <move id=\"1\" source=\"H2\" target=\"H3\"/>\n")
                .getBytes(StandardCharsets.UTF_8));
        zip.closeEntry();
      }
      zip.putNextEntry(new ZipEntry("readme.txt"));
      zip.write("not a game".getBytes(StandardCharsets.UTF_8));
      zip.closeEntry();
    }
    Path file = dir.resolve("a.zip");
    Files.write(file, bytes.toByteArray());
    assertThat(GravonReader.readZip(file))
        .extracting(GravonGame::name)
        .containsExactly("g0.xml", "g1.xml", "g2.xml");
  }
}
