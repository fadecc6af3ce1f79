package io.github.strategorules.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.event.ClassicTermination;
import io.github.strategorules.core.game.ReadLimits;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.notation.ClassicRecord;
import io.github.strategorules.core.notation.PositionNotation;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.gravon.GravonGame;
import io.github.strategorules.gravon.GravonReader;
import io.github.strategorules.gravon.GravonRecords;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;

/** Defects found by review and fuzzing, kept fixed: every bad input is a NotationException. */
class RobustnessTest {

  @Test
  void rulesetOptionsThatDoNotFitTogetherAreANotationError() {
    for (String spec :
        new String[] {
          "classic(setup_rows=0)",
          "classic(setup_rows=3)",
          "classic(setup_rows=6)",
          // Found by CI fuzzing: 2 * rows overflowed and let the spec through.
          "classic(setup_rows=2147483647)",
          "classic(setup_rows=1073741824)"
        }) {
      assertThatThrownBy(() -> Ruleset.parse(spec))
          .as(spec)
          .isInstanceOf(NotationException.class)
          .hasMessageContaining("do not fit together");
    }
    assertThatThrownBy(
            () ->
                PositionNotation.parse(
                    "classic(setup_rows=0) 10/10/10/10/2~~2~~2/2~~2~~2/10/10/10/10 r 0 0 - - - -"))
        .isInstanceOf(NotationException.class);
  }

  @Test
  void anOptionWithoutItsValueSaysWhatValueItNeeds() {
    // Found by the nullness check: the message quoted the missing value as 'null'.
    assertThatThrownBy(() -> Ruleset.parse("classic(first)"))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("expected red or blue")
        .hasMessageNotContaining("null");
    assertThatThrownBy(() -> Ruleset.parse("classic(two_squares)"))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("a number is required")
        .hasMessageNotContaining("null");
  }

  @Test
  void tagValuesWithAnyLineBreakOrControlCharacterRoundTrip() {
    Ruleset r = Ruleset.classic();
    ClassicState s =
        ClassicState.start(r, Setup.random(r, Seat.RED, 1), Setup.random(r, Seat.BLUE, 2));
    String nasty = "a\rb\u000bc\u000cd\u0085e\u2028f\u2029g\u0001h\ni\\j\"k\tl";
    ClassicRecord rec = ClassicRecord.of(s, Map.of("note", nasty));
    assertThat(ClassicRecord.parse(rec.format()).tags()).containsEntry("note", nasty);
    assertThatThrownBy(() -> ClassicRecord.parse(rec.format().replace("\\u000b", "\\u00zz")))
        .isInstanceOf(NotationException.class);
  }

