package io.github.strategorules.examples;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Seat;
import java.util.List;
import java.util.stream.Collectors;

/**
 * How the tool tells a seat what happened, for any game: an action as that seat sees it (whole, or
 * as its seat and kind when it holds another seat's secret, through the game's research kit), and
 * the events the seat received, one line per step.
 */
final class Narration {
  private Narration() {}

  /**
   * An action as a seat (or, with null, a spectator) sees it.
   *
   * @param game the game
   * @param viewer the seat, or null for what every seat sees
   * @param action the action
   * @return its text form if the viewer may see it whole, else {@link #hidden}
   */
  static String action(Game game, Seat viewer, Action action) {
    if (viewer == action.seat()) {
      return action.notation();
    }
    // Another seat's secret action (a setup choice) is hidden, in every game (Action.secret).
    return action.secret() ? hidden(action) : action.notation();
  }

  /**
   * An action the viewer may not see whole, in the shape of the notation: its seat, its kind (the
   * word after the seat, such as {@code place}; the kind is public, as the action's {@code
   * toString()} shows) and {@code ?} for everything else: {@code BLUE place ?}.
   */
  static String hidden(Action action) {
    String[] words = action.notation().split(" ", 3);
    String kind =
        words.length > 1 && words[1].chars().allMatch(Character::isLetter) ? words[1] + " " : "";
    return Text.oneLine(action.seat() + " " + kind + "?");
  }

  /**
   * Whether a step did more than its action's direct effect for a seat: it received two events or
   * more (a battle and its capture, a flip and what it revealed, the end of a turn).
   *
   * @param events the seat's events of the step
   * @return true if worth a line
   */
  static boolean notable(List<? extends Event> events) {
    return events.size() >= 2;
  }

  /**
   * A step's events on one line.
   *
   * @param events the seat's events
   * @return the events, {@link Text#event} each, joined by {@code "; "}
   */
  static String events(List<? extends Event> events) {
    return events.stream().map(Text::event).collect(Collectors.joining("; "));
  }
}
