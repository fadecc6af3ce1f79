package io.github.strategorules.research;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.Update;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A bot for any game of the library: asked for every decision of its seat, setup included, it picks
 * one of the legal decisions from what that seat may know and nothing else. What it receives:
 *
 * <ul>
 *   <li>its {@link Transcript}: its seat, the public game (never a configuration with a seed or a
 *       layout), its current view, and every step it has seen since the start with the events as
 *       they were redacted for it (perfect recall);
 *   <li>its legal decisions: the actions of the pending decision, without the table actions
 *       (resign, offer or accept a draw; {@link
 *       io.github.strategorules.core.game.GameState#decisions}), so that a bot never resigns nor
 *       agrees to a draw by accident. The list depends on nothing hidden from the deciding seat.
 * </ul>
 *
 * Implementations keep no state between calls, so one instance plays many games on many threads;
 * all randomness comes from the source passed in, so a game replays exactly from its seed ({@link
 * Match}). {@link Bots#byName} finds the reference bots of each game.
 *
 * <p>A bot that needs resources for a game (an external engine's process) gets them in {@link
 * #open}, which gives the player of one seat of one game, and releases them in {@link #close}; a
 * bot that cannot play (it crashed, timed out, chose an illegal action) throws {@link BotFailure},
 * and its seat forfeits the game. A player that passes its seat's updates on as they are (an
 * external engine's) is a {@link Relay}.
 */
public interface Bot {
  /**
   * A player that relays its seat's updates as the referee gives them (an external engine's, which
   * is sent its seat's message of every step): besides its transcript, {@link Match} hands it its
   * seat's arrival and then every step's own update, in order, each before the player is next asked
   * or closed. It rebuilds nothing: the referee built each update for its seat.
   */
  interface Relay extends Bot {
    /**
     * Told of the seat's next update: its arrival first, then each step's, in order.
     *
     * @param update the update, the seat's own (its view and legal actions already built)
     */
    void relay(Update update);
  }

  /**
   * The bot's name, as {@link Bots#byName} knows it.
   *
   * @return the name
   */
  String name();

  /**
   * Chooses an action.
   *
   * @param transcript what the deciding seat has seen; its seat is the one to decide
   * @param legal the legal decisions of that seat, in the game's order, not empty
   * @param random the source of randomness
   * @return one of {@code legal}
   */
  Action choose(Transcript transcript, List<Action> legal, SplittableRandom random);

  /**
   * The wall time this bot means to take per decision, for the arena's report of decisions that
   * overran it (a timed bot's think time); a bot without one, such as a bot with a fixed budget,
   * returns 0 (the default).
   *
   * @return milliseconds, or 0 for none
   */
  default int thinkMillis() {
    return 0;
  }

  /**
   * The player of one seat of one game: {@link Match} asks for it before the game's first decision,
   * asks it every decision of that seat, and closes it after the game. A bot that keeps no state is
   * its own player (the default); a bot that needs resources for a game (an external engine's
   * process) returns a new player that holds them.
   *
   * @param game the game (public facts only)
   * @param seat the seat the player plays
   * @return the player
   * @throws BotFailure when the player cannot be made (the seat forfeits the game)
   */
  default Bot open(Game game, Seat seat) {
    return this;
  }

  /**
   * Told that the game of a player from {@link #open} is over: ended, cut at the cap, forfeited, or
   * broken off by an error. {@link Match} calls it exactly once for each player it opened, with the
   * seat's last transcript (its current view holds the outcome, if any); release what the game held
   * here. The default does nothing.
   *
   * @param last the seat's transcript at the end
   */
  default void close(Transcript last) {}
}
