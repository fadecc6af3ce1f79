package io.github.strategorules.research.classic;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Transcript;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The classic search bot as it was before issue 37 item 4 made it a configuration of {@link
 * io.github.strategorules.research.DeterminizedSearchBot}: the oracle that pins {@link SearchBot}'s
 * decisions and its use of the random source to what they were.
 */
final class LegacySearchBot implements Bot {
  /** The value of a won game, in material units (a Marshal is 12). */
  private static final double WIN = 100;

  /**
   * The weight of the heuristic score (material units, the candidate's own battle) next to the
   * search value.
   */
  private static final double PRIOR_WEIGHT = 1.0;

  /**
   * The heuristic's bonus for taking the flag, on top of its material value (100): none, as the
   * sampled states value the capture themselves, with the flag where flags usually stand.
   */
  private static final double FLAG_PRIOR = 0;

  private final int samples;
  private final int candidates;
  private final int depth;

  /**
   * The bot with its default budget: 4 samples, 32 candidates, playouts of 2 plies after the move.
   */
  LegacySearchBot() {
    this(4, 32, 2);
  }

  /**
   * A bot with the given budget.
   *
   * @param samples how many states to sample per decision, at least 1
   * @param candidates how many of the heuristic's best moves to search, at least 1
   * @param depth how many plies each playout plays after the candidate move, at least 0
   */
  LegacySearchBot(int samples, int candidates, int depth) {
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

  /** The heuristic bot's setup ({@code ClassicSetups.guarded}), then the search. */
  @Override
  public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
    ClassicView view = ClassicResearch.view(transcript);
    if (view.phase() == Phase.SETUP) {
      return ClassicSetups.guarded(view, legal, random);
    }
    return choose(view, random);
  }

  /**
   * The move this bot plays in a view (the typed API).
   *
   * @param view the view of the player to move
   * @param random the source of randomness
   * @return one of the view's legal moves
   */
  public Move choose(ClassicView view, SplittableRandom random) {
    List<Move> legal = view.legalMoves();
    double[] prior = HeuristicBot.scores(view, FLAG_PRIOR);
    if (legal.size() == 1) {
      return legal.get(0);
    }
    Seat me = view.viewer().orElseThrow();
    Integer[] order = new Integer[legal.size()];
    double[] noise = new double[order.length];
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
      noise[i] = random.nextDouble() * 1e-3;
    }
    Arrays.sort(order, (x, y) -> Double.compare(prior[y] + noise[y], prior[x] + noise[x]));
    int n = Math.min(candidates, order.length);
    ClassicSampler sampler = ClassicSampler.of(view);
    double[] value = new double[n];
    int[] count = new int[n];
    HeuristicBot policy = new HeuristicBot();
    KernelEvaluation evaluation = new KernelEvaluation(view.ruleset()); // one for the decision
    int mine = me.ordinal();
    for (int k = 0; k < samples; k++) {
      Position sampled = sampler.samplePositionFlagBiased(random);
      ClassicState world =
          ClassicState.of(sampled); // the state copies it: sampled stays the bot's own
      for (int i = 0; i < n; i++) {
        Move candidate = legal.get(order[i]);
        if (world.check(candidate).isPresent()) {
          continue; // a rare chase position whose repetition constraint differs from the view's
        }
        count[i]++;
        ClassicState s = world.apply(candidate).state();
        double after = materialAfter(sampled, sampled.codeOf(candidate), mine);
        for (int d = 0; d < depth && s.phase() == Phase.PLAY; d++) {
          Seat p = s.toMove().orElseThrow();
          s = s.apply(policy.choose(s.viewFor(p), random)).state();
        }
        value[i] +=
            s.phase() == Phase.OVER
                ? s.outcome().orElseThrow().winner().map(w -> w == me ? WIN : -WIN).orElse(0.0)
                : leafValue(s, mine, after, evaluation); // same baseline for every candidate
      }
    }
    int best = 0;
    double bestValue = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < n; i++) {
      double v =
          value[i] / Math.max(1, count[i]) + PRIOR_WEIGHT * (prior[order[i]] + noise[order[i]]);
      if (v > bestValue) {
        bestValue = v;
        best = i;
      }
    }
    return legal.get(order[best]);
  }

  /**
   * The material of {@code me} after a move in a world ({@link KernelEvaluation#material}: flags
   * left out, {@link PieceValues}), the move made on the world itself and taken back: no copy.
   *
   * @param world a sampled world, left as it was
   * @param move a legal move of the side to move in {@code world}
   * @param me the searching player, 0 (RED) or 1 (BLUE)
   * @return {@code me}'s material minus the opponent's after the move
   */
  private static double materialAfter(Position world, int move, int me) {
    world.make(move);
    double m = KernelEvaluation.material(world, me);
    world.unmake();
    return m;
  }

  /**
   * The value of a leaf that is not over: the material change since {@code after} plus the
   * positional terms ({@link SearchEvaluation}), from one copy of the leaf's position and the
   * decision's evaluator.
   *
   * @param leaf the state after the candidate and its playout
   * @param me the searching player, 0 (RED) or 1 (BLUE)
   * @param after the material of {@code me} right after the candidate
   * @param evaluation the evaluation of the leaf's ruleset, reused for the whole decision
   * @return the leaf's value for {@code me}, in material units
   */
  private static double leafValue(
      ClassicState leaf, int me, double after, KernelEvaluation evaluation) {
    Position p = leaf.toPosition();
    return KernelEvaluation.material(p, me) - after + evaluation.positional(p, me);
  }
}
