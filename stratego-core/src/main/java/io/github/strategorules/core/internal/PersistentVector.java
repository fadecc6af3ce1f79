package io.github.strategorules.core.internal;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * An immutable list that grows at its end by sharing: {@link #plus} returns a longer vector and
 * leaves this one as it was, copying at most a few small arrays (a 32-way trie with a tail, as
 * in Clojure's and Scala's vectors), and {@link #get} reads in at most a few array steps. So every
 * state of a game can keep its own public log at a constant cost per step, and a view can hold the
 * log without copying it. Thread-safe: nothing is ever written after construction.
 *
 * @param <E> the element type
 */
public final class PersistentVector<E> {
  private static final int BITS = 5;
  private static final int WIDTH = 1 << BITS;
  private static final int MASK = WIDTH - 1;
  private static final Object[] NONE = new Object[0];
  private static final PersistentVector<?> EMPTY = new PersistentVector<>(0, BITS, NONE, NONE);

  private final int size;
  /** The depth of the trie, in bits: 5 for one level of nodes above the leaves. */
  private final int shift;
  /** The trie of the elements before the tail: nodes of up to 32 children, leaves of 32 elements. */
  private final Object[] root;
  /** The last 1 to 32 elements (none when empty). */
  private final Object[] tail;

  private PersistentVector(int size, int shift, Object[] root, Object[] tail) {
    this.size = size;
    this.shift = shift;
    this.root = root;
    this.tail = tail;
  }

  /**
   * The empty vector.
   *
   * @param <E> the element type
   * @return the empty vector
   */
  @SuppressWarnings("unchecked")
  public static <E> PersistentVector<E> empty() {
    return (PersistentVector<E>) EMPTY;
  }

  /**
   * The number of elements.
   *
   * @return the size
   */
  public int size() {
    return size;
  }

  /** The index of the tail's first element: the number of elements in the trie. */
  private int tailOffset() {
    return size < WIDTH ? 0 : ((size - 1) >>> BITS) << BITS;
  }

  /**
   * The element at an index.
   *
   * @param index 0 to {@code size() - 1}
   * @return the element
   * @throws IndexOutOfBoundsException for another index
   */
  @SuppressWarnings("unchecked")
  public E get(int index) {
    Objects.checkIndex(index, size);
    if (index >= tailOffset()) {
      return (E) tail[index & MASK];
    }
    Object[] node = root;
    for (int level = shift; level > 0; level -= BITS) {
      node = (Object[]) node[(index >>> level) & MASK];
    }
    return (E) node[index & MASK];
  }

  /**
   * This vector with one more element at its end; this vector is unchanged.
   *
   * @param element the element, not null
   * @return the longer vector
   */
  public PersistentVector<E> plus(E element) {
    Objects.requireNonNull(element, "element");
    if (size - tailOffset() < WIDTH) {
      Object[] t = Arrays.copyOf(tail, tail.length + 1);
      t[tail.length] = element;
      return new PersistentVector<>(size + 1, shift, root, t);
    }
    // The tail is full: it becomes a leaf of the trie, and a new tail starts.
    Object[] newRoot;
    int newShift = shift;
    if ((size >>> BITS) > (1 << shift)) {
      newRoot = new Object[] {root, path(shift, tail)}; // the trie is full: one more level
      newShift += BITS;
    } else {
      newRoot = pushTail(shift, root, tail);
    }
    return new PersistentVector<>(size + 1, newShift, newRoot, new Object[] {element});
  }

  /** A copy of a node with the full tail added as its next leaf. */
  private Object[] pushTail(int level, Object[] parent, Object[] leaf) {
    int sub = ((size - 1) >>> level) & MASK;
    Object[] copy = Arrays.copyOf(parent, Math.max(parent.length, sub + 1));
    if (level == BITS) {
      copy[sub] = leaf;
    } else {
      Object[] child = sub < parent.length ? (Object[]) parent[sub] : null;
      copy[sub] = child == null ? path(level - BITS, leaf) : pushTail(level - BITS, child, leaf);
    }
    return copy;
  }

  /** A chain of single-child nodes from a level down to a leaf. */
  private static Object[] path(int level, Object[] leaf) {
    return level == 0 ? leaf : new Object[] {path(level - BITS, leaf)};
  }

  /**
   * The vector as an unmodifiable list that shares its storage: no copy.
   *
   * @return the list
   */
  public List<E> asList() {
    return new ListView<>(this);
  }

  /** The read-only list of {@link #asList()}. */
  private static final class ListView<E> extends AbstractList<E> implements RandomAccess {
    private final PersistentVector<E> vector;

    ListView(PersistentVector<E> vector) {
      this.vector = vector;
    }

    @Override
    public E get(int index) {
      return vector.get(index);
    }

    @Override
    public int size() {
      return vector.size;
    }
  }
}
