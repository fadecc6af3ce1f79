package io.github.strategorules.research.classic;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.DeterminizedSearchBot;
import io.github.strategorules.research.Transcript;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A determinized Monte-Carlo search bot with heuristic playouts. For each decision it samples a few
 * positions consistent with its view ({@link ClassicSampler#samplePositionFlagBiased}: the
 * sampler's draw, biased toward a flag on the back row beside bombs), takes the best moves by
 * {@link HeuristicBot}'s score as candidates (with the default budget, nearly every legal move),
 * and plays each candidate in each sampled state, followed by a short playout in which both sides
 * move as {@link HeuristicBot} does from their own view of that state (so the simulated opponent
 * does not see through the hidden pieces the way a plain determinization does).
 *
 * <p>A candidate's search value is its mean over the samples of: +100 / -100 when the game ends
 * (taking the sampled flag with the candidate itself included, C-7.1); otherwise the change in
 * material during the playout after the candidate ({@code PieceValues}: Marshal 12 ... Scout 1.5)
 * plus the leaf's positional value ({@link SearchEvaluation}: the last miners, enemy pieces near
 * the own flag, the way to the sampled enemy flag). The candidate's own battle is not sampled for
 * material: its expectation over the hidden composition is in the heuristic score, which is exact
 * where four samples would be noisy, and is added to the search value (the flag at its material
 * value, without the heuristic's extra bonus, which the samples replace). The bot plays the
 * candidate with the best sum. The search reads only what the sampler builds from the view; the
 * playouts use the same rules as the referee. Its setup is the heuristic bot's ({@code
 * ClassicSetups.guarded}).
 *
 * <p>The search is the library's one determinized search, {@link DeterminizedSearchBot} (Lost
 * Island's {@code search} bot is another configuration of it); this class configures it for the
 * classic family: the heuristic without its flag bonus as prior, weighed 1 against the search
 * value, the heuristic bot as playout policy, the flag-biased worlds, a win worth 100 and the leaf
 * value above, with the heuristic bot's tie-breaking noise (1e-3).
 */
public final class SearchBot implements Bot {
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

  /** The scale of the tie-breaking noise, the heuristic bot's. */
  private static final double NOISE = 1e-3;

  private final DeterminizedSearchBot search;

  /**
   * The bot with its default budget: 4 samples, 32 candidates, playouts of 2 plies after the move.
   */
  public SearchBot() {
    this(4, 32, 2);
  }

  /**
   * A bot with the given budget.
   *
   * @param samples how many states to sample per decision, at least 1
   * @param candidates how many of the heuristic's best moves to search, at least 1
   * @param depth how many plies each playout plays after the candidate move, at least 0
   */
  public SearchBot(int samples, int candidates, int depth) {
    search =
        DeterminizedSearchBot.builder("search", HeuristicBot.policy(FLAG_PRIOR))
            .playout(HeuristicBot.policy())
            .evaluationPerDecision(
                view -> leafValue(new KernelEvaluation(((ClassicView) view).ruleset())))
            .sampler(t -> ClassicSampler.of(t).flagBiased())
            .budget(samples, candidates, depth)
            .winValue(WIN)
            .priorWeight(PRIOR_WEIGHT)
            .noise(NOISE)
            .build();
  }

  @Override
  public String name() {
    return "search";
  }

  /** The heuristic bot's setup ({@code ClassicSetups.guarded}), then the search. */
  @Override
  public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
    return ClassicSetups.decide(
        transcript, legal, random, ClassicSetups::guarded, (view, decisions, r) -> choose(view, r));
  }

  /**
   * The move this bot plays in a view (the typed API).
   *
   * @param view the view of the player to move
   * @param random the source of randomness
   * @return one of the view's legal moves
   */
  public Move choose(ClassicView view, SplittableRandom random) {
    return (Move)
        search.choose(
            view,
            List.copyOf(view.legalMoves()),
            () -> ClassicSampler.of(view).flagBiased(),
            random);
  }

  /**
   * The value of a leaf that is not over, from the decision's evaluator: the material change during
   * the playout ({@link KernelEvaluation#material}, from the world right after the candidate) plus
   * the leaf's positional terms ({@link SearchEvaluation}).
   */
  private static DeterminizedSearchBot.Evaluation leafValue(KernelEvaluation evaluation) {
    return (start, leaf, seat) ->
        leafValue(
            (ClassicState) leaf,
            seat.ordinal(),
            KernelEvaluation.material(((ClassicState) start).toPosition(), seat.ordinal()),
            evaluation);
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
  static double leafValue(ClassicState leaf, int me, double after, KernelEvaluation evaluation) {
    Position p = leaf.toPosition();
    return KernelEvaluation.material(p, me) - after + evaluation.positional(p, me);
  }
}
