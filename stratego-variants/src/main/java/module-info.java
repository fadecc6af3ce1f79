import org.jspecify.annotations.NullMarked;

/**
 * Barrage-style variants, house rules and custom rulesets ({@code docs/rules/variants.md} in the
 * project's repository), built from the classic kernel of {@code io.github.strategorules.core},
 * reused and not copied.
 *
 * <p>With this module on the class or module path, its presets are found by name through {@link
 * io.github.strategorules.core.rules.RulesetProvider}: {@code barrage}, {@code duel}, {@code
 * ultimate_lightning} (V-1.2) and the unofficial {@code quick_battle} (V-1.3). Every toggle of
 * {@link io.github.strategorules.core.rules.HouseRule} works on each of them:
 *
 * <pre>{@code
 * Ruleset ul = Ruleset.parse("ultimate_lightning");
 * ClassicState game = ClassicState.start(ul, Setup.random(ul, Seat.RED, 1), Setup.random(ul, Seat.BLUE, 2));
 * List<Move> moves = game.legalMoves();         // captains' two-square moves included
 * Ruleset house = Ruleset.parse("barrage(aggressor_wins_ties,silent_defence,two_squares=5)");
 * Ruleset gravon = Ruleset.parse("ultimate_lightning(scouts_defuse_bombs)"); // as Gravon played it
 * }</pre>
 *
 * <p>A move that reaches the enemy back row may carry a rescue, {@code d9-d10+M@e2} ({@link
 * io.github.strategorules.core.action.Rescue}); {@code VariantsDocExampleTest} runs this example.
 */
@NullMarked
module io.github.strategorules.variants {
  requires static org.jspecify;
  requires transitive io.github.strategorules.core;

  exports io.github.strategorules.variants;

  provides io.github.strategorules.core.rules.RulesetProvider with
      io.github.strategorules.variants.VariantRulesetProvider;
}
