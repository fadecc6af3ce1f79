package io.github.strategorules.examples.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.RecordReplay;
import io.github.strategorules.json.StrategoJson;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Two people play a complete game of Barrage against each other through the page, each in a
 * headless Chromium of its own: BLUE joins from the lobby, both set up by clicking, RED's scout
 * attack trades scouts, BLUE offers a draw that RED's next move declines, BLUE reloads its page
 * mid-game and resumes its seat with its token, and RED's scout captures the flag. Both pages show
 * the outcome, and the record downloaded from the finished game replays to it. The event log reads
 * in time order, the captured pieces say whose they were, the board has a legend. The test also
 * writes docs/web-lobby.png (BLUE's lobby listing the new game) and docs/web-classic.png.
 */
@Tag("slow") // a browser end to end (headless Chromium); .ci/run runs it (-Pslow-tests)
class ClassicBrowserTest {
  private static final StrategoJson JSON = StrategoJson.standard();

  @Test
  void twoBrowsersPlayACompleteBarrageGame() throws Exception {
    Browsers.assumeAvailable();
    Game game = Games.parse("barrage");
    try (WebServer server = Servers.start(Servers.config());
        Browsers.Session red = Browsers.start();
        Browsers.Session blue = Browsers.start();
        WsClient other = WsClient.connect(server)) {
      Page r = new Page(red, server.uri()).open("");
      Page b = new Page(blue, server.uri()).open("");
      r.create("barrage", List.of("human", "human"), "RED");
      String id = r.game();
      assertThat(r.body("seat")).contains("RED");
      // Someone else plays classic against the strategist bot, which the lobby names (issue 55).
      other.send(
          "{\"type\":\"create\",\"spec\":\"classic\",\"players\":[\"human\",\"bot:strategist\"],"
              + "\"seat\":\"RED\"}");
      String againstBot = other.await("joined").get("game").asString();
      // The lobby as BLUE finds it: the new game is listed with its free seat.
      b.awaitListed(id, "BLUE");
      b.await(() -> b.lobbyRow(againstBot).size() > 2, "the game against the bot in the lobby");
      assertThat(b.lobbyRow(againstBot).get(2)).isEqualTo("RED: taken, BLUE: bot (strategist)");
      b.screenshot(Servers.docs().resolve("web-lobby.png"));
      b.join(id, "BLUE");
      assertThat(b.body("seat")).contains("BLUE");

      GameState shadow = game.newGame(0);
      for (String t :
          List.of(
              "RED place a4=2",
              "RED place b4=2",
              "RED place j1=F",
              "RED place i1=B",
              "RED place h1=S",
              "RED place g1=3",
              "RED place f1=9",
              "RED place e1=10")) {
        shadow = act(r, game, shadow, t);
      }
      for (String t :
          List.of(
              "BLUE place a7=2",
              "BLUE place a10=F",
              "BLUE place j7=B",
              "BLUE place j8=S",
              "BLUE place j9=2",
              "BLUE place i10=3",
              "BLUE place i7=9",
              "BLUE place h7=10")) {
        shadow = act(b, game, shadow, t);
      }
      r.awaitTurn();
      // a move number, not the actions of the setup (issue 55: "step 16")
      assertThat(r.status()).isEqualTo("Your turn · move 1");
      assertThat(b.status()).isEqualTo("Waiting for RED · move 1");
      assertThat(r.log()).contains("RED finished the setup: 8 pieces placed");
      shadow = act(r, game, shadow, "RED move a4-a7");
      assertThat(r.log()).anyMatch(l -> l.contains("scout attacks scout, both lose"));
      // The log reads in time order, numbered: play started before the battle, which is the newest.
      List<String> log = r.log();
      assertThat(
              log.stream()
                  .filter(l -> l.startsWith("Play starts"))
                  .findFirst()
                  .map(log::indexOf)
                  .orElseThrow())
          .isLessThan(
              log.indexOf(
                  log.stream()
                      .filter(l -> l.contains("scout attacks scout"))
                      .findFirst()
                      .orElseThrow()));
      assertThat(log.get(log.size() - 1)).startsWith("captured at");
      assertThat(r.logNumbers()).isSorted().doesNotHaveDuplicates().startsWith(1);
      // "Captured" says what it counts: pieces off the board, by the player who lost them.
      assertThat(r.underTheBoard())
          .contains(
              "Pieces captured (off the board), by the player who lost them: ",
              "RED lost 1 (2)",
              "BLUE lost 1 (2)");
      assertThat(r.legend())
          .contains("owner-red", "owner-blue", "lake", "revealed", "movable", "target", "last");
      b.awaitTurn();
      assertThat(b.log()).anyMatch(l -> l.contains("scout attacks scout, both lose"));
      shadow = act(b, game, shadow, "BLUE move i7-i6");
      shadow = act(b, game, shadow, "BLUE offer draw");

      // BLUE reloads its page: the seat comes back with its token, kept in the tab's session.
      blue.driver.navigate().refresh();
      b.await(
          () -> b.body("seat").orElse("").equals("BLUE") && b.steps() == 19, "BLUE's seat resumed");

      r.awaitSteps(19);
      r.awaitTurn();
      r.clickSquare("b4");
      assertThat(r.highlighted("b10", "target")).isTrue();
      assertThat(r.highlighted("c5", "target")).isFalse(); // a lake
      r.screenshot(Servers.docs().resolve("web-classic.png"));
      shadow = act(r, game, shadow, "RED move b4-b10");
      b.awaitTurn();
      shadow = act(b, game, shadow, "BLUE move i6-i5");
      r.awaitTurn();
      shadow = act(r, game, shadow, "RED move b10-a10");

      b.await(b::over, "BLUE's outcome");
      for (Page p : List.of(r, b)) {
        assertThat(p.winners()).isEqualTo("RED");
        assertThat(p.termination()).isEqualTo("FLAG_CAPTURED");
      }
      assertThat(shadow.outcome()).isPresent();

      HttpResponse<String> record =
          HttpClient.newHttpClient()
              .send(
                  HttpRequest.newBuilder(URI.create(server.uri() + "api/games/" + id + "/record"))
                      .build(),
                  HttpResponse.BodyHandlers.ofString());
      assertThat(record.statusCode()).isEqualTo(200);
      RecordReplay<GameState, RecordReplay.Refused> replay =
          Games.replay(JSON.readRecord(JSON.parse(record.body())).text());
      assertThat(replay.isLegal()).isTrue();
      assertThat(replay.finalState().outcome().map(Object::toString))
          .isEqualTo(shadow.outcome().map(Object::toString));
      assertThat(replay.finalState().record()).isEqualTo(shadow.record());
    }
  }

  /** Takes an action through a page and in the shadow game, which checks it is legal. */
  private static GameState act(Page page, Game game, GameState shadow, String notation) {
    Action a = game.parseAction(notation);
    assertThat(shadow.check(a.seat(), a)).as(notation).isEmpty();
    JsonNode json = JSON.writeAction(a);
    page.perform(json);
    return shadow.apply(a.seat(), a).state();
  }
}
