package io.github.strategorules.examples.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * The template game of docs/new-game.md (issue 24's toy game, module {@code stratego-template},
 * known to the server only through its provider) played by two people on the page, each in a
 * headless Chromium of its own, with no line of the page written for it: RED creates it from the
 * lobby, BLUE joins from the lobby's listing, both hide their values with the buttons the page
 * draws for actions that name no square (TOY-2), and the pieces walk by clicking the squares of the
 * board the page draws from the view's generic {@code grid} (TOY-3) until RED's piece attacks
 * BLUE's (TOY-4). Each page shows its own value and a {@code ?} for the other's, the pond as the
 * grid's terrain, the events in the log, and the same outcome as the server.
 */
@Tag("slow") // a browser end to end (headless Chromium); .ci/run runs it (-Pslow-tests)
class ToyBrowserTest {
  @Test
  void twoPeoplePlayTheToyGameToItsEndOnThePage() {
    Browsers.assumeAvailable();
    try (WebServer server = Servers.start(Servers.config());
        Browsers.Session red = Browsers.start();
        Browsers.Session blue = Browsers.start()) {
      Page r = new Page(red, server.uri()).open("");
      Page b = new Page(blue, server.uri()).open("");
      r.create("toy", List.of("human", "human"), "RED");
      String id = r.game();
      b.join(id, "BLUE");
      assertThat(b.body("seat")).contains("BLUE");

      // Setup (TOY-2): the values are buttons, as any decision that names no square.
      r.awaitTurn();
      assertThat(r.status()).startsWith("Your setup");
      r.perform(hide("RED", 3));
      b.awaitTurn();
      b.perform(hide("BLUE", 1));

      // The board from the grid alone: 3 files and 4 ranks, the pond, its own value, the other's
      // '?'.
      r.awaitTurn();
      assertThat(r.status()).startsWith("Your turn");
      assertThat(squares(r)).hasSize(12);
      assertThat(squareClass(r, "c2")).contains("terrain-pond");
      assertThat(squareText(r, "b1")).isEqualTo("3");
      assertThat(squareClass(r, "b1")).contains("owner-red");
      assertThat(squareText(r, "b4")).isEqualTo("?");
      assertThat(squareClass(r, "b4")).contains("owner-blue", "unknown");
      assertThat(r.legend()).contains("owner-red", "owner-blue", "movable", "target");
      assertThat(b.status()).startsWith("Waiting for RED");
      // BLUE sees its own side at the bottom: rank 4 first from the bottom, file a on the right.
      assertThat(squares(b).get(0)).isEqualTo("c1");
      assertThat(squareText(b, "b4")).isEqualTo("1");
      assertThat(squareText(b, "b1")).isEqualTo("?");

      // Play (TOY-3): a walk is two clicks on the board; the pond is no target.
      r.clickSquare("b1"); // chosen: Page.perform then clicks only the target
      assertThat(r.highlighted("b2", "target")).isTrue();
      assertThat(r.highlighted("c2", "target")).isFalse();
      r.perform(walk("RED", "b1", "b2"));
      b.awaitTurn();
      b.perform(walk("BLUE", "b4", "b3"));
      r.awaitTurn();
      assertThat(r.log())
          .anyMatch(l -> l.contains("walked") && l.contains("b4") && l.contains("b3"));
      // TOY-4: RED walks onto BLUE's piece and the higher value wins.
      r.perform(walk("RED", "b2", "b3"));

      b.await(b::over, "BLUE's outcome");
      r.await(r::over, "RED's outcome");
      for (Page p : List.of(r, b)) {
        assertThat(p.winners()).isEqualTo("RED");
        assertThat(p.termination()).isEqualTo("FIGHT_WON");
        assertThat(p.log())
            .anyMatch(
                l ->
                    l.contains("fought")
                        && l.contains("attacker_value=3")
                        && l.contains("defender_value=1"));
        assertThat(p.driver.findElement(By.id("outcome")).getText()).contains("TOY-4");
      }
      assertThat(r.driver.findElement(By.id("outcome")).getText()).startsWith("You win!");
      assertThat(b.driver.findElement(By.id("outcome")).getText()).startsWith("You lose.");
      assertThat(server.lobby().find(id).orElseThrow().state().outcome().orElseThrow().winners())
          .extracting(Enum::name)
          .containsExactly("RED");
    }
  }

  private static tools.jackson.databind.JsonNode hide(String seat, int value) {
    return json(
        "{\"action\":\"hide\",\"seat\":\""
            + seat
            + "\",\"value\":"
            + value
            + ",\"notation\":\""
            + seat
            + " hide "
            + value
            + "\"}");
  }

  private static tools.jackson.databind.JsonNode walk(String seat, String from, String to) {
    return json(
        "{\"action\":\"walk\",\"seat\":\""
            + seat
            + "\",\"from\":\""
            + from
            + "\",\"to\":\""
            + to
            + "\",\"notation\":\""
            + seat
            + " walk "
            + from
            + "-"
            + to
            + "\"}");
  }

  private static tools.jackson.databind.JsonNode json(String text) {
    return new tools.jackson.databind.ObjectMapper().readTree(text);
  }

  private static List<String> squares(Page p) {
    return p.driver.findElements(By.cssSelector("#board [data-square]")).stream()
        .map(e -> e.getDomAttribute("data-square"))
        .toList();
  }

  private static String squareClass(Page p, String square) {
    return p.driver
        .findElement(By.cssSelector("#board [data-square='" + square + "']"))
        .getDomAttribute("class");
  }

  private static String squareText(Page p, String square) {
    return p.driver
        .findElement(By.cssSelector("#board [data-square='" + square + "']"))
        .getText()
        .trim();
  }
}
