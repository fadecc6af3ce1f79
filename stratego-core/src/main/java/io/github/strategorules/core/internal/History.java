package io.github.strategorules.core.internal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A persistent list of the actions of a game: appending shares the old list, so every state keeps
 * its own history in O(1) per step.
 *
 * @param <A> the action type
 */
public final class History<A> {
  private static final History<?> EMPTY = new History<>(null, null, 0);

  /** The newest action; null in the empty history only. */
  private final @Nullable A last;

  /** The history before it; null in the empty history only. */
  private final @Nullable History<A> before;

  private final int size;

  private History(@Nullable A last, @Nullable History<A> before, int size) {
    this.last = last;
    this.before = before;
    this.size = size;
  }

  /**
   * The empty history.
   *
   * @param <A> the action type
   * @return the empty history
   */
  @SuppressWarnings("unchecked")
  public static <A> History<A> empty() {
    return (History<A>) EMPTY;
  }

  /**
   * This history with one more action.
   *
   * @param action the action
   * @return the longer history
   */
  public History<A> plus(A action) {
    return new History<>(action, this, size + 1);
  }

  /**
   * The number of actions.
   *
   * @return the size
   */
  public int size() {
    return size;
  }

  /**
   * The actions, oldest first.
   *
   * @return an unmodifiable list
   */
  public List<A> toList() {
    List<A> list = new ArrayList<>(size);
    for (History<A> h = this; h.before != null; h = h.before) { // only the empty history has none
      list.add(h.last);
    }
    Collections.reverse(list);
    return Collections.unmodifiableList(list);
  }
}
