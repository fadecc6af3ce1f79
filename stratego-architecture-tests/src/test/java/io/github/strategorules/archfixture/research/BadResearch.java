package io.github.strategorules.archfixture.research;

/**
 * Fixture: a research class that knows the variants module and Lost Island's kit (research needs
 * core only).
 */
public final class BadResearch {
  private BadResearch() {}

  static String use() {
    return io.github.strategorules.archfixture.variants.BadVariant.class.getName()
        + io.github.strategorules.archfixture.research.lostisland.BadIslandKit.class.getName();
  }
}
