package io.github.strategorules.research.env;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import org.jspecify.annotations.Nullable;

/**
 * Threads that each run their own task once per {@link #run} while the calling thread runs one
 * too, and {@link #run} returns when all are done: how {@link VectorEnv} steps its games on several
 * cores. Nothing is allocated per round (a round is a volatile counter; waiting spins briefly, then
 * parks), so stepping stays allocation-free. The threads are daemons: an environment that is never
 * closed does not keep the JVM alive.
 */
final class Workers implements AutoCloseable {
  /** Spins before parking: about the time of a small step, so that a busy loop rarely parks. */
  private static final int SPINS = 1 << 14;

  private final Runnable[] tasks;
  private final Thread[] threads;
  private final AtomicInteger pending = new AtomicInteger();
  private volatile int round;
  private volatile boolean closed;
  private volatile @Nullable Thread caller;
  private volatile @Nullable Throwable failure;

  Workers(Runnable[] tasks) {
    this.tasks = tasks.clone();
    this.threads = new Thread[tasks.length];
    for (int i = 0; i < tasks.length; i++) {
      int index = i;
      Thread t = new Thread(() -> loop(index), "vector-env-worker-" + (i + 1));
      t.setDaemon(true);
      threads[i] = t;
      t.start();
    }
  }

  /** Runs every worker's task and {@code own} on this thread; returns when all have finished. */
  void run(Runnable own) {
    if (closed) {
      throw new IllegalStateException("the environment is closed");
    }
    caller = Thread.currentThread();
    failure = null;
    pending.set(tasks.length);
    round++; // the volatile write that starts the round
    for (Thread t : threads) {
      LockSupport.unpark(t);
    }
    Throwable mine = null;
    try {
      own.run();
    } catch (RuntimeException | Error e) {
      mine = e;
    }
    int spins = 0;
    while (pending.get() != 0) {
      if (++spins < SPINS) {
        Thread.onSpinWait();
      } else {
        LockSupport.park(this);
      }
    }
    Throwable theirs = failure;
    Throwable first = mine != null ? mine : theirs;
    if (first instanceof RuntimeException e) {
      throw e;
    }
    if (first instanceof Error e) {
      throw e;
    }
  }

  private void loop(int index) {
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
      try {
        tasks[index].run();
      } catch (RuntimeException | Error e) {
        failure = e;
      }
      if (pending.decrementAndGet() == 0) {
        Thread c = caller;
        if (c != null) {
          LockSupport.unpark(c);
        }
      }
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
