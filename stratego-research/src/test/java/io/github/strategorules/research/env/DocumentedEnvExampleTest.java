package io.github.strategorules.research.env;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The batched environment's example in docs/research.md, compiled and run; the doc must show this
 * very code.
 */
class DocumentedEnvExampleTest {

  @Test
  void theDocumentedExampleRunsAsWritten() throws Exception {
    // --- docs/research.md, "Batched environments" ---
    VectorEnv env = VectorEnv.builder(Games.parse("classic")).games(64).seed(7).build();
    EnvBuffers io = EnvBuffers.allocateDirect(env.shape(), true, true); // observations and masks
    env.reset(io);
    int maxLegal = env.shape().maxLegal();
    SplittableRandom random = new SplittableRandom(1);
    for (int t = 0; t < 1_000; t++) {
      for (int g = 0; g < 64; g++) { // a random legal action per game
        int n = io.legalCounts().get(g);
        io.actions().put(g, io.legalIds().get(g * maxLegal + random.nextInt(n)));
      }
      env.step(); // all 64 games, one call
    }
    float redReward = io.rewards().get(0); // game 0, seat 0 (RED)
    boolean ended = io.terminated().get(0) == 1 || io.truncated().get(0) == 1;
    GameState game0 = env.state(0); // game 0 as an immutable state
    // --- end ---
    assertThat(redReward).isBetween(-1f, 1f);
    assertThat(ended || redReward == 0f).isTrue();
    assertThat(game0.game().spec()).isEqualTo("classic");
    String doc = Files.readString(Path.of("..", "docs", "research.md"));
    String src =
        Files.readString(
            Path.of(
                "src",
                "test",
                "java",
                "io",
                "github",
                "strategorules",
                "research",
                "env",
                "DocumentedEnvExampleTest.java"));
    String block =
        src.substring(
            src.indexOf("// --- docs/research.md, \"Batched environments\" ---\n"),
            src.indexOf("    // --- end ---"));
    block = block.substring(block.indexOf('\n') + 1).replaceAll("(?m)^    ", "");
    assertThat(doc).contains(block);
  }
}
