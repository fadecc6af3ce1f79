package io.github.strategorules.lostisland;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A golden record: one seeded 4-player game with every LI-12 toggle, between random bots, written
 * as a record and compared with {@code src/test/resources/golden/lost-island-advanced-4p.lir}. It
 * pins the record format and the toggled rules; the stored file must also replay legally to the
 * same end. After an intended change, regenerate with {@code -Dgolden.update=true} and review the
 * diff.
 */
class GoldenRecordTest {
  private static final Path FILE =
      Path.of("src", "test", "resources", "golden", "lost-island-advanced-4p.lir");
  private static final String SPEC =
      "lost-island(players=4,seed=21,turn_limit=200,custom_setup,alternating,"
          + "storms_when_shrinking,extra_loot,removed_face_down,secret_fights,storms_vanish,power_ups_anytime,"
          + "stones=d2.b3.e4.c5)";

  static IslandState played() {
    IslandState s = IslandState.newGame(IslandConfig.parse(SPEC));
    SplittableRandom random = new SplittableRandom(21);
    while (s.outcome().isEmpty()) {
      List<IslandAction> legal = s.legalDecisions();
      s = s.apply(legal.get(random.nextInt(legal.size()))).state();
    }
    return s;
  }

  @Test
  void the_seeded_advanced_game_records_as_stored_and_the_stored_record_replays()
      throws IOException {
    IslandState end = played();
    String now =
        "# golden record: GoldenRecordTest, regenerate with -Dgolden.update=true\n"
            + IslandRecord.of(end).format();
    if (Boolean.getBoolean("golden.update")) {
      Files.writeString(FILE, now, StandardCharsets.UTF_8);
    }
    String stored = Files.readString(FILE, StandardCharsets.UTF_8);
    assertThat(now).isEqualTo(stored);
    IslandRecord record = IslandRecord.parse(stored);
    assertThat(record.config().spec()).isEqualTo(SPEC);
    var replay = record.replay();
    assertThat(replay.isLegal()).isTrue();
    assertThat(replay.finalState().refereeView()).isEqualTo(end.refereeView());
    assertThat(replay.finalState().outcome()).isEqualTo(record.result()).isPresent();
  }
}
