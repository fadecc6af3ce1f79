package io.github.strategorules.examples.web;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;

/**
 * One WebSocket connection: Jetty's session adapted to a {@link Peer}, its messages handed to a
 * {@link ClientSession}. Connections are counted: one past {@link Limits#maxConnections()} is
 * closed at once with status 1013 (try again later). A frame Jetty cannot queue (the client does
 * not read: more than {@link Limits#maxQueuedFrames()} waiting) drops the connection without a
 * close frame, which the client would not read either. Public
 * because Jetty calls its listener methods through public method handles.
 */
public final class GameSocket implements Session.Listener.AutoDemanding, Peer {
  /** WebSocket close reasons are at most 123 bytes of UTF-8. */
  private static final int MAX_REASON_BYTES = 123;

  private final Lobby lobby;
  private final AtomicInteger open;
  private final Executor closer;
  private volatile Session session;
  private volatile ClientSession client;

  /**
   * A connection's listener.
   *
   * @param lobby the games
   * @param open the count of open connections
   * @param closer runs closes and their aftermath: Jetty may call {@link #onWebSocketClose}
   *     inside a send or a close, which games make under their own lock; leaving the game there
   *     would wait for the connection's lock while the connection's message waits for the game's
   */
  GameSocket(Lobby lobby, AtomicInteger open, Executor closer) {
    this.lobby = lobby;
    this.open = open;
    this.closer = closer;
  }

  @Override
  public void onWebSocketOpen(Session s) {
    this.session = s;
    if (open.incrementAndGet() > lobby.limits().maxConnections()) {
      open.decrementAndGet();
      close(Closes.TRY_LATER, "too many connections: try again later");
      return;
    }
    client = new ClientSession(lobby, this, System.nanoTime());
  }

  @Override
  public void onWebSocketText(String message) {
    ClientSession c = client;
    if (c != null) {
      try {
        c.onText(message, System.nanoTime());
      } catch (RuntimeException e) {
        // A bug of the server, not the client's fault: say so and end this connection only.
        close(Closes.SERVER_ERROR, "internal error");
        throw e;
      }
    }
  }

  @Override
  public void onWebSocketBinary(ByteBuffer payload, Callback callback) {
    callback.succeed();
    ClientSession c = client;
    if (c != null) {
      c.onBinary();
    }
  }

  @Override
  public void onWebSocketClose(int status, String reason) {
    ClientSession c = client;
    client = null;
    if (c != null) {
      open.decrementAndGet();
      // Jetty may call this inside a send, made under a game's lock: leave the game later.
      later(() -> c.onClose(System.nanoTime()));
    }
  }

  /** A failed connection (reset, closed channel, a message too large): Jetty closes it and calls {@link #onWebSocketClose}. */
  @Override
  public void onWebSocketError(Throwable cause) {
    // Nothing to add: the close that follows releases the seat.
  }

  @Override
  public void send(String text) {
    Session s = session;
    if (s != null && s.isOpen()) {
      // A frame Jetty cannot queue means the client has stopped reading: a close frame would wait
      // behind the frames it does not read, so the connection is dropped at once.
      s.sendText(text, Callback.from(() -> { }, failure -> later(s::disconnect)));
    }
  }

  @Override
  public void close(int status, String reason) {
    Session s = session;
    if (s != null && s.isOpen()) {
      later(() -> s.close(status, clipReason(reason), Callback.from(() -> { }, failure -> s.disconnect())));
    }
  }

  private void later(Runnable r) {
    try {
      closer.execute(r);
    } catch (RejectedExecutionException e) {
      r.run(); // the server stops: its threads take no more work
    }
  }

  private static String clipReason(String reason) {
    byte[] b = reason.getBytes(StandardCharsets.UTF_8);
    if (b.length <= MAX_REASON_BYTES) {
      return reason;
    }
    return new String(b, 0, MAX_REASON_BYTES, StandardCharsets.UTF_8).replace("\uFFFD", "");
  }
}
