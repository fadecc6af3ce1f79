package io.github.strategorules.examples.web;

import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.Referee;
import java.time.Duration;
import java.util.Map;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The clocks' fields of a frame: every seat's time left in milliseconds ({@code clocks}) and the
 * seats whose clocks run now ({@code clocks_running}). Public facts, the same for every receiver of
 * a step and in the table's facts.
 */
final class ClockFields {
  private ClockFields() {}

  /**
   * The fields for a state of a refereed game.
   *
   * @param referee the game's referee
   * @param state the state the frame shows
   * @param left every seat's time left, as the referee read it for the frame's update
   * @return the fields, or null for a game without clocks
   */
  static ObjectNode of(Referee referee, GameState state, Map<Seat, Duration> left) {
    if (referee.timeControl().isEmpty()) {
      return null;
    }
    ObjectNode f = Frames.NODES.objectNode();
    ObjectNode c = f.putObject("clocks");
    left.forEach((seat, time) -> c.put(seat.name(), Math.max(0, time.toMillis())));
    ArrayNode running = f.putArray("clocks_running");
    if (state.outcome().isEmpty() && referee.clocksRunning()) {
      state.toDecide().forEach(seat -> running.add(seat.name()));
    }
    return f;
  }
}
