package io.github.strategorules.research;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.View;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * The determinized Monte-Carlo search of the library, for any game, over the contract and a {@link
 * HiddenStateSampler}: Lost Island's {@code search} bot and the classic family's ({@code
 * research.classic.SearchBot}) are two configurations of it. For each decision: the prior {@link
 * Policy} scores the legal decisions from the seat's view, a little random noise breaks ties, and
 * the best {@code candidates} are searched; {@code samples} full states are drawn from what the
 * seat knows; each candidate is played in each sample and followed by a playout of {@code depth}
 * decisions in which every seat plays the playout policy's best decision <em>from its own view of
 * that sample</em> (a plain determinization would let the simulated opponents see the searching
 * seat's hidden facts). A candidate's value is its mean over the samples (where the sample's rules
 * allow it) of: {@code win} for a game won alone ({@code win / k} for a win shared by k seats),
 * {@code -win} for a game lost, 0 for a draw; for a playout that has not ended, the game's {@link
 * Evaluation} of the leaf, in the same units. The bot plays the candidate with the best value plus
 * {@code priorWeight} times its prior score; ties go to the prior's order. When the seat's
 * knowledge cannot be sampled, it plays the prior's best decision.
 *
 * <p>Built with {@link #builder}; the defaults are those of the {@linkplain
 * #DeterminizedSearchBot(String, Policy, Evaluation, int, int, int) short constructor}. Stateless
 * and thread-safe when its policies, evaluations and samplers are; all randomness comes from the
 * source passed in, in a fixed order (one draw per legal decision for the prior, then the
 * sampler's, then one per decision of each playout step), so a seeded game replays exactly.
 */
public final class DeterminizedSearchBot implements Bot {
  private final String name;
  private final Policy prior;
  private final Policy playout;
  private final Function<? super View, ? extends Evaluation> evaluations;
  private final Function<? super Transcript, ? extends HiddenStateSampler> samplers;
  private final int samples;
  private final int candidates;
  private final int depth;
  private final double win;
  private final double priorWeight;
  private final double noise;

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
   * Values a full state for a seat at the end of a playout that has not ended, in the units of a
   * won game ({@code win}: with the default, between -1, as good as lost, and 1, as good as won).
   * It reads sampled worlds, never the true state.
   */
  @FunctionalInterface
  public interface Evaluation {
    /**
     * The value.
     *
     * @param start the sampled world right after the candidate, before the playout (for a value
     *     that counts what the playout changed)
     * @param leaf the sampled world at the end of the playout, in play
     * @param seat the searching seat
     * @return the value
     */
    double value(GameState start, GameState leaf, Seat seat);
  }

  /**
   * A search bot with the default weights: a won game is worth 1, the prior only ranks and breaks
   * ties ({@code priorWeight} 0, noise 1e-6), the policy also plays the playouts, the samples are
   * the game's own ({@link ResearchKit#sampler}).
   *
   * @param name the bot's name
   * @param policy the prior and playout policy
   * @param evaluation the value of a playout's leaf, between -1 and 1
   * @param samples full states sampled per decision, at least 1
   * @param candidates decisions searched, at least 1
   * @param depth decisions played in each playout after the candidate, at least 0
   */
  public DeterminizedSearchBot(
      String name, Policy policy, Evaluation evaluation, int samples, int candidates, int depth) {
    this(builder(name, policy).evaluation(evaluation).budget(samples, candidates, depth));
  }

  private DeterminizedSearchBot(Builder b) {
    this.name = b.name;
    this.prior = b.prior;
    this.playout = b.playout == null ? b.prior : b.playout;
    this.evaluations = Objects.requireNonNull(b.evaluations, "evaluation");
    this.samplers = b.samplers;
    this.samples = b.samples;
    this.candidates = b.candidates;
    this.depth = b.depth;
    this.win = b.win;
    this.priorWeight = b.priorWeight;
    this.noise = b.noise;
  }

  /**
   * A builder of a search bot.
   *
   * @param name the bot's name
   * @param prior the policy that ranks the candidates (and plays the playouts, unless {@link
   *     Builder#playout} says otherwise)
   * @return the builder, with the defaults of the short constructor and a budget of 4 samples, 8
   *     candidates and playouts of 8 decisions; an evaluation must be given
   */
  public static Builder builder(String name, Policy prior) {
    return new Builder(name, prior);
  }

  /** The settings of a {@link DeterminizedSearchBot}; not thread-safe, each setter returns it. */
  public static final class Builder {
    private final String name;
    private final Policy prior;
    private @Nullable Policy playout;
    private @Nullable Function<? super View, ? extends Evaluation> evaluations;
    private Function<? super Transcript, ? extends HiddenStateSampler> samplers =
        t -> Research.of(t.game()).sampler(t);
    private int samples = 4;
    private int candidates = 8;
    private int depth = 8;
    private double win = 1;
    private double priorWeight;
    private double noise = 1e-6;

    private Builder(String name, Policy prior) {
      this.name = Objects.requireNonNull(name, "name");
      this.prior = Objects.requireNonNull(prior, "policy");
    }

    /**
     * The policy of the playouts, when it is not the prior.
     *
     * @param policy the policy every seat plays in the playouts
     * @return this
     */
    public Builder playout(Policy policy) {
      this.playout = Objects.requireNonNull(policy, "policy");
      return this;
    }

    /**
     * The value of a playout's leaf (a stateless, thread-safe evaluation).
     *
     * @param evaluation the evaluation
     * @return this
     */
    public Builder evaluation(Evaluation evaluation) {
      Objects.requireNonNull(evaluation, "evaluation");
      return evaluationPerDecision(view -> evaluation);
    }

    /**
     * The value of a playout's leaf, made anew for each decision (an evaluation that keeps scratch
     * space, not thread-safe, used by one decision only).
     *
     * @param perDecision makes the evaluation of a decision from the deciding seat's view
     * @return this
     */
    public Builder evaluationPerDecision(Function<? super View, ? extends Evaluation> perDecision) {
      this.evaluations = Objects.requireNonNull(perDecision, "perDecision");
      return this;
    }

    /**
     * Where the sampled worlds come from (by default the game's kit's sampler, {@link
     * ResearchKit#sampler}).
     *
     * @param sampler the sampler of a seat's transcript; it may throw {@link SamplingException}
     * @return this
     */
    public Builder sampler(Function<? super Transcript, ? extends HiddenStateSampler> sampler) {
      this.samplers = Objects.requireNonNull(sampler, "sampler");
      return this;
    }

    /**
     * The budget of a decision.
     *
     * @param samples full states sampled per decision, at least 1
     * @param candidates decisions searched, at least 1
     * @param depth decisions played in each playout after the candidate, at least 0
     * @return this
     * @throws IllegalArgumentException for a budget out of range
     */
    public Builder budget(int samples, int candidates, int depth) {
      if (samples < 1 || candidates < 1 || depth < 0) {
        throw new IllegalArgumentException(
            "samples and candidates must be positive, depth not negative");
      }
      this.samples = samples;
      this.candidates = candidates;
      this.depth = depth;
      return this;
    }

    /**
     * The value of a game won alone, in the evaluation's units (default 1).
     *
     * @param value a positive value
     * @return this
     */
    public Builder winValue(double value) {
      if (!(value > 0) || Double.isInfinite(value)) {
        throw new IllegalArgumentException(
            "the value of a win must be positive and finite: " + value);
      }
      this.win = value;
      return this;
    }

    /**
     * How much of the prior's score (its noise included) is added to a candidate's search value
     * (default 0: the prior only ranks the candidates and breaks ties). With a weight, a candidate
     * no sample allows is valued by the prior alone; without, it is never chosen while another is.
     *
     * @param weight a weight, not negative
     * @return this
     */
    public Builder priorWeight(double weight) {
      if (!(weight >= 0) || Double.isInfinite(weight)) {
        throw new IllegalArgumentException(
            "the prior's weight must be finite and not negative: " + weight);
      }
      this.priorWeight = weight;
      return this;
    }

    /**
     * The scale of the random noise added to every policy score to break ties (default 1e-6).
     *
     * @param scale a scale, not negative
     * @return this
     */
    public Builder noise(double scale) {
      if (!(scale >= 0) || Double.isInfinite(scale)) {
        throw new IllegalArgumentException("the noise must be finite and not negative: " + scale);
      }
      this.noise = scale;
      return this;
    }

    /**
     * The bot.
     *
     * @return the bot
     * @throws NullPointerException when no evaluation was given
     */
    public DeterminizedSearchBot build() {
      return new DeterminizedSearchBot(this);
    }
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
    return search(
        transcript.view(), transcript.seat(), legal, () -> samplers.apply(transcript), random);
  }

  /**
   * The decision this bot takes from a view, with worlds drawn from the given sampler (for typed
   * callers that hold a view and not a transcript).
   *
   * @param view the deciding seat's view
   * @param legal its legal decisions, not empty
   * @param sampler makes the sampler of that seat's knowledge, once the prior has ranked the
   *     decisions; it may throw {@link SamplingException} (then the prior's best is played)
   * @param random the source of randomness
   * @return one of {@code legal}
   * @throws IllegalArgumentException for a spectator's view
   */
  public Action choose(
      View view,
      List<Action> legal,
      Supplier<? extends HiddenStateSampler> sampler,
      SplittableRandom random) {
    Seat me =
        view.seat()
            .orElseThrow(() -> new IllegalArgumentException("a spectator's view decides nothing"));
    return search(view, me, legal, Objects.requireNonNull(sampler, "sampler"), random);
  }

  private Action search(
      View view,
      Seat me,
      List<Action> legal,
      Supplier<? extends HiddenStateSampler> samplerOf,
      SplittableRandom random) {
    if (legal.size() == 1) {
      return legal.get(0);
    }
    double[] key = keys(prior.scores(view, legal), random);
    Integer[] order = ranked(key);
    int n = Math.min(candidates, order.length);
    HiddenStateSampler sampler;
    try {
      sampler = samplerOf.get();
    } catch (SamplingException e) {
      return legal.get(order[0]);
    }
    Evaluation evaluation = evaluations.apply(view);
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
          continue; // the sample's rules differ from the view's (a rare chase position)
        }
        count[i]++;
        GameState start = world.apply(me, candidate).state();
        GameState s = playout(start, random);
        value[i] +=
            s.phase() == Phase.OVER
                ? value(s.outcome().orElseThrow(), me)
                : evaluation.value(start, s, me);
      }
    }
    int best = 0;
    double bestValue = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < n; i++) {
      double mean =
          count[i] > 0 ? value[i] / count[i] : priorWeight > 0 ? 0 : Double.NEGATIVE_INFINITY;
      double v = mean + priorWeight * key[order[i]];
      if (v > bestValue) { // strictly better: ties keep the prior's order
        bestValue = v;
        best = i;
      }
    }
    return legal.get(order[best]);
  }

  /** Plays {@code depth} decisions, each seat the playout policy's best from its own view. */
  private GameState playout(GameState start, SplittableRandom random) {
    GameState s = start;
    for (int d = 0; d < depth && s.phase() != Phase.OVER; d++) {
      Seat p = s.toDecide().get(0);
      List<Action> legal = s.decisions(p);
      double[] key = keys(playout.scores(s.viewFor(p), legal), random);
      int best = 0;
      for (int i = 1; i < key.length; i++) {
        if (key[i] > key[best]) { // the first of the best, as the ranking's stable sort
          best = i;
        }
      }
      s = s.apply(p, legal.get(best)).state();
    }
    return s;
  }

  /** The scores with the tie-breaking noise, one draw per decision in their order. */
  private double[] keys(double[] scores, SplittableRandom random) {
    double[] key = new double[scores.length];
    for (int i = 0; i < key.length; i++) {
      key[i] = scores[i] + random.nextDouble() * noise;
    }
    return key;
  }

  /** The decisions' indices, best key first, equal keys in their order. */
  private static Integer[] ranked(double[] key) {
    Integer[] order = new Integer[key.length];
    Arrays.setAll(order, i -> i);
    Arrays.sort(order, (x, y) -> Double.compare(key[y], key[x]));
    return order;
  }

  /**
   * {@code win} for a sole win, {@code win / k} for a win shared by k seats, 0 for a draw, -win for
   * a loss.
   */
  private double value(Outcome o, Seat me) {
    if (o.winners().isEmpty()) {
      return 0;
    }
    return o.winners().contains(me) ? win / o.winners().size() : -win;
  }
}
