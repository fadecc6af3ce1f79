package io.github.strategorules.examples.web;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.DrawAcceptance;
import io.github.strategorules.core.game.DrawOffer;
import io.github.strategorules.core.game.Resignation;
import io.github.strategorules.core.game.View;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A seeded bot that takes a uniformly random legal decision of the game: it never resigns, offers
 * or accepts a draw (those are left to people), unless nothing else is legal. The same seed and
 * the same questions give the same answers. It plays badly on purpose: it is the server's default
 * opponent and the load test's client, not a player to learn from.
 */
public final class RandomBot implements SeatBot {
  private final SplittableRandom random;

  /**
   * A bot with a seed.
   *
   * @param seed the seed
   */
  public RandomBot(long seed) {
    this.random = new SplittableRandom(seed);
  }

  @Override
  public synchronized Action choose(View view, List<? extends Action> legal) {
    List<? extends Action> decisions = legal.stream().filter(a -> !(a instanceof Resignation)
        && !(a instanceof DrawOffer) && !(a instanceof DrawAcceptance)).toList();
    List<? extends Action> from = decisions.isEmpty() ? legal : decisions;
    return from.get(random.nextInt(from.size()));
  }
}
