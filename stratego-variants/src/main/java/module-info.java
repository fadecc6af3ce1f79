/**
 * Barrage-style variants, house rules and custom rulesets ({@code variants.md}), built from the
 * classic kernel of {@code io.github.strategorules.core}, reused and not copied.
 */
module io.github.strategorules.variants {
  requires transitive io.github.strategorules.core;

  exports io.github.strategorules.variants;

  provides io.github.strategorules.core.rules.RulesetProvider
      with io.github.strategorules.variants.VariantRulesetProvider;
}
