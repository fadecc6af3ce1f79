package io.github.strategorules.examples.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.Socket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Issue 36, point 4: clients with many addresses. Before, every bound was per exact address: 6
 * addresses filled 50 games in 4 s, 101 filled the default 1,000 (then {@code SERVER_FULL} for 15
 * minutes), 13 held 400 connections. Now the bounds count network prefixes too (IPv4 /24, IPv6
 * /64), the last share of games and connections is kept for prefixes that hold none, and a full
 * server drops a game nobody has been connected to for a while.
 */
class ManyAddressesTest {
  private static final Limits SMALL = Servers.small();

  private static Lobby lobby(Limits limits) {
    return Servers.lobby(limits);
  }

  /** Creates games from an address until refused or {@code n} are made; returns how many were. */
  private static int fill(Lobby lobby, String address, int n, long now) {
    int created = 0;
    try {
      for (; created < n; created++) {
        lobby.create(
            "barrage", List.of("human", "human"), new Table.Owner(new Object(), address), now);
      }
    } catch (WebException e) {
      assertThat(e.code()).isIn(ErrorCode.TOO_MANY_GAMES, ErrorCode.SERVER_FULL);
    }
    return created;
  }

  @Test
  void manyAddressesOfOneNetworkCannotFillTheLobby() {
    try (Lobby lobby = lobby(SMALL)) {
      int created = 0;
      for (int a = 1; a <= 10; a++) {
        created += fill(lobby, "10.0.0." + a, 10, 0);
      }
      assertThat(created).isEqualTo(30); // the prefix's bound, not the lobby's 50
      lobby.create("barrage", List.of(), new Table.Owner(new Object(), "10.0.1.1"), 0);
      lobby.create("barrage", List.of(), new Table.Owner(new Object(), "2001:db8:0:7::1"), 0);
    }
  }

  @Test
  void manyNetworksLeaveAShareOfGamesForNewcomers() {
    try (Lobby lobby = lobby(SMALL)) {
      int created = 0;
      for (int p = 0; p < 5; p++) {
        created += fill(lobby, "10.0." + p + ".1", 10, 0);
      }
      assertThat(created).isEqualTo(45); // the last 10% of 50 games is kept for newcomers
      // A network that holds a game already is refused; one that holds none is not.
      assertThatThrownBy(
              () ->
                  lobby.create("barrage", List.of(), new Table.Owner(new Object(), "10.0.0.2"), 0))
          .isInstanceOf(WebException.class)
          .hasMessageContaining("are kept for newcomers");
      lobby.create("barrage", List.of(), new Table.Owner(new Object(), "192.0.2.1"), 0);
      lobby.create("barrage", List.of(), new Table.Owner(new Object(), "198.51.100.1"), 0);
      assertThat(lobby.tables()).hasSize(47);
    }
  }

  @Test
  void aFullLobbyDropsTheOldestGameNobodyHasBeenConnectedToForTenSeconds() {
    try (Lobby lobby = lobby(SMALL.withMaxGames(5))) {
      List<Table> tables = new ArrayList<>();
      for (int p = 0; p < 5; p++) {
        tables.add(
            lobby.create(
                "barrage", List.of(), new Table.Owner(new Object(), "10.0." + p + ".1"), p));
      }
      Table watched = tables.get(0);
      watched.watch(
          new Peer() {
            @Override
            public void send(String text) {}

            @Override
            public void close(int status, String reason) {}
          },
          0);
      // Five seconds later every game is still young: the server is full.
      assertThatThrownBy(
              () ->
                  lobby.create(
                      "barrage",
                      List.of(),
                      new Table.Owner(new Object(), "192.0.2.1"),
                      Duration.ofSeconds(5).toNanos()))
          .isInstanceOf(WebException.class)
          .hasMessageContaining("holds 5 games");
      // Two minutes later the oldest game nobody is connected to makes room (the watched one
      // stays).
      lobby.create(
          "barrage",
          List.of(),
          new Table.Owner(new Object(), "192.0.2.1"),
          Duration.ofMinutes(2).toNanos());
      assertThat(lobby.find(watched.id())).isPresent();
      assertThat(lobby.find(tables.get(1).id())).isEmpty();
      assertThat(lobby.tables()).hasSize(5);
    }
  }

  @Test
  void manyAddressesOfOneNetworkCannotHoldEveryConnection() {
    Limits limits = Limits.defaults().withMaxConnections(300);
    try (Lobby lobby = lobby(limits)) {
      Connections connections = new Connections(limits);
      int admitted = 0;
      for (int a = 1; a <= 20; a++) {
        for (int i = 0; i < 32; i++) {
          if (connections.admit(socket(lobby, connections), "10.0.0." + a, 0) == null) {
            admitted++;
          }
        }
      }
      assertThat(admitted).isEqualTo(128); // the prefix's bound
      assertThat(connections.admit(socket(lobby, connections), "10.0.1.1", 0)).isNull();
    }
  }

  @Test
  void manyNetworksLeaveAShareOfConnectionsForNewcomers() {
    Limits limits = Limits.defaults().withMaxConnections(100);
    try (Lobby lobby = lobby(limits)) {
      Connections connections = new Connections(limits);
      for (int p = 0; p < 4; p++) {
        for (int i = 0; i < 32; i++) {
          connections.admit(socket(lobby, connections), "10.0." + p + ".1", 0);
        }
      }
      // The last 10% of 100 is kept for newcomers: 90. The four /24s are of one /16, so the
      // fourth is no newcomer (issue 54: a newcomer's widest network holds nothing).
      assertThat(connections.open()).isEqualTo(90);
      assertThat(connections.admit(socket(lobby, connections), "10.0.0.2", 0))
          .contains("kept for newcomers");
      assertThat(connections.admit(socket(lobby, connections), "192.0.2.1", 0)).isNull();
    }
  }

