package io.github.strategorules.benchmarks.web;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The hostile connections of the project's load tests ({@code WebLoadTest}, {@code FloodLoadTest}),
 * each reconnecting as soon as the server drops it, from loopback addresses of their own (the
 * server counts them by their TCP peer, not through the proxy): (0) clients that watch a game of
 * bots and read nothing, (1) clients that flood pings and empty fragments, (2) clients that send
 * their headers a byte every 200 ms, (3) clients that create games and send garbage, (4) clients
 * that send a whole first request, then trickle the second's headers on the kept-alive connection;
 * and slow headers from many /24s of one /16 (issue 54.2), trickled by one thread.
 */
final class Hostile implements AutoCloseable {
  private static final byte[] SLOW_REQUEST =
      "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ".getBytes(StandardCharsets.US_ASCII);

  private final InetSocketAddress server;
  private final List<String> watched;
  private final List<Thread> threads = new ArrayList<>();
  private final Set<Socket> sockets = ConcurrentHashMap.newKeySet();
  private final AtomicLong nonReaders = new AtomicLong();
  private volatile boolean stop;

  /** Connections made, and connections that ended by the server's doing (closed or refused). */
  final AtomicLong attempts = new AtomicLong();

  final AtomicLong dropped = new AtomicLong();

  /** The same for the slow headers of many /24s. */
  final AtomicLong slowAttempts = new AtomicLong();

  final AtomicLong slowDropped = new AtomicLong();

  /**
   * Hostile connections.
   *
   * @param server the server
   * @param watched the games of bots the non-readers watch
   */
  Hostile(InetSocketAddress server, List<String> watched) {
    this.server = server;
    this.watched = watched;
  }

  /**
   * Starts {@code n} connections, a fifth of each kind, spread over {@code prefixes} /24s of
   * 127.1.0.0/16, each made again at most once every {@code periodMillis} when the server drops it,
   * and {@code slow} trickling connections spread over 67 /24s of 127.3.0.0/16.
   */
  void start(int n, int prefixes, int slow, long periodMillis) {
    for (int i = 0; i < n; i++) {
      int kind = i % 5;
      InetSocketAddress local =
          new InetSocketAddress("127.1." + (i % prefixes) + "." + (i / prefixes % 250 + 1), 0);
      Thread t =
          new Thread(
              () -> {
                long next = System.nanoTime();
                while (!stop) {
                  // At most one attempt a period, whatever the server does: the same attack
                  // for every server measured.
                  long wait = next - System.nanoTime();
                  if (wait > 0) {
                    sleep(Math.max(1, wait / 1_000_000));
                  }
                  next = System.nanoTime() + periodMillis * 1_000_000;
                  attempts.incrementAndGet();
                  try {
                    switch (kind) {
                      case 0 -> nonReader(local);
                      case 1 -> flooder(local);
                      case 2 -> slowHeaders(local);
                      case 3 -> creator(local);
                      default -> keepAliveSlowHeaders(local);
                    }
                  } catch (IOException | RuntimeException e) {
                    if (!stop) {
                      dropped.incrementAndGet();
                    }
                  }
                }
              },
              "hostile-" + i);
      t.setDaemon(true);
      threads.add(t);
      t.start();
    }
    if (slow > 0) {
      Thread t = new Thread(() -> trickle(slow, periodMillis), "slow-headers");
      t.setDaemon(true);
      threads.add(t);
      t.start();
    }
  }

  private Socket connect(InetSocketAddress local) throws IOException {
    Socket raw = new Socket();
    sockets.add(raw);
    try {
      raw.bind(local);
      raw.connect(server, 5_000);
      raw.setSoTimeout(30_000);
      return raw;
    } catch (IOException | RuntimeException e) {
      release(raw);
      throw e;
    }
  }

  /** Closes a connection and forgets it. */
  private void release(Socket raw) {
    Wire.close(raw);
    sockets.remove(raw);
  }

  /** Watches a game of bots and reads nothing, until dropped. */
  private void nonReader(InetSocketAddress local) throws IOException {
    String game = watched.get((int) (nonReaders.getAndIncrement() % watched.size()));
    Socket raw = Wire.webSocket(server, local, null, 2_048);
    if (raw == null) {
      throw new IOException("refused");
    }
    sockets.add(raw);
    try {
      OutputStream out = raw.getOutputStream();
      out.write(Wire.text("{\"type\":\"watch\",\"game\":\"" + game + "\"}"));
      byte[] ping = Wire.text("{\"type\":\"ping\"}");
      while (!stop) {
        out.write(ping); // keeps it from being idle; fails once dropped
        sleep(500);
      }
    } finally {
      release(raw);
    }
  }

