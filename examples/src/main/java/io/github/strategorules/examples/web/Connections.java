package io.github.strategorules.examples.web;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The server's open WebSocket connections: counted in all ({@link Limits#maxConnections()}), per
 * client address ({@link Limits#maxConnectionsPerAddress()}) and per network prefix ({@link
 * Limits#maxConnectionsPerPrefix()}), so that one client cannot hold every connection, and the last
 * share of them ({@link Limits#newcomerPercent()}) is kept for prefixes that hold none (many
 * prefixes may fill the rest; a newcomer still gets in); and swept for connections that sent no
 * whole message for {@link Limits#idleTimeout()} (WebSocket pings and empty fragments keep no
 * connection open). Thread-safe.
 */
final class Connections {
  private final Limits limits;
  private final Map<String, Integer> perAddress = new ConcurrentHashMap<>();
  private final Map<String, Integer> perPrefix = new ConcurrentHashMap<>();
  private final Set<GameSocket> open = ConcurrentHashMap.newKeySet();

  Connections(Limits limits) {
    this.limits = limits;
  }

  /**
   * Counts a new connection in, or says why it is refused.
   *
   * @return null when admitted, else the reason
   */
  synchronized String admit(GameSocket socket, String address) {
    if (open.size() >= limits.maxConnections()) {
      return "too many connections: try again later";
    }
    if (perAddress.getOrDefault(address, 0) >= limits.maxConnectionsPerAddress()) {
      return "too many connections from your address: try again later";
    }
    String prefix = ClientAddress.prefix(address);
    int ofPrefix = perPrefix.getOrDefault(prefix, 0);
    if (ofPrefix >= limits.maxConnectionsPerPrefix()) {
      return "too many connections from your network: try again later";
    }
    if (ofPrefix > 0 && open.size() >= limits.maxConnections() - reserved()) {
      return "the last connections are kept for newcomers: try again later";
    }
    perAddress.merge(address, 1, Integer::sum);
    perPrefix.merge(prefix, 1, Integer::sum);
    open.add(socket);
    return null;
  }

  /** Counts a connection out (once). */
  synchronized void release(GameSocket socket, String address) {
    if (open.remove(socket)) {
      perAddress.computeIfPresent(address, (a, n) -> n <= 1 ? null : n - 1);
      perPrefix.computeIfPresent(ClientAddress.prefix(address), (a, n) -> n <= 1 ? null : n - 1);
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
    for (GameSocket s : open) {
      if (now - s.lastMessage() > limits.idleTimeout().toNanos()) {
        s.close(
            Closes.GOING_AWAY, "idle for " + limits.idleTimeout().toSeconds() + " s: no message");
        n++;
      }
    }
    return n;
  }
}
