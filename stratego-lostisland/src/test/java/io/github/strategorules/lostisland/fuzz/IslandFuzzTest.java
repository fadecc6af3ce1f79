package io.github.strategorules.lostisland.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandRecord;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.testkit.fuzz.Fuzzer;
import io.github.strategorules.testkit.fuzz.Mutations;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Fuzzing of the Lost Island readers (core's {@link Fuzzer}): records and config specs, seeded from
 * the committed corpus and the golden record.
 */
class IslandFuzzTest {

  private static String text(byte[] b) {
    return new String(b, StandardCharsets.UTF_8);
  }

  private static byte[] golden() {
    try (InputStream in =
        IslandFuzzTest.class.getResourceAsStream("/golden/lost-island-advanced-4p.lir")) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  @Test
  void islandRecord() {
    Fuzzer.run(
        "island-record",
        Fuzzer.corpus(IslandFuzzTest.class, "island-record"),
        List.of(golden()),
        Mutations.dictionary(
            "lost-island-record 1\n",
            "config ",
            "layout ",
            "action ",
            "result ",
            "lost-island",
            "(players=2)",
            "RED",
            "BLUE",
            "GREEN",
            "YELLOW",
            "place ",
            "boat ",
            "move ",
            "end step",
            "a1",
            "f6",
            "stone-flag",
            "bomb4-diagonal",
            "plain",
            "storm",
            "loot3",
            "draw",
            "FLAG_AND_ISLAND",
            "seed=",
            "layout=",
            "stones=",
            "# c\n"),
        in -> {
          IslandRecord r = IslandRecord.parse(text(in));
          assertThat(IslandRecord.parse(r.format())).isEqualTo(r);
          r.replay();
        });
  }

  @Test
  void islandConfigSpec() {
    Fuzzer.run(
        "island-config",
        Fuzzer.corpus(IslandFuzzTest.class, "island-config"),
        List.of(),
        Mutations.dictionary(
            "lost-island",
            "(",
            ")",
            ",",
            "=",
            "players=",
            "first=",
            "seed=",
            "turn_limit=",
            "coins=",
            "rings=",
            "layout=",
            "stones=",
            "custom_setup",
            "alternating",
            "storms_when_shrinking",
            "extra_loot",
            "removed_face_down",
            "secret_fights",
            "storms_vanish",
            "power_ups_anytime",
            "a1.c3.d4.f6",
            "stone-flag",
            "-9223372036854775808",
            "."),
        in -> {
          IslandConfig c = IslandConfig.parse(text(in));
          IslandConfig back = IslandConfig.parse(c.spec());
          assertThat(back).isEqualTo(c);
          assertThat(back.spec()).isEqualTo(c.spec());
          IslandState.newGame(c).legalActions();
        });
  }
}
