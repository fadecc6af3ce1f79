package io.github.strategorules.research;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.View;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A way to place a seat's setup, named for what it is ({@code sensible}, {@code random}): the setup
 * one placement at a time, each chosen from the seat's own view and its legal decisions alone, as a
 * bot places its own. A client that lets a person finish their setup (the web page's buttons)
 * offers a game's styles ({@link Bots#setups}) and asks the chosen one for each placement until the
 * seat's setup is done; nothing it reads is hidden from the seat.
 *
 * <p>Implementations keep no state between calls: the pieces placed so far are in the view.
 */
public interface SetupStyle {
  /**
   * The style's name, a word for what it places, such as {@code sensible} or {@code random}.
   *
   * @return the name
   */
  String name();

  /**
   * What it places, in words for a person choosing it.
   *
   * @return the description
   */
  String description();

  /**
   * The next placement of the seat's setup (or the end of a free setup once all is placed).
   *
   * @param view the deciding seat's own view, in its setup
   * @param legal the seat's legal decisions, in the game's order, not empty
   * @param random the source of randomness
   * @return one of {@code legal}
   * @throws IllegalArgumentException for a view of another game, or of no seat
   */
  Action next(View view, List<Action> legal, SplittableRandom random);
}
