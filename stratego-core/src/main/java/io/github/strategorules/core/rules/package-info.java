/**
 * Rulesets as data: a {@link io.github.strategorules.core.rules.Ruleset} is an immutable value (the
 * board and its lakes, the setup zones, the roster, the {@link
 * io.github.strategorules.core.rules.CombatTable}, how each type moves ({@link
 * io.github.strategorules.core.rules.Movement}), the repetition rules' parameters, limits and
 * {@link io.github.strategorules.core.rules.HouseRule} toggles) with a text spec that reads back to
 * an equal value. Presets are values built the same way; {@code classic} is here, the others come
 * from {@link io.github.strategorules.core.rules.RulesetProvider}s such as {@code
 * stratego-variants}. A ruleset knows nothing of states, records or the contract: the classic
 * family's {@link io.github.strategorules.core.game.Game} is {@link
 * io.github.strategorules.core.ClassicGame}, the game of one ruleset, and {@link
 * io.github.strategorules.core.Setup#problems} checks a setup against a ruleset.
 *
 * <pre>{@code
 * Ruleset gravon2004 = Ruleset.parse("classic(two_squares=5)");        // the ISF limit (C-5.1)
 * Ruleset house = Ruleset.parse("classic(aggressor_wins_ties,one_time_bombs)");
 * Ruleset custom = Ruleset.classic().toBuilder().moreSquares(false).plyLimit(2000).build();
 * String spec = custom.spec();                                         // reads back: Ruleset.parse(spec)
 * BattleResult tie = house.combat().result(PieceType.CAPTAIN, PieceType.CAPTAIN); // ATTACKER_WINS (V-2.1)
 * }</pre>
 *
 * <p>The rules' ids ({@code C-5.1}, {@code V-2.1}, ...) are those of the project's {@code
 * docs/rules}. {@link io.github.strategorules.core.rules.ImplementsRule} and {@link
 * io.github.strategorules.core.rules.ChecksRule} tag the code that implements a rule and the tests
 * that check it; the project's {@code docs/rules/index.md} is generated from them.
 */
package io.github.strategorules.core.rules;