  /** Pings and empty fragments as fast as a client on the network sends them, until closed. */
  private void flooder(InetSocketAddress local) throws IOException {
    Socket raw = Wire.webSocket(server, local, null, 0);
    if (raw == null) {
      throw new IOException("refused");
    }
    sockets.add(raw);
    try {
      OutputStream out = raw.getOutputStream();
      byte[] ping = Wire.frame(9, true, "");
      byte[] fragment = Wire.frame(0, false, "");
      out.write(Wire.frame(1, false, ""));
      for (long i = 0; !stop; i++) {
        out.write(ping);
        out.write(fragment);
        if (i % 32 == 0) {
          sleep(1);
        }
      }
    } finally {
      release(raw);
    }
  }

  /** Sends its request's headers a byte every 200 ms, until closed. */
  private void slowHeaders(InetSocketAddress local) throws IOException {
    Socket raw = connect(local);
    try {
      OutputStream out = raw.getOutputStream();
      for (int i = 0; !stop; i++) {
        out.write(i < SLOW_REQUEST.length ? SLOW_REQUEST[i] : 'x');
        out.flush();
        sleep(200);
      }
    } finally {
      release(raw);
    }
  }

  /** Sends a whole request, reads its answer, then the next request's headers a byte at a time. */
  private void keepAliveSlowHeaders(InetSocketAddress local) throws IOException {
    Socket raw = connect(local);
    try {
      OutputStream out = raw.getOutputStream();
      out.write(
          "GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
      out.flush();
      Wire.readResponse(raw.getInputStream());
      for (int i = 0; !stop; i++) {
        out.write(i < SLOW_REQUEST.length ? SLOW_REQUEST[i] : 'x');
        out.flush();
        sleep(200);
      }
    } finally {
      release(raw);
    }
  }

  /** Creates games and sends garbage as fast as it can, until closed. */
  private void creator(InetSocketAddress local) throws IOException {
    Socket raw = Wire.webSocket(server, local, null, 0);
    if (raw == null) {
      throw new IOException("refused");
    }
    sockets.add(raw);
    try {
      OutputStream out = raw.getOutputStream();
      byte[] create =
          Wire.text("{\"type\":\"create\",\"spec\":\"barrage\",\"players\":[\"human\",\"bot\"]}");
      byte[] garbage = Wire.text("not json");
      for (long i = 0; !stop; i++) {
        out.write(i % 2 == 0 ? create : garbage);
        if (i % 64 == 0) {
          sleep(1);
        }
      }
    } finally {
      release(raw);
    }
  }

  /**
   * Issue 54.2: HTTP connections that trickle their headers, 8 from each of 67 /24s of one /16,
   * each from a loopback address of its own; one thread writes a byte to each every 200 ms and
   * opens again the ones the server closed, each at most once a period.
   */
  private void trickle(int n, long periodMillis) {
    Socket[] open = new Socket[n];
    int[] sent = new int[n];
    long[] due = new long[n];
    while (!stop) {
      long round = System.nanoTime();
      for (int i = 0; i < n && !stop; i++) {
        try {
          if (open[i] == null) {
            if (round - due[i] < 0) {
              continue; // made again at most once a period, as the other hostile connections
            }
            due[i] = round + periodMillis * 1_000_000;
            slowAttempts.incrementAndGet();
            sent[i] = 0;
            open[i] =
                connect(new InetSocketAddress("127.3." + (i / 8 % 67) + "." + (i % 8 + 1), 0));
          }
          int k = sent[i]++;
          open[i].getOutputStream().write(k < SLOW_REQUEST.length ? SLOW_REQUEST[k] : 'x');
        } catch (IOException | RuntimeException e) {
          slowDropped.incrementAndGet();
          if (open[i] != null) {
            release(open[i]);
          }
          open[i] = null;
        }
      }
      sleep(Math.max(1, 200 - (System.nanoTime() - round) / 1_000_000));
    }
    for (Socket s : open) {
      if (s != null) {
        release(s);
      }
    }
  }

  static void sleep(long ms) {
    try {
      Thread.sleep(ms);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  @Override
  public void close() {
    stop = true;
    for (Socket raw : sockets) {
      Wire.close(raw); // a write blocked on a connection the server stopped reading returns
    }
    for (Thread t : threads) {
      try {
        t.join(1_000);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }
}
