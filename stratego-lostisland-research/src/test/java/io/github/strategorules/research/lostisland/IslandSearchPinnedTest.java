package io.github.strategorules.research.lostisland;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.DeterminizedSearchBot;
import io.github.strategorules.research.Match;
import io.github.strategorules.research.Transcript;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Lost Island's {@code search} bot decides exactly as it did, with as many draws from the random
 * source: as the game-neutral {@link DeterminizedSearchBot} configured with the heuristic bot and
 * the leaf value computed from views (issue 53 moved it onto the rules kernel; {@link
 * ViewHeuristicOracle}, {@link ViewEvaluationOracle} are the view-based code it replaced), and as
 * that search did before it took in the classic search's settings (issue 37 item 4, {@link
 * LegacyDeterminizedSearchBot}). Seen failing when the playouts' sight was filled with the acting
 * seat's view of another seat's values (every explorer's value known).
 */
class IslandSearchPinnedTest {

  @Test
  void theSearchBotDecidesAsBefore() {
    for (String spec : List.of("lost-island(players=2)", "lost-island(players=3)")) {
      int[] compared = {0};
      Bot legacy =
          new LegacyDeterminizedSearchBot(
              "search",
              ViewHeuristicOracle::scores,
              ViewEvaluationOracle::value,
              IslandResearch.SEARCH_SAMPLES,
              IslandResearch.SEARCH_CANDIDATES,
              IslandResearch.SEARCH_DEPTH);
      Bot before =
          new DeterminizedSearchBot(
              "search",
              ViewHeuristicOracle::scores,
              (start, leaf, seat) -> ViewEvaluationOracle.value(leaf, seat),
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
              SplittableRandom c = new SplittableRandom(seed);
              Action mine = now.choose(transcript, legal, a);
              assertThat(mine).isEqualTo(before.choose(transcript, legal, b));
              assertThat(mine).isEqualTo(legacy.choose(transcript, legal, c));
              long next = a.nextLong();
              assertThat(next).isEqualTo(b.nextLong()).isEqualTo(c.nextLong());
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
