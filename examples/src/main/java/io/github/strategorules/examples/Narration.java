package io.github.strategorules.examples;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.referee.Update;
import java.util.List;
import java.util.stream.Collectors;

/**
 * How the tool tells a seat what happened, for any game: a step as that seat's update tells it (the
 * action whole, or only who acted when it is another seat's secret, as the referee redacted it for
 * the seat), and the events the seat received, one line per step.
 */
final class Narration {
  private Narration() {}

  /**
   * A step's action as its update's recipient sees it.
   *
   * @param update a seat's (or the spectators') update of a step
   * @return the action's text form, or, for an action the recipient may not see ({@link
   *     Update#action()} empty), its actor and {@code ?}: {@code BLUE ?}
   */
  static String action(Update update) {
    return update
        .action()
        .map(Action::notation)
        .orElseGet(() -> update.actor().map(s -> s + " ?").orElse("?"));
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
