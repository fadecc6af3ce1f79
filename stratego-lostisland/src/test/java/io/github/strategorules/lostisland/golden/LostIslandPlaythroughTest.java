package io.github.strategorules.lostisland.golden;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.testkit.contract.Playthrough;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The golden playthrough of Lost Island for three seats with four advanced-game toggles, over the
 * game-neutral contract ({@code src/test/resources/golden/lost-island-3p.txt}): every decision, the
 * setup included, chosen at random with a liking for attacks and flips, a draw offer by a seat that
 * does not decide (declined by the next decision of another seat), to the turn limit or a win. It
 * pins the layout drawn from the seed, the order of legal actions, every effect and every redaction
 * (secret fights: the third seat's events).
 */
class LostIslandPlaythroughTest {
  static final Path FILE = Path.of("src", "test", "resources", "golden", "lost-island-3p.txt");
  static final String SPEC =
      "lost-island(players=3,turn_limit=12,extra_loot,secret_fights,storms_vanish,power_ups_anytime)";

  static String playthrough() {
    SplittableRandom random = new SplittableRandom(3);
    boolean[] offered = {false};
    Playthrough.Chooser chooser =
        (state, step) -> {
          IslandState s = (IslandState) state;
          if (s.phase() == Phase.PLAY
              && s.turn() == 4
              && !offered[0]
              && s.current() != Seat.GREEN) {
            offered[0] = true;
            return s.drawOffer(Seat.GREEN); // on another seat's turn; the next decision declines it
          }
          List<Action> decisions = Playthrough.decisions(state);
          List<Action> attacks =
              decisions.stream()
                  .filter(
                      a ->
                          a instanceof IslandAction.Move m
                              && s.refereeView().cell(m.to()).explorer().isPresent())
                  .toList();
          if (!attacks.isEmpty() && random.nextInt(3) > 0) {
            return attacks.get(random.nextInt(attacks.size()));
          }
          List<Action> flips =
              decisions.stream().filter(a -> a instanceof IslandAction.Flip).toList();
          if (!flips.isEmpty() && random.nextInt(2) == 0) {
            return flips.get(random.nextInt(flips.size()));
          }
          return decisions.get(random.nextInt(decisions.size()));
        };
    return Playthrough.write(
        SPEC, 11, s -> ((IslandState) s).refereeView().toString(), chooser, 600);
  }

  @Test
  @ChecksRule({
    "LI-4", "LI-11.4", "LI-12.3", "LI-12.5", "LI-12.6", "LI-12.7", "LI-13.5", "LI-R12", "LI-R20"
  })
  void theThreeSeatPlaythroughIsAsRecorded() throws IOException {
    String text = playthrough();
    assertThat(text).contains("DrawOffered[seat=GREEN]", "DrawDeclined[");
    Playthrough.assertGolden(FILE, text);
  }
}
