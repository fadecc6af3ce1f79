package io.github.strategorules.archfixture.json;

/** Fixture: a JSON-module class that knows the variants module. */
public final class BadJson {
  private BadJson() {}

  static String use() {
    return io.github.strategorules.archfixture.variants.BadVariant.class.getName();
  }
}
