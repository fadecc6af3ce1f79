package io.github.strategorules.lostisland.fuzz;

import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandOption;
import io.github.strategorules.lostisland.IslandRecord;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.Layout;
import io.github.strategorules.lostisland.TileSet;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Writes the Lost Island fuzzing seeds to {@code src/test/resources/fuzz/} from short random games.
 * Run once when the formats change, then commit: {@code ./mvnw -q -o test -pl stratego-lostisland
 * -Dtest=FuzzCorpusWriter -Dfuzz.corpus.update=true}.
 */
class FuzzCorpusWriter {
  private static final Path ROOT = Path.of("src", "test", "resources", "fuzz");

  private static void write(String format, String name, String text) throws IOException {
    Path dir = ROOT.resolve(format);
    Files.createDirectories(dir);
    Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
  }

  @Test
  @EnabledIfSystemProperty(named = "fuzz.corpus.update", matches = "true")
  void write() throws IOException {
    IslandConfig[] configs = {
      IslandConfig.of(2),
      IslandConfig.builder().players(3).seed(7).turnLimit(50).build(),
      IslandConfig.builder()
          .players(4)
          .seed(3)
          .option(IslandOption.SECRET_FIGHTS)
          .coins(30)
          .rings(5)
          .build()
    };
    for (int i = 0; i < configs.length; i++) {
      IslandState s = IslandState.newGame(configs[i]);
      SplittableRandom random = new SplittableRandom(i);
      for (int a = 0; a < 40 && s.outcome().isEmpty(); a++) {
        List<IslandAction> legal = s.legalActions();
        s = s.apply(legal.get(random.nextInt(legal.size()))).state();
      }
      write("island-record", "record-" + i + ".lir", IslandRecord.of(s).format());
    }
    IslandConfig explicit =
        IslandConfig.builder()
            .players(2)
            .seed(5)
            .layout(Layout.random(8, IslandConfig.DEFAULT_STONES, TileSet.standard()))
            .build();
    write(
        "island-config",
        "specs.lines",
        String.join(
                "\n",
                List.of(
                    "lost-island",
                    "lost-island()",
                    "lost-island(players=2)",
                    "lost-island(players=3,first=2,seed=-5,turn_limit=100)",
                    "lost-island(players=4,coins=40,rings=0)",
                    "lost-island(custom_setup,alternating,stones=a1.c3.d4.f6)",
                    "lost-island(players=2,storms_when_shrinking,extra_loot,removed_face_down,secret_fights,storms_vanish,"
                        + "power_ups_anytime)",
                    explicit.spec()))
            + "\n");
  }
}
