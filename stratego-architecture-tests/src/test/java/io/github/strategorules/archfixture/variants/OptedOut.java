package io.github.strategorules.archfixture.variants;

import org.jspecify.annotations.NullUnmarked;

/**
 * Fixture: a class and a method that opt out of the nullness scope (NullnessScopeTest must fail on
 * them).
 */
@NullUnmarked
public final class OptedOut {
  private OptedOut() {}

  @NullUnmarked
  static String name() {
    return "opted out";
  }
}
