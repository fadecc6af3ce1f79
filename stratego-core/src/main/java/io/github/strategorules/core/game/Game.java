package io.github.strategorules.core.game;

import java.util.List;

/**
 * The rules of one game, as public as a box lid: which game, which options, how many seats. An
 * immutable value found by its spec through {@link Games#parse}, such as {@code classic}, {@code
 * barrage(two_squares=5)} or {@code lost-island(players=3,secret_fights)}. It holds no hidden fact:
 * a Lost Island game's seed and tile layout belong to the state it starts, never to the game, so a
 * game may be handed to any seat or bot.
 *
 * <p>Every game of the library implements this contract (classic Stratego with every variant and
 * house rule, and Lost Island); code written against it (servers, the command-line tool, bots,
 * arenas, codecs, the contract test kit) is written once for all of them.
 */
public interface Game {
  /**
   * The canonical spec: {@code Games.parse(spec())} gives an equal game.
   *
   * @return the spec
   */
  String spec();

  /**
   * The family of the game: {@code classic} for every classic-family ruleset (variants and house
   * rules included), {@code lost-island} for Lost Island.
   *
   * @return the family name
   */
  String family();

  /**
   * The seats that play, in playing order: the first {@code n} seats of {@link Seat}.
   *
   * @return the seats
   */
  List<Seat> seats();

  /**
   * A new game at its first decision (the setup).
   *
   * @param seed drives whatever the game draws at random before play (Lost Island's tile layout,
   *     LI-2.6); classic Stratego draws nothing and ignores it. A spec that fixes the seed or the
   *     layout itself takes precedence. The same seed gives the same game on every JVM.
   * @return the state
   */
  GameState newGame(long seed);

  /**
   * Reads an action in this game's text form ({@link Action#notation()}), such as {@code RED move
   * a4-a5}, {@code BLUE resign} or {@code GREEN flip b3}.
   *
   * @param text the text
   * @return the action
   * @throws io.github.strategorules.core.error.NotationException when the text is not an action of
   *     this game, with the index of the problem
   */
  Action parseAction(String text);

  /**
   * Reads a game record of this game ({@link GameState#record()}) and replays it from its start.
   *
   * @param record the record text
   * @return the state after the last legal action and the first illegal action, if any
   * @throws io.github.strategorules.core.error.NotationException when the text cannot be read, with
   *     its line and column
   */
  RecordReplay<GameState, RecordReplay.Refused> replay(String record);
}
