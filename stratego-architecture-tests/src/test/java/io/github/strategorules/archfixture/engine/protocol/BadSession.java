package io.github.strategorules.archfixture.engine.protocol;

/** Fixture: a protocol class that knows one game (Lost Island) instead of the contract. */
public final class BadSession {
  private BadSession() {}

  static String use() {
    return io.github.strategorules.archfixture.lostisland.BadIsland.class.getName();
  }
}
