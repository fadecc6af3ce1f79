package io.github.strategorules.examples.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.view.ClassicView;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Issue 55, items 2 and 3: what a person opening the page for the first time meets, in a classic
 * game against the strongest bot. Before: the lobby offered the bots weakest first and listed a
 * bot's seat as "bot" without its name; "Place the rest at random" put the flag on the front row; a
 * random setup filled the log with 42 lines of placements; the status counted actions ("Your turn ·
 * step 80"); and the log's numbers from 10 on lost their first digit at the left edge.
 *
 * <p>Now the lobby offers every bot strongest first; the palette offers the server's setup styles,
 * named for what they are, and the sensible one places the rest of the setup (a few pieces placed
 * by hand first) with the flag on the back row; the log says each seat's setup in one line; the
 * status counts moves of play; every number of the log shows whole; and the lobby names the bot.
 * Writes docs/web-setup.png (the palette with the setup styles, two pieces placed by hand).
 */
@Tag("slow") // a browser end to end (headless Chromium); .ci/run runs it (-Pslow-tests)
class NewcomerBrowserTest {
  @Test
  void aNewcomerPlaysClassicAgainstTheStrongestBot() throws Exception {
    Browsers.assumeAvailable();
    try (WebServer server = Servers.start(Servers.config());
        Browsers.Session session = Browsers.start()) {
      Page page = new Page(session, server.uri()).open("");
      page.await(() -> page.playerChoices("BLUE").size() == 8, "the seats of classic");
      assertThat(page.playerChoices("BLUE"))
          .as("a person, then the bots strongest first")
          .containsExactly(
              "human",
              "bot:deep",
              "bot:strategist",
              "bot:reference",
              "bot:search",
              "bot:learned",
              "bot:heuristic",
              "bot:random");
      page.create("classic", List.of("human", "bot:deep"), "RED");
      String id = page.game();

      page.await(() -> page.setupStyles().size() == 2, "the setup styles");
      assertThat(page.setupStyles())
          .containsExactly(
              "sensible: Sensible setup for the rest", "random: Random setup for the rest");
      page.perform(placement("RED place a4=2", "a4", "SCOUT"));
      page.perform(placement("RED place b4=2", "b4", "SCOUT"));
      page.screenshot(Servers.docs().resolve("web-setup.png"));
      page.setUp("sensible");
      page.awaitTurn();

      ClassicView red =
          (ClassicView) server.lobby().find(id).orElseThrow().state().viewFor(Seat.RED);
      List<Square> flag = new ArrayList<>();
      for (int x = 0; x < 10; x++) {
        for (int y = 0; y < 4; y++) {
          if (red.pieceAt(Square.of(x, y)).orElseThrow().type().orElseThrow() == PieceType.FLAG) {
            flag.add(Square.of(x, y));
          }
        }
      }
      assertThat(flag).singleElement().matches(s -> s.y() == 0, "on RED's back row");
      // One line for RED's setup, not 38 of placements; BLUE's is one too, if it came after RED
      // joined (the bot sets up at once).
      assertThat(page.log())
          .contains("RED finished the setup: 40 pieces placed", "Play starts: RED moves first")
          .hasSizeLessThanOrEqualTo(3)
          .noneMatch(l -> l.startsWith("RED placed") || l.startsWith("RED is setting up"));
      assertThat(page.status()).isEqualTo("Your turn · move 1");

      // Play until the log has more than ten lines: its numbers show whole.
      int moves = 0;
      while (page.log().size() < 12 && !page.over()) {
        JsonNode update = page.lastUpdate();
        JsonNode move = update.at("/message/legal_actions/0");
        assertThat(move.get("action").asString()).isEqualTo("move");
        page.perform(move);
        moves++;
        page.awaitTurn();
        if (!page.over()) {
          assertThat(page.status()).isEqualTo("Your turn · move " + (2 * moves + 1));
        }
      }
      assertThat(page.log()).hasSizeGreaterThanOrEqualTo(12);
      assertThat(page.logNumbersShownWhole()).isTrue();

      // The lobby names the bot that plays a seat.
      page.driver.findElement(org.openqa.selenium.By.id("leave")).click();
      page.await(() -> page.lobbyRow(id).size() > 2, "the game in the lobby");
      assertThat(page.lobbyRow(id).get(2)).contains("BLUE: bot (deep)");
    }
  }

  private static JsonNode placement(String notation, String square, String type) {
    return new tools.jackson.databind.ObjectMapper()
        .createObjectNode()
        .put("action", "place_piece")
        .put("seat", "RED")
        .put("notation", notation)
        .put("square", square)
        .put("type", type);
  }
}
