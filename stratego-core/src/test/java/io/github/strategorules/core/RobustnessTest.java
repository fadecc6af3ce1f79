package io.github.strategorules.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.gravon.GravonReader;
import io.github.strategorules.core.notation.GameRecord;
import io.github.strategorules.core.notation.PositionNotation;
import io.github.strategorules.core.rules.Ruleset;
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
    for (String spec : new String[] {"classic(setup_rows=0)", "classic(setup_rows=3)", "classic(setup_rows=6)"}) {
      assertThatThrownBy(() -> Ruleset.parse(spec)).as(spec).isInstanceOf(NotationException.class)
          .hasMessageContaining("do not fit together");
    }
    assertThatThrownBy(() -> PositionNotation.parse("classic(setup_rows=0) 10/10/10/10/2~~2~~2/2~~2~~2/10/10/10/10 r 0 0 - - - -"))
        .isInstanceOf(NotationException.class);
  }

  @Test
  void tagValuesWithAnyLineBreakOrControlCharacterRoundTrip() {
    Ruleset r = Ruleset.classic();
    ClassicState s = ClassicState.start(r, Setup.random(r, Player.RED, 1), Setup.random(r, Player.BLUE, 2));
    String nasty = "a\rb\u000bc\u000cd\u0085e\u2028f\u2029g\u0001h\ni\\j\"k\tl";
    GameRecord rec = GameRecord.of(s, Map.of("note", nasty));
    assertThat(GameRecord.parse(rec.format()).tags()).containsEntry("note", nasty);
    assertThatThrownBy(() -> GameRecord.parse(rec.format().replace("\\u000b", "\\u00zz")))
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
    assertThatThrownBy(() -> GravonReader.readZip(new ByteArrayInputStream(data), g -> { }))
        .isInstanceOf(NotationException.class);
  }

  @Test
  void aFreeSetupRestoredFromAPositionInventsNoCaptures() {
    ClassicState s = PositionNotation.parse("classic(free_setup) m9/10/10/10/2~~2~~2/2~~2~~2/10/10/10/F8M r 0 0 - - - -");
    assertThat(s.viewFor(Player.RED).captured()).isEmpty();
  }

  @Test
  void aStepPrintsNoEvents() {
    ClassicState s = PositionNotation.parse("classic(silent_defence) 9f/10/10/10/2~~2~~2/2~~2~~2/4c5/4T5/10/F9 r 0 0 - - - -");
    ClassicStep step = s.apply(Move.parse(Player.RED, "e3-e4"));
    assertThat(step.toString()).doesNotContain("COLONEL", "Battle");
    assertThat(step.events().toString()).contains("COLONEL"); // the referee's full list still has it
  }

  @Test
  void onlyAsciiDigitsAndLettersAreNotation() {
    assertThatThrownBy(() -> PositionNotation.parse(
        "classic \uff11\uff10/10/10/10/2~~2~~2/2~~2~~2/10/10/10/10 r 0 0 - - - -")).isInstanceOf(NotationException.class);
    assertThatThrownBy(() -> PositionNotation.parse(
        "classic \u017f9/10/10/10/2~~2~~2/2~~2~~2/10/10/10/10 r 0 0 - - - -")).isInstanceOf(NotationException.class);
  }
}
