package io.github.strategorules.variants;

import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.rules.RulesetProvider;
import java.util.Optional;
import java.util.Set;

/**
 * Registers the variant presets by name with {@link java.util.ServiceLoader}, so that {@code
 * Ruleset.parse("barrage(two_squares=5)")} or {@code Ruleset.parse("duel")} works wherever this
 * module is present (V-3).
 */
public final class VariantRulesetProvider implements RulesetProvider {
  /** Creates the provider; called by the service loader. */
  public VariantRulesetProvider() {}

  @Override
  public Set<String> names() {
    return Variants.presets().keySet();
  }

  @Override
  public Optional<Ruleset> preset(String name) {
    return Optional.ofNullable(Variants.presets().get(name));
  }
}
