package io.github.strategorules.lostisland;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Seat;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The example of the module README and of the module overview (module-info.java), as written there.
 */
class LostIslandReadmeTest {

  @Test
  void theReadmeExampleRuns() throws java.io.IOException {
    IslandConfig config = IslandConfig.parse("lost-island(players=3,seed=7)");
    IslandState state = IslandState.newGame(config);
    SplittableRandom random = new SplittableRandom(1);
    while (state.outcome().isEmpty()) {
      List<IslandAction> legal = state.legalDecisions();
      IslandStep step = state.apply(legal.get(random.nextInt(legal.size())));
      List<IslandEvent> forRed = step.eventsFor(Seat.RED);
      assertThat(forRed).hasSameSizeAs(step.events());
      state = step.state();
    }
    assertThat(state.viewFor(Seat.RED).toString()).contains("view of RED");
    assertThat(state.outcome().get().toString())
        .containsPattern("(RED|BLUE|GREEN) wins \\(FLAG_AND_ISLAND, LI-11.1\\)|draw");
    for (java.nio.file.Path doc :
        List.of(
            java.nio.file.Path.of("README.md"),
            java.nio.file.Path.of("src", "main", "java", "module-info.java"))) {
      assertThat(java.nio.file.Files.readString(doc))
          .as(doc.toString())
          .contains(
              "IslandConfig config = IslandConfig.parse(\"lost-island(players=3,seed=7)\");",
              "List<IslandAction> legal = state.legalDecisions();",
              "IslandStep step = state.apply(legal.get(random.nextInt(legal.size())));",
              "List<IslandEvent> forRed = step.eventsFor(Seat.RED);");
    }
  }

  @Test
  void theContractExampleRuns() throws java.io.IOException {
    io.github.strategorules.core.game.Game game =
        io.github.strategorules.core.game.Games.parse("lost-island(players=3,secret_fights)");
    io.github.strategorules.core.game.GameState state = game.newGame(7);
    List<? extends io.github.strategorules.core.game.Action> legal = state.legalActions(Seat.GREEN);
    io.github.strategorules.core.game.Step step =
        state.apply(Seat.RED, game.parseAction("RED resign"));
    var replay = io.github.strategorules.core.game.Games.replay(step.state().record());
    assertThat(List.<Object>copyOf(legal))
        .containsExactly(new IslandAction.Resignation(Seat.GREEN)); // setup: only resign
    assertThat(replay.finalState().outcome()).isEqualTo(step.state().outcome());
    assertThat(step.state().outcome().orElseThrow().winners())
        .containsExactly(Seat.BLUE, Seat.GREEN);
    assertThat(java.nio.file.Files.readString(java.nio.file.Path.of("README.md")))
        .contains(
            "Game game = Games.parse(\"lost-island(players=3,secret_fights)\");",
            "GameState state = game.newGame(7);",
            "List<? extends Action> legal = state.legalActions(Seat.GREEN);",
            "Step step = state.apply(Seat.RED, game.parseAction(\"RED resign\"));",
            "var replay = Games.replay(step.state().record());");
  }

  @Test
  void theReadmeScenarioBuilds() {
    IslandState s =
        Scenario.players(2)
            .tile("c3", Tile.bomb(3, BombPattern.PLUS))
            .coins(Seat.BLUE, 2)
            .board(
                """
        6 .  .  .  .  .  .
        5 .  .  B1 .  .  .
        4 .  .  B4 .  .  .
        3 .  R4 .  ~  B2 B5
        2 .  .  R3 .  .  .
        1 .  .  B6 .  .  .
        """)
            .build();
    assertThat(s.decision()).contains(new Decision(Seat.RED, DecisionKind.ACTION));
  }
}
