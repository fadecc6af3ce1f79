package io.github.strategorules.research.classic;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.kernel.Moves;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.kernel.Status;
import io.github.strategorules.research.env.EnvSlot;
import java.nio.FloatBuffer;
import org.jspecify.annotations.Nullable;

/**
 * A classic-family game of a {@code VectorEnv} on the rules kernel ({@link Position}), the classic
 * family's fast path ({@link ClassicEnvSlots}): the legal moves and the end of the game come from
 * the kernel, as for the immutable {@link ClassicState} built on it, so the rules are the same;
 * nothing is allocated per step once the episode's action log has grown.
 */
final class KernelSlot extends EnvSlot {
  /**
   * The game's position, played with {@link Position#makeFinal}: an environment never takes a move
   * back, so the kernel keeps no undo record for it.
   */
  private final Position position;

  private final int[] moves;
  private final KernelIds codec;
  private final KernelObservations observations;

  /**
   * The last moves' start and end squares, newest at {@code (lastTop - 1) mod LAST}, for the
   * observation.
   */
  private final int[] lastFrom = new int[KernelObservations.LAST_MOVES];

  private final int[] lastTo = new int[KernelObservations.LAST_MOVES];
  private int lastCount;
  private int lastTop;

  /** Whether the rules ended the episode with the last step (the position is then final). */
  private boolean over;

  /** What the environment's buffer holds of this game's observation, for incremental writes. */
  private final KernelObservations.Region region;

  /** The start positions, shared by every slot of an environment and never written. */
  private final Position[] pool;

  KernelSlot(
      ClassicState start,
      Position[] pool,
      KernelIds codec,
      KernelObservations observations,
      int maxLegal) {
    super(start, maxLegal);
    this.pool = pool;
    this.position = start.toPosition();
    this.moves = new int[maxLegal];
    this.codec = codec;
    this.observations = observations;
    this.region = observations.region();
    generate();
  }

  @Override
  protected void reset(int poolIndex, GameState start) {
    if (poolIndex >= 0) {
      position.copyFrom(pool[poolIndex]);
    } else {
      position.copyFrom(((ClassicState) start).toPosition());
    }
    if (position.maxMoves() > moves.length) {
      // Only a Starts that gives starts of other rosters gets here (every roster of a ruleset is
      // the same for random and sensible setups): the legal-id rows were sized by the first starts.
      throw new IllegalStateException(
          "a start with more possible moves ("
              + position.maxMoves()
              + ") than the environment's legal-id rows ("
              + moves.length
              + "): starts of one roster are needed");
    }
    episodes = (episodes + 1) & Integer.MAX_VALUE;
    lastCount = 0;
    lastTop = 0;
    over = false;
    generate();
  }

  /**
   * The legal moves of the player to move; their ids are written only when the environment reads
   * them ({@link #writeIds}): an opponent's decision, played by index, needs none.
   */
  private void generate() {
    legalCount = position.generate(moves);
    deferIds();
  }

  @Override
  protected void writeIds() {
    for (int i = 0, n = legalCount; i < n; i++) {
      ids[i] = codec.of(moves[i]);
    }
  }

  @Override
  protected int idAt(int index) {
    return codec.of(moves[index]);
  }

  @Override
  protected int seat() {
    return position.toMove();
  }

  @Override
  protected boolean step(int id, float[] rewards) {
    int[] legal = legalIds();
    for (int i = 0; i < legalCount; i++) {
      if (legal[i] == id) {
        return stepAt(i, rewards);
      }
    }
    throw new IllegalArgumentException("id " + id + " is not legal");
  }

  @Override
  protected boolean stepAt(int index, float[] rewards) {
    int move = moves[index];
    position.makeFinal(move);
    lastFrom[lastTop] = Moves.from(move);
    lastTo[lastTop] = Moves.to(move);
    lastTop = (lastTop + 1) % lastFrom.length;
    lastCount = Math.min(lastCount + 1, lastFrom.length);
    generate();
    int status = position.statusAfterGenerate(legalCount);
    if (status != Status.ONGOING) {
      over = true;
      int w = Status.winner(status);
      if (w != Status.DRAW) {
        rewards[w] = 1f;
        rewards[w ^ 1] = -1f;
      }
      return true;
    }
    return false;
  }

  @Override
  protected void observe(float[] out) {
    observe(position.toMove(), out);
  }

  /** Any player's observation, during play or once the game is over (a final observation). */
  @Override
  protected boolean observe(int seat, float[] out) {
    observations.write(
        position, seat, over, lastFrom, lastTo, lastCount, lastTop, null, out, region);
    return true;
  }

  /**
   * The player to act's observation straight into the environment's buffer, by what changed since
   * this slot last wrote the same region.
   */
  @Override
  protected boolean observeInto(
      FloatBuffer out, int offset, int @Nullable [] squares, boolean fresh) {
    observations.write(
        position,
        position.toMove(),
        over,
        lastFrom,
        lastTo,
        lastCount,
        lastTop,
        squares,
        out,
        offset,
        region,
        fresh);
    return true;
  }

  /** The heuristic opponent's memo of this game ({@link KernelOpponent}). */
  final KernelPolicy.Memo memo = new KernelPolicy.Memo();

  /** The episodes begun, for {@link #memo}: a reset starts another position. */
  private int episodes;

  /** The number of this game's episode, which every {@link #reset} changes. */
  int episode() {
    return episodes;
  }

  /** The position, for a fast opponent ({@link KernelOpponent}); never written by it. */
  Position position() {
    return position;
  }

  /** The legal moves of the player to move, the first {@link #legalCount()} count. */
  int[] moves() {
    return moves;
  }

  /** The number of legal moves of the player to move. */
  int legalCount() {
    return legalCount;
  }

  /**
   * Whether the player to act chases under the more-squares rule (C-6.1): then its legal moves may
   * tell whether two unrevealed enemy pieces share a type (C-R7). Public: the chase follows from
   * the moves both players saw ({@code ClassicView.chase}).
   */
  @Override
  protected boolean mayRevealHidden() {
    return position.chasing(position.toMove());
  }
}
