package io.github.strategorules.lostisland.internal;

import io.github.strategorules.lostisland.IslandState;
import java.util.Objects;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The bridge through which the kernel API ({@code lostisland.kernel.IslandPosition}) copies the
 * position of an {@link IslandState}, which keeps it private: the state hands this class its reader
 * when its class is initialized, so the API package depends on the state and never the other way
 * round (no cycle between the packages, {@code SourceImportsTest}), and no public method of the
 * state exposes the engine.
 */
public final class StateKernels {
  private static volatile @Nullable Function<IslandState, Kernel> reader;

  private StateKernels() {}

  /**
   * Called once by {@link IslandState}'s class initializer.
   *
   * @param read the reader of a state's position (never to be changed)
   */
  public static void install(Function<IslandState, Kernel> read) {
    reader = Objects.requireNonNull(read, "read");
  }

  /**
   * The position of a state, for the caller to copy, never to change.
   *
   * @param state the state (its class is initialized, so the reader is installed)
   * @return its position
   */
  public static Kernel of(IslandState state) {
    Function<IslandState, Kernel> read = reader;
    if (read == null) {
      throw new IllegalStateException("IslandState did not install its reader");
    }
    return read.apply(Objects.requireNonNull(state, "state"));
  }
}
