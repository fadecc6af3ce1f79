package io.github.strategorules.research.classic;

import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.SamplingException;
import io.github.strategorules.research.Transcript;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A classic bot of the other class ({@code deep}, issue 52): one board and a deep alpha-beta
 * search, as the usual open-source Stratego engines are built, where the project's other bots
 * sample worlds. The board is what its seat sees, each unknown enemy piece valued by what the seat
 * believes of it ({@link TypeBelief}: the roster left, what its moves allow, where people put each
 * type, what its moves showed); the search ({@link DeepSearch}) is iterative deepening with
 * principal-variation search, a transposition table, killer moves and the history heuristic, a
 * quiescence search of attacks and extensions, on the rules kernel (make, unmake). A battle with an
 * unknown piece is a chance node over the types it may be, so valuable pieces keep away from
 * unknown pieces that may beat them, cheap ones attack to find out what they are, and a piece
 * nothing can take attacks every unknown piece that moved. The leaf value is material by rank (an
 * unknown piece at its expectation, a piece the enemy has not seen worth more), the square root of
 * the movable pieces, the last miners, the enemy near the own flag and the way to the enemy's
 * likely flag ({@link #weights()}). No world is sampled.
 *
 * <p>A timed bot (250 ms a move by default) searches as deep as its time allows (iterations are not
 * started past half of it; the search stops at 90%); {@link #fixed} gives one with a node budget
 * per decision, whose games replay exactly from their seed. Its setup is the reference bot's. Where
 * the view cannot be read so (a free setup, whose roster is unknown; a game restored from a
 * position) it plays the heuristic's move. It reads nothing its seat may not know (C-8).
 */
public final class DeepBot implements Bot {
  /** The default think time per move, in milliseconds. */
  public static final int DEFAULT_THINK_MILLIS = 250;

  private final String name;
  private final int thinkMillis;
  private final long nodes;
  private final int maxDepth;
  private final double[] weights;
  private final ThreadLocal<DeepSearch> searches = new ThreadLocal<>();

  DeepBot(String name, int thinkMillis, long nodes, int maxDepth, double[] weights) {
    if (maxDepth < 1) {
      throw new IllegalArgumentException("the depth must be at least 1, not " + maxDepth);
    }
    this.name = name;
    this.thinkMillis = thinkMillis;
    this.nodes = nodes;
    this.maxDepth = Math.min(maxDepth, DeepSearch.MAX_DEPTH);
    this.weights = StrategistBot.checked(weights);
  }

  /** The bot with the default think time ({@value #DEFAULT_THINK_MILLIS} ms per move). */
  public DeepBot() {
    this(DEFAULT_THINK_MILLIS);
  }

  /**
   * A bot that thinks a given time per move.
   *
   * @param thinkMillis the think time per move in milliseconds, at least 1
   * @throws IllegalArgumentException for a think time below 1
   */
  public DeepBot(int thinkMillis) {
    this("deep", positive(thinkMillis), Long.MAX_VALUE, DeepSearch.MAX_DEPTH, weights());
  }

  /**
   * A bot with a fixed budget per decision, without a clock: it searches until it has visited
   * {@code nodes} nodes (and keeps the last iteration's best move, or a better one the unfinished
   * iteration found), so its games replay exactly from their seed.
   *
   * @param nodes the nodes per decision, at least 1
   * @return the bot
   * @throws IllegalArgumentException for a budget below 1
   */
  public static DeepBot fixed(long nodes) {
    if (nodes < 1) {
      throw new IllegalArgumentException("the nodes must be at least 1, not " + nodes);
    }
    return new DeepBot("deep", 0, nodes, DeepSearch.MAX_DEPTH, weights());
  }

  /**
   * The weights of the bot's leaf value, one per {@link StrategistWeight} in their order: the
   * strategist's material, hidden-piece, Spy, mobility, last-miner, flag-danger and approach
   * weights; the flag race and the walled-in pieces, which the strategist alone knows, are 0; the
   * prior is unused.
   *
   * @return a new array
   */
  public static double[] weights() {
    double[] w = StrategistBot.defaults();
    w[StrategistWeight.FLAG_RACE.ordinal()] = 0;
    w[StrategistWeight.WALLED_IN.ordinal()] = 0;
    w[StrategistWeight.PRIOR.ordinal()] = 0;
    return w;
  }

  private static int positive(int thinkMillis) {
    if (thinkMillis < 1) {
      throw new IllegalArgumentException(
          "the think time must be at least 1 ms, not " + thinkMillis);
    }
    return thinkMillis;
  }

  @Override
  public String name() {
    return name;
  }

  /**
   * The think time per move.
   *
   * @return milliseconds, or 0 for a bot with a node budget
   */
  public int thinkMillis() {
    return thinkMillis;
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
   * @param random the source of randomness (ties)
   * @return one of the view's legal moves
   */
  public Move choose(ClassicView view, SplittableRandom random) {
    return analyse(view, random).move();
  }

  /**
   * What the bot's search found in a view: the move it plays, the depth it reached and what it
   * cost.
   *
   * @param move the move
   * @param depth the deepest iteration completed (0 for a forced move or the heuristic's move)
   * @param seldepth the deepest ply reached, quiescence and extensions included
   * @param nodes the nodes searched
   * @param nanos the wall time of the decision
   * @param value the move's value for the bot, in material units (a won game is 200)
   */
  public record Analysis(
      Move move, int depth, int seldepth, long nodes, long nanos, double value) {}

  /**
   * Decides a move in a view, and tells how the search went.
   *
   * @param view the view of the player to move
   * @param random the source of randomness (ties)
   * @return the analysis, whose move is one of the view's legal moves
   */
  public Analysis analyse(ClassicView view, SplittableRandom random) {
    long start = System.nanoTime();
    List<Move> legal = view.legalMoves();
    if (legal.size() == 1) {
      return new Analysis(legal.get(0), 0, 0, 0, System.nanoTime() - start, 0);
    }
    int n = legal.size();
    double[] noise = new double[n];
    for (int i = 0; i < n; i++) {
      noise[i] = random.nextDouble() * 1e-3;
    }
    BeliefBoard board;
    DeepSearch search = search(view.ruleset());
    try {
      ClassicSampler sampler = ClassicSampler.of(view);
      board = BeliefBoard.of(view, sampler, TypeBelief.of(sampler), search.values());
    } catch (SamplingException e) {
      // No belief fits the view (a free setup, whose enemy composition is unknown; a game restored
      // from a position): the heuristic's move, whose scores are exact on the view alone.
      double[] heuristic = HeuristicBot.scores(view, 0);
      return new Analysis(
          legal.get(Halving.bestScore(heuristic, noise)), 0, 0, 0, System.nanoTime() - start, 0);
    }
    int[] root = new int[n];
    for (int i = 0; i < n; i++) {
      root[i] = board.pos.codeOf(legal.get(i));
    }
    boolean timed = thinkMillis > 0;
    long deadline = timed ? start + thinkMillis * 900_000L : Long.MAX_VALUE;
    long soft = timed ? start + thinkMillis * 500_000L : Long.MAX_VALUE;
    DeepSearch.Result r = search.search(board, root, noise, deadline, soft, nodes, maxDepth);
    return new Analysis(
        legal.get(r.best()),
        r.depth(),
        r.seldepth(),
        r.nodes(),
        System.nanoTime() - start,
        r.value());
  }

  /** This thread's search for a ruleset, made once and reused by decision. */
  private DeepSearch search(Ruleset ruleset) {
    DeepSearch s = searches.get();
    if (s == null || !s.ruleset().equals(ruleset)) {
      s = new DeepSearch(ruleset, weights);
      searches.set(s);
    }
    return s;
  }
}
