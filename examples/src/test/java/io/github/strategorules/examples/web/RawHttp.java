package io.github.strategorules.examples.web;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Requests written byte by byte on a plain socket, for the tests that need what a browser or a
 * WebSocket client would not send (a forged Host, a hostile Origin, headers that trickle, a chosen
 * local address). One copy for AvailabilityTest, OriginTest, SlowHeadersTest and ManyAddressesTest.
 */
final class RawHttp {
  /** The WebSocket key every raw upgrade sends (any 16 bytes in base 64 will do). */
  private static final String KEY = "dGhlIHNhbXBsZSBub25jZQ==";

  private RawHttp() {}

  /** A WebSocket upgrade request with this Host and, unless null, this Origin. */
  static String upgradeRequest(String host, String origin) {
    return "GET /ws HTTP/1.1\r\nHost: "
        + host
        + "\r\n"
        + (origin == null ? "" : "Origin: " + origin + "\r\n")
        + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: "
        + KEY
        + "\r\n"
        + "Sec-WebSocket-Version: 13\r\n\r\n";
  }

  /** A request of the games list with this Host that asks the server to close afterwards. */
  static String gamesRequest(String host) {
    return "GET /api/games HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n";
  }

  /** Sends one request on a new connection from 127.0.0.1 and returns the response's status. */
  static int status(WebServer s, String request) throws IOException {
    try (Socket raw = new Socket()) {
      raw.connect(new InetSocketAddress("127.0.0.1", s.port()));
      raw.setSoTimeout(10_000);
      raw.getOutputStream().write(request.getBytes(StandardCharsets.US_ASCII));
      StringBuilder line = new StringBuilder();
      InputStream in = raw.getInputStream();
      int c;
      while ((c = in.read()) >= 0 && c != '\n') {
        line.append((char) c);
      }
      return Integer.parseInt(line.toString().split(" ")[1]);
    }
  }

  /** A WebSocket connection from this loopback address, its handshake read (and returned open). */
  static Socket webSocket(WebServer s, String local) throws IOException {
    Socket raw = new Socket();
    raw.bind(new InetSocketAddress(local, 0));
    raw.connect(new InetSocketAddress("127.0.0.1", s.port()));
    raw.setSoTimeout(10_000);
    raw.getOutputStream()
        .write(upgradeRequest("127.0.0.1", null).getBytes(StandardCharsets.US_ASCII));
    String response = readResponse(raw.getInputStream());
    if (!response.startsWith("HTTP/1.1 101")) {
      raw.close();
      throw new IllegalStateException(
          "the upgrade was refused: " + response.lines().findFirst().orElse(""));
    }
    return raw;
  }

  /**
   * The status line and headers of a response; its body (by Content-Length) is read and dropped.
   */
  static String readResponse(InputStream in) throws IOException {
    StringBuilder head = new StringBuilder();
    int c;
    while ((c = in.read()) >= 0) {
      head.append((char) c);
      if (head.length() >= 4 && head.substring(head.length() - 4).equals("\r\n\r\n")) {
        break;
      }
    }
    int length = 0;
    for (String line : head.toString().split("\r\n")) {
      if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
        length = Integer.parseInt(line.substring(line.indexOf(':') + 1).strip());
      }
    }
    in.readNBytes(length);
    return head.toString();
  }
}
