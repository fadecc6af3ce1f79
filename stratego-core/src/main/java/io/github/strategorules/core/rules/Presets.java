package io.github.strategorules.core.rules;

import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;

/**
 * Looks up preset rulesets by name: {@code classic} here, the rest through {@link RulesetProvider}.
 */
final class Presets {
  private Presets() {}

  static @Nullable Ruleset find(String name) {
    if (name.equals("classic")) {
      return Ruleset.classic();
    }
    for (RulesetProvider p :
        ServiceLoader.load(RulesetProvider.class, Presets.class.getClassLoader())) {
      var r = p.preset(name);
      if (r.isPresent()) {
        return r.get();
      }
    }
    return null;
  }

  static Set<String> names() {
    Set<String> names = new TreeSet<>();
    names.add("classic");
    for (RulesetProvider p :
        ServiceLoader.load(RulesetProvider.class, Presets.class.getClassLoader())) {
      names.addAll(p.names());
    }
    return names;
  }
}
