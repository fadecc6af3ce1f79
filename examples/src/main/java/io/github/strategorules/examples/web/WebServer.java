package io.github.strategorules.examples.web;

import io.github.strategorules.json.StrategoJson;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.ContextHandler;
import org.eclipse.jetty.server.handler.ResourceHandler;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.resource.ResourceFactory;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.eclipse.jetty.websocket.server.WebSocketUpgradeHandler;

/**
 * The web server of {@code stratego serve}: Jetty 12 with the page (static files from the class
 * path's {@code web/}), the WebSocket endpoint {@code /ws} where people and spectators play ({@link
 * ClientSession}), and a few HTTP resources under {@code /api/} ({@link HttpApi}). Games live in
 * memory only ({@link Lobby}).
 *
 * <pre>{@code
 * try (WebServer server = WebServer.start(WebConfig.defaults(8080))) {
 *   server.join();
 * }
 * }</pre>
 */
public final class WebServer implements AutoCloseable {
  /** Connections beyond the WebSocket limit that HTTP (the page, the lobby list) may use. */
  private static final int HTTP_HEADROOM = 64;

  private final Server server;
  private final ServerConnector connector;
  private final Lobby lobby;
  private final Connections connections;
  private final ScheduledExecutorService reaper;
  private final Limits limits;
  private final LongSupplier clock;

  /** Whether the games have clocks, which a timer reads. */
  private final boolean ticking;

  /** The thread that reads the games' clocks. */
  private final ScheduledExecutorService clocks;

  private WebServer(WebConfig config) {
    Limits limits = config.limits();
    this.limits = limits;
    this.clock = config.nanos();
    this.connections = new Connections(limits);
    ScheduledThreadPoolExecutor timer =
        new ScheduledThreadPoolExecutor(
            1,
            r -> {
              Thread t = new Thread(r, "stratego-reaper");
              t.setDaemon(true);
              return t;
            });
    // The header timeouts of connections that closed are cancelled: out of the queue at once, not
    // held (with their connections) until they were due.
    timer.setRemoveOnCancelPolicy(true);
    this.reaper = timer;
    this.lobby =
        new Lobby(
            limits,
            config.bots(),
            config.botDelay(),
            config.seeds(),
            config.gameIds(),
            StrategoJson.standard(),
            config.timeControl(),
            config.nanos());
    this.ticking = config.timeControl() != null;
    this.clocks =
        Executors.newSingleThreadScheduledExecutor(
            r -> {
              Thread t = new Thread(r, "stratego-clocks");
              t.setDaemon(true);
              return t;
            });
    QueuedThreadPool threads = new QueuedThreadPool(200, 8);
    threads.setName("stratego-web");
    threads.setDaemon(true);
    this.server = new Server(threads);
    this.connector = new ServerConnector(server);
    connector.setHost(config.host());
    connector.setPort(config.port());
    // A connection whose next request's headers do not all come in time is closed (slow clients
    // holding connections), and one address or network holds a few HTTP connections only.
    connector.setIdleTimeout(Math.max(limits.headerTimeout().toMillis(), 30_000));
    Forwarding forwarding = config.forwarding();
    connector.addBean(
        new HttpConnections(
            limits,
            forwarding::trusts,
            limits.maxConnections() + HTTP_HEADROOM,
            connections::open));
    server.addConnector(connector);
    // Jetty stops accepting only past the pool and a margin: a connection beyond the pool must
    // be accepted to be judged (closed at once, or given the place of a crowded network's idle
    // connection, HttpConnections).
    server.addBean(
        new NetworkConnectionLimit(limits.maxConnections() + 2 * HTTP_HEADROOM, connector));

    ContextHandler root = new ContextHandler("/");
    WebSocketUpgradeHandler ws =
        WebSocketUpgradeHandler.from(
            server,
            root,
            container -> {
              container.setMaxTextMessageSize(limits.maxMessageBytes());
              container.setMaxBinaryMessageSize(limits.maxMessageBytes());
              container.setMaxFrameSize(limits.maxMessageBytes());
              container.setIdleTimeout(limits.idleTimeout());
              container.setMaxOutgoingFrames(limits.maxQueuedFrames());
              container.addMapping(
                  "/ws",
                  (req, resp, cb) ->
                      new GameSocket(
                          lobby,
                          connections,
                          threads,
                          config.nanos(),
                          clientAddress(req, forwarding)));
            });
    ResourceHandler page = new ResourceHandler();
    page.setBaseResource(ResourceFactory.of(page).newClassLoaderResource("web/"));
    page.setDirAllowed(false);
    page.setWelcomeFiles("index.html");
    ws.setHandler(new Handler.Sequence(new HttpApi(lobby), page));
    root.setHandler(
        new HostCheck(
            new SecurityHeaders(ws),
            config.host(),
            config.allowedHosts(),
            config.allowedOrigins()));
    HeaderTimeout headers = new HeaderTimeout(root, limits.headerTimeout(), reaper);
    connector.addBean(headers);
    server.setHandler(headers);
    server.setStopTimeout(2_000);
  }

