package io.github.strategorules.lostisland.research;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandOption;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.core.game.Seat;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Sampled states over random 2- to 4-player games with random LI-12 toggles, cut at a random
 * decision, for a random seat: the seat's view of the sample equals its view, the sample's
 * legal actions are the true ones when that seat decides, what the seat saw is kept, and a random
 * playout from the sample runs to an outcome.
 */
class SamplerProperties {

  @Property(tries = 60)
  void samples_are_legal_and_consistent_with_the_view(@ForAll @IntRange(min = 2, max = 4) int players,
      @ForAll long seed, @ForAll @IntRange(min = 0, max = 3) int pick, @ForAll @IntRange(min = 0, max = 999) int cut) {
    IslandState start = IslandState.newGame(ResearchGames.randomConfig(players, seed));
    ResearchGames.Run g = ResearchGames.play(start, new SplittableRandom(seed), 100_000);
    int at = cut * (g.states().size() - 1) / 999;
    IslandState truth = g.states().get(at);
    Seat seat = Seat.of(pick % players);
    IslandTranscript t = g.transcript(at, seat);
    IslandSampler sampler = IslandSampler.of(t);
    SplittableRandom r = new SplittableRandom(seed + 1);
    for (int k = 0; k < 2; k++) {
      IslandState sample = sampler.sample(r);
      IslandView view = sample.viewFor(seat);
      assertThat(view).isEqualTo(t.view());
      assertThat(view.toString()).isEqualTo(truth.viewFor(seat).toString());
      assertThat(sample.history()).hasSize(at);
      assertThat(sample.decision()).isEqualTo(truth.decision());
      if (truth.decision().isPresent() && truth.decision().get().seat() == seat) {
        assertThat(sample.legalActions()).isEqualTo(truth.legalActions());
      }
      assertThat(sample.config().players()).isEqualTo(players);
      assertThat(sample.config().options()).isEqualTo(start.config().options());
      IslandState s = sample;
      for (int i = 0; i < 100_000 && s.outcome().isEmpty(); i++) {
        List<IslandAction> legal = s.legalDecisions();
        assertThat(legal).isNotEmpty();
        s = s.apply(legal.get(r.nextInt(legal.size()))).state();
      }
      assertThat(s.outcome()).isPresent();
    }
  }

  @Property(tries = 15)
  void under_secret_fights_samples_respect_the_results_of_fights_seen_without_values(
      @ForAll @IntRange(min = 3, max = 4) int players, @ForAll long seed) {
    IslandConfig config = ResearchGames.randomConfig(players, seed).toBuilder()
        .option(IslandOption.SECRET_FIGHTS).build();
    ResearchGames.Run g = ResearchGames.play(IslandState.newGame(config), new SplittableRandom(seed), 100_000);
    int last = g.states().size() - 1;
    SplittableRandom r = new SplittableRandom(seed);
    for (int s = 0; s < players; s++) {
      IslandTranscript t = g.transcript(last, Seat.of(s));
      IslandState sample = IslandSampler.of(t).sample(r);
      // the replay gave the seat the same events, SecretFight results included
      assertThat(ResearchGames.replay(IslandState.newGame(sample.config()), sample.history()).transcript(last,
          Seat.of(s)).entries()).isEqualTo(t.entries());
      assertThat(sample.viewFor(Seat.of(s))).isEqualTo(t.view());
    }
  }
}
