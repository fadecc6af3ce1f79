package io.github.strategorules.research.classic;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.research.SamplingException;
import io.github.strategorules.research.Transcript;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

/**
 * What one seat may believe of the type of every enemy piece on the board (issue 52): per piece a
 * probability for each type, from everything the seat has seen and nothing else (C-8). The revealed
 * pieces have their type; for each unrevealed one the belief combines
 *
 * <ul>
 *   <li>the hard facts of {@link ClassicSampler}: the roster less the pieces captured and revealed,
 *       what each piece's moves allow (one that moved is no bomb nor flag, C-3.1; one that moved
 *       far is a scout, C-3.3), a rescuer is no scout (V-1.2), an unseen winning defender beats its
 *       attacker (V-2.6);
 *   <li>where people put each type in their setups (the Gravon archives, {@link
 *       io.github.strategorules.core.SensibleSetups#weight} on the piece's start square);
 *   <li>what its moves showed ({@link Behaviour}): a piece that steps up to a piece of ours whose
 *       type the enemy knows likely takes it, one that steps away likely does not.
 * </ul>
 *
 * The weights of every assignment of the types left to the unrevealed pieces are the product of
 * each piece's prior and evidence, restricted to the assignments the facts allow; the belief is the
 * marginal of each piece, approximated by matrix scaling (Sinkhorn's iteration: the piece-by-type
 * weight matrix is scaled until every piece's row sums to 1 and every type's column to the number
 * of such pieces left), which is deterministic and costs well under a millisecond. Each type's
 * probabilities over the pieces sum to the number of its pieces left; each piece's, to 1.
 *
 * <p>Built from a seat's transcript (its current view holds all it reads); immutable and
 * thread-safe. {@link DeepBot} values unknown pieces by it, and {@link StrategistBot} its attacks.
 */
public final class TypeBelief {
  private static final int TYPES = PieceType.values().length;

  /** The most scaling rounds; the iteration usually converges in a few dozen. */
  private static final int ROUNDS = 500;

  /** When the rows' sums are within this of 1, the iteration has converged. */
  private static final double TOLERANCE = 1e-9;

  private final Ruleset ruleset;
  private final Seat viewer;

  /** Per enemy piece on the board, by square index ascending: its square index. */
  private final int[] squares;

  /** Per enemy piece, per type ordinal: the probability. */
  private final double[][] probabilities;

  /** Per square index: the index of the enemy piece there, or -1. */
  private final int[] pieceAt;

  /** Per enemy piece: whether the seat knows its type (it was revealed, or it is deduced). */
  private final boolean[] known;

  /** Per enemy piece: its provenance id in the sampler it was built from. */
  private final int[] provIds;

  private TypeBelief(ClassicSampler sampler) {
    Provenance prov = sampler.provenance();
    this.ruleset = prov.ruleset;
    this.viewer = prov.viewer;
    int size = ruleset.width() * ruleset.height();
    int enemy = viewer.ordinal() ^ 1;
    this.pieceAt = new int[size];
    Arrays.fill(pieceAt, -1);
    int[] idAt = new int[size];
    Arrays.fill(idAt, -1);
    for (int id = 0; id < prov.count; id++) {
      if (prov.owner[id] == enemy && prov.now[id] >= 0) {
        idAt[prov.now[id]] = id;
      }
    }
    int n = (int) Arrays.stream(idAt).filter(id -> id >= 0).count();
    squares = new int[n];
    provIds = new int[n];
    probabilities = new double[n][];
    known = new boolean[n];
    int k = 0;
    for (int sq = 0; sq < size; sq++) {
      if (idAt[sq] >= 0) {
        squares[k] = sq;
        provIds[k] = idAt[sq];
        pieceAt[sq] = k++;
      }
    }
    int[] unknown = sampler.unknownIds();
    double[][] marginals = marginals(sampler, unknown);
    int[] rowOf = new int[prov.count];
    Arrays.fill(rowOf, -1);
    for (int u = 0; u < unknown.length; u++) {
      rowOf[unknown[u]] = u;
    }
    for (int i = 0; i < n; i++) {
      int id = provIds[i];
      if (rowOf[id] >= 0) {
        probabilities[i] = marginals[rowOf[id]];
        known[i] = certain(probabilities[i]) >= 0;
      } else {
        probabilities[i] = new double[TYPES];
        probabilities[i][prov.type[id]] = 1;
        known[i] = true;
      }
    }
  }

  /**
   * The belief of the seat of a transcript.
   *
   * @param transcript the transcript of a seat of a classic-family game, in play
   * @return the belief
   * @throws SamplingException when the view cannot be read so (a free setup, whose roster is
   *     unknown; a game restored from a position; see {@link SamplingException.Failure})
   * @throws IllegalArgumentException for a transcript of another game
   */
  public static TypeBelief of(Transcript transcript) {
    return new TypeBelief(ClassicSampler.of(transcript));
  }

  /**
   * The belief of a player's view.
   *
   * @param view the view of a player (not a spectator) in play, of a game started from setups
   * @return the belief
   * @throws SamplingException when the view cannot be read so (see {@link
   *     SamplingException.Failure})
   */
  public static TypeBelief of(ClassicView view) {
    return new TypeBelief(ClassicSampler.of(view));
  }

