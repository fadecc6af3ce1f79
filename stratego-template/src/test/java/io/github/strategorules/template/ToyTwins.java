package io.github.strategorules.template;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.testkit.contract.HiddenFactTwins;
import io.github.strategorules.testkit.property.Played;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * This game's statement of what a seat may not know, for the conformance suite: the other seat's
 * value (TOY-2) stays hidden until a fight shows both (TOY-4). The twin of a game for a seat is the
 * same game with the other seat's hidden value changed, up to the action before the first fight;
 * none when the other seat never hid a value before it.
 *
 * <p>Only the game's author can say which facts a seat may not know, so every game with hidden
 * information writes its own twins: the suite then plays each twin beside the game and fails if the
 * seat's views, events or legal actions differ anywhere (a leak). Without them the suite checks
 * only what the grids say of themselves, which a view showing another seat's secret passes ({@code
 * LeakyToyGame}). A game without hidden information needs none.
 */
final class ToyTwins implements HiddenFactTwins {
  @Override
  public Optional<Twin> twin(Played<GameState> game, Seat viewer, long seed) {
    Seat other = viewer == Seat.RED ? Seat.BLUE : Seat.RED;
    List<Action> actions = game.actions();
    int cut = actions.size();
    for (int i = 0; i < game.steps().size(); i++) {
      if (game.steps().get(i).publicEvents().stream().anyMatch(ToyEvent.Fought.class::isInstance)) {
        cut = i;
        break;
      }
    }
    List<Action> twin = new ArrayList<>(actions.subList(0, cut));
    for (int i = 0; i < twin.size(); i++) {
      if (twin.get(i) instanceof ToyAction.Hide h && h.seat() == other) {
        int changed =
            1 + (h.value() + (int) Math.floorMod(seed, 2L)) % 3; // 1 to 3, never h.value()
        twin.set(i, new ToyAction.Hide(other, changed));
        return Optional.of(new Twin(game.start(), twin));
      }
    }
    return Optional.empty();
  }
}
