package io.github.strategorules.examples;

import static io.github.strategorules.examples.DemoCommandTest.run;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 16, items 3, 9 and 14: {@code replay} reports an unreadable game or file and goes on, no
 * input forges an output line, and Gravon archives replay with their era's two-squares limit by
 * default. The contract kept for the CLI rewrite: bad input gives exit 2 and one line on standard
 * error without a stack trace; an illegal action gives exit 3.
 */
class ReplayHostileInputTest {
  private static final String FIELD =
      "AAAAAAEMCDAAAAAABKLDAAAAAAAAAAAAAAAAAAAAAA__AA__AAAA__AA__AAXAAAAAAAAOAAWAAAANQAAAAAYAPAAAAAAAPAAAAA";

  @TempDir Path dir;

  private static String game(String type, String body) {
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<stratego>\n <game type=\""
        + type
        + "\">\n  <field content=\""
        + FIELD
        + "\"/>\n"
        + body
        + " </game>\n</stratego>\n";
  }

  private Path zip(String file, String... namesAndBodies) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
      for (int i = 0; i < namesAndBodies.length; i += 2) {
        zip.putNextEntry(new ZipEntry(namesAndBodies[i]));
        zip.write(namesAndBodies[i + 1].getBytes(StandardCharsets.UTF_8));
        zip.closeEntry();
      }
    }
    return Files.write(dir.resolve(file), bytes.toByteArray());
  }

  private Path resource(String name) throws IOException {
    Path file = dir.resolve(name.substring(name.lastIndexOf('/') + 1));
    try (InputStream in = ReplayHostileInputTest.class.getResourceAsStream(name)) {
      Files.copy(in, file);
    }
    return file;
  }

  private static void assertInputError(DemoCommandTest.Run r) {
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err().strip().lines()).as(r.err()).hasSize(1);
    assertThat(r.err()).doesNotContain("\tat ", "Exception");
  }

  @Test
  void item3AnUnreadableGameOrFileIsReportedAndTheOthersAreReplayed() throws IOException {
    String ok = game("barrage", "  <move id=\"1\" source=\"H2\" target=\"H3\"/>\n");
    Path first =
        zip(
            "first.zip",
            "a.xml",
            ok,
            "broken.xml",
            game("classic", "<move source=\"Q1\" target=\"A1\"/>"),
            "c.xml",
            ok);
    Path notZip = Files.writeString(dir.resolve("not.zip"), "this is no archive");
    Path last = zip("last.zip", "d.xml", ok);
    DemoCommandTest.Run r = run("replay", first.toString(), notZip.toString(), last.toString());
    assertInputError(r);
    List<String> lines = r.out().strip().lines().toList();
    assertThat(lines).filteredOn(l -> l.contains(": 17 actions, legal")).hasSize(3);
    assertThat(lines)
        .filteredOn(l -> l.startsWith("UNREADABLE "))
        .satisfiesExactly(
            l ->
                assertThat(l)
                    .contains("first.zip", "broken.xml", "bad square 'Q1'", "line 5, column"),
            l -> assertThat(l).contains("not.zip: not a zip archive at byte 0"));
    assertThat(lines.get(lines.size() - 1))
        .isEqualTo("3 games, 51 actions, 0 with an illegal action, 0 skipped, 2 unreadable");
    assertThat(r.err()).startsWith("error: 2 games or files could not be read");

    DemoCommandTest.Run json =
        run("replay", "--json", first.toString(), notZip.toString(), last.toString());
    assertInputError(json);
    assertThat(json.out())
        .contains(
            "{\"game\":\"broken.xml\",\"file\":\"first.zip\",\"error\":",
            "\"unreadable\":true}",
            "{\"game\":null,\"file\":\"not.zip\"");
  }

  /**
   * Issue 37 item 8: {@code stratego replay missing.txt} printed "no such file" twice, on the
   * UNREADABLE line and again on standard error. The reason is given once; standard error names
   * what could not be read and points to that line (the exit status says it failed).
   */
  @Test
  void aMissingFileGivesItsReasonOnce() {
    Path missing = dir.resolve("missing.txt");
    for (boolean json : List.of(false, true)) {
      DemoCommandTest.Run r =
          json ? run("replay", "--json", missing.toString()) : run("replay", missing.toString());
      assertInputError(r);
      String both = r.out() + r.err();
      assertThat(both.split("no such file", -1)).as(both).hasSize(2);
      assertThat(r.err()).as(r.err()).contains("missing.txt").doesNotContain("no such file");
      if (json) {
        assertThat(r.out().strip())
            .isEqualTo(
                "{\"game\":null,\"file\":\"missing.txt\",\"error\":"
                    + "\"no such file: "
                    + missing.toString().replace("\\", "\\\\")
                    + "\",\"unreadable\":true}");
        assertThat(r.err().strip())
            .isEqualTo("error: could not read missing.txt (the \"unreadable\":true line says why)");
      } else {
        assertThat(r.out().strip().lines())
            .containsExactly(
                "UNREADABLE no such file: " + missing,
                "0 games, 0 actions, 0 with an illegal action, 0 skipped, 1 unreadable");
        assertThat(r.err().strip())
            .isEqualTo("error: could not read missing.txt (the UNREADABLE line says why)");
      }
    }
  }

  @Test
  void item3ADamagedArchiveIsOneLineOnStandardError() throws IOException {
    Path damaged = zip("damaged.zip", "a.xml", game("classic", ""), "b.xml", game("classic", ""));
    byte[] data = Files.readAllBytes(damaged);
    for (int i = 4; i < data.length - 4; i++) {
      if (data[i] == 'P' && data[i + 1] == 'K' && data[i + 2] == 3 && data[i + 3] == 4) {
        data[i + 3] = 9; // the second local header
        break;
      }
    }
    Files.write(damaged, data);
    DemoCommandTest.Run r = run("replay", damaged.toString());
    assertInputError(r);
    assertThat(r.out()).contains("damaged.zip", "damaged zip archive", "at byte ");
    assertThat(r.err()).contains("damaged.zip").doesNotContain("damaged zip archive");
  }

  @Test
  void jsonLinesEscapeWhatNamesAndTypesHold() throws IOException {
    // issue 37 item 4: the lines are written by the JSON writer, each string escaped once there
    String legal =
        "q\"uote \\back\\slash \ttab \u0001ctl \u007fdel \u2028ls \u00e9t\u00e9 \u540d.xml";
    String skipped = "skip \"me\".xml";
    Path zip =
        zip(
            "names.zip",
            legal,
            game("barrage", "  <move id=\"1\" source=\"H2\" target=\"H3\"/>\n"),
            skipped,
            game("ch&quot;ess\\", ""));
    DemoCommandTest.Run r = run("replay", "--json", zip.toString());
    List<String> lines = r.out().lines().toList();
    assertThat(lines).as(r.out()).hasSize(2);
    assertThat(lines.get(0))
        .startsWith("{\"game\":\"q\\\"uote \\\\back\\\\slash \\ttab \\u0001ctl \\u007")
        .contains("\\u2028ls \u00e9t\u00e9 \u540d.xml\",\"type\":\"barrage\",")
        .doesNotContain("\t", "\u2028", "\u007f");
    tools.jackson.databind.JsonNode first =
        io.github.strategorules.json.StrategoJson.standard().parse(lines.get(0));
    assertThat(first.get("game").asString()).isEqualTo(legal);
    assertThat(first.get("illegal").isNull()).isTrue();
    tools.jackson.databind.JsonNode second =
        io.github.strategorules.json.StrategoJson.standard().parse(lines.get(1));
    assertThat(second.get("game").asString()).isEqualTo(skipped);
    assertThat(second.get("type").asString()).isEqualTo("ch\"ess\\");
    assertThat(second.get("error").asString()).isNotEmpty();
  }

  @Test
  void item9NamesAndTypesCannotForgeAnOutputLine() throws IOException {
    Path zip =
        zip(
            "forge.zip",
            "a\nFORGED legal.xml",
            game("classic", ""),
            "b.xml",
            game("classic\u2028FORGED [classic]: 0 actions, legal", ""));
    DemoCommandTest.Run r = run("replay", zip.toString());
    assertThat(r.out().lines()).noneMatch(l -> l.startsWith("FORGED")).hasSize(3);
    assertThat(r.out()).contains("a\\nFORGED legal.xml", "classic\\u2028FORGED");
    DemoCommandTest.Run json = run("replay", "--json", zip.toString());
    assertThat(json.out().lines()).hasSize(2);
    assertThat(json.out()).contains("\\u2028");
  }

  @Test
  void item14GravonArchivesReplayWithTheirErasLimitByDefault() throws IOException {
    Path zip = resource("/gravon/strados2004-11-sample.zip");
    DemoCommandTest.Run r = run("replay", zip.toString());
    assertThat(r.code()).as(r.out()).isZero();
    assertThat(r.out()).contains("44 games, ", " 0 with an illegal action");
    // The override still applies: with N = 3 the 2004 games break the two-squares rule.
    DemoCommandTest.Run three = run("replay", "--two-squares", "3", zip.toString());
    assertThat(three.code()).isEqualTo(ReplayCommand.ILLEGAL);
    assertThat(three.out()).contains("the two-squares rule forbids");
  }
}
