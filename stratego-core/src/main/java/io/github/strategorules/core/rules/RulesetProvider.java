package io.github.strategorules.core.rules;

import java.util.Optional;
import java.util.Set;

/**
 * A source of named ruleset presets, found with {@link java.util.ServiceLoader} so that a user's
 * own module can add rulesets that {@link Ruleset#parse} then accepts by name (V-3).
 */
public interface RulesetProvider {
  /**
   * The preset names this provider knows.
   *
   * @return the names, lower case
   */
  Set<String> names();

  /**
   * The preset with the given name.
   *
   * @param name a name from {@link #names()}
   * @return the preset, or empty when this provider does not know the name
   */
  Optional<Ruleset> preset(String name);
}
