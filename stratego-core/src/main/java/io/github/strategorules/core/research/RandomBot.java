package io.github.strategorules.core.research;

import io.github.strategorules.core.Move;
import io.github.strategorules.core.PlayerView;
import java.util.List;
import java.util.SplittableRandom;

/** A bot that plays a uniformly random legal move and sets up at random: the baseline. */
public final class RandomBot implements Bot {
  /** Creates the bot. */
  public RandomBot() {}

  @Override
  public String name() {
    return "random";
  }

  @Override
  public Move choose(PlayerView view, SplittableRandom random) {
    List<Move> moves = view.legalMoves();
    return moves.get(random.nextInt(moves.size()));
  }
}
