package io.github.strategorules.examples.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.json.StrategoJson;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 36, point 4: clients with many addresses. Before, every bound was per exact address: 6
 * addresses filled 50 games in 4 s, 101 filled the default 1,000 (then {@code SERVER_FULL} for 15
 * minutes), 13 held 400 connections. Now the bounds count network prefixes too (IPv4 /24, IPv6
 * /64), the last share of games and connections is kept for prefixes that hold none, and a full
 * server drops a game nobody has been connected to for a while.
 */
class ManyAddressesTest {
  private static final Limits SMALL = new Limits(50, 10, 5, 1_024, 50, 50, 5, 1_000, Duration.ofSeconds(30),
      Duration.ofMinutes(30), Duration.ofMinutes(15));

  private static Lobby lobby(Limits limits) {
    return new Lobby(limits, BotSource.research(), Duration.ofMinutes(1), () -> 5, Tokens::gameId,
        StrategoJson.standard());
  }

  /** Creates games from an address until refused or {@code n} are made; returns how many were. */
  private static int fill(Lobby lobby, String address, int n, long now) {
    int created = 0;
    try {
      for (; created < n; created++) {
        lobby.create("barrage", List.of("human", "human"), new Table.Owner(new Object(), address), now);
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
      assertThatThrownBy(() -> lobby.create("barrage", List.of(), new Table.Owner(new Object(), "10.0.0.2"), 0))
          .isInstanceOf(WebException.class).hasMessageContaining("are kept for newcomers");
      lobby.create("barrage", List.of(), new Table.Owner(new Object(), "192.0.2.1"), 0);
      lobby.create("barrage", List.of(), new Table.Owner(new Object(), "198.51.100.1"), 0);
      assertThat(lobby.tables()).hasSize(47);
    }
  }

  @Test
  void aFullLobbyDropsTheOldestGameNobodyHasBeenConnectedToForAMinute() {
    try (Lobby lobby = lobby(SMALL.withMaxGames(5))) {
      List<Table> tables = new ArrayList<>();
      for (int p = 0; p < 5; p++) {
        tables.add(lobby.create("barrage", List.of(), new Table.Owner(new Object(), "10.0." + p + ".1"), p));
      }
      Table watched = tables.get(0);
      watched.watch(new Peer() {
        @Override
        public void send(String text) {}

        @Override
        public void close(int status, String reason) {}
      }, 0);
      // Half a minute later every game is still young: the server is full.
      assertThatThrownBy(() -> lobby.create("barrage", List.of(), new Table.Owner(new Object(), "192.0.2.1"),
          Duration.ofSeconds(30).toNanos())).isInstanceOf(WebException.class).hasMessageContaining("holds 5 games");
      // Two minutes later the oldest game nobody is connected to makes room (the watched one stays).
      lobby.create("barrage", List.of(), new Table.Owner(new Object(), "192.0.2.1"), Duration.ofMinutes(2).toNanos());
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
          if (connections.admit(socket(lobby, connections), "10.0.0." + a) == null) {
            admitted++;
          }
        }
      }
      assertThat(admitted).isEqualTo(128); // the prefix's bound
      assertThat(connections.admit(socket(lobby, connections), "10.0.1.1")).isNull();
    }
  }

  @Test
  void manyNetworksLeaveAShareOfConnectionsForNewcomers() {
    Limits limits = Limits.defaults().withMaxConnections(100);
    try (Lobby lobby = lobby(limits)) {
      Connections connections = new Connections(limits);
      for (int p = 0; p < 4; p++) {
        for (int i = 0; i < 32; i++) {
          connections.admit(socket(lobby, connections), "10.0." + p + ".1");
        }
      }
      // The last 10% of 100 is kept for newcomers: 90, and the fourth network's first as a newcomer.
      assertThat(connections.open()).isEqualTo(91);
      assertThat(connections.admit(socket(lobby, connections), "10.0.0.2")).contains("kept for newcomers");
      assertThat(connections.admit(socket(lobby, connections), "192.0.2.1")).isNull();
    }
  }

  private static GameSocket socket(Lobby lobby, Connections connections) {
    return new GameSocket(lobby, connections, Runnable::run, System::nanoTime);
  }
}
