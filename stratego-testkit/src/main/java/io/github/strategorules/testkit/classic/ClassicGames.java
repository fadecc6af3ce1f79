package io.github.strategorules.testkit.classic;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.ChoiceGames;
import io.github.strategorules.testkit.property.Length;
import io.github.strategorules.testkit.property.Played;

/**
 * Classic games for properties about play, on the contract's generator ({@link ChoiceGames}): a
 * ruleset, then the game from {@link ClassicState#newGame}, its setup placed piece by piece through
 * the contract's actions, then the moves; the game shown from its first state of play ({@link
 * Played#fromPlay()}), so that the length counts the moves. These games are for properties of the
 * rules of play (moves, battles, the kernel, positions): they hold no resignation or draw offer
 * unless asked for with {@link #games(Arb, Length, ChoiceGames.Options)}; the contract kit plays
 * those. A failing game shrinks to fewer moves, earlier moves in the legal order, the simplest
 * setups and the classic ruleset.
 */
public final class ClassicGames {
  private ClassicGames() {}

  /** Decisions of the rules only: no table action. */
  public static final ChoiceGames.Options MOVES_ONLY =
      ChoiceGames.Options.DEFAULT.tableActionsOneIn(0);

  /**
   * Games: a ruleset, its setup, then the moves, shown from the start of play; no table action.
   *
   * @param rulesets the rulesets
   * @param length how many moves (decisions after the setup)
   * @return the generator
   */
  public static Arb<Played<ClassicState>> games(Arb<Ruleset> rulesets, Length length) {
    return games(rulesets, length, MOVES_ONLY);
  }

  /**
   * Games whose decisions are chosen with other options (some moves preferred, or table actions at
   * some rate).
   *
   * @param rulesets the rulesets
   * @param length how many moves
   * @param options how decisions are chosen
   * @return the generator
   */
  public static Arb<Played<ClassicState>> games(
      Arb<Ruleset> rulesets, Length length, ChoiceGames.Options options) {
    return d ->
        ChoiceGames.play(d, ClassicState.newGame(rulesets.draw(d)), length, options).fromPlay();
  }
}
