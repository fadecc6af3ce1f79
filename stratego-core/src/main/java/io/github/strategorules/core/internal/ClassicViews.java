package io.github.strategorules.core.internal;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.view.ClassicView;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * How {@link ClassicState} builds a {@link ClassicView} (C-8) although the view lives in another
 * package: the view registers its private constructor here when its class is initialised, and the
 * state hands it what only the state knows ({@link Inputs}). Neither the constructor nor the
 * state's internals become public API.
 */
public final class ClassicViews {
  private static volatile @Nullable Factory factory;

  private ClassicViews() {}

  /** The view's constructor. */
  @FunctionalInterface
  public interface Factory {
    /**
     * A view of a state.
     *
     * @param state the state
     * @param viewer the viewing seat, or null for a spectator
     * @param inputs what the state tells the view beyond its public API
     * @return the view
     */
    ClassicView view(ClassicState state, @Nullable Seat viewer, Inputs inputs);
  }

  /**
   * What a view needs of a state beyond its public API.
   *
   * @param hasBoard whether play has started (both setups complete)
   * @param board the board as views see it: the real one, or during setup the pieces placed so far
   * @param moveLog the public move log as the viewer sees it
   */
  public record Inputs(boolean hasBoard, Position board, List<ClassicEvent> moveLog) {
    /**
     * Checks the parts are present.
     *
     * @param hasBoard whether play has started
     * @param board the board
     * @param moveLog the move log
     */
    public Inputs {
      Objects.requireNonNull(board, "board");
      Objects.requireNonNull(moveLog, "moveLog");
    }
  }

  /**
   * Registers the view's constructor; called once, by {@link ClassicView}'s class initialiser.
   *
   * @param f the constructor
   * @throws IllegalStateException when one is registered already
   * @throws IllegalCallerException when called from another class than {@code ClassicView}
   */
  public static synchronized void register(Factory f) {
    // On the class path the package is open to all: only the view itself may register its factory.
    if (StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE).getCallerClass()
        != ClassicView.class) {
      throw new IllegalCallerException("only ClassicView registers the classic view's factory");
    }
    if (factory != null) {
      throw new IllegalStateException("the classic view is registered already");
    }
    factory = Objects.requireNonNull(f, "f");
  }

  /**
   * A view of a state.
   *
   * @param state the state
   * @param viewer the viewing seat, or null for a spectator
   * @param inputs what the state tells the view
   * @return the view
   */
  public static ClassicView view(ClassicState state, @Nullable Seat viewer, Inputs inputs) {
    Factory f = factory;
    if (f == null) {
      try {
        Class.forName(ClassicView.class.getName(), true, ClassicView.class.getClassLoader());
      } catch (ClassNotFoundException e) {
        throw new AssertionError(e);
      }
      f = Objects.requireNonNull(factory, "the classic view registers itself when initialised");
    }
    return f.view(state, viewer, inputs);
  }
}
