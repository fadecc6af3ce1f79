package io.github.strategorules.research.classic;

import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.BotFamily;
import io.github.strategorules.research.SamplingException;
import io.github.strategorules.research.Transcript;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The classic family's strongest bot of those that sample worlds ({@code strategist}, issue 38;
 * {@link DeepBot} beats it): a minimax search over worlds sampled from what its seat knows, with an
 * evaluation that knows Stratego. For each decision it draws worlds consistent with its view
 * ({@link ClassicSampler}: the enemy's unknown pieces where their moves and battles allow, weighted
 * by where people put each type in the Gravon archives and by what their moves showed, {@link
 * Behaviour}: a piece that steps up to a piece of ours the enemy knows likely takes it, one that
 * steps away likely does not); in each world every candidate move is valued by a short alpha-beta
 * search of the replies ({@code plies} after the move, two by default) whose leaves are valued by
 * {@link StrategistWeight}'s terms: material by rank, hidden pieces worth more, the Spy while the
 * enemy Marshal stands, the square root of the movable pieces not walled in (a side without one
 * loses, C-7.2, C-7.3), the last miners, the enemy near the own flag, the race of enemy pieces to
 * it and the way to the enemy's (C-7.1). Time goes where it matters by successive halving, as for
 * {@link ReferenceBot}. It plays the move with the best mean value plus {@link
 * StrategistWeight#PRIOR} times the heuristic's score of the move (the exact expectation of its own
 * battle over what the seat knows). The worlds come from the view alone, so the bot reads nothing
 * its seat may not know (C-8); its setup is the reference bot's.
 *
 * <p>A timed bot (250 ms a move by default) depends on the machine's speed; {@link #fixed} gives
 * one with a fixed budget, whose games replay exactly from their seed (the tuner's, {@link
 * #family}).
 */
public final class StrategistBot implements Bot {
  /** The default think time per move, in milliseconds. */
  public static final int DEFAULT_THINK_MILLIS = 250;

  /** The default plies searched after a candidate move. */
  public static final int DEFAULT_PLIES = 2;

  /** The worlds of a timed bot's first round, on every legal move. */
  private static final int FIRST_ROUND = 8;

  private final int thinkMillis;
  private final int worlds;
  private final int plies;
  private final double[] weights;

  private StrategistBot(int thinkMillis, int worlds, int plies, double[] weights) {
    if (plies < 1) {
      throw new IllegalArgumentException("plies must be at least 1, not " + plies);
    }
    this.thinkMillis = thinkMillis;
    this.worlds = worlds;
    this.plies = plies;
    this.weights = checked(weights);
  }

  /** The bot with the default think time ({@value #DEFAULT_THINK_MILLIS} ms) and weights. */
  public StrategistBot() {
    this(DEFAULT_THINK_MILLIS);
  }

  /**
   * A bot with the default weights that thinks a given time per move (at least four worlds).
   *
   * @param thinkMillis the think time per move in milliseconds, at least 1
   */
  public StrategistBot(int thinkMillis) {
    this(thinkMillis, DEFAULT_PLIES, defaults());
  }

  /**
   * A bot that thinks a given time per move, with given weights.
   *
   * @param thinkMillis the think time per move in milliseconds, at least 1
   * @param plies the plies searched after each candidate move, at least 1
   * @param weights one per {@link StrategistWeight}, in their order
   * @throws IllegalArgumentException for a think time or plies below 1, or wrong weights
   */
  public StrategistBot(int thinkMillis, int plies, double[] weights) {
    this(positive(thinkMillis), Halving.MAX_WORLDS, plies, weights);
  }

  /**
   * A bot with a fixed budget per move, without a clock: its games replay exactly from their seed.
   * Its first round searches every legal move in {@code worlds} worlds; each further round keeps
   * the better half and doubles the worlds, until a round has searched two moves.
   *
   * @param worlds the worlds of the first round, at least 1
   * @param plies the plies searched after each candidate move, at least 1
   * @param weights one per {@link StrategistWeight}, in their order
   * @return the bot
   * @throws IllegalArgumentException for worlds or plies below 1, or wrong weights
   */
  public static StrategistBot fixed(int worlds, int plies, double[] weights) {
    if (worlds < 1) {
      throw new IllegalArgumentException("worlds must be at least 1, not " + worlds);
    }
    return new StrategistBot(0, worlds, plies, weights);
  }

  /**
   * The default weights, {@link StrategistWeight#standard()} in order.
   *
   * @return a new array
   */
  public static double[] defaults() {
    return StrategistWeight.all().stream().mapToDouble(StrategistWeight::standard).toArray();
  }

  /**
   * The family the tuner adjusts: fixed-budget bots ({@code worlds} in the first round, {@code
   * plies} after each move) indexed by the {@link StrategistWeight}s.
   *
   * @param worlds the worlds of the first round, at least 1
   * @param plies the plies after each candidate move, at least 1
   * @return the family, named {@code strategist}
   */
  public static BotFamily family(int worlds, int plies) {
    return new StrategistFamily(worlds, plies);
  }

  private static int positive(int thinkMillis) {
    if (thinkMillis < 1) {
      throw new IllegalArgumentException(
          "the think time must be at least 1 ms, not " + thinkMillis);
    }
    return thinkMillis;
  }

  static double[] checked(double[] weights) {
    if (weights.length != StrategistWeight.all().size()) {
      throw new IllegalArgumentException(
          "expected "
              + StrategistWeight.all().size()
              + " weights ("
              + StrategistWeight.all().stream().map(StrategistWeight::key).toList()
              + "), not "
              + weights.length);
    }
    for (double w : weights) {
      if (!Double.isFinite(w)) {
        throw new IllegalArgumentException("a weight is not finite: " + w);
      }
    }
    return weights.clone();
  }

  @Override
  public String name() {
    return "strategist";
  }

  /**
   * The think time per move.
   *
   * @return milliseconds, or 0 for a bot with a fixed budget
   */
  public int thinkMillis() {
    return thinkMillis;
  }

  /**
   * The weights this bot plays by.
   *
   * @return a new array, one per {@link StrategistWeight}
   */
  public double[] weights() {
    return weights.clone();
  }

  @Override
  public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
    return ClassicSetups.decide(
        transcript,
        legal,
        random,
        ClassicSetups::guardedSensible,
        (view, decisions, r) -> choose(view, r));
  }

  /**
   * The move this bot plays in a view (the typed API).
   *
   * @param view the view of the player to move
   * @param random the source of randomness
   * @return one of the view's legal moves
   */
  public Move choose(ClassicView view, SplittableRandom random) {
    long deadline =
        thinkMillis == 0 ? Long.MAX_VALUE : System.nanoTime() + thinkMillis * 900_000L; // 10% spare
    List<Move> legal = view.legalMoves();
    if (legal.size() == 1) {
      return legal.get(0);
    }
    double[] heuristic = HeuristicBot.scores(view, 0);
    double priorWeight = weights[StrategistWeight.PRIOR.ordinal()];
    int n = legal.size();
    double[] prior = new double[n];
    double[] noise = new double[n];
    for (int i = 0; i < n; i++) {
      prior[i] = heuristic[i] * priorWeight;
      noise[i] = random.nextDouble() * 1e-3;
    }
    Lookahead lookahead =
        new Lookahead(view.ruleset(), view.viewer().orElseThrow().ordinal(), plies, weights);
    try {
      int best =
          Halving.best(
              legal,
              prior,
              noise,
              ClassicSampler.of(view)::samplePositionInformed,
              (world, move, r) -> lookahead.value(world, move),
              deadline,
              thinkMillis == 0 ? worlds : FIRST_ROUND,
              true,
              random);
      return legal.get(best);
    } catch (SamplingException e) {
      // No world fits the view (a free setup, whose enemy composition is unknown; a game restored
      // from a position): the heuristic's move, whose prior is exact on the view alone.
      return legal.get(Halving.bestScore(heuristic, noise));
    }
  }
}
