package io.github.strategorules.examples.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.InputStream;
import java.io.OutputStream;
import java.lang.reflect.Proxy;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.eclipse.jetty.websocket.api.Session;
import org.junit.jupiter.api.Test;

/**
 * Issue 23, point 2: what a hostile client could do to the server's availability, each closed by a
 * bound: games created and held per connection and per address, unstarted games that go with their
 * creator, bytes queued for a client that does not read, pings and empty fragments that count
 * against the rate and keep nothing alive, connections per address, slow headers, and the Host and
 * Origin checks against DNS rebinding and cross-site use.
 */
class AvailabilityTest {
  private static final Limits SMALL = Servers.small();

  private static Lobby lobby(Limits limits) {
    return Servers.lobby(limits);
  }

  @Test
  void oneClientCannotFillTheLobby() {
    // Before: one connection created 50 games in 3 s, then SERVER_FULL for everybody for 15 min.
    try (Lobby lobby = lobby(SMALL.withPerClient(32, 3, 10, 10))) {
      int created = 0;
      int refused = 0;
      for (int i = 0; i < 50; i++) {
        long now =
            Duration.ofMillis(60L * i).toNanos(); // 50 creations in 3 s, each from a new connection
        try {
          lobby.create(
              "barrage",
              List.of("human", "human"),
              new Table.Owner(new Object(), "10.0.0.66"),
              now);
          created++;
        } catch (WebException e) {
          assertThat(e.code()).isEqualTo(ErrorCode.TOO_MANY_GAMES);
          refused++;
        }
      }
      assertThat(created).isEqualTo(10);
      assertThat(refused).isEqualTo(40);
      // Everybody else still creates games.
      lobby.create(
          "barrage",
          List.of("human", "human"),
          new Table.Owner(new Object(), "10.0.0.7"),
          Duration.ofSeconds(3).toNanos());
      assertThat(lobby.tables()).hasSize(11);
    }
  }

  @Test
  void oneConnectionHoldsAFewUnfinishedGamesAndAnAddressAFewMore() {
    try (Lobby lobby = lobby(SMALL.withPerClient(32, 2, 3, 100))) {
      Object a = new Object();
      lobby.create("barrage", List.of(), new Table.Owner(a, "10.0.0.1"), 0);
      lobby.create("barrage", List.of(), new Table.Owner(a, "10.0.0.1"), 0);
      assertThatThrownBy(
              () -> lobby.create("barrage", List.of(), new Table.Owner(a, "10.0.0.1"), 0))
          .hasMessageContaining("this connection holds 2 unfinished games");
      Object b = new Object();
      lobby.create("barrage", List.of(), new Table.Owner(b, "10.0.0.1"), 0);
      assertThatThrownBy(
              () -> lobby.create("barrage", List.of(), new Table.Owner(b, "10.0.0.1"), 0))
          .hasMessageContaining("your address holds 3 unfinished games");
      lobby.create("barrage", List.of(), new Table.Owner(b, "10.0.0.2"), 0);
    }
  }

  @Test
  void oneConnectionCreatesAFewGamesAMinute() {
    // Creating a game and moving on drops the one before (unstarted), so only a rate bounds it.
    try (WebServer s =
            Servers.start(
                Servers.config().withLimits(SMALL.withPerClient(32, 3, 10, 4)).withClock(() -> 0));
        WsClient c = WsClient.connect(s)) {
      for (int i = 0; i < 4; i++) {
        c.send("{\"type\":\"create\",\"spec\":\"barrage\",\"players\":[\"human\",\"bot\"]}");
        c.await("joined");
      }
      c.send("{\"type\":\"create\",\"spec\":\"barrage\",\"players\":[\"human\",\"bot\"]}");
      assertThat(c.await("error").get("message").asString())
          .contains("new games a minute from one connection");
      assertThat(s.lobby().tables()).hasSize(1);
    }
  }

