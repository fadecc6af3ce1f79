package io.github.strategorules.examples.web;

import io.github.strategorules.core.game.Seat;
import io.github.strategorules.json.StrategoJson;
import java.util.Optional;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The frames the server sends, as text (docs/web.md, "Server frames"). Every frame is built from
 * what its receiver may know: an {@code update} wraps the receiver's own share as the referee built
 * it (an {@code Update}: its view, its events, its legal actions) and the text diagram of that same
 * view.
 */
final class Frames {
  static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private final StrategoJson json;

  Frames(StrategoJson json) {
    this.json = json;
  }

  StrategoJson json() {
    return json;
  }

  String text(JsonNode node) {
    return json.toText(node);
  }

  private static ObjectNode frame(String type) {
    return NODES.objectNode().put("type", type);
  }

  /** The connection now plays a seat (with the token that resumes it) or watches. */
  String joined(String game, Optional<Seat> seat, Optional<String> token) {
    ObjectNode f = frame("joined").put("game", game);
    f.put("seat", seat.map(Seat::name).orElse(null));
    f.put("token", token.orElse(null));
    return text(f);
  }

  /**
   * The receiver's message after a step: {@code replyTo} is the id of the receiver's own act
   * message that made the step, for the sender only ({@code null} for everyone else). With a {@code
   * viewDelta} ({@link ViewDelta}), the message has no {@code view}: the frame's {@code view_delta}
   * turns the view the receiver holds into this one. The steps and the clocks are the message's own
   * fields, once; {@code clocks} ({@link ClockFields}: every seat's milliseconds left, as read when
   * the frame is sent, which replace the message's, and {@code clocks_running}, public) is there
   * only in a game with clocks. The message given is not changed.
   */
  String update(
      String game,
      ObjectNode message,
      String diagram,
      JsonNode replyTo,
      ObjectNode viewDelta,
      ObjectNode clocks) {
    ObjectNode f = frame("update").put("game", game);
    f.set("reply_to", replyTo == null ? NODES.nullNode() : replyTo);
    ObjectNode m = NODES.objectNode();
    message
        .properties()
        .forEach(
            e -> {
              if (viewDelta == null || !e.getKey().equals("view")) {
                m.set(e.getKey(), e.getValue());
              }
            });
    if (clocks != null) {
      m.set("clocks", clocks.get("clocks"));
    }
    f.set("message", m);
    if (viewDelta != null) {
      f.set("view_delta", viewDelta);
    }
    f.put("diagram", diagram);
    if (clocks != null) {
      f.set("clocks_running", clocks.get("clocks_running"));
    }
    return text(f);
  }

  /** The table's public facts changed (a seat taken, a player connected or gone). */
  String table(ObjectNode info) {
    ObjectNode f = frame("table");
    f.set("table", info);
    return text(f);
  }

  /** The sender's action was not applied, with the reason's name and words. */
  String refused(JsonNode action, JsonNode replyTo, String reason, String message) {
    ObjectNode f = frame("refused");
    f.set("reply_to", replyTo == null ? NODES.nullNode() : replyTo);
    f.set("action", action);
    f.put("reason", reason).put("message", message);
    return text(f);
  }

  /** The sender's message was not granted. */
  String error(ErrorCode code, String message) {
    return text(frame("error").put("code", code.name()).put("message", message));
  }

  String pong() {
    return text(frame("pong"));
  }
}
