package io.github.strategorules.research.env;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.research.ActionCodec;
import io.github.strategorules.research.ObservationEncoder;
import io.github.strategorules.research.Research;
import io.github.strategorules.research.ResearchKit;
import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;
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
 * {@link Builder#startPool} the starts are drawn from a pool made once, and stepping a game with a
 * fast path (the classic family) allocates nothing. An episode ends when the rules end the game
 * ({@code terminated}: +1 to each winner, -1 to every other seat, 0 to all on a draw) or after
 * {@link Builder#maxPlies} actions ({@code truncated}, rewards 0). A game pinned to one hidden
 * configuration (a Lost Island spec with {@code seed=} or {@code layout=}) would replay the same
 * hidden facts every episode, so it is refused unless {@link Builder#allowPinned} says otherwise.
 *
 * <h2>What each seat sees</h2>
 *
 * The observation written for a game is its acting seat's, made from what that seat may know only
 * (C-8; for Lost Island its own transcript): on a fast path it is computed from the game's own
 * position and equals the kit's encoder over the seat's transcript; on the contract path it is the
 * encoder's over that transcript. The legal ids depend on nothing hidden from the acting seat but
 * for what the rules themselves let out, which {@link #mayRevealHidden} tells: in the classic
 * family, while the seat chases under the more-squares rule, a forbidden or an allowed move can
 * tell whether two unrevealed enemy pieces share a type (C-6.1, C-R7; {@code ClassicView}), and the
 * observation's planes of forbidden moves carry the same fact. A game that must reveal nothing is
 * played with {@code more_squares=off}.
 *
 * <h2>Paths</h2>
 *
 * The environment knows no game: it runs a game on the fast path its research kit offers ({@link
 * EnvKit#fastPath}; the classic family, every ruleset but free setups, runs on the rules kernel
 * with the same legality and end-of-game functions as its states, without building states or
 * views), and any other game, or any game given its own codec or encoder, through the contract
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
  private final Episodes episodes;
  private final int maxPlies;
  private final EnvSlot[] slots;
  private final boolean fast;

  /**
   * The blocks of games handed to the threads (one block without threads), each with its own
   * scratch.
   */
  private final Chunk[] chunks;

  private final @Nullable Workers workers;
  private @Nullable EnvBuffers io;

  private VectorEnv(Builder b) {
    this.game = b.game;
    this.maxPlies = b.maxPlies;
    @Nullable ResearchKit kit = Research.find(game).orElse(null);
    if (b.codec == null && kit == null) {
      throw new IllegalArgumentException(
          "no research kit for the game family '"
              + game.family()
              + "': give the environment a codec and an observation encoder");
    }
    @Nullable EnvKit envKit = kit instanceof EnvKit e ? e : null;
    if (envKit != null && !b.allowPinned && envKit.pinned(game)) {
      throw new EnvException(
          EnvException.Reason.PINNED_GAME,
          -1,
          game.spec()
              + " is pinned to one hidden configuration, which every episode would replay for a"
              + " learner to learn: give the game of its public spec (the environment's seed makes"
              + " a run replay exactly), or allow it with allowPinned(true)");
    }
    this.codec = b.codec != null ? b.codec : Objects.requireNonNull(kit).codec(game);
    this.encoder = b.encoder != null ? b.encoder : kit != null ? kit.observations(game) : null;
    this.episodes = new Episodes(game, b.starts, b.seed, b.startPool, b.games);
    GameState[] first = new GameState[b.games];
    for (int g = 0; g < b.games; g++) {
      first[g] = episodes.startOf(episodes.drawPoolIndex(g), g);
    }
    Optional<EnvSlots> fastPath =
        b.codec == null && b.encoder == null && envKit != null
            ? envKit.fastPath(game, episodes.pool(), first[0])
            : Optional.empty();
    this.fast = fastPath.isPresent();
    int maxLegal = fast ? fastPath.get().maxLegal() : codec.numDistinctActions();
    int seats = game.seats().size();
    int obsSize = encoder == null ? 0 : encoder.size();
    this.shape = new EnvShape(b.games, seats, obsSize, codec.numDistinctActions(), maxLegal);
    this.slots = new EnvSlot[b.games];
    for (int g = 0; g < b.games; g++) {
      slots[g] =
          fast
              ? fastPath.get().slot(first[g])
              : new ContractSlot(first[g], codec, encoder, envKit, maxLegal);
      if (slots[g].ids.length != maxLegal) {
        throw new IllegalStateException(
            "a slot's legal-id row of " + slots[g].ids.length + " for rows of " + maxLegal);
      }
      slots[g].start = first[g];
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

  /** Starts game g's next episode. */
  private void restart(int g) {
    int k = episodes.drawPoolIndex(g);
    GameState start = episodes.startOf(k, g);
    EnvSlot slot = slots[g];
    slot.start = start;
    slot.played = 0;
    slot.reset(k, start);
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
   * Whether the game's own fast path runs this environment ({@link EnvKit#fastPath}: the classic
   * family's rules kernel), else the contract path.
   *
   * @return true on a fast path
   */
  public boolean onFastPath() {
    return fast;
  }

  /**
   * Whether the classic family's kernel path runs this environment: the classic family's fast path,
   * now {@link #onFastPath()}, which any game's kit may offer.
   *
   * @return true on a fast path
   * @deprecated use {@link #onFastPath()}
   */
  @Deprecated
  public boolean onKernelPath() {
    return fast;
  }

  /**
   * Whether the legal ids now written for a game's seat to act may depend on facts hidden from that
   * seat, because the rules themselves let them out (see "What each seat sees" above): in the
   * classic family, while that seat chases under the more-squares rule (C-6.1, C-R7). Told from
   * what the seat may know (whether it chases is public); false promises that its legal ids, mask
   * and observation depend on nothing hidden. Costs nothing unless asked.
   *
   * @param g the game's index
   * @return whether the legal ids may carry a hidden fact
   */
  public boolean mayRevealHidden(int g) {
    return slots[Objects.checkIndex(g, slots.length)].mayRevealHidden();
  }

  /**
   * {@link #mayRevealHidden(int)} of every game at once: 1 or 0 at each game's index.
   *
   * @param out at least {@code games} bytes, written at absolute indexes from 0
   * @return the number of games whose legal ids may carry a hidden fact now
   */
  public int mayRevealHidden(ByteBuffer out) {
    int n = 0;
    for (int g = 0; g < slots.length; g++) {
      boolean may = slots[g].mayRevealHidden();
      out.put(g, (byte) (may ? 1 : 0));
      n += may ? 1 : 0;
    }
    return n;
  }

  /**
   * Starts a new episode in every game, seeded as when the environment was built (so a reset
   * replays the same episodes), binds the buffers for {@link #step}, and writes every game's first
   * decision (rewards and flags 0).
   *
   * @param buffers buffers of this environment's shape
   * @throws IllegalArgumentException when the buffers are of another shape
   * @throws EnvException ({@link EnvException.Reason#INVALID_START}) when the starts cannot give a
   *     game's episode its start
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
    for (EnvSlot slot : slots) {
      if (slot instanceof ContractSlot c) {
        c.observing =
            buffers.observations().capacity() > 0; // transcripts cost; keep them only to observe
      }
    }
    episodes.reseed();
    for (int g = 0; g < slots.length; g++) {
      restart(g);
      buffers.clearResults(g);
      buffers.writeDecision(g, slots[g], encoder != null, chunks[0].observation);
    }
  }

  /**
   * Plays the action in {@link EnvBuffers#actions()} of every game and writes the results (see the
   * class comment). Every action is checked first: a refused one throws and nothing is played.
   *
   * @throws EnvException when an id is out of range or not legal for its game's seat to act, before
   *     the first {@link #reset}, or when the starts cannot give a game's next episode its start
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
    float[] rewards = c.rewards;
    boolean observe = encoder != null;
    for (int g = c.from; g < c.to; g++) {
      EnvSlot slot = slots[g];
      b.clearMask(g, slot);
      Arrays.fill(rewards, 0f);
      int id = actions.get(g);
      boolean over = slot.step(id, rewards);
      slot.record(id);
      boolean truncated = !over && maxPlies > 0 && slot.played >= maxPlies;
      b.writeResults(g, rewards, over, truncated);
      if (over || truncated) {
        restart(g);
      }
      b.writeDecision(g, slot, observe, c.observation);
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

  /**
   * The current state of a game, replayed through the contract from its episode's start and the ids
   * played since ({@link GameState#apply}): for records, debugging and checks, not for speed.
   *
   * @param g the game's index
   * @return the state
   */
  public GameState state(int g) {
    EnvSlot slot = slots[Objects.checkIndex(g, slots.length)];
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
    private boolean allowPinned;

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
     * is built (default 0: a new start for every episode). On a fast path (the classic family's) a
     * pool makes stepping allocation-free, resets included.
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
     * Accepts a game pinned to one hidden configuration ({@link EnvKit#pinned}: a Lost Island spec
     * with {@code seed=} or {@code layout=}), whose every episode then starts from the same hidden
     * layout, for an evaluation on one fixed layout or a test of paired games (default false: such
     * a game is refused, as a learner would learn its hidden facts by heart; the environment's
     * {@link #seed} already makes a run replay exactly).
     *
     * @param allow whether to accept a pinned game
     * @return this builder
     */
    public Builder allowPinned(boolean allow) {
      this.allowPinned = allow;
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
     * @throws EnvException when the game is pinned and not allowed ({@link
     *     EnvException.Reason#PINNED_GAME}), or the starts cannot give a start ({@link
     *     EnvException.Reason#INVALID_START})
     */
    public VectorEnv build() {
      return new VectorEnv(this);
    }
  }
}
