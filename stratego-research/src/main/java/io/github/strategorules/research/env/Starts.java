package io.github.strategorules.research.env;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Research;
import io.github.strategorules.research.Transcript;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;

/**
 * Where an episode of a {@link VectorEnv} starts: a state of the game past its setup (C-2: both
 * setups placed; Lost Island: every seat's), made from a seed, so that the same seed always gives
 * the same start. The environment's episodes begin in play; setups are chosen here, not by the
 * learner.
 *
 * <p>Implementations must be deterministic in the seed and thread-safe, and give a state of the
 * game: the environment refuses anything else ({@link EnvException.Reason#INVALID_START}, naming
 * the game whose episode it was for).
 */
@FunctionalInterface
public interface Starts {
  /**
   * The start of an episode.
   *
   * @param game the game
   * @param seed the episode's seed
   * @return a state of that game whose phase is {@link Phase#PLAY} (or, rarely, {@link Phase#OVER})
   */
  GameState start(Game game, long seed);

  /**
   * Uniformly random setups: those of the game's research kit where it has its own ({@link
   * EnvKit#randomStart}: for the classic family {@code Setup.random} for each seat, C-2.1), else
   * the game's own setup decisions ({@link Game#newGame}) each taken uniformly at random, seat by
   * seat.
   *
   * @return the starts
   */
  static Starts random() {
    return Starts::randomStart;
  }

  /**
   * Setups such as people play: those of the game's research kit where it has its own ({@link
   * EnvKit#sensibleStart}: for the classic family the library's {@code SensibleSetups}, learned
   * from human games, where they fit the ruleset's board and roster, else uniformly random ones),
   * else the setups of the game's {@code heuristic} reference bot, when its research kit has one,
   * else random setups.
   *
   * @return the starts
   */
  static Starts sensible() {
    return Starts::sensibleStart;
  }

  /**
   * Setups chosen by a bot for every seat, one decision at a time through the contract, the bot
   * seeing only its own seat's transcript.
   *
   * @param bot the bot that places every seat's pieces
   * @return the starts
   */
  static Starts byBot(Bot bot) {
    Objects.requireNonNull(bot, "bot");
    return (game, seed) -> playSetup(game.newGame(seed), bot, new SplittableRandom(seed));
  }

  private static GameState randomStart(Game game, long seed) {
    return EnvKit.of(game)
        .flatMap(k -> k.randomStart(game, seed))
        .orElseGet(() -> playSetup(game.newGame(seed), null, new SplittableRandom(seed)));
  }

  private static GameState sensibleStart(Game game, long seed) {
    Optional<GameState> own = EnvKit.of(game).flatMap(k -> k.sensibleStart(game, seed));
    if (own.isPresent()) {
      return own.get();
    }
    @Nullable Bot bot =
        Research.find(game)
            .filter(k -> k.botNames().contains("heuristic"))
            .map(k -> k.bot("heuristic", game))
            .orElse(null);
    return playSetup(game.newGame(seed), bot, new SplittableRandom(seed));
  }

  /**
   * Plays the setup phase: while the state is in {@link Phase#SETUP}, the first seat to decide
   * takes the bot's decision (or a uniformly random one when {@code bot} is null).
   */
  private static GameState playSetup(GameState state, @Nullable Bot bot, SplittableRandom random) {
    GameState s = state;
    int guard = 0;
    while (s.phase() == Phase.SETUP) {
      if (++guard > 100_000) {
        throw new IllegalStateException("the setup of " + s.game().spec() + " did not end");
      }
      Seat seat = s.toDecide().get(0);
      List<Action> legal = s.decisions(seat);
      Action a =
          bot == null
              ? legal.get(random.nextInt(legal.size()))
              : bot.choose(Transcript.start(s, seat), legal, random);
      s = s.apply(seat, a).state();
    }
    return s;
  }
}