  @Test
  void anUnstartedGameGoesWhenItsCreatorLeaves() {
    try (WebServer s = Servers.start(Servers.config().withLimits(SMALL))) {
      try (WsClient c = WsClient.connect(s)) {
        c.send("{\"type\":\"create\",\"spec\":\"barrage\",\"players\":[\"human\",\"bot\"]}");
        c.await("joined");
        c.send("{\"type\":\"create\",\"spec\":\"duel\",\"players\":[\"human\",\"bot\"]}");
        c.await("joined");
        awaitTables(s, 1); // the first went when its creator moved on
      }
      awaitTables(s, 0); // the second when its creator's connection closed
      // A game someone else joined stays when its creator leaves.
      try (WsClient a = WsClient.connect(s);
          WsClient b = WsClient.connect(s)) {
        a.send("{\"type\":\"create\",\"spec\":\"barrage\"}");
        String id = a.await("joined").get("game").asString();
        b.send("{\"type\":\"join\",\"game\":\"" + id + "\"}");
        b.await("joined");
        a.close();
        b.send("{\"type\":\"ping\"}");
        b.await("pong");
        assertThat(s.lobby().find(id)).isPresent();
      }
    }
  }

  @Test
  void aClientThatDoesNotReadIsDroppedOnceItsQueuedBytesPassTheBound() {
    // A session whose writes never complete: the client reads nothing. Frames of 10 kB are queued
    // until 64 kB wait, then the connection is dropped; before, only Jetty's count of frames (256
    // by default, some 25 MB of whole views) bounded it.
    Limits limits = SMALL.withMaxQueuedBytes(64 * 1024);
    AtomicInteger written = new AtomicInteger();
    AtomicInteger dropped = new AtomicInteger();
    Session session =
        (Session)
            Proxy.newProxyInstance(
                Session.class.getClassLoader(),
                new Class<?>[] {Session.class},
                (proxy, method, args) ->
                    switch (method.getName()) {
                      case "getRemoteSocketAddress" -> new InetSocketAddress("127.0.0.1", 40_000);
                      case "isOpen" -> dropped.get() == 0;
                      case "sendText" -> {
                        written.incrementAndGet();
                        yield null; // the callback is never completed: the bytes stay queued
                      }
                      case "disconnect" -> {
                        dropped.incrementAndGet();
                        yield null;
                      }
                      case "hashCode" -> System.identityHashCode(proxy);
                      case "equals" -> proxy == args[0];
                      default -> null;
                    });
    try (Lobby lobby = lobby(limits)) {
      GameSocket socket =
          new GameSocket(lobby, new Connections(limits), Runnable::run, System::nanoTime);
      socket.onWebSocketOpen(session);
      String frame = "{\"type\":\"pad\",\"x\":\"" + "x".repeat(10_000) + "\"}";
      for (int i = 0; i < 20; i++) {
        socket.send(frame);
      }
      assertThat(dropped.get()).isEqualTo(1);
      assertThat(written.get()).isEqualTo(6);
      assertThat(socket.queuedBytes()).isLessThanOrEqualTo(64 * 1024);
    }
  }

  @Test
  void pingsAndEmptyFragmentsCountAgainstTheRate() {
    // Before: Jetty answered pings and gathered empty fragments without the server seeing them.
    try (WebServer s =
        Servers.start(Servers.config().withLimits(SMALL.withRate(5, 5)).withClock(() -> 0))) {
      try (WsClient c = WsClient.connect(s)) {
        // the clock stands still: five pings pass, the sixth closes (no frame is sent after it,
        // which the JDK client would report as an error instead of the close)
        for (int i = 0; i < 6; i++) {
          assertThat(c.tryPing()).isTrue();
        }
        assertThat(c.closedWith()).isEqualTo("1008 too many messages: at most 5 a second");
      }
      try (WsClient c = WsClient.connect(s)) {
        for (int i = 0; i < 6; i++) {
          assertThat(c.tryEmptyFragment())
              .as("empty fragment %d of a message that never ends", i)
              .isTrue();
        }
        assertThat(c.closedWith()).isEqualTo("1008 too many messages: at most 5 a second");
      }
    }
  }

  @Test
  void pingsAndEmptyFragmentsDoNotKeepAConnectionAlive() throws InterruptedException {
    AtomicLong clock = new AtomicLong();
    Limits idle = SMALL.withTimeouts(Duration.ofSeconds(2), Duration.ofSeconds(10));
    try (WebServer s = Servers.start(Servers.config().withLimits(idle).withClock(clock::get));
        WsClient c = WsClient.connect(s)) {
      c.send("{\"type\":\"ping\"}");
      c.await("pong");
      // Four seconds of the server's time pass with a ping and an empty fragment each second.
      for (int i = 0; i < 4 && !c.isClosed(); i++) {
        c.tryPing();
        c.tryEmptyFragment();
        clock.addAndGet(Duration.ofSeconds(1).toNanos());
        Thread.sleep(100);
      }
      assertThat(c.closedWith()).isEqualTo("1001 idle for 2 s: no message");
    }
  }

