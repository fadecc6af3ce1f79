package io.github.strategorules.research.classic;

import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Transcript;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The classic baseline ({@code random}): a uniformly random setup, placed piece by piece ({@code
 * ClassicSetups.random}), then a uniformly random legal move. Never resigns nor offers or accepts a
 * draw.
 */
public final class ClassicRandomBot implements Bot {
  /** Creates the bot. */
  public ClassicRandomBot() {}

  @Override
  public String name() {
    return "random";
  }

  @Override
  public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
    return ClassicSetups.decide(
        transcript,
        legal,
        random,
        ClassicSetups::random,
        (view, decisions, r) -> decisions.get(r.nextInt(decisions.size())));
  }

  /**
   * A uniformly random legal move of a view (the typed API).
   *
   * @param view the view of the player to move
   * @param random the source of randomness
   * @return one of the view's legal moves
   */
  public Move choose(ClassicView view, SplittableRandom random) {
    List<Move> moves = view.legalMoves();
    return moves.get(random.nextInt(moves.size()));
  }
}
