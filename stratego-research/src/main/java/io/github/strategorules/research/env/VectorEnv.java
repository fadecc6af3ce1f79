package io.github.strategorules.research.env;

import io.github.strategorules.core.ClassicGame;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.research.ActionCodec;
import io.github.strategorules.research.ObservationEncoder;
import io.github.strategorules.research.Research;
import io.github.strategorules.research.ResearchKit;
import io.github.strategorules.research.classic.ClassicActionCodec;
import java.nio.ByteBuffer;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.util.Objects;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;

/**
 * Many games of one {@link Game} stepped by one call, for reinforcement learning: every game has
 * one seat to act, the caller writes one action id per game ({@link ActionCodec} ids) and {@link
 * #step} plays them all, writing into the caller's {@link EnvBuffers} each game's next seat to act,
 * its observation ({@link ObservationEncoder} layout), its legal ids and mask, every seat's reward
 * and whether the episode ended. A game whose episode ended starts the next one in the same step
 * (its results say how the old one ended; its seat, observation and legal ids are the new one's
 * first decision).
 *
 * <pre>{@code
 * VectorEnv env = VectorEnv.builder(Games.parse("classic")).games(64).seed(7).build();
 * EnvBuffers io = EnvBuffers.allocateDirect(env.shape(), true, true);
 * env.reset(io);
 * SplittableRandom random = new SplittableRandom(1);
 * for (int t = 0; t < 1000; t++) {
 *   for (int g = 0; g < 64; g++) {     // a random legal action in every game
 *     int n = io.legalCounts().get(g);
 *     io.actions().put(g, io.legalIds().get(g * env.shape().maxLegal() + random.nextInt(n)));
 *   }
 *   env.step();
 * }
 * }</pre>
 *
 * <h2>Episodes</h2>
 *
 * An episode starts in play from {@link Starts} (random setups by default; setups are not the
 * learner's decisions), seeded from the environment's seed and the game's index alone, so a run
 * replays exactly and game {@code g} plays the same episodes whatever the number of games. With
 * {@link Builder#startPool} the starts are drawn from a pool made once, and stepping the classic
 * family allocates nothing. An episode ends when the rules end the game ({@code terminated}: +1 to
 * each winner, -1 to every other seat, 0 to all on a draw) or after {@link Builder#maxPlies}
 * actions ({@code truncated}, rewards 0).
 *
 * <h2>What each seat sees</h2>
 *
 * The observation written for a game is its acting seat's, made from what that seat may know only
 * (C-8; for Lost Island its own transcript): the classic family's is computed on the rules kernel
 * and equals {@code ClassicObservations} over the seat's view; other games' is their encoder's over
 * the seat's transcript. The legal ids depend on nothing hidden from the acting seat.
 *
 * <h2>Paths</h2>
 *
 * The classic family (every ruleset but free setups) runs on the rules kernel ({@link Position}):
 * the same legality and end-of-game functions as {@link ClassicState}, without building states or
 * views. Every other game, and any game given its own codec or encoder, runs through the contract
 * ({@link GameState#apply}).
 *
 * <p>Not thread-safe: one thread at a time calls an environment. To use more cores, build it with
 * {@link Builder#threads} (it then steps its games on that many threads, with the same results) and
 * {@link #close} it when done.
 */
public final class VectorEnv implements AutoCloseable {
  private final Game game;
  private final EnvShape shape;
  private final ActionCodec codec;
  private final @Nullable ObservationEncoder encoder;
  private final Starts starts;
  private final int maxPlies;
  private final Slot[] slots;
  private final SplittableRandom[] randoms;
  private final GameState[] pool;
  private final boolean kernel;

  /**
   * The blocks of games handed to the threads (one block without threads), each with its own
   * scratch.
   */
  private final Chunk[] chunks;

  private final @Nullable Workers workers;
  private final long seed;
  private final int maxLegal;
  private @Nullable EnvBuffers io;

