package io.github.strategorules.json;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.fixtures.json.Messages;
import io.github.strategorules.json.support.JsonChecks;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandOption;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandStep;
import io.github.strategorules.lostisland.Scenario;
import io.github.strategorules.lostisland.Tile;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * EXTRA_LOOT (LI-12): after a won fight, the loot revealed by the seat's own tile removal goes to
 * that seat, as a {@code loot_taken} event. Random games almost never meet it (a won fight, then
 * the removal of a face-down loot tile in the same turn), so this scenario produces one and checks
 * its JSON for every seat and a spectator, and the messages and views around it.
 */
class LootTakenJsonTest {
  private static final Seat R = Seat.RED;

  @Test
  void li12_extra_loot_the_loot_taken_event_reads_back_for_every_seat() {
    // RED's 5 beats BLUE's 2 at c4; RED then removes the face-down loot of 2 coins at a1.
    IslandState start =
        Scenario.players(2)
            .tile("a1", Tile.loot(2))
            .options(IslandOption.EXTRA_LOOT)
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  B2 .  .  .
        .  .  R5 .  .  R6
        .  .  .  .  .  .
        .  $1 .  .  .  .
        """)
            .build();
    IslandState shrinking =
        start.apply(new IslandAction.Move(R, Square.parse("c3"), Square.parse("c4"))).state();
    shrinking = shrinking.apply(new IslandAction.EndStep(R)).state();
    shrinking = shrinking.apply(new IslandAction.EndStep(R)).state();
    IslandAction removal = new IslandAction.RemoveTile(R, Square.parse("a1"));
    JsonChecks.action(start.game(), removal);
    IslandStep step = shrinking.apply(removal);
    assertThat(step.events()).contains(new IslandEvent.LootTaken(R, Square.parse("a1"), 2));

    for (Seat seat : start.game().seats()) {
      assertThat(step.eventsFor(seat))
          .contains(new IslandEvent.LootTaken(R, Square.parse("a1"), 2));
      JsonChecks.events(start.game(), step.eventsFor(seat));
      JsonChecks.view(step.state().viewFor(seat));
      JsonChecks.message(Messages.after(removal, step, 1, Optional.of(seat)));
    }
    JsonChecks.events(start.game(), step.publicEvents());
    JsonChecks.message(Messages.after(removal, step, 1, Optional.empty()));
    assertThat(JsonChecks.eventKinds()).contains("lost-island:loot_taken");

    StrategoJson json = StrategoJson.standard();
    assertThat(json.toText(json.writeEvents(step.eventsFor(Seat.BLUE))))
        .contains("{\"event\":\"loot_taken\",\"seat\":\"RED\",\"square\":\"a1\",\"coins\":2}");
  }
}
