package io.github.strategorules.json;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.core.game.View;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.core.referee.Update;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;

/**
 * The JSON half of the conformance suite of a game of any module ({@code
 * io.github.strategorules.testkit.contract.Conformance} in {@code stratego-testkit}, which runs
 * these checks on the states and steps of the games it plays): every value of a state and a step is
 * written, read back and written again to the same JSON. A game passes with no JSON code of its own
 * once its provider describes its types ({@link
 * io.github.strategorules.core.game.GameProvider#types()}). The engine protocol's check is {@code
 * ProtocolConformance} in {@code stratego-engine}.
 *
 * <pre>{@code
 * Conformance.of("my-game")
 *     .also("json", JsonConformance::checkState)
 *     .alsoSteps("json events", JsonConformance::checkStep)
 *  *     .checkAll();
 * }</pre>
 *
 * <p>Each check throws an {@link AssertionError} that names the value and both JSON texts.
 */
public final class JsonConformance {
  private static final StrategoJson JSON = StrategoJson.standard();
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private JsonConformance() {}

  /**
   * The values of a state: its game, each seat's legal actions (as JSON and as their notation
   * form), each seat's and the spectator's view (its {@code grid} included) and message, the
   * outcome and the stored record.
   *
   * @param state a state of any game on the path
   * @throws AssertionError when a value does not read back to the same JSON
   */
  public static void checkState(GameState state) {
    Game game = state.game();
    if (!JSON.families().contains(game.family())) {
      throw new AssertionError(
          "no JSON codec for the family "
              + game.family()
              + " (known: "
              + JSON.families()
              + "): does its GameProvider describe its types (GameProvider.types())?");
    }
    same("game", JSON.writeGame(game), JSON.writeGame(JSON.readGame(text(JSON.writeGame(game)))));
    for (Seat seat : game.seats()) {
      for (Action a : state.legalActions(seat)) {
        JsonNode written = JSON.writeAction(a);
        equal("action " + a.notation(), a, JSON.readAction(game, text(written)));
        equal(
            "action " + a.notation() + " sent as its notation",
            a,
            JSON.readAction(game, text(NODES.objectNode().put("notation", a.notation())), seat));
      }
      view(seat.name(), state.viewFor(seat));
      message(seat.name(), arrival(state, Optional.of(seat)));
    }
    view("spectator", state.publicView());
    message("spectator", arrival(state, Optional.empty()));
    state
        .outcome()
        .ifPresent(o -> equal("outcome", o, JSON.readOutcome(game, text(JSON.writeOutcome(o)))));
    StoredRecord record = StoredRecord.of(state);
    equal("record", record, JSON.readRecord(text(JSON.writeRecord(record))));
  }

  /**
   * The events of a step, as each seat and a spectator get them.
   *
   * @param step a step of any game on the path
   * @throws AssertionError when the events do not read back equal
   */
  public static void checkStep(Step step) {
    Game game = step.state().game();
    for (Seat seat : game.seats()) {
      List<?> events = step.eventsFor(seat);
      equal(
          "events for " + seat,
          events,
          JSON.readEvents(game, text(JSON.writeEvents(step.eventsFor(seat)))));
    }
    equal(
        "public events",
        step.publicEvents(),
        JSON.readEvents(game, text(JSON.writeEvents(step.publicEvents()))));
  }

  private static void view(String who, View view) {
    JsonNode written = JSON.writeView(view);
    View back = JSON.readView(text(written));
    same("view of " + who, written, JSON.writeView(back));
    equal("grid of the view of " + who, view.grid(), back.grid());
  }

  /** What a recipient arriving at the state receives from a referee (no clocks, no step). */
  private static Update arrival(GameState state, Optional<Seat> seat) {
    return Referee.of(state).arrivalFor(seat);
  }

  private static void message(String who, Update message) {
    JsonNode written = JSON.writeMessage(message);
    same("message to " + who, written, JSON.writeMessage(JSON.readMessage(text(written))));
  }

  /** Through text, as a client would send it. */
  private static JsonNode text(JsonNode json) {
    return JSON.parse(JSON.toText(json));
  }

  private static void same(String what, JsonNode expected, JsonNode actual) {
    if (!Objects.equals(expected, actual)) {
      throw new AssertionError(
          what
              + " does not read back to the same JSON:\n  "
              + JSON.toText(expected)
              + "\n  "
              + (actual == null ? "(nothing)" : JSON.toText(actual)));
    }
  }

  private static void equal(String what, Object expected, Object actual) {
    if (!expected.equals(actual)) {
      throw new AssertionError(
          what + " reads back as another value:\n  " + expected + "\n  " + actual);
    }
  }
}
