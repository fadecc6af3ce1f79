package io.github.strategorules.research.lostisland;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.kernel.IslandPosition;
import io.github.strategorules.lostisland.kernel.KernelActions;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.DeterminizedSearchBot;
import io.github.strategorules.research.SamplingException;
import io.github.strategorules.research.Transcript;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;

/**
 * Lost Island's {@code search} bot: the library's determinized search ({@link
 * DeterminizedSearchBot}, whose every step and every draw from the random source it repeats, so it
 * decides exactly as that search configured with the heuristic bot and {@link IslandEvaluation}),
 * played on the rules kernel instead of immutable states (issue 53). Per decision: the heuristic
 * bot's scores of the legal decisions from the seat's view, with a little noise ({@value #NOISE}
 * times a uniform draw each) to break ties, rank them; the best {@code candidates} are each played
 * in {@code samples} worlds drawn from the seat's transcript ({@link
 * IslandSampler#samplePosition}), on a copy of the world ({@link IslandPosition#copyFrom}), and
 * followed by a playout of {@code depth} decisions in which every seat plays the heuristic bot's
 * best from what it sees of that world ({@link IslandSight}: its own values and those it saw, never
 * the others'); a candidate's value is its mean over the worlds that allow it of 1 for a won game
 * (1 / k for a win shared by k seats), -1 for a lost one, 0 for a draw, else {@link
 * IslandEvaluation} of the leaf. The best mean wins; ties go to the heuristic's order. When the
 * seat's knowledge cannot be sampled it plays the heuristic's best.
 *
 * <p>Stateless and thread-safe (the scratch of a decision is made per decision); all randomness
 * comes from the source passed in, so a seeded game replays exactly.
 */
public final class IslandSearchBot implements Bot {
  /** The scale of the tie-breaking noise added to the heuristic's scores. */
  static final double NOISE = 1e-6;

  private final int samples;
  private final int candidates;
  private final int depth;

  /**
   * A search bot with a budget.
   *
   * @param samples worlds sampled per decision, at least 1
   * @param candidates decisions searched, at least 1
   * @param depth decisions played in each playout after the candidate, at least 0
   * @throws IllegalArgumentException for a budget out of range
   */
  public IslandSearchBot(int samples, int candidates, int depth) {
    if (samples < 1 || candidates < 1 || depth < 0) {
      throw new IllegalArgumentException(
          "samples and candidates must be positive, depth not negative");
    }
    this.samples = samples;
    this.candidates = candidates;
    this.depth = depth;
  }

  @Override
  public String name() {
    return "search";
  }

  @Override
  public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
    if (legal.size() == 1) {
      return legal.get(0);
    }
    int me = transcript.seat().index();
    IslandSight sight = new IslandSight().fill(IslandResearch.view(transcript));
    int[] codes = new int[legal.size()];
    double[] key = new double[legal.size()];
    for (int i = 0; i < codes.length; i++) {
      codes[i] = KernelActions.of((IslandAction) legal.get(i));
      key[i] = HeuristicIslandBot.score(sight, codes[i]);
    }
    for (int i = 0; i < key.length; i++) { // one draw per decision, after the scores
      key[i] = key[i] + random.nextDouble() * NOISE;
    }
    Integer[] order = new Integer[key.length];
    Arrays.setAll(order, i -> i);
    Arrays.sort(order, (x, y) -> Double.compare(key[y], key[x])); // stable: equal keys in order
    int n = Math.min(candidates, order.length);
    IslandSampler sampler;
    try {
      sampler = IslandSampler.of(transcript);
    } catch (SamplingException e) {
      return legal.get(order[0]);
    }
    Playouts playouts = new Playouts(sight);
    double[] value = new double[n];
    int[] count = new int[n];
    for (int k = 0; k < samples; k++) {
      IslandPosition world;
      try {
        world = sampler.samplePosition(random);
      } catch (SamplingException e) {
        break;
      }
      for (int i = 0; i < n; i++) {
        int candidate = codes[order[i]];
        if (world.decidingSeat() != me || !world.isLegal(candidate)) {
          continue; // the sample's rules differ from the view's (not seen in Lost Island)
        }
        count[i]++;
        IslandPosition leaf = playouts.play(world, candidate, depth, random);
        value[i] += leaf.over() ? outcome(leaf, me) : IslandEvaluation.value(leaf, me);
      }
    }
    int best = 0;
    double bestValue = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < n; i++) {
      double mean = count[i] > 0 ? value[i] / count[i] : Double.NEGATIVE_INFINITY;
      if (mean > bestValue) { // strictly better: ties keep the prior's order
        bestValue = mean;
        best = i;
      }
    }
    return legal.get(order[best]);
  }

  /** 1 for a sole win, 1 / k for a win shared by k seats, 0 for a draw, -1 for a loss. */
  private static double outcome(IslandPosition p, int me) {
    int winners = p.winners();
    if (winners == 0) {
      return 0;
    }
    return (winners & (1 << me)) != 0 ? 1.0 / Integer.bitCount(winners) : -1;
  }

  /**
   * The playouts of one decision, on one reused position: nothing allocated per decision played.
   */
  private static final class Playouts {
    private final IslandSight sight;
    private final int[] decisions = new int[IslandPosition.MAX_DECISIONS];
    private final double[] keys = new double[IslandPosition.MAX_DECISIONS];
    private @Nullable IslandPosition work; // made by the first playout, reused after

    Playouts(IslandSight sight) {
      this.sight = sight;
    }

    /**
     * A copy of the world after the candidate and {@code depth} decisions, each seat playing the
     * heuristic bot's best (with the noise, one draw per decision) from what it sees.
     */
    IslandPosition play(IslandPosition world, int candidate, int depth, SplittableRandom random) {
      IslandPosition p = work;
      if (p == null) {
        p = world.copy();
        work = p;
      } else {
        p.copyFrom(world);
      }
      p.play(candidate);
      for (int d = 0; d < depth && !p.over(); d++) {
        int seat = p.decidingSeat();
        int n = p.generate(decisions);
        sight.fill(p, seat);
        for (int i = 0; i < n; i++) {
          keys[i] = HeuristicIslandBot.score(sight, decisions[i]);
        }
        int best = 0;
        for (int i = 0; i < n; i++) {
          keys[i] = keys[i] + random.nextDouble() * NOISE;
          if (keys[i] > keys[best]) { // the first of the best, as the ranking's stable sort
            best = i;
          }
        }
        p.play(decisions[best]);
      }
      return p;
    }
  }
}