  /** The client's address of a request: its peer's, or behind a trusted proxy the forwarded one. */
  private static String clientAddress(Request request, Forwarding forwarding) {
    if (!(request.getConnectionMetaData().getRemoteSocketAddress() instanceof InetSocketAddress a)
        || a.getAddress() == null) {
      return null;
    }
    return forwarding.client(
        a.getAddress().getHostAddress(), request.getHeaders().getValuesList(forwarding.header()));
  }

  /**
   * Headers for every response: the page loads only its own scripts and talks only to this server.
   */
  private static final class SecurityHeaders extends Handler.Wrapper {
    SecurityHeaders(Handler handler) {
      super(handler);
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
      response
          .getHeaders()
          .put(
              "Content-Security-Policy",
              "default-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'");
      response.getHeaders().put("X-Content-Type-Options", "nosniff");
      response.getHeaders().put("Referrer-Policy", "no-referrer");
      return super.handle(request, response, callback);
    }
  }

  /**
   * Starts a server.
   *
   * @param config the configuration
   * @return the running server
   * @throws Exception when Jetty cannot start (the port is taken, say)
   */
  public static WebServer start(WebConfig config) throws Exception {
    WebServer s = new WebServer(config);
    s.server.start();
    s.reaper.scheduleWithFixedDelay(
        () -> s.lobby.reap(System.nanoTime()), 30, 30, TimeUnit.SECONDS);
    long sweep = Math.max(50, Math.min(1_000, s.limits.idleTimeout().toMillis() / 4));
    s.reaper.scheduleWithFixedDelay(
        () -> s.connections.sweep(s.clock.getAsLong()), sweep, sweep, TimeUnit.MILLISECONDS);
    if (s.ticking) {
      // A seat that sends nothing still loses on time. On a thread of its own: a game whose bot is
      // thinking holds its lock, and must not hold up the sweeps of every connection.
      s.clocks.scheduleWithFixedDelay(
          () -> s.lobby.tick(s.clock.getAsLong()), 100, 100, TimeUnit.MILLISECONDS);
    }
    return s;
  }

  /**
   * The port the server listens on (the one chosen when the configuration asked for 0).
   *
   * @return the port
   */
  public int port() {
    return connector.getLocalPort();
  }

  /**
   * The page's address.
   *
   * @return {@code http://host:port/}
   */
  public URI uri() {
    String host = connector.getHost() == null ? "127.0.0.1" : connector.getHost();
    if (host.equals("0.0.0.0") || host.equals("::")) {
      host = "127.0.0.1";
    }
    return URI.create(
        "http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port() + "/");
  }

  /**
   * The games.
   *
   * @return the lobby
   */
  public Lobby lobby() {
    return lobby;
  }

  /**
   * The WebSocket connections open now.
   *
   * @return the number
   */
  public int connections() {
    return connections.open();
  }

  /**
   * Waits until the server stops.
   *
   * @throws InterruptedException when interrupted
   */
  public void join() throws InterruptedException {
    server.join();
  }

  /** Stops the server: every connection is closed with status 1001. */
  @Override
  public void close() {
    reaper.shutdownNow();
    clocks.shutdownNow();
    lobby.close();
    try {
      server.stop();
    } catch (Exception e) {
      throw new IllegalStateException("the server did not stop cleanly", e);
    }
  }
}
