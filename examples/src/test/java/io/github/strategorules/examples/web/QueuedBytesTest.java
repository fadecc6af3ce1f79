package io.github.strategorules.examples.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Proxy;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.junit.jupiter.api.Test;

/**
 * Frames waiting for clients are bounded for all clients together (issue 54): each client's bound
 * (1 MiB) times 2,000 connections is more than the bounded heap {@code stratego serve} runs in, so
 * clients that read nothing could otherwise fill it.
 */
class QueuedBytesTest {
  /** A session whose writes complete at once (a reader) or never (a client that reads nothing). */
  private static Session session(String address, boolean reads, AtomicInteger dropped) {
    return (Session)
        Proxy.newProxyInstance(
            Session.class.getClassLoader(),
            new Class<?>[] {Session.class},
            (proxy, method, args) ->
                switch (method.getName()) {
                  case "getRemoteSocketAddress" -> new InetSocketAddress(address, 40_000);
                  case "isOpen" -> dropped.get() == 0;
                  case "sendText" -> {
                    if (reads) {
                      ((Callback) args[1]).succeed();
                    }
                    yield null;
                  }
                  case "disconnect" -> {
                    dropped.incrementAndGet();
                    yield null;
                  }
                  case "hashCode" -> System.identityHashCode(proxy);
                  case "equals" -> proxy == args[0];
                  default -> null;
                });
  }

  @Test
  void clientsThatDoNotReadAreDroppedOnceAllTheirFramesPassTheServersBound() {
    // Each client may queue 1 MiB, all together 100 kB: before, the four non-readers held 400 kB
    // (at the defaults, 2,000 of them 2 GB, past the 256 MB heap of stratego serve).
    Limits limits = Servers.small();
    Connections connections = new Connections(limits, 100_000);
    String frame = "{\"type\":\"pad\",\"x\":\"" + "x".repeat(10_000) + "\"}";
    try (Lobby lobby = Servers.lobby(limits)) {
      List<AtomicInteger> drops = new ArrayList<>();
      List<GameSocket> sockets = new ArrayList<>();
      for (int i = 0; i < 4; i++) {
        AtomicInteger dropped = new AtomicInteger();
        GameSocket socket = new GameSocket(lobby, connections, Runnable::run, System::nanoTime);
        socket.onWebSocketOpen(session("10.0." + i + ".1", false, dropped));
        drops.add(dropped);
        sockets.add(socket);
      }
      AtomicInteger readerDropped = new AtomicInteger();
      GameSocket reader = new GameSocket(lobby, connections, Runnable::run, System::nanoTime);
      reader.onWebSocketOpen(session("10.9.0.1", true, readerDropped));
      for (int round = 0; round < 10; round++) {
        for (GameSocket s : sockets) {
          s.send(frame);
        }
        reader.send(frame);
      }
      assertThat(connections.queuedBytes()).isLessThanOrEqualTo(100_000);
      long held = 0;
      for (GameSocket s : sockets) {
        held += s.queuedBytes();
      }
      assertThat(held).isLessThanOrEqualTo(100_000);
      assertThat(drops).allSatisfy(d -> assertThat(d.get()).isEqualTo(1));
      // the client that reads its frames keeps its connection
      assertThat(readerDropped.get()).isZero();
    }
  }
}
