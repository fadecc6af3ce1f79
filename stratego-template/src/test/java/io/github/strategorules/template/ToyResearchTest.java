package io.github.strategorules.template;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.core.referee.Verdict;
import io.github.strategorules.research.ActionCodec;
import io.github.strategorules.research.Arena;
import io.github.strategorules.research.ArenaResult;
import io.github.strategorules.research.Bots;
import io.github.strategorules.research.Interval;
import io.github.strategorules.research.Match;
import io.github.strategorules.research.ObservationEncoder;
import io.github.strategorules.research.Research;
import io.github.strategorules.research.Transcript;
import io.github.strategorules.research.Transcripts;
import io.github.strategorules.template.research.ToyHeuristicBot;
import io.github.strategorules.template.research.ToyResearch;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The toy game's research kit: found by the game's family, its ids dense and read back, its
 * observations and samples made of what a seat may know only (TOY-2: twin games that differ only in
 * BLUE's hidden value give RED the same observation, information state and samples up to the
 * fight), and its heuristic bot better than random over a fixed-seed arena.
 */
class ToyResearchTest {
  private static final ToyGame GAME = new ToyGame();

  @Test
  void theKitIsFoundByTheGamesFamily() {
    assertThat(Research.of(GAME)).isInstanceOf(ToyResearch.class);
    assertThat(Bots.names(GAME)).containsExactly("random", "heuristic");
    assertThat(Bots.byName(GAME, "heuristic")).isInstanceOf(ToyHeuristicBot.class);
  }

  @Test
  void everyIdReadsBackAndEveryDecisionHasOne() {
    ActionCodec codec = Research.of(GAME).codec(GAME);
    assertThat(codec.numDistinctActions()).isEqualTo(37);
    for (Seat seat : GAME.seats()) {
      for (int id = 0; id < codec.numDistinctActions(); id++) {
        assertThat(codec.encode(codec.decode(id, seat))).isEqualTo(id);
      }
    }
    SplittableRandom random = new SplittableRandom(1);
    Set<Integer> seen = new HashSet<>();
    for (int game = 0; game < 30; game++) {
      GameState s = GAME.newGame(game);
      while (s.outcome().isEmpty()) {
        Seat seat = s.toDecide().get(0);
        List<Action> decisions = s.decisions(seat);
        Set<Integer> ids = new HashSet<>();
        for (Action a : decisions) {
          ids.add(codec.encode(a));
        }
        assertThat(ids).hasSameSizeAs(decisions);
        seen.addAll(ids);
        s = s.apply(seat, decisions.get(random.nextInt(decisions.size()))).state();
      }
    }
    assertThat(seen).hasSizeGreaterThan(20);
  }

  /**
   * RED's transcripts of a game where RED hides 2 and BLUE the given value, walks at random: played
   * through a referee, RED's transcript folded from its updates.
   */
  private static List<Transcript> redTranscripts(int blueValue, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Referee referee = Referee.builder(GAME.newGame(0)).keepSteps().build();
    Transcripts transcripts = new Transcripts(referee);
    List<Transcript> out = new java.util.ArrayList<>();
    for (Action a :
        List.<Action>of(
            new ToyAction.Hide(Seat.RED, 2), new ToyAction.Hide(Seat.BLUE, blueValue))) {
      referee.submit(a.seat(), a);
      transcripts.stepped();
    }
    while (referee.state().outcome().isEmpty()) {
      out.add(transcripts.of(Seat.RED));
      GameState s = referee.state();
      Seat seat = s.toDecide().get(0);
      List<Action> decisions = s.decisions(seat);
      Action a = decisions.get(random.nextInt(decisions.size()));
      Step step = ((Verdict.Applied) referee.submit(seat, a)).step();
      if (step.publicEvents().stream().anyMatch(ToyEvent.Fought.class::isInstance)) {
        break; // the fight shows both values: the twins part here
      }
      transcripts.stepped();
    }
    return out;
  }

  @Test
  void redsObservationAndSamplesHoldNothingOfBluesValue() {
    ObservationEncoder encoder = Research.of(GAME).observations(GAME);
    int compared = 0;
    for (long seed = 1; seed <= 20; seed++) {
      List<Transcript> one = redTranscripts(1, seed);
      List<Transcript> three = redTranscripts(3, seed);
      assertThat(three).hasSameSizeAs(one);
      for (int i = 0; i < one.size(); i++) {
        Transcript a = one.get(i);
        Transcript b = three.get(i);
        assertThat(encoder.tensor(b)).isEqualTo(encoder.tensor(a));
        assertThat(encoder.infoState(b)).isEqualTo(encoder.infoState(a));
        GameState sa = Research.of(GAME).sampler(a).sample(new SplittableRandom(seed));
        GameState sb = Research.of(GAME).sampler(b).sample(new SplittableRandom(seed));
        assertThat(sb.record()).isEqualTo(sa.record());
        assertThat(sa.viewFor(Seat.RED)).isEqualTo(a.view());
        compared++;
      }
      // RED's own value is in its observation: 2, at 36 + 1
      assertThat(encoder.tensor(one.get(0))[37]).isEqualTo(1f);
    }
    assertThat(compared).isGreaterThan(50);
  }

  /**
   * The heuristic bot against random, 400 games of a fixed seed, the bots taking turns at the
   * seats: it scores clearly above one half (docs/new-game.md gives the measure).
   */
  @Test
  void theHeuristicBotBeatsRandomClearly() throws InterruptedException {
    ArenaResult r =
        Arena.run(
            GAME,
            List.of(Bots.byName(GAME, "heuristic"), Bots.byName(GAME, "random")),
            400,
            1,
            1,
            Match.DEFAULT_MAX_ACTIONS,
            null);
    Interval score = r.score(0);
    assertThat(score.low()).as("the heuristic bot's score: " + score).isGreaterThan(0.7);
    assertThat(r.losses(0)).isLessThan(r.wins(0) / 10);
  }
}
