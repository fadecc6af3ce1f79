package io.github.strategorules.lostisland.research;

import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandView;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A Lost Island bot: picks one of the legal actions of its seat's pending decision from what that
 * seat sees (its {@link IslandView}), never from the full state. The legal actions are part of
 * the input because a view does not list them; they depend on nothing hidden from the deciding
 * seat (positions, tile kinds, coins, its own values and its turn's counters), so passing them
 * gives the bot no hidden fact. Every decision is asked this way, setup included.
 * Implementations keep no state between calls, so one instance may play many games on many
 * threads; all randomness comes from the source passed in, so games replay exactly. The
 * reference bots are {@link RandomIslandBot} and {@link HeuristicIslandBot}.
 */
public interface IslandBot {
  /**
   * The bot's name.
   *
   * @return the name
   */
  String name();

  /**
   * Chooses an action.
   *
   * @param view the view of the deciding seat ({@code view.decision()} names it)
   * @param legal the legal actions of that decision, not empty
   * @param random the source of randomness
   * @return one of {@code legal}
   */
  IslandAction choose(IslandView view, List<IslandAction> legal, SplittableRandom random);
}
