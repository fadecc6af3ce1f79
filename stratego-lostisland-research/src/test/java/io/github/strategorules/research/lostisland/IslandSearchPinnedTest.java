package io.github.strategorules.research.lostisland;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Match;
import io.github.strategorules.research.Transcript;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Issue 37 item 4: Lost Island's {@code search} bot decides exactly as it did before the
 * determinized search took in the classic search's settings ({@link LegacyDeterminizedSearchBot}),
 * with as many draws from the random source.
 */
class IslandSearchPinnedTest {

  @Test
  void theSearchBotDecidesAsBefore() {
    for (String spec : List.of("lost-island(players=2)", "lost-island(players=3)")) {
      int[] compared = {0};
      Bot before =
          new LegacyDeterminizedSearchBot(
              "search",
              new HeuristicIslandBot()::scores,
              IslandEvaluation::value,
              IslandResearch.SEARCH_SAMPLES,
              IslandResearch.SEARCH_CANDIDATES,
              IslandResearch.SEARCH_DEPTH);
      Bot now = IslandResearch.search();
      Bot twin =
          new Bot() {
            @Override
            public String name() {
              return "search";
            }

            @Override
            public Action choose(
                Transcript transcript, List<Action> legal, SplittableRandom random) {
              long seed = random.nextLong();
              SplittableRandom a = new SplittableRandom(seed);
              SplittableRandom b = new SplittableRandom(seed);
              Action mine = now.choose(transcript, legal, a);
              assertThat(mine).isEqualTo(before.choose(transcript, legal, b));
              assertThat(a.nextLong()).isEqualTo(b.nextLong());
              compared[0]++;
              return mine;
            }
          };
      var game = Games.parse(spec);
      List<Bot> bots = new ArrayList<>();
      for (int i = 0; i < game.seats().size(); i++) {
        bots.add(i == 0 ? twin : new HeuristicIslandBot());
      }
      Match.play(game, bots, 3, 160);
      assertThat(compared[0]).as(spec).isGreaterThan(20);
    }
  }
}
