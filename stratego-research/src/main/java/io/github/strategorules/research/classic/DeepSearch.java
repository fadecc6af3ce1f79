package io.github.strategorules.research.classic;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.kernel.Moves;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.kernel.Status;
import io.github.strategorules.core.rules.Ruleset;
import java.util.Arrays;

/**
 * An alpha-beta search on one {@link BeliefBoard} (issue 52), the classic engine's way: iterative
 * deepening with principal-variation search, a transposition table, killer moves and the history
 * heuristic for move ordering, a quiescence search of attacks at the leaves, and extensions (a
 * forced reply, an enemy piece stepping next to the own flag). What makes it a search of hidden
 * information: a battle in which one piece is unknown to the searching side is a chance node over
 * the types the belief gives it (conditioned on how it moved in the search: a piece that moves is
 * no bomb nor flag, C-3.1), grouped by outcome (the attacker wins, the defender wins, both lose,
 * C-4.1, or the flag is taken, C-7.1), each weighed by its probability and searched on with the
 * piece shown as the outcome's most likely type. The material that changes hands is counted at the
 * outcome's expected value, so an attack is worth what the belief says, not what one sampled world
 * says ({@link BattleOutcomes} gives each battle's outcomes and expected gain). Children of a
 * chance node are searched with windows that prove a cut-off when they can (Ballard's Star1).
 *
 * <p>The enemy answers knowing the searching side's pieces (its battles are decided by their true
 * types), a cautious reading. Works on the board in place (make, unmake); allocates nothing per
 * node. Not thread-safe: one per thread, reused by decision.
 */
final class DeepSearch {
  /** The value of a won game, in material units (a Marshal is about 12). */
  static final double WIN = Lookahead.WIN;

  /** The deepest nominal depth. */
  static final int MAX_DEPTH = 40;

  private static final double BOUND = WIN + 100;
  private static final int MAX_QUIESCENCE = 3;

  /** The margin of the quiescence search's delta pruning, in material units. */
  private static final double DELTA = 2;

  private static final int MAX_EXTENSION = 4;
  private static final int PLIES = MAX_DEPTH + MAX_EXTENSION + MAX_QUIESCENCE + 4;
  private static final double EPS = 1e-4;

  /** What a quiet move may gain at most one ply from the horizon, for futility pruning. */
  private static final double FUTILITY = 3;

  /**
   * What an outcome that takes the flag by chance is worth, in material units: about what winning
   * adds to an even game, whose material swings by tens of units before one side wins.
   */
  static final double FLAG_HOPE = 30;

  /** The depth from which a null move is tried, and by how much it reduces the search. */
  private static final int NULL_DEPTH = 3;

  private static final int NULL_REDUCTION = 2;

  /** A side with this many movable pieces or fewer tries no null move (zugzwang). */
  private static final int NULL_PIECES = 3;

  /** Moves searched at full depth before late move reductions. */
  private static final int LATE = 4;

  private static final int FLAG = PieceType.FLAG.ordinal();
  private static final int CHANCES = BattleOutcomes.CHANCES;
  private static final int FLAG_TAKEN = BattleOutcomes.FLAG_TAKEN;

  private final BeliefEvaluation eval;
  private final BattleOutcomes battles;
  private final TranspositionTable tt = new TranspositionTable(18);
  private final Ruleset ruleset;
  private int[][] moves = new int[PLIES][0];
  private double[][] scores = new double[PLIES][0];
  private final int[] killer1 = new int[PLIES];
  private final int[] killer2 = new int[PLIES];
  private final int[] history;
  private final int size;

  /** Whether every root move is searched with a full window, for exact values of each. */
  boolean exactRoot;

  // Set by search(), which every use follows: a search has no board before it starts.
  @SuppressWarnings("NullAway.Init")
  private BeliefBoard b;

  @SuppressWarnings("NullAway.Init")
  private Position pos;

  private boolean nullAllowed = true;
  private long nodes;
  private long nodeLimit;
  private long deadline;
  private boolean stopped;
  private int seldepth;

