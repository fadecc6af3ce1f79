package io.github.strategorules.research.classic;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicGame;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Match;
import io.github.strategorules.research.Transcript;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Issue 37 item 4: {@link SearchBot}, now a configuration of the one determinized search, decides
 * exactly as it did when it had a search of its own ({@link LegacySearchBot}), setup included, and
 * draws as many numbers from the random source, so seeded games replay as they did.
 */
class SearchBotPinnedTest {

  /** Asks both bots with the same draws, checks they agree, plays the new one's decision. */
  static final class Twin implements Bot {
    final Bot now;
    final Bot before;
    int compared;
    int searched;

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
      assertThat(a.nextLong()).as("draws of decision %d", compared).isEqualTo(b.nextLong());
      compared++;
      if (transcript.view().phase() == Phase.PLAY && legal.size() > 1) {
        searched++;
      }
      return mine;
    }
  }

  @Test
  void theSearchBotDecidesAsItsOwnSearchDid() {
    for (String spec : List.of("classic(ply_limit=200)", "classic(ply_limit=150,silent_defence)")) {
      for (long seed = 1; seed <= 2; seed++) {
        Twin search = new Twin(new SearchBot(2, 8, 2), new LegacySearchBot(2, 8, 2));
        Twin heuristic = new Twin(new SearchBot(3, 4, 0), new LegacySearchBot(3, 4, 0));
        Match.play(
            ClassicGame.of(Ruleset.parse(spec)),
            seed == 1 ? List.of(search, heuristic) : List.of(heuristic, search),
            seed);
        assertThat(search.searched).as(spec).isGreaterThan(40);
        assertThat(heuristic.searched).as(spec).isGreaterThan(40);
      }
    }
  }

  @Test
  void withTheDefaultBudgetToo() {
    Twin search = new Twin(new SearchBot(), new LegacySearchBot());
    Match.play(
        ClassicGame.of(Ruleset.parse("classic(ply_limit=40)")),
        List.of(search, new HeuristicBot()),
        5);
    assertThat(search.searched).isGreaterThanOrEqualTo(15);
  }
}
