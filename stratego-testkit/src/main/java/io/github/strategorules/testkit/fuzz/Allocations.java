package io.github.strategorules.testkit.fuzz;

import java.lang.reflect.Method;

/**
 * The bytes the current thread has allocated, from the JDK's thread management bean: a count for
 * tests of what a call allocates (never a time). Reached reflectively, because the core module
 * compiled with its tests does not read {@code jdk.management}.
 */
public final class Allocations {
  private static final Object BEAN;
  private static final Method ALLOCATED;

  static {
    try {
      Class<?> factory = Class.forName("java.lang.management.ManagementFactory");
      BEAN = factory.getMethod("getThreadMXBean").invoke(null);
      ALLOCATED =
          Class.forName("com.sun.management.ThreadMXBean")
              .getMethod("getThreadAllocatedBytes", long.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  private Allocations() {}

  /**
   * The bytes allocated so far by the current thread.
   *
   * @return the count
   */
  public static long ofThisThread() {
    try {
      return (long) ALLOCATED.invoke(BEAN, Thread.currentThread().getId());
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }
}
