package io.github.strategorules.json;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.core.game.View;
import io.github.strategorules.core.referee.Update;
import io.github.strategorules.json.protocol.ProtocolSession;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;

/**
 * The JSON and engine-protocol half of the conformance suite of a game of any module
 * ({@code io.github.strategorules.testkit.contract.Conformance} in {@code stratego-testkit}, which
 * runs these checks on the states and steps of the games it plays): every value of a state and a
 * step is written, read back and written again to the same JSON, and a {@link ProtocolSession}
 * hosting the state answers as the state does. A game passes with no JSON code of its own once its
 * provider describes its types ({@link io.github.strategorules.core.game.GameProvider#types()}).
 *
 * <pre>{@code
 * Conformance.of("my-game")
 *     .also("json", JsonConformance::checkState)
 *     .alsoSteps("json events", JsonConformance::checkStep)
 *     .also("protocol", JsonConformance::checkProtocol)
 *     .checkAll();
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
      throw new AssertionError("no JSON codec for the family " + game.family() + " (known: " + JSON.families()
          + "): does its GameProvider describe its types (GameProvider.types())?");
    }
    same("game", JSON.writeGame(game), JSON.writeGame(JSON.readGame(text(JSON.writeGame(game)))));
    for (Seat seat : game.seats()) {
      for (Action a : state.legalActions(seat)) {
        JsonNode written = JSON.writeAction(a);
        equal("action " + a.notation(), a, JSON.readAction(game, text(written)));
        equal("action " + a.notation() + " sent as its notation", a,
            JSON.readAction(game, text(NODES.objectNode().put("notation", a.notation())), seat));
      }
      view(seat.name(), state.viewFor(seat));
      message(seat.name(), arrival(state, Optional.of(seat)));
    }
    view("spectator", state.publicView());
    message("spectator", arrival(state, Optional.empty()));
    state.outcome().ifPresent(o -> equal("outcome", o, JSON.readOutcome(game, text(JSON.writeOutcome(o)))));
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
      equal("events for " + seat, events, JSON.readEvents(game, text(JSON.writeEvents(step.eventsFor(seat)))));
    }
    equal("public events", step.publicEvents(), JSON.readEvents(game, text(JSON.writeEvents(step.publicEvents()))));
  }

  /**
   * A protocol session hosting the state answers as the state does: each seat's legal actions and
   * decisions ({@code "decisions":true}), view and message; then the first decision of the first
   * deciding seat is applied through the session and the session's next answers are the next
   * state's (its messages with the step's events).
   *
   * @param state a state of any game on the path
   * @throws AssertionError when the session's answer differs from the state's
   */
  public static void checkProtocol(GameState state) {
    ProtocolSession session = new ProtocolSession("conformance");
    request(session, "{\"type\":\"hello\",\"id\":0,\"protocol\":1}");
    String id = session.host(state);
    GameState now = state;
    Step last = null;
    int steps = 0;
    for (int round = 0; round < 2; round++) {
      for (Seat seat : now.game().seats()) {
        String ask = "\"game_id\":" + quote(id) + ",\"seat\":\"" + seat.name() + "\"";
        same("legal actions of " + seat, JSON.writeActions(now.legalActions(seat)),
            request(session, "{\"type\":\"legal\",\"id\":1," + ask + "}").get("actions"));
        same("decisions of " + seat, JSON.writeActions(now.decisions(seat)),
            request(session, "{\"type\":\"legal\",\"id\":2,\"decisions\":true," + ask + "}").get("actions"));
        same("view of " + seat, JSON.writeView(now.viewFor(seat)),
            request(session, "{\"type\":\"view\",\"id\":3," + ask + "}").get("view"));
        // after a step the session's message holds that step's events for the seat
        List<Event> events = last == null ? List.of() : List.copyOf(last.eventsFor(seat));
        same("message of " + seat, JSON.writeMessage(new Update(now.game(), Optional.of(seat), steps, now.viewFor(seat),
            events, List.copyOf(now.legalActions(seat)), now.outcome().map(o -> (Outcome) o), Map.of())),
            request(session, "{\"type\":\"message\",\"id\":4," + ask + "}").get("message"));
      }
      GameState current = now;
      Optional<Seat> decider = current.toDecide().stream().filter(s -> !current.decisions(s).isEmpty()).findFirst();
      if (round == 1 || decider.isEmpty()) {
        return;
      }
      Action a = now.decisions(decider.get()).get(0);
      JsonNode reply = request(session, "{\"type\":\"apply\",\"id\":5,\"game_id\":" + quote(id) + ",\"seat\":\""
          + decider.get().name() + "\",\"action\":" + JSON.toText(JSON.writeAction(a)) + "}");
      if (!"apply".equals(type(reply))) {
        throw new AssertionError("the session refused the legal action " + a.notation() + ": " + JSON.toText(reply));
      }
      last = now.apply(decider.get(), a);
      now = last.state();
      steps++;
    }
  }

  private static JsonNode request(ProtocolSession session, String line) {
    JsonNode reply = JSON.parse(session.handle(line));
    if ("error".equals(type(reply))) {
      throw new AssertionError("the protocol refused " + line + ": " + JSON.toText(reply));
    }
    return reply;
  }

  private static String type(JsonNode reply) {
    JsonNode t = reply.get("type");
    return t != null && t.isString() ? t.stringValue() : "";
  }

  private static void view(String who, View view) {
    JsonNode written = JSON.writeView(view);
    View back = JSON.readView(text(written));
    same("view of " + who, written, JSON.writeView(back));
    equal("grid of the view of " + who, view.grid(), back.grid());
  }

  /** What a recipient arriving at the state receives (no clocks, no events): built here, as a client would expect it. */
  private static Update arrival(GameState state, Optional<Seat> seat) {
    return new Update(state.game(), seat, 0, seat.isPresent() ? state.viewFor(seat.get()) : state.publicView(),
        List.of(), seat.isPresent() ? List.copyOf(state.legalActions(seat.get())) : List.of(),
        state.outcome().map(o -> (Outcome) o), Map.of());
  }

  private static void message(String who, Update message) {
    JsonNode written = JSON.writeMessage(message);
    same("message to " + who, written, JSON.writeMessage(JSON.readMessage(text(written))));
  }

  /** Through text, as a client would send it. */
  private static JsonNode text(JsonNode json) {
    return JSON.parse(JSON.toText(json));
  }

  private static String quote(String s) {
    return JSON.toText(NODES.stringNode(s));
  }

  private static void same(String what, JsonNode expected, JsonNode actual) {
    if (!Objects.equals(expected, actual)) {
      throw new AssertionError(what + " does not read back to the same JSON:\n  " + JSON.toText(expected) + "\n  "
          + (actual == null ? "(nothing)" : JSON.toText(actual)));
    }
  }

  private static void equal(String what, Object expected, Object actual) {
    if (!expected.equals(actual)) {
      throw new AssertionError(what + " reads back as another value:\n  " + expected + "\n  " + actual);
    }
  }
}
