package io.github.strategorules.examples.web;

import java.time.Duration;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.io.Connection;

/**
 * Closes a connection whose first request's headers have not all arrived in time: a client that
 * sends its headers a byte at a time (or nothing) would otherwise hold a connection as long as
 * each byte comes within the idle timeout.
 */
final class HeaderTimeout implements Connection.Listener {
  private final Duration timeout;
  private final ScheduledExecutorService timer;

  HeaderTimeout(Duration timeout, ScheduledExecutorService timer) {
    this.timeout = timeout;
    this.timer = timer;
  }

  @Override
  public void onOpened(Connection connection) {
    if (connection.getClass().getName().contains("WebSocket")) {
      return; // the listener sees the WebSocket connection an upgrade opens too: its headers came
    }
    try {
      timer.schedule(() -> {
        // Upgraded to a WebSocket, the endpoint holds another connection: its headers came.
        if (connection.getEndPoint().getConnection() == connection && connection.getMessagesIn() == 0
            && connection.getEndPoint().isOpen()) {
          connection.getEndPoint().close();
        }
      }, timeout.toMillis(), TimeUnit.MILLISECONDS);
    } catch (RejectedExecutionException e) {
      // The server stops: its connections close anyway.
    }
  }

  @Override
  public void onClosed(Connection connection) {}
}
