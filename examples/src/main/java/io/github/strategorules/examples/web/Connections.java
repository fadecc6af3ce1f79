package io.github.strategorules.examples.web;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The server's open WebSocket connections: counted in all ({@link Limits#maxConnections()}), per
 * client address ({@link Limits#maxConnectionsPerAddress()}) and per network at every level ({@link
 * Limits#maxConnectionsPerPrefix()} for an IPv4 /24 or IPv6 /64, {@link
 * Limits#maxConnectionsPerNetwork()} for an IPv4 /16 or IPv6 /48, both bounding a /56), so that one
 * client cannot hold every connection; the last share of them ({@link Limits#newcomerPercent()}) is
 * kept for newcomers, clients whose widest network holds none; and a full server lets a client take
 * the place of the connection of the most crowded network that has sent no applied game action for
 * longest ({@link Admission}, at least {@link Limits#idleWhenFull()}): holding connections costs
 * continuous play. Swept for connections that sent no whole message for {@link
 * Limits#idleTimeout()} (WebSocket pings and empty fragments keep no connection open). Thread-safe.
 */
final class Connections {
  /** A connection as the bounds see it. */
  interface Holder extends Admission.Holder {
    /**
     * When the client last sent a whole message.
     *
     * @return the time, in {@link System#nanoTime()} units
     */
    long lastMessage();

    /**
     * Closes the connection with a status and a reason the client sees.
     *
     * @param status the WebSocket close status
     * @param reason the reason
     */
    void close(int status, String reason);
  }

  private final Limits limits;

  /** Connections per address and per network (guarded by this). */
  private final Map<String, Integer> counts = new HashMap<>();

  /** The connections counted, each with its address and networks, to count it out with. */
  private final Map<Holder, Counted> open = new ConcurrentHashMap<>();

  /** A counted connection's address and networks. */
  private record Counted(String address, List<String> networks) {}

  /** Bytes of frames queued for all connections, not yet written. */
  private final AtomicLong queued = new AtomicLong();

  private final long maxQueued;

  /**
   * The connections of a server whose frames waiting for clients may take at most a quarter of the
   * JVM's heap in all ({@link #queue}).
   */
  Connections(Limits limits) {
    this(
        limits,
        Math.min(
            (long) limits.maxConnections() * limits.maxQueuedBytes(),
            Runtime.getRuntime().maxMemory() / 4));
  }

  /**
   * The connections of a server.
   *
   * @param limits the bounds
   * @param maxQueued the bytes of frames that may wait for all clients together
   */
  Connections(Limits limits, long maxQueued) {
    this.limits = limits;
    this.maxQueued = maxQueued;
  }

  /**
   * Counts the bytes of a frame queued for a client in, unless all clients' queued frames would
   * pass the server's bound: each client's bound ({@link Limits#maxQueuedBytes()}, 1 MiB) times
   * 2,000 connections is more than a bounded heap holds (docs/web.md, "Memory"), so past a quarter
   * of the heap a client that does not read its frames is dropped sooner (issue 54).
   *
   * @param bytes the frame's bytes
   * @return true when counted in; false when past the bound (counted in nothing)
   */
  boolean queue(long bytes) {
    if (queued.addAndGet(bytes) > maxQueued) {
      queued.addAndGet(-bytes);
      return false;
    }
    return true;
  }

  /**
   * Counts the bytes of a frame counted in by {@link #queue} out: written, or failed.
   *
   * @param bytes the frame's bytes
   */
  void written(long bytes) {
    queued.addAndGet(-bytes);
  }

  /** Bytes of frames queued for all connections now, not yet written. */
  long queuedBytes() {
    return queued.get();
  }

  /**
   * Counts a new connection in, or says why it is refused. In a full server (or in the newcomers'
   * share, for a client that is no newcomer) the most idle connection of the most crowded network
   * is closed to make room, when there is one.
   *
   * @param socket the connection
   * @param address its client's address
   * @param now the time, in {@link System#nanoTime()} units
   * @return null when admitted, else the reason
   */
  String admit(Holder socket, String address, long now) {
    Holder evicted;
    List<String> networks = ClientAddress.networks(address);
    synchronized (this) {
      if (counts.getOrDefault(address, 0) >= limits.maxConnectionsPerAddress()) {
        return "too many connections from your address: try again later";
      }
      String full =
          Admission.full(
              counts,
              address,
              networks,
              limits.maxConnectionsPerAddress(),
              limits.maxConnectionsPerPrefix(),
              limits.maxConnectionsPerNetwork());
      if (full != null) {
        return "too many connections from your network (" + full + "): try again later";
      }
      boolean newcomer = Admission.newcomer(counts, address, networks);
      int room = newcomer ? limits.maxConnections() : limits.maxConnections() - reserved();
      evicted = null;
      if (open.size() >= room) {
        evicted =
            Admission.victim(
                open.keySet(), counts, address, networks, now, limits.idleWhenFull().toNanos());
        if (evicted == null) {
          return newcomer || open.size() >= limits.maxConnections()
              ? "too many connections: try again later"
              : "the last connections are kept for newcomers: try again later";
        }
        release(evicted);
      }
      Admission.add(counts, address, networks, 1);
      open.put(socket, new Counted(address, networks));
    }
    if (evicted != null) {
      evicted.close(
          Closes.TRY_LATER,
          "the server is full: your network holds many connections, and this one sent no game "
              + "action for a while");
    }
    return null;
  }

  /** Counts a connection out (once). */
  synchronized void release(Holder socket) {
    Counted c = open.remove(socket);
    if (c != null) {
      Admission.add(counts, c.address(), c.networks(), -1);
    }
  }

  /** The connections kept for newcomers. */
  private int reserved() {
    return limits.maxConnections() * limits.newcomerPercent() / 100;
  }

  int open() {
    return open.size();
  }

  /**
   * Closes the connections idle for longer than the limit.
   *
   * @param now the time, in {@link System#nanoTime()} units
   * @return how many were closed
   */
  int sweep(long now) {
    int n = 0;
    for (Holder s : List.copyOf(open.keySet())) {
      if (now - s.lastMessage() > limits.idleTimeout().toNanos()) {
        s.close(
            Closes.GOING_AWAY, "idle for " + limits.idleTimeout().toSeconds() + " s: no message");
        n++;
      }
    }
    return n;
  }

  /** Whether a connection is counted, for tests. */
  boolean holds(Holder socket) {
    return open.containsKey(socket);
  }

  /** The networks' counts now, for tests. */
  synchronized Set<String> networks() {
    return Set.copyOf(counts.keySet());
  }
}
