package io.github.strategorules.research.env;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Phase;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Where the episodes of a {@link VectorEnv}'s games start: the start pool, made once, every game's
 * random source and its opponents' random source, all from the environment's seed and a game's
 * index alone (so game {@code g} plays the same episodes whatever the number of games), with each
 * start checked before a game is given it. With setup episodes a start is the game's new game
 * ({@link Game#newGame}), its setup to be played.
 */
final class Episodes {
  /** Draws of the starts before they give up on a state in play. */
  static final int TRIES = 1000;

  private final Game game;
  private final Starts starts;
  private final long seed;
  private final GameState[] pool;
  private final SplittableRandom[] randoms;
  private final SplittableRandom[] botRandoms;
  private final boolean setup;

  Episodes(Game game, Starts starts, long seed, int poolSize, int games, boolean setup) {
    this.game = game;
    this.setup = setup;
    this.starts = setup ? Game::newGame : starts;
    this.seed = seed;
    this.pool = new GameState[poolSize];
    SplittableRandom poolRandom = new SplittableRandom(seed).split();
    for (int k = 0; k < pool.length; k++) {
      pool[k] = start(poolRandom, -1);
    }
    this.randoms = new SplittableRandom[games];
    this.botRandoms = new SplittableRandom[games];
    reseed();
  }

  /**
   * Every game's random sources from the seed: the pool's is the root's first split, game g's the
   * (g + 2)th, and after them its opponents' (so that the episodes' starts are those of an
   * environment without opponents).
   */
  void reseed() {
    SplittableRandom root = new SplittableRandom(seed);
    root.split(); // the pool's
    for (int g = 0; g < randoms.length; g++) {
      randoms[g] = root.split();
    }
    for (int g = 0; g < botRandoms.length; g++) {
      botRandoms[g] = root.split();
    }
  }

  /** The random source of game g's opponents' decisions, from the last {@link #reseed}. */
  SplittableRandom botRandom(int g) {
    return botRandoms[g];
  }

  /** The pool, in order (a fast path names a start by its index here). */
  List<GameState> pool() {
    return Arrays.asList(pool);
  }

  /** The pool index of game g's next episode, or -1 without a pool. */
  int drawPoolIndex(int g) {
    return pool.length == 0 ? -1 : randoms[g].nextInt(pool.length);
  }

  /**
   * The start of game g's next episode: a pooled one, or a new one from the game's random source.
   */
  GameState startOf(int poolIndex, int g) {
    return poolIndex >= 0 ? pool[poolIndex] : start(randoms[g], g);
  }

  /**
   * A start in play from a random source; starts that are already over are drawn again.
   *
   * @param g the game the start is for, or -1 for the pool
   * @throws EnvException ({@link EnvException.Reason#INVALID_START}) when the starts give no state,
   *     a state of another game, or no state in play in {@value #TRIES} draws
   */
  private GameState start(SplittableRandom random, int g) {
    String whose = g < 0 ? "the start pool" : "game " + g;
    for (int tries = 0; tries < TRIES; tries++) {
      GameState s = starts.start(game, random.nextLong());
      if (s == null) {
        throw new EnvException(
            EnvException.Reason.INVALID_START, g, whose + ": the starts gave no state (null)");
      }
      if (!s.game().equals(game)) {
        throw new EnvException(
            EnvException.Reason.INVALID_START,
            g,
            whose + ": the starts gave a state of another game, " + s.game().spec());
      }
      if (s.phase() == (setup ? Phase.SETUP : Phase.PLAY) && !s.toDecide().isEmpty()) {
        return s;
      }
    }
    throw new EnvException(
        EnvException.Reason.INVALID_START,
        g,
        whose
            + (setup
                ? ": the game's new games had no setup to play in "
                : ": the starts gave no state in play in ")
            + TRIES
            + " tries");
  }
}
