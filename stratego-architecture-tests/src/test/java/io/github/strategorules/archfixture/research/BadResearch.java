package io.github.strategorules.archfixture.research;

/**
 * Fixture: a research class that knows the variants module (research needs core and lostisland
 * only).
 */
public final class BadResearch {
  private BadResearch() {}

  static String use() {
    return io.github.strategorules.archfixture.variants.BadVariant.class.getName();
  }
}
