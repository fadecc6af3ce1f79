package io.github.strategorules.examples;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Bots;
import java.util.ArrayList;
import java.util.List;

/** The {@code --bots} option of the commands that play games: bot names by seat, for any game. */
final class BotNames {
  private BotNames() {}

  /**
   * The bots of a game, one per seat.
   *
   * @param game the game
   * @param names one name per seat, seat 0 first, or one name for every seat
   * @return the bots
   * @throws IllegalArgumentException for a wrong count or an unknown name (naming the game's bots)
   */
  static List<Bot> of(Game game, String[] names) {
    int n = game.seats().size();
    if (names.length != n && names.length != 1) {
      throw new IllegalArgumentException(
          "--bots takes one name per seat ("
              + n
              + " for "
              + game.spec()
              + "), or one name for every seat; known bots: "
              + String.join(", ", Bots.names(game)));
    }
    List<Bot> bots = new ArrayList<>();
    for (int s = 0; s < n; s++) {
      bots.add(Bots.byName(game, names.length == 1 ? names[0] : names[s]));
    }
    return bots;
  }

  /**
   * Labels for bots, by number: the name, with {@code #k} (k the bot's number from 1) when several
   * bots share it.
   *
   * @param names the names
   * @return the labels
   */
  static List<String> labels(List<String> names) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < names.size(); i++) {
      String n = names.get(i);
      out.add(names.indexOf(n) != names.lastIndexOf(n) ? n + "#" + (i + 1) : n);
    }
    return out;
  }
}
