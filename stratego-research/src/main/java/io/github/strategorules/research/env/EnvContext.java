package io.github.strategorules.research.env;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.research.ActionCodec;
import io.github.strategorules.research.Bots;
import io.github.strategorules.research.ObservationEncoder;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * What every game of one {@link VectorEnv} shares ({@link EnvGame}): the game and its codec and
 * encoder, the episodes' starts, the caps and modes, the opponents, and the seats' frames. Set when
 * the environment is built, but for the buffers and whether they take observations, which each
 * {@link VectorEnv#reset(EnvBuffers)} binds.
 */
final class EnvContext {
  final Game game;

  /**
   * The game of its public spec ({@code Bots.publicGame}), handed to the opponents' players every
   * episode: parsed once, as a spec's parse reads the registered games' resources.
   */
  final Game publicGame;

  final List<Seat> seats;
  final ActionCodec codec;
  final @Nullable ObservationEncoder encoder;
  final int observationSize;

  /** The observation's planes and their squares, for relabelling into a seat's frame. */
  final int planes;

  final int area;
  final Episodes episodes;
  final int maxPlies;
  final AutoresetMode mode;
  final @Nullable Opponents opponents;

  /** The fast path's factory, or null on the contract path. */
  final @Nullable EnvSlots fastPath;

  /**
   * Per seat, each absolute id's id in the seat's frame, and back; each square's place in the
   * seat's planes (null entries: the seat sees the board as stored, or no frame was asked for).
   */
  final int[][] idsTo;

  final int[][] idsFrom;
  final int[][] squares;

  /** The environment's buffers, bound by the last reset. */
  @Nullable EnvBuffers io;

  /** Whether the bound buffers take observations (and the game has an encoder). */
  boolean observing;

  EnvContext(
      Game game,
      ActionCodec codec,
      @Nullable ObservationEncoder encoder,
      Episodes episodes,
      int maxPlies,
      AutoresetMode mode,
      @Nullable Opponents opponents,
      @Nullable EnvSlots fastPath,
      int[][] idsTo,
      int[][] idsFrom,
      int[][] squares) {
    this.game = game;
    this.publicGame = Bots.publicGame(game);
    this.seats = game.seats();
    this.codec = codec;
    this.encoder = encoder;
    this.observationSize = encoder == null ? 0 : encoder.size();
    var layout = encoder == null ? null : encoder.layout();
    this.planes = layout == null ? 0 : layout.planes();
    this.area = layout == null ? 0 : layout.area();
    this.episodes = episodes;
    this.maxPlies = maxPlies;
    this.mode = mode;
    this.opponents = opponents;
    this.fastPath = fastPath;
    this.idsTo = idsTo;
    this.idsFrom = idsFrom;
    this.squares = squares;
  }

  /** Writes {@code in}'s planes relabelled by a seat's frame into {@code out}, the tail as is. */
  void relabel(float[] in, int @Nullable [] at, float[] out) {
    if (at == null) {
      System.arraycopy(in, 0, out, 0, observationSize);
      return;
    }
    for (int k = 0; k < planes; k++) {
      int base = k * area;
      for (int s = 0; s < area; s++) {
        out[base + at[s]] = in[base + s];
      }
    }
    int tail = planes * area;
    System.arraycopy(in, tail, out, tail, observationSize - tail);
  }
}
