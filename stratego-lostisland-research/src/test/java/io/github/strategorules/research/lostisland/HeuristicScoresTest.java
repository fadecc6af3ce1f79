package io.github.strategorules.research.lostisland;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.lostisland.kernel.IslandPosition;
import io.github.strategorules.lostisland.kernel.KernelActions;
import io.github.strategorules.research.Transcript;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.Property;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Issue 53 moved the heuristic bot, the search's leaf value and the search's worlds onto the rules
 * kernel; over generated 2- to 4-player games with generated LI-12 toggles they compute exactly
 * what they did from views and immutable states: the heuristic's score of every decision of every
 * state, from the deciding seat's view and from the position and that seat ({@link IslandSight}),
 * equals the score of the view-based code it replaced ({@link ViewHeuristicOracle}) to the last
 * bit; {@link IslandEvaluation} of every state's position equals the view-based value ({@link
 * ViewEvaluationOracle}) for every seat; and {@link IslandSampler#samplePosition} draws the world
 * {@link IslandSampler#sample} draws, leaving the random source where it does.
 */
class HeuristicScoresTest {

  @Test
  void theScoresAndTheLeafValuesAreTheViewBasedOnes() {
    Property.forAll(
        40,
        ResearchGames.GAMES,
        game -> {
          IslandSight fromPosition = new IslandSight();
          for (IslandState s : game.states()) {
            if (s.outcome().isPresent()) {
              break;
            }
            Seat seat = s.decision().orElseThrow().seat();
            IslandView view = s.viewFor(seat);
            List<Action> legal = new ArrayList<>(s.legalDecisions());
            double[] before = ViewHeuristicOracle.scores(view, legal);
            assertThat(new HeuristicIslandBot().scores(view, legal)).isEqualTo(before);
            IslandPosition p = IslandPosition.of(s);
            fromPosition.fill(p, seat.index());
            for (int i = 0; i < legal.size(); i++) {
              int code = KernelActions.of((IslandAction) legal.get(i));
              assertThat(HeuristicIslandBot.score(fromPosition, code))
                  .as("%s from the position", legal.get(i))
                  .isEqualTo(before[i]);
            }
            for (Seat other : s.game().seats()) {
              assertThat(IslandEvaluation.value(p, other.index()))
                  .as("the leaf value for %s", other)
                  .isEqualTo(ViewEvaluationOracle.value(s, other));
            }
          }
        });
  }

  @Test
  void samplePositionDrawsTheWorldSampleDraws() {
    Property.forAll(
        30,
        ResearchGames.GAMES,
        Arb.between(0, 999),
        Arb.seeds(),
        (game, cut, probe) -> {
          ResearchGames.Run g = ResearchGames.of(game);
          int at = cut * (g.states().size() - 1) / 999;
          for (Seat seat : game.start().game().seats()) {
            Transcript t = g.transcript(at, seat);
            IslandSampler sampler = IslandSampler.of(t);
            SplittableRandom a = new SplittableRandom(probe);
            SplittableRandom b = new SplittableRandom(probe);
            IslandState state = sampler.sample(a);
            IslandPosition position = sampler.samplePosition(b);
            assertThat(position.refereeView()).isEqualTo(state.refereeView());
            assertThat(position.config()).isEqualTo(state.config());
            IslandPosition own = IslandPosition.of(state);
            assertThat(position.actionsUsed()).isEqualTo(own.actionsUsed());
            assertThat(position.reinforcedThisTurn()).isEqualTo(own.reinforcedThisTurn());
            assertThat(position.boughtReinforcementThisTurn())
                .isEqualTo(own.boughtReinforcementThisTurn());
            for (Seat s : game.start().game().seats()) {
              assertThat(position.viewFor(s)).isEqualTo(state.viewFor(s));
            }
            assertThat(b.nextLong()).isEqualTo(a.nextLong());
          }
        });
  }
}
