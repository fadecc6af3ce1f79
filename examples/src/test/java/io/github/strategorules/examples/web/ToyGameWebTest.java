package io.github.strategorules.examples.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The server's side for a game it has never heard of: the template game of docs/new-game.md (the
 * toy game of {@code stratego-template}, known only through its provider) is created over the
 * WebSocket by its spec with a bot in the other seat, played to its end from the decisions each
 * message lists, and every message carries the board as data (its grid) for the page to draw.
 */
class ToyGameWebTest {
  private WebServer server;

  @BeforeEach
  void start() {
    server = Servers.start(Servers.config());
  }

  @AfterEach
  void stop() {
    server.close();
  }

  @Test
  void aToyGameIsCreatedAndPlayedToItsEndAgainstABot() {
    try (WsClient red = WsClient.connect(server)) {
      red.send(
          "{\"type\":\"create\",\"spec\":\"toy\",\"players\":[\"human\",\"bot\"],\"seat\":\"RED\"}");
      assertThat(red.await("joined").get("seat").asString()).isEqualTo("RED");
      JsonNode update = red.await("update");
      assertThat(update.at("/message/view/grid/files").asInt()).isEqualTo(3);
      assertThat(update.at("/message/view/grid/cells").size()).isEqualTo(12);
      for (int i = 0; i < 200 && update.at("/message/outcome").isNull(); i++) {
        JsonNode legal = update.at("/message/legal_actions");
        JsonNode decision = null;
        for (JsonNode a : legal) {
          String kind = a.get("action").asString();
          if (kind.equals("hide") || kind.equals("walk")) {
            decision = a;
            break;
          }
        }
        if (decision != null) {
          red.send("{\"type\":\"act\",\"action\":" + decision + "}");
        }
        update = red.await("update");
      }
      assertThat(update.at("/message/outcome").isNull()).as("the game ended: " + update).isFalse();
      assertThat(update.at("/message/outcome/rule").asString()).startsWith("TOY-");
    }
  }
}
