package io.github.strategorules.lostisland.support;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandRecord;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.testkit.property.Played;
import io.github.strategorules.testkit.property.Property;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A failing Lost Island property shows the shrunk game as a record that replays: the fewest
 * decisions, in the base game for two players.
 */
class IslandShrinkingTest {

  private static boolean fought(io.github.strategorules.core.game.Step step) {
    return step.events().stream().anyMatch(IslandEvent.Fight.class::isInstance);
  }

  @Test
  void aFailingGameShrinksToAShortTwoPlayerBaseGameWhoseRecordReplays() {
    AssertionError e =
        catchThrowableOfType(
            AssertionError.class,
            () ->
                Property.forAll(
                    20,
                    IslandGames.games(IslandConfigs.any()),
                    game -> {
                      assertThat(game.steps())
                          .as("steps with a fight")
                          .noneMatch(IslandShrinkingTest::fought);
                    }));
    String m = e.getMessage();
    int from = m.indexOf("Simplest failing example:\n") + "Simplest failing example:\n".length();
    IslandRecord record = IslandRecord.parse(m.substring(from, m.indexOf("\nCause: ", from)));
    assertThat(record.config().players()).isEqualTo(2);
    assertThat(record.config().options()).isEmpty();
    var replay = record.replay();
    assertThat(replay.isLegal()).isTrue();
    List<IslandAction> actions = record.actions();
    Played<IslandState> game = IslandGames.replay(IslandState.newGame(record.config()), actions);
    assertThat(game.steps().get(actions.size() - 1))
        .matches(IslandShrinkingTest::fought, "ends with a fight");
    assertThat(game.steps().subList(0, actions.size() - 1)).noneMatch(IslandShrinkingTest::fought);
    assertThat(record.result()).isEqualTo(Optional.empty());
  }
}
