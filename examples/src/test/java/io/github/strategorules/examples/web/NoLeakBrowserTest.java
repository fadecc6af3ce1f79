package io.github.strategorules.examples.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.json.StrategoJson;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * No WebSocket frame a browser receives holds a fact hidden from its seat: two games that differ
 * only in facts hidden from RED ({@link Twins}: BLUE's setup and the choices of BLUE that RED
 * cannot tell apart) are played through the server, RED in Chromium through the page, BLUE by a
 * scripted WebSocket client, and a spectator in a second Chromium. Every frame RED's browser
 * received, and every frame the spectator's received, as Chromium's network log recorded them, is
 * byte-identical in the two games (once the game's id and RED's seat token, which are drawn at
 * random, are written as placeholders), while the referee's records of the two games differ.
 */
@Tag("slow") // a browser end to end (headless Chromium); .ci/run runs it (-Pslow-tests)
class NoLeakBrowserTest {
  private static final StrategoJson JSON = StrategoJson.standard();
  private static final Pattern TOKEN = Pattern.compile("\"token\":\"[A-Za-z0-9_-]+\"");

  @Test
  void barrageFramesHoldNothingOfTheOpponentsSetup() {
    pairedGames("barrage", 50, 30);
  }

  @Test
  void lostIslandFramesHoldNothingOfTheOpponentsValues() {
    pairedGames("lost-island(players=2)", 60, 30);
  }

  private static void pairedGames(String spec, int steps, int atLeast) {
    Browsers.assumeAvailable();
    Game game = Games.parse(spec);
    // The test servers draw seeds 1, 2, ...: a game of two people gets seed 1.
    Twins twins = Twins.of(game.newGame(1), Seat.RED, steps, 11);
    assertThat(twins.actionsA()).hasSizeGreaterThanOrEqualTo(atLeast);
    assertThat(twins.endA().record())
        .as("the games differ for the referee")
        .isNotEqualTo(twins.endB().record());
    try (Browsers.Session red = Browsers.start();
        Browsers.Session watcher = Browsers.start()) {
      List<List<String>> a = play(spec, twins.startA(), twins.actionsA(), red, watcher);
      List<List<String>> b = play(spec, twins.startB(), twins.actionsB(), red, watcher);
      assertThat(a.get(0)).as("RED's frames").hasSizeGreaterThan(twins.actionsA().size());
      assertThat(a.get(1)).as("the spectator's frames").hasSizeGreaterThan(twins.actionsA().size());
      assertThat(b.get(0)).as("RED's frames of game B").containsExactlyElementsOf(a.get(0));
      assertThat(b.get(1))
          .as("the spectator's frames of game B")
          .containsExactlyElementsOf(a.get(1));
    }
  }

  /** Plays one game of a pair; returns RED's and the spectator's frames, normalized. */
  private static List<List<String>> play(
      String spec,
      GameState start,
      List<Action> actions,
      Browsers.Session red,
      Browsers.Session watcher) {
    try (WebServer server = Servers.start(Servers.config())) {
      Page r = fresh(red, server, "");
      r.create(spec, List.of("human", "human"), "RED");
      String id = r.game();
      assertThat(server.lobby().find(id).orElseThrow().state().record()).isEqualTo(start.record());
      try (WsClient blue = WsClient.connect(server)) {
        blue.send("{\"type\":\"join\",\"game\":\"" + id + "\",\"seat\":\"BLUE\"}");
        blue.await("joined");
        r.await(
            () ->
                r.framesReceived().stream()
                    .anyMatch(
                        f ->
                            f.contains(
                                "\"seat\":\"BLUE\",\"player\":\"human\","
                                    + "\"bot\":null,\"taken\":true,\"connected\":true")),
            "BLUE at the table");
        Page w = fresh(watcher, server, "watch=" + id);
        w.awaitSteps(0);
        r.await(
            () -> r.framesReceived().stream().anyMatch(f -> f.contains("\"spectators\":1")),
            "the spectator");
        for (int i = 0; i < actions.size(); i++) {
          Action x = actions.get(i);
          if (x.seat() == Seat.RED) {
            r.perform(JSON.writeAction(x));
          } else {
            int n = i + 1;
            blue.send("{\"type\":\"act\",\"action\":{\"notation\":\"" + x.notation() + "\"}}");
            blue.await(
                f ->
                    f.path("type").asString("").equals("update")
                            && f.at("/message/steps").asInt() == n
                        || f.path("type").asString("").equals("refused"),
                "the update of step " + n);
          }
          r.awaitSteps(i + 1);
          w.awaitSteps(i + 1);
        }
        return List.of(normal(r.framesReceived(), id), normal(w.framesReceived(), id));
      }
    }
  }

  /**
   * The page opened afresh in a reused browser: no seat kept from an earlier game, no old frames.
   */
  private static Page fresh(Browsers.Session session, WebServer server, String fragment) {
    Page p = new Page(session, server.uri());
    session.driver.get(server.uri().toString());
    p.script("sessionStorage.clear()");
    session.driver.get("about:blank");
    p.forgetFrames();
    return p.open(fragment);
  }

  /** Frames with the random game id and token as placeholders, without the keep-alive answers. */
  private static List<String> normal(List<String> frames, String id) {
    return frames.stream()
        .filter(f -> !f.equals("{\"type\":\"pong\"}"))
        .map(
            f ->
                TOKEN
                    .matcher(f.replace(id, "<game>"))
                    .replaceAll(Matcher.quoteReplacement("\"token\":\"<token>\"")))
        .toList();
  }
}
