package io.github.strategorules.examples.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.RecordReplay;
import io.github.strategorules.json.StrategoJson;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * A person plays a whole game of Lost Island for three against two bots (the research layer's
 * heuristic and random bots) through the page, in a headless Chromium: the setup by clicking
 * explorer values in order, then every decision of play (moves and swims by clicking two squares,
 * flips, reinforcements, rings, spying, bomb lines, storm directions, the shrink) taken through the
 * page from the legal actions the server sent, chosen at random with a fixed seed, until the game
 * ends. The page shows the outcome, the server's state agrees, and the downloaded record replays to
 * it. Writes docs/web-lost-island.png.
 */
@Tag("slow") // a browser end to end (headless Chromium); .ci/run runs it (-Pslow-tests)
class IslandBrowserTest {
  private static final StrategoJson JSON = StrategoJson.standard();

  /** A game of random play takes about 60 decisions a seat; far more means the page is stuck. */
  private static final int MAX_DECISIONS = 600;

  @Test
  void onePersonPlaysLostIslandAgainstTwoBots() throws Exception {
    Browsers.assumeAvailable();
    try (WebServer server = Servers.start(Servers.config());
        Browsers.Session session = Browsers.start()) {
      Page page = new Page(session, server.uri()).open("");
      page.create("lost-island(players=3)", List.of("human", "bot:heuristic", "bot:random"), "RED");
      Table table = server.lobby().find(page.game()).orElseThrow();
      Random random = new Random(7);
      List<String> kinds = new ArrayList<>();
      boolean pictured = false;
      int decisions = 0;
      while (true) {
        page.awaitTurn();
        if (page.over()) {
          break;
        }
        JsonNode update = page.lastUpdate();
        List<JsonNode> choices = new ArrayList<>();
        for (JsonNode a : update.path("message").path("legal_actions")) {
          String kind = a.get("action").asString();
          if (!kind.equals("resign") && !kind.equals("offer_draw") && !kind.equals("accept_draw")) {
            choices.add(a);
          }
        }
        assertThat(choices).as("the page says it is RED's turn").isNotEmpty();
        JsonNode choice = choices.get(random.nextInt(choices.size()));
        if (!pictured && page.steps() > 40 && choice.hasNonNull("from")) {
          // face-up tiles named as docs/rules/lost-island.md names them, and a legend of the
          // colours
          assertThat(page.tileNames())
              .isNotEmpty()
              .allMatch(
                  n ->
                      n.matches(
                          "(stone )?(plain|storm|flag|loot \\d+|bomb \\d+ (plus|diagonal|line))"),
                  "a tile's name");
          assertThat(page.legend())
              .contains(
                  "kind-green-face-down",
                  "kind-stone-face-down",
                  "kind-face-up",
                  "kind-water",
                  "explorer-red",
                  "explorer-blue",
                  "explorer-green",
                  "movable",
                  "actionable");
          // Issue 55: each seat's setup in one line, and the status counts turns, not actions.
          assertThat(page.log())
              .contains("RED placed 6 explorers (3 on the island, 3 in the boat)")
              .noneMatch(l -> l.contains(" lands at "));
          assertThat(page.status()).matches(".* · turn \\d+");
          page.clickSquare(choice.get("from").asString());
          page.screenshot(Servers.docs().resolve("web-lost-island.png"));
          pictured = true;
        }
        page.perform(choice);
        kinds.add(choice.get("action").asString());
        assertThat(++decisions).as("decisions of RED").isLessThan(MAX_DECISIONS);
      }
      GameState end = table.state();
      assertThat(end.outcome()).isPresent();
      assertThat(page.winners())
          .isEqualTo(
              String.join(",", end.outcome().get().winners().stream().map(Enum::name).toList()));
      assertThat(kinds).contains("place_explorers", "move", "end_step");
      assertThat(pictured).isTrue();

      HttpResponse<String> record =
          HttpClient.newHttpClient()
              .send(
                  HttpRequest.newBuilder(
                          URI.create(server.uri() + "api/games/" + page.game() + "/record"))
                      .build(),
                  HttpResponse.BodyHandlers.ofString());
      RecordReplay<GameState, RecordReplay.Refused> replay =
          Games.replay(JSON.readRecord(JSON.parse(record.body())).text());
      assertThat(replay.isLegal()).isTrue();
      assertThat(replay.finalState().record()).isEqualTo(end.record());
    }
  }
}