  /**
   * A search for a ruleset.
   *
   * @param ruleset the rules
   * @param weights the evaluation's weights, one per {@link StrategistWeight}
   */
  DeepSearch(Ruleset ruleset, double[] weights) {
    this.ruleset = ruleset;
    eval = new BeliefEvaluation(ruleset, weights);
    battles = new BattleOutcomes(ruleset, eval.seen, eval.hidden, FLAG_HOPE, PLIES);
    size = ruleset.width() * ruleset.height();
    history = new int[size * size];
  }

  /** The rules searched. */
  Ruleset ruleset() {
    return ruleset;
  }

  /** The material values the search counts, by type ordinal (the flag: 0). */
  double[] values() {
    return eval.seen;
  }

  /**
   * What one search found.
   *
   * @param best the index of the best root move
   * @param value its value for the searching side
   * @param depth the deepest iteration completed (0 when none was)
   * @param seldepth the deepest ply reached, quiescence and extensions included
   * @param nodes the nodes searched
   * @param values per root move, its value in the last iteration that searched it (a bound for a
   *     move that did not become the best)
   */
  record Result(int best, double value, int depth, int seldepth, long nodes, double[] values) {}

  /**
   * Searches the root moves by iterative deepening until a limit.
   *
   * @param board the board, the searching side to move
   * @param root the root moves (kernel codes), at least one
   * @param bonus a value added to each root move (a prior, a tie-breaking noise)
   * @param deadline the {@link System#nanoTime()} to stop at, or {@link Long#MAX_VALUE}
   * @param soft the {@link System#nanoTime()} after which no new iteration starts
   * @param nodeLimit the most nodes, or {@link Long#MAX_VALUE}
   * @param maxDepth the deepest iteration, at most {@link #MAX_DEPTH}
   * @return the result
   */
  Result search(
      BeliefBoard board,
      int[] root,
      double[] bonus,
      long deadline,
      long soft,
      long nodeLimit,
      int maxDepth) {
    this.b = board;
    this.pos = board.pos;
    // Pieces only leave the board (a rescue's return is in the kernel's bound), but a battle's
    // chance may show an unknown piece as a scout: room for a dozen more line movers.
    int need = pos.maxMoves() + 12 * (ruleset.width() + ruleset.height());
    if (moves[0].length < need) {
      moves = new int[PLIES][need];
      scores = new double[PLIES][need];
    }
    this.deadline = deadline;
    this.nodeLimit = nodeLimit;
    nodes = 0;
    stopped = false;
    nullAllowed = true;
    seldepth = 0;
    tt.newSearch();
    Arrays.fill(killer1, 0);
    Arrays.fill(killer2, 0);
    Arrays.fill(history, 0);
    eval.prepare(board);
    battles.prepare(board);
    int n = root.length;
    Integer[] order = new Integer[n];
    double[] value = new double[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
      value[i] = battles.gain(root[i], WIN) + bonus[i];
    }
    Arrays.sort(order, (x, y) -> Double.compare(value[y], value[x]));
    int bestMove = order[0];
    double bestValue = value[bestMove];
    int completed = 0;
    for (int depth = 1; depth <= Math.min(maxDepth, MAX_DEPTH); depth++) {
      double alpha = -BOUND;
      int found = -1;
      for (int j = 0; j < n; j++) {
        int i = order[j];
        double v;
        if (j == 0 || exactRoot) {
          v = bonus[i] + child(root[i], depth - 1, -BOUND - bonus[i], BOUND - bonus[i], 0, 0, 0);
        } else {
          v =
              bonus[i]
                  + child(root[i], depth - 1, alpha - bonus[i], alpha - bonus[i] + EPS, 0, 0, 0);
          if (v > alpha && !stopped) {
            v = bonus[i] + child(root[i], depth - 1, alpha - bonus[i], BOUND - bonus[i], 0, 0, 0);
          }
        }
        if (stopped) {
          break;
        }
        value[i] = v;
        if (v > alpha) {
          alpha = v;
          found = i;
        }
      }
      if (found >= 0) {
        bestMove = found;
        bestValue = alpha;
      }
      if (stopped) {
        break;
      }
      completed = depth;
      int first = found;
      Arrays.sort(
          order, (x, y) -> x == first ? -1 : y == first ? 1 : Double.compare(value[y], value[x]));
      if (System.nanoTime() > soft || Math.abs(bestValue) > WIN / 2) {
        break; // the next iteration would not end in time, or the game is decided
      }
    }
    return new Result(bestMove, bestValue, completed, seldepth, nodes, value);
  }