  private VectorEnv(Builder b) {
    this.game = b.game;
    this.starts = b.starts;
    this.maxPlies = b.maxPlies;
    this.seed = b.seed;
    @Nullable ResearchKit kit = Research.find(game).orElse(null);
    if (b.codec == null && kit == null) {
      throw new IllegalArgumentException(
          "no research kit for the game family '"
              + game.family()
              + "': give the environment a codec and an observation encoder");
    }
    this.codec = b.codec != null ? b.codec : Objects.requireNonNull(kit).codec(game);
    this.encoder = b.encoder != null ? b.encoder : kit != null ? kit.observations(game) : null;
    this.kernel =
        b.codec == null
            && b.encoder == null
            && game instanceof ClassicGame cg
            && !cg.ruleset().freeSetup();
    this.pool = new GameState[b.startPool];
    SplittableRandom poolRandom = new SplittableRandom(seed).split();
    for (int k = 0; k < pool.length; k++) {
      pool[k] = start(poolRandom);
    }
    this.randoms = new SplittableRandom[b.games];
    reseed();
    int seats = game.seats().size();
    int obsSize = encoder == null ? 0 : encoder.size();
    this.slots = new Slot[b.games];
    int[] firstIndex = new int[b.games];
    GameState[] first = new GameState[b.games];
    for (int g = 0; g < b.games; g++) {
      firstIndex[g] = drawPoolIndex(g);
      first[g] = startOf(firstIndex[g], g);
    }
    if (kernel) {
      ClassicActionCodec cc = (ClassicActionCodec) codec;
      KernelObservations ko = new KernelObservations(((ClassicGame) game).ruleset());
      KernelIds kernelIds =
          new KernelIds(
              cc, ((ClassicGame) game).ruleset().width() * ((ClassicGame) game).ruleset().height());
      Position[] positions = new Position[pool.length];
      // A start's move bound holds for its whole game: pieces only leave the board (V-1.2 bounds
      // by the roster), and every start of a ruleset has the same roster, so one bound serves.
      int maxLegal = ((ClassicState) first[0]).toPosition().maxMoves();
      for (int k = 0; k < pool.length; k++) {
        positions[k] = ((ClassicState) pool[k]).toPosition();
        maxLegal = Math.max(maxLegal, positions[k].maxMoves());
      }
      this.maxLegal = maxLegal;
      this.shape = new EnvShape(b.games, seats, obsSize, codec.numDistinctActions(), maxLegal);
      for (int g = 0; g < b.games; g++) {
        slots[g] = new KernelSlot((ClassicState) first[g], positions, kernelIds, ko, maxLegal);
      }
    } else {
      this.maxLegal = codec.numDistinctActions();
      this.shape = new EnvShape(b.games, seats, obsSize, codec.numDistinctActions(), maxLegal);
      for (int g = 0; g < b.games; g++) {
        slots[g] = new ContractSlot(first[g], codec, encoder, maxLegal);
      }
    }
    int threads = Math.min(b.threads, b.games);
    // Blocks of a few games, handed out to whichever thread is free (Workers); a block is stepped
    // by one thread at a time, so each block has its own scratch arrays.
    int blockCount = threads == 1 ? 1 : Math.min(b.games, threads * 8);
    this.chunks = new Chunk[blockCount];
    for (int i = 0; i < blockCount; i++) {
      chunks[i] =
          new Chunk(b.games * i / blockCount, b.games * (i + 1) / blockCount, obsSize, seats);
    }
    this.workers =
        threads > 1 ? new Workers(threads - 1, blockCount, i -> stepRange(chunks[i])) : null;
  }

  /** A block of games stepped by one thread at a time, with its own scratch arrays. */
  private static final class Chunk {
    final int from;
    final int to;
    final float[] observation;
    final float[] rewards;

    Chunk(int from, int to, int observationSize, int seats) {
      this.from = from;
      this.to = to;
      this.observation = new float[Math.max(observationSize, 1)];
      this.rewards = new float[seats];
    }
  }

