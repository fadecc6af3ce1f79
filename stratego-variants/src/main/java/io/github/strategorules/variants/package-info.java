/**
 * Preset rulesets for the official small-army variants (V-1), registered by name for {@link
 * io.github.strategorules.core.rules.Ruleset#parse} and, through the game-neutral contract, {@code
 * Games.parse}: {@code barrage}, {@code duel}, {@code ultimate_lightning} (aggression, one-time
 * bombs, captains that move two squares, rescues: V-1.2) and the unofficial {@code quick_battle}
 * (V-1.3 [default]); see {@link io.github.strategorules.variants.Variants}. Each is an ordinary
 * classic-family {@link io.github.strategorules.core.rules.Ruleset}: played with the typed API of
 * {@code io.github.strategorules.core}, its kernel and its views, and open to the house rules of
 * V-2 as toggles ({@code barrage(aggressor_wins_ties)}). The module's overview has a runnable
 * example; the rules are in the project's {@code docs/rules/variants.md}.
 */
package io.github.strategorules.variants;
