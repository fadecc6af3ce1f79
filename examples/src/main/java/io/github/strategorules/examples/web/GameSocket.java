package io.github.strategorules.examples.web;

import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;

/**
 * One WebSocket connection: Jetty's session adapted to a {@link Peer}, its messages handed to a
 * {@link ClientSession}. Connections are counted in all and per address ({@link Connections}): one
 * past a limit is closed at once with status 1013 (try again later). Messages arrive fragment by
 * fragment: every fragment and every ping counts against the client's rate, a message is bounded by
 * {@link Limits#maxMessageBytes()} (1009), and only a whole message keeps the connection from being
 * idle. Frames waiting for a client are bounded in bytes ({@link Limits#maxQueuedBytes()}), in
 * number ({@link Limits#maxQueuedFrames()}) and, for all clients together, by the server's bound
 * ({@link Connections#queue}): a client that does not read is dropped without a close frame, which
 * it would not read either. It asks Jetty for each next frame itself, once the last one is handled,
 * and asks for none once it closes the connection: a flood that goes on after its close (pings,
 * fragments, garbage, as fast as it can send) is not read, parsed or refused frame by frame (issue
 * 54: each such frame cost Jetty an exception with its stack trace), but waits in the network until
 * the connection is dropped. Public because Jetty calls its listener methods through public method
 * handles.
 */
public final class GameSocket implements Session.Listener, Peer, Connections.Holder {
  /** WebSocket close reasons are at most 123 bytes of UTF-8. */
  private static final int MAX_REASON_BYTES = 123;

  /**
   * Drops closed connections whose clients do not answer the close frame; a drop is cancelled when
   * the connection closes first, so that the timer holds no closed session.
   */
  private static final ScheduledThreadPoolExecutor DROPS = dropTimer();

  private static ScheduledThreadPoolExecutor dropTimer() {
    ScheduledThreadPoolExecutor timer =
        new ScheduledThreadPoolExecutor(
            1,
            r -> {
              Thread t = new Thread(r, "stratego-close-timer");
              t.setDaemon(true);
              return t;
            });
    timer.setRemoveOnCancelPolicy(true);
    return timer;
  }

  /** The drop scheduled after the close frame, if any. */
  private volatile Future<?> drop;

  private final Lobby lobby;
  private final Connections connections;
  private final Executor closer;
  private final LongSupplier clock;
  private final AtomicLong queued = new AtomicLong();
  private final StringBuilder partial = new StringBuilder();
  private volatile Session session;
  private volatile ClientSession client;
  private volatile String address = "?";
  private volatile List<String> networks = List.of();

  /** Set once the connection is being closed for good: no frame is read from it after. */
  private volatile boolean closing;

  private final String clientAddress;
  private volatile long lastMessage;

  /** When the client's last game action was applied, or the connection opened. */
  private volatile long lastAction;

  /**
   * A connection's listener.
   *
   * @param lobby the games
   * @param connections the open connections
   * @param closer runs closes and their aftermath: Jetty may call {@link #onWebSocketClose} inside
   *     a send or a close, which games make under their own lock; leaving the game there would wait
   *     for the connection's lock while the connection's message waits for the game's
   * @param clock the server's clock, in nanoseconds
   */
  GameSocket(Lobby lobby, Connections connections, Executor closer, LongSupplier clock) {
    this(lobby, connections, closer, clock, null);
  }

  /**
   * A connection's listener, with the client's address the server read from the upgrade request.
   *
   * @param lobby the games
   * @param connections the open connections
   * @param closer runs closes and their aftermath (see above)
   * @param clock the server's clock, in nanoseconds
   * @param clientAddress the client's address (behind a trusted proxy, the forwarded one), or null
   *     to take the session's peer address
   */
  GameSocket(
      Lobby lobby,
      Connections connections,
      Executor closer,
      LongSupplier clock,
      String clientAddress) {
    this.clientAddress = clientAddress;
    this.clock = clock;
    this.lobby = lobby;
    this.connections = connections;
    this.closer = closer;
  }

  @Override
  public void onWebSocketOpen(Session s) {
    this.session = s;
    if (clientAddress != null) {
      address = clientAddress;
    } else if (s.getRemoteSocketAddress() instanceof InetSocketAddress a
        && a.getAddress() != null) {
      address = a.getAddress().getHostAddress();
    }
    networks = ClientAddress.networks(address);
    lastMessage = clock.getAsLong();
    lastAction = lastMessage;
    String refused = connections.admit(this, address, lastMessage);
    if (refused != null) {
      close(Closes.TRY_LATER, refused);
      return;
    }
    client = new ClientSession(lobby, this, lastMessage);
    demand();
  }

  /** Asks Jetty for the next frame, unless the connection is being closed. */
  private void demand() {
    Session s = session;
    if (!closing && s != null) {
      s.demand();
    }
  }

  @Override
  public String address() {
    return address;
  }

