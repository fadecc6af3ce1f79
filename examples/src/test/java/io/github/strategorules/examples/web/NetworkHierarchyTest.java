package io.github.strategorules.examples.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 54.1 and 54.2: fair admission by network hierarchy. IPv6 is bounded per /48 and /56 as well
 * as /64 (one /48 is 65,536 /64s: 400 of them held 400 of 400 connections and 50 of 50 games), IPv4
 * per /16 as well as /24, a newcomer is a client whose widest network holds nothing, and a full
 * server gives a newcomer the place of the most idle holder of the most crowded network: a
 * connection that sent no game action, a game in which no person moved, for {@link
 * Limits#idleWhenFull()}.
 */
class NetworkHierarchyTest {
  private static final long SECOND = 1_000_000_000L;

  @Test
  void anAddressBelongsToItsNetworksAtEveryLevel() {
    assertThat(ClientAddress.networks("10.1.2.3")).containsExactly("10.1.0.0/16", "10.1.2.0/24");
    assertThat(ClientAddress.networks(ClientAddress.canonical("2001:db8:7:1a3::1")))
        .containsExactly("2001:db8:7::/48", "2001:db8:7:100::/56", "2001:db8:7:1a3::/64");
    assertThat(ClientAddress.networks("not an address")).containsExactly("not an address");
    assertThat(ClientAddress.bound("2001:db8:7:100::/56", 30, 60)).isEqualTo(60);
    assertThat(ClientAddress.bound("2001:db8:7:100::/56", 30, 100)).isEqualTo(60);
    assertThat(ClientAddress.bound("10.1.0.0/16", 30, 100)).isEqualTo(100);
  }

  @Test
  void manyPrefixesOfOneIpv6NetworkAreBoundedTogether() {
    Limits limits = Limits.defaults().withMaxGames(50).withPerNetwork(512, 20, Duration.ofHours(1));
    try (Lobby lobby = Servers.lobby(limits)) {
      int created = 0;
      for (int n = 0; n < 400; n++) {
        try {
          lobby.create(
              "barrage",
              List.of(),
              new Table.Owner(new Object(), ClientAddress.canonical("2001:db8:7:" + n + "::1")),
              0);
          created++;
        } catch (WebException e) {
          assertThat(e.code()).isEqualTo(ErrorCode.TOO_MANY_GAMES);
          assertThat(e.getMessage()).contains("2001:db8:7::/48");
        }
      }
      assertThat(created).isEqualTo(20); // the /48's bound, not the server's 50
      lobby.create(
          "barrage",
          List.of(),
          new Table.Owner(new Object(), ClientAddress.canonical("2001:db8:8::1")),
          0);
    }
  }

  @Test
  void manyIpv6PrefixesCannotHoldEveryConnectionNorTheNewcomersShare() {
    Limits limits = Limits.defaults().withMaxConnections(400);
    try (Lobby lobby = Servers.lobby(limits)) {
      Connections connections = new Connections(limits);
      int admitted = 0;
      for (int n = 0; n < 400; n++) {
        if (connections.admit(
                socket(lobby, connections), ClientAddress.canonical("2001:db8:7:" + n + "::1"), 0)
            == null) {
          admitted++;
        }
      }
      // 256 /64s of one /56 are bounded by twice the prefix's bound; the /48 by 512
      assertThat(admitted).isLessThanOrEqualTo(2 * 128 + 144);
      assertThat(admitted).isLessThan(400 - 400 / 10 + 1);
      assertThat(
              connections.admit(
                  socket(lobby, connections), ClientAddress.canonical("2001:db8:9::1"), 0))
          .isNull();
    }
  }

  @Test
  void aFullLobbyGivesANewcomerTheIdlestGameOfTheMostCrowdedNetwork() {
    Limits limits =
        Servers.small()
            .withMaxGames(10)
            .withNewcomers(10, Duration.ofHours(1)) // no game is dropped as abandoned here
            .withPerNetwork(512, 60, Duration.ofSeconds(10));
    try (Lobby lobby = Servers.lobby(limits)) {
      List<Table> crowd = new ArrayList<>();
      for (int p = 0; p < 9; p++) {
        crowd.add(
            lobby.create(
                "barrage",
                List.of(),
                new Table.Owner(new Object(), "10.7." + p + ".1"),
                p * SECOND));
      }
      lobby.create("barrage", List.of(), new Table.Owner(new Object(), "192.0.2.1"), 0);
      // the server is full, and nothing is idle yet
      assertThatThrownBy(
              () ->
                  lobby.create(
                      "barrage",
                      List.of(),
                      new Table.Owner(new Object(), "198.51.100.1"),
                      9 * SECOND))
          .isInstanceOf(WebException.class)
          .extracting(e -> ((WebException) e).code())
          .isEqualTo(ErrorCode.SERVER_FULL);
      // once the crowded network's games are idle, a newcomer takes the place of the idlest
      lobby.create(
          "barrage", List.of(), new Table.Owner(new Object(), "198.51.100.1"), 11 * SECOND);
      assertThat(lobby.find(crowd.get(0).id())).isEmpty();
      assertThat(lobby.find(crowd.get(1).id())).isPresent();
      // a network as crowded as the newcomer's own is not taken from: 192.0.2.0 holds one game,
      // and so would 203.0.113.0 after the drop; the crowded network still gives
      lobby.create("barrage", List.of(), new Table.Owner(new Object(), "203.0.113.1"), 12 * SECOND);
      assertThat(lobby.find(crowd.get(1).id())).isEmpty();
      assertThat(lobby.tables())
          .extracting(t -> t.owner().address())
          .contains("192.0.2.1", "198.51.100.1", "203.0.113.1");
    }
  }

  @Test
  void aFullServerGivesANewcomerTheConnectionThatSentNoGameActionForLongest() {
    Limits limits =
        Limits.defaults().withMaxConnections(20).withPerNetwork(512, 60, Duration.ofSeconds(10));
    try (Lobby lobby = Servers.lobby(limits)) {
      Connections connections = new Connections(limits);
      List<Fake> crowd = new ArrayList<>();
      for (int i = 0; i < 18; i++) {
        Fake f = new Fake("10.7." + i + ".1", i * SECOND);
        assertThat(connections.admit(f, f.address, 0)).isNull();
        crowd.add(f);
      }
      Fake lone = new Fake("192.0.2.1", 0);
      assertThat(connections.admit(lone, lone.address, 0)).isNull();
      crowd.get(0).idleSince = 30 * SECOND; // it played lately: it keeps its place
      Fake newcomer = new Fake("198.51.100.1", 0);
      assertThat(connections.admit(newcomer, newcomer.address, 5 * SECOND)).isNull(); // room
      Fake another = new Fake("203.0.113.1", 0);
      // full: nothing idle 10 s at 5 s
      assertThat(connections.admit(another, another.address, 5 * SECOND)).isNotNull();
      assertThat(connections.admit(another, another.address, 31 * SECOND)).isNull();
      assertThat(crowd.get(1).closed).isTrue();
      assertThat(crowd.get(0).closed).isFalse();
      assertThat(lone.closed).isFalse();
      assertThat(connections.holds(crowd.get(1))).isFalse();
      assertThat(connections.open()).isEqualTo(20);
    }
  }

  /** A connection as the bounds see it. */
  private static final class Fake implements Connections.Holder {
    final String address;
    long idleSince;
    boolean closed;

    Fake(String address, long idleSince) {
      this.address = address;
      this.idleSince = idleSince;
    }

    @Override
    public String address() {
      return address;
    }

    @Override
    public long idleSince() {
      return idleSince;
    }

    @Override
    public long lastMessage() {
      return idleSince;
    }

    @Override
    public void close(int status, String reason) {
      closed = true;
    }
  }

  private static GameSocket socket(Lobby lobby, Connections connections) {
    return new GameSocket(lobby, connections, Runnable::run, System::nanoTime);
  }
}
