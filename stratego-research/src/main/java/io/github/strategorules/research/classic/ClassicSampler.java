package io.github.strategorules.research.classic;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.action.ClassicDrawOffer;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.action.Rescue;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.research.HiddenStateSampler;
import io.github.strategorules.research.SamplingException;
import io.github.strategorules.research.Transcript;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;

/**
 * Samples the hidden information of one player's view: full game states that agree with everything
 * that player knows, for determinized search. Built from the view alone ({@link #of}); the true
 * state is never consulted.
 *
 * <p>Guarantees of {@link #sample}: the state is reached by legal play (both setups, then every
 * move of {@link ClassicView#moveLog()}), and its {@code viewFor(viewer)} equals the input view. So
 * the enemy pieces have the roster's composition, revealed pieces keep their types, pieces that
 * moved are of movable types, pieces that moved more than one square are line movers (scouts) and,
 * under the Ultimate Lightning extensions (V-1.2), a piece that turned a corner is a two-square
 * mover (a captain) and one that moved two squares straight is a scout or a captain, a piece that
 * rescued is no scout, and rescued pieces are back where the rescue put them; under silent defence
 * (V-2.6) a defender that won unseen is of a type that beats its attacker. Types of unrevealed
 * enemy pieces are drawn uniformly among the assignments that satisfy those constraints (the rare
 * draw whose view differs, through a repetition constraint that depends on types, is redrawn).
 * Every consistent assignment has a positive probability.
 *
 * <p>{@link #samplePosition} is the fast variant for search: the same draw replayed on the kernel,
 * without building a {@link ClassicState} or comparing views. Instances are immutable and
 * thread-safe.
 */
public final class ClassicSampler implements HiddenStateSampler {
  private static final int ATTEMPTS = 200;

  /**
   * Type draws per attempt before giving up on the facts checked after the draw ({@link
   * Provenance#required}); a draw costs one pass over the pieces.
   */
  private static final int DRAWS = 20_000;

  /** The Metropolis steps of {@link #samplePositionHumanLike}. */
  private static final int SWAPS = 400;

  private final ClassicView view;
  private final Provenance prov;

  /** The enemy's index (0 RED, 1 BLUE). */
  private final int enemy;

  /**
   * The unknown enemy pieces, most constrained first: by the number of types their moves allow
   * ({@link Provenance#allowed}), fewest first.
   */
  private final int[] unknown;

  /** The types (ordinals) left for the unknown enemy pieces, one entry per piece. */
  private final int[] pool;

  /** The log's moves (each with its rescue, V-1.2), as kernel codes and as moves of the API. */
  private final int[] kernelMoves;

  private final Move[] moves;

  /**
   * Each move's battle result as {@link Position#make} returns it ({@link Position#NO_BATTLE} for
   * none).
   */
  private final int[] results;

  /** Whether some unknown piece has facts beyond its moves ({@link Provenance#required}). */
  private final boolean checkRequired;

  /**
   * {@link #logWeights()}, computed on first use (a benign race: every thread computes the same
   * table).
   */
  private volatile double @Nullable [][] logWeights;

  /** {@link Behaviour#of}, computed on first use (a benign race, as for {@link #logWeights}). */
  private volatile double @Nullable [][] behaviour;

