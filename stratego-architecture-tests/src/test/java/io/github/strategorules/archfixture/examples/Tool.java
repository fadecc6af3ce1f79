package io.github.strategorules.archfixture.examples;

/** Fixture: a class of the examples module, which nothing may depend on. */
public final class Tool {
  private Tool() {}

  /**
   * A value.
   *
   * @return 2
   */
  public static int run() {
    return 2;
  }
}
