package io.github.strategorules.archfixture.research.lostisland;

/**
 * Fixture: a class of Lost Island's research kit that knows the variants module (the kit needs
 * research, lostisland and core only).
 */
public final class BadIslandKit {
  private BadIslandKit() {}

  static String use() {
    return io.github.strategorules.archfixture.variants.BadVariant.class.getName();
  }
}