  private ClassicSampler(ClassicView view) {
    this.view = view;
    this.prov = Provenance.of(view);
    Ruleset r = view.ruleset();
    this.enemy = prov.viewer.ordinal() ^ 1;
    Map<PieceType, Integer> left = new EnumMap<>(r.roster());
    List<Integer> hidden = new ArrayList<>();
    for (int id = 0; id < prov.count; id++) {
      if (prov.owner[id] != enemy || prov.rescued[id]) {
        continue; // a rescued piece is one of the captured ones, counted once as such
      }
      if (prov.type[id] >= 0) {
        left.merge(PieceType.values()[prov.type[id]], -1, Integer::sum);
      } else if (prov.now[id] < 0 || (prov.allowed[id] & prov.required[id]) == 0) {
        throw new SamplingException(SamplingException.Failure.INCONSISTENT);
      } else {
        hidden.add(id);
      }
    }
    hidden.sort(
        Comparator.comparingInt((Integer id) -> Integer.bitCount(prov.allowed[id]))
            .thenComparingInt(id -> id));
    unknown = hidden.stream().mapToInt(Integer::intValue).toArray();
    checkRequired = hidden.stream().anyMatch(id -> (prov.allowed[id] & ~prov.required[id]) != 0);
    int total = 0;
    for (int n : left.values()) {
      if (n < 0) {
        throw new SamplingException(SamplingException.Failure.INCONSISTENT);
      }
      total += n;
    }
    if (total != unknown.length) {
      throw new SamplingException(SamplingException.Failure.INCONSISTENT);
    }
    pool = new int[total];
    int k = 0;
    for (Map.Entry<PieceType, Integer> e : left.entrySet()) {
      for (int i = 0; i < e.getValue(); i++) {
        pool[k++] = e.getKey().ordinal();
      }
    }
    List<ClassicEvent> log = view.moveLog();
    List<Move> played = new ArrayList<>();
    List<Integer> outcomes = new ArrayList<>();
    for (int i = 0; i < log.size(); i++) {
      ClassicEvent e = log.get(i);
      if (e instanceof ClassicEvent.Rescued) {
        continue; // attached to its move below
      }
      outcomes.add(
          e instanceof ClassicEvent.Battle b ? b.result().ordinal() + 1 : Position.NO_BATTLE);
      Move m =
          e instanceof ClassicEvent.PieceMoved pm
              ? Move.of(pm.seat(), pm.from(), pm.to())
              : Move.of(
                  ((ClassicEvent.Battle) e).attacker(),
                  ((ClassicEvent.Battle) e).from(),
                  ((ClassicEvent.Battle) e).to());
      if (i + 1 < log.size() && log.get(i + 1) instanceof ClassicEvent.Rescued res) {
        m =
            Move.withRescue(
                m.seat(), m.from(), m.to(), new Rescue(res.piece().type(), res.square()));
      }
      played.add(m);
    }
    moves = played.toArray(Move[]::new);
    results = outcomes.stream().mapToInt(Integer::intValue).toArray();
    Position coder = new Position(r);
    kernelMoves = new int[moves.length];
    for (int i = 0; i < moves.length; i++) {
      kernelMoves[i] = coder.codeOf(moves[i]);
    }
  }

  /**
   * A sampler for a player's view.
   *
   * @param view the view of a player (not a spectator) during play, of a game started from setups
   * @return the sampler
   * @throws SamplingException when the view cannot be sampled (see {@link
   *     SamplingException.Failure})
   */
  public static ClassicSampler of(ClassicView view) {
    return new ClassicSampler(view);
  }

  /**
   * A sampler for a seat's transcript: its current view holds all the sampler reads (the public
   * move log since the setups, C-8).
   *
   * @param transcript the transcript of a seat of a classic-family game
   * @return the sampler
   * @throws SamplingException when the view cannot be sampled (see {@link
   *     SamplingException.Failure})
   * @throws IllegalArgumentException for a transcript of another game
   */
  public static ClassicSampler of(Transcript transcript) {
    if (!(transcript.view() instanceof ClassicView view)) {
      throw new IllegalArgumentException("not a transcript of a classic-family game");
    }
    return new ClassicSampler(view);
  }

  /**
   * The player whose view is sampled.
   *
   * @return the viewer
   */
  public Seat viewer() {
    return prov.viewer;
  }

  /**
   * The seat of {@link #viewer()}.
   *
   * @return the seat
   */
  @Override
  public Seat seat() {
    return prov.viewer;
  }

  /**
   * A full state consistent with the view, reproducible from the seed.
   *
   * @param seed the seed
   * @return a state whose {@code viewFor(viewer())} equals the view
   * @throws SamplingException when no consistent state is found
   */
  public ClassicState sample(long seed) {
    return sample(new SplittableRandom(seed));
  }

