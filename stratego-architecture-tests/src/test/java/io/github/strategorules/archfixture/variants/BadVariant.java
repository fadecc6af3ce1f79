package io.github.strategorules.archfixture.variants;

import io.github.strategorules.archfixture.core.internal.Secret;
import io.github.strategorules.archfixture.examples.Tool;

/** Fixture: a rules-module class that reaches into core's internals and into examples. */
public final class BadVariant {
  private BadVariant() {}

  static int use() {
    return Secret.value() + Tool.run();
  }
}
