package io.github.strategorules.research;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import java.util.List;

/**
 * The reference bots of every game by name, through each game's {@link ResearchKit}: {@code
 * random}, {@code heuristic} and {@code search} for classic Stratego (every variant and house rule)
 * and for Lost Island (with {@code stratego-lostisland-research} on the path), and classic's {@code
 * reference}, {@code strategist} and its strongest, {@code deep}; {@code random} for any game
 * without a kit.
 *
 * <pre>{@code
 * Game game = Games.parse("lost-island(players=4)");
 * Bot bot = Bots.byName(game, "heuristic");
 * }</pre>
 */
public final class Bots {
  /** The bot every game has. */
  private static final String RANDOM = "random";

  private Bots() {}

  /**
   * The names of the bots of a game.
   *
   * @param game the game
   * @return the names, strongest last; {@code random} alone for a game no research kit serves
   */
  public static List<String> names(Game game) {
    return Research.find(game).map(ResearchKit::botNames).orElse(List.of(RANDOM));
  }

  /**
   * A bot of a game by name.
   *
   * @param game the game
   * @param name the name, such as {@code random}, {@code heuristic} or {@code search}
   * @return the bot
   * @throws IllegalArgumentException for an unknown name (the message lists the known ones)
   */
  public static Bot byName(Game game, String name) {
    Game open = publicGame(game);
    if (Research.find(open).isEmpty() && name.equals(RANDOM)) {
      // Any game can be played at random from the contract alone: a new game needs no kit to be
      // offered a bot.
      return new RandomBot();
    }
    return Research.of(open).bot(name, open);
  }

  /**
   * The styles in which a game's setups can be placed for a person, as its bots place theirs (issue
   * 55: the web page's setup buttons): classic's {@code sensible} and {@code random}.
   *
   * @param game the game
   * @return the styles, the recommended first; none for a game whose kit offers none
   */
  public static List<SetupStyle> setups(Game game) {
    return Research.find(publicGame(game)).map(ResearchKit::setups).orElse(List.of());
  }

  /**
   * A tunable family of a game's bots by name (issue 38): what a self-play tuner adjusts.
   *
   * @param game the game
   * @param name the family's name, such as {@code strategist} for classic Stratego
   * @return the family
   * @throws IllegalArgumentException for an unknown name (the message lists the known ones)
   */
  public static BotFamily family(Game game, String name) {
    Game open = publicGame(game);
    return Research.find(open)
        .orElseThrow(() -> new IllegalArgumentException("no bot family for " + open.spec()))
        .family(name, open);
  }

  /**
   * The public game of a game: the same rules, never pinned to a seed or a layout (a Lost Island
   * spec with {@code seed=} or {@code layout=} gives a pinned game, whose {@code configFor} is
   * referee data). Hand bots and seats this game, or a state's or a view's game.
   *
   * @param game a game, pinned or not
   * @return the game of its public spec ({@code Games.parse(game.spec())})
   */
  public static Game publicGame(Game game) {
    return Games.parse(game.spec());
  }
}
