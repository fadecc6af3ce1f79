package io.github.strategorules.core.internal;

import java.util.AbstractList;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;
import org.jspecify.annotations.Nullable;

/**
 * An immutable list that grows at its end by sharing: {@link #plus} returns a longer log in
 * constant time, allocating two small objects, and leaves this one as it was; {@link #get} reads in
 * logarithmic time. So every state of a game can keep its own public log at a constant cost per
 * step, and a view can hold the log without copying it. Thread-safe: nothing is written after
 * construction.
 *
 * <p>The structure is a skew-binary random-access list (Okasaki, "Purely Functional Data
 * Structures", 9.3.1), newest element first: a chain of complete binary trees whose sizes (2^k - 1)
 * are those of the skew-binary digits of the length.
 *
 * @param <E> the element type
 */
public final class IndexedLog<E> {
  private static final IndexedLog<?> EMPTY = new IndexedLog<>(0, 0, null, null);

  /** A complete binary tree: its root element is the newest of its elements. */
  private static final class Tree {
    final Object element;

    /** The children: both null in a tree of one element, both present otherwise. */
    final @Nullable Tree left;

    final @Nullable Tree right;

    Tree(Object element, @Nullable Tree left, @Nullable Tree right) {
      this.element = element;
      this.left = left;
      this.right = right;
    }
  }

  /** The length of the whole log. */
  private final int size;

  /** The number of elements in the first tree. */
  private final int treeSize;

  /** The first (smallest, newest) tree, or null for the empty log. */
  private final @Nullable Tree tree;

  /** The rest of the log: the older trees; null for the empty log. */
  private final @Nullable IndexedLog<E> rest;

  private IndexedLog(int size, int treeSize, @Nullable Tree tree, @Nullable IndexedLog<E> rest) {
    this.size = size;
    this.treeSize = treeSize;
    this.tree = tree;
    this.rest = rest;
  }

  /**
   * The empty log.
   *
   * @param <E> the element type
   * @return the empty log
   */
  @SuppressWarnings("unchecked")
  public static <E> IndexedLog<E> empty() {
    return (IndexedLog<E>) EMPTY;
  }

  /**
   * The number of elements.
   *
   * @return the size
   */
  public int size() {
    return size;
  }

  /**
   * This log with one more element at its end; this log is unchanged.
   *
   * @param element the element, not null
   * @return the longer log
   */
  public IndexedLog<E> plus(E element) {
    Objects.requireNonNull(element, "element");
    if (rest != null && rest.tree != null && treeSize == rest.treeSize) {
      // The two first trees have the same size: they become the children of a new tree.
      return new IndexedLog<>(
          size + 1, 2 * treeSize + 1, new Tree(element, tree, rest.tree), rest.rest);
    }
    return new IndexedLog<>(size + 1, 1, new Tree(element, null, null), this);
  }

  /**
   * The element at an index, 0 for the oldest.
   *
   * @param index 0 to {@code size() - 1}
   * @return the element
   * @throws IndexOutOfBoundsException for another index
   */
  // NullAway: with index < size the walk ends inside a tree before it runs out of older trees, and
  // descends only into trees of more than one element, which have both children.
  @SuppressWarnings({"unchecked", "NullAway"})
  public E get(int index) {
    Objects.checkIndex(index, size);
    int i = size - 1 - index; // from the newest
    IndexedLog<E> log = this;
    while (i >= log.treeSize) {
      i -= log.treeSize;
      log = log.rest;
    }
    Tree t = log.tree;
    int n = log.treeSize;
    while (i > 0) {
      n /= 2;
      if (i <= n) {
        t = t.left;
        i -= 1;
      } else {
        t = t.right;
        i -= 1 + n;
      }
    }
    return (E) t.element;
  }

  /**
   * The log as an unmodifiable list, oldest first, that shares its storage: no copy.
   *
   * @return the list
   */
  public List<E> asList() {
    return new ListView<>(this);
  }

  /** The read-only list of {@link #asList()}. */
  private static final class ListView<E> extends AbstractList<E> implements RandomAccess {
    private final IndexedLog<E> log;

    ListView(IndexedLog<E> log) {
      this.log = log;
    }

    @Override
    public E get(int index) {
      return log.get(index);
    }

    @Override
    public int size() {
      return log.size;
    }
  }
}
