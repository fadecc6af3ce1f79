package io.github.strategorules.archfixture.core;

import java.util.logging.Logger;

/** Fixture: an exported core class that breaks "core depends on the JDK only" (it uses JUnit). */
public final class Api {
  private Api() {}

  static String name() {
    Logger.getAnonymousLogger();
    return org.junit.jupiter.api.Test.class.getName();
  }
}
