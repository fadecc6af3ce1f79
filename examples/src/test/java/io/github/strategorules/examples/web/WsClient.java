package io.github.strategorules.examples.web;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

/**
 * A WebSocket client of the JDK (no browser) for the protocol tests and the scripted seats of the
 * browser tests: it keeps every frame it received, in order, and how the server closed it.
 */
final class WsClient implements AutoCloseable {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final Duration WAIT = Duration.ofSeconds(20);

  private final List<String> frames = new ArrayList<>();
  private final CompletableFuture<String> closed = new CompletableFuture<>();
  private final WebSocket socket;
  private int seen;

  private WsClient(URI uri) {
    this(uri, null, null);
  }

  private WsClient(URI uri, String header, String value) {
    StringBuilder partial = new StringBuilder();
    WebSocket.Listener listener =
        new WebSocket.Listener() {
          @Override
          public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
              synchronized (frames) {
                frames.add(partial.toString());
                frames.notifyAll();
              }
              partial.setLength(0);
            }
            ws.request(1);
            return null;
          }

          @Override
          public CompletionStage<?> onClose(WebSocket ws, int status, String reason) {
            closed.complete(status + " " + reason);
            synchronized (frames) {
              frames.notifyAll();
            }
            return null;
          }

          @Override
          public void onError(WebSocket ws, Throwable error) {
            closed.complete("error " + error);
            synchronized (frames) {
              frames.notifyAll();
            }
          }
        };
    WebSocket.Builder builder = HttpClient.newHttpClient().newWebSocketBuilder();
    if (header != null) {
      builder.header(header, value);
    }
    this.socket = builder.buildAsync(uri, listener).join();
  }

  /** Connects to a server's WebSocket endpoint. */
  static WsClient connect(WebServer server) {
    return new WsClient(URI.create("ws://127.0.0.1:" + server.port() + "/ws"));
  }

  /** Connects with one more header in the upgrade request (a forwarded address, say). */
  static WsClient connect(WebServer server, String header, String value) {
    return new WsClient(URI.create("ws://127.0.0.1:" + server.port() + "/ws"), header, value);
  }

  void send(String text) {
    socket.sendText(text, true).join();
  }

  /**
   * Sends a message unless the connection is closed, even while the server closes it (a flood test
   * sends until the server closes it: the send that races the close must not fail the test).
   *
   * @return whether it was sent
   */
  boolean trySend(String text) {
    return tryJoin(() -> socket.sendText(text, true));
  }

  /** Sends a WebSocket ping, unless the connection is closed. */
  boolean tryPing() {
    return tryJoin(() -> socket.sendPing(ByteBuffer.allocate(0)));
  }

  /** Sends an empty fragment of a text message that never ends, unless the connection is closed. */
  boolean tryEmptyFragment() {
    return tryJoin(() -> socket.sendText("", false));
  }

  private boolean tryJoin(
      java.util.function.Supplier<java.util.concurrent.CompletableFuture<WebSocket>> send) {
    if (closed.isDone() || socket.isOutputClosed()) {
      return false;
    }
    try {
      send.get().join();
      return true;
    } catch (java.util.concurrent.CompletionException | IllegalStateException e) {
      return false;
    }
  }

  void sendBinary(byte[] data) {
    socket.sendBinary(ByteBuffer.wrap(data), true).join();
  }

  /** The next frame not yet awaited that matches, waiting for it. */
  JsonNode await(Predicate<JsonNode> wanted, String what) {
    long end = System.nanoTime() + WAIT.toNanos();
    synchronized (frames) {
      while (true) {
        while (seen < frames.size()) {
          JsonNode f = MAPPER.readTree(frames.get(seen++));
          if (wanted.test(f)) {
            return f;
          }
        }
        long left = end - System.nanoTime();
        if (left <= 0 || closed.isDone() && seen == frames.size()) {
          String last = frames.isEmpty() ? "" : frames.get(frames.size() - 1);
          throw new AssertionError(
              "no frame "
                  + what
                  + (closed.isDone() ? "; closed: " + closed.join() : "")
                  + "; frames: "
                  + frames.size()
                  + "; the last: "
                  + (last.length() > 300 ? last.substring(0, 300) + "..." : last));
        }
        try {
          frames.wait(TimeUnit.NANOSECONDS.toMillis(left) + 1);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new AssertionError(e);
        }
      }
    }
  }

  /** The next frame of a type. */
  JsonNode await(String type) {
    return await(f -> f.path("type").asString("").equals(type), "of type " + type);
  }

  List<String> frames() {
    synchronized (frames) {
      return List.copyOf(frames);
    }
  }

  /** How the server closed the connection: {@code "1008 reason"}; waits for it. */
  String closedWith() {
    try {
      return closed.get(WAIT.toMillis(), TimeUnit.MILLISECONDS);
    } catch (Exception e) {
      throw new AssertionError("the server did not close the connection", e);
    }
  }

  boolean isClosed() {
    return closed.isDone();
  }

  @Override
  public void close() {
    if (!closed.isDone()) {
      socket.sendClose(WebSocket.NORMAL_CLOSURE, "bye");
      socket.abort();
    }
  }
}
