package io.github.strategorules.examples.web;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * Closes an HTTP connection whose next request's headers have not all arrived in time: within the
 * timeout of the connection's opening for its first request, and of the end of the previous
 * response for every later one on a kept-alive connection. A client that sends its headers a byte
 * at a time (or nothing) would otherwise hold a connection as long as each byte comes within the
 * idle timeout; before, only the first request was timed, and a client that trickled its second
 * request's headers held the connection. A listener of the connector (connections opened) and the
 * outermost handler (requests ended).
 */
final class HeaderTimeout extends Handler.Wrapper implements Connection.Listener {
  private final Duration timeout;
  private final ScheduledExecutorService timer;

  /**
   * Each open connection's pending check, cancelled when the connection closes: a check left in the
   * timer's queue would hold a closed connection (its parser, buffers and endpoint) for the whole
   * timeout, and a flood of short connections, thousands a second, would fill the old generation of
   * the heap with them (issue 54).
   */
  private final Map<Connection, Future<?>> pending = new ConcurrentHashMap<>();

  HeaderTimeout(Handler handler, Duration timeout, ScheduledExecutorService timer) {
    super(handler);
    this.timeout = timeout;
    this.timer = timer;
  }

  @Override
  public void onOpened(Connection connection) {
    if (isWebSocket(connection)) {
      return; // the listener sees the WebSocket connection an upgrade opens too: its headers came
    }
    expect(connection, 0);
  }

  @Override
  public void onClosed(Connection connection) {
    Future<?> check = pending.remove(connection);
    if (check != null) {
      check.cancel(false);
    }
  }

  @Override
  public boolean handle(Request request, Response response, Callback callback) throws Exception {
    Connection connection = request.getConnectionMetaData().getConnection();
    // Once this response is over, the next request's headers have the timeout to arrive. The
    // connection counts the requests whose headers it has read (getMessagesIn).
    Request.addCompletionListener(
        request, failure -> expect(connection, connection.getMessagesIn()));
    return super.handle(request, response, callback);
  }

  /** Whether the connection is open and still its endpoint's (not replaced by an upgrade). */
  private static boolean live(Connection connection) {
    return connection.getEndPoint().isOpen()
        && connection.getEndPoint().getConnection() == connection;
  }

  static boolean isWebSocket(Connection connection) {
    return connection.getClass().getName().contains("WebSocket");
  }

  /**
   * Closes the connection after the timeout unless it has read more than {@code requests} requests'
   * headers.
   */
  private void expect(Connection connection, long requests) {
    if (!live(connection)) {
      return; // closed, or upgraded to a WebSocket: nothing to time
    }
    try {
      Future<?> check =
          timer.schedule(
              () -> {
                pending.remove(connection);
                // Upgraded to a WebSocket, the endpoint holds another connection: its headers
                // came.
                if (connection.getEndPoint().getConnection() == connection
                    && connection.getMessagesIn() == requests
                    && connection.getEndPoint().isOpen()) {
                  connection.getEndPoint().close();
                }
              },
              timeout.toMillis(),
              TimeUnit.MILLISECONDS);
      Future<?> before = pending.put(connection, check);
      if (before != null) {
        before.cancel(false); // the previous request's check: its headers came
      }
      if (!live(connection) && pending.remove(connection, check)) {
        check.cancel(false); // closed meanwhile: onClosed may have looked before the put
      }
    } catch (RejectedExecutionException e) {
      // The server stops: its connections close anyway.
    }
  }
}