  /** Counts a node and stops the search at its limits. */
  private boolean stop() {
    if ((++nodes & 1023) == 0 && (nodes >= nodeLimit || System.nanoTime() > deadline)) {
      stopped = true;
    }
    return stopped;
  }

  /**
   * The value for the side to move of playing a move and searching on: a chance node when the
   * battle involves an unknown piece.
   */
  private double child(int move, int depth, double alpha, double beta, int ply, int ext, int q) {
    int outcomes = battles.chances(move, ply);
    if (outcomes == 0) {
      b.make(move);
      double v = -next(depth, -beta, -alpha, ply + 1, ext, q);
      b.unmake();
      return v;
    }
    int from = Moves.from(move);
    int to = Moves.to(move);
    int sq = b.idAt[from] >= 0 ? from : to;
    double sum = 0;
    double left = 1;
    for (int c = 0; c < CHANCES; c++) {
      double p = battles.chance[ply][c];
      if (p == 0) {
        continue;
      }
      left -= p;
      double v;
      if (c == FLAG_TAKEN) {
        // A sure flag is a won game; a chance of it is a gamble that the value of a won game,
        // 200 times a Scout, would overrate against the material it risks.
        v = p >= 1 - 1e-9 ? WIN - ply * 0.01 : FLAG_HOPE;
      } else {
        double lo = (alpha - sum - left * BOUND) / p;
        double hi = (beta - sum + left * BOUND) / p;
        if (lo >= BOUND) {
          return sum + (p + left) * BOUND; // no outcome can lift it above alpha
        }
        if (hi <= -BOUND) {
          return sum - (p + left) * BOUND; // no outcome can bring it below beta
        }
        lo = Math.max(-BOUND, lo);
        hi = Math.min(BOUND, hi);
        double corr = battles.correction[ply][c];
        int saved = b.resolve(sq, battles.shown[ply][c]);
        b.make(move);
        v = corr - next(depth, corr - hi, corr - lo, ply + 1, ext, q);
        b.unmake();
        b.unresolve(sq, saved);
        if (stopped) {
          return 0;
        }
        if (v >= hi && hi < BOUND) {
          return sum + p * v - left * BOUND; // at least beta
        }
        if (v <= lo && lo > -BOUND) {
          return sum + p * v + left * BOUND; // at most alpha
        }
      }
      sum += p * v;
    }
    return sum;
  }

  private double next(int depth, double alpha, double beta, int ply, int ext, int q) {
    return depth > 0 ? search(depth, alpha, beta, ply, ext) : quiesce(alpha, beta, ply, q);
  }