  @Test
  void oneAddressCannotHoldEveryConnection() {
    try (WebServer s =
        Servers.start(Servers.config().withLimits(SMALL.withPerClient(3, 3, 10, 10)))) {
      List<WsClient> mine = new ArrayList<>();
      for (int i = 0; i < 3; i++) {
        mine.add(WsClient.connect(s));
      }
      try (WsClient extra = WsClient.connect(s)) {
        assertThat(extra.closedWith())
            .isEqualTo("1013 too many connections from your address: try again later");
      }
      mine.get(0).send("{\"type\":\"ping\"}");
      mine.get(0).await("pong");
      mine.forEach(WsClient::close);
    }
  }

  @Test
  void headersThatComeTooSlowlyTimeOut() throws Exception {
    // Before: a byte every 29 s held a connection forever (Jetty's 30 s idle timeout).
    Limits slow = SMALL.withTimeouts(Duration.ofSeconds(30), Duration.ofMillis(500));
    try (WebServer s = Servers.start(Servers.config().withLimits(slow));
        Socket raw = new Socket()) {
      raw.connect(new InetSocketAddress("127.0.0.1", s.port()));
      raw.setSoTimeout(10_000);
      OutputStream out = raw.getOutputStream();
      out.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n".getBytes(StandardCharsets.US_ASCII));
      out.flush();
      long start = System.nanoTime();
      InputStream in = raw.getInputStream();
      int read;
      try {
        while ((read = in.read()) >= 0) {
          // a 400 or nothing: only the close matters
        }
      } catch (SocketTimeoutException e) {
        throw new AssertionError("the connection was still open after 10 s", e);
      } catch (java.io.IOException e) {
        // reset: closed
      }
      assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(10));
    }
  }

  @Test
  void theHeaderTimeoutSparesConnectionsThatSentTheirHeaders() throws Exception {
    Limits slow = SMALL.withTimeouts(Duration.ofSeconds(30), Duration.ofMillis(300));
    try (WebServer s = Servers.start(Servers.config().withLimits(slow));
        WsClient c = WsClient.connect(s)) {
      Thread.sleep(1_500);
      c.send("{\"type\":\"ping\"}");
      c.await("pong");
      assertThat(c.isClosed()).isFalse();
    }
  }

  @Test
  void theHostHeaderAndTheOriginOfAWebSocketAreChecked() throws Exception {
    try (WebServer s =
        Servers.start(
            Servers.config()
                .withAllowedHosts(Set.of("games.example.org"))
                .withAllowedOrigins(Set.of("https://friend.example.net")))) {
      assertThat(status(s, "127.0.0.1:" + s.port(), null)).isEqualTo(200);
      assertThat(status(s, "localhost", null)).isEqualTo(200);
      assertThat(status(s, "games.example.org", null)).isEqualTo(200);
      // DNS rebinding: a name of the attacker's that now resolves to 127.0.0.1.
      assertThat(status(s, "rebind.attacker.example:" + s.port(), null)).isEqualTo(421);
      // A WebSocket opened by a page of another site.
      assertThat(status(s, "127.0.0.1", "http://attacker.example")).isEqualTo(403);
      // The server's own origin: the scheme, host and port the page was loaded from (OriginTest).
      assertThat(status(s, "127.0.0.1:" + s.port(), "http://127.0.0.1:" + s.port())).isEqualTo(101);
      assertThat(status(s, "127.0.0.1", "https://friend.example.net")).isEqualTo(101);
    }
  }

  /** The status line of a request with a Host header and, when given, an upgrade from an origin. */
  private static int status(WebServer s, String host, String origin) throws Exception {
    return RawHttp.status(
        s, origin == null ? RawHttp.gamesRequest(host) : RawHttp.upgradeRequest(host, origin));
  }

  private static void awaitTables(WebServer s, int n) {
    long end = System.nanoTime() + Duration.ofSeconds(20).toNanos();
    while (s.lobby().tables().size() != n) {
      assertThat(System.nanoTime())
          .as("games down to " + n + ", now " + s.lobby().tables().size())
          .isLessThan(end);
      try {
        Thread.sleep(10);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }
}
