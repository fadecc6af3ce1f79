package io.github.strategorules.research.classic;

import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.research.env.EnvOpponent;
import io.github.strategorules.research.env.EnvSlot;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;

/**
 * A library bot's fast form on the classic family's fast path ({@link ClassicEnvSlots#opponent}):
 * the decision of the player to move of a {@link KernelSlot}, read from its kernel position, as the
 * named bot decides it from the same player's view. Two bots have one:
 *
 * <ul>
 *   <li>{@code heuristic}: {@link KernelPolicy}'s choice, the one place of {@link HeuristicBot}'s
 *       scores, which reads only what the player to move may know (its own types; of the enemy's
 *       pieces the revealed types, the moved flags and the hidden composition), with the bot's
 *       tie-breaking draws (one per legal move, in the order of the legal moves);
 *   <li>{@code random}: {@link ClassicRandomBot}'s choice, a uniformly random legal move (one
 *       draw).
 * </ul>
 *
 * On the same random source both choose the move the bot would ({@code OpponentPathsTest} plays the
 * fast forms against {@code Bots.byName} through the contract, game for game); neither reads a
 * hidden fact of the other player's pieces. Not thread-safe (the policy keeps per-decision tables):
 * the environment makes one per block of games.
 */
final class KernelOpponent implements EnvOpponent {
  private final @Nullable KernelPolicy policy;

  private KernelOpponent(@Nullable KernelPolicy policy) {
    this.policy = policy;
  }

  /** The fast form of a bot name, or null when the bot has none. */
  static @Nullable KernelOpponent of(String name, Ruleset ruleset) {
    return switch (name) {
      case "heuristic" -> new KernelOpponent(new KernelPolicy(ruleset, HeuristicBot.FLAG_BONUS));
      case "random" -> new KernelOpponent(null);
      default -> null;
    };
  }

  @Override
  public int choose(EnvSlot slot, SplittableRandom random) {
    KernelSlot k = (KernelSlot) slot;
    int n = k.legalCount();
    return policy == null
        ? random.nextInt(n)
        : policy.choose(k.position(), k.moves(), n, random, k.memo, k.episode());
  }
}
