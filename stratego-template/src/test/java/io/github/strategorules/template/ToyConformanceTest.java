package io.github.strategorules.template;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.engine.protocol.ProtocolConformance;
import io.github.strategorules.json.JsonConformance;
import io.github.strategorules.json.StrategoJson;
import io.github.strategorules.testkit.contract.Conformance;
import org.junit.jupiter.api.Test;

/**
 * The test every new game copies: the conformance suite of {@code stratego-testkit} passes on this
 * game, found by its spec through its provider alone, with the JSON checks of {@code
 * stratego-json}, the engine protocol's check of {@code stratego-engine} and the game's own
 * statement of what a seat may not know ({@link ToyTwins}). A game that passes it is played by the
 * command-line tool, the engine protocol, the web server and the research layer's random bot with
 * no edit to any of them (the examples' tests play this one in each).
 */
class ToyConformanceTest {
  @Test
  void theToyGamePassesTheConformanceSuiteWithTheJsonAndProtocolChecks() {
    Conformance.of("toy")
        .games(12)
        .hiddenFacts(new ToyTwins())
        .also("json", JsonConformance::checkState)
        .alsoSteps("json events", JsonConformance::checkStep)
        .also("protocol", ProtocolConformance::checkProtocol)
        .checkAll();
  }

  @Test
  void theLibraryFindsItByItsSpecAndDescribesItsJson() {
    assertThat(Games.names()).contains("toy");
    assertThat(Games.parse("toy")).isEqualTo(new ToyGame());
    assertThat(Games.gameOfRecord(new ToyGame().newGame(1).record())).isEqualTo(new ToyGame());
    assertThat(StrategoJson.standard().families()).contains("toy");
    String json =
        StrategoJson.standard()
            .toText(StrategoJson.standard().writeView(new ToyGame().newGame(1).viewFor(Seat.BLUE)));
    assertThat(json).contains("\"grid\":{\"files\":3,\"ranks\":4,", "\"terrain\":\"pond\"");
  }

  @Test
  void theSuiteReportsAFailingCheckWithWhereItFailed() {
    assertThatThrownBy(
            () ->
                Conformance.of("toy")
                    .games(1)
                    .also(
                        "a check that fails",
                        s -> {
                          throw new AssertionError("the state is wrong");
                        })
                    .checkAll())
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining(
            "toy, seed 1, after 0 actions: a check that fails: the state is wrong");
  }

  @Test
  void aSeatsViewThatShowsTheOtherSeatsSecretFailsTheSuiteThroughTheGamesTwins() {
    LeakyToyGame leaky = new LeakyToyGame();
    assertThat(
            leaky
                .newGame(1)
                .apply(Seat.BLUE, new ToyAction.Hide(Seat.BLUE, 2))
                .state()
                .viewFor(Seat.RED)
                .grid()
                .cell(Square.parse("b4"))
                .orElseThrow()
                .piece()
                .orElseThrow()
                .type())
        .as("the leak: RED's grid shows BLUE's value")
        .contains("2");
    // Without the game's twins the suite cannot tell a seat's secret from what the seat saw ...
    Conformance.of(leaky).games(4).playedGames();
    // ... with them it can.
    assertThatThrownBy(
            () -> Conformance.of(leaky).games(4).hiddenFacts(new ToyTwins()).playedGames())
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining(
            "toy, seed 1, the twin for RED, after 1 actions: RED's grid shows a fact hidden from it");
    assertThatThrownBy(() -> Conformance.of(leaky).registry()).isInstanceOf(AssertionError.class);
  }
}
