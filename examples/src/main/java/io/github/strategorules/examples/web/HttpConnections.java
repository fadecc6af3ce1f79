package io.github.strategorules.examples.web;

import java.net.InetSocketAddress;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntSupplier;
import java.util.function.Predicate;
import org.eclipse.jetty.io.Connection;

/**
 * The server's HTTP connections (TCP connections not upgraded to a WebSocket) counted per client
 * address ({@link Limits#maxHttpConnectionsPerAddress()}) and per network prefix ({@link
 * Limits#maxHttpConnectionsPerPrefix()}), and the last share of the server's TCP connections
 * ({@link Limits#newcomerPercent()}) is kept for prefixes that hold no HTTP connection: one past a
 * bound is closed as soon as it opens. Before, only the server's total was bounded, and one address
 * that opened connections and trickled their headers held every one of them. A listener of the
 * connector; thread-safe.
 */
final class HttpConnections implements Connection.Listener {
  private final Limits limits;
  private final Predicate<String> exempt;

  /** The server's TCP connections (WebSocket ones too), of which newcomers keep a share. */
  private final int pool;

  /** The WebSocket connections open, which take places of the pool too. */
  private final IntSupplier webSockets;

  /** The addresses counted, by connection: an upgrade closes the HTTP connection, and only once. */
  private final Map<Connection, String> counted = new ConcurrentHashMap<>();

  private final Map<String, Integer> perAddress = new ConcurrentHashMap<>();
  private final Map<String, Integer> perPrefix = new ConcurrentHashMap<>();

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
    boolean admitted;
    synchronized (this) {
      String prefix = ClientAddress.prefix(address);
      int ofPrefix = perPrefix.getOrDefault(prefix, 0);
      // Networks that hold connections already may not take the last ones: those are for newcomers.
      admitted =
          perAddress.getOrDefault(address, 0) < limits.maxHttpConnectionsPerAddress()
              && ofPrefix < limits.maxHttpConnectionsPerPrefix()
              && (ofPrefix == 0
                  || counted.size() + webSockets.getAsInt()
                      < pool - pool * limits.newcomerPercent() / 100);
      if (admitted) {
        perAddress.merge(address, 1, Integer::sum);
        perPrefix.merge(prefix, 1, Integer::sum);
        counted.put(connection, address);
      }
    }
    if (!admitted) {
      connection.getEndPoint().close();
    }
  }

  @Override
  public void onClosed(Connection connection) {
    String address = counted.remove(connection);
    if (address != null) {
      synchronized (this) {
        perAddress.computeIfPresent(address, (k, n) -> n <= 1 ? null : n - 1);
        perPrefix.computeIfPresent(ClientAddress.prefix(address), (k, n) -> n <= 1 ? null : n - 1);
      }
    }
  }

  /** HTTP connections counted now, for tests. */
  int open() {
    return counted.size();
  }
}