  /**
   * Every game's random source from the seed: the pool's is the root's first split, game g's the (g
   * + 2)th.
   */
  private void reseed() {
    SplittableRandom root = new SplittableRandom(seed);
    root.split(); // the pool's
    for (int g = 0; g < randoms.length; g++) {
      randoms[g] = root.split();
    }
  }

  /** A start in play from a random source; starts that are already over are drawn again. */
  private GameState start(SplittableRandom random) {
    for (int tries = 0; tries < 1000; tries++) {
      GameState s = starts.start(game, random.nextLong());
      if (!s.game().equals(game)) {
        throw new IllegalArgumentException(
            "the starts gave a state of another game: " + s.game().spec());
      }
      if (s.phase() == Phase.PLAY && !s.toDecide().isEmpty()) {
        return s;
      }
    }
    throw new IllegalStateException("the starts gave no state in play in 1000 tries");
  }

  /** The pool index of game g's next episode, or -1 without a pool. */
  private int drawPoolIndex(int g) {
    return pool.length == 0 ? -1 : randoms[g].nextInt(pool.length);
  }

  /**
   * The start of game g's next episode: a pooled one, or a new one from the game's random source.
   */
  private GameState startOf(int poolIndex, int g) {
    return poolIndex >= 0 ? pool[poolIndex] : start(randoms[g]);
  }

  /** Starts game g's next episode. */
  private void restart(int g) {
    int k = drawPoolIndex(g);
    slots[g].reset(k, startOf(k, g));
  }

  /**
   * A builder of environments of a game.
   *
   * @param game the game
   * @return the builder
   */
  public static Builder builder(Game game) {
    return new Builder(game);
  }

  /**
   * The sizes of this environment's buffers.
   *
   * @return the shape
   */
  public EnvShape shape() {
    return shape;
  }

  /**
   * The game played.
   *
   * @return the game
   */
  public Game game() {
    return game;
  }

  /**
   * The action ids.
   *
   * @return the codec
   */
  public ActionCodec codec() {
    return codec;
  }

  /**
   * Whether the classic family's kernel path runs this environment (else the contract path).
   *
   * @return true on the kernel path
   */
  public boolean onKernelPath() {
    return kernel;
  }

  /**
   * Starts a new episode in every game, seeded as when the environment was built (so a reset
   * replays the same episodes), binds the buffers for {@link #step}, and writes every game's first
   * decision (rewards and flags 0).
   *
   * @param buffers buffers of this environment's shape
   * @throws IllegalArgumentException when the buffers are of another shape
   */
  public void reset(EnvBuffers buffers) {
    if (!buffers.shape().equals(shape)) {
      throw new IllegalArgumentException(
          "buffers of shape " + buffers.shape() + " for an environment of shape " + shape);
    }
    if (buffers.writesMasks()) {
      ByteBuffer m = buffers.masks();
      for (int i = 0, n = shape.games() * shape.actions(); i < n; i++) {
        m.put(i, (byte) 0);
      }
    }
    this.io = buffers;
    for (Slot slot : slots) {
      if (slot instanceof ContractSlot c) {
        c.observing =
            buffers.observations().capacity() > 0; // transcripts cost; keep them only to observe
      }
    }
    reseed();
    for (int g = 0; g < slots.length; g++) {
      restart(g);
      clearResults(g);
      write(g, chunks[0].observation);
    }
  }

  /**
   * Plays the action in {@link EnvBuffers#actions()} of every game and writes the results (see the
   * class comment). Every action is checked first: a refused one throws and nothing is played.
   *
   * @throws EnvException when an id is out of range or not legal for its game's seat to act, or
   *     before the first {@link #reset}
   */
  public void step() {
    EnvBuffers b = io;
    if (b == null) {
      throw new EnvException(
          EnvException.Reason.NOT_RESET, -1, "reset the environment before stepping it");
    }
    IntBuffer actions = b.actions();
    for (int g = 0; g < slots.length; g++) {
      int id = actions.get(g);
      if (id < 0 || id >= shape.actions()) {
        throw new EnvException(
            EnvException.Reason.ACTION_OUT_OF_RANGE,
            g,
            "game " + g + ": action id " + id + " is outside 0.." + (shape.actions() - 1));
      }
      if (!slots[g].isLegal(id)) {
        throw new EnvException(
            EnvException.Reason.ACTION_NOT_LEGAL,
            g,
            "game " + g + ": action id " + id + " is not legal for the seat to act");
      }
    }
    if (workers == null) {
      stepRange(chunks[0]);
    } else {
      workers.run();
    }
  }

