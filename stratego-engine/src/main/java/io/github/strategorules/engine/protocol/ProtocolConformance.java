package io.github.strategorules.engine.protocol;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.core.referee.Update;
import io.github.strategorules.json.StrategoJson;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;

/**
 * The engine-protocol half of the conformance suite of a game of any module ({@code
 * io.github.strategorules.testkit.contract.Conformance} in {@code stratego-testkit}, which runs it
 * on the states of the games it plays): a {@link ProtocolSession} hosting a state answers as the
 * state does. The JSON half is {@code JsonConformance} in {@code stratego-json}.
 *
 * <pre>{@code
 * Conformance.of("my-game")
 *     .also("json", JsonConformance::checkState)
 *     .alsoSteps("json events", JsonConformance::checkStep)
 *     .also("protocol", ProtocolConformance::checkProtocol)
 *     .checkAll();
 * }</pre>
 *
 * <p>The check throws an {@link AssertionError} that names the request and both JSON texts.
 */
public final class ProtocolConformance {
  private static final StrategoJson JSON = StrategoJson.standard();
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private ProtocolConformance() {}

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
    // The expected answers come from a referee of its own of the same state: the session must carry
    // the referee's shares as they are (one producer of what a seat receives: OneRefereeTest).
    Referee mirror = Referee.of(state);
    for (int round = 0; round < 2; round++) {
      GameState now = mirror.state();
      for (Seat seat : now.game().seats()) {
        String ask = "\"game_id\":" + quote(id) + ",\"seat\":\"" + seat.name() + "\"";
        Update share = mirror.updateFor(Optional.of(seat));
        same(
            "legal actions of " + seat,
            JSON.writeActions(now.legalActions(seat)),
            request(session, "{\"type\":\"legal\",\"id\":1," + ask + "}").get("actions"));
        same(
            "decisions of " + seat,
            JSON.writeActions(now.decisions(seat)),
            request(session, "{\"type\":\"legal\",\"id\":2,\"decisions\":true," + ask + "}")
                .get("actions"));
        same(
            "view of " + seat,
            JSON.writeView(share.view()),
            request(session, "{\"type\":\"view\",\"id\":3," + ask + "}").get("view"));
        // after a step the session's message holds that step's events for the seat
        same(
            "message of " + seat,
            JSON.writeMessage(share),
            request(session, "{\"type\":\"message\",\"id\":4," + ask + "}").get("message"));
      }
      Optional<Seat> decider =
          now.toDecide().stream().filter(s -> !now.decisions(s).isEmpty()).findFirst();
      if (round == 1 || decider.isEmpty()) {
        return;
      }
      Action a = now.decisions(decider.get()).get(0);
      JsonNode reply =
          request(
              session,
              "{\"type\":\"apply\",\"id\":5,\"game_id\":"
                  + quote(id)
                  + ",\"seat\":\""
                  + decider.get().name()
                  + "\",\"action\":"
                  + JSON.toText(JSON.writeAction(a))
                  + "}");
      if (!"apply".equals(type(reply))) {
        throw new AssertionError(
            "the session refused the legal action " + a.notation() + ": " + JSON.toText(reply));
      }
      mirror.submit(decider.get(), a);
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

  private static String quote(String s) {
    return JSON.toText(NODES.stringNode(s));
  }

  private static void same(String what, JsonNode expected, @Nullable JsonNode actual) {
    if (!Objects.equals(expected, actual)) {
      throw new AssertionError(
          what
              + " is not the state's:\n  "
              + JSON.toText(expected)
              + "\n  "
              + (actual == null ? "(nothing)" : JSON.toText(actual)));
    }
  }
}
