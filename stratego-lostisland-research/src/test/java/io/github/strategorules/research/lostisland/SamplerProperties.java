package io.github.strategorules.research.lostisland;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Seat;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandOption;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.research.Transcript;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.Length;
import io.github.strategorules.testkit.property.Played;
import io.github.strategorules.testkit.property.Property;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Sampled states over generated 2- to 4-player games with generated LI-12 toggles, cut at a random
 * decision, for a random seat: the seat's view of the sample equals its view, the sample's legal
 * actions are the true ones when that seat decides, what the seat saw is kept, and a random playout
 * from the sample runs to an outcome.
 */
class SamplerProperties {
  /** Games of 3 or 4 players with SECRET_FIGHTS and other random toggles, the default supply. */
  private static final Arb<Played<IslandState>> SECRET_FIGHT_GAMES =
      IslandConfigArb.any()
          .players(3, 4)
          .with(IslandOption.SECRET_FIGHTS)
          .games(Length.upTo(ResearchGames.TO_THE_END));

  @Test
  void samples_are_legal_and_consistent_with_the_view() {
    Property.forAll(
        60,
        ResearchGames.GAMES,
        Arb.between(0, 3),
        Arb.between(0, 999),
        Arb.seeds(),
        (game, pick, cut, probe) -> {
          IslandState start = game.start();
          int players = start.config().players();
          ResearchGames.Run g = ResearchGames.of(game);
          int at = cut * (g.states().size() - 1) / 999;
          IslandState truth = g.states().get(at);
          Seat seat = Seat.of(pick % players);
          Transcript t = g.transcript(at, seat);
          IslandSampler sampler = IslandSampler.of(t);
          SplittableRandom r = new SplittableRandom(probe);
          for (int k = 0; k < 2; k++) {
            IslandState sample = sampler.sample(r);
            IslandView view = sample.viewFor(seat);
            assertThat(view).isEqualTo(t.view());
            assertThat(view.toString()).isEqualTo(truth.viewFor(seat).toString());
            assertThat(sample.history()).hasSize(at);
            assertThat(sample.decision()).isEqualTo(truth.decision());
            if (truth.decision().isPresent() && truth.decision().get().seat() == seat) {
              assertThat(sample.legalDecisions()).isEqualTo(truth.legalDecisions());
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
        });
  }

  @Test
  void under_secret_fights_samples_respect_the_results_of_fights_seen_without_values() {
    Property.forAll(
        15,
        SECRET_FIGHT_GAMES,
        Arb.seeds(),
        (game, probe) -> {
          int players = game.start().config().players();
          ResearchGames.Run g = ResearchGames.of(game);
          int last = g.states().size() - 1;
          SplittableRandom r = new SplittableRandom(probe);
          for (int s = 0; s < players; s++) {
            Transcript t = g.transcript(last, Seat.of(s));
            IslandState sample = IslandSampler.of(t).sample(r);
            // the replay gave the seat the same events, SecretFight results included
            assertThat(
                    ResearchGames.replay(IslandState.newGame(sample.config()), sample.history())
                        .transcript(last, Seat.of(s))
                        .entries())
                .isEqualTo(t.entries());
            assertThat(sample.viewFor(Seat.of(s))).isEqualTo(t.view());
          }
        });
  }
}
