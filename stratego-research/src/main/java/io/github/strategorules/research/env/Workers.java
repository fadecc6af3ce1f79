package io.github.strategorules.research.env;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.IntConsumer;
import org.jspecify.annotations.Nullable;

/**
 * Threads that help the calling thread through the blocks of one round: {@link #run} hands out
 * blocks {@code 0 .. blocks - 1} one at a time from a shared counter to the caller and to every
 * helper that is awake, and returns when all are done. A helper that the machine does not schedule
 * in time costs nothing but its share of blocks, which the caller takes instead (on a busy machine
 * fixed shares made the caller wait for a thread that was not running). Nothing is allocated per
 * round (a round is a volatile counter; waiting spins briefly, then parks), so stepping stays
 * allocation-free. The threads are daemons: an environment that is never closed does not keep the
 * JVM alive.
 */
final class Workers implements AutoCloseable {
  /** Spins before parking: a few microseconds, the gap between two steps of a busy loop. */
  private static final int SPINS = 1 << 11;

  private final IntConsumer block;
  private final int blocks;
  private final Thread[] threads;

  /** The next block to hand out; at or past {@link #blocks} when all are handed out. */
  private final AtomicInteger next;

  /** Helpers between registering for a round and finishing their last block. */
  private final AtomicInteger busy = new AtomicInteger();

  private volatile int round;
  private volatile boolean closed;
  private volatile @Nullable Thread caller;
  private volatile @Nullable Throwable failure;

  /**
   * Starts the helper threads.
   *
   * @param helpers the number of threads besides the caller
   * @param blocks the blocks of every round
   * @param block runs one block; must be safe to run for different blocks on different threads
   */
  Workers(int helpers, int blocks, IntConsumer block) {
    this.block = block;
    this.blocks = blocks;
    this.next = new AtomicInteger(blocks);
    this.threads = new Thread[helpers];
    for (int i = 0; i < helpers; i++) {
      Thread t = new Thread(this::loop, "vector-env-worker-" + (i + 1));
      t.setDaemon(true);
      threads[i] = t;
      t.start();
    }
  }

  /** Runs every block, on this thread and the helpers; returns when all have finished. */
  void run() {
    if (closed) {
      throw new IllegalStateException("the environment is closed");
    }
    caller = Thread.currentThread();
    failure = null;
    next.set(0);
    round++; // the volatile write that wakes the helpers' loops
    for (Thread t : threads) {
      LockSupport.unpark(t);
    }
    Throwable mine = work();
    int spins = 0;
    while (busy.get() != 0) {
      if (++spins < SPINS) {
        Thread.onSpinWait();
      } else {
        LockSupport.parkNanos(this, 50_000L);
      }
    }
    Throwable first = mine != null ? mine : failure;
    if (first instanceof RuntimeException e) {
      throw e;
    }
    if (first instanceof Error e) {
      throw e;
    }
  }

  /** Takes blocks until none is left; returns the first failure, if any. */
  private @Nullable Throwable work() {
    Throwable first = null;
    for (int b = next.getAndIncrement(); b < blocks; b = next.getAndIncrement()) {
      try {
        block.accept(b);
      } catch (RuntimeException | Error e) {
        if (first == null) {
          first = e;
        }
      }
    }
    return first;
  }

  private void loop() {
    int seen = 0;
    int spins = 0;
    while (!closed) {
      int r = round;
      if (r == seen) {
        if (++spins < SPINS) {
          Thread.onSpinWait();
        } else {
          LockSupport.park(this);
        }
        continue;
      }
      seen = r;
      spins = 0;
      // Registered before taking a block, so that the caller waits for every block taken; a
      // helper that registers late finds no block left, or takes blocks of the next round, for
      // which the caller waits as well.
      busy.incrementAndGet();
      Throwable f = work();
      if (f != null) {
        failure = f;
      }
      busy.decrementAndGet();
    }
  }

  /** Stops the threads; they end after their current round. */
  @Override
  public void close() {
    closed = true;
    for (Thread t : threads) {
      LockSupport.unpark(t);
    }
  }
}