  /**
   * A full state consistent with the view, drawn from the given source.
   *
   * @param random the source of randomness
   * @return a state whose {@code viewFor(viewer())} equals the view
   * @throws SamplingException when no consistent state is found
   */
  @Override
  public ClassicState sample(SplittableRandom random) {
    for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
      int[] types = drawTypes(random);
      ClassicState s =
          ClassicState.start(view.ruleset(), setup(types, Seat.RED), setup(types, Seat.BLUE));
      try {
        for (Move m : moves) {
          s = s.apply(m).state();
        }
      } catch (io.github.strategorules.core.error.IllegalActionException e) {
        continue; // a more-squares constraint that depends on the drawn types (C-6): redraw
      }
      if (view.drawOffer().isPresent()) {
        s = s.apply(new ClassicDrawOffer(view.drawOffer().get())).state();
      }
      if (s.viewFor(prov.viewer).equals(view)) {
        return s;
      }
    }
    throw new SamplingException(SamplingException.Failure.ATTEMPTS_EXHAUSTED);
  }

  /**
   * A kernel position consistent with the view, for search: the same draw as {@link #sample},
   * replayed with {@link Position#make}, each move checked as the referee would and each battle
   * result compared with the log (a draw that fails is redrawn), but the view itself not compared
   * (so in rare chase positions its repetition constraints may differ from the view's).
   *
   * @param random the source of randomness
   * @return a new position
   * @throws SamplingException when no consistent draw is found
   */
  public Position samplePosition(SplittableRandom random) {
    return sampleKernel(random, false);
  }

  /**
   * Like {@link #samplePosition}, but biased toward the usual way of hiding a flag: each draw is
   * kept with probability {@code (flag on the back row ? 1 : 0.15) * (0.4 + 0.2 * bombs next to it,
   * at most 3)}, else redrawn (up to 30 draws, then the last is kept). Only the enemy flag's start
   * square and the bombs around it matter; the other guarantees are those of {@link
   * #samplePosition}. For {@link SearchBot}, whose opponents are not uniform either.
   */
  Position samplePositionFlagBiased(SplittableRandom random) {
    return sampleKernel(random, true);
  }

  /**
   * This sampler's flag-biased draw ({@link #samplePositionFlagBiased}) as a sampler of states: the
   * worlds of {@link SearchBot}.
   */
  HiddenStateSampler flagBiased() {
    return new HiddenStateSampler() {
      @Override
      public Seat seat() {
        return prov.viewer;
      }

      @Override
      public ClassicState sample(SplittableRandom random) {
        return ClassicState.of(samplePositionFlagBiased(random)); // the state copies the position
      }
    };
  }

  /**
   * Like {@link #samplePosition}, but with the enemy's unknown pieces where people put them: the
   * uniform draw is followed by {@link #SWAPS} Metropolis steps that swap the types of two unknown
   * pieces (when both stay consistent with what their moves and battles showed), so the draw tends
   * to the distribution proportional to the product over the unknown pieces of {@link
   * io.github.strategorules.core.SensibleSetups#weight} of their type on their start square
   * (restricted to the consistent assignments). For {@link ReferenceBot}.
   *
   * @param random the source of randomness
   * @return a new position
   * @throws SamplingException when no consistent draw is found
   */
  Position samplePositionHumanLike(SplittableRandom random) {
    return sampleWeighted(random, null);
  }

  /**
   * Like {@link #samplePositionHumanLike}, with each unknown piece's type also weighted by what its
   * moves showed ({@link Behaviour}): the Metropolis steps tend to the product of both weights. For
   * {@link StrategistBot}.
   *
   * @param random the source of randomness
   * @return a new position
   * @throws SamplingException when no consistent draw is found
   */
  Position samplePositionInformed(SplittableRandom random) {
    return sampleWeighted(random, behaviour());
  }

  /** {@link Behaviour#of} this view, by provenance id (computed once; never written to). */
  double[][] behaviour() {
    double[][] b = behaviour;
    if (b == null) {
      b = Behaviour.of(prov, view);
      behaviour = b;
    }
    return b;
  }

  /** What the view tells of every piece: its start, its square, its type if known, its moves. */
  Provenance provenance() {
    return prov;
  }

  /** The provenance ids of the enemy's unknown pieces on the board (never written to). */
  int[] unknownIds() {
    return unknown;
  }

  /** The types left for the unknown pieces, one ordinal per piece (never written to). */
  int[] pool() {
    return pool;
  }

  /** {@link SetupPrior#logWeights} of the enemy's setup (never written to). */
  double[][] priorLogWeights() {
    return logWeights();
  }

  /**
   * The position after the game's moves with given types, checked as {@link #samplePosition} checks
   * a draw.
   *
   * @param types a type ordinal per provenance id: the known ones, and for the unknown enemy pieces
   *     types their moves and battles allow
   * @return the position, or null when a move or battle of the log disagrees with the types
   */
  @Nullable Position positionWith(int[] types) {
    return replay(types);
  }

  private Position sampleWeighted(SplittableRandom random, double @Nullable [][] evidence) {
    double[][] logWeight = logWeights();
    for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
      int[] types = drawTypes(random);
      int n = unknown.length;
      for (int step = 0; step < SWAPS && n > 1; step++) {
        int a = unknown[random.nextInt(n)];
        int b = unknown[random.nextInt(n)];
        int ta = types[a];
        int tb = types[b];
        if (ta == tb
            || ((prov.allowed[a] & prov.required[a]) >>> tb & 1) == 0
            || ((prov.allowed[b] & prov.required[b]) >>> ta & 1) == 0) {
          continue;
        }
        double delta =
            logWeight[tb][prov.start[a]]
                + logWeight[ta][prov.start[b]]
                - logWeight[ta][prov.start[a]]
                - logWeight[tb][prov.start[b]];
        if (evidence != null) {
          delta += evidence[a][tb] + evidence[b][ta] - evidence[a][ta] - evidence[b][tb];
        }
        if (delta >= 0 || random.nextDouble() < Math.exp(delta)) {
          types[a] = tb;
          types[b] = ta;
        }
      }
      Position p = replay(types);
      if (p != null) {
        return p;
      }
    }
    throw new SamplingException(SamplingException.Failure.ATTEMPTS_EXHAUSTED);
  }

  /**
   * The log of {@link io.github.strategorules.core.SensibleSetups#weight} of every type on every
   * square of the enemy's zone (0 elsewhere).
   */
  private double[][] logWeights() {
    double[][] w = logWeights;
    if (w == null) {
      w = SetupPrior.logWeights(view.ruleset(), prov.viewer.opponent());
      logWeights = w;
    }
    return w;
  }

  /**
   * {@link #samplePosition}, with the flag bias of {@link #samplePositionFlagBiased} or without.
   */
  private Position sampleKernel(SplittableRandom random, boolean flagBiased) {
    for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
      int[] types = drawTypes(random);
      for (int draw = 1;
          flagBiased && draw < 30 && random.nextDouble() >= flagWeight(types);
          draw++) {
        types = drawTypes(random);
      }
      Position p = replay(types);
      if (p != null) {
        return p;
      }
    }
    throw new SamplingException(SamplingException.Failure.ATTEMPTS_EXHAUSTED);
  }

  /** The weight of a draw in {@link #samplePositionFlagBiased}, at most 1. */
  private double flagWeight(int[] types) {
    Ruleset r = view.ruleset();
    int w = r.width();
    int flag = -1;
    int[] startType = new int[w * r.height()];
    java.util.Arrays.fill(startType, -1);
    for (int id = 0; id < prov.count; id++) {
      if (prov.owner[id] == enemy && prov.start[id] >= 0) {
        startType[prov.start[id]] = types[id];
        if (types[id] == PieceType.FLAG.ordinal()) {
          flag = prov.start[id];
        }
      }
    }
    if (flag < 0) {
      return 1;
    }
    int back = enemy == Seat.RED.ordinal() ? 0 : r.height() - 1;
    int fx = flag % w;
    int fy = flag / w;
    int bombs = 0;
    int[][] dirs = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    for (int[] d : dirs) {
      int x = fx + d[0];
      int y = fy + d[1];
      if (x >= 0
          && y >= 0
          && x < w
          && y < r.height()
          && startType[y * w + x] == PieceType.BOMB.ordinal()) {
        bombs++;
      }
    }
    return (fy == back ? 1 : 0.15) * (0.4 + 0.2 * Math.min(bombs, 3));
  }

  /**
   * The position the draw gives after the game's moves, or null when a move or battle disagrees.
   */
  private @Nullable Position replay(int[] types) {
    Position p = new Position(view.ruleset());
    for (int id = 0; id < prov.count; id++) {
      if (prov.start[id] >= 0) {
        p.put(prov.start[id], Position.code(prov.owner[id], types[id]), 0);
      }
    }
    for (int i = 0; i < kernelMoves.length; i++) {
      // Checked like the referee would (the more-squares rule can depend on the drawn types, C-6);
      // the battle results follow from the draw's constraints and are checked as a safeguard.
      if (p.reasonOf(p.toMove(), kernelMoves[i]) != null || p.make(kernelMoves[i]) != results[i]) {
        return null;
      }
    }
    return p.copy(); // drops the undo history
  }

  private Setup setup(int[] types, Seat player) {
    Map<Square, PieceType> map = new java.util.HashMap<>();
    int w = view.ruleset().width();
    for (int id = 0; id < prov.count; id++) {
      if (prov.owner[id] == player.ordinal() && prov.start[id] >= 0) {
        map.put(Square.of(prov.start[id] % w, prov.start[id] / w), PieceType.values()[types[id]]);
      }
    }
    return Setup.of(map);
  }

  /**
   * Types for every piece: the known ones, and for the unknown enemy pieces a uniform draw among
   * the valid assignments. {@link #drawByMoves} is uniform among the assignments its moves allow; a
   * draw is kept only when it also meets the other facts ({@link Provenance#required}: a rescuer is
   * no Scout, an unseen winning defender beats its attacker), and rejection keeps the distribution
   * uniform on what is kept.
   *
   * @throws SamplingException when {@link #DRAWS} draws in a row miss those facts
   */
  private int[] drawTypes(SplittableRandom random) {
    for (int draw = 0; draw < DRAWS; draw++) {
      int[] types = drawByMoves(random);
      if (!checkRequired || meetsRequired(types)) {
        return types;
      }
    }
    throw new SamplingException(SamplingException.Failure.ATTEMPTS_EXHAUSTED);
  }

  /** Whether every unknown piece's drawn type fits the facts beyond its moves. */
  private boolean meetsRequired(int[] types) {
    for (int id : unknown) {
      if (((prov.required[id] >>> types[id]) & 1) == 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * One draw that respects the moves ({@link Provenance#allowed}): a uniformly random valid
   * matching of the pool's entries to the pieces, each piece in turn (most constrained first)
   * taking a uniformly random entry among those its moves allow. This is uniform because the sets
   * of allowed types form a laminar family (any two are nested or disjoint: all types, the mobile
   * ones, line or two-square movers, line movers, two-square movers), so the number of choices left
   * for each piece does not depend on the earlier choices.
   */
  private int[] drawByMoves(SplittableRandom random) {
    int[] types = prov.type.clone();
    int[] left = pool.clone();
    int n = left.length;
    for (int id : unknown) {
      int mask = prov.allowed[id];
      int candidates = 0;
      for (int i = 0; i < n; i++) {
        candidates += (mask >>> left[i]) & 1;
      }
      if (candidates == 0) {
        throw new SamplingException(SamplingException.Failure.INCONSISTENT);
      }
      int pick = random.nextInt(candidates);
      for (int i = 0; i < n; i++) {
        if (((mask >>> left[i]) & 1) != 0 && pick-- == 0) {
          types[id] = left[i];
          left[i] = left[--n];
          break;
        }
      }
    }
    return types;
  }
}
