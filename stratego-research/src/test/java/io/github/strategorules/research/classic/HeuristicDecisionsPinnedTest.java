package io.github.strategorules.research.classic;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicGame;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.SensibleSetups;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.kernel.Status;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Bots;
import io.github.strategorules.research.Match;
import io.github.strategorules.research.env.EnvBuffers;
import io.github.strategorules.research.env.VectorEnv;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Properties;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The heuristic bot decides as it did before its scoring was made cheaper (issue 50): the same
 * moves from the same positions and draws, on the kernel (the playouts of the reference bot, the
 * environment's fast opponent), through its Bot API in matches, and inside a {@code VectorEnv}'s
 * step. Two checks: {@link KernelPolicyOracle}, the policy as it was, gives the same scores bit for
 * bit in every position of seeded self-play under several rulesets (with and without a game's
 * {@link KernelPolicy.Memo}, the policy moving from game to game); and digests of whole seeded
 * games on the three paths equal the ones recorded from the code before the change ({@code
 * heuristic-decisions.properties}). Changing a weight of the heuristic fails both.
 */
class HeuristicDecisionsPinnedTest {
  private static final List<String> SPECS =
      List.of(
          "classic",
          "barrage",
          "quick_battle",
          "classic(silent_defence)",
          "classic(open)",
          "duel",
          "ultimate_lightning");

  /** Games played side by side on one policy, so that it moves from game to game as it decides. */
  private static final int TOGETHER = 3;

  @Test
  void thePolicyScoresAsTheOracleBitForBitAndPlaysTheRecordedGames() {
    Properties golden = golden();
    int positions = 0;
    for (String spec : SPECS) {
      Ruleset r = Ruleset.parse(spec);
      KernelPolicy policy = new KernelPolicy(r, HeuristicBot.FLAG_BONUS);
      KernelPolicyOracle oracle = new KernelPolicyOracle(r, HeuristicBot.FLAG_BONUS);
      Digest digest = new Digest();
      for (long seed = 1; seed <= 6; seed++) {
        Position[] games = new Position[TOGETHER];
        SplittableRandom[] draws = new SplittableRandom[TOGETHER];
        for (int g = 0; g < TOGETHER; g++) {
          long s = seed * 10 + g;
          games[g] =
              ClassicState.start(
                      r,
                      SensibleSetups.generate(r, Seat.RED, s),
                      SensibleSetups.generate(r, Seat.BLUE, s + 100))
                  .toPosition();
          draws[g] = new SplittableRandom(s);
        }
        int[] moves = new int[games[0].maxMoves()];
        boolean[] over = new boolean[TOGETHER];
        KernelPolicy.Memo[][] memos = new KernelPolicy.Memo[TOGETHER][2];
        for (int g = 0; g < TOGETHER; g++) {
          memos[g][0] = new KernelPolicy.Memo(); // as a VectorEnv's games keep theirs, one a seat
          memos[g][1] = new KernelPolicy.Memo();
        }
        for (int ply = 0; ply < 700; ply++) {
          for (int g = 0; g < TOGETHER; g++) {
            if (over[g]) {
              continue;
            }
            Position p = games[g];
            int n = p.generate(moves);
            if (p.statusAfterGenerate(n) != Status.ONGOING) {
              over[g] = true;
              continue;
            }
            double[] expected = oracle.score(p, moves, n).clone();
            double[] actual = policy.score(p, moves, n);
            for (int i = 0; i < n; i++) {
              assertThat(Double.doubleToRawLongBits(actual[i]))
                  .as("%s, seed %d, game %d, ply %d, move %d", spec, seed, g, ply, i)
                  .isEqualTo(Double.doubleToRawLongBits(expected[i]));
            }
            positions++;
            SplittableRandom random = draws[g];
            int pick;
            if (random.nextInt(5) == 0) { // a random move now and then: positions off its path
              pick = random.nextInt(n);
            } else {
              long ties = random.nextLong();
              pick =
                  policy.choose(
                      p, moves, n, new SplittableRandom(ties), memos[g][p.toMove()], (int) seed);
              assertThat(pick).isEqualTo(oracle.choose(p, moves, n, new SplittableRandom(ties)));
            }
            digest.add(moves[pick]);
            p.make(moves[pick]);
          }
        }
      }
      check(golden, "kernel." + spec, digest);
    }
    assertThat(positions).isGreaterThan(20_000);
  }

  /**
   * A game's memo serves its next decision only within one episode: a reset (a new episode number)
   * reads the new position, even at a later ply with no battle in between.
   */
  @Test
  void aMemoIsReadAgainInANewEpisode() {
    Ruleset r = Ruleset.classic();
    KernelPolicy policy = new KernelPolicy(r, HeuristicBot.FLAG_BONUS);
    KernelPolicyOracle oracle = new KernelPolicyOracle(r, HeuristicBot.FLAG_BONUS);
    Position[] two = new Position[2];
    for (int g = 0; g < 2; g++) {
      ClassicState end = HeuristicWalk.walk(r, 30 + g, 120, s -> {});
      two[g] = end.toPosition();
      two[g].setClock(0, 200 + 2 * g, 50); // the second two plies later, no battle between
    }
    int[] first = new int[two[0].maxMoves()];
    int[] moves = new int[two[1].maxMoves()];
    int m = two[0].generate(first);
    int n = two[1].generate(moves);
    double[] expected = oracle.score(two[1], moves, n).clone();
    KernelPolicy.Memo memo = new KernelPolicy.Memo();
    policy.score(two[0], first, m, memo, 1);
    double[] fresh = policy.score(two[1], moves, n, memo, 2).clone();
    for (int i = 0; i < n; i++) {
      assertThat(Double.doubleToRawLongBits(fresh[i]))
          .isEqualTo(Double.doubleToRawLongBits(expected[i]));
    }
    // The same episode number would have kept the first game's composition and flags.
    KernelPolicy.Memo stale = new KernelPolicy.Memo();
    policy.score(two[0], first, m, stale, 1);
    double[] kept = policy.score(two[1], moves, n, stale, 1).clone();
    assertThat(java.util.Arrays.copyOf(kept, n)).isNotEqualTo(java.util.Arrays.copyOf(expected, n));
  }

  @Test
  void theBotPlaysTheRecordedMatches() {
    Properties golden = golden();
    for (String spec : List.of("classic(ply_limit=400)", "barrage(ply_limit=400)")) {
      Game game = ClassicGame.of(Ruleset.parse(spec));
      Digest digest = new Digest();
      for (long seed = 1; seed <= 3; seed++) {
        Bot red = Bots.byName(game, "heuristic");
        Bot blue = Bots.byName(game, seed == 3 ? "random" : "heuristic");
        ClassicState end = (ClassicState) Match.play(game, List.of(red, blue), seed).finalState();
        end.history().forEach(a -> digest.add(a.toString().hashCode()));
      }
      check(golden, "match." + spec, digest);
    }
  }

  @Test
  void theEnvironmentsOpponentPlaysTheRecordedSteps() {
    Properties golden = golden();
    for (String spec : List.of("classic", "barrage")) {
      VectorEnv env =
          VectorEnv.builder(Games.parse(spec))
              .games(24)
              .seed(3)
              .maxPlies(400)
              .learners(0, 1, 0, 0, 1, 1, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 1, 0, 1, 0, 0, 1, 0)
              .opponents("heuristic")
              .build();
      EnvBuffers io = EnvBuffers.allocateDirect(env.shape(), false, true);
      env.reset(io);
      SplittableRandom random = new SplittableRandom(11);
      Digest digest = new Digest();
      int max = env.shape().maxLegal();
      for (int step = 0; step < 600; step++) {
        for (int g = 0; g < 24; g++) {
          int n = io.legalCounts().get(g);
          digest.add(n);
          digest.add(io.legalIds().get(g * max + (n - 1)));
          digest.add(Float.floatToIntBits(io.learnerRewards().get(g)));
          digest.add(io.lengths().get(g));
          io.actions().put(g, io.legalIds().get(g * max + random.nextInt(n)));
        }
        env.step();
      }
      env.close();
      check(golden, "env." + spec, digest);
    }
  }

  /** Compares a digest with the recorded one (the message gives the line to record). */
  private static void check(Properties golden, String key, Digest digest) {
    String line = key.replace("=", "\\=") + "=" + digest.hex();
    if (Boolean.getBoolean("recordHeuristic")) {
      System.out.println("RECORD " + line); // -DrecordHeuristic=true: the lines to record
    } else {
      assertThat(line)
          .as("the recorded digest of %s", key)
          .isEqualTo(key.replace("=", "\\=") + "=" + golden.get(key));
    }
  }

  private static Properties golden() {
    Properties p = new Properties();
    try (InputStream in =
        HeuristicDecisionsPinnedTest.class.getResourceAsStream("heuristic-decisions.properties")) {
      if (in != null) {
        p.load(new java.io.InputStreamReader(in, StandardCharsets.UTF_8));
      }
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    return p;
  }

  /** An order-sensitive 64-bit digest of ints. */
  private static final class Digest {
    private long h = 0xcbf29ce484222325L;

    void add(int v) {
      h = (h ^ v) * 0x100000001b3L;
      h ^= h >>> 29;
    }

    String hex() {
      return Long.toHexString(h);
    }
  }
}
