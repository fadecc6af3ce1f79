package io.github.strategorules.lostisland.research;

import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandView;
import java.util.List;
import java.util.SplittableRandom;

/** A bot that picks a uniformly random legal action, setup included: the baseline. */
public final class RandomIslandBot implements IslandBot {
  /** Creates the bot. */
  public RandomIslandBot() {}

  @Override
  public String name() {
    return "random";
  }

  @Override
  public IslandAction choose(IslandView view, List<IslandAction> legal, SplittableRandom random) {
    return legal.get(random.nextInt(legal.size()));
  }
}
