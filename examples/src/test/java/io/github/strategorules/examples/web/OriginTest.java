package io.github.strategorules.examples.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Issue 36, point 5: a WebSocket upgrade's {@code Origin} must be the server's own (scheme, host
 * and port of the request) or allow-listed. Before, any page of an allowed host passed on any port
 * and scheme ({@code http://localhost:3000} created games), and an origin whose authority held user
 * info ({@code http://127.0.0.1:PORT@evil.example}) passed as the loopback.
 */
class OriginTest {
  @Test
  void aPageOfTheLoopbackOnAnotherPortOrSchemeIsRefused() throws Exception {
    try (WebServer s = Servers.start(Servers.config())) {
      String host = "localhost:" + s.port();
      assertThat(upgrade(s, host, "http://localhost:3000")).isEqualTo(403);
      assertThat(upgrade(s, host, "https://localhost:" + s.port())).isEqualTo(403);
      assertThat(upgrade(s, host, "http://127.0.0.1:" + s.port()))
          .as("another host name")
          .isEqualTo(403);
      assertThat(upgrade(s, host, "http://localhost:" + s.port())).isEqualTo(101);
      assertThat(upgrade(s, "127.0.0.1:" + s.port(), "http://127.0.0.1:" + s.port()))
          .isEqualTo(101);
    }
  }

  @Test
  void anOriginWithUserInfoIsRefused() throws Exception {
    try (WebServer s = Servers.start(Servers.config())) {
      String host = "127.0.0.1:" + s.port();
      assertThat(upgrade(s, host, "http://127.0.0.1:" + s.port() + "@evil.example")).isEqualTo(403);
      assertThat(upgrade(s, host, "http://x@127.0.0.1:" + s.port())).isEqualTo(403);
    }
  }

  @Test
  void anAllowListedOriginPassesExactlyAndTheDefaultPortMayBeLeftOut() throws Exception {
    try (WebServer s =
        Servers.start(
            Servers.config()
                .withAllowedHosts(Set.of("games.example.org"))
                .withAllowedOrigins(Set.of("https://games.example.org")))) {
      assertThat(upgrade(s, "games.example.org", "https://games.example.org")).isEqualTo(101);
      assertThat(upgrade(s, "games.example.org", "https://games.example.org:8443")).isEqualTo(403);
      assertThat(upgrade(s, "games.example.org", "http://games.example.org"))
          .as("the server's own")
          .isEqualTo(101);
      assertThat(upgrade(s, "games.example.org", "http://games.example.org:80")).isEqualTo(101);
      assertThat(upgrade(s, "games.example.org", "http://games.example.org:81")).isEqualTo(403);
    }
  }

  /** The status of a WebSocket upgrade with a Host and an Origin. */
  private static int upgrade(WebServer s, String host, String origin) throws Exception {
    return RawHttp.status(s, RawHttp.upgradeRequest(host, origin));
  }
}
