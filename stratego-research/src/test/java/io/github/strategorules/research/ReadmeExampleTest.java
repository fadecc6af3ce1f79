package io.github.strategorules.research;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The research examples of README.md and docs/research.md, compiled and run; the texts must show this very code. */
class ReadmeExampleTest {

  @Test
  void theResearchExampleRunsAndIsWhatTheDocsShow() throws Exception {
    // --- docs/research.md (the README shows the first four lines) ---
    Game game = Games.parse("lost-island(players=4)");              // or "classic", "barrage", ...
    List<Bot> bots = Stream.of("search", "heuristic", "random", "random")
        .map(name -> Bots.byName(game, name)).toList();
    MatchResult one = Match.play(game, bots, 7);                      // one seeded game
    ArenaResult many = Arena.run(game, bots, 8, 1, 2, Match.DEFAULT_MAX_ACTIONS, null); // 8 games, seed 1
    GameHistory h = GameHistory.of(one.finalState());                 // learn from a game
    Transcript red = h.transcript(Seat.RED, h.size());                // what RED saw of it
    ResearchKit kit = Research.of(game);
    float[] tensor = kit.observations(game).tensor(red);
    GameState world = kit.sampler(red).sample(new SplittableRandom(1)); // a determinization
    // --- end ---
    assertThat(many.games()).hasSize(8);
    assertThat(many.score(0).value()).isBetween(0.0, 1.0);
    assertThat(red.view()).isEqualTo(one.finalState().viewFor(Seat.RED));
    assertThat(tensor).hasSize(kit.observations(game).size());
    assertThat(world.viewFor(Seat.RED)).isEqualTo(red.view());

    String doc = Files.readString(Path.of("..", "docs", "research.md"));
    assertThat(doc).contains("List<Bot> bots = Stream.of(\"search\", \"heuristic\", \"random\", \"random\")",
        "ArenaResult many = Arena.run(game, bots, 8, 1, 2, Match.DEFAULT_MAX_ACTIONS, null);",
        "Transcript red = h.transcript(Seat.RED, h.size());",
        "GameState world = kit.sampler(red).sample(new SplittableRandom(1));");
    String readme = Files.readString(Path.of("..", "README.md"));
    assertThat(readme).contains("Game game = Games.parse(\"lost-island(players=4)\");",
        "    .map(name -> Bots.byName(game, name)).toList();",
        "ArenaResult r = Arena.run(game, bots, 8, 1, 2, Match.DEFAULT_MAX_ACTIONS, null);");
  }
}