  /** The belief of a sampler's view, sharing what the sampler already read. */
  static TypeBelief of(ClassicSampler sampler) {
    return new TypeBelief(sampler);
  }

  /**
   * The seat whose belief this is.
   *
   * @return the seat
   */
  public Seat viewer() {
    return viewer;
  }

  /**
   * The probability that the enemy piece on a square is of a type.
   *
   * @param square a square of the board
   * @param type a type
   * @return the probability; 0 where no enemy piece stands
   */
  public double probability(Square square, PieceType type) {
    int i = pieceAt[index(square)];
    return i < 0 ? 0 : probabilities[i][type.ordinal()];
  }

  /**
   * The type distribution of the enemy piece on a square.
   *
   * @param square a square of the board
   * @return per type with a positive probability, that probability; empty where no enemy piece
   *     stands
   */
  public Optional<Map<PieceType, Double>> distribution(Square square) {
    int i = pieceAt[index(square)];
    if (i < 0) {
      return Optional.empty();
    }
    Map<PieceType, Double> m = new EnumMap<>(PieceType.class);
    for (PieceType t : PieceType.values()) {
      if (probabilities[i][t.ordinal()] > 0) {
        m.put(t, probabilities[i][t.ordinal()]);
      }
    }
    return Optional.of(Collections.unmodifiableMap(m));
  }

  /**
   * Whether the seat knows the type of the enemy piece on a square: it was revealed, or every other
   * type is ruled out.
   *
   * @param square a square of the board
   * @return true for a known enemy piece; false for an unknown one or where none stands
   */
  public boolean known(Square square) {
    int i = pieceAt[index(square)];
    return i >= 0 && known[i];
  }

  private int index(Square s) {
    if (s.x() >= ruleset.width() || s.y() >= ruleset.height()) {
      throw new IllegalArgumentException(s + " is off the " + ruleset.width() + "-wide board");
    }
    return s.y() * ruleset.width() + s.x();
  }

  /** The enemy pieces on the board. */
  int pieces() {
    return squares.length;
  }

  /** An enemy piece's square index. */
  int square(int piece) {
    return squares[piece];
  }

  /** An enemy piece's index by square index, or -1. */
  int pieceAt(int sq) {
    return pieceAt[sq];
  }

  /** An enemy piece's distribution by type ordinal (never written to). */
  double[] row(int piece) {
    return probabilities[piece];
  }

  /** Whether the seat knows an enemy piece's type. */
  boolean isKnown(int piece) {
    return known[piece];
  }

  /** An enemy piece's provenance id in the sampler the belief was built from. */
  int provId(int piece) {
    return provIds[piece];
  }

  /** The one type a distribution allows, or -1 when it allows several. */
  static int certain(double[] row) {
    int only = -1;
    for (int t = 0; t < row.length; t++) {
      if (row[t] > 1e-12) {
        if (only >= 0) {
          return -1;
        }
        only = t;
      }
    }
    return only;
  }

  /**
   * The marginals of the unknown pieces (rows, in the sampler's order) by matrix scaling of the
   * weights that the facts, the setup prior and the behaviour give.
   */
  private static double[][] marginals(ClassicSampler sampler, int[] unknown) {
    Provenance prov = sampler.provenance();
    double[][] prior = sampler.priorLogWeights();
    double[][] evidence = sampler.behaviour();
    double[] count = new double[TYPES];
    for (int t : sampler.pool()) {
      count[t]++;
    }
    int n = unknown.length;
    double[][] p = new double[n][TYPES];
    for (int u = 0; u < n; u++) {
      int id = unknown[u];
      int mask = prov.allowed[id] & prov.required[id];
      int start = prov.start[id];
      double top = Double.NEGATIVE_INFINITY;
      double[] log = new double[TYPES];
      for (int t = 0; t < TYPES; t++) {
        log[t] = (start >= 0 ? prior[t][start] : 0) + evidence[id][t];
        if ((mask >>> t & 1) != 0 && count[t] > 0) {
          top = Math.max(top, log[t]);
        }
      }
      for (int t = 0; t < TYPES; t++) {
        p[u][t] = (mask >>> t & 1) != 0 && count[t] > 0 ? Math.exp(log[t] - top) : 0;
      }
    }
    double[] column = new double[TYPES];
    for (int round = 0; round < ROUNDS; round++) {
      double error = normalizeRows(p);
      if (round > 0 && error < TOLERANCE) {
        break;
      }
      Arrays.fill(column, 0);
      for (double[] row : p) {
        for (int t = 0; t < TYPES; t++) {
          column[t] += row[t];
        }
      }
      for (double[] row : p) {
        for (int t = 0; t < TYPES; t++) {
          if (column[t] > 0) {
            row[t] *= count[t] / column[t];
          }
        }
      }
    }
    normalizeRows(p);
    return p;
  }

  /** Scales every row to sum 1; the largest distance of a row's sum from 1 before. */
  private static double normalizeRows(double[][] p) {
    double error = 0;
    for (double[] row : p) {
      double s = 0;
      for (double x : row) {
        s += x;
      }
      if (s > 0) {
        error = Math.max(error, Math.abs(s - 1));
        for (int t = 0; t < row.length; t++) {
          row[t] /= s;
        }
      }
    }
    return error;
  }
}