  @Test
  void aZipEntryNameThatIsNotUtf8IsANotationError() throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
      zip.putNextEntry(new ZipEntry("g.xml"));
      zip.write("<stratego/>".getBytes(StandardCharsets.UTF_8));
      zip.closeEntry();
    }
    byte[] data = bytes.toByteArray();
    data[30] = (byte) 0xFF; // the first byte of the first entry's name in its local header
    assertThatThrownBy(() -> GravonReader.readZip(new ByteArrayInputStream(data), g -> {}))
        .isInstanceOf(NotationException.class);
  }

  @Test
  void aFreeSetupRestoredFromAPositionInventsNoCaptures() {
    ClassicState s =
        PositionNotation.parse(
            "classic(free_setup) m9/10/10/10/2~~2~~2/2~~2~~2/10/10/10/F8M r 0 0 - - - -");
    assertThat(s.viewFor(Seat.RED).captured()).isEmpty();
  }

  @Test
  void aStepPrintsNoEvents() {
    ClassicState s =
        PositionNotation.parse(
            "classic(silent_defence) 9f/10/10/10/2~~2~~2/2~~2~~2/4c5/4T5/10/F9 r 0 0 - - - -");
    ClassicStep step = s.apply(Move.parse(Seat.RED, "e3-e4"));
    assertThat(step.toString()).doesNotContain("COLONEL", "Battle");
    assertThat(step.events().toString())
        .contains("COLONEL"); // the referee's full list still has it
  }

  @Test
  void onlyAsciiDigitsAndLettersAreNotation() {
    assertThatThrownBy(
            () ->
                PositionNotation.parse(
                    "classic \uff11\uff10/10/10/10/2~~2~~2/2~~2~~2/10/10/10/10 r 0 0 - - - -"))
        .isInstanceOf(NotationException.class);
    assertThatThrownBy(
            () ->
                PositionNotation.parse(
                    "classic \u017f9/10/10/10/2~~2~~2/2~~2~~2/10/10/10/10 r 0 0 - - - -"))
        .isInstanceOf(NotationException.class);
    // squares, rescue letters and ruleset numbers follow the same rule: the Kelvin sign lower-cases
    // to k, U+017F upper-cases to S, Integer.parseInt takes +5 and full-width digits
    assertThat(Square.tryParse("\u212a3")).isNull();
    assertThat(Square.tryParse("K3")).isEqualTo(Square.parse("k3"));
    assertThat(io.github.strategorules.core.board.PieceType.ofLetter('\u017f')).isNull();
    assertThat(io.github.strategorules.core.board.PieceType.ofLetter('s'))
        .isEqualTo(io.github.strategorules.core.board.PieceType.SPY);
    assertThatThrownBy(() -> Move.parse(Seat.RED, "c2-c1+\u017f@e7"))
        .isInstanceOf(NotationException.class);
    assertThatThrownBy(() -> Move.parse(Seat.RED, "\u212a2-k3"))
        .isInstanceOf(NotationException.class);
    for (String n : new String[] {"+5", "\uff15", "\u0665", ""}) {
      assertThatThrownBy(() -> Ruleset.parse("classic(two_squares=" + n + ")"))
          .as(n)
          .isInstanceOf(NotationException.class);
    }
    assertThat(Ruleset.parse("classic(two_squares=5)").spec()).isEqualTo("classic(two_squares=5)");
  }

  // ------------------------------------------------------------------ issue 16

  @Test
  void item5ARandomFreeSetupWhoseRosterOutgrowsTheZoneFillsThePlayersHalf() {
    Ruleset r = Ruleset.parse("classic(free_setup,setup_rows=1)");
    Setup red = Setup.random(r, Seat.RED, 1);
    Setup blue = Setup.random(r, Seat.BLUE, 2);
    assertThat(red.placements()).hasSize(40).allMatch(p -> p.square().y() < 5);
    assertThat(blue.placements()).hasSize(40).allMatch(p -> p.square().y() >= 5);
    assertThat(red.problems(r, Seat.RED)).isEmpty();
    assertThat(ClassicState.start(r, red, blue).legalMoves()).isNotEmpty();
    // Where even the half is too small, a clear error instead of an IndexOutOfBoundsException.
    Ruleset tiny =
        r.toBuilder().name("tiny").board(4, 4).lakes(java.util.Set.of()).setupRows(1).build();
    assertThatThrownBy(() -> Setup.random(tiny, Seat.RED, 1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("do not fit");
  }

  @Test
  void item6AnEmptyRescueCountIsANotationError() {
    String start = "ultimate_lightning 10/10/10/10/2~~2~~2/2~~2~~2/10/10/10/10 r 0 0 - - - - ";
    for (String rescues :
        new String[] {"rescues=0,", "rescues=,1", "rescues=,", "rescues=0,99999999999"}) {
      assertThatThrownBy(
              () ->
                  PositionNotation.parse(
                      start.replace("ultimate_lightning", "classic(rescue)") + rescues))
          .as(rescues)
          .isInstanceOf(NotationException.class);
    }
  }

  @Test
  @ChecksRule("C-R10")
  void item6EveryPlyTheLibraryWritesItReadsBack() {
    String at = "classic m8f/10/10/10/2~~2~~2/2~~2~~2/10/10/10/M8F r 999999999 0 - - - -";
    ClassicState s = PositionNotation.parse(at);
    ClassicState next = s.apply(Move.parse(Seat.RED, "a1-a2")).state();
    ClassicState back = PositionNotation.parse(PositionNotation.format(next));
    assertThat(back.ply()).isEqualTo(1_000_000_000);
    // The library's ply ceiling ends the game there (C-7.6), so no later ply is ever written.
    assertThat(back.outcome())
        .hasValueSatisfying(
            o -> assertThat(o.termination()).isEqualTo(ClassicTermination.PLY_LIMIT));
    assertThatThrownBy(() -> PositionNotation.parse(at.replace("999999999", "1000000001")))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("MAX_PLY");
  }

  @Test
  void item7GravonExportRefusesWhatItCannotWriteAndWhatItWritesReadsBack() {
    Ruleset r = Ruleset.classic();
    Setup red = Setup.random(r, Seat.RED, 1);
    Setup blue = Setup.random(r, Seat.BLUE, 2);
    java.util.List<Setup.Placement> moved = new java.util.ArrayList<>(red.placements());
    moved.set(0, new Setup.Placement(Square.parse("k1"), moved.get(0).type()));
    ClassicRecord offBoard =
        new ClassicRecord(
            r, Setup.of(moved), blue, java.util.List.of(), java.util.Optional.empty(), Map.of());
    // Before: k1 was written onto a2.
    assertThatThrownBy(() -> GravonRecords.toXml(offBoard))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("k1");
    ClassicRecord offBoardMove =
        new ClassicRecord(
            r,
            red,
            blue,
            java.util.List.of(Move.parse(Seat.RED, "k4-k5")),
            java.util.Optional.empty(),
            Map.of());
    assertThatThrownBy(() -> GravonRecords.toXml(offBoardMove))
        .isInstanceOf(IllegalArgumentException.class);
    ClassicRecord badResult =
        new ClassicRecord(
            r,
            red,
            blue,
            java.util.List.of(),
            java.util.Optional.empty(),
            Map.of(GravonRecords.RESULT_TAG, "x/1"));
    assertThatThrownBy(() -> GravonRecords.toXml(badResult))
        .isInstanceOf(IllegalArgumentException.class);
    ClassicRecord control =
        new ClassicRecord(
            r,
            red,
            blue,
            java.util.List.of(),
            java.util.Optional.empty(),
            Map.of("red", "a\u0001b"));
    assertThatThrownBy(() -> GravonRecords.toXml(control))
        .isInstanceOf(IllegalArgumentException.class);
    // Line breaks and tabs survive as character references.
    ClassicRecord names =
        new ClassicRecord(
            r,
            red,
            blue,
            java.util.List.of(Move.parse(Seat.RED, "a4-a5")),
            java.util.Optional.empty(),
            Map.of("red", "Ann\r\nB\tc", GravonRecords.TYPE_TAG, "classic\nx"));
    GravonGame back =
        GravonReader.read(
            new ByteArrayInputStream(GravonRecords.toXml(names).getBytes(StandardCharsets.UTF_8)),
            "t.xml");
    assertThat(back.players()).containsEntry(1, "Ann\r\nB\tc");
    assertThat(back.type()).isEqualTo("classic\nx");
  }

  @Test
  void readLimitsBoundEveryTextReader() {
    ReadLimits small =
        ReadLimits.DEFAULT
            .withMaxDocumentLength(100)
            .withMaxValueLength(10)
            .withMaxActions(2)
            .withMaxTags(1);
    String record =
        "stratego-record 1\nruleset classic\nsetup red\nsetup blue\nmoves a4-a5 a7-a6 a5-a4\n";
    assertThatThrownBy(() -> ClassicRecord.parse(record, small))
        .hasMessageContaining("ReadLimits.maxActions");
    assertThatThrownBy(
            () -> ClassicRecord.parse(record.replace("classic", "classic(two_squares=5)"), small))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("ReadLimits.maxValueLength");
    assertThatThrownBy(() -> ClassicRecord.parse(record + "#" + "x".repeat(100), small))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("ReadLimits.maxDocumentLength");
    String tags = "stratego-record 1\ntag a \"1\"\ntag b \"2\"\n";
    assertThatThrownBy(() -> ClassicRecord.parse(tags, small))
        .hasMessageContaining("ReadLimits.maxTags");
    assertThatThrownBy(
            () ->
                ClassicRecord.parse("stratego-record 1\ntag a \"" + "v".repeat(11) + "\"\n", small))
        .hasMessageContaining("ReadLimits.maxValueLength");
    assertThatThrownBy(() -> PositionNotation.parse("classic " + "1".repeat(200), small))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("ReadLimits.maxDocumentLength");
    assertThatThrownBy(() -> Ruleset.parse("classic(" + "rescue,".repeat(1000) + "rescue)"))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("ReadLimits.maxValueLength");
    assertThatThrownBy(() -> new ReadLimits(0, 1, 1, 1, 1, 1, 1))
        .isInstanceOf(IllegalArgumentException.class);
  }

  /**
   * Found by fuzzing (issue 16): problems quote the input, and a line break in it split the
   * message.
   */
  @Test
  void fuzzCrashANotationMessageIsOneLineWhateverTheInputHolds() throws IOException {
    assertThatThrownBy(() -> Ruleset.parse("c\nlassic"))
        .isInstanceOfSatisfying(
            NotationException.class,
            e -> assertThat(e.getMessage()).doesNotContain("\n").contains("c\\nlassic"));
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
      zip.putNextEntry(new ZipEntry("\nclassic.xml"));
      zip.write("<stratego/>".getBytes(StandardCharsets.UTF_8));
      zip.closeEntry();
    }
    byte[] data = bytes.toByteArray();
    data[30 + 12 + 2] ^= 0x7f; // the deflated data of the entry, whose name has a line break
    assertThatThrownBy(
            () ->
                GravonReader.readZip(
                    new ByteArrayInputStream(data),
                    "a.zip",
                    ReadLimits.DEFAULT,
                    g -> {},
                    e -> {
                      throw e;
                    }))
        .isInstanceOfSatisfying(
            NotationException.class, e -> assertThat(e.getMessage()).doesNotContain("\n"));
  }
}
