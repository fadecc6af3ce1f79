package io.github.strategorules.research.classic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.research.Transcripts;
import io.github.strategorules.research.env.EnvBuffers;
import io.github.strategorules.research.env.VectorEnv;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Issue 51: the Java policy bot computes what the Python trainer computed. The parity fixture
 * (written by {@code python/tests/policy_fixture.py}: a tiny random network in the weights file
 * format, positions recorded from the batched environment and the network's probabilities of their
 * legal ids) agrees to 1e-5; and the bot's own observation and ids, made from its seat's transcript
 * alone, are the environment's, step for step, for both seats.
 */
class PolicyParityTest {
  private static final Game BARRAGE = Games.parse("barrage");

  static byte[] resource(String name) throws IOException {
    try (InputStream in = PolicyParityTest.class.getResourceAsStream(name)) {
      assertThat(in).as(name).isNotNull();
      return in.readAllBytes();
    }
  }

  @Test
  void javaProbabilitiesAgreeWithThePythonFixtureTo1e5() throws IOException {
    PolicyNetwork net =
        PolicyNetwork.read(resource("policy-parity.bin"), "policy-parity.bin", BARRAGE, false);
    assertThat(net.gameSpec()).isEqualTo("barrage");
    int cases = 0;
    try (InputStream in = PolicyParityTest.class.getResourceAsStream("policy-parity.txt");
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        if (line.startsWith("#") || line.isBlank()) {
          continue;
        }
        String[] f = line.split("\t");
        float[] obs = new float[Integer.parseInt(f[0])];
        for (String item : f[1].split(",")) {
          String[] kv = item.split(":");
          obs[Integer.parseInt(kv[0])] = Float.parseFloat(kv[1]);
        }
        int[] ids = Arrays.stream(f[2].split(",")).mapToInt(Integer::parseInt).toArray();
        double[] expected =
            Arrays.stream(f[3].split(",")).mapToDouble(Double::parseDouble).toArray();
        double[] p = net.probabilities(obs, ids);
        for (int i = 0; i < ids.length; i++) {
          assertThat(p[i]).as("case %d, id %d", cases, ids[i]).isCloseTo(expected[i], within(1e-5));
        }
        cases++;
      }
    }
    assertThat(cases).isGreaterThanOrEqualTo(10);
  }

  @Test
  void theBotsObservationAndIdsAreTheEnvironmentsInTheSeatFrame() throws IOException {
    PolicyBot bot =
        PolicyBot.over(
            "fixture",
            PolicyNetwork.read(resource("policy-parity.bin"), "fixture", BARRAGE, false),
            BARRAGE);
    VectorEnv env = VectorEnv.builder(BARRAGE).games(1).seed(3).seatFrame(true).build();
    EnvBuffers io = EnvBuffers.allocate(env.shape(), true, true);
    SplittableRandom random = new SplittableRandom(5);
    int checked = 0;
    for (int episode = 0; episode < 3; episode++) {
      env.reset(io);
      GameState start = env.state(0);
      Referee referee = Referee.builder(start).keepSteps().build();
      Transcripts transcripts = new Transcripts(referee);
      for (int ply = 0; ply < 150 && referee.state().outcome().isEmpty(); ply++) {
        Seat seat = BARRAGE.seats().get(io.seats().get(0));
        List<Action> legal = referee.state().decisions(seat);
        float[] envObs = new float[env.shape().observationSize()];
        io.observations().get(0, envObs);
        assertThat(bot.observation(transcripts.of(seat))).isEqualTo(envObs);
        int[] ids = bot.ids(seat, legal);
        int n = io.legalCounts().get(0);
        int[] envIds = new int[n];
        for (int i = 0; i < n; i++) {
          envIds[i] = io.legalIds().get(i);
        }
        assertThat(sorted(ids)).isEqualTo(sorted(envIds));
        int pick = random.nextInt(legal.size());
        io.actions().put(0, ids[pick]);
        env.step();
        referee.submit(seat, legal.get(pick));
        transcripts.stepped();
        checked++;
      }
    }
    assertThat(checked).isGreaterThan(100);
  }

  private static int[] sorted(int[] a) {
    int[] b = a.clone();
    Arrays.sort(b);
    return b;
  }
}
