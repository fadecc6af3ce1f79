package io.github.strategorules.research.lostisland;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.View;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.HiddenStateSampler;
import io.github.strategorules.research.Research;
import io.github.strategorules.research.SamplingException;
import io.github.strategorules.research.Transcript;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * The game-neutral search as it was before issue 37 item 4 made the classic search bot another
 * configuration of it: the oracle that pins Lost Island's {@code search} bot to what it was.
 */
final class LegacyDeterminizedSearchBot implements Bot {
  /** The scale of the random tie-breaking noise added to policy scores. */
  private static final double NOISE = 1e-6;

  private final String name;
  private final Policy policy;
  private final Evaluation evaluation;
  private final int samples;
  private final int candidates;
  private final int depth;

  /** Scores a seat's legal decisions from that seat's view; higher is better. */
  @FunctionalInterface
  public interface Policy {
    /**
     * The scores.
     *
     * @param view the deciding seat's view
     * @param legal its legal decisions
     * @return one score per decision, in their order
     */
    double[] scores(View view, List<Action> legal);
  }

  /**
   * Values a full state for a seat at the end of a playout that has not ended, between -1 (as good
   * as lost) and 1 (as good as won). It reads a sampled world, never the true state.
   */
  @FunctionalInterface
  public interface Evaluation {
    /**
     * The value.
     *
     * @param state a sampled full state in play
     * @param seat the searching seat
     * @return the value, -1 to 1
     */
    double value(GameState state, Seat seat);
  }

  /**
   * A search bot.
   *
   * @param name the bot's name
   * @param policy the prior and playout policy
   * @param evaluation the value of a playout's leaf
   * @param samples full states sampled per decision, at least 1
   * @param candidates decisions searched, at least 1
   * @param depth decisions played in each playout after the candidate, at least 0
   */
  LegacyDeterminizedSearchBot(
      String name, Policy policy, Evaluation evaluation, int samples, int candidates, int depth) {
    if (samples < 1 || candidates < 1 || depth < 0) {
      throw new IllegalArgumentException(
          "samples and candidates must be positive, depth not negative");
    }
    this.name = Objects.requireNonNull(name, "name");
    this.policy = Objects.requireNonNull(policy, "policy");
    this.evaluation = Objects.requireNonNull(evaluation, "evaluation");
    this.samples = samples;
    this.candidates = candidates;
    this.depth = depth;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
    if (legal.size() == 1) {
      return legal.get(0);
    }
    Seat me = transcript.seat();
    Integer[] order = ranked(policy.scores(transcript.view(), legal), random);
    int n = Math.min(candidates, order.length);
    HiddenStateSampler sampler;
    try {
      sampler = Research.of(transcript.game()).sampler(transcript);
    } catch (SamplingException e) {
      return legal.get(order[0]);
    }
    double[] value = new double[n];
    int[] count = new int[n];
    for (int k = 0; k < samples; k++) {
      GameState world;
      try {
        world = sampler.sample(random);
      } catch (SamplingException e) {
        break;
      }
      for (int i = 0; i < n; i++) {
        Action candidate = legal.get(order[i]);
        if (world.check(me, candidate).isPresent()) {
          continue;
        }
        GameState s = playout(world.apply(me, candidate).state(), random);
        value[i] +=
            s.phase() == Phase.OVER
                ? value(s.outcome().orElseThrow(), me)
                : evaluation.value(s, me);
        count[i]++;
      }
    }
    int best = 0;
    double bestValue = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < n; i++) {
      double v = count[i] == 0 ? Double.NEGATIVE_INFINITY : value[i] / count[i];
      if (v > bestValue) { // strictly better: ties keep the policy's order
        bestValue = v;
        best = i;
      }
    }
    return legal.get(order[best]);
  }

  /** Plays {@code depth} decisions, each seat as the policy does from its own view. */
  private GameState playout(GameState start, SplittableRandom random) {
    GameState s = start;
    for (int d = 0; d < depth && s.phase() != Phase.OVER; d++) {
      Seat p = s.toDecide().get(0);
      List<Action> legal = s.decisions(p);
      s = s.apply(p, legal.get(ranked(policy.scores(s.viewFor(p), legal), random)[0])).state();
    }
    return s;
  }

  /** The decisions' indices, best score first, ties broken at random. */
  private static Integer[] ranked(double[] scores, SplittableRandom random) {
    Integer[] order = new Integer[scores.length];
    double[] key = new double[scores.length];
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
      key[i] = scores[i] + random.nextDouble() * NOISE;
    }
    Arrays.sort(order, (x, y) -> Double.compare(key[y], key[x]));
    return order;
  }

  /** +1 for a sole win, 1/k for a win shared by k seats, 0 for a draw, -1 for a loss. */
  private static double value(Outcome o, Seat me) {
    if (o.winners().isEmpty()) {
      return 0;
    }
    return o.winners().contains(me) ? 1.0 / o.winners().size() : -1;
  }
}
