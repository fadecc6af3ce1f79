package io.github.strategorules.examples.web;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Bots;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * Where the server's bots come from: the names a game offers and a bot by name. The server seats
 * the research layer's bots ({@link #research()}: every bot {@code Bots.byName} knows for the game,
 * such as classic's {@code strategist}, {@code reference}, {@code search}, {@code heuristic} and
 * {@code random}), asked like any of them, through the seat's {@code Transcript} and legal
 * decisions only. An embedding server or a test adds its own with {@link #with}.
 */
public interface BotSource {
  /**
   * The names of the bots a game offers.
   *
   * @param game the game
   * @return the names, strongest first (the page lists them so)
   */
  List<String> names(Game game);

  /**
   * A bot by name.
   *
   * @param game the game
   * @param name one of {@link #names}
   * @return the bot (not yet opened for a seat)
   * @throws IllegalArgumentException for a name the game does not offer
   */
  Bot bot(Game game, String name);

  /**
   * The bot a seat gets when a client asks for {@code bot} without a name: the research layer's
   * {@code heuristic} where the game has one (a fair opponent that answers at once), else the first
   * name.
   *
   * @param game the game
   * @return the name
   */
  default String defaultName(Game game) {
    List<String> names = names(game);
    return names.contains("heuristic") ? "heuristic" : names.get(0);
  }

  /**
   * The research layer's bots of every game ({@code io.github.strategorules.research.Bots}),
   * strongest first: {@code Bots.names} lists each game's strongest last, as the project's
   * benchmarks rank them (classic: deep, strategist, reference, search, learned, heuristic, random;
   * Lost Island: search, heuristic, random; a game without a research kit: random).
   *
   * @return the source
   */
  static BotSource research() {
    return new BotSource() {
      @Override
      public List<String> names(Game game) {
        List<String> strongestFirst = new ArrayList<>(Bots.names(game));
        Collections.reverse(strongestFirst);
        return strongestFirst;
      }

      @Override
      public Bot bot(Game game, String name) {
        return Bots.byName(game, name);
      }
    };
  }

  /**
   * These bots and one more, offered in every game, listed last.
   *
   * @param name its name
   * @param factory the bot for a game
   * @return the source
   */
  default BotSource with(String name, Function<Game, Bot> factory) {
    Objects.requireNonNull(name, "name");
    BotSource base = this;
    return new BotSource() {
      @Override
      public List<String> names(Game game) {
        List<String> all = new ArrayList<>(base.names(game));
        all.add(name);
        return all;
      }

      @Override
      public Bot bot(Game game, String n) {
        return n.equals(name) ? factory.apply(game) : base.bot(game, n);
      }

      @Override
      public String defaultName(Game game) {
        return base.defaultName(game);
      }
    };
  }
}
