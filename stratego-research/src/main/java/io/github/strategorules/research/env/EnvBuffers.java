package io.github.strategorules.research.env;

import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The caller's buffers that a {@link VectorEnv} reads its actions from and writes its results to,
 * game by game ({@code g} below is a game's index, {@code 0 <= g < games}). Every buffer is read
 * and written at absolute indexes (its position and limit are ignored and left alone), so arrays
 * wrapped by {@link #wrap} and direct buffers from {@link #allocateDirect} (for NumPy or any native
 * code, without copies) serve alike.
 *
 * <ul>
 *   <li>{@link #actions()} ({@code games}): the caller writes the id ({@code ActionCodec}) of the
 *       action of the seat to act in game {@code g} at {@code g} before {@link VectorEnv#step};
 *   <li>{@link #seats()} ({@code games}): the index in {@code Game.seats()} of the seat to act;
 *   <li>{@link #observations()} ({@code games * observationSize}): that seat's observation ({@code
 *       ObservationEncoder} layout) from {@code g * observationSize}; may be empty when the
 *       environment writes no observations;
 *   <li>{@link #masks()} ({@code games * actions}): 1 for the ids of that seat's legal actions, 0
 *       for every other id, from {@code g * actions}; may be empty when the environment writes no
 *       masks;
 *   <li>{@link #legalCounts()} ({@code games}) and {@link #legalIds()} ({@code games * maxLegal}):
 *       the number of legal actions and their ids, in the game's order of legal actions, from
 *       {@code g * maxLegal};
 *   <li>{@link #rewards()} ({@code games * seats}): what each seat earned by the last step, from
 *       {@code g * seats} in {@code Game.seats()} order;
 *   <li>{@link #terminated()} and {@link #truncated()} ({@code games}): 1 when the last step ended
 *       the game's episode by the rules, or cut it at the environment's ply cap;
 *   <li>{@link #learnerRewards()} ({@code games}): the reward of the learner's seat with opponents
 *       ({@link VectorEnv.Builder#opponents}), else of the seat whose action the last step played;
 *   <li>{@link #lengths()} ({@code games}): the number of actions of the episode the last step
 *       ended (every seat's, the setup's placements included), 0 where none ended;
 *   <li>{@link #finalObservations()} ({@code games * observationSize}, empty when observations are
 *       not written): under {@link AutoresetMode#SAME_STEP}, the final observation of each episode
 *       the last step ended (Gymnasium's {@code final_obs}: the observation of the learner, or of
 *       the seat whose action ended it, of the position it ended at), from {@code g *
 *       observationSize}; left as it was for the other games.
 * </ul>
 *
 * Treat everything but {@link #actions()} as read-only: the environment clears a mask by the ids it
 * set there, and writes an observation by what changed since it wrote the same game's last one.
 */
public final class EnvBuffers {
  private final EnvShape shape;
  private final IntBuffer actions;
  private final IntBuffer seats;
  private final FloatBuffer observations;
  private final ByteBuffer masks;
  private final IntBuffer legalCounts;
  private final IntBuffer legalIds;
  private final FloatBuffer rewards;
  private final ByteBuffer terminated;
  private final ByteBuffer truncated;
  private final FloatBuffer learnerRewards;
  private final IntBuffer lengths;
  private final FloatBuffer finalObservations;

  private EnvBuffers(
      EnvShape shape,
      IntBuffer actions,
      IntBuffer seats,
      FloatBuffer observations,
      ByteBuffer masks,
      IntBuffer legalCounts,
      IntBuffer legalIds,
      FloatBuffer rewards,
      ByteBuffer terminated,
      ByteBuffer truncated,
      FloatBuffer learnerRewards,
      IntBuffer lengths,
      FloatBuffer finalObservations) {
    this.shape = Objects.requireNonNull(shape, "shape");
    int g = shape.games();
    this.actions = check("actions", actions, g, false);
    this.seats = check("seats", seats, g, false);
    this.observations = check("observations", observations, g * shape.observationSize(), true);
    this.masks = check("masks", masks, g * shape.actions(), true);
    this.legalCounts = check("legalCounts", legalCounts, g, false);
    this.legalIds = check("legalIds", legalIds, g * shape.maxLegal(), false);
    this.rewards = check("rewards", rewards, g * shape.seats(), false);
    this.terminated = check("terminated", terminated, g, false);
    this.truncated = check("truncated", truncated, g, false);
    this.learnerRewards = check("learnerRewards", learnerRewards, g, false);
    this.lengths = check("lengths", lengths, g, false);
    this.finalObservations =
        check("finalObservations", finalObservations, g * shape.observationSize(), true);
  }

  private static <B extends Buffer> B check(String name, B buffer, int needed, boolean mayBeEmpty) {
    Objects.requireNonNull(buffer, name);
    if (buffer.isReadOnly()) {
      throw new IllegalArgumentException(name + ": a read-only buffer");
    }
    if (buffer.capacity() < needed && !(mayBeEmpty && buffer.capacity() == 0)) {
      throw new IllegalArgumentException(
          name + ": capacity " + buffer.capacity() + ", needs " + needed);
    }
    return buffer;
  }

  /**
   * New direct buffers in the platform's byte order, one per field, sized for a shape: NumPy (or
   * any native code) can map them without copying. With observations, the final observations too.
   *
   * @param shape the environment's shape ({@link VectorEnv#shape()})
   * @param observations whether to allocate the observations and final observations (else empty
   *     buffers)
   * @param masks whether to allocate the masks (else an empty buffer)
   * @return the buffers
   */
  public static EnvBuffers allocateDirect(EnvShape shape, boolean observations, boolean masks) {
    int g = shape.games();
    return new EnvBuffers(
        shape,
        direct(4L * g).asIntBuffer(),
        direct(4L * g).asIntBuffer(),
        direct(observations ? 4L * g * shape.observationSize() : 0).asFloatBuffer(),
        direct(masks ? (long) g * shape.actions() : 0),
        direct(4L * g).asIntBuffer(),
        direct(4L * g * shape.maxLegal()).asIntBuffer(),
        direct(4L * g * shape.seats()).asFloatBuffer(),
        direct(g),
        direct(g),
        direct(4L * g).asFloatBuffer(),
        direct(4L * g).asIntBuffer(),
        direct(observations ? 4L * g * shape.observationSize() : 0).asFloatBuffer());
  }

  private static ByteBuffer direct(long bytes) {
    if (bytes > Integer.MAX_VALUE) {
      throw new IllegalArgumentException("a buffer of " + bytes + " bytes is too large");
    }
    return ByteBuffer.allocateDirect((int) bytes).order(ByteOrder.nativeOrder());
  }

  /**
   * Buffers over the caller's arrays. {@code observations} and {@code masks} may be empty arrays
   * when the environment writes none. The learner's rewards, the episodes' lengths and the final
   * observations (as long as {@code observations}) are arrays allocated here, reachable through
   * their buffers' {@code array()}.
   *
   * @param shape the environment's shape
   * @param actions {@code games} ids, written by the caller
   * @param seats {@code games} seat indexes
   * @param observations {@code games * observationSize} floats, or empty
   * @param masks {@code games * actions} bytes, or empty
   * @param legalCounts {@code games} counts
   * @param legalIds {@code games * maxLegal} ids
   * @param rewards {@code games * seats} rewards
   * @param terminated {@code games} flags
   * @param truncated {@code games} flags
   * @return the buffers
   * @throws IllegalArgumentException when an array is too short
   */
  public static EnvBuffers wrap(
      EnvShape shape,
      int[] actions,
      int[] seats,
      float[] observations,
      byte[] masks,
      int[] legalCounts,
      int[] legalIds,
      float[] rewards,
      byte[] terminated,
      byte[] truncated) {
    return new EnvBuffers(
        shape,
        IntBuffer.wrap(actions),
        IntBuffer.wrap(seats),
        FloatBuffer.wrap(observations),
        ByteBuffer.wrap(masks),
        IntBuffer.wrap(legalCounts),
        IntBuffer.wrap(legalIds),
        FloatBuffer.wrap(rewards),
        ByteBuffer.wrap(terminated),
        ByteBuffer.wrap(truncated),
        FloatBuffer.wrap(new float[shape.games()]),
        IntBuffer.wrap(new int[shape.games()]),
        FloatBuffer.wrap(new float[observations.length]));
  }

  /**
   * Buffers over arrays allocated here for a shape ({@link #wrap}), each reachable again through
   * its buffer's {@code array()}.
   *
   * @param shape the environment's shape
   * @param observations whether to allocate the observations (else an empty array)
   * @param masks whether to allocate the masks (else an empty array)
   * @return the buffers
   */
  public static EnvBuffers allocate(EnvShape shape, boolean observations, boolean masks) {
    int g = shape.games();
    return wrap(
        shape,
        new int[g],
        new int[g],
        new float[observations ? g * shape.observationSize() : 0],
        new byte[masks ? g * shape.actions() : 0],
        new int[g],
        new int[g * shape.maxLegal()],
        new float[g * shape.seats()],
        new byte[g],
        new byte[g]);
  }

  /**
   * The shape these buffers were made for.
   *
   * @return the shape
   */
  public EnvShape shape() {
    return shape;
  }

  /**
   * The actions to take, one id per game, written by the caller.
   *
   * @return the buffer
   */
  public IntBuffer actions() {
    return actions;
  }

  /**
   * The seat to act per game, as an index in {@code Game.seats()}.
   *
   * @return the buffer
   */
  public IntBuffer seats() {
    return seats;
  }

  /**
   * The observations of the seats to act.
   *
   * @return the buffer, empty when not written
   */
  public FloatBuffer observations() {
    return observations;
  }

  /**
   * The legal-action masks of the seats to act.
   *
   * @return the buffer, empty when not written
   */
  public ByteBuffer masks() {
    return masks;
  }

  /**
   * The number of legal actions per game.
   *
   * @return the buffer
   */
  public IntBuffer legalCounts() {
    return legalCounts;
  }

  /**
   * The legal action ids per game, in the game's order, {@code maxLegal} entries per game of which
   * the first {@code legalCounts[g]} count.
   *
   * @return the buffer
   */
  public IntBuffer legalIds() {
    return legalIds;
  }

  /**
   * Each seat's reward for the last step.
   *
   * @return the buffer
   */
  public FloatBuffer rewards() {
    return rewards;
  }

  /**
   * 1 for each game whose episode the last step ended by the rules.
   *
   * @return the buffer
   */
  public ByteBuffer terminated() {
    return terminated;
  }

  /**
   * 1 for each game whose episode the last step cut at the ply cap.
   *
   * @return the buffer
   */
  public ByteBuffer truncated() {
    return truncated;
  }

  /**
   * The learner's reward for the last step: with opponents its seat's, else that of the seat whose
   * action the step played.
   *
   * @return the buffer, one float per game
   */
  public FloatBuffer learnerRewards() {
    return learnerRewards;
  }

  /**
   * The number of actions of the episode the last step ended, 0 for a game whose episode goes on.
   *
   * @return the buffer, one int per game
   */
  public IntBuffer lengths() {
    return lengths;
  }

  /**
   * The final observations of the episodes the last step ended, under {@link
   * AutoresetMode#SAME_STEP} (see the class comment).
   *
   * @return the buffer, empty when observations are not written
   */
  public FloatBuffer finalObservations() {
    return finalObservations;
  }

  /** Clears game g's rewards, episode flags and length. */
  void clearResults(int g) {
    int seats = shape.seats();
    for (int s = 0; s < seats; s++) {
      rewards.put(g * seats + s, 0f);
    }
    terminated.put(g, (byte) 0);
    truncated.put(g, (byte) 0);
    learnerRewards.put(g, 0f);
    lengths.put(g, 0);
  }

  /** Writes game g's rewards (by seat index), the learner's, the flags and the length. */
  void writeResults(
      int g, float[] seatRewards, float learner, boolean ended, boolean cut, int length) {
    int seats = shape.seats();
    for (int s = 0; s < seats; s++) {
      rewards.put(g * seats + s, seatRewards[s]);
    }
    learnerRewards.put(g, learner);
    terminated.put(g, (byte) (ended ? 1 : 0));
    truncated.put(g, (byte) (cut ? 1 : 0));
    lengths.put(g, ended || cut ? length : 0);
  }

  /** Clears the mask entries of game g's legal ids (as written: through the same frame). */
  void clearMask(int g, int[] ids, int n, int @Nullable [] frame) {
    if (masks.capacity() == 0) {
      return;
    }
    int base = g * shape.actions();
    for (int i = 0; i < n; i++) {
      masks.put(base + (frame == null ? ids[i] : frame[ids[i]]), (byte) 0);
    }
  }

  /**
   * Writes game g's seat to act, its legal ids and mask, each id relabelled by {@code frame} (a
   * seat's frame, or null).
   */
  void writeLegal(int g, int seat, int[] ids, int n, int @Nullable [] frame) {
    seats.put(g, seat);
    legalCounts.put(g, n);
    int base = g * shape.maxLegal();
    int mb = g * shape.actions();
    boolean mask = masks.capacity() > 0;
    if (frame == null) {
      legalIds.put(base, ids, 0, n); // one bounds check for the row, not one per id
      if (mask) {
        for (int i = 0; i < n; i++) {
          masks.put(mb + ids[i], (byte) 1);
        }
      }
      return;
    }
    for (int i = 0; i < n; i++) {
      int id = frame[ids[i]];
      legalIds.put(base + i, id);
      if (mask) {
        masks.put(mb + id, (byte) 1);
      }
    }
  }

  boolean writesObservations() {
    return observations.capacity() > 0 || shape.observationSize() == 0;
  }

  boolean takesObservations() {
    return observations.capacity() > 0 && shape.observationSize() > 0;
  }

  boolean writesMasks() {
    return masks.capacity() > 0;
  }
}
