package io.github.strategorules.examples.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 36, point 3: slow headers on a kept-alive connection, and one address holding every HTTP
 * connection. Before: the header timeout covered a connection's first request only, so a client
 * that trickled its second request's headers held the connection for as long as it liked; and
 * nothing counted HTTP connections per address, so one address took every one of them.
 */
class SlowHeadersTest {
  private static final Limits SMALL = Servers.small();

  @Test
  void theSecondRequestsHeadersTimeOutToo() throws Exception {
    Limits slow = SMALL.withTimeouts(Duration.ofSeconds(30), Duration.ofMillis(500));
    try (WebServer s = Servers.start(Servers.config().withLimits(slow));
        Socket raw = new Socket()) {
      raw.connect(new InetSocketAddress("127.0.0.1", s.port()));
      raw.setSoTimeout(10_000);
      OutputStream out = raw.getOutputStream();
      InputStream in = raw.getInputStream();
      // A whole first request, answered, the connection kept alive.
      out.write(
          "GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
      out.flush();
      assertThat(RawHttp.readResponse(in)).startsWith("HTTP/1.1 200");
      // The second request's headers a byte every 100 ms: well within the 30 s idle timeout.
      byte[] request =
          "GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "
              .getBytes(StandardCharsets.US_ASCII);
      long start = System.nanoTime();
      boolean closed = false;
      try {
        for (int i = 0; System.nanoTime() - start < Duration.ofSeconds(8).toNanos(); i++) {
          out.write(i < request.length ? request[i] : 'x');
          out.flush();
          Thread.sleep(100);
          if (raw.getInputStream().available() > 0 && in.read() < 0) {
            closed = true;
            break;
          }
        }
      } catch (IOException e) {
        closed = true; // reset or broken pipe: the server closed it
      }
      if (!closed) {
        raw.setSoTimeout(500);
        try {
          closed = in.read() < 0;
        } catch (SocketTimeoutException e) {
          closed = false;
        } catch (IOException e) {
          closed = true;
        }
      }
      assertThat(closed)
          .as("the connection trickling its second request's headers was closed")
          .isTrue();
      assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
    }
  }

  @Test
  void anIdleKeptAliveConnectionIsClosedAfterTheHeaderTimeout() throws Exception {
    Limits slow = SMALL.withTimeouts(Duration.ofSeconds(30), Duration.ofMillis(500));
    try (WebServer s = Servers.start(Servers.config().withLimits(slow));
        Socket raw = new Socket()) {
      raw.connect(new InetSocketAddress("127.0.0.1", s.port()));
      raw.setSoTimeout(10_000);
      raw.getOutputStream()
          .write(
              "GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
                  .getBytes(StandardCharsets.US_ASCII));
      InputStream in = raw.getInputStream();
      assertThat(RawHttp.readResponse(in)).startsWith("HTTP/1.1 200");
      long start = System.nanoTime();
      assertThat(closedWithin(in)).isTrue();
      assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
    }
  }

  @Test
  void requestsOnAKeptAliveConnectionAreServedWhileTheyComeInTime() throws Exception {
    Limits slow = SMALL.withTimeouts(Duration.ofSeconds(30), Duration.ofMillis(800));
    try (WebServer s = Servers.start(Servers.config().withLimits(slow));
        Socket raw = new Socket()) {
      raw.connect(new InetSocketAddress("127.0.0.1", s.port()));
      raw.setSoTimeout(10_000);
      InputStream in = raw.getInputStream();
      for (int i = 0;
          i < 6;
          i++) { // 6 requests, 300 ms apart: 1.8 s in all, each within its 800 ms
        raw.getOutputStream()
            .write(
                "GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
                    .getBytes(StandardCharsets.US_ASCII));
        assertThat(RawHttp.readResponse(in)).startsWith("HTTP/1.1 200");
        Thread.sleep(300);
      }
    }
  }

  @Test
  void oneAddressCannotHoldEveryHttpConnection() throws Exception {
    // 10 WebSocket connections: the server accepts 74 TCP connections. One address opens 90 that
    // send part of a request's headers; another address must still be answered at once.
    List<Socket> hostile = new ArrayList<>();
    try (WebServer s = Servers.start(Servers.config().withLimits(SMALL))) {
      try {
        for (int i = 0; i < 90; i++) {
          Socket raw = new Socket();
          hostile.add(raw);
          raw.bind(new InetSocketAddress("127.0.0.9", 0));
          raw.connect(new InetSocketAddress("127.0.0.1", s.port()));
          try {
            raw.getOutputStream()
                .write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n".getBytes(StandardCharsets.US_ASCII));
          } catch (IOException e) {
            // closed by the server already
          }
        }
        try (Socket raw = new Socket()) {
          // another /16: since issue 54 the /24s of one /16 are one client's networks
          raw.bind(new InetSocketAddress("127.1.0.10", 0));
          raw.connect(new InetSocketAddress("127.0.0.1", s.port()));
          raw.setSoTimeout(5_000);
          raw.getOutputStream()
              .write(
                  "GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
                      .getBytes(StandardCharsets.US_ASCII));
          String answer;
          try {
            answer = RawHttp.readResponse(raw.getInputStream());
          } catch (SocketTimeoutException e) {
            answer = "no answer in 5 s";
          }
          assertThat(answer).startsWith("HTTP/1.1 200");
        }
      } finally {
        for (Socket raw : hostile) {
          raw.close();
        }
      }
    }
  }

  @Test
  void manyNetworksLeaveAShareOfHttpConnectionsForNewcomers() throws Exception {
    // 74 TCP connections (10 WebSocket, 64 more). Five networks of four addresses open 16 slow
    // connections an address (within every per-address and per-prefix bound): before, they held
    // all 74 and a newcomer's network waited for the header timeout.
    List<Socket> hostile = new ArrayList<>();
    try (WebServer s = Servers.start(Servers.config().withLimits(SMALL))) {
      try {
        for (int p = 10; p < 15; p++) {
          for (int a = 1; a <= 4; a++) {
            for (int i = 0; i < 4; i++) {
              Socket raw = new Socket();
              hostile.add(raw);
              raw.bind(new InetSocketAddress("127.0." + p + "." + a, 0));
              raw.connect(new InetSocketAddress("127.0.0.1", s.port()));
              try {
                raw.getOutputStream()
                    .write("GET / HTTP/1.1\r\n".getBytes(StandardCharsets.US_ASCII));
              } catch (IOException e) {
                // closed by the server already
              }
            }
          }
        }
        try (Socket raw = new Socket()) {
          // another /16: since issue 54 the /24s of one /16 are one client's networks
          raw.bind(new InetSocketAddress("127.1.0.10", 0));
          raw.connect(new InetSocketAddress("127.0.0.1", s.port()));
          raw.setSoTimeout(5_000);
          raw.getOutputStream()
              .write(
                  "GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
                      .getBytes(StandardCharsets.US_ASCII));
          String answer;
          try {
            answer = RawHttp.readResponse(raw.getInputStream());
          } catch (SocketTimeoutException e) {
            answer = "no answer in 5 s";
          }
          assertThat(answer).startsWith("HTTP/1.1 200");
        }
      } finally {
        for (Socket raw : hostile) {
          raw.close();
        }
      }
    }
  }

  @Test
  void webSocketsDoNotCountAsHttpConnectionsOnceUpgraded() {
    // Two HTTP connections an address, but five WebSocket connections from it: each handshake's
    // HTTP connection is counted out by its upgrade.
    try (WebServer s =
        Servers.start(Servers.config().withLimits(SMALL.withPerPrefix(2, 2, 128, 30)))) {
      List<WsClient> open = new ArrayList<>();
      for (int i = 0; i < 5; i++) {
        WsClient c = WsClient.connect(s);
        open.add(c);
        c.send("{\"type\":\"ping\"}");
        c.await("pong");
      }
      assertThat(s.connections()).isEqualTo(5);
      open.forEach(WsClient::close);
    }
  }

  /** Whether the server closes the connection within 10 s. */
  private static boolean closedWithin(InputStream in) {
    try {
      return in.read() < 0;
    } catch (SocketTimeoutException e) {
      return false;
    } catch (IOException e) {
      return true;
    }
  }
}