  /** Steps the games of one chunk (the actions were checked). */
  private void stepRange(Chunk c) {
    EnvBuffers b = Objects.requireNonNull(io);
    IntBuffer actions = b.actions();
    FloatBuffer rw = b.rewards();
    float[] rewards = c.rewards;
    int seats = shape.seats();
    for (int g = c.from; g < c.to; g++) {
      Slot slot = slots[g];
      clearMask(g);
      java.util.Arrays.fill(rewards, 0f);
      int result = slot.step(actions.get(g), rewards, 0, maxPlies);
      for (int s = 0; s < seats; s++) {
        rw.put(g * seats + s, rewards[s]);
      }
      b.terminated().put(g, (byte) (result == Slot.TERMINATED ? 1 : 0));
      b.truncated().put(g, (byte) (result == Slot.TRUNCATED ? 1 : 0));
      if (result != Slot.ONGOING) {
        restart(g);
      }
      write(g, c.observation);
    }
  }

  /**
   * Stops the worker threads of an environment built with {@link Builder#threads} above 1 (an
   * environment without them needs no closing); it cannot be stepped after.
   */
  @Override
  public void close() {
    if (workers != null) {
      workers.close();
    }
  }

  private void clearResults(int g) {
    EnvBuffers b = Objects.requireNonNull(io);
    for (int s = 0; s < shape.seats(); s++) {
      b.rewards().put(g * shape.seats() + s, 0f);
    }
    b.terminated().put(g, (byte) 0);
    b.truncated().put(g, (byte) 0);
  }

  /** Clears the mask entries of game g's previous legal ids. */
  private void clearMask(int g) {
    EnvBuffers b = Objects.requireNonNull(io);
    if (!b.writesMasks()) {
      return;
    }
    ByteBuffer m = b.masks();
    int base = g * shape.actions();
    Slot slot = slots[g];
    for (int i = 0; i < slot.legalCount; i++) {
      m.put(base + slot.ids[i], (byte) 0);
    }
  }

  /** Writes game g's seat to act, legal ids, mask and observation. */
  private void write(int g, float[] observation) {
    EnvBuffers b = Objects.requireNonNull(io);
    Slot slot = slots[g];
    b.seats().put(g, slot.seat());
    int n = slot.legalCount;
    b.legalCounts().put(g, n);
    IntBuffer ids = b.legalIds();
    int base = g * shape.maxLegal();
    for (int i = 0; i < n; i++) {
      ids.put(base + i, slot.ids[i]);
    }
    if (b.writesMasks()) {
      ByteBuffer m = b.masks();
      int mb = g * shape.actions();
      for (int i = 0; i < n; i++) {
        m.put(mb + slot.ids[i], (byte) 1);
      }
    }
    if (encoder != null && b.observations().capacity() > 0) {
      slot.observe(observation);
      b.observations().put(g * shape.observationSize(), observation, 0, shape.observationSize());
    }
  }

  /**
   * The current state of a game, replayed through the contract from its episode's start and the ids
   * played since ({@link GameState#apply}): for records, debugging and checks, not for speed.
   *
   * @param g the game's index
   * @return the state
   */
  public GameState state(int g) {
    Slot slot = slots[Objects.checkIndex(g, slots.length)];
    GameState s = slot.start;
    for (int i = 0; i < slot.played; i++) {
      Seat seat = s.toDecide().get(0);
      s = s.apply(seat, codec.decode(slot.actions[i], seat)).state();
    }
    return s;
  }

