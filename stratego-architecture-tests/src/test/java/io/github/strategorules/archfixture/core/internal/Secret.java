package io.github.strategorules.archfixture.core.internal;

/** Fixture: a class of a package the fixture's core module does not export. */
public final class Secret {
  private Secret() {}

  /**
   * A value.
   *
   * @return 1
   */
  public static int value() {
    return 1;
  }
}
