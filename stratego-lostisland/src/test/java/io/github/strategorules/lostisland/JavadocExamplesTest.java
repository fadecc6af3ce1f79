package io.github.strategorules.lostisland;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Seat;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The example of the package description (package-info.java) runs, and the description shows this
 * very code: the test runs it as written there and checks that its lines are still there.
 */
class JavadocExamplesTest {
  private static final Path PACKAGE_INFO =
      Path.of(
          "src",
          "main",
          "java",
          "io",
          "github",
          "strategorules",
          "lostisland",
          "package-info.java");

  @Test
  void theStateAndTheViews() throws IOException {
    IslandGame game =
        IslandGame.parse("lost-island(players=3,secret_fights)"); // or Games.parse(spec)
    IslandState state = game.newGame(7); // a layout drawn from the seed
    Seat seat = state.toDecide().get(0); // RED, the first seat, places first
    IslandAction first = state.legalDecisions().get(0); // its decisions: here, a placement
    IslandStep step = state.apply(first); // `state` itself is unchanged
    IslandState next = step.state();
    Optional<IslandReason> why = next.check(first); // WRONG_DECISION: RED now orders its boat
    List<IslandEvent> seen = step.eventsFor(Seat.GREEN); // where RED placed, not which values
    IslandView green = next.viewFor(Seat.GREEN); // what GREEN may know (LI-13)
    String board = green.toString(); // RED's explorers drawn as 'R?'

    assertThat(seat).isEqualTo(Seat.RED);
    assertThat(state.step()).isZero();
    assertThat(state.legalDecisions().get(0)).isEqualTo(first);
    assertThat(why).contains(IslandReason.WRONG_DECISION);
    assertThat(seen)
        .isNotEmpty()
        .allSatisfy(e -> assertThat(((IslandEvent.ExplorerPlaced) e).value()).isEmpty());
    assertThat(step.eventsFor(Seat.RED))
        .allSatisfy(e -> assertThat(((IslandEvent.ExplorerPlaced) e).value()).isPresent());
    assertThat(green.seat()).contains(Seat.GREEN);
    assertThat(board).contains("R?");
    String text = Files.readString(PACKAGE_INFO, StandardCharsets.UTF_8);
    for (String line :
        List.of(
            "IslandGame game = IslandGame.parse(\"lost-island(players=3,secret_fights)\");",
            "IslandState state = game.newGame(7);",
            "Seat seat = state.toDecide().get(0);",
            "IslandAction first = state.legalDecisions().get(0);",
            "IslandStep step = state.apply(first);",
            "IslandState next = step.state();",
            "Optional<IslandReason> why = next.check(first);",
            "List<IslandEvent> seen = step.eventsFor(Seat.GREEN);",
            "IslandView green = next.viewFor(Seat.GREEN);",
            "String board = green.toString();")) {
      assertThat(text).as("package-info.java shows %s", line).contains(line);
    }
  }
}