  /**
   * The number of actions played in a game's current episode.
   *
   * @param g the game's index
   * @return the count
   */
  public int episodeLength(int g) {
    return slots[Objects.checkIndex(g, slots.length)].played;
  }

  /** Configures a {@link VectorEnv}. */
  public static final class Builder {
    private final Game game;
    private int games = 1;
    private long seed;
    private Starts starts = Starts.random();
    private int startPool;
    private int maxPlies = 2000;
    private @Nullable ActionCodec codec;
    private @Nullable ObservationEncoder encoder;
    private int threads = 1;

    private Builder(Game game) {
      this.game = Objects.requireNonNull(game, "game");
    }

    /**
     * The number of games stepped together.
     *
     * @param games at least 1
     * @return this builder
     */
    public Builder games(int games) {
      if (games < 1) {
        throw new IllegalArgumentException("games must be at least 1, not " + games);
      }
      this.games = games;
      return this;
    }

    /**
     * The seed of every episode's start (default 0).
     *
     * @param seed the seed
     * @return this builder
     */
    public Builder seed(long seed) {
      this.seed = seed;
      return this;
    }

    /**
     * Where episodes start (default {@link Starts#random()}).
     *
     * @param starts the starts
     * @return this builder
     */
    public Builder starts(Starts starts) {
      this.starts = Objects.requireNonNull(starts, "starts");
      return this;
    }

    /**
     * Draws every episode's start from a pool of this many starts made once, when the environment
     * is built (default 0: a new start for every episode). On the classic kernel path a pool makes
     * stepping allocation-free, resets included.
     *
     * @param size the pool's size, 0 or more
     * @return this builder
     */
    public Builder startPool(int size) {
      if (size < 0) {
        throw new IllegalArgumentException("the start pool's size must not be negative: " + size);
      }
      this.startPool = size;
      return this;
    }

    /**
     * Cuts an episode after this many actions ({@code truncated}); 0 for no cap (default 2,000).
     *
     * @param plies the cap, 0 or more
     * @return this builder
     */
    public Builder maxPlies(int plies) {
      if (plies < 0) {
        throw new IllegalArgumentException("maxPlies must not be negative: " + plies);
      }
      this.maxPlies = plies;
      return this;
    }

    /**
     * The action ids, for a game without a research kit or to replace its kit's codec (then the
     * contract path runs).
     *
     * @param codec the codec
     * @return this builder
     */
    public Builder codec(ActionCodec codec) {
      this.codec = Objects.requireNonNull(codec, "codec");
      return this;
    }

    /**
     * The observation encoder, for a game without a research kit or to replace its kit's encoder
     * (then the contract path runs).
     *
     * @param encoder the encoder
     * @return this builder
     */
    public Builder observations(ObservationEncoder encoder) {
      this.encoder = Objects.requireNonNull(encoder, "encoder");
      return this;
    }

    /**
     * Steps the games on this many threads (default 1: the caller's alone): the caller and {@code
     * threads - 1} daemon threads take blocks of games from a shared counter until none is left, so
     * a thread the machine does not schedule in time leaves its blocks to the others. Results are
     * the same whatever the number of threads; {@link VectorEnv#close} stops the threads. Worth it
     * only with that many free cores and long steps (many games, or observations): handing out
     * blocks costs a few microseconds a step.
     *
     * @param threads at least 1
     * @return this builder
     */
    public Builder threads(int threads) {
      if (threads < 1) {
        throw new IllegalArgumentException("threads must be at least 1, not " + threads);
      }
      this.threads = threads;
      return this;
    }

    /**
     * Builds the environment and draws every game's first episode (a {@link VectorEnv#reset} draws
     * the same ones again).
     *
     * @return the environment
     * @throws IllegalArgumentException when the game has no research kit and no codec was given
     */
    public VectorEnv build() {
      return new VectorEnv(this);
    }
  }
}
