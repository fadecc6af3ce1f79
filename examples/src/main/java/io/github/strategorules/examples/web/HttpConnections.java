package io.github.strategorules.examples.web;

import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntSupplier;
import java.util.function.Predicate;
import org.eclipse.jetty.io.Connection;

/**
 * The server's HTTP connections (TCP connections not upgraded to a WebSocket) counted per client
 * address ({@link Limits#maxHttpConnectionsPerAddress()}) and per network prefix ({@link
 * Limits#maxHttpConnectionsPerPrefix()}), and the last share of the server's TCP connections
 * ({@link Limits#newcomerPercent()}) is kept for newcomers, whose widest network (an IPv4 /16, an
 * IPv6 /48, holding at most four prefixes' worth) holds no HTTP connection: one past a bound is
 * closed as soon as it opens; in a full pool, a client takes the place of the connection of the
 * most crowded network open longest (issue 54: slow headers from many /24s held the pool). Before,
 * only the server's total was bounded, and one address that opened connections and trickled their
 * headers held every one of them. A listener of the connector; thread-safe.
 */
final class HttpConnections implements Connection.Listener {
  private final Limits limits;
  private final Predicate<String> exempt;

  /** The server's TCP connections (WebSocket ones too), of which newcomers keep a share. */
  private final int pool;

  /** A wide network (an IPv4 /16, an IPv6 /48) holds this many prefixes' HTTP connections. */
  private static final int NETWORK_PREFIXES = 4;

  /** How long an HTTP connection is open before a newcomer may take its place in a full pool. */
  private static final Duration HELD = Duration.ofSeconds(1);

  /** The WebSocket connections open, which take places of the pool too. */
  private final IntSupplier webSockets;

  /** The connections counted, each with its client's address and opening time. */
  private final Map<Connection, Open> counted = new ConcurrentHashMap<>();

  /** HTTP connections per address and per network (guarded by this). */
  private final Map<String, Integer> counts = new HashMap<>();

  /** A counted connection. */
  private record Open(Connection connection, String address, List<String> networks, long opened)
      implements Admission.Holder {
    @Override
    public long idleSince() {
      return opened; // a connection serving a request at once ends or goes back to idle quickly
    }
  }

  /**
   * Counts connections.
   *
   * @param limits the bounds
   * @param exempt the addresses not bounded: trusted proxies, which carry many clients' connections
   * @param pool the TCP connections the server accepts at once
   * @param webSockets the WebSocket connections open now
   */
  HttpConnections(Limits limits, Predicate<String> exempt, int pool, IntSupplier webSockets) {
    this.limits = limits;
    this.pool = pool;
    this.webSockets = webSockets;
    this.exempt = exempt;
  }

  @Override
  public void onOpened(Connection connection) {
    if (HeaderTimeout.isWebSocket(connection)
        || !(connection.getEndPoint().getRemoteSocketAddress() instanceof InetSocketAddress a)
        || a.getAddress() == null) {
      return;
    }
    String address = a.getAddress().getHostAddress();
    if (exempt.test(address)) {
      return;
    }
    long now = System.nanoTime();
    List<String> networks = ClientAddress.networks(address);
    boolean admitted;
    Open evicted = null;
    synchronized (this) {
      int perPrefix = limits.maxHttpConnectionsPerPrefix();
      admitted =
          Admission.full(
                  counts,
                  address,
                  networks,
                  limits.maxHttpConnectionsPerAddress(),
                  perPrefix,
                  NETWORK_PREFIXES * perPrefix)
              == null;
      if (admitted) {
        // Networks that hold connections already may not take the last ones: those are for
        // newcomers; when the pool is full, the connection of the most crowded network that has
        // been open longest makes room (slow headers, idle kept-alive connections).
        int room =
            Admission.newcomer(counts, address, networks)
                ? pool
                : pool - pool * limits.newcomerPercent() / 100;
        if (counted.size() + webSockets.getAsInt() >= room) {
          evicted =
              Admission.victim(counted.values(), counts, address, networks, now, HELD.toNanos());
          if (evicted == null) {
            admitted = false;
          } else {
            forget(evicted.connection());
          }
        }
      }
      if (admitted) {
        Admission.add(counts, address, networks, 1);
        counted.put(connection, new Open(connection, address, networks, now));
      }
    }
    if (evicted != null) {
      evicted.connection().getEndPoint().close();
    }
    if (!admitted) {
      connection.getEndPoint().close();
    }
  }

  @Override
  public void onClosed(Connection connection) {
    forget(connection);
  }

  /** Counts a connection out, once (an upgrade closes the HTTP connection, so does an eviction). */
  private synchronized void forget(Connection connection) {
    Open o = counted.remove(connection);
    if (o != null) {
      Admission.add(counts, o.address(), o.networks(), -1);
    }
  }

  /** HTTP connections counted now, for tests. */
  int open() {
    return counted.size();
  }
}
