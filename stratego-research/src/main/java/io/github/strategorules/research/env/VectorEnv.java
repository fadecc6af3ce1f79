package io.github.strategorules.research.env;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.View;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.research.ActionCodec;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.ObservationEncoder;
import io.github.strategorules.research.ObservationLayout;
import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Many games of one {@link Game} stepped by one call, for reinforcement learning: every game has
 * one seat to act, the caller writes one action id per game ({@link ActionCodec} ids) and {@link
 * #step} plays them all, writing into the caller's {@link EnvBuffers} each game's next seat to act,
 * its observation ({@link ObservationEncoder} layout, {@link #observationLayout}), its legal ids
 * and mask, every seat's reward and whether the episode ended. The package comment says what the
 * environment promises: episodes and their starts (seeded from the environment's seed and a game's
 * index alone, so a run replays exactly), the autoreset modes ({@link AutoresetMode}), a learner
 * against the library's bots ({@link Builder#opponents}), setups as part of the episode ({@link
 * Builder#setupEpisodes}), the seats' frames ({@link Builder#seatFrame}), what each seat sees (C-8,
 * and what the rules themselves let out: {@link #mayRevealHidden}) and the two paths, a game's own
 * fast path ({@link EnvKit#fastPath}) and the contract ({@link GameState#apply}). The example is in
 * {@code docs/research.md}.
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
  private final EnvContext context;
  private final EnvGame[] games;
  private final boolean fast;

  /** The blocks of games handed to the threads (one without threads), with their scratch. */
  private final Chunk[] chunks;

  private final int[] chunkOf; // per game, its block

  private final @Nullable Workers workers;

  private VectorEnv(Builder b) {
    EnvAssembly a = new EnvAssembly(b);
    this.game = b.game;
    this.codec = a.codec;
    this.encoder = a.encoder;
    this.shape = a.shape;
    this.fast = a.fast;
    this.context = a.context;
    this.games = a.games;
    this.chunks = a.chunks;
    this.chunkOf = a.chunkOf;
    this.workers =
        a.threads > 1 ? new Workers(a.threads - 1, chunks.length, i -> stepRange(chunks[i])) : null;
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
   * How an observation is laid out ({@link ObservationEncoder#layout()}: planes, their height and
   * width, the planes' and scalars' names); empty without an encoder.
   *
   * @return the layout
   */
  public ObservationLayout observationLayout() {
    return encoder == null ? ObservationLayout.flat(0) : encoder.layout();
  }

  /**
   * When a game's next episode starts ({@link Builder#autoreset}).
   *
   * @return the mode
   */
  public AutoresetMode autoreset() {
    return context.mode;
  }

  /**
   * The names of the opponents' bots ({@link Builder#opponents}), one per entry given.
   *
   * @return the names, empty without opponents
   */
  public List<String> opponents() {
    Opponents o = context.opponents;
    return o == null ? List.of() : o.names();
  }

  /**
   * A game's learner seat ({@link Builder#learners}).
   *
   * @param g the game's index
   * @return its index in the game's seats, or -1 without opponents
   */
  public int learnerSeat(int g) {
    return games[Objects.checkIndex(g, games.length)].learner;
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
   * The former name of {@link #onFastPath()}.
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
   * seat, because the rules let them out (the package comment): in the classic family, while that
   * seat chases under the more-squares rule (C-6.1, C-R7); public. False promises that its legal
   * ids, mask and observation depend on nothing hidden.
   *
   * @param g the game's index
   * @return whether the legal ids may carry a hidden fact
   */
  public boolean mayRevealHidden(int g) {
    return games[Objects.checkIndex(g, games.length)].mayRevealHidden();
  }

  /**
   * {@link #mayRevealHidden(int)} of every game at once: 1 or 0 at each game's index.
   *
   * @param out at least {@code games} bytes, written at absolute indexes from 0
   * @return the number of games whose legal ids may carry a hidden fact now
   */
  public int mayRevealHidden(ByteBuffer out) {
    int n = 0;
    for (int g = 0; g < games.length; g++) {
      boolean may = games[g].mayRevealHidden();
      out.put(g, (byte) (may ? 1 : 0));
      n += may ? 1 : 0;
    }
    return n;
  }

  /**
   * Starts a new episode in every game, seeded as when the environment was built (a reset replays
   * the same episodes), binds the buffers for {@link #step}, and writes every game's first decision
   * (rewards and flags 0; opponents that act before the learner have played).
   *
   * @param buffers buffers of this environment's shape
   * @throws IllegalArgumentException when the buffers are of another shape
   * @throws EnvException ({@link EnvException.Reason#INVALID_START}) when the starts cannot give a
   *     game's episode its start, or ({@link EnvException.Reason#OPPONENT_FAILED}) when an
   *     opponent's bot fails
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
    context.io = buffers;
    context.observing = encoder != null && buffers.takesObservations();
    context.episodes.reseed();
    for (EnvGame e : games) {
      e.resetAll(chunks[chunkOf[e.g]]);
    }
  }

  /**
   * Starts the next episode of the games a mask names, the others left alone (Gymnasium's {@code
   * reset(options={"reset_mask": ...})}, for {@link AutoresetMode#DISABLED}; any mode takes it),
   * each start drawn as an autoreset would, their results cleared, their first decision written.
   *
   * @param mask at least {@code games} bytes, nonzero for each game to start anew
   * @throws EnvException ({@link EnvException.Reason#NOT_RESET}) before the first full reset, or as
   *     {@link #reset(EnvBuffers)}
   */
  public void reset(ByteBuffer mask) {
    if (context.io == null) {
      throw new EnvException(
          EnvException.Reason.NOT_RESET, -1, "reset the environment with its buffers first");
    }
    for (EnvGame e : games) {
      if (mask.get(e.g) != 0) {
        e.resetNow(chunks[chunkOf[e.g]]);
      }
    }
  }

  /**
   * Plays the action in {@link EnvBuffers#actions()} of every game (in the seat's frame with {@link
   * Builder#seatFrame}) and the opponents' replies, and writes the results ({@link AutoresetMode}).
   * Every action is checked first: a refused one throws and nothing is played.
   *
   * @throws EnvException when an id is out of range or not legal, is not -1 for a game that waits
   *     for a reset ({@link AutoresetMode#DISABLED}), before the first {@link #reset}, when the
   *     starts cannot give an episode its start, or when an opponent's bot fails
   */
  public void step() {
    EnvBuffers b = context.io;
    if (b == null) {
      throw new EnvException(
          EnvException.Reason.NOT_RESET, -1, "reset the environment before stepping it");
    }
    IntBuffer actions = b.actions();
    for (EnvGame e : games) {
      e.check(actions.get(e.g));
    }
    if (workers == null) {
      stepRange(chunks[0]);
    } else {
      workers.run();
    }
  }

  /** Steps the games of one chunk (the actions were checked). */
  private void stepRange(Chunk c) {
    for (int g = c.from; g < c.to; g++) {
      games[g].step(c);
    }
  }

  /**
   * Stops the worker threads ({@link Builder#threads}); the environment cannot be stepped after.
   */
  @Override
  public void close() {
    if (workers != null) {
      workers.close();
    }
  }

  /**
   * The current state of a game (the final position of an episode that ended and waits): referee
   * data with every hidden fact, for records and checks, not for a seat, nor for speed (on a fast
   * path it is replayed through the contract from the episode's start and ids).
   *
   * @param g the game's index
   * @return the state
   */
  public GameState state(int g) {
    return games[Objects.checkIndex(g, games.length)].state();
  }

  /**
   * The final state of a game's last episode that ended (kept until the next one ends), replayed
   * through the contract: for rendering and records once an autoreset started the next.
   *
   * @param g the game's index
   * @return the state, or empty before any episode of the game ended
   */
  public Optional<GameState> finalState(int g) {
    return games[Objects.checkIndex(g, games.length)].finalState();
  }

  /**
   * What a seat, or a spectator, may see of a game now: the view of the referee's arrival for it.
   *
   * @param g the game's index
   * @param seat the seat, or empty for a spectator
   * @return the view
   */
  public View view(int g, Optional<Seat> seat) {
    return Referee.of(state(g)).arrivalFor(seat).view();
  }

  /**
   * Writes any seat's observation of a game as it stands (the final position of an episode that
   * ended and waits), from what that seat may know only, in its frame with {@link
   * Builder#seatFrame}: what a multi-agent loop observes of a seat that is not to act.
   *
   * @param g the game's index
   * @param seat the seat's index in the game's seats
   * @param out at least {@code observationSize} floats, written from 0
   * @throws IllegalStateException when the environment has no observation encoder
   */
  public void observe(int g, int seat, float[] out) {
    games[Objects.checkIndex(g, games.length)].observe(
        Objects.checkIndex(seat, shape.seats()), out);
  }

  /**
   * The number of actions played in a game's current episode.
   *
   * @param g the game's index
   * @return the count
   */
  public int episodeLength(int g) {
    return games[Objects.checkIndex(g, games.length)].played();
  }

  /**
   * Whether a game's episode ended and waits ({@link AutoresetMode#NEXT_STEP}, until the next step;
   * {@link AutoresetMode#DISABLED}, until a reset).
   *
   * @param g the game's index
   * @return whether it ended
   */
  public boolean ended(int g) {
    return games[Objects.checkIndex(g, games.length)].ended;
  }

  /** Configures a {@link VectorEnv}. */
  public static final class Builder {
    final Game game;
    int games = 1;
    long seed;
    Starts starts = Starts.random();
    int startPool;
    int maxPlies = 2000;
    @Nullable ActionCodec codec;
    @Nullable ObservationEncoder encoder;
    int threads = 1;
    boolean allowPinned;
    List<Object> opponents = List.of();
    int @Nullable [] learners;
    AutoresetMode autoreset = AutoresetMode.SAME_STEP;
    boolean setupEpisodes;
    boolean seatFrame;

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
     * Draws every episode's start from a pool of this many made once (default 0: a new start every
     * episode); on a fast path it makes stepping allocation-free, resets included.
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
     * The action ids, for a game without a research kit or instead of its kit's (the contract path
     * then runs).
     *
     * @param codec the codec
     * @return this builder
     */
    public Builder codec(ActionCodec codec) {
      this.codec = Objects.requireNonNull(codec, "codec");
      return this;
    }

    /**
     * The observation encoder, for a game without a research kit or instead of its kit's (the
     * contract path then runs).
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
     * with {@code seed=} or {@code layout=}), every episode on the same hidden layout, for paired
     * tests or an evaluation on one layout (default false: refused, as a learner would learn it by
     * heart; the {@link #seed} already makes a run replay exactly).
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
     * threads - 1} daemon threads take blocks of games from a shared counter, with the same results
     * whatever the number; {@link VectorEnv#close} stops them. Worth it with free cores and long
     * steps (many games, observations, opponents): handing out blocks costs microseconds a step.
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
     * Library bots that play every seat but the learner's inside the step, by name ({@code
     * Bots.byName}: {@code heuristic}, {@code random}, {@code strategist}, {@code
     * strategist:50}...), one for every such seat in seat order or one for all; on its fast form
     * where the fast path has one (the package comment). In setup episodes an opponent sets up as
     * its bot does; in episodes that start in play both setups come from {@link #starts}.
     *
     * @param names the bots' names
     * @return this builder
     */
    public Builder opponents(String... names) {
      this.opponents = List.of((Object[]) names);
      return this;
    }

    /**
     * Bots that play every seat but the learner's through their {@link Bot} API, as {@link
     * #opponents(String...)}: the caller's own, or a library bot not on its fast form.
     *
     * @param bots the bots (not relays, which need a match)
     * @return this builder
     */
    public Builder opponentBots(Bot... bots) {
      this.opponents = List.of((Object[]) bots);
      return this;
    }

    /**
     * The learner's seat, with {@link #opponents}: one for every game (default 0, the first seat:
     * RED), or one per game, {@code seats[g]} for game {@code g} (a policy that plays every seat:
     * {@code g % seats}).
     *
     * @param seats indexes in the game's seats, one or one per game
     * @return this builder
     */
    public Builder learners(int... seats) {
      this.learners = seats.clone();
      return this;
    }

    /**
     * When a game's next episode starts ({@link AutoresetMode}; default {@link
     * AutoresetMode#SAME_STEP}).
     *
     * @param mode the mode
     * @return this builder
     */
    public Builder autoreset(AutoresetMode mode) {
      this.autoreset = Objects.requireNonNull(mode, "mode");
      return this;
    }

    /**
     * Whether an episode starts at the game's new game, its setup played as decisions (default
     * false: in play from {@link #starts}): the learner places its pieces (classic: one {@code
     * PlacePiece} id at a time, C-2.1), opponents as their bots do, then play goes on on the fast
     * path from the finished setup. The legal-id rows are then as long as the codec's ids.
     *
     * @param setup whether setups are part of the episode
     * @return this builder
     */
    public Builder setupEpisodes(boolean setup) {
      this.setupEpisodes = setup;
      return this;
    }

    /**
     * Whether observations and ids (written, and given by the caller) are in the frame of the seat
     * they are for, its own side at the bottom ({@code research.SeatFrame}; default false: as
     * stored). Refused ({@link EnvException.Reason#NO_SEAT_FRAME}) for a game whose kit has no
     * frame (Lost Island, whose tensor names seats relative to the viewer already).
     *
     * @param frame whether to use the seats' frames
     * @return this builder
     */
    public Builder seatFrame(boolean frame) {
      this.seatFrame = frame;
      return this;
    }

    /**
     * Builds the environment and draws every game's first episode (a {@link VectorEnv#reset} draws
     * the same ones again).
     *
     * @return the environment
     * @throws IllegalArgumentException when the game has no research kit and no codec was given
     * @throws EnvException when the game is pinned and not allowed ({@link
     *     EnvException.Reason#PINNED_GAME}), the starts cannot give a start ({@link
     *     EnvException.Reason#INVALID_START}), an opponent is unknown or the opponents do not fit
     *     ({@link EnvException.Reason#UNKNOWN_OPPONENT}, {@link
     *     EnvException.Reason#BAD_OPPONENTS}), or the game offers no seat frame ({@link
     *     EnvException.Reason#NO_SEAT_FRAME})
     */
    public VectorEnv build() {
      return new VectorEnv(this);
    }
  }
}