  /** The value of the position for the side to move, searched {@code depth} plies deep. */
  private double search(int depth, double alpha, double beta, int ply, int ext) {
    if (stop()) {
      return 0;
    }
    seldepth = Math.max(seldepth, ply);
    int side = pos.toMove();
    int[] buf = moves[ply];
    int n = pos.generate(buf);
    int status = pos.statusAfterGenerate(n);
    if (status != Status.ONGOING) {
      return terminal(status, side, ply);
    }
    if (ply >= PLIES - MAX_QUIESCENCE - 2) {
      return eval.value(b, side);
    }
    long key = b.key();
    int slot = tt.probe(key);
    int ttMove = 0;
    if (slot >= 0) {
      ttMove = tt.move(slot);
      if (tt.depth(slot) >= depth) {
        double v = tt.value(slot);
        int bound = tt.bound(slot);
        if (bound == TranspositionTable.EXACT
            || (bound == TranspositionTable.LOWER && v >= beta)
            || (bound == TranspositionTable.UPPER && v <= alpha)) {
          return v;
        }
      }
    }
    boolean pv = beta - alpha > EPS * 2;
    double stand = !pv && (depth == 1 || depth >= NULL_DEPTH) ? eval.value(b, side) : 0;
    if (!pv
        && depth >= NULL_DEPTH
        && n > 1
        && nullAllowed
        && stand >= beta
        && pos.movableCount(side) > NULL_PIECES) {
      // Null move: a side that is still at beta after passing is at beta after its best move (a
      // position with few movable pieces can be a zugzwang, so none is tried there).
      int ply0 = pos.ply();
      int quiet0 = pos.pliesSinceAttack();
      pos.setClock(side ^ 1, ply0, quiet0);
      nullAllowed = false;
      double v = -search(depth - 1 - NULL_REDUCTION, -beta, -beta + EPS, ply + 1, ext);
      nullAllowed = true;
      pos.setClock(side, ply0, quiet0);
      if (stopped) {
        return 0;
      }
      if (v >= beta) {
        return v;
      }
    }
    order(buf, n, ply, ttMove);
    int extension = 0;
    if (ext < MAX_EXTENSION && n == 1) {
      extension = 1; // a forced reply costs no depth
    }
    double alpha0 = alpha;
    double bestValue = -BOUND;
    int bestMove = 0;
    // Futility: a quiet move one ply from the horizon that cannot lift the value to alpha.
    double futile = depth == 1 && !pv && extension == 0 ? stand + FUTILITY : Double.MAX_VALUE;
    for (int i = 0; i < n; i++) {
      int m = pick(buf, scores[ply], i, n);
      boolean quiet = pos.pieceAt(Moves.to(m)) == 0 && m != ttMove;
      int e = extension;
      if (e == 0 && ext < MAX_EXTENSION && threatensFlag(m, side)) {
        e = 1;
      }
      if (quiet && e == 0 && i > 0 && futile <= alpha) {
        continue;
      }
      double v;
      if (i == 0) {
        v = child(m, depth - 1 + e, alpha, beta, ply, ext + e, 0);
      } else {
        // Late quiet moves are searched a ply shallower first (late move reductions).
        int r = quiet && e == 0 && depth >= 3 && i >= LATE && m != killer1[ply] ? 1 : 0;
        v = child(m, depth - 1 - r, alpha, alpha + EPS, ply, ext, 0);
        if (r > 0 && v > alpha && !stopped) {
          v = child(m, depth - 1 + e, alpha, alpha + EPS, ply, ext + e, 0);
        }
        if (v > alpha && v < beta && !stopped) {
          v = child(m, depth - 1 + e, alpha, beta, ply, ext + e, 0);
        }
      }
      if (stopped) {
        return 0;
      }
      if (v > bestValue) {
        bestValue = v;
        bestMove = m;
        if (v > alpha) {
          alpha = v;
          if (alpha >= beta) {
            if (pos.pieceAt(Moves.to(m)) == 0) {
              if (killer1[ply] != m) {
                killer2[ply] = killer1[ply];
                killer1[ply] = m;
              }
              reward(m, depth);
            }
            break;
          }
        }
      }
    }
    int bound =
        bestValue >= beta
            ? TranspositionTable.LOWER
            : bestValue > alpha0 ? TranspositionTable.EXACT : TranspositionTable.UPPER;
    tt.store(key, bestMove, bestValue, depth, bound);
    return bestValue;
  }

