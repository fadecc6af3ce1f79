package io.github.strategorules.archfixture.lostisland;

/** Fixture: a lostisland class that knows the variants module. */
public final class BadIsland {
  private BadIsland() {}

  static String use() {
    return io.github.strategorules.archfixture.variants.BadVariant.class.getName();
  }
}
