package io.github.strategorules.core.research;

import io.github.strategorules.core.Move;
import io.github.strategorules.core.Player;
import io.github.strategorules.core.PlayerView;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.rules.Ruleset;
import java.util.SplittableRandom;

/**
 * A bot: picks a setup and then moves from what its player sees, never from the full state. The
 * reference bots are {@link RandomBot}, {@link HeuristicBot} and {@link SearchBot}; {@link Bots}
 * finds them by name. Implementations keep no state between calls, so one instance may play many
 * games on many threads; all randomness comes from the source passed in, so games replay exactly.
 */
public interface Bot {
  /**
   * The bot's name, as {@link Bots#byName} knows it.
   *
   * @return the name
   */
  String name();

  /**
   * Chooses a move.
   *
   * @param view the view of the player to move; its {@link PlayerView#legalMoves()} is not empty
   * @param random the source of randomness
   * @return one of the view's legal moves
   */
  Move choose(PlayerView view, SplittableRandom random);

  /**
   * Chooses a setup; by default a uniformly random valid one ({@link Setup#random}).
   *
   * @param ruleset the rules
   * @param player the player to set up
   * @param random the source of randomness
   * @return a valid setup
   */
  default Setup setup(Ruleset ruleset, Player player, SplittableRandom random) {
    return Setup.random(ruleset, player, random);
  }
}
