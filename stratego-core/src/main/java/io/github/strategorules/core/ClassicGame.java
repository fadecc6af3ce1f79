package io.github.strategorules.core;

import io.github.strategorules.core.action.ClassicAction;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.RecordReplay;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.notation.ClassicRecord;
import io.github.strategorules.core.rules.Ruleset;
import java.util.List;
import java.util.Objects;

/**
 * The classic family's {@link Game} in the game-neutral contract (V-3.1): one {@link Ruleset}
 * played as a game, family {@code classic}, seats RED and BLUE, {@link #newGame(long)} a game in
 * its setup (C-2), and {@link io.github.strategorules.core.game.Games#parse} finds it by its spec.
 * The ruleset stays a pure value of rules that knows nothing of the contract.
 *
 * <p>Two classic games of equal rulesets are equal.
 *
 * @param ruleset the rules of the game
 */
public record ClassicGame(Ruleset ruleset) implements Game {
  /**
   * Creates the game of a ruleset.
   *
   * @param ruleset the rules of the game
   */
  public ClassicGame {
    Objects.requireNonNull(ruleset, "ruleset");
  }

  /**
   * The game of a ruleset.
   *
   * @param ruleset the rules of the game
   * @return the game
   */
  public static ClassicGame of(Ruleset ruleset) {
    return new ClassicGame(ruleset);
  }

  /**
   * The game of a ruleset spec ({@link Ruleset#parse(String)}), such as {@code
   * classic(two_squares=5)}.
   *
   * @param spec the spec
   * @return the game
   * @throws NotationException for an unknown name or option
   */
  public static ClassicGame parse(String spec) {
    return new ClassicGame(Ruleset.parse(spec));
  }

  /**
   * The ruleset's spec ({@link Ruleset#spec()}): {@code Games.parse(spec())} gives an equal game.
   *
   * @return the spec
   */
  @Override
  public String spec() {
    return ruleset.spec();
  }

  /**
   * The contract's family of every classic game, variants and house rules included.
   *
   * @return {@code classic}
   */
  @Override
  public String family() {
    return "classic";
  }

  /**
   * The seats: RED, then BLUE (C-1.2). Whoever moves first ({@link Ruleset#firstSeat()}), the seats
   * keep this order.
   *
   * @return the seats
   */
  @Override
  public List<Seat> seats() {
    return List.of(Seat.RED, Seat.BLUE);
  }

  /**
   * A new game in its setup ({@link ClassicState#newGame}); classic Stratego draws nothing at
   * random, so the seed is not used.
   *
   * @param seed ignored
   * @return the state
   */
  @Override
  public ClassicState newGame(long seed) {
    return ClassicState.newGame(ruleset);
  }

  /**
   * Reads an action in its text form ({@link ClassicAction#parse}), such as {@code RED move a4-a5}.
   *
   * @param text the text
   * @return the action
   * @throws NotationException when the text is not a classic action, with the index of the problem
   */
  @Override
  public ClassicAction parseAction(String text) {
    return ClassicAction.parse(text);
  }

  /**
   * Replays a game record of this ruleset ({@link ClassicRecord}), counting as every game does
   * ({@link RecordReplay}): the setup placements are actions, so the refused action, if any, is
   * numbered among all the record's actions (81 for the first move after two whole setups), and 0
   * for a setup line refused as a whole.
   *
   * @param record the record text
   * @return the state after the last legal action, the number of actions applied (the setup
   *     placements included, as {@link RecordReplay} counts in every game), and the first refused
   *     action
   * @throws NotationException when the text cannot be read, or is a record of another ruleset
   */
  @Override
  public RecordReplay<GameState, RecordReplay.Refused> replay(String record) {
    ClassicRecord r = ClassicRecord.parse(record);
    if (!r.ruleset().equals(ruleset)) {
      throw new NotationException(
          "a record of the ruleset " + r.ruleset().spec() + ", not " + spec(), record, -1, 1, 1);
    }
    return ClassicReplay.neutral(r.replay());
  }

  /** The spec, such as {@code classic(two_squares=5)}. */
  @Override
  public String toString() {
    return spec();
  }
}
