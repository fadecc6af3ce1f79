package io.github.strategorules.examples.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.core.view.ViewPiece;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

/**
 * Issue 55, items 2 and 3, the server's side: the page's "Place the rest at random" put the flag on
 * the front row, and the lobby offered the bots weakest first. A seat's setup is now placed by the
 * server in a style the research layer offers for the game ({@code setup} message: {@code
 * sensible}, as the strongest bots set up, or plainly {@code random}), each placement from the
 * seat's own view and in its name, its steps shared as any others; {@code /api/spec} lists the
 * styles and the game's bots strongest first.
 */
class SetupAndBotsTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private WebServer server;

  @BeforeEach
  void start() {
    server = Servers.start(Servers.config());
  }

  @AfterEach
  void stop() {
    server.close();
  }

  private JsonNode spec(String spec) throws Exception {
    HttpResponse<String> r =
        HttpClient.newHttpClient()
            .send(
                HttpRequest.newBuilder(URI.create(server.uri() + "api/spec?spec=" + spec)).build(),
                HttpResponse.BodyHandlers.ofString());
    assertThat(r.statusCode()).isEqualTo(200);
    return MAPPER.readTree(r.body());
  }

  private static List<String> strings(JsonNode array, String field) {
    List<String> out = new ArrayList<>();
    array.forEach(n -> out.add(field == null ? n.asString() : n.get(field).asString()));
    return out;
  }

  @Test
  void theSpecListsTheBotsStrongestFirstAndTheSetupStyles() throws Exception {
    JsonNode classic = spec("classic");
    // strongest first, as the project's benchmarks rank them (benchmarks/results, docs/research.md)
    assertThat(strings(classic.get("bots"), null))
        .containsExactly(
            "deep", "strategist", "reference", "search", "learned", "heuristic", "random");
    assertThat(strings(classic.get("setups"), "name")).containsExactly("sensible", "random");
    assertThat(classic.at("/setups/0/description").asString()).contains("back row");
    assertThat(classic.get("default_bot").asString()).isEqualTo("heuristic");
    JsonNode island = spec("lost-island(players%3D3)");
    assertThat(strings(island.get("bots"), null)).containsExactly("search", "heuristic", "random");
    assertThat(island.get("setups")).isEmpty();
  }

  @Test
  void aSensibleSetupIsPlacedForTheSeatInItsNameWithTheFlagOnTheBackRow() {
    try (WsClient red = WsClient.connect(server);
        WsClient blue = WsClient.connect(server)) {
      red.send(
          "{\"type\":\"create\",\"spec\":\"classic\",\"players\":[\"human\",\"human\"],"
              + "\"seat\":\"RED\"}");
      String id = red.await("joined").get("game").asString();
      red.await("update");
      blue.send("{\"type\":\"join\",\"game\":\"" + id + "\"}");
      blue.await("joined");
      blue.await("update");
      // two placements by hand first: the style places the rest
      red.send("{\"type\":\"act\",\"action\":\"RED place a4=2\"}");
      red.await("update");
      red.send("{\"type\":\"act\",\"action\":\"RED place b4=2\"}");
      red.await("update");

      red.send("{\"type\":\"setup\",\"id\":7,\"setup\":\"sensible\"}");
      JsonNode last =
          red.await(f -> f.path("reply_to").asInt(-1) == 7, "the answer to the setup message");
      assertThat(last.path("message").path("steps").asInt()).isEqualTo(40);
      Table table = server.lobby().find(id).orElseThrow();
      ClassicView redView = (ClassicView) table.state().viewFor(Seat.RED);
      List<Square> flags = new ArrayList<>();
      for (int x = 0; x < 10; x++) {
        for (int y = 0; y < 4; y++) {
          Optional<ViewPiece> p = redView.pieceAt(Square.of(x, y));
          assertThat(p).as("RED's setup is whole").isPresent();
          if (p.get().type().orElseThrow() == PieceType.FLAG) {
            flags.add(Square.of(x, y));
          }
        }
      }
      assertThat(flags).singleElement().matches(f -> f.y() == 0, "on RED's back row");
      assertThat(redView.pieceAt(Square.parse("a4")).orElseThrow().type())
          .contains(PieceType.SCOUT);
      // BLUE saw that RED set up, never what or where
      blue.await(
          f -> f.path("message").path("steps").asInt() == 40, "BLUE's share of the last placement");
      for (String f : blue.frames()) {
        JsonNode events = MAPPER.readTree(f).at("/message/events");
        assertThat(events.toString()).as("BLUE's events").doesNotContain("FLAG", "a4", "\"type\"");
      }

      red.send("{\"type\":\"setup\",\"setup\":\"sensible\"}");
      assertThat(red.await("error").get("code").asString()).isEqualTo("NOT_SETTING_UP");
      blue.send("{\"type\":\"setup\",\"setup\":\"human-like\"}");
      JsonNode unknown = blue.await("error");
      assertThat(unknown.get("code").asString()).isEqualTo("NO_SUCH_SETUP");
      assertThat(unknown.get("message").asString()).contains("sensible, random");
      blue.send("{\"type\":\"setup\",\"setup\":\"random\"}");
      blue.await(f -> f.path("message").path("steps").asInt() == 80, "BLUE's random setup");
      assertThat(table.state().phase()).isEqualTo(Phase.PLAY);
    }
  }

  @Test
  void aSpectatorHasNoSetupToPlace() {
    try (WsClient c = WsClient.connect(server)) {
      c.send(
          "{\"type\":\"create\",\"spec\":\"barrage\",\"players\":[\"human\",\"bot\"],"
              + "\"seat\":\"spectator\"}");
      c.await("joined");
      c.send("{\"type\":\"setup\",\"setup\":\"sensible\"}");
      assertThat(c.await("error").get("code").asString()).isEqualTo("NOT_SEATED");
    }
  }
}
