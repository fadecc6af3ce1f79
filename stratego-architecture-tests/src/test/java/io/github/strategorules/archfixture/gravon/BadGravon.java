package io.github.strategorules.archfixture.gravon;

/** Fixture: a gravon class that knows the variants module. */
public final class BadGravon {
  private BadGravon() {}

  static String use() {
    return io.github.strategorules.archfixture.variants.BadVariant.class.getName();
  }
}
