package io.github.strategorules.research.env;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.View;
import io.github.strategorules.research.Research;
import io.github.strategorules.research.ResearchKit;
import java.util.List;
import java.util.Optional;

/**
 * What a game's research kit adds to {@link VectorEnv}, the environment's one hook for a game: a
 * {@link ResearchKit} that also implements this interface (the classic family's does) gives the
 * environment its game's own starts, a fast path, and what its rules may let out. The environment
 * knows no game: without this interface, or where a method returns empty, it runs any game through
 * the contract ({@link GameState#apply}, the kit's codec and encoder), which is always correct and
 * only slower. Every method has that default, so a kit implements what it has.
 *
 * <p>A fast path ({@link #fastPath}) plays the rules of the game's {@link GameState} exactly and
 * writes the same legal ids and observations as the contract path with the kit's codec and encoder
 * would; a kit proves it with a test that steps both side by side (the classic family's {@code
 * KernelPathProperties}). It serves games of 2 to 4 seats alike: a slot names the seat to act by
 * its index and writes every seat's reward.
 *
 * <pre>{@code
 * public final class MyResearch implements ResearchKit, EnvKit {
 *   ...
 *   public Optional<EnvSlots> fastPath(Game game, List<GameState> pool, GameState first) {
 *     return Optional.of(new MySlots(game, pool)); // MySlots makes a MySlot extends EnvSlot
 *   }
 * }
 * }</pre>
 */
public interface EnvKit {
  /**
   * The environment hook of a game's research kit.
   *
   * @param game a game
   * @return its kit's hook, or empty when no kit serves its family or the kit has none
   */
  static Optional<EnvKit> of(Game game) {
    return Research.find(game).filter(EnvKit.class::isInstance).map(EnvKit.class::cast);
  }

  /**
   * The fast path of an environment of this kit's game that uses the kit's own codec and encoder
   * (an environment given its own runs through the contract), or empty to run through the contract.
   * Asked once, when the environment is built.
   *
   * @param game the environment's game
   * @param pool the environment's start pool ({@link VectorEnv.Builder#startPool}; possibly empty),
   *     shared by its games and never changed: {@link EnvSlot#reset} names a start by its index
   *     here
   * @param first a start of the environment, for what every start of it shares (the roster)
   * @return the slots' factory, or empty
   */
  default Optional<EnvSlots> fastPath(Game game, List<GameState> pool, GameState first) {
    return Optional.empty();
  }

  /**
   * The start of {@link Starts#random()} for a game of this kit: uniformly random setups drawn from
   * the seed, or empty to take each setup decision uniformly at random through the contract.
   *
   * @param game the game
   * @param seed the episode's seed
   * @return the start, a state in play, or empty
   */
  default Optional<GameState> randomStart(Game game, long seed) {
    return Optional.empty();
  }

  /**
   * The start of {@link Starts#sensible()} for a game of this kit: setups such as people play,
   * drawn from the seed, or empty to let the kit's {@code heuristic} bot (if any) choose them.
   *
   * @param game the game
   * @param seed the episode's seed
   * @return the start, a state in play, or empty
   */
  default Optional<GameState> sensibleStart(Game game, long seed) {
    return Optional.empty();
  }

  /**
   * Whether the legal actions of a seat may now depend on facts hidden from it, told from that
   * seat's view alone ({@link EnvSlot#mayRevealHidden()} for the contract path): false (the
   * default) when the game's legal actions never depend on a hidden fact.
   *
   * @param view the view of the seat to act
   * @return whether its legal actions may carry a hidden fact now
   */
  default boolean mayRevealHidden(View view) {
    return false;
  }

  /**
   * Whether every new game of this game starts from one hidden configuration whatever its seed (a
   * Lost Island spec with {@code seed=} or {@code layout=}): a learner would meet the same hidden
   * facts in every episode and could learn them, so an environment refuses such a game unless told
   * otherwise ({@link VectorEnv.Builder#allowPinned}).
   *
   * @param game the game
   * @return whether it is pinned
   */
  default boolean pinned(Game game) {
    return false;
  }
}
