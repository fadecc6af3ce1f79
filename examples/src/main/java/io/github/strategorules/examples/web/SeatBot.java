package io.github.strategorules.examples.web;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.View;
import java.util.List;

/**
 * A player the server seats itself. It is handed only what its seat may know, as a person's page
 * is: the seat's view and the seat's legal actions. The server asks it whenever the game waits for
 * its seat and applies its answer in its seat's name, like any client's; an answer the rules
 * refuse, or an exception, resigns the seat.
 *
 * <p>This is the server's own small interface so that any bot can be plugged in through an
 * adapter (a research bot, an engine over the protocol); {@link RandomBot} is the one built in.
 */
@FunctionalInterface
public interface SeatBot {
  /**
   * The bot's action.
   *
   * @param view what its seat may see now
   * @param legal its seat's legal actions now, in the game's order; never empty
   * @return one of {@code legal}
   */
  Action choose(View view, List<? extends Action> legal);
}
