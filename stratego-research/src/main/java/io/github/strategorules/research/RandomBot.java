package io.github.strategorules.research;

import io.github.strategorules.core.game.Action;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A bot that picks a uniformly random legal decision, setup included: the baseline of any game
 * whose setup decisions are fair to draw this way (Lost Island's are). It never resigns nor offers
 * or accepts a draw: those are not decisions ({@link
 * io.github.strategorules.core.game.GameState#decisions}).
 */
public final class RandomBot implements Bot {
  /** Creates the bot. */
  public RandomBot() {}

  @Override
  public String name() {
    return "random";
  }

  @Override
  public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
    return legal.get(random.nextInt(legal.size()));
  }
}
