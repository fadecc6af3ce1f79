package io.github.strategorules.lostisland.research;

import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandView;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A bot that picks a uniformly random action of the pending decision, setup included: the
 * baseline. It never resigns nor offers or accepts a draw ({@link IslandBot#decisionsOf}).
 */
public final class RandomIslandBot implements IslandBot {
  /** Creates the bot. */
  public RandomIslandBot() {}

  @Override
  public String name() {
    return "random";
  }

  @Override
  public IslandAction choose(IslandView view, List<IslandAction> legal, SplittableRandom random) {
    List<IslandAction> decisions = IslandBot.decisionsOf(legal);
    return decisions.get(random.nextInt(decisions.size()));
  }
}