  @Test
  void manyLoopbackAddressesOfOneNetworkCannotFillTheServer() throws Exception {
    // Five addresses of 127.0.5.0/24 open 32 WebSocket connections each (their per-address bound)
    // to a server of 150: before, they held all 150 and a newcomer was refused.
    List<Socket> held = new ArrayList<>();
    try (WebServer s =
        Servers.start(Servers.config().withLimits(Limits.defaults().withMaxConnections(150)))) {
      try {
        for (int a = 1; a <= 5; a++) {
          for (int i = 0; i < 32; i++) {
            held.add(RawHttp.webSocket(s, "127.0.5." + a));
          }
        }
        int open = -1;
        for (int tries = 0;
            tries < 200 && open != s.connections();
            tries++) { // until the count settles
          open = s.connections();
          Thread.sleep(50);
        }
        assertThat(s.connections()).isEqualTo(128); // the prefix's bound
        try (WsClient newcomer = WsClient.connect(s)) { // 127.0.0.1: another network
          newcomer.send("{\"type\":\"ping\"}");
          newcomer.await("pong");
        }
      } finally {
        for (Socket raw : held) {
          raw.close();
        }
      }
    }
  }

  @Test
  void aForwardedHeaderFromAPeerThatIsNoTrustedProxyIsIgnored() {
    // Two connections an address: three clients of 127.0.0.1 that claim other addresses are one.
    try (WebServer s =
            Servers.start(Servers.config().withLimits(SMALL.withPerClient(2, 3, 10, 10)));
        WsClient a = WsClient.connect(s, "X-Forwarded-For", "203.0.113.1");
        WsClient b = WsClient.connect(s, "Forwarded", "for=203.0.113.2");
        WsClient c = WsClient.connect(s, "X-Forwarded-For", "203.0.113.3")) {
      assertThat(c.closedWith())
          .isEqualTo("1013 too many connections from your address: try again later");
    }
  }

  @Test
  void behindATrustedProxyTheRightMostUntrustedForwardedAddressIsCounted() {
    Limits limits = SMALL.withPerClient(2, 3, 10, 10);
    Forwarding proxy = new Forwarding(Set.of("127.0.0.1"), "X-Forwarded-For");
    try (WebServer s = Servers.start(Servers.config().withLimits(limits).withForwarding(proxy));
        WsClient a = WsClient.connect(s, "X-Forwarded-For", "203.0.113.7");
        WsClient b = WsClient.connect(s, "X-Forwarded-For", "198.51.100.9, 203.0.113.7");
        WsClient c = WsClient.connect(s, "X-Forwarded-For", "203.0.113.8");
        WsClient d = WsClient.connect(s, "X-Forwarded-For", "192.0.2.1, 203.0.113.7, 127.0.0.1")) {
      c.send("{\"type\":\"ping\"}");
      c.await("pong"); // another client, though the same peer
      // b's left-most entry is the client's own writing: b is 203.0.113.7's second; d its third.
      assertThat(d.closedWith())
          .isEqualTo("1013 too many connections from your address: try again later");
      b.send("{\"type\":\"ping\"}");
      b.await("pong");
    }
  }

  @Test
  void forwardedHeadersAreReadAsTheirProxiesWriteThem() {
    Forwarding xff = new Forwarding(Set.of("10.0.0.5", "[::1]"), "X-Forwarded-For");
    assertThat(xff.client("192.0.2.9", List.of("203.0.113.1")))
        .isEqualTo("192.0.2.9"); // not a proxy
    assertThat(xff.client("10.0.0.5", List.of("1.2.3.4, 203.0.113.1"))).isEqualTo("203.0.113.1");
    assertThat(xff.client("10.0.0.5", List.of("1.2.3.4", "203.0.113.1:5555, ::1")))
        .isEqualTo("203.0.113.1");
    assertThat(xff.client("10.0.0.5", List.of("unknown"))).isEqualTo("10.0.0.5");
    assertThat(xff.client("10.0.0.5", List.of())).isEqualTo("10.0.0.5");
    Forwarding rfc = new Forwarding(Set.of("10.0.0.5"), "Forwarded");
    assertThat(
            rfc.client(
                "10.0.0.5", List.of("for=1.2.3.4, for=\"[2001:db8:cafe::17]:4711\";proto=https")))
        .isEqualTo("2001:db8:cafe:0:0:0:0:17");
    assertThat(rfc.client("10.0.0.5", List.of("for=_hidden"))).isEqualTo("10.0.0.5");
    assertThat(ClientAddress.prefix("2001:db8:cafe:0:0:0:0:17")).isEqualTo("2001:db8:cafe:0::/64");
    assertThat(ClientAddress.prefix("203.0.113.77")).isEqualTo("203.0.113.0/24");
    // Never a name lookup: names, and texts that only look like addresses, are not addresses.
    for (String name :
        List.of(
            "localhost", "999.1.1.1", "1..2.3", "1.2.3", "example.org", "g::1", "fe80::1%eth0")) {
      assertThat(ClientAddress.canonical(name)).as(name).isNull();
    }
    assertThat(ClientAddress.canonical("[::ffff:10.1.2.3]")).isEqualTo("10.1.2.3");
  }

  private static GameSocket socket(Lobby lobby, Connections connections) {
    return new GameSocket(lobby, connections, Runnable::run, System::nanoTime);
  }
}
