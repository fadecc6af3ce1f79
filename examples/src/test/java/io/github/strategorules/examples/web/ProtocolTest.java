package io.github.strategorules.examples.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Transcript;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The WebSocket protocol of docs/web.md over real sockets (the JDK's client, no browser): games
 * created and joined, actions checked in the sender's name, seats resumed by token, spectators,
 * bots, and the HTTP resources.
 */
class ProtocolTest {
  private WebServer server;

  @BeforeEach
  void start() {
    server = Servers.start(Servers.config());
  }

  @AfterEach
  void stop() {
    server.close();
  }

  private WsClient create(String spec, String players, String seat) {
    WsClient c = WsClient.connect(server);
    c.send(
        "{\"type\":\"create\",\"spec\":\""
            + spec
            + "\",\"players\":"
            + players
            + ",\"seat\":"
            + seat
            + "}");
    return c;
  }

  private static void act(WsClient c, String notation) {
    c.send("{\"type\":\"act\",\"action\":{\"notation\":\"" + notation + "\"}}");
  }

  private HttpResponse<String> get(String path) throws Exception {
    return HttpClient.newHttpClient()
        .send(
            HttpRequest.newBuilder(URI.create(server.uri() + path)).build(),
            HttpResponse.BodyHandlers.ofString());
  }

  /** Issue 36.7: a message naming a field twice is refused, not read as its last value. */
  @Test
  void aMessageWithAFieldTwiceIsMalformed() {
    try (WsClient c = WsClient.connect(server)) {
      c.send("{\"type\":\"ping\",\"type\":\"create\",\"spec\":\"barrage\"}");
      JsonNode error = c.await("error");
      assertThat(error.get("code").asString()).isEqualTo("MALFORMED");
      assertThat(error.get("message").asString()).contains("'type'");
      c.send("{\"type\":\"ping\"}");
      c.await("pong");
    }
  }

  @Test
  void aSeatGetsItsOwnViewAndLegalActionsAndActsOnlyInItsOwnName() {
    try (WsClient red = create("barrage", "[\"human\",\"human\"]", "\"RED\"")) {
      JsonNode joined = red.await("joined");
      assertThat(joined.get("seat").asString()).isEqualTo("RED");
      assertThat(joined.get("token").asString()).hasSizeGreaterThanOrEqualTo(32);
      String id = joined.get("game").asString();
      JsonNode first = red.await("update");
      assertThat(first.at("/message/steps").asInt()).isZero();
      assertThat(first.at("/message/seat").asString()).isEqualTo("RED");
      assertThat(first.at("/message/legal_actions/0/notation").asString()).startsWith("RED place");
      assertThat(first.get("diagram").asString()).contains("~");
      try (WsClient blue = WsClient.connect(server)) {
        blue.send("{\"type\":\"join\",\"game\":\"" + id + "\"}");
        assertThat(blue.await("joined").get("seat").asString()).isEqualTo("BLUE");
        blue.await("update");
        act(red, "BLUE place a7=F");
        JsonNode refused = red.await("refused");
        assertThat(refused.get("reason").asString()).isEqualTo("NOT_YOUR_ACTION");
        act(red, "RED fly a4-a9");
        assertThat(red.await("refused").get("reason").asString()).isEqualTo("UNREADABLE");
        // issue 54.3: a field the action does not have is refused, not ignored (RED resigned)
        red.send("{\"type\":\"act\",\"action\":{\"action\":\"resign\",\"player\":\"BLUE\"}}");
        JsonNode player = red.await("refused");
        assertThat(player.get("reason").asString()).isEqualTo("UNREADABLE");
        assertThat(player.get("message").asString()).contains("/player");
        assertThat(server.lobby().tables().get(0).isOver()).isFalse();
        // issue 54.5: a field named twice inside the action is reported at /action
        red.send(
            "{\"type\":\"act\",\"action\":{\"notation\":\"RED place a4=2\",\"notation\":\"x\"}}");
        assertThat(red.await("error").get("message").asString()).contains("at /action:");
        act(red, "RED place a4=2");
        JsonNode step = red.await("update");
        assertThat(step.at("/message/steps").asInt()).isEqualTo(1);
        assertThat(step.has("steps")).as("issue 54.10: the steps once, in the message").isFalse();
        assertThat(step.at("/message/events/0/type").asString()).isEqualTo("SCOUT");
        JsonNode seenByBlue = blue.await("update");
        assertThat(seenByBlue.at("/message/events").toString())
            .as("BLUE's events")
            .doesNotContain("SCOUT")
            .doesNotContain("a4");
        assertThat(seenByBlue.at("/message/view/board").toString())
            .as("BLUE's board")
            .doesNotContain("SCOUT")
            .doesNotContain("a4");
      }
    }
  }

  @Test
  void anActionMayBeSentAsItsNotationAlone() {
    try (WsClient red = create("barrage", "[\"human\",\"human\"]", "\"RED\"")) {
      red.await("joined");
      red.await("update");
      red.send("{\"type\":\"act\",\"action\":\"RED place a4=2\"}");
      assertThat(red.await("update").at("/message/steps").asInt()).isEqualTo(1);
      red.send("{\"type\":\"act\",\"action\":\"BLUE place a7=F\"}");
      assertThat(red.await("refused").get("reason").asString()).isEqualTo("NOT_YOUR_ACTION");
      red.send("{\"type\":\"act\",\"action\":7}");
      assertThat(red.await("error").get("code").asString()).isEqualTo("MALFORMED");
    }
  }

  @Test
  void aSeatIsResumedWithItsTokenOnlyAndTheOldConnectionIsClosed() {
    try (WsClient red = create("duel", "[\"human\",\"bot\"]", "\"RED\"")) {
      JsonNode joined = red.await("joined");
      String id = joined.get("game").asString();
      String token = joined.get("token").asString();
      try (WsClient thief = WsClient.connect(server)) {
        thief.send(
            "{\"type\":\"resume\",\"game\":\""
                + id
                + "\",\"seat\":\"RED\",\"token\":\""
                + token.substring(1)
                + "x\"}");
        assertThat(thief.await("error").get("code").asString()).isEqualTo("BAD_TOKEN");
        thief.send("{\"type\":\"join\",\"game\":\"" + id + "\",\"seat\":\"RED\"}");
        assertThat(thief.await("error").get("code").asString()).isEqualTo("SEAT_TAKEN");
        thief.send("{\"type\":\"join\",\"game\":\"" + id + "\",\"seat\":\"BLUE\"}");
        assertThat(thief.await("error").get("code").asString()).isEqualTo("NO_SUCH_SEAT");
      }
      try (WsClient again = WsClient.connect(server)) {
        again.send(
            "{\"type\":\"resume\",\"game\":\""
                + id
                + "\",\"seat\":\"RED\",\"token\":\""
                + token
                + "\"}");
        assertThat(again.await("joined").get("token").asString()).isEqualTo(token);
        assertThat(again.await("update").at("/message/seat").asString()).isEqualTo("RED");
        assertThat(red.closedWith()).isEqualTo("4001 the seat was resumed from another connection");
      }
    }
  }

  @Test
  void aSpectatorGetsThePublicViewAndCannotAct() {
    try (WsClient red = create("barrage", "[\"human\",\"bot\"]", "\"RED\"")) {
      String id = red.await("joined").get("game").asString();
      try (WsClient watcher = WsClient.connect(server)) {
        watcher.send("{\"type\":\"watch\",\"game\":\"" + id + "\"}");
        JsonNode joined = watcher.await("joined");
        assertThat(joined.get("seat").isNull()).isTrue();
        assertThat(joined.get("token").isNull()).isTrue();
        JsonNode update = watcher.await("update");
        assertThat(update.at("/message/seat").isNull()).isTrue();
        assertThat(update.at("/message/legal_actions").size()).isZero();
        act(watcher, "RED place a4=2");
        assertThat(watcher.await("error").get("code").asString()).isEqualTo("NOT_SEATED");
        act(red, "RED place a4=2");
        int n =
            red.await(
                    f ->
                        f.path("type").asString("").equals("update")
                            && f.at("/message/events").toString().contains("SCOUT"),
                    "RED's placement")
                .at("/message/steps")
                .asInt();
        JsonNode seen =
            watcher.await(
                f ->
                    f.path("type").asString("").equals("update")
                        && f.at("/message/steps").asInt() == n,
                "RED's step");
        assertThat(seen.at("/message/events").toString())
            .doesNotContain("SCOUT")
            .doesNotContain("a4");
        assertThat(seen.at("/message/view").toString())
            .doesNotContain("SCOUT")
            .doesNotContain("a4");
      }
    }
  }

  @Test
  void botsPlayAWholeGameOfLostIslandForFourWhileASpectatorWatches() throws Exception {
    try (WsClient watcher =
        create("lost-island(players=4)", "[\"bot\",\"bot\",\"bot:random\",\"bot\"]", "null")) {
      JsonNode joined = watcher.await("joined");
      assertThat(joined.get("seat").isNull()).isTrue();
      String id = joined.get("game").asString();
      JsonNode end =
          watcher.await(
              f ->
                  f.path("type").asString("").equals("update")
                      && !f.at("/message/outcome").isNull(),
              "the end of the game");
      Table table = server.lobby().find(id).orElseThrow();
      assertThat(end.at("/message/steps").asInt()).isPositive();
      assertThat(end.at("/message/outcome/termination").asString())
          .isEqualTo(table.state().outcome().orElseThrow().termination().name());
      HttpResponse<String> record = get("api/games/" + id + "/record?format=text");
      assertThat(record.statusCode()).isEqualTo(200);
      assertThat(record.body()).isEqualTo(table.state().record());
      assertThat(record.headers().firstValue("Content-Disposition"))
          .hasValueSatisfying(v -> v.contains(".txt"));
    }
  }

  /** A bot that throws, an exception or an error (a search's stack overflow), resigns its seat. */
  @Test
  void aBotThatFailsResignsItsSeat() {
    server.close();
    server =
        Servers.start(
            Servers.config()
                .withBots(
                    BotSource.research()
                        .with(
                            "broken",
                            game ->
                                failing("broken", new IllegalStateException("broken on purpose")))
                        .with(
                            "overflowing",
                            game -> failing("overflowing", new StackOverflowError()))));
    for (String bot : List.of("broken", "overflowing")) {
      try (WsClient red = create("barrage", "[\"human\",\"bot:" + bot + "\"]", "\"RED\"")) {
        JsonNode end =
            red.await(
                f ->
                    f.path("type").asString("").equals("update")
                        && !f.at("/message/outcome").isNull(),
                "the end of the game");
        assertThat(end.at("/message/outcome/winners/0").asString()).as(bot).isEqualTo("RED");
        assertThat(end.at("/message/outcome/termination").asString())
            .as(bot)
            .isEqualTo("RESIGNATION");
      }
    }
  }

  private static Bot failing(String name, Throwable failure) {
    return new Bot() {
      @Override
      public String name() {
        return name;
      }

      @Override
      public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
        if (failure instanceof Error e) {
          throw e;
        }
        throw (RuntimeException) failure;
      }
    };
  }

  @Test
  void theRecordIsGivenOutOnlyOnceTheGameIsOver() throws Exception {
    try (WsClient red = create("barrage", "[\"human\",\"bot\"]", "\"RED\"")) {
      String id = red.await("joined").get("game").asString();
      assertThat(get("api/games/" + id + "/record").statusCode()).isEqualTo(409);
      act(red, "RED resign");
      red.await(
          f -> f.path("type").asString("").equals("update") && !f.at("/message/outcome").isNull(),
          "the end");
      HttpResponse<String> r = get("api/games/" + id + "/record");
      assertThat(r.statusCode()).isEqualTo(200);
      assertThat(r.body())
          .contains("\"kind\":\"record\"")
          .contains("\"termination\":\"RESIGNATION\"");
    }
  }

  @Test
  void httpListsGamesAndChecksSpecs() throws Exception {
    try (WsClient red = create("classic(silent_defence)", "[\"human\",\"human\"]", "\"RED\"")) {
      String id = red.await("joined").get("game").asString();
      HttpResponse<String> list = get("api/games");
      assertThat(list.statusCode()).isEqualTo(200);
      assertThat(list.body()).contains(id).contains("\"taken\":false");
      assertThat(get("api/games/" + id).body()).contains("\"phase\":\"SETUP\"");
      assertThat(get("api/games/nosuchgame").statusCode()).isEqualTo(404);
      HttpResponse<String> spec = get("api/spec?spec=lost-island(players%3D3)");
      assertThat(spec.body())
          .startsWith(
              "{\"game\":{\"spec\":\"lost-island(players=3)\",\"family\":\"lost-island\","
                  + "\"seats\":[\"RED\",\"BLUE\",\"GREEN\"]},\"bots\":[")
          .contains("\"random\"", "\"heuristic\"")
          .contains("\"default_bot\":\"heuristic\"")
          .contains("\"games\":[\"barrage\",\"classic\"");
      HttpResponse<String> bad = get("api/spec?spec=chess");
      assertThat(bad.statusCode()).isEqualTo(400);
      assertThat(bad.body()).contains("unknown game 'chess'");
      HttpResponse<String> page = get("");
      assertThat(page.statusCode()).isEqualTo(200);
      assertThat(page.body()).contains("<script type=\"module\" src=\"app.js\">");
      assertThat(page.headers().firstValue("Content-Security-Policy"))
          .hasValueSatisfying(v -> v.contains("default-src 'self'"));
      HttpResponse<String> post =
          HttpClient.newHttpClient()
              .send(
                  HttpRequest.newBuilder(URI.create(server.uri() + "api/games"))
                      .POST(HttpRequest.BodyPublishers.ofString("{}"))
                      .build(),
                  HttpResponse.BodyHandlers.ofString());
      assertThat(post.statusCode()).isEqualTo(405);
    }
  }

  @Test
  void createRefusesBadSpecsPlayersAndSeats() {
    try (WsClient c = WsClient.connect(server)) {
      c.send("{\"type\":\"create\",\"spec\":\"lost-island(players=5)\"}");
      assertThat(c.await("error").get("code").asString()).isEqualTo("BAD_SPEC");
      c.send("{\"type\":\"create\",\"spec\":\"barrage\",\"players\":[\"human\",\"bot:nobody\"]}");
      assertThat(c.await("error").get("code").asString()).isEqualTo("NO_SUCH_BOT");
      c.send(
          "{\"type\":\"create\",\"spec\":\"barrage\",\"players\":[\"human\",\"human\",\"human\"]}");
      assertThat(c.await("error").get("code").asString()).isEqualTo("MALFORMED");
      c.send("{\"type\":\"create\",\"spec\":\"barrage\",\"seat\":\"PURPLE\"}");
      assertThat(c.await("error").get("message").asString()).startsWith("no seat 'PURPLE'");
      c.send("{\"type\":\"join\",\"game\":\"" + "x".repeat(500) + "\"}");
      JsonNode error = c.await("error");
      assertThat(error.get("code").asString()).isEqualTo("NO_SUCH_GAME");
      assertThat(error.get("message").asString()).hasSizeLessThan(40);
      c.send("{\"type\":\"create\",\"spec\":\"barrage\"}");
      assertThat(c.await("joined").get("seat").asString()).isEqualTo("RED");
      assertThat(server.lobby().tables()).hasSize(1);
      assertThat(List.of(c.isClosed())).containsExactly(false);
    }
  }
}
