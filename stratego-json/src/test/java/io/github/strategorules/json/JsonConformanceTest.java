package io.github.strategorules.json;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.testkit.contract.Conformance;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;

/**
 * The conformance suite of the test kit with this module's JSON checks passes for the library's own
 * games (the protocol's check runs in stratego-engine's ProtocolConformanceTest), and every view
 * carries its board as data.
 */
class JsonConformanceTest {
  @ParameterizedTest
  @ValueSource(strings = {"barrage", "classic(open)", "lost-island(players=3)"})
  void theLibrarysGamesPassTheSuiteWithTheJsonChecks(String spec) {
    Conformance.of(spec)
        .games(2)
        .maxActions(120)
        .also("json", JsonConformance::checkState)
        .alsoSteps("json events", JsonConformance::checkStep)
        .checkAll();
  }

  @Test
  void aViewCarriesItsBoardAsDataWithTerrainAndThePiecesAsTheSeatSeesThem() {
    StrategoJson json = StrategoJson.standard();
    GameState classic = Games.parse("classic").newGame(1);
    classic = classic.apply(Seat.RED, classic.decisions(Seat.RED).get(0)).state();
    JsonNode red = json.writeView(classic.viewFor(Seat.RED)).get("grid");
    JsonNode blue = json.writeView(classic.viewFor(Seat.BLUE)).get("grid");
    assertThat(red.get("files").asInt()).isEqualTo(10);
    assertThat(red.get("cells").size()).isEqualTo(100);
    assertThat(cell(red, "c5").get("terrain").asString()).isEqualTo("lake");
    assertThat(cell(red, "a1").get("terrain").asString()).isEqualTo("land");
    JsonNode placed = null;
    for (JsonNode c : red.get("cells")) {
      if (!c.get("piece").isNull()) {
        placed = c;
      }
    }
    assertThat(placed).as("RED's first placement").isNotNull();
    assertThat(placed.at("/piece/type").isNull()).as("RED sees its own type").isFalse();
    // BLUE sees RED's piece without its type, or (during setup) not at all
    assertThat(cell(blue, placed.get("square").asString()).at("/piece/type").isString())
        .as("BLUE does not see the type of RED's piece")
        .isFalse();
    GameState island = Games.parse("lost-island(players=3)").newGame(1);
    JsonNode grid = json.writeView(island.viewFor(Seat.GREEN)).get("grid");
    assertThat(grid.get("cells").size()).isEqualTo(36);
    assertThat(grid.get("cells").get(0).get("terrain").asString())
        .matches("green_face_down|stone_face_down|face_up|water");
  }

  private static JsonNode cell(JsonNode grid, String square) {
    for (JsonNode c : grid.get("cells")) {
      if (c.get("square").asString().equals(square)) {
        return c;
      }
    }
    throw new AssertionError("no cell " + square);
  }
}
