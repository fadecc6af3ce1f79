package io.github.strategorules.examples.web;

import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.referee.Referee;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The clocks' fields of a frame: every seat's time left in milliseconds ({@code clocks}) and the
 * seats whose clocks run now ({@code clocks_running}). Public facts, the same for every receiver
 * of a step and in the table's facts.
 */
final class ClockFields {
  private ClockFields() {}

  /**
   * The fields for a state of a refereed game.
   *
   * @param referee the game's referee, whose clocks are read
   * @param state the state the frame shows
   * @return the fields, or null for a game without clocks
   */
  static ObjectNode of(Referee referee, GameState state) {
    if (referee.timeControl().isEmpty()) {
      return null;
    }
    ObjectNode f = Frames.NODES.objectNode();
    ObjectNode c = f.putObject("clocks");
    referee.clocks().forEach((seat, left) -> c.put(seat.name(), Math.max(0, left.toMillis())));
    ArrayNode running = f.putArray("clocks_running");
    if (state.outcome().isEmpty() && referee.clocksRunning()) {
      state.toDecide().forEach(seat -> running.add(seat.name()));
    }
    return f;
  }
}
