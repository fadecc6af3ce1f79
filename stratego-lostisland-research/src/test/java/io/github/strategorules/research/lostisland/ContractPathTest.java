package io.github.strategorules.research.lostisland;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.core.referee.Verdict;
import io.github.strategorules.research.ActionCodec;
import io.github.strategorules.research.ObservationEncoder;
import io.github.strategorules.research.Research;
import io.github.strategorules.research.Transcripts;
import io.github.strategorules.research.env.EnvBuffers;
import io.github.strategorules.research.env.VectorEnv;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Both paths of {@link VectorEnv} for Lost Island with 2 to 4 seats (LI-*): the contract path (the
 * kit's codec and encoder given, every game through {@code IslandState}) and the fast path (issue
 * 53, every game on an {@code IslandPosition}): each game's seat to act, legal ids, mask and
 * observation are those of a mirror game played through a referee of its own, the observation being
 * the encoder's over the acting seat's own transcript, folded from that referee's updates; rewards
 * and flags follow the outcome.
 */
class ContractPathTest {

  @ParameterizedTest
  @CsvSource({
    "lost-island(players=2), false",
    "lost-island(players=3), false",
    "lost-island(players=4), false",
    "lost-island(players=2), true",
    "lost-island(players=3), true",
    "lost-island(players=4), true"
  })
  void lostIslandStepsAsTheContractWithEachSeatsOwnObservation(String spec, boolean fast) {
    Game game = Games.parse(spec);
    int cap = 60;
    VectorEnv.Builder builder = VectorEnv.builder(game).games(2).seed(5).maxPlies(cap);
    if (!fast) { // the kit's own codec and encoder, given: the contract path
      builder
          .codec(Research.of(game).codec(game))
          .observations(Research.of(game).observations(game));
    }
    VectorEnv env = builder.build();
    assertThat(env.onFastPath()).isEqualTo(fast);
    EnvBuffers io = EnvBuffers.allocate(env.shape(), true, true);
    env.reset(io);
    ActionCodec codec = Research.of(game).codec(game);
    ObservationEncoder encoder = Research.of(game).observations(game);
    List<Seat> seats = game.seats();
    int games = env.shape().games();
    GameState[] mirror = new GameState[games];
    Referee[] referees = new Referee[games];
    Transcripts[] transcripts = new Transcripts[games];
    for (int g = 0; g < games; g++) {
      mirror[g] = env.state(g);
      referees[g] = Referee.builder(mirror[g]).keepSteps().build();
      transcripts[g] = new Transcripts(referees[g]);
    }
    SplittableRandom random = new SplittableRandom(11);
    int[] plies = new int[games];
    int ended = 0;
    for (int t = 0; t < 150; t++) {
      for (int g = 0; g < games; g++) {
        Seat seat = mirror[g].toDecide().get(0);
        assertThat(io.seats().get(g)).isEqualTo(seats.indexOf(seat));
        TreeSet<Integer> expected = new TreeSet<>();
        for (Action a : mirror[g].decisions(seat)) {
          expected.add(codec.encode(a));
        }
        TreeSet<Integer> ids = new TreeSet<>();
        for (int i = 0; i < io.legalCounts().get(g); i++) {
          ids.add(io.legalIds().get(g * env.shape().maxLegal() + i));
        }
        assertThat(ids).isEqualTo(expected);
        for (int id = 0; id < env.shape().actions(); id++) {
          assertThat(io.masks().get(g * env.shape().actions() + id) != 0)
              .isEqualTo(expected.contains(id));
        }
        float[] obs = new float[env.shape().observationSize()];
        io.observations().get(g * obs.length, obs);
        assertThat(obs).containsExactly(encoder.tensor(transcripts[g].of(seat)));
        io.actions()
            .put(g, ids.stream().skip(random.nextInt(ids.size())).findFirst().orElseThrow());
      }
      int[] played = new int[games];
      for (int g = 0; g < games; g++) {
        played[g] = io.actions().get(g);
      }
      env.step();
      for (int g = 0; g < games; g++) {
        Seat seat = mirror[g].toDecide().get(0);
        Action action = codec.decode(played[g], seat);
        Step step = ((Verdict.Applied) referees[g].submit(seat, action)).step();
        transcripts[g].stepped();
        plies[g]++;
        float sum = 0;
        for (int s = 0; s < seats.size(); s++) {
          sum += Math.abs(io.rewards().get(g * seats.size() + s));
        }
        if (step.state().outcome().isPresent()) {
          Outcome o = step.state().outcome().get();
          assertThat(io.terminated().get(g)).isEqualTo((byte) 1);
          for (int s = 0; s < seats.size(); s++) {
            float expect = o.isDraw() ? 0f : o.winners().contains(seats.get(s)) ? 1f : -1f;
            assertThat(io.rewards().get(g * seats.size() + s)).isEqualTo(expect);
          }
        } else {
          assertThat(io.terminated().get(g)).isZero();
          assertThat(sum).isZero();
          assertThat(io.truncated().get(g)).isEqualTo((byte) (plies[g] == cap ? 1 : 0));
        }
        if (io.terminated().get(g) == 1 || io.truncated().get(g) == 1) {
          mirror[g] = env.state(g);
          referees[g] = Referee.builder(mirror[g]).keepSteps().build();
          transcripts[g] = new Transcripts(referees[g]);
          plies[g] = 0;
          ended++;
        } else {
          mirror[g] = step.state();
        }
      }
    }
    assertThat(ended).isPositive();
  }
}
