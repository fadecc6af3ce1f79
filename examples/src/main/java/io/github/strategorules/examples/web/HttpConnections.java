package io.github.strategorules.examples.web;

import java.net.InetSocketAddress;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;
import org.eclipse.jetty.io.Connection;

/**
 * The server's HTTP connections (TCP connections not upgraded to a WebSocket) counted per client
 * address ({@link Limits#maxHttpConnectionsPerAddress()}) and per network prefix
 * ({@link Limits#maxHttpConnectionsPerPrefix()}): one past a bound is closed as soon as it
 * opens. Before, only the server's total was bounded, and one address that opened connections
 * and trickled their headers held every one of them. A listener of the connector; thread-safe.
 */
final class HttpConnections implements Connection.Listener {
  private final Limits limits;
  private final Predicate<String> exempt;
  /** The addresses counted, by connection: an upgrade closes the HTTP connection, and only once. */
  private final Map<Connection, String> counted = new ConcurrentHashMap<>();
  private final Map<String, Integer> perAddress = new ConcurrentHashMap<>();
  private final Map<String, Integer> perPrefix = new ConcurrentHashMap<>();

  /**
   * Counts connections.
   *
   * @param limits the bounds
   * @param exempt the addresses not bounded: trusted proxies, which carry many clients' connections
   */
  HttpConnections(Limits limits, Predicate<String> exempt) {
    this.limits = limits;
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
      admitted = perAddress.getOrDefault(address, 0) < limits.maxHttpConnectionsPerAddress()
          && perPrefix.getOrDefault(prefix, 0) < limits.maxHttpConnectionsPerPrefix();
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
