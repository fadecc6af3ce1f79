package io.github.strategorules.research.env;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.research.ActionCodec;
import io.github.strategorules.research.ObservationEncoder;
import io.github.strategorules.research.Research;
import io.github.strategorules.research.ResearchKit;
import io.github.strategorules.research.SeatFrame;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What {@link VectorEnv.Builder#build} puts together, checked: the codec and encoder (the kit's, or
 * the caller's), the fast path, the buffers' shape, the opponents and learner seats, the seats'
 * frames, every game and the blocks of games the threads step.
 */
final class EnvAssembly {
  final ActionCodec codec;
  final @Nullable ObservationEncoder encoder;
  final EnvShape shape;
  final boolean fast;
  final EnvContext context;
  final EnvGame[] games;
  final Chunk[] chunks;
  final int[] chunkOf;
  final int threads;

  private final Game game;

  EnvAssembly(VectorEnv.Builder b) {
    this.game = b.game;
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
    int seats = game.seats().size();
    int[] learners = learners(b, seats);
    Episodes episodes = new Episodes(game, b.starts, b.seed, b.startPool, b.games, b.setupEpisodes);
    GameState[] first = new GameState[b.games];
    for (int g = 0; g < b.games; g++) {
      first[g] = episodes.startOf(episodes.drawPoolIndex(g), g);
    }
    // With setup episodes the fast path plays from each finished setup: it is given no pool and,
    // for what every start shares (the roster), a start in play.
    GameState inPlay = b.setupEpisodes ? Starts.random().start(game, b.seed) : first[0];
    Optional<EnvSlots> fastPath =
        b.codec == null && b.encoder == null && envKit != null
            ? envKit.fastPath(game, b.setupEpisodes ? List.of() : episodes.pool(), inPlay)
            : Optional.empty();
    this.fast = fastPath.isPresent();
    @Nullable EnvSlots slots = fastPath.orElse(null);
    int maxLegal =
        slots == null
            ? codec.numDistinctActions()
            : b.setupEpisodes
                ? Math.max(slots.maxLegal(), codec.numDistinctActions())
                : slots.maxLegal();
    int obsSize = encoder == null ? 0 : encoder.size();
    this.shape = new EnvShape(b.games, seats, obsSize, codec.numDistinctActions(), maxLegal);
    @Nullable Opponents opponents =
        b.opponents.isEmpty() ? null : Opponents.of(game, b.opponents, slots);
    int[][] idsTo = new int[seats][];
    int[][] idsFrom = new int[seats][];
    int[][] squares = new int[seats][];
    if (b.seatFrame) {
      frames(kit, idsTo, idsFrom, squares);
    }
    this.context =
        new EnvContext(
            game,
            codec,
            encoder,
            episodes,
            b.maxPlies,
            b.autoreset,
            opponents,
            slots,
            idsTo,
            idsFrom,
            squares);
    this.games = new EnvGame[b.games];
    for (int g = 0; g < b.games; g++) {
      EnvSlot play =
          slots != null
              ? slots.slot(b.setupEpisodes ? inPlay : first[g])
              : new ContractSlot(first[g], codec, encoder, envKit, maxLegal);
      ContractSlot setup =
          slots != null && b.setupEpisodes
              ? new ContractSlot(first[g], codec, encoder, envKit, maxLegal)
              : null;
      if (play.ids.length > maxLegal) {
        throw new IllegalStateException(
            "a slot's legal-id row of " + play.ids.length + " for rows of " + maxLegal);
      }
      games[g] = new EnvGame(context, g, play, setup, first[g], learners[g]);
    }
    this.threads = Math.min(b.threads, b.games);
    // Blocks of a few games, handed out to whichever thread is free (Workers); a block is stepped
    // by one thread at a time, so each block has its own scratch arrays and opponents.
    int blockCount = threads == 1 ? 1 : Math.min(b.games, threads * 8);
    this.chunks = new Chunk[blockCount];
    this.chunkOf = new int[b.games];
    for (int i = 0; i < blockCount; i++) {
      int from = b.games * i / blockCount;
      int to = b.games * (i + 1) / blockCount;
      chunks[i] =
          new Chunk(
              from,
              to,
              obsSize,
              seats,
              opponents == null ? new EnvOpponent[0] : opponents.fastForms(slots));
      Arrays.fill(chunkOf, from, to, i);
    }
  }

  /** Each game's learner seat, checked: -1 without opponents. */
  private int[] learners(VectorEnv.Builder b, int seats) {
    int[] out = new int[b.games];
    if (b.opponents.isEmpty()) {
      if (b.learners != null) {
        throw new EnvException(
            EnvException.Reason.BAD_OPPONENTS,
            -1,
            "a learner's seat was given without opponents: give the bots of the other seats");
      }
      Arrays.fill(out, -1);
      return out;
    }
    int[] given = b.learners == null ? new int[] {0} : b.learners;
    if (given.length != 1 && given.length != b.games) {
      throw new EnvException(
          EnvException.Reason.BAD_OPPONENTS,
          -1,
          "learner seats: "
              + given.length
              + " given for "
              + b.games
              + " games (one, or one a game)");
    }
    for (int g = 0; g < b.games; g++) {
      int seat = given.length == 1 ? given[0] : given[g];
      if (seat < 0 || seat >= seats) {
        throw new EnvException(
            EnvException.Reason.BAD_OPPONENTS,
            given.length == 1 ? -1 : g,
            (given.length == 1 ? "" : "game " + g + ": ")
                + "learner seat "
                + seat
                + " is not a seat of "
                + game.spec()
                + " (0 to "
                + (seats - 1)
                + ")");
      }
      out[g] = seat;
    }
    return out;
  }

  /**
   * The seats' frames from the kit, with their inverses; null where a seat's frame is as stored.
   */
  // A null entry is part of the arrays' contract (a seat's frame as stored, read as such by the
  // environment); the element types are not annotated where the arrays travel.
  @SuppressWarnings("NullAway")
  private void frames(@Nullable ResearchKit kit, int[][] idsTo, int[][] idsFrom, int[][] squares) {
    Optional<SeatFrame> frame = kit == null ? Optional.empty() : kit.seatFrame(game);
    ObservationEncoder enc = encoder;
    if (frame.isEmpty() || enc == null || enc.layout().planes() == 0) {
      throw new EnvException(
          EnvException.Reason.NO_SEAT_FRAME,
          -1,
          game.spec() + " offers no frame of a seat's own side: build the environment without it");
    }
    for (int s = 0; s < game.seats().size(); s++) {
      Seat seat = game.seats().get(s);
      int[] to = frame.get().actions(seat);
      int[] sq = frame.get().squares(seat);
      if (to.length != codec.numDistinctActions() || sq.length != enc.layout().area()) {
        throw new IllegalStateException("a seat frame of other sizes than the codec's and planes'");
      }
      int[] from = new int[to.length];
      boolean same = true;
      for (int id = 0; id < to.length; id++) {
        from[to[id]] = id;
        same &= to[id] == id;
      }
      boolean sameSquares = true;
      for (int i = 0; i < sq.length; i++) {
        sameSquares &= sq[i] == i;
      }
      idsTo[s] = same ? null : to;
      idsFrom[s] = same ? null : from;
      squares[s] = sameSquares ? null : sq;
    }
  }
}