  @Override
  public List<String> networks() {
    return networks;
  }

  /** When the client last sent a whole message, in {@link System#nanoTime()} units. */
  @Override
  public long lastMessage() {
    return lastMessage;
  }

  /** Since when the connection has applied no game action (a full server may take its place). */
  @Override
  public long idleSince() {
    return lastAction;
  }

  @Override
  public void acted(long now) {
    lastAction = now;
  }

  @Override
  public void onWebSocketPartialText(String fragment, boolean last) {
    ClientSession c = client;
    if (c == null) {
      return;
    }
    long now = clock.getAsLong();
    String message;
    synchronized (partial) {
      if (partial.length() + fragment.length() > lobby.limits().maxMessageBytes()) {
        partial.setLength(0);
        client = null;
        c.disconnect(
            Closes.TOO_BIG, "a message is at most " + lobby.limits().maxMessageBytes() + " bytes");
        return;
      }
      if (!last) {
        partial.append(fragment);
        message = null;
      } else if (partial.length() == 0) {
        message = fragment;
      } else {
        message = partial.append(fragment).toString();
        partial.setLength(0);
      }
    }
    if (message == null) {
      // A fragment counts against the rate like a message, and keeps nothing alive.
      c.onFrame(now);
      demand();
      return;
    }
    lastMessage = now;
    try {
      c.onText(message, now);
    } catch (RuntimeException e) {
      // A bug of the server, not the client's fault: say so and end this connection only.
      close(Closes.SERVER_ERROR, "internal error");
      throw e;
    }
    demand();
  }

  @Override
  public void onWebSocketPing(ByteBuffer payload) {
    ClientSession c = client;
    if (c != null) {
      c.onFrame(clock.getAsLong());
      demand();
    }
  }

  @Override
  public void onWebSocketPong(ByteBuffer payload) {
    onWebSocketPing(payload);
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
    Future<?> d = drop;
    if (d != null) {
      d.cancel(false);
    }
    ClientSession c = client;
    client = null;
    connections.release(this);
    if (c != null) {
      // Jetty may call this inside a send, made under a game's lock: leave the game later.
      later(() -> c.onClose(clock.getAsLong()));
    }
  }

  /**
   * A failed connection (reset, closed channel, a message too large): Jetty closes it and calls
   * {@link #onWebSocketClose}.
   */
  @Override
  public void onWebSocketError(Throwable cause) {
    // Nothing to add: the close that follows releases the seat.
  }

  @Override
  public void send(String text) {
    Session s = session;
    if (s != null && s.isOpen()) {
      long bytes = utf8Length(text);
      long mine = queued.addAndGet(bytes);
      boolean counted = connections.queue(bytes);
      // Past the server's bound for all clients, a client with frames still waiting is dropped; one
      // whose frames were all written (it reads) still gets this one.
      if (mine > lobby.limits().maxQueuedBytes() || !counted && mine > bytes) {
        // The client has stopped reading: a close frame would wait behind the frames it does not
        // read, so the connection is dropped at once.
        queued.addAndGet(-bytes);
        if (counted) {
          connections.written(bytes);
        }
        later(s::disconnect);
        return;
      }
      Runnable written =
          () -> {
            queued.addAndGet(-bytes);
            if (counted) {
              connections.written(bytes);
            }
          };
      // A frame Jetty cannot queue (too many frames waiting) means the same.
      s.sendText(
          text,
          Callback.from(
              written,
              failure -> {
                written.run();
                later(s::disconnect);
              }));
    }
  }

  /** Bytes of frames queued for this client now, not yet written. */
  long queuedBytes() {
    return queued.get();
  }

  private static long utf8Length(String text) {
    long n = text.length();
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c >= 0x80) {
        n += c < 0x800 ? 1 : Character.isSurrogate(c) ? 0 : 2;
      }
    }
    return n;
  }

  @Override
  public void close(int status, String reason) {
    if (!Closes.awaitsReply(status)) {
      closing = true; // nothing more is read from it (see above)
    }
    Session s = session;
    if (s != null && s.isOpen()) {
      // A second after the close frame is written the connection is dropped: a hostile client that
      // never answers it would otherwise be read (and its frames parsed) until the idle timeout.
      // The
      // second lets an honest client read the close frame before the connection goes.
      later(
          () ->
              s.close(
                  status,
                  clipReason(reason),
                  Callback.from(() -> dropLater(s), failure -> s.disconnect())));
    }
  }

  /** Drops a connection a second from now, unless it is closed by then. */
  private void dropLater(Session s) {
    if (!s.isOpen()) {
      return;
    }
    try {
      drop = DROPS.schedule(s::disconnect, 1, TimeUnit.SECONDS);
    } catch (RejectedExecutionException e) {
      s.disconnect();
      return;
    }
    if (!s.isOpen()) {
      drop.cancel(false); // closed meanwhile: onWebSocketClose may have looked before
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
