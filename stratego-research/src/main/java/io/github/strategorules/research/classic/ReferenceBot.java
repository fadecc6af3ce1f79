package io.github.strategorules.research.classic;

import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.SamplingException;
import io.github.strategorules.research.Transcript;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The classic family's reference bot ({@code reference}): a determinized search on the rules kernel
 * that uses its think time per move (250 ms by default) to draw as many worlds as it can. For each
 * decision it draws worlds consistent with its view ({@link ClassicSampler}, with a prior on where
 * people hide their pieces: {@link io.github.strategorules.core.SensibleSetups#weight}, learned
 * from the Gravon archives), as kernel positions. In each world it plays a candidate move followed
 * by a playout of two plies in which both sides move as {@link HeuristicBot} would from what their
 * own seat knows ({@code KernelPolicy}: an unrevealed enemy piece is only "moved" or "not moved",
 * its type averaged over the hidden composition, so the simulated opponent does not see through the
 * bot's hidden pieces, C-8), and values the result as {@link SearchBot} does (+-100 for a finished
 * game, C-7; else the material change during the playout plus {@code SearchEvaluation}'s positional
 * terms). Time goes where it matters by successive halving: the first round searches every legal
 * move in a few worlds, and each further round keeps the better half of the moves (at least two)
 * and searches them in twice as many new worlds. It plays the move with the best mean value plus
 * the heuristic's score of the move (which holds the exact expectation of the move's own battle).
 * At least four worlds are searched, whatever the time; the worlds are built from the view alone
 * and the playouts use the referee's rules, so the bot reads nothing its seat may not know.
 *
 * <p>Its setup: the flag on the back row with bombs beside and in front of it, the other pieces
 * where people put them ({@link io.github.strategorules.core.SensibleSetups}), placed one at a
 * time. Where no world can be drawn (a free setup, whose roster is unknown; a game restored from a
 * position) it plays the heuristic's move. A timed bot's moves depend on the machine's speed and
 * load; {@link #fixed} gives a bot with a fixed budget per decision, whose games replay exactly
 * from their seed.
 */
public final class ReferenceBot implements Bot {
  /** The default think time per move, in milliseconds. */
  public static final int DEFAULT_THINK_MILLIS = 250;

  /** The worlds of a timed bot's first round, on every legal move. */
  private static final int FIRST_ROUND = 8;

  /** The plies of each playout after the candidate move. */
  static final int PLAYOUT = 2;

  private final int thinkMillis;
  private final int worlds;
  private final int depth;
  private final boolean halving;

  private ReferenceBot(int thinkMillis, int worlds) {
    this(thinkMillis, worlds, PLAYOUT, true);
  }

  /** A variant for experiments: playouts of {@code depth} plies, with or without halving. */
  ReferenceBot(int thinkMillis, int worlds, int depth, boolean halving) {
    this.thinkMillis = thinkMillis;
    this.worlds = worlds;
    this.depth = depth;
    this.halving = halving;
  }

  /** The bot with the default think time ({@value #DEFAULT_THINK_MILLIS} ms per move). */
  public ReferenceBot() {
    this(DEFAULT_THINK_MILLIS);
  }

  /**
   * A bot that thinks about each move for a given time (and searches at least four worlds).
   *
   * @param thinkMillis the think time per move in milliseconds, at least 1
   */
  public ReferenceBot(int thinkMillis) {
    this(check(thinkMillis), Halving.MAX_WORLDS);
  }

  private static int check(int thinkMillis) {
    if (thinkMillis < 1) {
      throw new IllegalArgumentException(
          "the think time must be at least 1 ms, not " + thinkMillis);
    }
    return thinkMillis;
  }

  /**
   * A bot with a fixed budget per move, without a clock: its games replay exactly from their seed.
   * Its first round searches every legal move in {@code worlds} worlds; each further round keeps
   * the better half and doubles the worlds, until a round has searched two moves.
   *
   * @param worlds the worlds of the first round, at least 1
   * @return the bot
   */
  public static ReferenceBot fixed(int worlds) {
    if (worlds < 1) {
      throw new IllegalArgumentException("worlds must be at least 1, not " + worlds);
    }
    return new ReferenceBot(0, worlds);
  }

  @Override
  public String name() {
    return "reference";
  }

  /**
   * The think time per move.
   *
   * @return milliseconds, or 0 for a bot with a fixed number of worlds
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
    double[] prior = HeuristicBot.scores(view, 0);
    int n = legal.size();
    double[] noise = new double[n];
    for (int i = 0; i < n; i++) {
      noise[i] = random.nextDouble() * 1e-3;
    }
    Playouts playouts = new Playouts(view.ruleset(), view.viewer().orElseThrow().ordinal(), depth);
    try {
      int best =
          Halving.best(
              legal,
              prior,
              noise,
              ClassicSampler.of(view)::samplePositionHumanLike,
              playouts::value,
              deadline,
              thinkMillis == 0 ? worlds : FIRST_ROUND,
              halving,
              random);
      return legal.get(best);
    } catch (SamplingException e) {
      // No world fits the view (a free setup, whose roster is unknown; a game restored from a
      // position): the heuristic's move, which the view alone decides.
      return legal.get(Halving.bestScore(prior, noise));
    }
  }
}
