package io.github.strategorules.json;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.RecordReplay;
import java.util.Objects;
import java.util.Optional;

/**
 * A game record of any game as stored: the record text ({@link GameState#record()}, the game's own
 * versioned format) and the header facts a store indexes, taken from the text by replaying it. The
 * record is referee data (setups, layouts, secret values): store it, or send it once the game is
 * over, never to a seat during the game. Written by {@link StrategoJson#writeRecord} as the {@code
 * record} document of {@code docs/json.md}.
 *
 * @param game the game the record was played under (public facts: the spec of {@link Game#spec()},
 *     never the seed or layout, which stay in the text)
 * @param format the record's format line, such as {@code stratego-record 1}
 * @param actions the number of actions the replay applied
 * @param legal whether every action of the record was legal
 * @param outcome the outcome the replay reached, or empty for a game that is not over
 * @param text the record text
 */
public record StoredRecord(
    Game game, String format, int actions, boolean legal, Optional<Outcome> outcome, String text) {
  /**
   * Checks presence.
   *
   * @param game the game
   * @param format the format line
   * @param actions the actions applied
   * @param legal whether all were legal
   * @param outcome the outcome or empty
   * @param text the text
   */
  public StoredRecord {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(format, "format");
    Objects.requireNonNull(outcome, "outcome");
    Objects.requireNonNull(text, "text");
  }

  /**
   * The stored form of a record text of any game on the path: replays it for the header facts.
   *
   * @param text the record text
   * @return the stored record
   * @throws io.github.strategorules.core.error.NotationException when no game reads the text
   */
  public static StoredRecord of(String text) {
    Objects.requireNonNull(text, "text");
    Game game = Games.gameOfRecord(text);
    RecordReplay<GameState, RecordReplay.Refused> replay = game.replay(text);
    int newline = text.indexOf('\n');
    String format = (newline < 0 ? text : text.substring(0, newline)).strip();
    return new StoredRecord(
        game,
        format,
        replay.applied(),
        replay.isLegal(),
        replay.finalState().outcome().map(o -> (Outcome) o),
        text);
  }

  /**
   * The stored form of a state's record.
   *
   * @param state the state
   * @return the stored record
   */
  public static StoredRecord of(GameState state) {
    return of(state.record());
  }

  /** The header facts, not the text (which holds the setups). */
  @Override
  public String toString() {
    return "StoredRecord["
        + game.spec()
        + ", "
        + format
        + ", "
        + actions
        + " actions"
        + outcome.map(o -> ", " + o).orElse("")
        + "]";
  }
}
