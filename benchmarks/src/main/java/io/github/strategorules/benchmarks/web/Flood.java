package io.github.strategorules.benchmarks.web;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongFunction;

/**
 * Issue 54's floods (items 1 and 2): through the trusted proxy, one attacker opens every WebSocket
 * connection it can, each from a forwarded address of its own (a /64 of one IPv6 /48, or the /24s
 * of a few IPv4 /16s), creates a game on each and holds them; a connection the server closes is
 * opened again from the next address. One thread reads (and drops) what the server sends to all of
 * them, and sees which it closed.
 */
final class Flood implements AutoCloseable {
  private static final byte[] CREATE =
      Wire.text("{\"type\":\"create\",\"spec\":\"barrage\",\"players\":[\"human\",\"human\"]}");

  private final String name;
  private final InetSocketAddress server;
  private final LongFunction<String> address;
  private final int target;
  private final Selector selector;
  private final ConcurrentLinkedQueue<SocketChannel> opened = new ConcurrentLinkedQueue<>();
  private final List<Thread> threads = new CopyOnWriteArrayList<>();
  private final AtomicLong next = new AtomicLong();
  private final AtomicInteger held = new AtomicInteger();
  private volatile boolean stop;

  /** Nanoseconds between two connections of one opener. */
  private volatile long period;

  /** Connections opened (upgraded) and connections the server closed or refused. */
  final AtomicLong attempts = new AtomicLong();

  final AtomicLong dropped = new AtomicLong();

  /** The most connections held at once. */
  final AtomicInteger peak = new AtomicInteger();

  /**
   * A flood.
   *
   * @param name its name in the report
   * @param server the server (the trusted proxy's connections come from 127.0.0.1)
   * @param address the forwarded address of the attacker's n-th connection
   * @param target how many connections it tries to hold
   */
  Flood(String name, InetSocketAddress server, LongFunction<String> address, int target)
      throws IOException {
    this.name = name;
    this.server = server;
    this.address = address;
    this.target = target;
    this.selector = Selector.open();
  }

  String name() {
    return name;
  }

  /**
   * Starts {@code openers} threads that open connections, together at most {@code perSecond} a
   * second, and one that reads them.
   */
  void start(int openers, int perSecond) {
    this.period = 1_000_000_000L * openers / Math.max(1, perSecond);
    Thread reader = new Thread(this::read, name + "-reader");
    reader.setDaemon(true);
    threads.add(reader);
    reader.start();
    for (int i = 0; i < openers; i++) {
      Thread t = new Thread(this::open, name + "-opener-" + i);
      t.setDaemon(true);
      threads.add(t);
      t.start();
    }
  }

  private void open() {
    long due = System.nanoTime();
    while (!stop) {
      if (held.get() >= target) {
        Hostile.sleep(50);
        continue;
      }
      // At the flood's pace whatever the server does: the same attack for every server measured.
      long wait = due - System.nanoTime();
      if (wait > 0) {
        Hostile.sleep(Math.max(1, wait / 1_000_000));
      }
      due = Math.max(due, System.nanoTime() - period) + period;
      SocketChannel c = null;
      try {
        c = Wire.webSocketChannel(server, address.apply(next.getAndIncrement()));
        attempts.incrementAndGet();
        if (c == null) {
          dropped.incrementAndGet();
          continue;
        }
        c.write(ByteBuffer.wrap(CREATE));
        c.configureBlocking(false);
        peak.accumulateAndGet(held.incrementAndGet(), Math::max);
        opened.add(c);
        selector.wakeup();
      } catch (IOException | RuntimeException e) {
        dropped.incrementAndGet();
        Wire.close(c);
      }
    }
  }

  /** Reads what the server sends to every held connection; a closed one makes room. */
  private void read() {
    ByteBuffer sink = ByteBuffer.allocateDirect(64 * 1024);
    while (!stop) {
      try {
        selector.select(100);
        for (SocketChannel c; (c = opened.poll()) != null; ) {
          c.register(selector, SelectionKey.OP_READ);
        }
        for (SelectionKey k : selector.selectedKeys()) {
          SocketChannel c = (SocketChannel) k.channel();
          int n;
          try {
            sink.clear();
            n = c.read(sink);
          } catch (IOException e) {
            n = -1;
          }
          if (n < 0) {
            k.cancel();
            Wire.close(c);
            held.decrementAndGet();
            dropped.incrementAndGet();
          }
        }
        selector.selectedKeys().clear();
      } catch (IOException | RuntimeException e) {
        Hostile.sleep(10);
      }
    }
  }

  @Override
  public void close() {
    stop = true;
    selector.wakeup();
    for (Thread t : threads) {
      try {
        t.join(2_000);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    for (SelectionKey k : selector.keys()) {
      Wire.close(k.channel());
    }
    opened.forEach(Wire::close);
    Wire.close(selector);
  }
}