  /** The quiescence search: the side to move stands pat or attacks. */
  private double quiesce(double alpha, double beta, int ply, int q) {
    if (stop()) {
      return 0;
    }
    seldepth = Math.max(seldepth, ply);
    int side = pos.toMove();
    int[] buf = moves[ply];
    // The attacks alone where a look along each piece's lines finds them; the end of the game
    // without a legal move (C-7.3) is left to the full search.
    boolean lines = battles.lines();
    int n = lines ? battles.attacks(side, buf) : pos.generate(buf);
    int status = pos.statusAfterGenerate(lines ? 1 : n);
    if (status != Status.ONGOING) {
      return terminal(status, side, ply);
    }
    double stand = eval.value(b, side);
    if (stand >= beta || q >= MAX_QUIESCENCE || ply >= PLIES - 2) {
      return stand;
    }
    alpha = Math.max(alpha, stand);
    double[] s = scores[ply];
    int attacks = 0;
    for (int i = 0; i < n; i++) {
      int m = buf[i];
      if (pos.pieceAt(Moves.to(m)) != 0) {
        double g = battles.gain(m, WIN);
        // An attack expected to lose material is no quiescence move, nor one that cannot lift
        // the value to alpha (delta pruning).
        if (g >= 0 && stand + g + DELTA > alpha) {
          buf[attacks] = m;
          s[attacks++] = g;
        }
      }
    }
    double bestValue = stand;
    for (int i = 0; i < attacks; i++) {
      int m = pick(buf, s, i, attacks);
      double v = child(m, 0, alpha, beta, ply, 0, q + 1);
      if (stopped) {
        return 0;
      }
      if (v > bestValue) {
        bestValue = v;
        if (v > alpha) {
          alpha = v;
          if (alpha >= beta) {
            break;
          }
        }
      }
    }
    return bestValue;
  }

  /** A finished game's value for the side to move. */
  private double terminal(int status, int side, int ply) {
    int winner = Status.winner(status);
    if (winner == Status.DRAW) {
      return 0;
    }
    double win = WIN - ply * 0.01;
    int termination = Status.termination(status);
    if (winner == b.me
        && (termination == Status.NO_MOVABLE_PIECES || termination == Status.NO_LEGAL_MOVE)) {
      // The enemy's stand-in bombs may be pieces that move: it has lost only if they are not.
      double stuck = 1;
      for (int sq = 0; sq < size; sq++) {
        int k = b.idAt[sq];
        if (k >= 0) {
          stuck *= 1 - b.mobileChance[k];
        }
      }
      double v = stuck * win + (1 - stuck) * eval.value(b, b.me);
      return side == b.me ? v : -v;
    }
    return winner == side ? win : -win;
  }

  /**
   * Whether a move of the enemy ends next to the searching side's flag: the search looks one ply
   * further there.
   */
  private boolean threatensFlag(int move, int side) {
    if (side == b.me) {
      return false;
    }
    int to = Moves.to(move);
    int w = b.width;
    int x = to % w;
    return flagAt(to - w)
        || flagAt(to + w)
        || (x > 0 && flagAt(to - 1))
        || (x < w - 1 && flagAt(to + 1));
  }

  private boolean flagAt(int sq) {
    if (sq < 0 || sq >= size) {
      return false;
    }
    int code = pos.pieceAt(sq);
    return code != 0 && Position.owner(code) == b.me && Position.type(code) == FLAG;
  }

  /**
   * Scores the moves for ordering: the table's move, attacks by expected gain, killers, history.
   */
  private void order(int[] buf, int n, int ply, int ttMove) {
    double[] s = scores[ply];
    for (int i = 0; i < n; i++) {
      int m = buf[i];
      if (m == ttMove) {
        s[i] = 1e9;
      } else if (pos.pieceAt(Moves.to(m)) != 0) {
        double g = battles.gain(m, WIN);
        s[i] = g >= 0 ? 1e6 + g * 1e3 : 8e5 + g * 1e3;
      } else if (m == killer1[ply]) {
        s[i] = 9e5;
      } else if (m == killer2[ply]) {
        s[i] = 8.9e5;
      } else {
        s[i] = history[Moves.from(m) * size + Moves.to(m)];
      }
    }
  }

  /** Moves the best-scored of {@code buf[i..n)} to {@code i} and returns it. */
  private static int pick(int[] buf, double[] s, int i, int n) {
    int best = i;
    for (int j = i + 1; j < n; j++) {
      if (s[j] > s[best]) {
        best = j;
      }
    }
    int m = buf[best];
    buf[best] = buf[i];
    buf[i] = m;
    double t = s[best];
    s[best] = s[i];
    s[i] = t;
    return m;
  }

  private void reward(int move, int depth) {
    int i = Moves.from(move) * size + Moves.to(move);
    history[i] += depth * depth;
    if (history[i] > 1 << 18) {
      for (int j = 0; j < history.length; j++) {
        history[j] >>= 1;
      }
    }
  }
}
