package io.github.strategorules.benchmarks.web;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * What the hostile clients write on a plain socket: WebSocket upgrades (with a forwarded address
 * when they come through the trusted proxy), masked frames, raw requests. A browser or the JDK's
 * WebSocket client would not send most of it.
 */
final class Wire {
  /** The WebSocket key every raw upgrade sends (any 16 bytes in base 64 will do). */
  private static final String KEY = "dGhlIHNhbXBsZSBub25jZQ==";

  private Wire() {}

  /** An upgrade request to {@code /ws}, with an {@code X-Forwarded-For} header unless null. */
  static byte[] upgrade(String forwarded) {
    return ("GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: "
            + KEY
            + "\r\nSec-WebSocket-Version: 13\r\n"
            + (forwarded == null ? "" : "X-Forwarded-For: " + forwarded + "\r\n")
            + "\r\n")
        .getBytes(StandardCharsets.US_ASCII);
  }

  /**
   * A masked (mask key 0: the payload as it is) frame of any length, as a client must send it.
   *
   * @param opcode 0 continuation, 1 text, 9 ping
   * @param fin whether it ends its message
   * @param text the payload
   */
  static byte[] frame(int opcode, boolean fin, String text) {
    byte[] p = text.getBytes(StandardCharsets.UTF_8);
    int head = p.length < 126 ? 2 : p.length < 65_536 ? 4 : 10;
    byte[] f = new byte[head + 4 + p.length];
    f[0] = (byte) ((fin ? 0x80 : 0) | opcode);
    if (p.length < 126) {
      f[1] = (byte) (0x80 | p.length);
    } else if (p.length < 65_536) {
      f[1] = (byte) (0x80 | 126);
      f[2] = (byte) (p.length >> 8);
      f[3] = (byte) p.length;
    } else {
      f[1] = (byte) (0x80 | 127);
      for (int i = 0; i < 8; i++) {
        f[2 + i] = (byte) ((long) p.length >> (56 - 8 * i));
      }
    }
    System.arraycopy(p, 0, f, head + 4, p.length);
    return f;
  }

  /** A text frame that ends its message. */
  static byte[] text(String text) {
    return frame(1, true, text);
  }

  /**
   * A blocking socket from {@code local} (any address when null) to the server, upgraded to a
   * WebSocket; null when the server answered anything but 101 or closed it.
   */
  static Socket webSocket(
      InetSocketAddress server, InetSocketAddress local, String forwarded, int receiveBuffer)
      throws IOException {
    Socket raw = new Socket();
    try {
      if (receiveBuffer > 0) {
        raw.setReceiveBufferSize(receiveBuffer);
      }
      if (local != null) {
        raw.bind(local);
      }
      raw.connect(server, 5_000);
      raw.setSoTimeout(10_000);
      raw.getOutputStream().write(upgrade(forwarded));
      if (!readHead(raw.getInputStream()).startsWith("HTTP/1.1 101")) {
        raw.close();
        return null;
      }
      return raw;
    } catch (IOException | RuntimeException e) {
      raw.close();
      throw e;
    }
  }

  /**
   * A blocking channel to the server through the proxy, upgraded to a WebSocket; null when the
   * server answered anything but 101 or closed it. The head is read byte by byte, so nothing of the
   * frames after it is taken.
   */
  static SocketChannel webSocketChannel(InetSocketAddress server, String forwarded)
      throws IOException {
    SocketChannel c = SocketChannel.open();
    try {
      c.socket().connect(server, 5_000);
      c.socket().setSoTimeout(10_000);
      c.write(ByteBuffer.wrap(upgrade(forwarded)));
      StringBuilder head = new StringBuilder();
      ByteBuffer one = ByteBuffer.allocate(1);
      while (!head.toString().endsWith("\r\n\r\n")) {
        one.clear();
        if (c.read(one) < 0) {
          c.close();
          return null;
        }
        head.append((char) one.get(0));
      }
      if (!head.toString().startsWith("HTTP/1.1 101")) {
        c.close();
        return null;
      }
      return c;
    } catch (IOException | RuntimeException e) {
      c.close();
      throw e;
    }
  }

  /**
   * The status line and headers of a response; its body (by {@code Content-Length}) is read and
   * dropped.
   */
  static String readResponse(InputStream in) throws IOException {
    String head = readHead(in);
    int length = 0;
    for (String line : head.split("\r\n")) {
      if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
        length = Integer.parseInt(line.substring(line.indexOf(':') + 1).strip());
      }
    }
    in.readNBytes(length);
    return head;
  }

  /** The status line and headers of a response, up to the empty line. */
  private static String readHead(InputStream in) throws IOException {
    StringBuilder head = new StringBuilder();
    int c;
    while ((c = in.read()) >= 0) {
      head.append((char) c);
      if (head.length() >= 4 && head.substring(head.length() - 4).equals("\r\n\r\n")) {
        break;
      }
    }
    return head.toString();
  }

  /** Closes quietly. */
  static void close(AutoCloseable c) {
    if (c == null) {
      return;
    }
    try {
      c.close();
    } catch (Exception e) {
      // closed already
    }
  }
}
