package io.github.strategorules.archfixture.examples;

/**
 * Fixture: a command with a branch per game: it knows Lost Island's classes and the classic API.
 */
public final class GameBranch {
  private GameBranch() {}

  static String use(Object game) {
    return game instanceof io.github.strategorules.archfixture.lostisland.BadIsland
        ? "island"
        : io.github.strategorules.archfixture.core.Api.class.getName();
  }
}
