package io.github.strategorules.json;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.ClassicStep;
import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.json.support.JsonChecks;
import io.github.strategorules.testkit.classic.Boards;
import org.junit.jupiter.api.Test;

/**
 * A rescue (V-1.2), which random games rarely reach: the move with its rescue, the {@code rescued}
 * event, and the views that show the rescuer (its type still hidden from BLUE), as JSON and back.
 */
class RescueJsonTest {
  private static final String RESCUE =
      """
      10  .   .   .   .   .   .   .   .  bF  b4
       9  .   .   .  r7   .   .   .   .   .   .
       8  .   .   .   .   .   .  r2   .   .   .
       7  .   .   .   .   .   .   .   .   .   .
       6  .   .   ~   ~   .   .   ~   ~   .   .
       5  .   .   ~   ~   .   .   ~   ~   .   .
       4 rB  rB   .   .   .   .   .   .   .   .
       3 r2  r2  r6  r6  r5  r5  r4  r4  r3  r3
       2  .   .   .   .   .   .   .   .   .   .
       1 rF  rS  r8   .   .   .   .   .   .   .
      """;

  @Test
  void aRescueReadsBack() {
    ClassicState s = Boards.game(Ruleset.parse("ultimate_lightning"), Seat.RED, RESCUE);
    var move = Boards.move(s, "d9-d10+M@e2");
    JsonChecks.action(s.game(), move);
    ClassicStep step = s.apply(move);
    assertThat(step.events()).anyMatch(e -> e instanceof ClassicEvent.Rescued);
    for (Seat seat : s.game().seats()) {
      JsonChecks.events(s.game(), step.eventsFor(seat));
      JsonChecks.view(step.state().viewFor(seat));
    }
    String json =
        StrategoJson.standard()
            .toText(StrategoJson.standard().writeEvents(step.eventsFor(Seat.BLUE)));
    assertThat(json)
        .contains(
            "{\"event\":\"rescued\",\"piece\":{\"owner\":\"RED\",\"type\":\"MARSHAL\"},"
                + "\"square\":\"e2\",\"rescuer\":\"d10\"}");
    assertThat(
            StrategoJson.standard()
                .toText(StrategoJson.standard().writeView(step.state().viewFor(Seat.BLUE))))
        .contains(
            "{\"square\":\"d10\",\"owner\":\"RED\",\"type\":null,\"moved\":true,\"moved_far\":false,"
                + "\"revealed\":false,\"rescued\":true}");
  }
}
