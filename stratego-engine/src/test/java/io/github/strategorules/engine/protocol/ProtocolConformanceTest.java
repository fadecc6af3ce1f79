package io.github.strategorules.engine.protocol;

import io.github.strategorules.json.JsonConformance;
import io.github.strategorules.testkit.contract.Conformance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The conformance suite of the test kit with the JSON and protocol checks passes for the library's
 * own games.
 */
class ProtocolConformanceTest {
  @ParameterizedTest
  @ValueSource(strings = {"barrage", "classic(open)", "lost-island(players=3)"})
  void theLibrarysGamesPassTheSuiteWithTheJsonAndProtocolChecks(String spec) {
    Conformance.of(spec)
        .games(2)
        .maxActions(120)
        .also("json", JsonConformance::checkState)
        .alsoSteps("json events", JsonConformance::checkStep)
        .also("protocol", ProtocolConformance::checkProtocol)
        .checkAll();
  }
}
