package io.github.strategorules.research.lostisland;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandGame;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.DeterminizedSearchBot;
import io.github.strategorules.research.Match;
import io.github.strategorules.research.MatchResult;
import io.github.strategorules.research.Transcript;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * Issue 53 moved Lost Island's {@code heuristic} and {@code search} bots onto the rules kernel;
 * with the same seed they play the same games as before, decision by decision, in every seat of 2
 * to 4 player games with generated LI-12 toggles: at each decision the bot of now and the
 * view-based bot it replaced ({@link ViewHeuristicOracle}, {@link ViewEvaluationOracle}: the
 * scores, the leaf value and, here, the heuristic's choice of before word for word) are asked with
 * copies of one random source, and must choose the same action and leave their sources at the same
 * draw. {@link HeuristicScoresTest} holds the scores to the bit; this holds whole games.
 */
class IslandBotsDecideAsBeforeTest {

  /** The heuristic bot before issue 53: the best view-based score, ties at random. */
  static final class ViewHeuristicBot implements Bot {
    @Override
    public String name() {
      return "heuristic";
    }

    @Override
    public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
      List<Action> decisions = new ArrayList<>(GameState.decisionsAmong(legal));
      double[] scores = ViewHeuristicOracle.scores(IslandResearch.view(transcript), decisions);
      @Nullable Action best = null;
      double bestScore = Double.NEGATIVE_INFINITY;
      int ties = 0;
      for (int i = 0; i < decisions.size(); i++) {
        double s = scores[i];
        if (s > bestScore + 1e-9) {
          best = decisions.get(i);
          bestScore = s;
          ties = 1;
        } else if (Math.abs(s - bestScore) <= 1e-9 && random.nextInt(++ties) == 0) {
          best = decisions.get(i);
        }
      }
      assertThat(best).isNotNull();
      return best;
    }
  }

  /**
   * A bot that asks both bots with copies of its source, checks they agree, and plays their choice;
   * counts the decisions compared.
   */
  static final class Twin implements Bot {
    final Bot now;
    final Bot before;
    int compared;

    Twin(Bot now, Bot before) {
      this.now = now;
      this.before = before;
    }

    @Override
    public String name() {
      return now.name();
    }

    @Override
    public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
      long seed = random.nextLong();
      SplittableRandom a = new SplittableRandom(seed);
      SplittableRandom b = new SplittableRandom(seed);
      Action mine = now.choose(transcript, legal, a);
      assertThat(mine).as("decision %d", compared).isEqualTo(before.choose(transcript, legal, b));
      assertThat(a.nextLong()).as("the draws of decision %d", compared).isEqualTo(b.nextLong());
      compared++;
      return mine;
    }
  }

  /** Plays a match of twins in every seat; returns the decisions compared. */
  private static int match(String spec, Bot now, Bot before, long seed, int maxActions) {
    IslandGame game = IslandGame.of(IslandConfig.parse(spec));
    List<Twin> twins = new ArrayList<>();
    for (int i = 0; i < game.seats().size(); i++) {
      twins.add(new Twin(now, before));
    }
    MatchResult result = Match.play(game, twins, seed, maxActions);
    assertThat(result).isNotNull();
    return twins.stream().mapToInt(t -> t.compared).sum();
  }

  @Test
  void theHeuristicBotPlaysTheGamesItPlayedBefore() {
    int compared = 0;
    long seed = 0;
    for (String spec :
        List.of(
            "lost-island(players=2)",
            "lost-island(players=3,secret_fights,removed_face_down,storms_vanish)",
            "lost-island(players=4,custom_setup,alternating,extra_loot,power_ups_anytime)",
            "lost-island(players=4,storms_when_shrinking,secret_fights,power_ups_anytime)")) {
      for (int i = 0; i < 3; i++) {
        compared += match(spec, new HeuristicIslandBot(), new ViewHeuristicBot(), seed++, 2_000);
      }
    }
    assertThat(compared).isGreaterThan(1_000);
  }

  @Test
  void theSearchBotDecidesAsBeforeInFourPlayerGamesWithToggles() {
    Bot before =
        new DeterminizedSearchBot(
            "search",
            ViewHeuristicOracle::scores,
            (start, leaf, seat) -> ViewEvaluationOracle.value(leaf, seat),
            IslandResearch.SEARCH_SAMPLES,
            IslandResearch.SEARCH_CANDIDATES,
            IslandResearch.SEARCH_DEPTH);
    int compared =
        match(
            "lost-island(players=4,secret_fights,removed_face_down,power_ups_anytime)",
            IslandResearch.search(),
            before,
            5,
            90);
    assertThat(compared).isGreaterThan(45); // setups included; a game may end before 90
  }
}
